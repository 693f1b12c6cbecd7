"""The engine core before and after: an earlier commit's package against this checkout's, side by side.

    benchmarks/.venv/bin/python benchmarks/bench_core.py [REV]

REV (default ``56ca8d6``, the last commit before the data-oriented core) is unpacked with ``git
archive`` into a temporary folder. Each measurement runs in a fresh process per engine, the two
engines in turn, five rounds, medians: hands per second of every variant in random legal play
(``push`` where the engine has it, else ``apply``; every event is kept either way), and a full
replay of the longest shipped match with its frames (``replay(record, frames=True)``): the median
alone, and the mean while the process keeps 20 earlier replays (as a lesson's kernel does), which
the cycle collector walks again and again.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEFORE = "56ca8d6"
PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}
LONGEST = ROOT / "domino_lessons" / "records" / "all-fives-4p-partnership.json"
KEPT = 20
"""``replay-kept``: replays the session still holds, as a kernel that has run a lesson does."""
ROUNDS = 5


def worker(what: str) -> float:
    """Run in a child: hands/s of a variant (``hands:VARIANT``) or replay ms (``replay``)."""
    import random
    import time

    from domino_lessons import Match
    from domino_lessons import record  # the same in every revision

    if what in ("replay", "replay-kept"):
        rec = record.load(LONGEST)
        kept = [record.replay(rec, frames=True) for _ in range(KEPT if what == "replay-kept" else 1)]
        runs = []
        for _ in range(60 if what == "replay-kept" else 15):
            start = time.perf_counter()
            kept.append(record.replay(rec, frames=True))
            runs.append(time.perf_counter() - start)
            kept.pop()
        return (statistics.mean(runs) if what == "replay-kept" else statistics.median(runs)) * 1000
    variant = what.split(":", 1)[1]
    names = [f"P{i}" for i in range(PLAYERS[variant])]

    def run(hands: int) -> float:
        rng = random.Random(hands)
        start = time.perf_counter()
        for _ in range(hands):
            hand = Match(variant, names).deal_random(rng)
            move = getattr(hand, "push", hand.apply)
            while not hand.over:
                legal = hand.legal_moves()
                move(legal[0] if len(legal) == 1 else rng.choice(legal))
        return hands / (time.perf_counter() - start)

    run(100)
    return max(run(400) for _ in range(3))


def measure(package_root: Path, what: str) -> float:
    code = f"import sys; sys.path.insert(0, {str(package_root)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); " \
           f"from bench_core import worker; print(worker({what!r}))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/")
    return float(out.stdout)


def main() -> None:
    rev = sys.argv[1] if len(sys.argv) > 1 else BEFORE
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", rev, "domino_lessons"], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        engines = {"before": Path(tmp), "after": ROOT}
        rows = []
        for what in [f"hands:{v}" for v in PLAYERS] + ["replay", "replay-kept"]:
            runs: dict[str, list[float]] = {"before": [], "after": []}
            for _ in range(ROUNDS):
                for name, root in engines.items():
                    runs[name].append(measure(root, what))
            rows.append((what, statistics.median(runs["before"]), statistics.median(runs["after"])))
    print(f"| engine core, {rev} → this checkout | before | after | after/before |")
    print("|---|---|---|---|")
    for what, before, after in rows:
        if what == "replay":
            print(f"| replay of {LONGEST.stem} with frames, median | {before:.1f} ms | {after:.1f} ms | {before / after:.2f}x faster |")
        elif what == "replay-kept":
            print(f"| the same with {KEPT} replays kept, mean | {before:.1f} ms | {after:.1f} ms | {before / after:.2f}x faster |")
        else:
            variant = what.split(":", 1)[1]
            print(f"| {variant} ({PLAYERS[variant]} players), hands/s | {before:,.0f} | {after:,.0f} | {after / before:.2f}x |")
    print(json.dumps({w: [round(b, 2), round(a, 2)] for w, b, a in rows}), file=sys.stderr)


if __name__ == "__main__":
    main()
