"""Why, measured: the share of flagged mistakes that say why, per game, and what saying it costs a review.

    .venv/bin/python benchmarks/bench_why.py [--hands 8] [--jobs 2]

For every game, ``--hands`` deals (deal ``k`` from ``random.Random(k)``) played by a newcomer (greedy) in seat 0
against the expert (as ``tests/test_explain.py`` plays them), each reviewed for seat 0 twice: with why and without
(``review(..., explain=False)``). Per game: the mistakes flagged, how many say why (by a principle, by a line), and
the review's time with and without why (median and longest). Prints a table and the share over every game; fails
(exit 1) below ``AIM``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from multiprocessing import Pool

from domino_lessons import Match
from domino_lessons.coach import review
from domino_lessons.coach.players import expert, greedy, play_out
from domino_lessons.core.advice import Line, Principled
from domino_lessons.core.record import Record
from domino_lessons.rules import registry

AIM = 0.9
"""The issue's aim: at least this share of flagged mistakes, over every game, says why."""


def run(job: tuple[str, int]) -> tuple[str, dict[str, float]]:
    game, hands = job
    cls = registry()[game]
    found = {"flagged": 0, "principle": 0, "line": 0}
    timed: dict[bool, list[float]] = {True: [], False: []}
    for number in range(hands):
        match = Match(cls, ["Ada", "Ben", "Cy", "Di", "Ed"][:cls.min_players])
        play_out(match.deal_random(random.Random(number)),
                 [greedy] + [expert(number * 10 + seat) for seat in range(1, cls.min_players)])
        record = Record.from_match(match)
        for explain in (False, True):
            start = time.perf_counter()
            done = review(record, 1, 0, seed=number, explain=explain)
            timed[explain].append(time.perf_counter() - start)
        for decision in done.costly():
            found["flagged"] += 1
            found["principle"] += isinstance(decision.why, Principled)
            found["line"] += isinstance(decision.why, Line)
    for explain, name in ((False, "plain"), (True, "why")):
        found[f"{name}_median"], found[f"{name}_max"] = statistics.median(timed[explain]), max(timed[explain])
    return game, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with Pool(args.jobs) as pool:
        results = pool.map(run, [(game, args.hands) for game in sorted(registry())], chunksize=1)
    print(f"{'game':18} {'flagged':>7} {'why':>4} {'principle':>9} {'line':>4}  review s without / with why "
          f"(median, longest)")
    for game, found in results:
        told = found["principle"] + found["line"]
        print(f"{game:18} {found['flagged']:>7.0f} {told:>4.0f} {found['principle']:>9.0f} {found['line']:>4.0f}  "
              f"{found['plain_median']:.2f}, {found['plain_max']:.2f} / {found['why_median']:.2f}, "
              f"{found['why_max']:.2f}")
    flagged = sum(found["flagged"] for _, found in results)
    told = sum(found["principle"] + found["line"] for _, found in results)
    print(f"every game: {told:.0f} of {flagged:.0f} flagged mistakes say why ({told / max(flagged, 1):.0%})")
    sys.exit(0 if told >= AIM * flagged else 1)


if __name__ == "__main__":
    main()
