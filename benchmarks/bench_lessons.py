"""Lessons: time to run each notebook from a fresh kernel, and to precompute each shipped match's replay.

    benchmarks/.venv/bin/python benchmarks/bench_lessons.py
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from domino_lessons.lesson import example
from domino_lessons.core.record import load, replay

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
MATCHES = ["all-fives-2p", "all-fives-4p-partnership", "italian-2p", "italian-pairs-open", "domeng-match",
           "goat-match", "international-match"]


def main() -> None:
    print("| lesson | seconds from a fresh kernel |")
    print("|---|---|")
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        book = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        NotebookClient(book, timeout=300, resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
        print(f"| {path.name} | {time.perf_counter() - start:.1f} |")
    print()
    print("| shipped match | frames | replay precompute (ms, median of 5) |")
    print("|---|---|---|")
    for name in MATCHES:
        rec = load(example(name))
        times, frames = [], 0
        for _ in range(5):
            start = time.perf_counter()
            frames = len(replay(rec, frames=True).frames)
            times.append((time.perf_counter() - start) * 1000)
        print(f"| {name} | {frames} | {statistics.median(times):.1f} |")


if __name__ == "__main__":
    main()
