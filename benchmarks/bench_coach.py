"""The coach: the expert player against greedy in every game, and what a move and a review cost.

    benchmarks/.venv/bin/python benchmarks/bench_coach.py [HANDS [GAME,GAME...]]

For each game, HANDS (default 1,000) random deals are each played twice with the seat under
test rotating from deal to deal: once with the expert in that seat, once with greedy there; every
other seat is greedy in both. The deal and everyone else's policy being the same, the paired
difference in the seat's result (its side's change in total minus the opponents', turned round
where totals are penalties) is what the expert gains over greedy, reported as a mean per hand
with a 95% interval (normal approximation over the paired differences), with the share of deals
it did better, equal and worse. Then the time per expert move (moves with a choice) and per review
of a whole hand, in this process.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.coach import PLAYOUTS, review, value
from domino_lessons.core.engine import Hand
from domino_lessons.coach.players import Player, expert, greedy

PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}


def one_hand(variant: str, seed: int, seat: int, player: Player, timing: list[float] | None = None) -> float:
    """Deal ``seed``, ``player`` at ``seat`` and greedy elsewhere; the seat's result."""
    n = PLAYERS[variant]
    hand: Hand = Match(variant, [f"P{i}" for i in range(n)]).deal_random(random.Random(seed))
    before = list(hand.match.totals)
    while not hand.over:
        legal = hand.legal_moves()
        if hand.to_move == seat:
            start = time.perf_counter()
            move = player(hand, legal)
            if timing is not None and len(legal) > 1:
                timing.append(time.perf_counter() - start)
        else:
            move = greedy(hand, legal)
        hand.push(move)
    return value(hand, seat, before)


def duel(variant: str, hands: int) -> tuple[list[float], list[float]]:
    """Paired differences expert − greedy over ``hands`` deals, and the expert's move times."""
    diffs, timing = [], []
    for k in range(hands):
        seat = k % PLAYERS[variant]
        mine = one_hand(variant, k, seat, expert(seed=k), timing)
        diffs.append(mine - one_hand(variant, k, seat, greedy))
    return diffs, timing


def review_seconds() -> tuple[float, float]:
    """Median and longest review of the first hand of every shipped record, seat 0."""
    from pathlib import Path

    times = []
    for path in sorted((Path(__file__).resolve().parent.parent / "domino_lessons" / "records").glob("*.json")):
        rec = record.load(path)
        start = time.perf_counter()
        review(rec, 1, 0)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    games = sys.argv[2].split(",") if len(sys.argv) > 2 else list(PLAYERS)
    print(f"| expert ({PLAYOUTS} playouts a move) vs greedy, {hands:,} deals each, seats rotated "
          "| expert − greedy per hand (95% interval) | better / equal / worse | expert move: median, max |")
    print("|---|---|---|---|")
    for variant in games:
        diffs, timing = duel(variant, hands)
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
        better, worse = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
        print(f"| {variant} | {mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f}) "
              f"| {better / hands:.0%} / {(hands - better - worse) / hands:.0%} / {worse / hands:.0%} "
              f"| {statistics.median(timing) * 1000:.0f} ms, {max(timing) * 1000:.0f} ms |", flush=True)
    median, longest = review_seconds()
    print(f"\nreview of a whole hand (first hand of each shipped record, seat 0): median {median:.2f} s, "
          f"longest {longest:.2f} s")


if __name__ == "__main__":
    main()
