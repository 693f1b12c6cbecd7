"""The bands of skill: the average cost per decision of a random player, a newcomer (greedy) and the expert.

    .venv/bin/python benchmarks/bench_skill.py [--hands 24] [--seed 0] [--jobs 2]

For every game, ``--hands`` deals each played by the three in seat 0 (the expert in the other seats) and reviewed
(``coach.skill.measure``); writes ``domino_lessons/coach/skill.json`` (each player's mean and 95 % half-width, the
per-hand costs) and prints a table. Fails (exit 1) unless the expert's interval is apart from both others' in every game; says
where the random player's and greedy's overlap (``OVERLAP``), the issue's aim being all three apart.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool

from domino_lessons.coach.skill import FORMAT, PLAYERS, RESULTS, Calibration, measure
from domino_lessons.coach.stats import interval
from domino_lessons.rules import registry


def run(job: tuple[str, int, int]) -> tuple[str, dict[str, list[float]], float]:
    game, hands, seed = job
    start = time.perf_counter()
    return game, measure(game, hands, seed), time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(game, args.hands, args.seed) for game in registry()]
    with Pool(args.jobs) as pool:
        found = pool.map(run, jobs, chunksize=1)
    games, apart = {}, True
    print(f"{'game':18} {'hands':>5} " + " ".join(f"{name:>14}" for name in PLAYERS) + "   bands (upper limits)   s")
    for game, costs, seconds in found:
        stats = {name: interval(costs[name]) for name in PLAYERS}
        games[game] = {name: {"mean": round(stats[name][0], 4), "half_width": round(stats[name][1], 4),
                              "hands": [round(c, 4) for c in costs[name]]} for name in PLAYERS}
        ordered = [stats[name] for name in PLAYERS]  # random, greedy, expert: costs falling
        best = stats["expert"][0] + stats["expert"][1]
        apart = apart and all(m - h > best for m, h in ordered[:2])
        ok = ordered[0][0] - ordered[0][1] > ordered[1][0] + ordered[1][1]
        limits = Calibration(**{name: stats[name][0] for name in PLAYERS}).limits
        print(f"{game:18} {len(costs['expert']):>5} "
              + " ".join(f"{m:>7.2f} ± {h:<4.2f}" for m, h in ordered)
              + f"   {' / '.join(f'{x:.2f}' for x in limits):20} {seconds:5.0f}" + ("" if ok else "  OVERLAP"))
    document = {"format": FORMAT, "hands": args.hands, "seed": args.seed, "games": games}
    RESULTS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"written: {RESULTS}")
    sys.exit(0 if apart else 1)


if __name__ == "__main__":
    main()
