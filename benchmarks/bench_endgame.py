"""Exact endgames: how long ``coach.endgame`` takes against the tiles left and the consistent deals, per game.

    .venv/bin/python benchmarks/bench_endgame.py [HANDS [GAME,GAME...]]

For each game (as many players as ``bench_coach`` seats), HANDS (default 30) random deals are played
by greedy players. At every decision (a seat with a choice) ``endgame.solve`` is called as a review
calls it, timed: what it costs a hand, answers or refusals, and the share of decisions it solves.
Where nothing is left to draw and at most ``MOST_TILES`` tiles are in the hands, the position is also
solved with limits far above ``solve``'s (``MEASURE_DEALS`` deals, ``MEASURE_NODES`` positions), to
see the time against the tiles left and the deals. The limits (``MAX_DEALS``, ``NODES``) are chosen
from these figures so that a decision costs at most a few tenths of a second and a hand's
review well within 2 s. Writes ``benchmarks/endgame.json``.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import NamedTuple

from domino_lessons import Match
from domino_lessons.coach import endgame
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.core.engine import Move
from domino_lessons.core.events import DrawRule
from domino_lessons.core.observation import Observation
from domino_lessons.rules import registry

PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}
MOST_TILES = 13
MEASURE_DEALS = 20_000
MEASURE_NODES = 60_000
INF = float("inf")


class Seen(NamedTuple):
    """One decision: its hand, the tiles left, what ``solve`` took and whether it solved it; and, where
    measured, the deals, the positions and the time to solve it past ``solve``'s limits (else 0, 0, inf)."""

    hand: int
    tiles: int
    solve_seconds: float
    solved: bool
    deals: int
    nodes: int
    seconds: float


def decisions(game: str, hands: int) -> list[Seen]:
    """Every decision of ``hands`` greedy hands of ``game``."""
    found = []
    for seed in range(hands):
        hand = Match(game, [f"P{i}" for i in range(PLAYERS[game])]).deal_random(random.Random(seed))
        while not hand.over:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            if len(legal) > 1:
                start = time.perf_counter()
                solved = endgame.solve(seen, legal) is not None
                found.append(Seen(seed, sum(seen.counts), time.perf_counter() - start, solved, *measure(seen, legal)))
            hand.push(greedy(seen, legal))
    return found


def measure(seen: Observation, legal: list[Move]) -> tuple[int, int, float]:
    """Deals, positions searched and seconds (inf: past the measuring limits) to solve ``seen``; (0, 0, inf)
    where it is not measured (a stock to draw from, more than ``MOST_TILES`` tiles or ``MEASURE_DEALS`` deals)."""
    if sum(seen.counts) > MOST_TILES or (seen.stock and seen.variant.draw != DrawRule.NONE):
        return 0, 0, INF
    deals = endgame.count_deals(observed_knowledge(seen))
    if deals > MEASURE_DEALS:
        return deals, 0, INF
    start = time.perf_counter()
    solved, nodes = endgame.solve_counted(seen, legal, MEASURE_DEALS, MEASURE_NODES)
    return deals, nodes, (time.perf_counter() - start if solved is not None else INF)


def by_tiles(found: list[Seen]) -> list[dict[str, float]]:
    """One row per number of tiles left, over the measured decisions."""
    rows = []
    for left in sorted({f.tiles for f in found if f.deals}):
        at = [f for f in found if f.tiles == left and f.deals]
        times = sorted(f.seconds for f in at)
        rows.append({"tiles": left, "positions": len(at), "deals_median": statistics.median(f.deals for f in at),
                     "deals_max": max(f.deals for f in at), "nodes_median": statistics.median(f.nodes for f in at),
                     "ms_median": 1000 * statistics.median(times), "ms_p90": 1000 * times[round(0.9 * (len(times) - 1))],
                     "ms_max": 1000 * times[-1], "solved_share": sum(f.solved for f in at) / len(at)})
    return rows


def per_hand(found: list[Seen]) -> dict[str, float]:
    """What ``solve`` costs: per decision and per hand (all of a hand's decisions, every seat's), and its share."""
    hands = {f.hand for f in found}
    spent = [sum(f.solve_seconds for f in found if f.hand == h) for h in hands]
    solved = [f for f in found if f.solved]
    timed = [f for f in found if f.nodes and f.seconds < INF]
    return {"decisions": len(found), "solved_share": len(solved) / len(found),
            "solve_ms_max": 1000 * max(f.solve_seconds for f in found),
            "hand_ms_mean": 1000 * statistics.fmean(spent), "hand_ms_max": 1000 * max(spent),
            "us_per_node": 1e6 * sum(f.seconds for f in timed) / max(1, sum(f.nodes for f in timed))}


def show(game: str, rows: list[dict[str, float]], total: dict[str, float]) -> None:
    for r in rows:
        print(f"{game:18} {r['tiles']:5.0f} {r['positions']:4.0f} {r['deals_median']:7.0f}/{r['deals_max']:<7.0f} "
              f"{r['nodes_median']:8.0f} {r['ms_median']:7.1f}/{r['ms_p90']:7.1f}/{r['ms_max']:7.1f} "
              f"{100 * r['solved_share']:5.0f}%")
    print(f"{game:18} solve: {100 * total['solved_share']:.0f}% of {total['decisions']:.0f} decisions solved, "
          f"at most {total['solve_ms_max']:.0f} ms a decision, {total['hand_ms_mean']:.0f} ms a hand on average "
          f"(at most {total['hand_ms_max']:.0f}), {total['us_per_node']:.0f} us a position\n")


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    games = sys.argv[2].split(",") if len(sys.argv) > 2 else list(registry())
    print(f"limits: MAX_DEALS={endgame.MAX_DEALS} NODES={endgame.NODES}; {hands} greedy hands a game; "
          f"measured past them up to {MEASURE_DEALS} deals, {MEASURE_NODES} positions")
    print(f"{'game':18} {'tiles':>5} {'pos':>4} {'deals med/max':>15} {'nodes':>8} {'ms med/p90/max':>23} solved")
    results = {}
    for game in games:
        found = decisions(game, hands)
        rows, total = by_tiles(found), per_hand(found)
        show(game, rows, total)
        results[game] = {"solve": total, "by_tiles": [{k: (None if v == INF else v) for k, v in r.items()} for r in rows]}
    out = Path(__file__).with_name("endgame.json")
    out.write_text(json.dumps({"limits": {"max_deals": endgame.MAX_DEALS, "nodes": endgame.NODES}, "hands": hands,
                               "games": results}, indent=1) + "\n")


if __name__ == "__main__":
    main()
