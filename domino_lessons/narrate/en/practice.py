"""English names of the kinds of question every game asks, and the puzzles' (a game names its own in its words)."""

from __future__ import annotations

from ...rules import Variant
from .. import Phrasebook

BOOK = Phrasebook()

KINDS = {"score": "what a play scores", "best": "the best play", "settle": "the settlement",
         "hand_end": "who gains at the end", "leader": "who leads", "draw": "what a draw does",
         "keeps": "which play keeps most", "reading": "reading the table"}
"""The kinds of question every game asks, and the puzzles'; a game names its own in its words."""


@BOOK.says("quiz kind", Variant)
def quiz_kind(kind: str) -> str:
    """What a kind of question is called (a game's words name its own kinds)."""
    return KINDS.get(kind, kind)
