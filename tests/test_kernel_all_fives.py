"""The playout kernel for All Fives against the full engine, and its scoring written once.

Two to four players, in partnership or not, both ends of hand, other hand sizes; from the deal and mid-hand,
matches starting with scores near the target (a count during play or the settlement ends the match), the
spinner's four ends, the coach's estimates and ``simulate`` through either path; and a wrong count is caught.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_kernel import crosscheck, plays_as_the_engine

from domino_lessons.coach import endgame
from domino_lessons.coach import simulate as simulating
from domino_lessons.coach.reviewer import estimates
from domino_lessons.core import kernel
from domino_lessons.core.engine import Hand, Match, play
from domino_lessons.core.tiles import FULL_SET, Tile
from domino_lessons.rules.all_fives import AllFives
from domino_lessons.core.spinner import kernel_count as count_after
from domino_lessons.rules.all_fives.scoring import FivesKernel, award, settlement, takers

CASES: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (2, {"end_of_hand": "winner-takes"}), (2, {"hand_size": 5}), (3, {}), (3, {"end_of_hand": "winner-takes"}),
    (4, {"partnership": True}), (4, {"partnership": False}), (4, {"partnership": True, "end_of_hand": "winner-takes"}),
    (4, {"partnership": False, "end_of_hand": "winner-takes", "hand_size": 7}),
]
"""Every way of playing All Fives the kernel must follow (players, options)."""


def sides_in(case: tuple[int, dict[str, Any]]) -> int:
    players, options = case
    return 2 if options.get("partnership") else players


def midway(case: tuple[int, dict[str, Any]], seed: int, moves: int, scores: list[int] | None = None) -> Hand:
    """A hand after ``moves`` random moves (fewer if it ends first), in a match starting from ``scores``."""
    players, options = case
    rng = random.Random(seed)
    start = None if scores is None else {"scores": scores}
    hand = Match("all-fives", [f"P{i}" for i in range(players)], options, start).deal_random(rng)
    for _ in range(moves):
        if hand.over:
            break
        hand.push(rng.choice(hand.legal_moves()))
    return hand


def rules_of(hand: Hand) -> FivesKernel:
    rules = hand.variant.kernel_rules()
    assert isinstance(rules, FivesKernel)
    return rules


def near_target(case: tuple[int, dict[str, Any]], gap: int) -> list[int]:
    """Scores ``gap`` (and more, side by side) short of the target."""
    target = 250 if case[0] == 2 else 200
    return [target - gap - 10 * side for side in range(sides_in(case))]


@pytest.mark.parametrize("case", CASES)
def test_seeded_hands_match_the_engine_move_by_move(case: tuple[int, dict[str, Any]]) -> None:
    ends = set()
    for seed in range(60):
        hand = midway(case, seed, seed % 13, near_target(case, 5 + seed % 30) if seed % 3 == 0 else None)
        if not hand.over:
            crosscheck(hand, rules_of(hand), random.Random(seed), greedy_play=seed % 2 == 0)
            ends.add((hand.went_out is not None, hand.blocked, hand.match.over))
    assert {(True, False, False), (False, False, True)} <= ends  # gone out; a count in play ended the match


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 10**6), st.integers(0, 30), st.booleans(), st.integers(1, 120))
def test_random_and_greedy_hands_match_the_engine(case: tuple[int, dict[str, Any]], seed: int, start: int,
                                                  greedy_play: bool, gap: int) -> None:
    hand = midway(case, seed, start, near_target(case, gap))
    if not hand.over:
        plays_as_the_engine(hand, rules_of(hand), seed, greedy_play)


def test_a_count_that_ends_the_match_stops_the_kernel_as_the_engine() -> None:
    for seed in range(200):
        hand = midway((2, {}), seed, 0, [245, 0])
        state = kernel.from_hand(hand, rules_of(hand))
        crosscheck(hand, rules_of(hand), random.Random(seed), greedy_play=True)
        kernel.advance(state, [kernel.greedy] * 2)
        assert (state.decided, state.blocked) == (hand.match.over and hand.went_out is None and not hand.blocked,
                                                  hand.blocked)
        if state.decided:
            assert state.change[0] >= 5 and state.went_out is None
            return
    raise AssertionError("no hand ended the match with a count")


def test_the_spinner_opens_north_and_south_once_both_its_sides_are_covered() -> None:
    match = Match("all-fives", ["A", "B"])
    tiles = list(map(Tile.parse, ("5-5", "5-0", "3-4", "1-2", "2-3", "0-1", "0-2", "0-3", "0-4",
                                  "5-1", "5-2", "6-6", "1-1", "2-2", "3-3", "4-4", "1-3", "1-4")))
    hand = match.new_hand([tiles[0::2], tiles[1::2]], [t for t in FULL_SET if t not in tiles], leader=0)
    state = kernel.from_hand(hand, rules_of(hand))
    for token, ends in (("5-5", [5, 5]), ("5-0 L", [0, 5]), ("5-2 R", [0, 2, 5, 5])):
        move = play(*token.split())
        assert kernel.encode(move) in state.legal()
        points = rules_of(hand).points_for(state, kernel.encode(move))
        assert points == hand.variant.points_for(hand, move.tile, move.end)  # type: ignore[arg-type]
        hand.push(move)
        state.push(kernel.encode(move))
        assert state.ends == ends == list(hand.board.ends().values())
        assert state.legal() == [kernel.encode(m) for m in hand.legal_moves()]
    assert (state.spinner, state.spin_end) == (kernel.INDEX[Tile(5, 5)], -1) and state.change == [10, 10]


def test_a_spinner_laid_mid_line_opens_with_the_next_play_on_its_arm() -> None:
    for seed in range(300):
        hand = midway((2, {}), seed, 0)
        lead = hand.legal_moves()[0]
        if lead.tile is None or lead.tile.is_double:
            continue
        state = kernel.from_hand(hand, rules_of(hand))
        rng = random.Random(seed)
        while not hand.over and hand.board.spinner_arm is None:
            move = rng.choice(hand.legal_moves())
            hand.push(move)
            state.push(kernel.encode(move))
        if hand.over or len(hand.board.ends()) == 4:
            continue
        assert kernel.from_hand(hand, rules_of(hand)).tips == state.tips
        crosscheck(hand, rules_of(hand), rng, greedy_play=False)
        return
    raise AssertionError("no spinner laid mid-line")


class CountsWrong(FivesKernel):
    """A deliberately wrong count: a spinner lead counts once, not in full."""

    def points_for(self, state: kernel.State, move: int) -> int:
        tile = move >> 2
        double = kernel.HIGH[tile] == kernel.LOW[tile]
        return 0 if not state.ends and double else super().points_for(state, move)


def test_a_wrong_count_is_caught() -> None:
    caught = 0
    for seed in range(40):
        hand = midway((2, {}), seed, 0)
        if Tile(5, 5) in hand.held[hand.to_move]:
            with pytest.raises(AssertionError):
                crosscheck(hand, CountsWrong(True, 250), random.Random(seed), greedy_play=True)
            caught += 1
    assert caught


def test_hands_end_as_the_rules_say() -> None:
    assert settlement([7, 13, 0], None, True) == [(0, -5), (1, -15)]
    assert settlement([7, 13, 0], 2, False) == [(2, 20)]
    assert takers([4, 4, 9], None) == [0, 1] and award([4, 4, 9], [0, 1]) == (9, 5)
    assert settlement([4, 4, 9], None, False) == [(0, 5), (1, 5)]
    assert settlement([4, 4, 2], None, False) == [(2, 10)]
    assert settlement([3, 3, 3, 5], None, False) == []  # 5 pips shared three ways round to nothing


def test_a_lead_scores_its_count() -> None:
    rules = FivesKernel(True, 250)
    state = kernel.State([[0]], [], [], 0, False, ((0,),), AllFives.draw, rules)
    assert count_after(state, kernel.INDEX[Tile(5, 5)] * 4) == 10 and count_after(state, kernel.INDEX[Tile(4, 1)] * 4) == 5


@pytest.mark.parametrize("case", CASES[:6])
def test_the_coachs_estimates_are_the_engines(case: tuple[int, dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(endgame, "limits", lambda *_: endgame.PYTHON)  # both ways searched as far
    positions = [midway(case, seed, 2 + 3 * seed, near_target(case, 10) if seed % 2 else None) for seed in range(4)]
    positions = [hand for hand in positions if not hand.over]
    through_kernel = [estimates(hand.observe(hand.to_move), hand.legal_moves(), random.Random(7), 60) for hand in positions]
    monkeypatch.setattr(AllFives, "kernel_rules", lambda self: None)
    assert through_kernel == [estimates(hand.observe(hand.to_move), hand.legal_moves(), random.Random(7), 60)
                              for hand in positions]


@pytest.mark.parametrize("bot", ["greedy", "random"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_gives_the_engines_numbers(players: int, bot: str, monkeypatch: pytest.MonkeyPatch) -> None:
    through_kernel = simulating.simulate("all-fives", 60, seed=4, players=players, bot=bot)
    monkeypatch.setattr(simulating, "KERNEL_BOTS", {})
    assert through_kernel == simulating.simulate("all-fives", 60, seed=4, players=players, bot=bot)
