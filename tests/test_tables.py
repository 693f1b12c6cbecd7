"""Class tables without a network (``domino_lessons.tables``): what each seat is sent hides every other hand and the
stock, a move is checked by the engine and refused without a trace, every move is journalled before it is answered,
and a table comes back from its journal as it was, even with its last line cut short."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from domino_lessons.core.engine import MoveKind
from domino_lessons.core.errors import DominoError
from domino_lessons.core.tiles import Tile
from domino_lessons.rules import registry
from domino_lessons.tables import Table

GAMES = list(registry())
TILE = re.compile(r"(?<![\d-])(\d)-(\d)(?![\d-])")


def tiles_in(view: dict[str, object]) -> set[Tile]:
    """Every tile a message names, in either order, but in the words of a lead: what the lead rule announces is
    public by the rules (Goat's "holds 1-1, the lowest double dealt leaving out 0-0"), and the lead's tile is on
    the table; its fields are checked all the same."""
    said = {**view, "events": [{k: v for k, v in e.items() if k != "text" or not lead(e)}
                               for e in view.get("events", [])]}  # type: ignore[attr-defined]
    return {Tile(int(a), int(b)) for a, b in TILE.findall(json.dumps(said, ensure_ascii=False))}


def lead(event: dict[str, object]) -> bool:
    return event["type"] == "play" and event.get("end") is None


def hidden_from(table: Table, seat: int) -> set[Tile]:
    """What ``seat`` may not see now: the other hands while the hand is played, and the stock always."""
    hand = table.hand
    others = set() if hand.over else {t for s, held in enumerate(hand.held) if s != seat for t in held}
    return others | set(hand.boneyard)


def seated(game: str, tmp_path: Path, humans: list[bool] | None = None, seed: int = 1) -> Table:
    cls = registry()[game]
    names = [f"P{i}" for i in range(cls.min_players)]
    table = Table("T1", game, names, tmp_path / f"{game}.jsonl", seed=seed, humans=humans)
    table.start()
    return table


def faces_in(svg: str) -> set[Tile]:
    """Every tile whose face a drawing defines (``render.face_id``: v65, h56...)."""
    return {Tile(int(a), int(b)) for a, b in re.findall(r'id="[vh](\d)(\d)"', svg)}


def check_views(table: Table, drawn: bool = False) -> None:
    """Every seat, in every language, is sent its own tiles and nothing hidden from it, in its words and, where
    ``drawn``, in its drawing; the teacher every hand."""
    for lang in ("en", "it"):
        for seat in range(len(table.humans)):
            view = table.view(seat, lang, drawn=drawn and lang == "en")
            assert not tiles_in({**view, "svg": ""}) & hidden_from(table, seat), (seat, lang)
            assert not faces_in(view.get("svg", "")) & hidden_from(table, seat), (seat, "drawn")
            assert not tiles_in({"svg": view.get("svg", "")}) & hidden_from(table, seat), (seat, "drawn")
            assert view["tiles"] == [str(t) for t in table.hand.held[seat]]
        teacher = table.view(None, lang)
        assert teacher["hands"] == [[str(t) for t in held] for held in table.hand.held]
        assert not tiles_in(teacher) & set(table.hand.boneyard)  # the stock's order is nobody's


@pytest.mark.parametrize("game", GAMES)
def test_no_seat_is_ever_sent_another_hand_or_the_stock(game: str, tmp_path: Path) -> None:
    table = seated(game, tmp_path)
    rng, hands, steps = random.Random(3), 0, 0
    while not table.match.over and hands < 3:
        check_views(table, drawn=steps % 4 == 0)  # a drawing every fourth step, in time
        steps += 1
        if table.hand.over:
            table.next_hand()
            hands += 1
            continue
        seat = table.hand.to_move
        table.act(seat, str(rng.choice(table.hand.legal_moves())))
    assert hands >= 1 or table.match.over


def test_another_seats_draw_is_told_without_its_tile(tmp_path: Path) -> None:
    table = seated("all-fives", tmp_path, seed=4)
    while not any(e.type == "draw" for e in table.hand.events):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    draw = next(e for e in table.hand.events if e.type == "draw")
    other = (draw.player + 1) % len(table.humans)
    seen = next(e for e in table.view(other)["events"] if e["type"] == "draw")
    assert seen == {"type": "draw", "player": draw.player, "text": f"P{draw.player} draws a tile from the boneyard"}
    assert next(e for e in table.view(other, "it")["events"] if e["type"] == "draw")["text"] == (
        f"P{draw.player} pesca una tessera dal pozzo")
    own = next(e for e in table.view(draw.player)["events"] if e["type"] == "draw")
    assert own["tile"] == str(draw.tile)


@pytest.mark.parametrize("given,says", [
    ("9-9 L", "is not a move"), ("draw 2-5", "is not a move"), ("x" * 1000, "is not a move"),
    ("6-6 Q", "is not a move"), ("pass", ""), ("draw", "")])
def test_a_refused_move_changes_nothing_and_is_not_journalled(given: str, says: str, tmp_path: Path) -> None:
    table = seated("all-fives", tmp_path, seed=2)
    seat = table.hand.to_move
    before = [json.dumps(table.view(s)) for s in range(len(table.humans))]
    written = table.journal.path.read_bytes()
    with pytest.raises(DominoError) as refused:
        table.act(seat, given)
    assert says in str(refused.value) and "\n" not in str(refused.value)
    assert [json.dumps(table.view(s)) for s in range(len(table.humans))] == before
    assert table.journal.path.read_bytes() == written


def test_no_one_acts_for_another_seat_or_at_a_seat_the_table_lacks(tmp_path: Path) -> None:
    table = seated("goat", tmp_path)
    seat = table.hand.to_move
    legal = str(table.hand.legal_moves()[0])
    with pytest.raises(DominoError, match=f"it is not seat {(seat + 1) % 4}'s turn: seat {seat} is to move"):
        table.act((seat + 1) % 4, legal)
    with pytest.raises(DominoError) as refused:
        table.act(7, legal)
    assert refused.value.said("it") == "a questo tavolo non c'è il posto 7"
    table.act(seat, legal)
    assert table.hand.moves and str(table.hand.moves[-1]) == legal


def test_the_computer_plays_the_empty_seats_and_every_move_is_journalled(tmp_path: Path) -> None:
    table = seated("italian", tmp_path, humans=[True, False])
    while not table.hand.over:
        assert table.hand.to_move == 0
        table.act(0, str(table.hand.legal_moves()[0]))
    lines = table.journal.read()
    assert lines[0]["humans"] == [True, False] and [(line["seat"], line["move"]) for line in lines[1:]] == [
        (seat, "draw" if move.kind == MoveKind.DRAW else str(move)) for seat, move in zip(seats_of(table),
                                                                                        table.hand.moves)]


def seats_of(table: Table) -> list[int]:
    """Who made each move of the hand, from its events."""
    return [e.player for e in table.hand.events if e.type in ("play", "draw", "pass", "bend")]


@pytest.mark.parametrize("game", ["all-fives", "domeng", "italian-pairs", "international-two"])
def test_a_table_comes_back_from_its_journal_as_it_was(game: str, tmp_path: Path) -> None:
    cls = registry()[game]
    humans = [seat % 2 == 0 for seat in range(cls.min_players)]
    table = seated(game, tmp_path, humans=humans)
    rng = random.Random(5)
    for _ in range(60):
        if table.match.over:
            break
        if table.hand.over:
            table.next_hand()
        else:
            table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
        again = Table.restore(table.journal.path)
        assert [again.view(s) for s in [None, *range(len(humans))]] == [table.view(s) for s in [None, *range(len(humans))]]


def test_a_move_cut_short_in_the_journal_was_never_made(tmp_path: Path) -> None:
    table = seated("reserve", tmp_path)
    for _ in range(5):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    before = table.view(None)
    seat = table.hand.to_move
    table.act(seat, str(table.hand.legal_moves()[0]))
    data = table.journal.path.read_bytes()
    table.journal.path.write_bytes(data[:-7])  # killed while writing the last line
    again = Table.restore(table.journal.path)
    assert again.view(None) == before
    again.act(seat, str(again.hand.legal_moves()[0]))  # the journal goes on cleanly from there
    assert Table.restore(table.journal.path).view(None) == again.view(None)


def test_a_table_drawn_for_one_seat_defines_no_face_of_a_hidden_tile() -> None:
    """``table_svg(..., viewer, show_all=False)``, as the play table draws it: the others' hands are backs, and no
    face of their tiles is defined in the drawing (its ``<defs>`` named them before)."""
    from domino_lessons import Match
    from domino_lessons.core.frames import Frame
    from domino_lessons.views.render import table_svg

    for seed in range(5):
        hand = Match("goat", ["Ada", "Ben", "Cy", "Dan"]).deal_random(random.Random(seed))
        for _ in range(seed * 3):
            hand.push(hand.legal_moves()[0])
        svg = str(table_svg(Frame.of(hand), viewer=0, show_all=False))
        others = {t for held in hand.held[1:] for t in held}
        assert faces_in(svg) >= set(hand.held[0]) and not faces_in(svg) & others


@pytest.mark.parametrize("game", ["all-fives", "italian", "goat"])
def test_the_finished_hands_make_a_record_that_replays_and_hides_the_undrawn_order(game: str, tmp_path: Path) -> None:
    from domino_lessons.core.record import loads, replay

    table = seated(game, tmp_path, seed=7)
    rng = random.Random(7)
    while len(table.match.hands) < 3 and not table.match.over:
        if table.hand.over:
            assert len(table.record().hands) == len(table.match.hands)
            table.next_hand()
        else:
            assert len(table.record().hands) == len(table.match.hands) - 1  # the hand in play is not in it
            table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
    record = table.record()
    replayed = replay(loads(record.dumps()))
    assert [[e.to_json() for e in h.hand.events] for h in replayed.hands] == [
        [e.to_json() for e in hand.events] for hand in table.match.hands[:len(record.hands)]]
    for kept, hand in zip(record.hands, table.match.hands):
        drawn = sum(m.kind == MoveKind.DRAW for m in hand.moves)
        assert kept.boneyard[drawn:] == sorted(kept.boneyard[drawn:])


def test_the_computer_stands_in_for_a_seat_and_a_restart_replays_it(tmp_path: Path) -> None:
    table = seated("all-fives", tmp_path, seed=8)
    for _ in range(6):
        table.stand_in()
    lines = table.journal.read()
    assert sum(line.get("by") == "computer" for line in lines) == 6 and table.humans == [True, True]
    again = Table.restore(table.journal.path)
    assert [again.view(s) for s in (None, 0, 1)] == [table.view(s) for s in (None, 0, 1)]


def test_a_seat_left_empty_or_away_is_played_by_the_computer_after_a_while(tmp_path: Path) -> None:
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall")
    table = hall.open("all-fives", [True, True], seed=9)
    opened = hall.opened[table.code]
    assert hall.join(table.code, "ada") == 0
    hall.seat_of(table.code, "ada")
    heard = hall.seen[(table.code, 0)]
    version = table.version
    assert hall.stand_ins(away=10, now=opened + 5) == [] and table.version == version  # nobody away long enough
    mover = table.hand.to_move
    moved = hall.stand_ins(away=10, now=max(opened, heard) + 5.5 + (5 if mover == 1 else 0))
    assert moved == ([table.code] if mover == 1 else [])  # the empty seat waited 10 s; Ada was heard 5.5 s ago
    assert hall.stand_ins(away=10, now=heard + 11) == ([table.code] if not table.hand.over else [])


def test_a_learner_waiting_at_the_table_is_never_stood_in_for(tmp_path: Path) -> None:
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall")
    table = hall.open("goat", [True, True, True, True], seed=3)
    here = (table.code, table.hand.to_move)
    hall.waiting[here] = 1  # their page is open, waiting for the table to move
    assert hall.stand_ins(away=0) == [] and table.version == 0
    hall.waiting[here] = 0
    assert hall.stand_ins(away=0) == [table.code]


def test_the_teacher_pauses_closes_restarts_and_deals_a_demonstration(tmp_path: Path) -> None:
    from domino_lessons.core.labels import TableWord

    table = seated("italian", tmp_path, seed=11)
    table.steer("pause")
    legal = str(table.hand.legal_moves()[0])
    with pytest.raises(DominoError) as refused:
        table.act(table.hand.to_move, legal)
    assert refused.value.problem is TableWord.PAUSED
    table.steer("resume")
    table.act(table.hand.to_move, legal)
    written = table.journal.path.read_bytes()
    for action, given in (("dance", None), ("restart", {0: [Tile(6, 6)], 1: [Tile(6, 6)]}),
                          ("restart", {5: [Tile(6, 6)]})):
        with pytest.raises(DominoError):
            table.steer(action, given)
        assert table.journal.path.read_bytes() == written and len(table.match.hands) == 1  # nothing changed
    table.steer("restart", {1: [Tile(6, 6), Tile(5, 5)]})  # "Ben holds two doubles"
    assert {Tile(6, 6), Tile(5, 5)} <= set(table.hand.held[1]) and len(table.match.hands) == 1
    while not table.hand.over:
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    table.steer("deal", {0: [Tile(0, 0), Tile(1, 1), Tile(2, 2)]})
    assert {Tile(0, 0), Tile(1, 1), Tile(2, 2)} <= set(table.hand.held[0]) and len(table.match.hands) == 2
    table.steer("close")
    with pytest.raises(DominoError, match="is over"):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    again = Table.restore(table.journal.path)
    assert [again.view(s) for s in (None, 0, 1)] == [table.view(s) for s in (None, 0, 1)]


def test_nobody_joins_a_closed_table_but_its_learners_keep_their_seats(tmp_path: Path) -> None:
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall")
    table = hall.open("goat", [True, True, True, True], seed=5)
    assert hall.join(table.code, "ada") == 0
    table.steer("close")
    with pytest.raises(DominoError, match="is over"):
        hall.join(table.code, "ben")
    assert hall.join(table.code, "ada") == 0 and "ben" not in hall.roster


def test_a_match_restarted_or_closed_mid_hand_is_kept_with_its_hand_as_far_as_it_went(tmp_path: Path) -> None:
    from domino_lessons.core.record import load, replay

    table = seated("goat", tmp_path, seed=3)
    rng = random.Random(3)
    for _ in range(5):
        table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
    played = [str(m) for m in table.hand.moves]
    assert len(table.record().hands) == 0  # the hand in play is nobody's to read yet
    table.steer("restart")
    first = load(tmp_path / "T1-1.json")
    assert [str(m) for m in replay(first).hands[0].hand.moves] == played  # the abandoned hand, as far as it went
    kept = (tmp_path / "T1-1.json").read_bytes()
    table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    table.steer("close")
    assert len(load(tmp_path / "T1-2.json").hands) == 1 and len(table.record().hands) == 1  # closed: its hand is out
    again = Table.restore(tmp_path / "goat.jsonl")  # a service started again plays the journal: files kept as they are
    assert again.closed and (tmp_path / "T1-1.json").read_bytes() == kept
    assert sorted(p.name for p in tmp_path.glob("T1-*.json")) == ["T1-1.json", "T1-2.json"]
