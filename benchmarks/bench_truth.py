"""The review against the truth: its sampling verdicts on late positions, set against the exact endgame.

    .venv/bin/python benchmarks/bench_truth.py [--positions 500] [--games all-fives,domeng] [--jobs 2]

For every game, seeded one-hand matches are played (hand ``k`` dealt from ``random.Random(k)``: greedy in
every seat on even ``k``; on odd ``k`` the expert with ``EXPERT_PLAYOUTS`` playouts a move in seat 0, greedy
elsewhere) at ``SEATS`` seats, as many as often leave no stock to draw from at the end. Each decision with at
most ``MOST_TILES`` tiles in the hands where ``endgame.solve`` answers is a position (the first ``--positions`` a game): the review decides it twice, exactly and with the
solver switched off (``reviewer.decide(..., exact=False)``: ``coach.PLAYOUTS`` playouts, a seed of its own),
and the sampled verdict on the move played is set against the exact one:

- best move: the sampled best is an exactly best move (ties counted as agreement); also within ``TOLERANCE``;
- mistake verdict: ``Decision.mistake`` sampled against exactly (the exact cost over ``TOLERANCE``);
- false alarms: called a mistake by sampling, yet exactly within ``TOLERANCE``; misses: the other way round;
- the same two with the old rule (no tolerance: mistake when the interval is above 0, exactly any cost above 0).

Targets: best move ≥ 95 %, false alarms ≤ 2 %. Prints a table and writes ``benchmarks/truth.json``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Iterator

from domino_lessons import Match
from domino_lessons.coach import PLAYOUTS, reviewer
from domino_lessons.coach.players import Player, expert, greedy
from domino_lessons.coach.reviewer import TIE, TOLERANCE, decide
from domino_lessons.core.observation import Observation
from domino_lessons.core.engine import Move

SEATS = {"all-fives": 4, "italian": 4, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 3, "no-reserve": 2,
         "international": 4, "international-two": 2}
"""Each game with its seats: enough that the hands are often played out with nothing left to draw."""
EXPERT_PLAYOUTS = 60
"""The self-playing expert's playouts a move (it only makes the positions; the review uses ``PLAYOUTS``)."""
MOST_TILES = 11
"""``solve`` is not asked past this many tiles in the hands: it answered none there (``endgame.json``)."""
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
    """Every decision of the seeded hands that ``endgame.solve`` answers: hand, position, move played, exact values."""
    for k in range(MOST_HANDS):
        hand = Match(game, [f"P{i}" for i in range(SEATS[game])]).deal_random(random.Random(k))
        seated = players(game, k)
        while not hand.over:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            move = seated[hand.to_move](seen, legal)
            exact = reviewer.solve(seen, legal) if len(legal) > 1 and sum(seen.counts) <= MOST_TILES else None
            if exact is not None:
                yield k, seen, move, exact
            hand.push(move)


def judged(seen: Observation, played: Move, exact: list[float], seed: int) -> dict[str, Any]:
    """The sampled decision on ``played`` against the exact values: the figures ``summary`` counts."""
    sampled = decide(seen, played, random.Random(seed), PLAYOUTS, exact=False)
    truth = dict(zip(seen.legal_moves(), exact))
    top = max(exact)
    cost = top - truth[sampled.played]
    return {"best": truth[sampled.best] >= top - TIE, "best_near": truth[sampled.best] >= top - TOLERANCE - TIE,
            "mistake": sampled.mistake, "exact_mistake": cost > TOLERANCE + TIE,
            "old_mistake": sampled.cost > sampled.margin + TIE, "old_exact_mistake": cost > TIE,
            "cost": cost, "sampled_cost": sampled.cost, "margin": sampled.margin}


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
    """One game's shares."""
    rows = done["rows"]
    share = (lambda key: sum(key(r) for r in rows) / len(rows)) if rows else (lambda key: 0.0)
    return {"positions": len(rows), "hands": done["hands"], "seconds": round(done["seconds"], 1),
            "best": share(lambda r: r["best"]), "best_within_tolerance": share(lambda r: r["best_near"]),
            "exact_mistakes": share(lambda r: r["exact_mistake"]), "called_mistakes": share(lambda r: r["mistake"]),
            "verdict": share(lambda r: r["mistake"] == r["exact_mistake"]),
            "false_alarms": share(lambda r: r["mistake"] and not r["exact_mistake"]),
            "misses": share(lambda r: r["exact_mistake"] and not r["mistake"]),
            "old_verdict": share(lambda r: r["old_mistake"] == r["old_exact_mistake"]),
            "old_false_alarms": share(lambda r: r["old_mistake"] and not r["old_exact_mistake"])}


def table(results: dict[str, dict[str, Any]]) -> str:
    """The results as a markdown table, one line a game."""
    keys = ("best", "best_within_tolerance", "exact_mistakes", "called_mistakes", "verdict", "false_alarms", "misses",
            "old_verdict", "old_false_alarms")
    lines = ["| game | positions (hands) | " + " | ".join(k.replace("_", " ") for k in keys) + " | seconds |",
             "|" + "---|" * (len(keys) + 3)]
    for game, r in results.items():
        shares = " | ".join(f"{100 * r[k]:.1f} %" for k in keys)
        lines.append(f"| {game} | {r['positions']} ({r['hands']}) | {shares} | {r['seconds']:.0f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--games", default=",".join(SEATS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    games = args.games.split(",")
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        done = pool.map(one_game, [(game, args.positions) for game in sorted(games, key=lambda g: g not in SLOWEST)],
                        chunksize=1)
    wall = time.perf_counter() - start
    results = {game: summary(next(d for d in done if d["game"] == game)) for game in games}
    print(f"Sampled verdicts ({PLAYOUTS} playouts, solver off) against exact endgames, tolerance {TOLERANCE}; "
          f"{wall:.0f} s with {args.jobs} jobs\n")
    print(table(results))
    document = {"playouts": PLAYOUTS, "tolerance": TOLERANCE, "expert_playouts": EXPERT_PLAYOUTS,
                "jobs": args.jobs, "seconds": round(wall, 1), "games": results}
    RESULTS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
