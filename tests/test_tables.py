"""Class tables without a network (``domino_lessons.tables``): what each seat is sent hides every other hand and the
stock, a move is checked by the engine and refused without a trace, every move is journalled before it is answered,
and a table comes back from its journal as it was, even with its last line cut short."""

from __future__ import annotations

import json
import os
import random
import re
import time
from pathlib import Path

import pytest

from domino_lessons.core.engine import MoveKind
from domino_lessons.core.errors import DominoError
from domino_lessons.core.tiles import Tile
from domino_lessons.rules import registry
from domino_lessons.tables import Table
from domino_lessons.tables.seal import Seal

GAMES = list(registry())
TILE = re.compile(r"(?<![\d-])(\d)-(\d)(?![\d-])")
SEAL = Seal.fresh()
"""The key these tests' tables seal their deals with."""


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
    table = Table("T1", game, names, tmp_path / f"{game}.jsonl", seal=SEAL, humans=humans,
                  shuffle=random.Random(seed))
    table.start(now=True)
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
    with pytest.raises(DominoError, match=f"It is not your turn: {table.names[seat]} is to move"):
        table.act((seat + 1) % 4, legal)
    with pytest.raises(DominoError) as refused:
        table.act(7, legal)
    assert refused.value.said("it") == "A questo tavolo non c'è il posto 7"
    table.act(seat, legal)
    assert table.hand.moves and str(table.hand.moves[-1]) == legal


def test_the_computer_plays_the_empty_seats_and_every_move_is_journalled(tmp_path: Path) -> None:
    table = seated("italian", tmp_path, humans=[True, False])
    while not table.hand.over:
        assert table.hand.to_move == 0
        table.act(0, str(table.hand.legal_moves()[0]))
    lines = table.journal.read()
    assert lines[0]["humans"] == [True, False] and [(line["seat"], line["move"]) for line in lines if "move" in line] == [
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
        again = Table.restore(table.journal.path, SEAL)
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
    again = Table.restore(table.journal.path, SEAL)
    assert again.view(None) == before
    again.act(seat, str(again.hand.legal_moves()[0]))  # the journal goes on cleanly from there
    assert Table.restore(table.journal.path, SEAL).view(None) == again.view(None)


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
    again = Table.restore(table.journal.path, SEAL)
    assert [again.view(s) for s in (None, 0, 1)] == [table.view(s) for s in (None, 0, 1)]


def test_a_seat_left_empty_or_away_is_played_by_the_computer_after_a_while(tmp_path: Path) -> None:
    """Not before the table begins (it waits for its learners, and the away time runs from its start), then only
    once the seat's learner (or nobody) has been away that long."""
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    table = hall.open("all-fives", [True, True], shuffle=random.Random(9))
    assert hall.join(table.code, "ada", "Ada") == 0 and not table.begun
    assert hall.stand_ins(away=10, now=time.monotonic() + 1e6) == [] and table.version == 1  # waiting: nobody plays
    table.steer("start")  # the teacher starts it with seat 1 still empty
    begun = time.monotonic()
    assert hall.stand_ins(away=10, now=begun) == [] or table.hand.to_move == 1
    hall.seat_of(table.code, "ada")
    heard = hall.seen[(table.code, 0)]
    version = table.version
    assert hall.stand_ins(away=10, now=begun + 5) == [] and table.version == version  # nobody away long enough
    mover = table.hand.to_move
    moved = hall.stand_ins(away=10, now=max(begun, heard) + 5.5 + (5 if mover == 1 else 0))
    assert moved == ([table.code] if mover == 1 else [])  # the empty seat waited 10 s; Ada was heard 5.5 s ago
    assert hall.stand_ins(away=10, now=heard + 11) == ([table.code] if not table.hand.over else [])


def test_a_learner_waiting_at_the_table_is_never_stood_in_for(tmp_path: Path) -> None:
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    table = hall.open("goat", [True, True, True, True], shuffle=random.Random(3), now=True)
    here = (table.code, table.hand.to_move)
    hall.waiting[here] = 1  # their page is open, waiting for the table to move
    version = table.version
    assert hall.stand_ins(away=0) == [] and table.version == version
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
    again = Table.restore(table.journal.path, SEAL)
    assert [again.view(s) for s in (None, 0, 1)] == [table.view(s) for s in (None, 0, 1)]


def test_nobody_joins_a_closed_table_but_its_learners_keep_their_seats(tmp_path: Path) -> None:
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    table = hall.open("goat", [True, True, True, True], shuffle=random.Random(5), now=True)
    assert hall.join(table.code, "ada", "Ada") == 0
    table.steer("close")
    with pytest.raises(DominoError, match="is over"):
        hall.join(table.code, "ben", "Ben")
    assert hall.join(table.code, "ada", "Ada") == 0 and "ben" not in hall.roster


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
    again = Table.restore(tmp_path / "goat.jsonl", SEAL)  # a service started again plays the journal: files kept as they are
    assert again.closed and (tmp_path / "T1-1.json").read_bytes() == kept
    assert sorted(p.name for p in tmp_path.glob("T1-*.json")) == ["T1-1.json", "T1-2.json"]


def every_file(folder: Path) -> dict[Path, bytes]:
    return {path: path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.mark.parametrize("game", ["all-fives", "goat", "domeng"])
def test_nothing_the_tables_write_during_a_hand_leads_to_a_hidden_tile(game: str, tmp_path: Path) -> None:
    """Every file of the tables' folder, read after every change of a hand (a demonstration deal, learners' and the
    computer's moves, a restart): the folder its owner's alone, each file too from its first byte (even under a
    umask that would let others read), no tile of a hand or of the stock that is not on the table, no seed to deal
    from again (the match abandoned at the restart, over, is kept as a record and in the journal's lines before the
    restart: its hand, and nothing else); and
    without the service's key the journal brings nothing back."""
    from domino_lessons.core.record import load
    from domino_lessons.tables import Hall

    folder = tmp_path / "hall"
    before = os.umask(0)
    try:
        hall = Hall(folder, SEAL)
        seats = registry()[game].min_players
        table = hall.open(game, [seat != 1 for seat in range(seats)], now=True)
        hall.join(table.code, "ada", "Ada")
        abandoned = [list(held) for held in table.hand.dealt]
        table.steer("restart", {0: [Tile(6, 6), Tile(5, 5)]})
        kept = folder / f"{table.code}-1.json"
        assert [hand.deal for hand in load(kept).hands] == [abandoned]
        rng, looked = random.Random(1), 0
        while not table.hand.over:
            hidden = {t for held in table.hand.held for t in held} | set(table.hand.boneyard)
            for path, data in every_file(folder).items():
                if path == kept:
                    continue
                looked += 1
                assert path.stat().st_mode & 0o777 == 0o600, path
                said = data.decode("utf-8").rpartition('"steer":"restart"')[2]  # the match in play's lines
                assert not {Tile(int(a), int(b)) for a, b in TILE.findall(said)} & hidden, (path, said[-300:])
                assert '"seed"' not in said
            assert folder.stat().st_mode & 0o777 == 0o700
            table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
    finally:
        os.umask(before)
    assert looked > 10
    first = json.loads(table.journal.path.read_text().splitlines()[0])
    assert set(first) == {"format", "table", "game", "options", "names", "named", "bot", "humans"}
    with pytest.raises(ValueError):
        Table.restore(table.journal.path, Seal.fresh())  # another key opens no deal
    assert Table.restore(table.journal.path, SEAL).view(None) == table.view(None)


def test_the_deals_come_from_the_operating_systems_randomness(tmp_path: Path) -> None:
    """Two tables opened alike deal differently, and nothing about their deals is kept but sealed deals."""
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    dealt = [hall.open("goat", [True] * 4, now=True).hand.dealt for _ in range(3)]
    assert len(set(dealt)) == 3


def test_a_write_that_fails_part_way_leaves_the_journal_whole_and_the_table_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from domino_lessons.core.errors import WriteError
    from domino_lessons.tables import journal

    table = seated("all-fives", tmp_path, seed=6)
    for _ in range(3):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    written, seen = table.journal.path.read_bytes(), table.view(None)
    real_write = os.write

    def disk_full(fd: int, data: bytes) -> int:  # a few bytes go down, then the disk is full
        real_write(fd, bytes(data[:1]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal.os, "write", disk_full)
    seat, legal = table.hand.to_move, str(table.hand.legal_moves()[0])
    with pytest.raises(WriteError, match="space"):
        table.act(seat, legal)
    for step in ("pause", "close", "restart"):
        with pytest.raises(WriteError):
            table.steer(step)
    assert table.journal.path.read_bytes() == written and table.view(None) == seen and not table.paused
    monkeypatch.setattr(journal.os, "write", real_write)
    table.act(seat, legal)  # the disk has room again: the move is made, once
    assert Table.restore(table.journal.path, SEAL).view(None) == table.view(None)


def test_a_line_cut_short_anywhere_is_dropped_and_the_table_comes_back(tmp_path: Path) -> None:
    """What a full disk or a kill left on main: ``{`` at the end of the journal, the next move appended after it."""
    table = seated("italian", tmp_path, seed=12)
    for _ in range(4):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    with open(table.journal.path, "ab") as out:
        out.write(b'{"hand":1,"se')  # torn
    for _ in range(3):
        if not table.hand.over:
            table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    again = Table.restore(table.journal.path, SEAL)
    assert [again.view(s) for s in (None, 0, 1)] == [table.view(s) for s in (None, 0, 1)]
    assert b'"se{' not in table.journal.path.read_bytes()  # written again clean


def test_a_table_that_cannot_be_restored_is_set_aside_in_one_line_and_the_others_start(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from domino_lessons.tables import Hall

    folder = tmp_path / "hall"
    hall = Hall(folder, SEAL)
    good, other, bad = (hall.open("all-fives", [True, True], now=True) for _ in range(3))
    good.act(good.hand.to_move, str(good.hand.legal_moves()[0]))
    bad.journal.path.write_text("not a journal\n")
    other_key = Seal.fresh()
    (folder / "roster.json").write_text("{")
    again = Hall(folder, SEAL)
    said = capsys.readouterr().err.splitlines()
    assert sorted(again.tables) == sorted([good.code, other.code]) and again.roster == {}
    assert again.tables[good.code].view(None) == good.view(None)
    assert len(said) == 2 and all("kept aside as" in line for line in said), said
    assert len(list(folder.glob(f"{bad.code}.damaged-*.jsonl"))) == 1 and (folder / "roster.json").exists() is False
    assert sorted(Hall(folder, other_key).tables) == [] and len(capsys.readouterr().err.splitlines()) == 2
    assert Hall(folder, other_key).tables == {}  # and what was set aside is not read again


def test_a_table_restored_at_the_computers_turn_moves_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed between a learner's move and the computer's reply: the restored table plays the computer's turn."""
    from domino_lessons.tables import Hall

    folder = tmp_path / "hall"
    table = Hall(folder, SEAL).open("italian", [True, False], shuffle=random.Random(4), now=True)
    while table.hand.to_move != 0:
        table.stand_in()
    with monkeypatch.context() as killed:
        killed.setattr(Table, "computer_turns", lambda self: None)  # the service dies before the computer moves
        table.act(0, str(table.hand.legal_moves()[0]))
    assert table.hand.to_move == 1 or table.hand.over
    hall = Hall(folder, SEAL)
    again = hall.tables[table.code]
    assert hall.stand_ins(away=60) == ([table.code] if not again.hand.over else [])
    assert again.hand.over or again.hand.to_move == 0


def test_a_table_is_restored_without_asking_the_computer_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from domino_lessons.tables import table as tables

    table = seated("goat", tmp_path, humans=[True, False, False, False], seed=9)
    while not table.match.over and len(table.match.hands) < 3:
        if table.hand.over:
            table.next_hand()
        else:
            table.act(0, str(table.hand.legal_moves()[0]))

    def asked(*seen: object) -> object:
        raise AssertionError("the computer was asked again")

    monkeypatch.setattr(tables, "PLAYERS", {table.bot: lambda seed: asked})
    again = Table.restore(table.journal.path, SEAL)
    assert [again.view(s) for s in (None, 0)] == [table.view(s) for s in (None, 0)]


def test_one_broken_table_never_stops_another(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The computer's rounds go on at every other table when one fails (its journal refused, or anything else), and
    the failure is said once, not twice a second."""
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    broken, fine = hall.open("all-fives", [True, True], now=True), hall.open("all-fives", [True, True], now=True)
    real = Table.stand_in

    def fails(self: Table) -> None:
        if self is broken:
            raise IndexError("a table gone wrong")
        real(self)

    monkeypatch.setattr(Table, "stand_in", fails)
    for _ in range(3):
        version = fine.version
        assert hall.stand_ins(away=0) == [fine.code] and fine.version > version
    assert capsys.readouterr().err.count("a table gone wrong") == 1


def test_a_table_waits_for_its_learners_who_play_under_their_own_names(tmp_path: Path) -> None:
    """Findings 3 and 4: the computer played the first hand before anyone sat down, and a learner read her own lead
    in another's name. The table deals once its learners' seats are taken; each seat takes its learner's name (a
    computer's seat of that name is named anew), in the match's events too; restored, it is as it was."""
    from domino_lessons.tables import Hall

    folder = tmp_path / "hall"
    hall = Hall(folder, SEAL)
    table = hall.open("goat", [True, True, False, False])
    view = table.view(0)
    assert view["waiting"] and view["awaited"] == [0, 1] and "tiles" not in view and "hands" not in table.view(None)
    with pytest.raises(DominoError) as refused:
        table.act(0, "pass")
    assert refused.value.problem.value == "waiting" and "free: Ada and Ben)" in refused.value.said()
    assert "liberi: Ada e Ben)" in refused.value.said("it")  # the language's pattern for lists
    assert hall.stand_ins(away=0, now=time.monotonic() + 1e6) == [] and not table.begun
    assert hall.join(table.code, "zoe#1", "Zoe") == 0 and not table.begun
    assert Table.restore(table.journal.path, SEAL).view(None) == table.view(None)  # waiting, Zoe seated
    assert hall.join(table.code, "cy#2", "Cy") == 1 and table.begun
    assert table.match.seats.names[:2] == ("Zoe", "Cy") and "Cy" not in table.match.seats.names[2:]
    assert len(set(table.match.seats.names)) == 4
    while not any(e.type == "play" for e in table.hand.events):
        table.act(table.hand.to_move, str(table.hand.legal_moves()[0]))
    lead = next(e for e in table.hand.events if e.type == "play")
    said = table.view(0)["events"][[e.type for e in table.hand.events].index("play")]["text"]
    assert table.match.seats.names[lead.player] in said
    assert hall.summary()[0]["learners"] == {"0": "Zoe", "1": "Cy"}
    again = Hall(folder, SEAL)
    assert again.tables[table.code].view(None) == table.view(None) and again.roster == hall.roster


def test_a_learner_takes_only_their_seat_and_may_sit_at_several_tables(tmp_path: Path) -> None:
    """Finding 15: the code alone took a free seat, and a learner who joined a second table lost the first seat (a
    stranger then took it mid-hand). A named seat is its learner's alone; two learners of one name are not seated
    together; a learner keeps every seat they hold."""
    from domino_lessons.tables import Hall

    hall = Hall(tmp_path / "hall", SEAL)
    named = hall.open("all-fives", [True, True], names=["Ada", "Ben"])
    free = hall.open("italian", [True, True])
    for learner, name, problem in (("eve#1", "Eve", "not your seat"), ("x#2", "ADA ", "not your seat")):
        with pytest.raises(DominoError) as refused:
            hall.join(named.code, learner, name)
        assert refused.value.problem.value == problem
    assert hall.join(named.code, "ben#3", "ben") == 1 and named.names == ["Ada", "ben"]
    assert hall.join(free.code, "ben#3", "Ben") == 0
    with pytest.raises(DominoError) as refused:
        hall.join(free.code, "ben#4", "BEN")
    assert refused.value.problem.value == "name taken"
    assert hall.roster["ben#3"] == {named.code: 1, free.code: 0}
    assert (hall.seat_of(named.code, "ben#3"), hall.seat_of(free.code, "ben#3")) == (1, 0)
    assert "eve#1" not in hall.roster and "ben#4" not in hall.roster


@pytest.mark.parametrize("game", ["goat", "italian", "domeng"])
def test_a_learners_table_keeps_its_size_as_the_line_grows_and_its_tiles_stay_readable(game: str,
                                                                                          tmp_path: Path) -> None:
    """Move after move of a whole hand, a seat's drawing keeps one size (960 x 540: a 1366 x 768 laptop shows it
    with its controls) and the line on it is never drawn below 0.75 of a tile's size (the line that grew up and
    down shrank to a third, pips of two pixels)."""
    import xml.etree.ElementTree as ET

    table = seated(game, tmp_path)
    rng, sizes, scales = random.Random(5), set(), []
    while not table.hand.over:
        root = ET.fromstring(table.view(0, "en", drawn=True)["svg"])
        sizes.add((root.get("width"), root.get("height")))
        board = root.find("{http://www.w3.org/2000/svg}svg")
        assert board is not None
        scales.append(float(board.get("height", "0")) / float(board.get("viewBox", "").replace(",", " ").split()[3]))
        table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
    assert sizes == {("960", "540")} and min(scales) >= 0.75, (sizes, min(scales))


def test_the_tile_laid_last_is_marked_on_every_seats_drawing_and_the_teachers(tmp_path: Path) -> None:
    """After each play, every drawing marks the tile just laid (one marker, around that tile)."""
    table = seated("goat", tmp_path)
    rng = random.Random(2)
    for _ in range(6):
        table.act(table.hand.to_move, str(rng.choice(table.hand.legal_moves())))
        laid = [m for m in table.hand.moves if m.kind is MoveKind.PLAY]
        for seat in (0, 1, None):
            svg = table.view(seat, "en", drawn=True)["svg"]
            assert svg.count('class="last-marker"') == (1 if laid else 0), seat
