"""The playout kernel for the Italian games against the full engine, and their scoring written once.

Classic Italian (2-4 players, draw one or until playable, the six-six rule at four) and a coppie (closed
and open), from the deal and mid-hand, matches starting with scores near the target, the coach's
estimates and ``simulate`` through either path; and a kernel that gets the rules wrong is caught.
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
from domino_lessons.core.engine import Hand, Match
from domino_lessons.core.tiles import Tile
from domino_lessons.rules.italian import Italian, opening_tile
from domino_lessons.rules.italian.scoring import ItalianKernel, credit, debits, difference, opening

CASES: list[tuple[str, int, dict[str, Any]]] = [
    *(("italian", n, {"draw": draw}) for n in (2, 3, 4) for draw in ("one", "until-playable")),
    ("italian", 4, {"hand_size": 5}), ("italian", 2, {"hand_size": 10, "draw": "until-playable"}),
    ("italian-pairs", 4, {}), ("italian-pairs", 4, {"hand_size": 5}),
]
"""Every way of playing the Italian games the kernel must follow."""


def midway(case: tuple[str, int, dict[str, Any]], seed: int, moves: int, scores: list[int] | None = None) -> Hand:
    """A hand after ``moves`` random moves (fewer if it ends first), in a match starting from ``scores``."""
    variant, players, options = case
    rng = random.Random(seed)
    start = None if scores is None else {"scores": scores}
    hand = Match(variant, [f"P{i}" for i in range(players)], options, start).deal_random(rng)
    for _ in range(moves):
        if hand.over:
            break
        hand.push(rng.choice(hand.legal_moves()))
    return hand


def rules_of(hand: Hand) -> kernel.KernelRules:
    rules = hand.variant.kernel_rules()
    assert isinstance(rules, ItalianKernel)
    return rules


@pytest.mark.parametrize("case", CASES)
def test_seeded_hands_match_the_engine_move_by_move(case: tuple[str, int, dict[str, Any]]) -> None:
    ends = set()
    for seed in range(60):
        hand = midway(case, seed, seed % 11)
        if not hand.over:
            crosscheck(hand, rules_of(hand), random.Random(seed), greedy_play=seed % 2 == 0)
            ends.add(hand.blocked)
    assert ends == {True, False}  # hands gone out and blocked hands both checked


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 10**6), st.integers(0, 30), st.booleans(), st.integers(0, 99))
def test_random_and_greedy_hands_match_the_engine(case: tuple[str, int, dict[str, Any]], seed: int, start: int,
                                                  greedy_play: bool, score: int) -> None:
    sides = 2 if case[0] == "italian-pairs" else case[1]
    hand = midway(case, seed, start, [score - 40 * side for side in range(sides)])
    if not hand.over:
        plays_as_the_engine(hand, rules_of(hand), seed, greedy_play)


def test_a_settlement_that_ends_the_match_changes_the_totals_the_kernel_says() -> None:
    ended = 0
    for seed in range(40):
        hand = midway(("italian-pairs", 4, {}), seed, 0, [99, 99])
        crosscheck(hand, rules_of(hand), random.Random(seed), greedy_play=seed % 2 == 1)
        ended += hand.match.over
    assert ended > 30


@pytest.mark.parametrize("case", [CASES[0], CASES[4], CASES[-2]])
def test_the_reviewers_estimates_are_the_engines(case: tuple[str, int, dict[str, Any]],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(endgame, "limits", lambda *_: endgame.PYTHON)  # both ways searched as far
    positions = [midway(case, seed, 3 + seed) for seed in range(4)]
    seen = [hand.observe(hand.to_move) for hand in positions if not hand.over]
    through_kernel = [estimates(s, s.legal_moves(), random.Random(7), 80) for s in seen]
    monkeypatch.setattr(Italian, "kernel_rules", lambda self: None)
    assert through_kernel == [estimates(s, s.legal_moves(), random.Random(7), 80) for s in seen]


@pytest.mark.parametrize("bot", ["greedy", "random"])
@pytest.mark.parametrize("variant,players", [("italian", 2), ("italian", 3)])
def test_simulate_gives_the_engines_numbers(variant: str, players: int, bot: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    through_kernel = simulating.simulate(variant, 60, seed=4, players=players, bot=bot)
    monkeypatch.setattr(simulating, "KERNEL_BOTS", {})
    assert through_kernel == simulating.simulate(variant, 60, seed=4, players=players, bot=bot)


@pytest.mark.parametrize("wrong", [ItalianKernel(pairs=True, six_six=True), ItalianKernel(pairs=False, six_six=False)])
def test_a_kernel_with_the_wrong_rules_is_caught(wrong: ItalianKernel) -> None:
    caught = 0
    for seed in range(30):
        hand = midway(("italian", 4, {}), seed, 0)
        try:
            crosscheck(hand, wrong, random.Random(seed), greedy_play=True)
        except AssertionError:
            caught += 1
    assert caught >= 1


def test_four_players_lead_the_opening_tile() -> None:
    match = Match("italian", list("ABCD"), {"hand_size": 5})
    rules = match.variant.kernel_rules()
    assert rules is not None
    for seed in range(30):
        state = kernel.deal(match, rules, random.Random(seed))
        hand = match.deal_random(random.Random(seed))
        match.hands.clear()
        seat, tile, _ = opening_tile(hand.dealt)
        assert (state.to_move, state.lead, state.legal()) == (seat, kernel.INDEX[tile], [kernel.INDEX[tile] * 4])
    assert kernel.deal(Match("italian", list("ABC")), ItalianKernel(False, False), random.Random(1)).lead == -1


def test_the_opening_tile_is_the_highest_double_else_the_heaviest() -> None:
    assert opening([[Tile(5, 5), Tile(6, 5)], [Tile(4, 4)]]) == (0, Tile(5, 5))
    assert opening([[Tile(6, 1), Tile(5, 2)], [Tile(6, 2), Tile(5, 3)]]) == (1, Tile(6, 2))


def test_the_scores_of_a_hands_end() -> None:
    assert credit([0, 5, 7, 3], ((0, 2), (1, 3)), 0) == [(0, 8)]
    assert credit([0, 0, 7], ((0,), (1,), (2,)), 1) == [(1, 7)]
    assert credit([4, 0], ((0,), (1,)), 0) == []
    assert debits([3, 0, 12]) == [(0, -3), (2, -12)]
    assert difference([20, 14]) == [(1, 6)]
    assert difference([9, 9]) == []
