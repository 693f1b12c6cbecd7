"""domino_lessons: interactive Jupyter lessons for domino games, and the engine behind them.

The core (tiles, board, engine, events, rules, records) imports nothing from Jupyter.
"""

from .board import Tableau
from .engine import DRAW, PASS, Hand, Match, Move, parse_move, play
from .errors import DominoError, IllegalMoveError, RecordError
from .events import Event
from .record import Record, Replay, load, loads, replay
from .rules import find_variant
from .tiles import FULL_SET, Tile

__version__ = "0.1.0"

__all__ = [
    "DRAW", "FULL_SET", "PASS", "DominoError", "Event", "Hand", "IllegalMoveError", "Match", "Move",
    "Record", "RecordError", "Replay", "Tableau", "Tile", "find_variant", "load", "loads", "parse_move",
    "play", "replay",
]
