"""English words of the class tables: another seat's draw, and a move a table refuses."""

from __future__ import annotations

from ...core.events import Stock
from ...core.labels import TableWord
from .. import Phrasebook
from .core import BOOK as CORE

BOOK = Phrasebook()
BOOK.phrases.update({
    TableWord.HIDDEN_DRAW: lambda who, stock: f"{who} draws a tile from the {CORE.words[Stock(stock)]}",
    TableWord.BAD_MOVE: lambda given: f"{given!r} is not a move: write a tile and an end (6-4 R), draw or pass",
    TableWord.NOT_YOUR_TURN: lambda seat, to_move: f"it is not seat {seat}'s turn: seat {to_move} is to move",
    TableWord.NO_SUCH_SEAT: lambda seat: f"this table has no seat {seat}",
    TableWord.TABLE_OVER: lambda: "the match at this table is over",
})
