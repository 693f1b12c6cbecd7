"""Exact endgames: the search in Python and the compiled one, side by side, against the tiles left and the deals.

    .venv/bin/python benchmarks/bench_endgame.py [HANDS [GAME,GAME...]]

For each game (as many players as ``bench_coach`` seats), HANDS (default 30) random deals are played
by greedy players. At every decision (a seat with a choice) ``endgame.solve_counted`` is called as a review
calls it, twice, timed: in Python with its limits (``endgame.PYTHON``, as on the JupyterLite site) and compiled with
its own (``endgame.COMPILED``): what each costs a decision and a hand, and the share of decisions each solves.
Where nothing is left to draw and at most ``MOST_TILES`` tiles are in the hands, the position is also
solved by both with the same limits far above Python's (``MEASURE_DEALS`` deals, ``MEASURE_NODES`` positions),
to see the time against the tiles left and the deals, and the positions each searches a second (they search the
same positions: checked). The limits are chosen from these figures so that a decision costs at most a few tenths
of a second and a hand's review well within 2 s. Writes ``benchmarks/endgame.json``.
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
from domino_lessons.coach import compiled, endgame
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.core.engine import Move
from domino_lessons.core.events import DrawRule
from domino_lessons.core.observation import Observation

PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}
MOST_TILES = 13
MEASURE_DEALS = 20_000
MEASURE_NODES = 150_000
INF = float("inf")


class Seen(NamedTuple):
    """One decision: its hand, the tiles left, what each search took with its own limits and whether it solved it;
    and, where measured, the deals, the positions and each search's time to solve it past Python's limits (else
    0, 0, inf, inf)."""

    hand: int
    tiles: int
    python_seconds: float
    python_solved: bool
    compiled_seconds: float
    compiled_solved: bool
    deals: int
    nodes: int
    python_measured: float
    compiled_measured: float


def timed(seen: Observation, legal: list[Move], limits: endgame.Limits, native: bool) -> tuple[float, bool]:
    """The seconds ``solve`` takes with these limits and search, and whether it solved the position."""
    start = time.perf_counter()
    solved = endgame.solve_counted(seen, legal, limits.deals, limits.nodes, native)[0] is not None
    return time.perf_counter() - start, solved


def decisions(game: str, hands: int) -> list[Seen]:
    """Every decision of ``hands`` greedy hands of ``game``."""
    found = []
    for seed in range(hands):
        hand = Match(game, [f"P{i}" for i in range(PLAYERS[game])]).deal_random(random.Random(seed))
        while not hand.over:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            if len(legal) > 1:
                found.append(Seen(seed, sum(seen.counts), *timed(seen, legal, endgame.PYTHON, False),
                                  *timed(seen, legal, endgame.COMPILED, True), *measure(seen, legal)))
            hand.push(greedy(seen, legal))
    return found


def measure(seen: Observation, legal: list[Move]) -> tuple[int, int, float, float]:
    """Deals, positions searched and each search's seconds (inf: past the measuring limits) to solve ``seen``;
    (0, 0, inf, inf) where it is not measured (a stock to draw from, more than ``MOST_TILES`` tiles or
    ``MEASURE_DEALS`` deals)."""
    if sum(seen.counts) > MOST_TILES or (seen.stock and seen.variant.draw != DrawRule.NONE):
        return 0, 0, INF, INF
    deals = endgame.count_deals(observed_knowledge(seen))
    if deals > MEASURE_DEALS:
        return deals, 0, INF, INF
    seconds = []
    for native in (False, True):
        start = time.perf_counter()
        solved, nodes = endgame.solve_counted(seen, legal, MEASURE_DEALS, MEASURE_NODES, native)
        seconds.append(time.perf_counter() - start if solved is not None else INF)
        if native:
            assert (solved is None) == (seconds[0] == INF) and nodes == positions, "the searches differ"
        positions = nodes
    return deals, positions, seconds[0], seconds[1]


def by_tiles(found: list[Seen]) -> list[dict[str, float]]:
    """One row per number of tiles left, over the measured decisions."""
    rows = []
    for left in sorted({f.tiles for f in found if f.deals}):
        at = [f for f in found if f.tiles == left and f.deals]
        row: dict[str, float] = {"tiles": left, "positions": len(at),
                                 "deals_median": statistics.median(f.deals for f in at),
                                 "deals_max": max(f.deals for f in at),
                                 "nodes_median": statistics.median(f.nodes for f in at)}
        for name in ("python", "compiled"):
            times = sorted(getattr(f, f"{name}_measured") for f in at)
            row.update({f"{name}_ms_median": 1000 * statistics.median(times),
                        f"{name}_ms_max": 1000 * times[-1],
                        f"{name}_solved_share": sum(getattr(f, f"{name}_solved") for f in at) / len(at)})
        rows.append(row)
    return rows


def per_hand(found: list[Seen]) -> dict[str, float]:
    """What ``solve`` costs with each search and its limits: per decision and per hand (all of a hand's decisions,
    every seat's), the share solved, and the positions a second where both solved past Python's limits."""
    hands = {f.hand for f in found}
    total: dict[str, float] = {"decisions": len(found)}
    timed_both = [f for f in found if f.nodes and f.python_measured < INF]
    nodes = sum(f.nodes for f in timed_both)
    for name in ("python", "compiled"):
        spent = [sum(getattr(f, f"{name}_seconds") for f in found if f.hand == h) for h in hands]
        total.update({f"{name}_solved_share": sum(getattr(f, f"{name}_solved") for f in found) / len(found),
                      f"{name}_ms_max": 1000 * max(getattr(f, f"{name}_seconds") for f in found),
                      f"{name}_hand_ms_mean": 1000 * statistics.fmean(spent), f"{name}_hand_ms_max": 1000 * max(spent),
                      f"{name}_nodes_per_second": nodes / max(1e-9, sum(getattr(f, f"{name}_measured")
                                                                         for f in timed_both))})
    total["speedup"] = total["compiled_nodes_per_second"] / max(1e-9, total["python_nodes_per_second"])
    return total


def show(game: str, rows: list[dict[str, float]], total: dict[str, float]) -> None:
    for r in rows:
        print(f"{game:18} {r['tiles']:5.0f} {r['positions']:4.0f} {r['deals_median']:7.0f}/{r['deals_max']:<7.0f} "
              f"{r['nodes_median']:8.0f} {r['python_ms_median']:7.1f}/{r['python_ms_max']:7.1f} "
              f"{r['compiled_ms_median']:6.2f}/{r['compiled_ms_max']:6.2f}")
    print(f"{game:18} solved: {100 * total['python_solved_share']:.0f}% in Python, "
          f"{100 * total['compiled_solved_share']:.0f}% compiled, of {total['decisions']:.0f} decisions; a decision at "
          f"most {total['python_ms_max']:.0f} / {total['compiled_ms_max']:.0f} ms, a hand {total['python_hand_ms_mean']:.0f}"
          f" / {total['compiled_hand_ms_mean']:.0f} ms on average; {total['python_nodes_per_second'] / 1e3:.0f}k / "
          f"{total['compiled_nodes_per_second'] / 1e3:.0f}k positions a second ({total['speedup']:.0f}x)\n")


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    games = sys.argv[2].split(",") if len(sys.argv) > 2 else list(PLAYERS)
    assert compiled.module() is not None, "the compiled search is not built (pip install -e .)"
    print(f"limits: Python {endgame.PYTHON}, compiled {endgame.COMPILED}; {hands} greedy hands a game; both measured "
          f"up to {MEASURE_DEALS} deals, {MEASURE_NODES} positions")
    print(f"{'game':18} {'tiles':>5} {'pos':>4} {'deals med/max':>15} {'nodes':>8} {'Python ms med/max':>17} "
          f"{'compiled ms':>13}")
    results = {}
    for game in games:
        found = decisions(game, hands)
        rows, total = by_tiles(found), per_hand(found)
        show(game, rows, total)
        results[game] = {"solve": total, "by_tiles": [{k: (None if v == INF else v) for k, v in r.items()} for r in rows]}
    out = Path(__file__).with_name("endgame.json")
    out.write_text(json.dumps({"limits": {"python": vars(endgame.PYTHON), "compiled": vars(endgame.COMPILED)},
                               "measured": {"deals": MEASURE_DEALS, "nodes": MEASURE_NODES}, "hands": hands,
                               "games": results}, indent=1) + "\n")


if __name__ == "__main__":
    main()
