"""The ``domino-lessons`` command: ``replay`` a record, ``simulate`` hands between computer players."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from .errors import DominoError
from .players import PLAYERS
from .record import load, replay
from .rules import VARIANT_IDS
from .simulate import simulate, summary_text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="domino-lessons", description="Domino lessons: replays and simulations.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rep = commands.add_parser("replay", help="replay a game record with every event annotated")
    rep.add_argument("record", metavar="RECORD", help="a record file (domino-lessons/record/1 JSON)")
    rep.add_argument("--json", action="store_true", help="print the replay as one JSON document")
    sim = commands.add_parser("simulate", help="play complete hands between computer players, print statistics")
    sim.add_argument("variant", metavar="VARIANT", help=f"one of {', '.join(VARIANT_IDS)}")
    sim.add_argument("--hands", type=positive, default=100, help="how many hands (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    sim.add_argument("--players", type=positive, default=None, help="number of players (default: the fewest allowed)")
    sim.add_argument("--bot", choices=sorted(PLAYERS), default="greedy", help="computer player (default greedy)")
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    return parser


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; 0 on success, 2 with one line on stderr for bad input."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "replay":
            return run_replay(args.record, args.json)
        return run_simulate(args)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


def run_replay(path: str, as_json: bool) -> int:
    try:
        result = replay(load(path))
    except DominoError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(result.transcript())
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    try:
        stats = simulate(args.variant, args.hands, args.seed, args.players, args.bot)
    except DominoError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(stats, indent=2) + "\n" if args.json else summary_text(stats))
    return 0
