"""Principles of good play: how often the expert and a newcomer (greedy) follow each game's principles.

    .venv/bin/python benchmarks/bench_principles.py [--hands 100] [--seed 0] [--playouts 200] [--jobs 2]

For every game whose folder names principles (``coach.principles``), ``--hands`` fresh one-hand matches of
expert self-play; writes each folder's ``principles.json`` (the same bytes for the same arguments, whatever
``--jobs``) and prints a table of the shares with each game's run time.
"""

from __future__ import annotations

import argparse
import json
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from domino_lessons.coach.principles import FORMAT, measure, principles_of, results_path
from domino_lessons.rules import registry


def run(job: tuple[str, int, int, int]) -> tuple[str, dict[str, dict[str, int]], float]:
    """One game measured: its id, its counts and the seconds it took."""
    game, hands, seed, playouts = job
    start = time.perf_counter()
    counts = measure(game, hands, seed, playouts)
    return game, counts, time.perf_counter() - start


def write(found: list[tuple[str, dict[str, dict[str, int]], float]], settings: dict[str, int]) -> list[Path]:
    """Each folder's results file, its games in the registry's order."""
    files: dict[Path, dict[str, Any]] = {}
    for game, counts, _ in found:
        path = results_path(game)
        files.setdefault(path, {"format": FORMAT, **settings, "games": {}})["games"][game] = counts
    for path, document in files.items():
        path.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return list(files)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    games = [game for game in registry() if principles_of(game)]
    jobs = [(game, args.hands, args.seed, args.playouts) for game in games]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        found = pool.map(run, jobs)
    written = write(found, {"seed": args.seed, "hands": args.hands, "playouts": args.playouts})
    print("| game | principle | positions | expert | greedy | game's seconds |")
    print("|---|---|---|---|---|---|")
    for game, counts, seconds in found:
        for code, tally in counts.items():
            n = max(tally["positions"], 1)
            print(f"| {game} | {code} | {tally['positions']} | {tally['expert'] / n:.0%} | {tally['greedy'] / n:.0%} "
                  f"| {seconds:.0f} |")
    print(f"\n{len(games)} games, {args.hands} hands each, {time.perf_counter() - start:.0f} s with {args.jobs} jobs; "
          f"wrote {', '.join(str(p.relative_to(Path.cwd())) if p.is_relative_to(Path.cwd()) else str(p) for p in written)}")


if __name__ == "__main__":
    main()
