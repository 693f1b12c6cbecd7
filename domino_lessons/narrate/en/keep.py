"""English words for what a widget says about the progress file: not saved, kept only here, a line's link."""

from __future__ import annotations

from ...core.errors import message
from ...core.labels import Keep
from .. import Phrasebook

BOOK = Phrasebook()

BOOK.words.update({
    Keep.ONLY_HERE: ("These ticks are kept only while this notebook runs: to have them remembered, run "
                     "`from domino_lessons import progress; progress.use()` in a cell above this one."),
    Keep.SECTION: "Read again",
})

BOOK.phrases.update({
    Keep.NOT_KEPT: lambda error: f"Your progress is not being saved: {message(error, 'en')}. Everything else goes on.",
    Keep.TO_SECTION: lambda line: f"Read again: {line}",
})
