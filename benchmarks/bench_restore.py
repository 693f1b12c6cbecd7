"""A class table brought back from its journal after a restart: the computer's moves journalled as moves (as now)
against asking the computer again for each of them (as before 2026-12-07), side by side in one run.

    .venv/bin/python benchmarks/bench_restore.py [--moves 1000] [--bot expert] [--json benchmarks/restore.json]

A Goat table, one learner and the computer (``--bot``) in the three other seats, is played (the learner's moves
greedy's choice, the deals from a seeded generator) until its journal holds ``--moves`` moves or more. Measured:
``Table.restore`` of that journal (the median of five), and the same journal made again the old way, each of the
computer's moves asked of its player once more before it is made (once: it takes long with the expert). Target:
1,000 moves restored in 2 s at most.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from domino_lessons.coach.players import PLAYERS, greedy
from domino_lessons.core.engine import parse_move
from domino_lessons.tables.seal import Seal
from domino_lessons.tables.table import Table, deal_from


def played(path: Path, seal: Seal, moves: int, bot: str) -> Table:
    """A table played until its journal holds ``moves`` moves."""
    table = Table("BENCH", "goat", ["Ada", "Ben", "Cy", "Dan"], path, seal=seal, bot=bot,
                  humans=[True, False, False, False], shuffle=random.Random(1))
    table.start()
    while sum("move" in line for line in table.journal.read()) < moves:
        if table.match.over:
            table.steer("restart")
        elif table.hand.over:
            table.next_hand()
        else:
            table.act(0, str(greedy(table.hand.observe(0), table.hand.legal_moves())))
    return table


def asking_again(path: Path, seal: Seal) -> float:
    """Seconds to make the journal again asking the computer for each of its moves, as the service did before."""
    lines = path.read_text().splitlines()
    first = json.loads(lines[0])
    table = Table(first["table"], first["game"], first["names"], path, seal=seal, bot=first["bot"],
                  humans=first["humans"], shuffle=random.Random(2))
    players = [PLAYERS[table.bot](seat) for seat in range(4)]
    start = time.perf_counter()
    for line in map(json.loads, lines[1:]):
        if "move" in line and not table.humans[line["seat"]]:
            players[line["seat"]](table.hand.observe(line["seat"]), table.hand.legal_moves())
            table.hand.apply(parse_move(line["move"]))
        elif line.get("steer") == "restart":
            table.restarted(table.fresh_match(), deal_from(seal.open(line["deal"], table.about(table.restarts + 1, 1))))
        else:
            table.replay_line(line)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--bot", default="expert", choices=sorted(PLAYERS))
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    seal = Seal.fresh()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "BENCH.jsonl"
        table = played(path, seal, args.moves, args.bot)
        lines = table.journal.read()
        moves = sum("move" in line for line in lines)
        times = []
        for _ in range(5):
            start = time.perf_counter()
            again = Table.restore(path, seal)
            times.append(time.perf_counter() - start)
        assert again.view(None) == table.view(None)
        before = asking_again(path, seal)
    now = statistics.median(times)
    result = {"moves": moves, "lines": len(lines), "bot": args.bot, "restore_s": round(now, 3),
              "asking_again_s": round(before, 2), "ratio": round(before / now, 1)}
    print(f"{moves} moves ({len(lines)} lines, the computer as {args.bot}): restored in {now:.3f} s (median of 5); "
          f"asking the computer again {before:.2f} s: {before / now:.0f}x")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
