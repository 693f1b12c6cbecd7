"""domino_lessons: interactive Jupyter lessons for domino games, and the engine behind them.

The package is layered, each layer importing only from those before it:

- ``core``: tiles, the tableau and its layout, the engine, the ``Variant`` base, what a seat sees,
  events, frames, records, errors, codes and their typed facts;
- ``rules``: the registry, and one folder per game (its rules, words, quiz);
- ``narrate``: every sentence, one package per language;
- ``coach``: computer players, what a seat can tell, the review of a hand, simulations;
- ``progress``: a learner's file and the drills made from their mistakes;
- ``views``: SVG drawings, annotations, transcripts, the shareable page;
- ``widgets``: the replay viewer, the play table and the quiz (and their models without ipywidgets);
- at the top, the front doors: ``lesson`` (the notebooks' helpers), ``cli`` and ``launch``.

The core imports nothing from Jupyter, and ``import domino_lessons`` itself imports almost nothing:
each name below is loaded from its module on first use (PEP 562), so the command line and scripts
start fast. Modules that moved keep their old import paths (``moved``).
"""

from __future__ import annotations

import sys
from importlib import import_module

from .moved import MovedFinder

TYPE_CHECKING = False  # not typing's: importing typing would double the cost of this import
if TYPE_CHECKING:  # explicit re-exports, for type checkers of code that uses the package
    from typing import Any

    from .core.tableau import Tableau as Tableau
    from .core.engine import DRAW as DRAW, PASS as PASS, Hand as Hand, Match as Match, Move as Move
    from .core.engine import parse_move as parse_move, play as play
    from .core.errors import DominoError as DominoError, IllegalMoveError as IllegalMoveError
    from .core.errors import RecordError as RecordError
    from .core.events import Event as Event
    from .core.record import Record as Record, Replay as Replay, load as load, loads as loads, replay as replay
    from .rules import find_variant as find_variant
    from .core.tiles import FULL_SET as FULL_SET, Tile as Tile
    from .core import record as record
    from .views import render as render

__version__ = "0.1.0"

_HOMES = {
    "Tableau": "core.tableau", "DRAW": "core.engine", "PASS": "core.engine", "Hand": "core.engine",
    "Match": "core.engine", "Move": "core.engine", "parse_move": "core.engine", "play": "core.engine",
    "DominoError": "core.errors", "IllegalMoveError": "core.errors", "RecordError": "core.errors",
    "Event": "core.events", "Record": "core.record", "Replay": "core.record", "load": "core.record",
    "loads": "core.record", "replay": "core.record", "find_variant": "rules", "FULL_SET": "core.tiles",
    "Tile": "core.tiles",
}

_MODULES = {"record": "core.record", "render": "views.render"}
"""Modules docs/reference/python.md documents by their short names (``from domino_lessons import record``)."""

__all__ = sorted(_HOMES)

sys.meta_path.append(MovedFinder)  # the modules' old paths still import (see ``moved``)


def __getattr__(name: str) -> Any:
    if name in _MODULES:
        return import_module(f".{_MODULES[name]}", __name__)
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'domino_lessons' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])
