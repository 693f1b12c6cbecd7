"""The expert against the expert of an earlier commit, head to head, in every game (issue 43).

    benchmarks/.venv/bin/python benchmarks/bench_strength.py [--deals 200] [--games all-fives,goat] [--jobs 2]
        [--before 7f76df8] [--out benchmarks/strength.json]

"Before" is the package at git revision ``--before`` (default ``7f76df8``, the last commit before the compiled
search), unpacked with ``git archive`` and run in processes of its own (two packages of one name cannot share a
process): each worker keeps one such process, which replays every move of the hand into its own engine and
answers with its expert's move when asked. "Now" is this checkout's expert, at its defaults, in the worker.

Each deal ``k`` (``random.Random(k)``, the seats of ``PLAYERS``) is played twice, as duplicate bridge is:

- two sides: now holds side 0 and before side 1, then the other way round; the figure of the deal is now's
  result as side 0 minus before's as side 0 (each against the other);
- more sides (Domeng): now holds seat ``k % seats`` with before everywhere else, then before everywhere; the
  figure is that seat's result the first time minus the second.

A result is the side's change in total minus the opponents' (``coach.value``, turned round for penalties). Per game:
the mean figure with its 95 % interval, the deals now won, tied and lost, and both experts' move times (moves with
a choice). Target: ahead in every game with the interval above 0. Writes ``benchmarks/strength.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "strength.json"
BEFORE = "7f76df8"
PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}
"""Each game with its seats (as ``bench_advice``)."""

SERVER = r"""
import json, random, sys, time
from domino_lessons import Match
from domino_lessons.coach.players import expert
from domino_lessons.core.engine import parse_move
from domino_lessons.core.tiles import Tile
hand, players = None, {}
for line in sys.stdin:
    ask = json.loads(line)
    if ask["op"] == "deal":
        match = Match(ask["game"], [f"P{i}" for i in range(len(ask["held"]))])
        hand = match.new_hand([[Tile.parse(t) for t in held] for held in ask["held"]],
                              [Tile.parse(t) for t in ask["boneyard"]], ask["leader"])
        players = {seat: expert(seed=ask["seed"] * 10 + seat) for seat in ask["seats"]}
        continue
    for move in ask["moves"]:
        hand.push(parse_move(move))
    start = time.perf_counter()
    move = players[hand.to_move](hand.observe(hand.to_move), hand.legal_moves())
    print(json.dumps([str(move), time.perf_counter() - start]), flush=True)
"""

OLD: subprocess.Popen[str] | None = None


def start_old(package: str) -> None:
    """In a worker: the process of the earlier expert, kept for the worker's life."""
    global OLD
    OLD = subprocess.Popen([sys.executable, "-c", f"import sys; sys.path.insert(0, {package!r})\n{SERVER}"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd="/")


def ask_old(message: dict[str, Any]) -> list[Any] | None:
    assert OLD is not None and OLD.stdin is not None and OLD.stdout is not None
    OLD.stdin.write(json.dumps(message) + "\n")
    OLD.stdin.flush()
    if message["op"] == "deal":
        return None
    answer: list[Any] = json.loads(OLD.stdout.readline())
    return answer


def one_game(job: tuple[str, int, tuple[int, ...]]) -> dict[str, Any]:
    """Deal ``k`` of ``game`` with now's expert in ``seats`` and before's elsewhere: each seat's result, the times."""
    from domino_lessons import Match
    from domino_lessons.coach import value
    from domino_lessons.coach.players import expert

    game, k, seats = job
    n = PLAYERS[game]
    hand = Match(game, [f"P{i}" for i in range(n)]).deal_random(random.Random(k))
    before = list(hand.match.totals)
    held = [[str(t) for t in h] for h in hand.held]
    ask_old({"op": "deal", "game": game, "held": held, "boneyard": [str(t) for t in hand.boneyard],
             "leader": hand.to_move, "seed": k, "seats": [s for s in range(n) if s not in seats]})
    mine = {seat: expert(seed=k * 10 + seat) for seat in seats}
    pending: list[str] = []
    times: dict[str, list[float]] = {"now": [], "before": []}
    while not hand.over:
        seat, legal = hand.to_move, hand.legal_moves()
        if len(legal) == 1:
            move = legal[0]
        elif seat in mine:
            start = time.perf_counter()
            move = mine[seat](hand.observe(seat), legal)
            times["now"].append(time.perf_counter() - start)
        else:
            answer = ask_old({"op": "ask", "moves": pending})
            assert answer is not None
            pending = []
            move = next(m for m in legal if str(m) == answer[0])
            times["before"].append(answer[1])
        hand.push(move)
        pending.append(str(move))
    return {"game": game, "deal": k, "seats": list(seats), "results": [value(hand, s, before) for s in range(n)],
            "times": times}


def jobs(game: str, deals: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """The two plays of each deal (see the module)."""
    n = PLAYERS[game]
    found = []
    for k in range(deals):
        if n == 2 or n == 4:  # two sides: seats 0 and 2 against 1 and 3, or seat 0 against seat 1
            found += [(game, k, tuple(range(0, n, 2))), (game, k, tuple(range(1, n, 2)))]
        else:
            found += [(game, k, (k % n,)), (game, k, ())]
    return found


def summary(game: str, done: list[dict[str, Any]]) -> dict[str, Any]:
    """One game's figures (see the module)."""
    from domino_lessons.coach import stats

    n, figures = PLAYERS[game], []
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for row in done:
        by_deal.setdefault(row["deal"], []).append(row)
    for k, (first, second) in sorted(by_deal.items()):
        if n in (2, 4):  # first: now on side 0; second: before on side 0
            figures.append(first["results"][0] - second["results"][0])
        else:
            seat = first["seats"][0]
            figures.append(first["results"][seat] - second["results"][seat])
    mean, half = stats.interval(figures)
    now = [t for row in done for t in row["times"]["now"]]
    old = [t for row in done for t in row["times"]["before"]]
    return {"deals": len(figures), "now_minus_before": mean, "half_width": half,
            "won": sum(f > 0 for f in figures), "tied": sum(f == 0 for f in figures),
            "lost": sum(f < 0 for f in figures),
            "now_move_ms": {"median": 1000 * statistics.median(now), "max": 1000 * max(now)} if now else None,
            "before_move_ms": {"median": 1000 * statistics.median(old), "max": 1000 * max(old)} if old else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--before", default=BEFORE)
    parser.add_argument("--before-dir", type=Path, help="a folder holding a package domino_lessons to play as before "
                        "(a variant of this checkout's, say), instead of --before's revision")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    games = args.games.split(",")
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    dirty = bool(subprocess.run(["git", "status", "--porcelain", "domino_lessons"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout.strip())
    start = time.perf_counter()
    found: dict[str, Any] = {"before": args.before, "now": head, "working_tree_changed": dirty, "games": {}}
    print(f"| game | deals | now ({head}{' + changes' if dirty else ''}) − before ({args.before_dir or args.before}) a deal, 95 % "
          "| won / tied / lost | move ms now: median, max | before |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        if args.before_dir:
            tmp, found["before"] = str(args.before_dir.resolve()), str(args.before_dir)
        else:
            archive = subprocess.run(["git", "archive", args.before, "domino_lessons"], cwd=ROOT, capture_output=True,
                                     check=True)
            subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        with Pool(args.jobs, initializer=start_old, initargs=(tmp,)) as pool:
            for game in games:
                done = pool.map(one_game, jobs(game, args.deals), chunksize=1)
                g = found["games"][game] = summary(game, done)
                now, old = g["now_move_ms"] or {"median": 0, "max": 0}, g["before_move_ms"] or {"median": 0, "max": 0}
                print(f"| {game} | {g['deals']} | {g['now_minus_before']:+.2f} ± {g['half_width']:.2f} "
                      f"| {g['won']} / {g['tied']} / {g['lost']} | {now['median']:.0f}, {now['max']:.0f} "
                      f"| {old['median']:.0f}, {old['max']:.0f} |", flush=True)
    found["minutes"] = round((time.perf_counter() - start) / 60, 1)
    args.out.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    print(f"\n{found['minutes']} minutes")


if __name__ == "__main__":
    main()
