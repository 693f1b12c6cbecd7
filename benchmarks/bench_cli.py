"""Command-line start-up and a record's replay to its JSON document, a git revision against this checkout.

    .venv/bin/python benchmarks/bench_cli.py [REV]   # REV: the package before, default HEAD

Start-up: the median of 20 runs of each command, the commands run in turn so that they share the
machine's moods (as hyperfine would, after warm-up runs that write the bytecode caches, kept in a
temporary folder): ``python -c pass``, ``python -c "import domino_lessons"`` and
``domino-lessons replay SMALL --json`` (the console script's own lines), in wall time and in
processor time (user and system: what the command costs, less disturbed by whatever else the
machine runs), with their ratios to ``python -c pass`` (target: at most 4x); with valgrind on the path,
also the instructions each command runs (callgrind's count, once each: steady where time swings with the
load). Replay: what ``replay --json`` does before printing (load, replay, ``to_json`` with every event's text) for each
shipped record in turn, in a process of its own; the median of repeated passes over them all, in
milliseconds per record.
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "domino_lessons" / "records"
SMALL = min(RECORDS.glob("*.json"), key=lambda p: p.stat().st_size)
"""The smallest shipped record."""
ENTRY = "import sys; from domino_lessons.cli import main; sys.exit(main())"
"""What the ``domino-lessons`` console script runs."""
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "python -c 'import domino_lessons'": ["-c", "import domino_lessons"],
    f"domino-lessons replay {SMALL.name} --json": ["-c", ENTRY, "replay", str(SMALL), "--json"],
}
"""Run in the package's parent folder, which comes first on the path of ``python -c``."""


def child_env() -> dict[str, str]:
    """The commands' environment: bytecode caches written, in a temporary folder of their own."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="bench-cli-pyc-")
    return env


def startup_ms(roots: dict[str, Path], env: dict[str, str], runs: int = 20,
               warmup: int = 3) -> dict[tuple[str, str], tuple[float, float]]:
    """The median wall and processor milliseconds of each command with each package root, all run in turn."""
    times: dict[tuple[str, str], list[tuple[float, float]]] = {(r, c): [] for r in roots for c in COMMANDS}
    for round_ in range(warmup + runs):
        for (root, name), spent in times.items():
            before, start = children_cpu(), time.perf_counter()
            subprocess.run([sys.executable, *COMMANDS[name]], env=env, cwd=roots[root], stdout=subprocess.DEVNULL,
                           check=True)
            if round_ >= warmup:
                spent.append(((time.perf_counter() - start) * 1000, (children_cpu() - before) * 1000))
    return {key: (statistics.median(w for w, _ in spent), statistics.median(c for _, c in spent))
            for key, spent in times.items()}


def instructions(roots: dict[str, Path], env: dict[str, str]) -> dict[tuple[str, str], int] | None:
    """The instructions each command runs with each package root, counted by callgrind (None without valgrind);
    run after ``startup_ms``, whose warm-up wrote the bytecode caches."""
    if shutil.which("valgrind") is None:
        return None
    counted = {}
    for root, folder in roots.items():
        for name, args in COMMANDS.items():
            done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                                   *args], env=env, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  text=True, check=True)
            counted[root, name] = int(re.findall(r"Collected : (\d+)", done.stderr)[-1])
    return counted


def children_cpu() -> float:
    """Seconds of processor time the finished child processes took."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def document(path: Path) -> dict[str, object]:
    """The document ``replay PATH --json`` prints (before ``json.dumps``)."""
    from domino_lessons.core.record import load, replay

    return replay(load(path)).to_json()


def replay_ms(passes: int = 20) -> float:
    """The median milliseconds per record of a pass over every shipped record (run in a child: see ``measured``)."""
    paths = sorted(RECORDS.glob("*.json"))
    for path in paths:
        document(path)
    spent = []
    for _ in range(passes):
        start = time.perf_counter()
        for path in paths:
            document(path)
        spent.append((time.perf_counter() - start) * 1000 / len(paths))
    return statistics.median(spent)


def measured_in(root: Path, module: str, call: str) -> float:
    """What ``module.call`` (a benchmark's own function) prints, run in a process whose package is the one in
    ``root``."""
    code = f"import sys; sys.path[:0] = [{str(root)!r}, {str(ROOT / 'benchmarks')!r}]; " \
           f"from {module} import *; print({call})"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/")
    return float(done.stdout)


def unpack(rev: str, folder: str) -> dict[str, Path]:
    """The package at git revision ``rev``, unpacked into ``folder``, and this checkout's: by name."""
    archive = subprocess.run(["git", "archive", rev, "domino_lessons"], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return {rev: Path(folder), "this checkout": ROOT}


def measured(root: Path) -> float:
    """``replay_ms`` in a process whose package is the one in ``root``."""
    return measured_in(root, "bench_cli", "replay_ms()")


def main() -> None:
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    with tempfile.TemporaryDirectory() as tmp:
        roots = unpack(rev, tmp)
        env = child_env()
        times = startup_ms(roots, env)
        counted = instructions(roots, env)
        replays: dict[str, list[float]] = {root: [] for root in roots}
        for _ in range(3):
            for root, folder in roots.items():
                replays[root].append(measured(folder))
    print("| package | command | wall, median of 20 | against `python -c pass` | processor time | against it |")
    print("|---|---|---|---|---|---|")
    for (root, name), (ms, used) in times.items():
        wall, cpu = times[root, "python -c pass"]
        print(f"| {root} | `{name}` | {ms:.1f} ms | {ms / wall:.2f}x | {used:.1f} ms | {used / cpu:.2f}x |")
    if counted is not None:
        print("\n| package | command | instructions (callgrind) | against `python -c pass` |\n|---|---|---|---|")
        for (root, name), count in counted.items():
            print(f"| {root} | `{name}` | {count / 1e6:.0f}M | {count / counted[root, 'python -c pass']:.2f}x |")
    count = len(list(RECORDS.glob("*.json")))
    print(f"\nreplay to its JSON document (load, replay, to_json), {count} shipped records, ms per record: "
          + ", ".join(f"{root} {statistics.median(ms):.3f}" for root, ms in replays.items()))


if __name__ == "__main__":
    main()
