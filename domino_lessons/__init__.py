"""domino_lessons: interactive Jupyter lessons for domino games, and the engine behind them.

The core (tiles, board, engine, events, rules, records) imports nothing from Jupyter, and
``import domino_lessons`` itself imports nothing at all: each name below is loaded from its
module on first use (PEP 562), so the command line and scripts start fast.
"""

from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False  # not typing's: importing typing would double the cost of this import
if TYPE_CHECKING:
    from typing import Any

    from .board import Tableau
    from .engine import DRAW, PASS, Hand, Match, Move, parse_move, play
    from .errors import DominoError, IllegalMoveError, RecordError
    from .events import Event
    from .record import Record, Replay, load, loads, replay
    from .rules import find_variant
    from .tiles import FULL_SET, Tile

__version__ = "0.1.0"

_HOMES = {
    "Tableau": "board", "DRAW": "engine", "PASS": "engine", "Hand": "engine", "Match": "engine", "Move": "engine",
    "parse_move": "engine", "play": "engine", "DominoError": "errors", "IllegalMoveError": "errors",
    "RecordError": "errors", "Event": "events", "Record": "record", "Replay": "record", "load": "record",
    "loads": "record", "replay": "record", "find_variant": "rules", "FULL_SET": "tiles", "Tile": "tiles",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'domino_lessons' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])
