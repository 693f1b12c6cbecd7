"""The review against the truth: its verdicts on late positions, set against every consistent deal solved exactly.

    .venv/bin/python benchmarks/bench_truth.py [--positions 500] [--games all-fives,domeng] [--jobs 1]

For every game, seeded one-hand matches are played (hand ``k`` dealt from ``random.Random(k)``: greedy in
every seat on even ``k``; on odd ``k`` the expert with ``EXPERT_PLAYOUTS`` playouts a move in seat 0, greedy
elsewhere) at ``SEATS`` seats, as many as often leave no stock to draw from at the end. Each decision with at
most ``MOST_TILES`` tiles in the hands where the truth is computable is a position (the first ``--positions`` a
game). The truth: ``endgame.solve_counted`` with limits above the Python review's (``TRUTH_DEALS`` deals,
``TRUTH_NODES`` positions), every consistent deal solved exactly, by the search in Python (``native=False``: not
the compiled search the review runs, which the truth so checks once more). The review decides each position four
ways, with one seed of its own (so the same sampled deals): as shipped (``reviewer.decide``: its own exact
``solve`` within the compiled search's limits, else ``coach.PLAYOUTS`` sampled deals, each searched exactly where
``endgame.searched`` takes them, else played out greedily), as the JupyterLite site runs it (``python``: the same,
the search in Python with its own limits), sampling only (``exact=False``), and sampling with greedy playouts only
(the per-deal search off too: the review before it). Each is set against the truth on the move played:

- best move: its best is a truly best move (ties counted as agreement); also within ``TOLERANCE`` of it;
- mistake verdict: ``Decision.mistake`` against the truth (the true cost over ``TOLERANCE``);
- false alarms: called a mistake, yet truly within ``TOLERANCE``; misses: the other way round.

Also per game: the share of positions each way solved exactly, and the one whose sampled deals were each
searched. Targets: best move ≥ 99.5 %, false alarms ≤ 0.5 % (issue 43; 95 % and 2 % before). Prints a table and writes ``benchmarks/truth.json``.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import replace
import statistics
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Iterator, Sequence

from domino_lessons import Match
from domino_lessons.coach import PLAYOUTS, compiled, endgame, reviewer
from domino_lessons.coach.players import Player, expert, greedy
from domino_lessons.coach.reviewer import TIE, TOLERANCE, Deal, Decision, decide
from domino_lessons.core.observation import Observation
from domino_lessons.core.engine import Move

SEATS = {"all-fives": 4, "italian": 4, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 3, "no-reserve": 2,
         "international": 4, "international-two": 2}
"""Each game with its seats: enough that the hands are often played out with nothing left to draw."""
EXPERT_PLAYOUTS = 60
"""The self-playing expert's playouts a move (it only makes the positions; the review uses ``PLAYOUTS``)."""
MOST_TILES = 13
"""The truth is not asked past this many tiles in the hands (``endgame.json``: it seldom fits there)."""
TRUTH_DEALS = 20_000
TRUTH_NODES = 150_000
"""The truth's limits: far above the Python review's own (``endgame.PYTHON``), below the compiled one's."""
WAYS = ("shipped", "python", "sampled", "greedy")
"""The review as shipped, as the JupyterLite site runs it, sampling only, sampling with greedy playouts only."""
FRESH = 7_000_003
"""The review's seeds start here: not a seed the players played with."""
MOST_HANDS = 3_000
"""Hands dealt at most for one game's positions."""
SLOWEST = ("domeng", "all-fives")
"""The games whose solved positions are rarest (a few a hand), started first."""
RESULTS = Path(__file__).resolve().parent / "truth.json"


def players(game: str, k: int) -> list[Player]:
    """Hand ``k``'s players: greedy everywhere on even ``k``, a seeded expert in seat 0 on odd."""
    return [greedy if k % 2 == 0 else expert(seed=k, playouts=EXPERT_PLAYOUTS)] + [greedy] * (SEATS[game] - 1)


def positions(game: str) -> Iterator[tuple[int, Observation, Move, list[float]]]:
    """Every decision of the seeded hands whose truth is computable: hand, position, move played, true values."""
    for k in range(MOST_HANDS):
        hand = Match(game, [f"P{i}" for i in range(SEATS[game])]).deal_random(random.Random(k))
        seated = players(game, k)
        while not hand.over:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            move = seated[hand.to_move](seen, legal)
            if len(legal) > 1 and sum(seen.counts) <= MOST_TILES:
                exact = endgame.solve_counted(seen, legal, TRUTH_DEALS, TRUTH_NODES, native=False)[0]
                if exact is not None:
                    yield k, seen, move, exact
            hand.push(move)


def decided(way: str, seen: Observation, played: Move, seed: int) -> tuple[Decision, float, bool]:
    """The review's decision on ``played`` made ``way`` (one of ``WAYS``), the seconds it took, and whether its
    sampled deals were each searched exactly (``endgame.searched`` answered)."""
    search, module, limits, used = endgame.searched, compiled.module, endgame.limits, []

    def counted(seen: Observation, legal: Sequence[Move], deals: Sequence[Deal]) -> list[list[float]] | None:
        found = search(seen, legal, deals)
        used.append(found is not None)
        return found

    endgame.searched = counted
    if way == "python":  # as where nothing is compiled: the search in Python, its own limits
        compiled.module = lambda: None  # type: ignore[assignment]
    if way == "greedy":  # no sampled deal searched
        endgame.limits = lambda: replace(limits(), deal_tiles=-1)  # type: ignore[assignment]
    start = time.perf_counter()
    try:
        found = decide(seen, played, random.Random(seed), PLAYOUTS, exact=way in ("shipped", "python"))
    finally:
        endgame.searched, compiled.module, endgame.limits = search, module, limits  # type: ignore[assignment]
    return found, time.perf_counter() - start, any(used)


def judged(seen: Observation, played: Move, exact: list[float], seed: int) -> dict[str, Any]:
    """Each way's decision on ``played`` against the true values: the figures ``summary`` counts."""
    truth = dict(zip(seen.legal_moves(), exact))
    top = max(exact)
    cost = top - truth[played]
    row: dict[str, Any] = {"exact_mistake": cost > TOLERANCE + TIE, "cost": cost, "tiles": sum(seen.counts)}
    for way in WAYS:
        found, seconds, searched = decided(way, seen, played, seed)
        row[way] = {"best": truth[found.best] >= top - TIE, "best_near": truth[found.best] >= top - TOLERANCE - TIE,
                    "mistake": found.mistake, "cost": found.cost, "margin": found.margin, "exact": found.exact,
                    "searched": searched, "seconds": seconds}
    return row


def one_game(job: tuple[str, int]) -> dict[str, Any]:
    """``count`` positions of ``game`` judged, with the hands dealt and the seconds taken."""
    game, count = job
    start, rows, last = time.perf_counter(), [], 0
    for number, (k, seen, played, exact) in enumerate(positions(game)):
        if number == count:
            break
        rows.append(judged(seen, played, exact, FRESH + number))
        last = k
    return {"game": game, "hands": last + 1, "seconds": time.perf_counter() - start, "rows": rows}


def summary(done: dict[str, Any]) -> dict[str, Any]:
    """One game's shares, per way."""
    rows = done["rows"]
    share = (lambda key: sum(map(key, rows)) / len(rows)) if rows else (lambda key: 0.0)
    found: dict[str, Any] = {"positions": len(rows), "hands": done["hands"], "seconds": round(done["seconds"], 1),
                             "exact_mistakes": share(lambda r: r["exact_mistake"])}
    for way in WAYS:
        found[way] = {
            "best": share(lambda r: r[way]["best"]), "best_within_tolerance": share(lambda r: r[way]["best_near"]),
            "called_mistakes": share(lambda r: r[way]["mistake"]),
            "verdict": share(lambda r: r[way]["mistake"] == r["exact_mistake"]),
            "false_alarms": share(lambda r: r[way]["mistake"] and not r["exact_mistake"]),
            "misses": share(lambda r: r["exact_mistake"] and not r[way]["mistake"]),
            "solved": share(lambda r: r[way]["exact"]), "searched": share(lambda r: r[way]["searched"]),
            "ms_median": 1000 * statistics.median(r[way]["seconds"] for r in rows) if rows else 0.0,
            "ms_max": 1000 * max((r[way]["seconds"] for r in rows), default=0.0)}
    return found


def table(results: dict[str, dict[str, Any]]) -> str:
    """The results as a markdown table, one line a game and way."""
    keys = ("best", "best_within_tolerance", "called_mistakes", "verdict", "false_alarms", "misses", "solved",
            "searched")
    lines = ["| game | positions (hands) | way | " + " | ".join(k.replace("_", " ") for k in keys)
             + " | ms: median, max |", "|" + "---|" * (len(keys) + 4)]
    for game, r in results.items():
        for way in WAYS:
            shares = " | ".join(f"{100 * r[way][k]:.1f} %" for k in keys)
            lines.append(f"| {game} | {r['positions']} ({r['hands']}) | {way} | {shares} | "
                         f"{r[way]['ms_median']:.0f}, {r[way]['ms_max']:.0f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--games", default=",".join(SEATS))
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = args.games.split(",")
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        done = pool.map(one_game, [(game, args.positions) for game in sorted(games, key=lambda g: g not in SLOWEST)],
                        chunksize=1)
    wall = time.perf_counter() - start
    results = {game: summary(next(d for d in done if d["game"] == game)) for game in games}
    print(f"The review's verdicts ({PLAYOUTS} playouts; shipped, in Python, sampling only, greedy playouts only) against "
          f"every consistent deal solved, tolerance {TOLERANCE}; {wall:.0f} s with {args.jobs} jobs\n")
    print(table(results))
    document = {"playouts": PLAYOUTS, "tolerance": TOLERANCE, "expert_playouts": EXPERT_PLAYOUTS,
                "limits": {"compiled": vars(endgame.COMPILED), "python": vars(endgame.PYTHON)}, "truth_deals": TRUTH_DEALS,
                "truth_nodes": TRUTH_NODES, "most_tiles": MOST_TILES,
                "jobs": args.jobs, "seconds": round(wall, 1), "games": results}
    RESULTS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
