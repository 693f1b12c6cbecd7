"""The playout kernel for Domeng against the full engine, and its stones written once.

Rounds from the deal and mid-hand, the first round (its required opening double) and later ones, matches
starting with stones anywhere (on the table, held, a CAMAT in office): every move's legal set, greedy's
choice, the stones each seat gains or loses (on passes and at the round's end, a CAMAT's reset included),
went-out and blocked; the coach's estimates and ``simulate`` through either path; wrong rules are caught.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_kernel import crosscheck, plays_as_the_engine

from domino_lessons.coach import endgame
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.coach.reviewer import consistent_deal, estimates
from domino_lessons.core import kernel
from domino_lessons.core.engine import Hand, Match
from domino_lessons.rules.domeng import Camat, Domeng, DomengPass, Stones
from domino_lessons.rules.domeng.scoring import MAPPANO, DomengKernel, manguno_round, payments

NAMES = [f"P{i}" for i in range(5)]
RULES = DomengKernel()


def start_of(rng: random.Random) -> dict[str, Any]:
    """A match's start: the 25 stones split at random between the table and the seats, a CAMAT or none."""
    cuts = sorted(rng.randint(0, 25) for _ in range(5))
    parts = [b - a for a, b in zip([0, *cuts], [*cuts, 25])]
    table = parts[0] if rng.random() < 0.7 else min(parts[0], rng.randint(0, 2))  # often few: CAMATs
    stones = parts[1:]
    stones[rng.randrange(5)] += parts[0] - table
    return {"table": table, "stones": stones, "camat": rng.choice([None, None, rng.randrange(5)])}


def midway(seed: int, moves: int, started: bool, rounds: int = 0) -> Hand:
    """A round after ``moves`` random moves (fewer if it ends first), after ``rounds`` random rounds of a match
    started afresh or (``started``) from random stones."""
    rng = random.Random(seed)
    match = Match("domeng", NAMES, start=start_of(rng) if started else None)
    for played in range(rounds + 1):
        if match.over:
            match = Match("domeng", NAMES)
        hand = match.deal_random(rng)
        for _ in range(moves if played == rounds else 60):
            if hand.over:
                break
            hand.push(rng.choice(hand.legal_moves()))
    return hand


def test_seeded_rounds_match_the_engine_move_by_move() -> None:
    seen: set[str] = set()
    for seed in range(240):
        hand = midway(seed, seed % 13, started=seed % 3 > 0, rounds=seed % 4 // 3)
        if hand.over:
            continue
        crosscheck(hand, RULES, random.Random(seed), greedy_play=seed % 2 == 0)
        seen |= {e.kind if isinstance(e, DomengPass) else e.rule if isinstance(e, Stones) else e.type
                 for e in hand.events}
    assert {"passebunge", "pass", "closing", "cappu", "ceki", "manguno", "mattikkeng", "mattikkeng-1", "camat",
            "shortfall"} <= seen


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 24), st.booleans(), st.integers(0, 2), st.booleans())
def test_random_and_greedy_rounds_match_the_engine(seed: int, start: int, started: bool, rounds: int,
                                                   greedy_play: bool) -> None:
    hand = midway(seed, start, started, rounds)
    if not hand.over:
        plays_as_the_engine(hand, RULES, seed, greedy_play, every_move=True)


def test_the_first_round_must_open_with_the_double_and_later_ones_need_not() -> None:
    match = Match("domeng", NAMES)
    for seed in range(10):
        state = kernel.deal(match, RULES, random.Random(seed))
        hand = match.deal_random(random.Random(seed))
        match.hands.clear()
        assert state.legal() == [kernel.encode(m) for m in hand.legal_moves()] and len(state.legal()) == 1
    later = midway(4, 0, started=True)
    assert len(kernel.from_hand(later, RULES).legal()) == 5


def test_the_coachs_estimates_are_those_of_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(endgame, "limits", lambda *_: endgame.PYTHON)  # both ways searched as far
    positions = [midway(seed, 3 + seed, started=seed % 2 == 1) for seed in range(6)]
    positions = [hand for hand in positions if not hand.over and len(hand.legal_moves()) > 1]
    assert positions
    through_kernel = [estimates(hand.observe(hand.to_move), hand.legal_moves(), random.Random(1), 60)
                      for hand in positions]
    monkeypatch.setattr(Domeng, "kernel_rules", lambda self: None)
    assert through_kernel == [estimates(hand.observe(hand.to_move), hand.legal_moves(), random.Random(1), 60)
                              for hand in positions]


def test_a_camat_gives_every_stone_back() -> None:
    for seed in range(400):
        hand = midway(seed, 8, started=True)
        if hand.over:
            continue
        before, state = list(hand.match.totals), kernel.advance(kernel.from_hand(hand, RULES), [kernel.greedy] * 5)
        crosscheck(hand, RULES, random.Random(seed), greedy_play=True)
        if any(isinstance(e, Camat) for e in hand.events):
            assert state.change == [-b for b in before] and state.game[:6] == [25, 0, 0, 0, 0, 0]
            return
    raise AssertionError("no CAMAT met")


class PassebungeIsAPlainPass(DomengKernel):
    """Deliberately wrong: a PASSEBUNGE earns 1 stone, as a plain pass does."""

    def after_turn(self, state: kernel.State, seat: int, move: int) -> bool:
        last = state.game[MAPPANO]
        if move != kernel.PASS or seat == last:
            return super().after_turn(state, seat, move)
        for whose, count in self.pay(state.game, seat, "pass", [last]):
            state.change[whose] += count
        return False


def test_wrong_stones_are_caught() -> None:
    caught = 0
    for seed in range(30):
        hand = midway(seed, 0, started=False)
        try:
            crosscheck(hand, PassebungeIsAPlainPass(), random.Random(seed), greedy_play=True)
        except AssertionError:
            caught += 1
    assert caught


def test_payments_go_table_first_then_payers_in_order() -> None:
    assert payments(5, 3, [0, 0, 0, 0, 0], [2]) == [(None, 3)]
    assert payments(3, 1, [0, 0, 4, 0, 0], [2]) == [(None, 1), (2, 2)]
    assert payments(1, 0, [0, 0, 1, 1, 0], [2, 3]) == [(2, 1)]
    assert payments(5, 0, [0, 0, 1, 2, 0], [2, 3]) == [(2, 1), (3, 2)]


def test_a_blocked_round_is_scored_by_the_mattikkeng() -> None:
    assert manguno_round(0, [5, 9, 9, 9, 9]) == (0, 4, (), 4, "manguno", [0])
    assert manguno_round(0, [5, 3, 9, 9, 9]) == (1, None, (1,), 0, "mattikkeng", [1])
    assert manguno_round(2, [4, 9, 5, 5, 9]) == (0, None, (3, 0), 2, "mattikkeng-1", [0, 3])


def test_the_exact_search_on_the_kernel_finds_the_engines_values() -> None:
    searched = 0
    for seed in range(400):
        hand = midway(seed, 12 + seed % 10, started=seed % 2 == 1)
        if searched == 5 or hand.over or sum(map(len, hand.held)) > 11 or len(hand.legal_moves()) < 2:
            continue
        seen, legal = hand.observe(hand.to_move), hand.legal_moves()
        deal = consistent_deal(seen, observed_knowledge(seen), random.Random(seed))
        state = kernel.from_observation(seen, RULES, *deal)
        before = list(state.game)
        found = endgame.KernelSearch(10 ** 6, False).deal(state, [kernel.encode(m) for m in legal])
        assert found == pytest.approx(endgame.Search(10 ** 6).deal(seen.sandbox(*deal), legal), abs=1e-9)
        assert state.game == before  # the search left its start's stones alone
        searched += 1
    assert searched == 5
