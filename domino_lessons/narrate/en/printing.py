"""English words for printed pages: a worksheet and its answer key, a replay's handout."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.labels import Print
from .. import Phrasebook, narrator

BOOK = Phrasebook()

BOOK.words.update({
    Print.NAME: "Name",
    Print.DATE: "Date",
    Print.ANSWER: "Answer",
})


def handout(game: Any, players: Sequence[str], scoring: bool) -> str:
    steps = "the scoring steps" if scoring else "every step"
    return f"{narrator('en').title(type(game))}: {', '.join(players)} ({steps})"


BOOK.phrases.update({
    Print.WORKSHEET: lambda game: f"{narrator('en').title(type(game))}: worksheet",
    Print.KEY: lambda game: f"{narrator('en').title(type(game))}: answer key",
    Print.HANDOUT: handout,
})
