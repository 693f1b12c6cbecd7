"""Italian words for printed pages: a worksheet and its answer key, a replay's handout."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.labels import Print
from .. import Phrasebook, narrator

BOOK = Phrasebook()

BOOK.words.update({
    Print.NAME: "Nome",
    Print.DATE: "Data",
    Print.ANSWER: "Risposta",
})


def names(players: Sequence[str]) -> str:
    """``Gino e Lucia``, ``Ada, Ben, Cy e Dan``."""
    return " e ".join([", ".join(players[:-1]), players[-1]]) if len(players) > 1 else "".join(players)


def handout(game: Any, players: Sequence[str], scoring: bool) -> str:
    steps = "le mosse in cui si segna" if scoring else "tutte le mosse"
    return f"{narrator('it').title(type(game))}: {names(players)} ({steps})"


BOOK.phrases.update({
    Print.WORKSHEET: lambda game: f"{narrator('it').title(type(game))}: scheda di esercizi",
    Print.KEY: lambda game: f"{narrator('it').title(type(game))}: soluzioni",
    Print.HANDOUT: handout,
})
