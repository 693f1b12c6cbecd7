"""Advice with its doubt: how often the review calls the expert's own moves mistakes, and greedy's and random's.

    .venv/bin/python benchmarks/bench_advice.py [--hands 10] [--games all-fives,domeng] [--jobs 2]
        [--playouts 1800] [--no-search] [--policies expert] [--out benchmarks/advice.json]

For every game, ``--hands`` deals (deal ``k`` from ``random.Random(k)``) are played three times with a
different player in seat 0 (the expert with ``coach.PLAYOUTS`` playouts a move, greedy, random) and greedy
everywhere else; each hand is then reviewed for seat 0 with the review's default playouts and a fresh seed.
Per game and player: the share of decisions called costly *before* (the old rule: a cost over 0.05 points),
*at 95 %* (the cost's 95 % interval above 0, exact: any cost above 0) and *now* (``Decision.mistake``: that,
and the cost over ``TOLERANCE``), the mean cost per decision, the time per review and per expert move (median,
longest; the expert and the review with ``--playouts``, ``coach.PLAYOUTS`` by default). The expert solves
endgames exactly as the review does, and searches each sampled deal where ``endgame.searched`` takes it
(``--no-search``: greedy playouts only, as before). Targets: at most 5 % of the expert's moves called mistakes, while greedy's and random's still are; an expert
move within 0.3 s and a review within 2 s with at least 3× today's 600 playouts.
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
from domino_lessons.coach import PLAYOUTS, endgame, review
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


def seat_zero(policy: str, k: int, playouts: int) -> Player:
    """The player under test on deal ``k``."""
    if policy == "expert":
        return expert(seed=k, playouts=playouts)
    return greedy if policy == "greedy" else random_player(k)


def one_hand(job: tuple[str, str, int, int, bool]) -> dict[str, Any]:
    """Deal ``k`` of ``game`` played with ``policy`` in seat 0 and reviewed there: its decisions' verdicts."""
    game, policy, k, playouts, search = job
    if not search:
        endgame.DEAL_TILES = -1  # no sampled deal searched: greedy playouts only
    match = Match(game, [f"P{i}" for i in range(PLAYERS[game])])
    hand = match.deal_random(random.Random(k))
    players = [seat_zero(policy, k, playouts)] + [greedy] * (PLAYERS[game] - 1)
    moves = []
    while not hand.over:
        seen, legal = hand.observe(hand.to_move), hand.legal_moves()
        start = time.perf_counter()
        move = players[hand.to_move](seen, legal)
        if hand.to_move == 0 and len(legal) > 1:
            moves.append(time.perf_counter() - start)
        hand.push(move)
    start = time.perf_counter()
    done = review(Record.from_match(match), 1, 0, seed=FRESH + k, playouts=playouts)
    seconds = time.perf_counter() - start
    return {"game": game, "policy": policy, "seconds": seconds, "moves": moves,
            "costs": [d.cost for d in done.decisions], "mistakes": [d.mistake for d in done.decisions],
            "clear": [d.cost > d.margin + TIE for d in done.decisions],
            "exact": [d.exact for d in done.decisions]}


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One game and player's hands summed up."""
    costs = [c for r in rows for c in r["costs"]]
    mistakes = [m for r in rows for m in r["mistakes"]]
    times = [r["seconds"] for r in rows]
    moves = [m for r in rows for m in r["moves"]]
    share = (lambda n: n / len(costs)) if costs else (lambda n: 0.0)
    return {"hands": len(rows), "decisions": len(costs), "before": share(sum(c > OLD_LINE for c in costs)),
            "clear": share(sum(c for r in rows for c in r["clear"])), "now": share(sum(mistakes)),
            "exact": share(sum(e for r in rows for e in r["exact"])),
            "cost": statistics.fmean(costs) if costs else 0.0,
            "review_median": statistics.median(times), "review_max": max(times),
            "move_median": statistics.median(moves) if moves else 0.0, "move_max": max(moves, default=0.0)}


def table(results: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The results as a markdown table, one line a game (the players run, ``POLICIES`` order)."""
    ran = [p for p in POLICIES if p in next(iter(results.values()))]
    head = f"| game | decisions ({'/'.join(ran)}) | " + " | ".join(f"{p}: before → 95 % → now" for p in ran) + (
        f" | mean cost ({'/'.join(ran)}) | review: median, max | expert move: median, max |")
    lines = [head, "|" + "---|" * (len(ran) + 5)]
    for game, by in results.items():
        shares = " | ".join(f"{by[p]['before']:.0%} → {by[p]['clear']:.0%} → {by[p]['now']:.0%}" for p in ran)
        worst = max(by[p]["review_max"] for p in ran)
        median = statistics.median(by[p]["review_median"] for p in ran)
        decisions = "/".join(str(by[p]["decisions"]) for p in ran)
        costs = "/".join(f"{by[p]['cost']:.2f}" for p in ran)
        move = f"{by['expert']['move_median']:.2f} s, {by['expert']['move_max']:.2f} s" if "expert" in by else "-"
        lines.append(f"| {game} | {decisions} | {shares} | {costs} | {median:.2f} s, {worst:.2f} s | {move} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--no-search", action="store_true", help="greedy playouts only, no sampled deal searched")
    parser.add_argument("--policies", default=",".join(POLICIES), help="the players in seat 0 (the table: all)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    games, policies = args.games.split(","), args.policies.split(",")
    jobs = [(game, policy, k, args.playouts, not args.no_search) for game in games for policy in policies
            for k in range(args.hands)]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        rows = pool.map(one_hand, jobs, chunksize=1)
    wall = time.perf_counter() - start
    results = {game: {p: summary([r for r in rows if r["game"] == game and r["policy"] == p]) for p in policies}
               for game in games}
    print(f"Seat 0 reviewed with {args.playouts} playouts a decision and a fresh seed, {args.hands} hands a game "
          f"(costly before: over {OLD_LINE}; then clear at 95 %; now also over {TOLERANCE}); {wall:.0f} s with "
          f"{args.jobs} jobs\n")
    print(table(results))
    document = {"playouts": args.playouts, "search": not args.no_search, "tolerance": TOLERANCE, "hands": args.hands, "jobs": args.jobs, "seconds": round(wall, 1),
                "games": results}
    args.out.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
