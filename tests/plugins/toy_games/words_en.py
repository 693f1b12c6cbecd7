"""English words of the toy game: its name (the rest it shares with the game it derives from)."""

from __future__ import annotations

from domino_lessons.narrate import Phrasebook

from . import FirstToFifty

BOOK = Phrasebook()
BOOK.fixed(FirstToFifty, title="First to fifty")
