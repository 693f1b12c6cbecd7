"""Advice with its doubt: how often the review calls the expert's own moves mistakes, and greedy's and random's.

    .venv/bin/python benchmarks/bench_advice.py [--hands 10] [--games all-fives,domeng] [--jobs 2]
        [--playouts 1800 | --playouts 600,1800] [--no-search] [--policies expert] [--before HEAD]
        [--out benchmarks/advice.json]

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
``--playouts`` may list several counts, and ``--before REV`` runs every hand a second time with the exact search
as of git revision REV (its ``coach/endgame.py`` loaded beside today's), the jobs interleaved so that both see the
same load: a second table then gives the times per game, each count and version side by side.
Prints the tables and writes ``benchmarks/advice.json`` (``games``: the first count, today's search; ``runs``:
every count and version).
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import replace
import statistics
import subprocess
import time
from functools import cache
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType
from typing import Any

from domino_lessons import Match
from domino_lessons.coach import PLAYOUTS, endgame, review, reviewer
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
NOW = "now"
"""The version label of this checkout's search (else the git revision given to ``--before``)."""


@cache
def endgame_at(revision: str) -> ModuleType:
    """``coach/endgame.py`` as of git ``revision``, loaded beside today's (its relative imports from this checkout)."""
    source = subprocess.run(["git", "show", f"{revision}:domino_lessons/coach/endgame.py"], capture_output=True,
                            text=True, check=True, cwd=RESULTS.parent).stdout
    module = ModuleType("domino_lessons.coach.endgame_before")
    module.__package__ = "domino_lessons.coach"
    exec(compile(source, f"{revision}:domino_lessons/coach/endgame.py", "exec"), module.__dict__)
    return module


def use_search(version: str, search: bool) -> None:
    """Make the coach search with ``version``'s endgame module (``NOW``: this checkout's), sampled deals searched
    unless not ``search``."""
    module = endgame if version == NOW else endgame_at(version)
    reviewer.endgame = lambda: module  # type: ignore[assignment]
    if not search:  # no sampled deal searched: greedy playouts only
        if hasattr(module, "Limits"):
            within = module.limits()
            module.limits = lambda *_: replace(within, deal_tiles=-1)
        else:  # an endgame module from before the limits (``--before``)
            setattr(module, "DEAL_TILES", -1)


def seat_zero(policy: str, k: int, playouts: int) -> Player:
    """The player under test on deal ``k``."""
    if policy == "expert":
        return expert(seed=k, playouts=playouts)
    return greedy if policy == "greedy" else random_player(k)


def one_hand(job: tuple[str, str, int, int, bool, str]) -> dict[str, Any]:
    """Deal ``k`` of ``game`` played with ``policy`` in seat 0 and reviewed there with ``version``'s search: its
    decisions' verdicts and times."""
    game, policy, k, playouts, search, version = job
    use_search(version, search)
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
    return {"game": game, "policy": policy, "playouts": playouts, "version": version, "seconds": seconds,
            "moves": moves,
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


def times(runs: dict[str, dict[str, dict[str, dict[str, Any]]]]) -> str:
    """The times per game as a markdown table: the expert's move (median, longest) and the longest review, for each
    run (a version and a count of playouts: ``runs``' keys)."""
    labels = list(runs)
    lines = ["| game | " + " | ".join(f"{label}: move median, longest; review longest" for label in labels) + " |",
             "|" + "---|" * (len(labels) + 1)]
    for game in next(iter(runs.values())):
        cells = []
        for label in labels:
            by = runs[label][game]
            move = f"{by['expert']['move_median']:.2f}, {by['expert']['move_max']:.2f}" if "expert" in by else "-, -"
            cells.append(f"{move}; {max(b['review_max'] for b in by.values()):.2f} s")
        lines.append(f"| {game} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--playouts", default=str(PLAYOUTS), help="playouts a decision (several: 600,1800)")
    parser.add_argument("--no-search", action="store_true", help="greedy playouts only, no sampled deal searched")
    parser.add_argument("--policies", default=",".join(POLICIES), help="the players in seat 0 (the table: all)")
    parser.add_argument("--before", help="a git revision: every hand again with its coach/endgame.py, to compare")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    games, policies = args.games.split(","), args.policies.split(",")
    counts, versions = [int(n) for n in args.playouts.split(",")], [NOW] + ([args.before] if args.before else [])
    jobs = [(game, policy, k, count, not args.no_search, version) for game in games for policy in policies
            for k in range(args.hands) for count in counts for version in versions]  # in turn: the same load
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        rows = pool.map(one_hand, jobs, chunksize=1)
    wall = time.perf_counter() - start
    runs = {f"{version} {count}": {game: {p: summary([r for r in rows if (r["game"], r["policy"], r["playouts"],
                                                                          r["version"]) == (game, p, count, version)])
                                          for p in policies} for game in games}
            for count in counts for version in versions}
    for count in counts:
        print(f"Seat 0 reviewed with {count} playouts a decision and a fresh seed, {args.hands} hands a game "
              f"(costly before: over {OLD_LINE}; then clear at 95 %; now also over {TOLERANCE})\n")
        print(table(runs[f"{NOW} {count}"]) + "\n")
    pairs = zip(rows[::len(versions)], rows[len(versions) - 1::len(versions)])  # each hand with each version
    same = all(now[key] == then[key] for now, then in pairs for key in ("costs", "mistakes", "exact"))
    print(f"Times (seconds; {wall:.0f} s with {args.jobs} jobs)\n\n{times(runs)}")
    if args.before:
        print(f"\nThe same moves and review numbers with {args.before}'s search: {'yes' if same else 'NO'}")
    document = {"same_as_before": same, "playouts": counts[0], "search": not args.no_search, "tolerance": TOLERANCE,
                "hands": args.hands, "jobs": args.jobs, "seconds": round(wall, 1), "games": runs[f"{NOW} {counts[0]}"], "runs": runs}
    args.out.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
