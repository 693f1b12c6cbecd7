"""Advice with its doubt: how often the review calls the expert's own moves mistakes, and greedy's and random's.

    .venv/bin/python benchmarks/bench_advice.py [--hands 10] [--games all-fives,domeng] [--jobs 2]

For every game, ``--hands`` deals (deal ``k`` from ``random.Random(k)``) are played three times with a
different player in seat 0 (the expert with ``coach.PLAYOUTS`` playouts a move, greedy, random) and greedy
everywhere else; each hand is then reviewed for seat 0 with the review's default playouts and a fresh seed.
Per game and player: the share of decisions called costly *before* (the old rule: a cost over 0.05 points),
*at 95 %* (the cost's 95 % interval above 0, exact: any cost above 0) and *now* (``Decision.mistake``: that,
and the cost over ``TOLERANCE``), the mean cost per decision, and the time per review. The expert solves
endgames exactly as the review does. Target: at most 5 % of the expert's moves called mistakes, while greedy's and random's still are.
Prints a table and writes ``benchmarks/advice.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from domino_lessons import Match
from domino_lessons.coach import PLAYOUTS, review
from domino_lessons.coach.players import Player, expert, greedy, random_player
from domino_lessons.coach.reviewer import TIE, TOLERANCE
from domino_lessons.core.record import Record

PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}
"""Each game with its seats (as ``bench_coach``)."""
POLICIES = ("expert", "greedy", "random")
FRESH = 1_000_003
"""The review's seed is ``FRESH + k`` for deal ``k``: not a seed the expert played with."""
OLD_LINE = 0.05
"""The old rule: a decision was costly when it cost over this on average."""
RESULTS = Path(__file__).resolve().parent / "advice.json"


def seat_zero(policy: str, k: int) -> Player:
    """The player under test on deal ``k``."""
    if policy == "expert":
        return expert(seed=k)
    return greedy if policy == "greedy" else random_player(k)


def one_hand(job: tuple[str, str, int]) -> dict[str, Any]:
    """Deal ``k`` of ``game`` played with ``policy`` in seat 0 and reviewed there: its decisions' verdicts."""
    game, policy, k = job
    match = Match(game, [f"P{i}" for i in range(PLAYERS[game])])
    hand = match.deal_random(random.Random(k))
    players = [seat_zero(policy, k)] + [greedy] * (PLAYERS[game] - 1)
    while not hand.over:
        hand.push(players[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
    start = time.perf_counter()
    done = review(Record.from_match(match), 1, 0, seed=FRESH + k)
    seconds = time.perf_counter() - start
    return {"game": game, "policy": policy, "seconds": seconds,
            "costs": [d.cost for d in done.decisions], "mistakes": [d.mistake for d in done.decisions],
            "clear": [d.cost > d.margin + TIE for d in done.decisions],
            "exact": [d.exact for d in done.decisions]}


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One game and player's hands summed up."""
    costs = [c for r in rows for c in r["costs"]]
    mistakes = [m for r in rows for m in r["mistakes"]]
    times = [r["seconds"] for r in rows]
    share = (lambda n: n / len(costs)) if costs else (lambda n: 0.0)
    return {"hands": len(rows), "decisions": len(costs), "before": share(sum(c > OLD_LINE for c in costs)),
            "clear": share(sum(c for r in rows for c in r["clear"])), "now": share(sum(mistakes)),
            "exact": share(sum(e for r in rows for e in r["exact"])),
            "cost": statistics.fmean(costs) if costs else 0.0,
            "review_median": statistics.median(times), "review_max": max(times)}


def table(results: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The results as a markdown table, one line a game."""
    head = "| game | decisions (expert/greedy/random) | " + " | ".join(
        f"{p}: before → 95 % → now" for p in POLICIES) + " | mean cost (expert/greedy/random) | review: median, max |"
    lines = [head, "|" + "---|" * (len(POLICIES) + 4)]
    for game, by in results.items():
        shares = " | ".join(f"{by[p]['before']:.0%} → {by[p]['clear']:.0%} → {by[p]['now']:.0%}" for p in POLICIES)
        worst = max(by[p]["review_max"] for p in POLICIES)
        median = statistics.median(by[p]["review_median"] for p in POLICIES)
        decisions = "/".join(str(by[p]["decisions"]) for p in POLICIES)
        costs = "/".join(f"{by[p]['cost']:.2f}" for p in POLICIES)
        lines.append(f"| {game} | {decisions} | {shares} | {costs} | {median:.2f} s, {worst:.2f} s |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    games = args.games.split(",")
    jobs = [(game, policy, k) for game in games for policy in POLICIES for k in range(args.hands)]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        rows = pool.map(one_hand, jobs, chunksize=1)
    wall = time.perf_counter() - start
    results = {game: {p: summary([r for r in rows if r["game"] == game and r["policy"] == p]) for p in POLICIES}
               for game in games}
    print(f"Seat 0 reviewed with {PLAYOUTS} playouts a decision and a fresh seed, {args.hands} hands a game "
          f"(costly before: over {OLD_LINE}; then clear at 95 %; now also over {TOLERANCE}); {wall:.0f} s with "
          f"{args.jobs} jobs\n")
    print(table(results))
    document = {"playouts": PLAYOUTS, "tolerance": TOLERANCE, "hands": args.hands, "jobs": args.jobs, "seconds": round(wall, 1),
                "games": results}
    RESULTS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
