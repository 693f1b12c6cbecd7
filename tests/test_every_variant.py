"""Invariants over random games of every variant: the records spec's nine games through one engine."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.engine import DRAW, PASS, Hand, Move, MoveKind
from domino_lessons.core.events import Score
from domino_lessons.coach.players import play_out, random_player
from domino_lessons.core.record import Record
from domino_lessons.rules import VARIANT_IDS, find_variant
from helpers import table_sizes

PLAYERS = table_sizes(3)


def test_every_spec_variant_is_covered() -> None:
    assert set(PLAYERS) == set(VARIANT_IDS)


def play(variant: str, seed: int, hands: int = 2) -> Match:
    n = PLAYERS[variant]
    match = Match(variant, [f"P{i}" for i in range(n)])
    rng = random.Random(seed)
    bots = [random_player(seed + i) for i in range(n)]
    stones = match.state.counters() is not None
    for _ in range(hands):
        if match.over:
            break
        hand = match.deal_random(rng)
        while not hand.over:
            before = list(match.totals)
            seen = len(hand.events)
            assert_caches_agree(hand)
            hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
            # In hand, on the table, or in the boneyard (drawable or out of play): all 28, every move.
            assert sum(map(len, hand.held)) + hand.board.tiles_played + len(hand.boneyard) == 28
            new = hand.events[seen:]
            if stones:
                counters = match.state.counters()
                assert counters is not None and counters.on_table + sum(match.totals) == counters.total
            else:  # scores change only through score events
                moved = [0] * len(before)
                for event in new:
                    if isinstance(event, Score):
                        moved[event.side] += event.points
                assert [b + m for b, m in zip(before, moved)] == match.totals
    return match


def assert_caches_agree(hand: Hand) -> None:
    """What the engine keeps to save time equals what it would work out from scratch."""
    board = hand.board
    ends = board._work_out_ends()
    assert board.ends() == ends and board.open_ends() == tuple(ends.items())
    halves = [half for held in hand.held for tile in held for half in tile]
    assert hand.in_hands == [halves.count(pip) for pip in range(7)]
    legal = hand.legal_moves()
    if board.lead is not None:
        plays = [Move(MoveKind.PLAY, tile, end) for tile in hand.held[hand.to_move] for end, pip in ends.items() if tile.has(pip)]
        assert legal == (plays or [DRAW if hand.can_draw() else PASS])
    assert legal == hand.legal_moves() and legal is not hand.legal_moves()  # cached, handed out as a copy


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_random_games_keep_their_invariants_and_replay_identically(variant: str, seed: int) -> None:
    match = play(variant, seed)
    saved = Record.from_match(match)
    first = record.replay(record.loads(saved.dumps()))
    again = record.replay(record.loads(saved.dumps()))
    events = [e.to_json() for h in first.hands for e in h.events]
    assert events == [e.to_json() for h in again.hands for e in h.events]  # deterministic
    assert events == [e.to_json() for h in match.hands for e in h.events]  # save -> load -> replay identical
    assert first.transcript() == again.transcript()
    plays_only = Record.from_match(match)
    for hand in plays_only.hands:
        hand.moves = [m for m in hand.moves if not m.startswith(("draw", "pass"))]
    short = record.replay(record.loads(plays_only.dumps()))
    assert [e.to_json() for h in short.hands for e in h.events] == events
    assert find_variant(variant).id == variant
