"""Italian names of the kinds of question every game asks, and the puzzles' (a game names its own in its words)."""

from __future__ import annotations

from ...rules import Variant
from .. import Phrasebook

BOOK = Phrasebook()

KINDS = {"score": "quanto segna una giocata", "best": "quale giocata segna di più", "settle": "il conto di fine mano",
         "hand_end": "chi segna a fine mano", "leader": "chi apre", "draw": "che cosa succede dopo una pescata",
         "keeps": "quale giocata rende di più", "reading": "leggere il tavolo"}
"""I tipi di domanda di ogni gioco e dei problemi; un gioco nomina i suoi nelle sue parole."""


@BOOK.says("quiz kind", Variant)
def quiz_kind(kind: str) -> str:
    """Come si chiama un tipo di domanda (le parole di un gioco nominano i suoi tipi)."""
    return KINDS.get(kind, kind)
