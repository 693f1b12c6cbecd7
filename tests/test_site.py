"""Goat and the site's family: the rules file's worked examples, scoring modes, leaders, sistemata."""

from __future__ import annotations

import json
import random
import re

import pytest
from helpers import apply_all, mid_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.engine import parse_move
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import HandEnd, MatchEnd, Reason, Score, Sistemata, Why
from domino_lessons.core.layout import layout
from domino_lessons.lesson import example
from domino_lessons.coach.players import PLAYERS, play_match, random_player
from domino_lessons.widgets.questions import quiz_of
from domino_lessons.rules.site.game import (ChargeScore, Lead, SiteHandEnd, TakeScore, highest_tile_leader,
                                      lowest_double_leader)
from domino_lessons.core.tiles import FULL_SET, Tile

PAIRS = ["P1", "P2", "P3", "P4"]


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(t) for t in text.split()]


# G1: you lay your last tile; the opponent holds 6-5 and 2-3 = 16.
G1_LINE = "0-0 0-1 1-1 1-2 2-2 2-4 4-4 4-0 0-3 3-3 3-4 4-5 5-5 5-0 0-2 2-6".split()


@pytest.mark.parametrize("scoring, side, points", [("winner-takes", 0, 16), ("goat", 1, 16)])
def test_g1_the_seeds_own_example(scoring: str, side: int, points: int) -> None:
    held = [["6-0"], ["6-5", "2-3"]]
    rest = [str(t) for t in FULL_SET if str(t) not in set(G1_LINE) | {"6-0", "6-5", "3-2"}
            and f"{t.low}-{t.high}" not in set(G1_LINE)]
    hand = mid_hand("no-reserve", ["You", "Opponent"], G1_LINE, held, rest, 0, options={"scoring": scoring})
    events = apply_all(hand, ["6-0 R"])
    scores = [e for e in events if isinstance(e, Score)]
    assert [(e.side, e.points) for e in scores] == [(side, points)]
    cls = TakeScore if scoring == "winner-takes" else ChargeScore
    assert isinstance(scores[0], cls)


def test_g2_goat_going_out() -> None:
    # An end-state fixture: P1 lays his last tile 1-3; P3 holds 4-4, P2 5-6 1-2, P4 0-3 2-6. (With
    # these hands no 28-tile line can end in a 1 or a 3, so the line is short and the rest out of play.)
    held = [["3-1"], ["5-6", "1-2"], ["4-4"], ["0-3", "2-6"]]
    used = {Tile.parse(t) for h in held for t in h} | {Tile(1, 4)}
    rest = [str(t) for t in FULL_SET if t not in used]
    for scoring, expected in (("goat", [(1, 25)]), ("winner-takes", [(0, 25)])):
        hand = mid_hand("goat", PAIRS, ["1-4"], held, rest, 0, options={"scoring": scoring})
        events = apply_all(hand, ["1-3 L"])
        assert [(e.side, e.points) for e in events if isinstance(e, Score)] == expected
        end = next(e for e in events if isinstance(e, SiteHandEnd))
        assert end.text.startswith("P1 lays the last tile: P1+P3 win the hand.")
        assert "In hand: P1+P3 0 + 8 = 8, P2+P4 14 + 11 = 25." in end.text


def test_g8_lowest_double_leader() -> None:
    assert lowest_double_leader([tiles("2-2 0-5 1-6 3-4 4-6"), tiles("0-0 4-4 1-2 2-5 5-6"),
                                 tiles("0-1 0-3 1-4 2-6 3-5")]) == (0, Reason(Lead.LOWEST_DOUBLE, Tile(2, 2)))
    seat, why = lowest_double_leader([tiles("0-0 2-5 4-6"), tiles("1-2 0-4 3-6")])
    assert seat == 0 and why == Reason(Lead.LOWEST_TILE, Tile(0, 0))
    assert lowest_double_leader([tiles("0-3 2-5 4-6"), tiles("1-2 0-4 3-6")])[0] == 0
    for seed in range(20):  # Goat deals all 28: the holder of 1-1 always leads
        hand = Match("goat", PAIRS).deal_random(random.Random(seed))
        assert Tile(1, 1) in hand.held[hand.leader]


def test_international_leaders() -> None:
    assert highest_tile_leader([tiles("6-4 1-1"), tiles("5-5 0-0")]) == (1, Reason(Lead.HIGHEST_TILE, Tile(5, 5)))
    assert highest_tile_leader([tiles("6-5"), tiles("6-6")])[0] == 1
    match = play_match(Match("international", PAIRS), [random_player(i) for i in range(4)], random.Random(3))
    for before, after in zip(match.hands, match.hands[1:]):
        end = next(e for e in before.events if isinstance(e, SiteHandEnd))
        if end.player is not None:
            assert after.leader == end.player and after.lead_reason == Reason(Why.WENT_OUT)
        elif end.winner is None:
            assert after.lead_reason.code is Lead.HIGHEST_TILE
        else:
            winners = match.seats.sides[end.winner]
            assert after.leader in winners and before.pips(after.leader) == min(before.pips(s) for s in winners)


def test_international_with_start_needs_a_leader() -> None:
    data = json.loads(example("international-two").read_text())
    data["start"] = {"scores": [10, 20]}
    data["hands"] = data["hands"][:1]
    data["hands"][0].pop("leader", None)
    with pytest.raises(DominoError, match="previous winner is unknown"):
        record.replay(record.loads(json.dumps(data)))


def test_special_doubles_and_fish_and_patta() -> None:
    result = record.replay(record.load(example("goat-match")))
    ends = [e for h in result.hands for e in h.events if isinstance(e, SiteHandEnd)]
    assert any(e.player is None and e.winner is None for e in ends)  # a patta
    assert any(e.player is None and e.winner is not None for e in ends)  # a fish with a winner
    specials = [(s, t) for e in ends for s, t in e.specials]
    assert specials and all(t in (Tile(0, 0), Tile(6, 6)) for _, t in specials)
    last = [e for e in ends if e.specials][-1]
    seat, tile = last.specials[0]
    assert last.values[seat] == (25 if tile == Tile(0, 0) else 50)
    final = list(result.hands[-1].events)
    assert isinstance(final[-1], MatchEnd) and "are the goat" in final[-1].text
    assert result.match.winner is not None and result.match.totals[result.match.winner] < 101


def test_special_doubles_can_be_switched_off() -> None:
    match = Match("goat", PAIRS, {"special_doubles": False})
    assert match.variant.special_doubles is False
    with pytest.raises(DominoError, match='unknown option "special_doubles"'):
        Match("reserve", ["A", "B"], {"special_doubles": True})


def test_options_are_validated() -> None:
    with pytest.raises(DominoError, match='option "hand_size" must be a whole number >= 2, not 1'):
        Match("no-reserve", ["A", "B"], {"hand_size": 1})
    with pytest.raises(DominoError, match="leave one tile in the reserve"):
        Match("reserve", PAIRS, {"hand_size": 7})
    assert Match("no-reserve", PAIRS).variant.hand_size == 7
    assert Match("reserve", ["A", "B", "C"]).variant.hand_size == 5
    with pytest.raises(DominoError, match="scoring"):
        Match("international", PAIRS, {"scoring": "golf"})


def test_reserve_draws_until_a_tile_fits() -> None:
    match = play_match(Match("reserve", ["A", "B", "C"]), [random_player(i) for i in range(3)], random.Random(1))
    draws = [e for h in match.hands for e in h.events if e.type == "draw"]
    assert draws and all(e.keeps_turn for e in draws)


def test_goat_scoring_with_three_individual_sides() -> None:
    variant = Match("no-reserve", ["A", "B", "C"], {"scoring": "goat"}).variant
    assert variant.decide([101, 40, 50]) == (True, 1)
    assert variant.decide([101, 40, 40]) == (True, None)
    assert variant.decide([101, 120, 30]) == (True, 2)
    assert variant.decide([100, 40, 50]) == (False, None)


# -- sistemata -----------------------------------------------------------------------------------------
def g12():
    return record.replay(record.load(example("goat-sistemata")))


def test_g12_sistemata_changes_nothing_but_the_layout() -> None:
    result = g12()
    hand_replay = result.hands[0]
    bend = [e for e in hand_replay.events if isinstance(e, Sistemata)]
    assert len(bend) == 1 and bend[0].text.startswith("P3 bends arm R at joint 5 (between 6-2 and 5-2) to the left")
    assert bend[0].to_json() == {"type": "sistemata", "player": 2, "arm": "R", "joint": 5, "direction": "left",
                                 "text": bend[0].text}
    numbers = [s.number for s in hand_replay.steps]
    assert numbers == [1, 2, 3, 4, 5, 6, None, 7]
    assert "\n               sistemata P3 bends arm R" in result.transcript()
    assert hand_replay.hand.board.ends() == {"L": 1, "R": 3} and hand_replay.hand.board.bends == {("R", 5): "left"}


def test_bend_rules() -> None:
    result = g12()
    hand = result.hands[0].hand
    for token, why in (("sistemata R 4 left", "right after the double 6-6"),
                       ("sistemata R 1 left", "first tile of the hand"),
                       ("sistemata R 9 left", "no joint 9"), ("sistemata N 2 left", "arm L or R")):
        with pytest.raises(DominoError, match=why):
            hand.apply(parse_move(token))
    hand.apply(parse_move("sistemata R 3 right"))  # the joint INTO a double may bend
    hand.apply(parse_move("sistemata R 5 straight"))
    assert hand.board.bends == {("R", 3): "right"}
    with pytest.raises(IllegalMoveError, match="has no sistemata: its line is never bent"):
        Match("italian", ["A", "B"]).deal_random(random.Random(1)).apply(parse_move("sistemata R 2 left"))


def test_a_bad_bend_in_a_record_says_where() -> None:
    data = json.loads(example("goat-sistemata").read_text())
    data["hands"][0]["moves"][6] = "sistemata R 4 left"
    with pytest.raises(DominoError, match=r'hand 1, move 7 \("sistemata R 4 left"\): joint R 4 comes right after'):
        record.replay(record.loads(json.dumps(data)))


def test_the_bent_arm_is_drawn_turned() -> None:
    hand = g12().hands[0].hand
    bent = layout(hand.board)
    straight = hand.board.copy()
    straight.bends.clear()
    flat = layout(straight)
    moved = [(a.tile, a.y) for a, b in zip(bent.tiles, flat.tiles) if (a.x, a.y) != (b.x, b.y)]
    assert [str(t) for t, _ in moved] == ["5-2", "5-3"] and all(y < 0 for _, y in moved)  # turned left: north


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["goat", "reserve", "no-reserve", "international", "international-two"]))
def test_bending_never_changes_the_game(seed: int, variant: str) -> None:
    players = 2 if variant in ("international-two", "no-reserve") else (3 if variant == "reserve" else 4)
    names = [f"P{i}" for i in range(players)]
    plain, bent = Match(variant, names), Match(variant, names)
    a, b = plain.deal_random(random.Random(seed)), bent.deal_random(random.Random(seed))
    chooser, rng = random_player(seed), random.Random(seed + 1)
    while not a.over:
        for arm in ("L", "R"):
            joints = [k for k in range(2, len(b.board.arms[arm]) + 1) if not b.board.arms[arm][k - 2].tile.is_double]
            if joints and rng.random() < 0.3:
                b.apply(parse_move(f"sistemata {arm} {rng.choice(joints)} {rng.choice(['left', 'right', 'straight'])}"))
        assert a.legal_moves() == b.legal_moves() and a.held == b.held and a.board.ends() == b.board.ends()
        assert a.to_move == b.to_move
        move = chooser(a, a.legal_moves())
        a.apply(move)
        b.apply(move)
    assert b.over and plain.totals == bent.totals


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6))
def test_a_goat_fish_always_shows_equal_ends(seed: int) -> None:
    match = Match("goat", PAIRS)
    hand = match.deal_random(random.Random(seed))
    players = [random_player(seed + i) for i in range(4)]
    while not hand.over:
        hand.apply(players[hand.to_move](hand, hand.legal_moves()))
    if hand.blocked:
        ends = hand.board.ends()
        assert ends["L"] == ends["R"]
        laid = [hand.board.lead] + [p.tile for arm in hand.board.arms.values() for p in arm]
        assert sum(t.has(ends["L"]) for t in laid) == 7


def test_joints_are_numbered_as_the_token_counts_them() -> None:
    """G12's arm R: joint 1 touches the lead, joint 4 comes right after 6-6; the drawing marks both kinds."""
    from domino_lessons.lesson import lay
    from domino_lessons.views.render import board_svg

    board = lay(["1-1", "1-4 R", "4-6 R", "6-6 R", "6-2 R", "2-5 R", "1-3 L"], spinners=False)
    assert board.joints() == [("L", 1, False), ("R", 1, False), ("R", 2, True), ("R", 3, True), ("R", 4, False),
                              ("R", 5, True)]
    svg = board_svg(board, joints=True)
    assert re.findall(r'class="(joint[^"]*)" data-joint="R (\d)"', svg) == [
        ("joint", "1"), ("joint bendable", "2"), ("joint bendable", "3"), ("joint", "4"), ("joint bendable", "5")]
    assert "data-joint" not in board_svg(board)


@pytest.mark.parametrize("variant, players, word, draws", [
    ("international-two", 2, "out of play", False), ("no-reserve", 3, "out of play", False),
    ("reserve", 2, "reserve", True), ("domeng", 5, "hidden", False), ("italian", 2, "pozzo", True)])
def test_undealt_tiles_are_named_for_what_they_are(variant: str, players: int, word: str, draws: bool) -> None:
    from domino_lessons.views.annotate import frame_html
    from domino_lessons.core.frames import Frame
    from domino_lessons.narrate import narrator
    from domino_lessons.views.render import table_svg

    names = ["Ada", "Ben", "Cy", "Dan", "Eve"][:players]
    hand = Match(variant, names).deal_random(random.Random(1))
    frame = Frame.of(hand)
    assert narrator().word(frame.stock) == word and frame.draws == draws and frame.boneyard > 0
    assert f"{word.capitalize()}: {frame.boneyard}." in table_svg(frame)
    assert ("nobody draws in this game" in frame_html(frame)) == (not draws)


def test_the_gainer_of_a_hand_is_the_one_side_that_gains() -> None:
    """The quiz's ``gainer`` (its end-of-hand answer): one side gains, or none when several are charged."""
    seen = set()
    rng = random.Random(1)
    for seed in range(12):
        match = Match("no-reserve", ["A", "B", "C"], {"scoring": "goat"})
        hand = match.deal_random(rng)
        bots = [PLAYERS["greedy"](seed + i) for i in range(3)]
        while not hand.over:
            hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
        end = next(i for i, e in enumerate(hand.events) if isinstance(e, HandEnd))
        settled = hand.events[end + 1:]
        gains = [e for e in settled if isinstance(e, Score) and e.points > 0]
        side, points = quiz_of(type(match.variant)).gainer(hand.events[end], settled)
        assert points == sum(e.points for e in gains)
        assert side == (gains[0].side if len(gains) == 1 else None)
        seen.add(min(len(gains), 2))
    assert {1, 2} <= seen  # one side gains, and several are charged


def test_a_bend_is_known_by_what_it_parses_to_not_by_its_spelling() -> None:
    """``Sistemata`` reads as a bend (the parser ignores case), so it takes no move number either."""
    data = json.loads(example("goat-sistemata").read_text())
    data["hands"][0]["moves"][6] = "  Sistemata R 5 LEFT"
    steps = record.replay(record.loads(json.dumps(data))).hands[0].steps
    assert [s.number for s in steps] == [1, 2, 3, 4, 5, 6, None, 7]
