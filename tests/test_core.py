"""The data-oriented core: its short paths give exactly what the general path gives."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match, parse_move
from domino_lessons.core.tableau import KNOWN_ENDS, LINE, Tableau, open_ends_of
from domino_lessons.core.engine import PARSED, PARSED_MAX, PLAYS, Hand, Hooks, hooks_of
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.rules import Variant, registry
from domino_lessons.core.tiles import Tile
from helpers import table_sizes

PLAYERS = table_sizes(4)


def play_hands(variant: str, seed: int, general: bool, hands: int = 3) -> list[list[dict]]:
    """Random hands' events as JSON; ``general`` turns every short path off (every hook called)."""
    match = Match(variant, [f"P{i}" for i in range(PLAYERS[variant])])
    rng = random.Random(seed)
    out = []
    while not match.over and len(match.hands) < hands:
        hand = match.deal_random(rng)
        if general:
            hand.hooks, hand.plain_line = Hooks(True, True, True), False
        while not hand.over:
            legal = hand.legal_moves()
            hand.push(rng.choice(legal))
        out.append([e.to_json() for e in hand.events])
    return out


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(PLAYERS)), st.integers(0, 10**6))
def test_short_paths_make_the_same_events_as_the_general_path(variant: str, seed: int) -> None:
    assert play_hands(variant, seed, general=False) == play_hands(variant, seed, general=True)


def test_hook_flags_say_which_hooks_a_game_has() -> None:
    for cls in registry().values():
        assert hooks_of(cls).plays == (cls.after_play is not Variant.after_play)
        assert hooks_of(cls).blocks == (cls.is_blocked is not Variant.is_blocked)
    assert not hooks_of(registry()["international"]).plays and hooks_of(registry()["all-fives"]).plays
    assert hooks_of(registry()["domeng"]).passes and not hooks_of(registry()["goat"]).passes


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_push_keeps_the_events_apply_returns(variant: str) -> None:
    names = [f"P{i}" for i in range(PLAYERS[variant])]
    rng_a, rng_b = random.Random(7), random.Random(7)
    a, b = Match(variant, names).deal_random(rng_a), Match(variant, names).deal_random(rng_b)
    returned = []
    while not a.over:
        move = rng_a.choice(a.legal_moves())
        returned += a.apply(move)
        b.push(rng_b.choice(b.legal_moves()))
    assert [e.to_json() for e in returned] == [e.to_json() for e in a.events] == [e.to_json() for e in b.events]
    assert b.events is b.events and len(b.events) == len(b.log)


def test_events_are_made_as_they_are_read() -> None:
    hand = Match("international", ["A", "B", "C", "D"]).deal_random(random.Random(3))
    hand.push(hand.legal_moves()[0])
    first = hand.events[0]
    hand.push(hand.legal_moves()[0])
    assert hand.events[0] is first and len(hand.events) == 2  # made once, then kept


def snapshot(hand: Hand) -> tuple:
    return (tuple(map(tuple, hand.held)), tuple(hand.boneyard), hand.board.copy(), hand.to_move, len(hand.log),
            tuple(hand.moves), tuple(hand.in_hands), hand.over)


def test_an_illegal_push_changes_nothing() -> None:
    hand = Match("international-two", ["A", "B"]).deal_random(random.Random(5))
    hand.push(hand.legal_moves()[0])
    before = snapshot(hand)
    mine = hand.held[hand.to_move]
    laid = {hand.board.lead} | {placed.tile for arm in hand.board.arms.values() for placed in arm}
    absent = next(t for t in PLAYS if t not in mine and t not in laid)
    for move, problem in ((parse_move(f"{absent} R"), "not in"), (parse_move("draw"), "can play|cannot draw"),
                          (parse_move("6-6 N"), "N|6-6")):
        with pytest.raises(IllegalMoveError, match=problem):
            hand.push(move)
        assert snapshot(hand) == before


def test_parsed_tokens_are_shared_moves_and_bad_ones_always_fail() -> None:
    assert parse_move("6-4 R") is PLAYS[Tile(6, 4)]["R"] is parse_move("4-6 E")
    assert parse_move("4-6").lead_left == 4 and parse_move("6-4").lead_left == 6
    for _ in range(2):
        with pytest.raises(DominoError):
            parse_move("6-4 X")
    assert "6-4 X" not in PARSED and len(PARSED) <= PARSED_MAX


def test_open_ends_are_one_object_per_set() -> None:
    assert open_ends_of((("L", 3), ("R", 5))) is LINE[3][5]
    board = Tableau()
    board.place(Tile(6, 3), None)
    board.extend(Tile(3, 1), "R")  # the lead shows its high half, 6, on L
    other = Tableau()
    other.place(Tile(6, 3), None)
    other.place(Tile(3, 1), "R")
    assert board.known is other.known is LINE[6][1] and board == other
    assert board.ends() == {"L": 6, "R": 1} and len(KNOWN_ENDS) < 7 ** 4 + 7 ** 3 + 50
