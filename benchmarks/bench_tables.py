"""A class on the table service: 25 tables of 4 learners (100 simulated clients on 127.0.0.1) playing Goat, on a quiet
machine and again with another program burning one core.

    .venv/bin/python benchmarks/bench_tables.py [--tables 25] [--pace 1.0] [--burst 5] [--json benchmarks/tables.json]

The service is the real command (``domino-lessons tables``), in a process of its own. Each client joins its table
by its code, waits for its turn with a long poll (asking for its table drawn, as ``TableClient`` does), thinks (``--pace`` seconds at the median, a human's pace, drawn
from a seeded lognormal) and moves; then every table makes ``--burst`` moves with no thinking, all tables at once.
Measured: the time from a move being sent to each other seat's long poll returning it (p50, p95; target p95 at
most 300 ms), for the paced play and the burst apart; the service's memory (PSS, from ``/proc``) before the
tables and after, per table; and that no move was lost or made twice (each table's journal against the moves
its clients were answered for). The clients run in this process, apart from the service's, and ask for every view
drawn. The whole class is played twice, on a fresh service each time: on a quiet machine (``quiet``), and with a
second process spinning on one core throughout (``one_core_busy``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

ROOT = Path(__file__).resolve().parent.parent


def pss_kib(pid: int) -> int:
    """The process's proportional set size, in KiB."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1])
    raise RuntimeError("no Pss")


class Bench:
    """The service, its URL, and the measurements."""

    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "domino_lessons", "tables", "--folder", str(folder),
                                         "--key-file", str(folder.parent / "tables.key"), "--port", "0", "--away",
                                         "100000"], stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().split(" at ", 1)[1].split(" ", 1)[0].rstrip("/")
        self.token = (folder / "teacher-token").read_text().strip()
        self.client = AsyncHTTPClient(max_clients=400)
        self.moved_at: dict[tuple[str, int], float] = {}
        self.delays: dict[str, list[float]] = {"paced": [], "burst": []}
        self.answered: dict[str, int] = {}
        self.phase = "paced"

    async def call(self, path: str, body: Any = None, auth: str = "", timeout: float = 60) -> tuple[int, Any]:
        request = HTTPRequest(self.url + path, method="GET" if body is None else "POST",
                              body=None if body is None else json.dumps(body), request_timeout=timeout,
                              headers={"Authorization": auth} if auth else {})
        try:
            answer = await self.client.fetch(request)
            return answer.code, json.loads(answer.body)
        except HTTPClientError as refused:
            return refused.code, json.loads(refused.response.body) if refused.response else None


async def learner(bench: Bench, code: str, auth: str, seat: int, rng: random.Random, pace: float,
                  burst_start: asyncio.Event, moves: int) -> None:
    """One learner: wait for the turn, think, move; after ``moves`` paced moves of the table, move without thinking."""
    status, view = await bench.call(f"/api/tables/{code}?drawn=1", auth=auth)
    while not view["over"]:
        if view["to_move"] == seat and view["legal"]:
            if bench.phase == "paced" and bench.answered.get(code, 0) >= moves:  # (sitting down counts versions)
                await burst_start.wait()
            if bench.phase == "paced":
                await asyncio.sleep(rng.lognormvariate(0, 0.5) * pace)
            bench.moved_at[(code, view["version"] + 1)] = time.perf_counter()  # sent: every seat's clock starts
            status, answer = await bench.call(f"/api/tables/{code}/move?drawn=1", {"move": view["legal"][0],
                                                                             "at": view["version"]}, auth)
            if status == 200:
                bench.answered[code] = bench.answered.get(code, 0) + 1
                view = answer
                continue
        seen = view["version"]
        status, view = await bench.call(f"/api/tables/{code}?drawn=1&after={seen}", auth=auth)
        now = time.perf_counter()
        for version in range(seen + 1, view["version"] + 1):  # every move this seat had not seen yet
            made = bench.moved_at.get((code, version))
            if made is not None:
                bench.delays[bench.phase].append(now - made)


async def class_of(bench: Bench, tables: int, pace: float, paced_moves: int) -> float:
    """Open the tables, seat four learners at each, play; the seconds it took."""
    codes = []
    for _ in range(tables):
        status, opened = await bench.call("/api/tables", {"game": "goat", "humans": [True] * 4},
                                          f"token {bench.token}")
        codes.append(opened["table"])
    burst_start = asyncio.Event()
    players = []
    for t, code in enumerate(codes):
        for seat in range(4):
            status, joined = await bench.call("/api/join", {"table": code, "name": f"L{t}-{seat}"})
            players.append(learner(bench, code, f"key {joined['key']}", joined["seat"], random.Random(t * 4 + seat),
                                   pace, burst_start, paced_moves))
    started = time.perf_counter()
    running = [asyncio.ensure_future(p) for p in players]

    async def burst_when_paced_play_is_done() -> None:
        while not all(bench.answered.get(code, 0) >= paced_moves or done(code) for code in codes):
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)  # the last paced moves reach every seat
        bench.phase = "burst"
        burst_start.set()

    def done(code: str) -> bool:
        return all(task.done() for task in running)

    await asyncio.gather(burst_when_paced_play_is_done(), *running)
    return time.perf_counter() - started


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def measure(tables: int, pace: float, paced: int) -> dict[str, Any]:
    """One class on a fresh service: its timings, memory and moves."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "tables"
        bench = Bench(folder)
        try:
            before = pss_kib(bench.process.pid)
            seconds = asyncio.run(class_of(bench, tables, pace, paced))
            after = pss_kib(bench.process.pid)
            journalled = {path.stem: sum("move" in json.loads(line) for line in path.read_text().splitlines()[1:])
                          for path in folder.glob("*.jsonl")}
        finally:
            bench.process.terminate()
            bench.process.wait()
    result: dict[str, Any] = {
        "seconds": seconds, "memory_before_mib": before / 1024, "memory_after_mib": after / 1024,
        "memory_per_table_kib": (after - before) / tables, "moves": sum(journalled.values()),
        "lost_or_twice": sum(abs(journalled[c] - n) for c, n in bench.answered.items())}
    for phase, delays in bench.delays.items():
        result[phase] = {"deliveries": len(delays), "p50_ms": 1000 * percentile(delays, 0.5),
                         "p95_ms": 1000 * percentile(delays, 0.95), "max_ms": 1000 * max(delays, default=0),
                         "mean_ms": 1000 * statistics.fmean(delays) if delays else float("nan")}
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=25)
    parser.add_argument("--pace", type=float, default=1.0, help="median thinking time, seconds")
    parser.add_argument("--paced", type=int, default=12, help="paced moves a table before the burst")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    result: dict[str, Any] = {"tables": args.tables, "learners": 4 * args.tables, "pace_median_s": args.pace,
                              "cores": os.cpu_count(), "quiet": measure(args.tables, args.pace, args.paced)}
    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"])  # another program takes a whole core
    try:
        result["one_core_busy"] = measure(args.tables, args.pace, args.paced)
    finally:
        burner.kill()
        burner.wait()
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
