"""Italian words of the class tables: another seat's draw, and a move a table refuses."""

from __future__ import annotations

from ...core.events import Stock
from ...core.labels import TableWord
from .. import Phrasebook
from .core import the

BOOK = Phrasebook()
BOOK.phrases.update({
    TableWord.HIDDEN_DRAW: lambda who, stock: f"{who} pesca una tessera {the(Stock(stock), 'da')}",
    TableWord.BAD_MOVE: lambda given: (f"{given!r} non è una mossa: scrivi una tessera e un capo (6-4 R), draw o "
                                       f"pass"),
    TableWord.NOT_YOUR_TURN: lambda seat, to_move: f"non è il turno del posto {seat}: tocca al posto {to_move}",
    TableWord.NO_SUCH_SEAT: lambda seat: f"a questo tavolo non c'è il posto {seat}",
    TableWord.TABLE_OVER: lambda: "la partita a questo tavolo è finita",
})
