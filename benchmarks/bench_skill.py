"""The bands of skill: the average cost per decision of a random player, a newcomer (greedy) and the expert.

    .venv/bin/python benchmarks/bench_skill.py [--hands 24] [--seed 0] [--jobs 2]

For every game, ``--hands`` deals each played by the three in seat 0 (the expert in the other seats) and reviewed
(``coach.skill.measure``); writes ``domino_lessons/coach/skill.json`` (each player's mean and 95 % half-width, the
per-hand costs) and prints a table: each player's mean with its interval, and the paired differences deal by deal
(random minus greedy, greedy minus expert) with theirs. Fails (exit 1) unless the expert is apart from both others in
every game (its interval below theirs, and greedy's paired difference above 0); says where random and greedy are
not apart (``OVERLAP``: their intervals overlap; ``NOT APART``: not even the paired difference is above 0), the
issue's aim being all three apart.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool

from domino_lessons.coach.skill import FORMAT, PLAYERS, RESULTS, Calibration, measure
from domino_lessons.coach.stats import interval, paired
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
    print(f"{'game':18} {'hands':>5} " + " ".join(f"{name:>14}" for name in PLAYERS)
          + f" {'random-greedy':>14} {'greedy-expert':>14}   bands (upper limits)   s")
    for game, costs, seconds in found:
        stats = {name: interval(costs[name]) for name in PLAYERS}
        games[game] = {name: {"mean": round(stats[name][0], 4), "half_width": round(stats[name][1], 4),
                              "hands": [round(c, 4) for c in costs[name]]} for name in PLAYERS}
        ordered = [stats[name] for name in PLAYERS]  # random, greedy, expert: costs falling
        best = stats["expert"][0] + stats["expert"][1]
        weaker = paired(costs["random"], costs["greedy"]), paired(costs["greedy"], costs["expert"])
        apart = apart and all(m - h > best for m, h in ordered[:2]) and weaker[1][0] > weaker[1][1]
        ok = ordered[0][0] - ordered[0][1] > ordered[1][0] + ordered[1][1]
        verdict = "" if ok else "  OVERLAP" if weaker[0][0] > weaker[0][1] else "  NOT APART"
        limits = Calibration(**{name: stats[name][0] for name in PLAYERS}).limits
        print(f"{game:18} {len(costs['expert']):>5} "
              + " ".join(f"{m:>7.2f} ± {h:<4.2f}" for m, h in [*ordered, *weaker])
              + f"   {' / '.join(f'{x:.2f}' for x in limits):20} {seconds:5.0f}" + verdict)
    document = {"format": FORMAT, "hands": args.hands, "seed": args.seed, "games": games}
    RESULTS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"written: {RESULTS}")
    sys.exit(0 if apart else 1)


if __name__ == "__main__":
    main()
