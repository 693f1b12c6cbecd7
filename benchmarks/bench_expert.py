"""The expert with the playout kernel against the expert before it, at the same time per move (issue 32, item 4).

    benchmarks/.venv/bin/python benchmarks/bench_expert.py [DEALS [GAME,GAME...]]

"Before" is the package of commit ``1bd3c4a`` (the last before the playout kernel: 600 playouts a move, every
one through the full engine, no exact endgame), unpacked with ``git archive`` into a temporary folder; "after"
is this checkout. Each runs in processes of its own (as ``bench_core`` does), one engine at a time, never both
at once. Per game:

1. Calibration, on CALIBRATION deals of its own: the old expert's mean time per move (moves with a choice) at
   600 playouts, then the new one's at 1,800 (3x: its median and longest move are reported too); the new
   expert's playouts are the old mean time over the new time per playout (rounded to tens).
2. The match: DEALS (default 80: 30 took 6.8 minutes on 2 busy cores) random deals, each played twice, the old
   expert in the seat under test, then the new one at the calibrated playouts, greedy in every other seat; the
   seat rotates from deal to deal. The paired difference new − old of that seat's result (its side's change in
   total minus the opponents', turned round for penalties) with its 95 % interval (``coach.stats``), and each
   expert's mean move time in the match.
3. The review of the first hand of each of the game's shipped records, seat 0, at 1,800 playouts: median and
   longest.

Writes ``benchmarks/expert.json``.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BEFORE = "1bd3c4a"
OLD_PLAYOUTS = 600
TRIPLE = 3 * OLD_PLAYOUTS
CALIBRATION = 6
"""Deals of the calibration (seeds from ``CALIBRATION_SEED``, apart from the match's)."""
CALIBRATION_SEED = 100_000
PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}


def play(variant: str, seeds: list[int], playouts: int) -> dict[str, list[float]]:
    """In a child: each deal ``seed`` with the expert (``playouts``, seeded ``seed``) at seat ``seed % players``,
    greedy elsewhere; the seat's results and the expert's move times (moves with a choice)."""
    import random

    from domino_lessons import Match
    from domino_lessons.coach import value
    from domino_lessons.coach.players import expert, greedy

    n = PLAYERS[variant]
    results, times = [], []
    for seed in seeds:
        seat, player = seed % n, expert(seed=seed, playouts=playouts)
        hand = Match(variant, [f"P{i}" for i in range(n)]).deal_random(random.Random(seed))
        before = list(hand.match.totals)
        while not hand.over:
            legal = hand.legal_moves()
            if hand.to_move != seat:
                hand.push(greedy(hand, legal))
                continue
            start = time.perf_counter()
            move = player(hand.observe(seat), legal)
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
            hand.push(move)
        results.append(value(hand, seat, before))
    return {"results": results, "times": times}


def reviews(variant: str, playouts: int) -> dict[str, list[float]]:
    """In a child: the seconds of ``coach.review`` of the first hand, seat 0, of each shipped record of ``variant``."""
    from domino_lessons.coach import review
    from domino_lessons.core import record

    times = []
    for path in sorted((ROOT / "domino_lessons" / "records").glob("*.json")):
        rec = record.load(path)
        if rec.variant == variant:
            start = time.perf_counter()
            review(rec, 1, 0, playouts=playouts)
            times.append(time.perf_counter() - start)
    return {"times": times}


def child(package_root: Path, call: str) -> dict[str, list[float]]:
    """Run ``call`` (a ``play(...)`` or ``reviews(...)`` expression) in a fresh process on ``package_root``'s package."""
    code = (f"import sys, json; sys.path.insert(0, {str(package_root)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
            f"from bench_expert import play, reviews; print(json.dumps({call}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/")
    found: dict[str, list[float]] = json.loads(out.stdout)
    return found


def calibrate(old: Path, variant: str) -> dict[str, Any]:
    """The old expert's mean move time at 600 playouts, the new one's at 1,800, and the new playouts matching."""
    seeds = list(range(CALIBRATION_SEED, CALIBRATION_SEED + CALIBRATION))
    before = child(old, f"play({variant!r}, {seeds}, {OLD_PLAYOUTS})")["times"]
    after = child(ROOT, f"play({variant!r}, {seeds}, {TRIPLE})")["times"]
    old_mean, per_playout = statistics.fmean(before), statistics.fmean(after) / TRIPLE
    return {"old_move_ms": old_mean * 1000, "new_ms_per_playout": per_playout * 1000,
            "playouts": max(10, round(old_mean / per_playout / 10) * 10),
            "new_1800_move_ms_median": statistics.median(after) * 1000, "new_1800_move_ms_max": max(after) * 1000}


def game(old: Path, variant: str, deals: int) -> dict[str, Any]:
    """Calibration, the paired match and the review times of one game."""
    from domino_lessons.coach import stats

    found = calibrate(old, variant)
    seeds = list(range(deals))
    before = child(old, f"play({variant!r}, {seeds}, {OLD_PLAYOUTS})")
    after = child(ROOT, f"play({variant!r}, {seeds}, {found['playouts']})")
    mean, half = stats.paired(after["results"], before["results"])
    diffs = [a - b for a, b in zip(after["results"], before["results"])]
    review = child(ROOT, f"reviews({variant!r}, {TRIPLE})")["times"]
    found.update({
        "deals": deals, "new_minus_old": mean, "half_width": half,
        "better": sum(d > 0 for d in diffs), "equal": sum(d == 0 for d in diffs), "worse": sum(d < 0 for d in diffs),
        "old_mean_result": statistics.fmean(before["results"]), "new_mean_result": statistics.fmean(after["results"]),
        "match_old_move_ms": statistics.fmean(before["times"]) * 1000,
        "match_new_move_ms": statistics.fmean(after["times"]) * 1000,
        "review_1800_s_median": statistics.median(review), "review_1800_s_max": max(review), "records": len(review)})
    return found


def row(variant: str, g: dict[str, Any]) -> str:
    """One game's line of the table."""
    n = g["deals"]
    return (f"| {variant} | {g['old_move_ms']:.0f} ms | {g['new_ms_per_playout']:.3f} ms | {g['playouts']} "
            f"| {g['match_old_move_ms']:.0f} / {g['match_new_move_ms']:.0f} ms "
            f"| {g['new_minus_old']:+.2f} ± {g['half_width']:.2f} "
            f"| {g['better'] / n:.0%} / {g['equal'] / n:.0%} / {g['worse'] / n:.0%} "
            f"| {g['new_1800_move_ms_median']:.0f} / {g['new_1800_move_ms_max']:.0f} ms "
            f"| {g['review_1800_s_median']:.2f} / {g['review_1800_s_max']:.2f} s |")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    games = sys.argv[2].split(",") if len(sys.argv) > 2 else list(PLAYERS)
    tree = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "domino_lessons"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.strip()
    print(f"| {BEFORE} ({OLD_PLAYOUTS} playouts) → {tree}{' + working tree' if dirty else ''}, {deals} deals "
          "| old move, mean | new, per playout | new playouts | match move, old / new | new − old per hand (95 %) "
          "| better / equal / worse | new move at 1,800: median / max | review at 1,800: median / max |")
    print("|---|---|---|---|---|---|---|---|---|")
    found: dict[str, Any] = {"before": BEFORE, "after": tree, "working_tree_changed": bool(dirty), "games": {}}
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", BEFORE, "domino_lessons"], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        for variant in games:
            found["games"][variant] = game(Path(tmp), variant, deals)
            print(row(variant, found["games"][variant]), flush=True)
    found["minutes"] = (time.perf_counter() - start) / 60
    print(f"\n{found['minutes']:.1f} minutes")
    Path(__file__).with_name("expert.json").write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main()
