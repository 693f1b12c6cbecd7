"""Italian words for what a widget says about the progress file: not saved, kept only here, a line's link."""

from __future__ import annotations

from ...core.errors import message
from ...core.labels import Keep
from .. import Phrasebook

BOOK = Phrasebook()

BOOK.words.update({
    Keep.ONLY_HERE: ("Queste spunte restano solo finché il notebook è aperto: per salvarle, esegui "
                     "`from domino_lessons import progress; progress.use(lang=\"it\")` in una cella precedente."),
    Keep.SECTION: "Rileggi",
})

BOOK.phrases.update({
    Keep.NOT_KEPT: lambda error: (f"I tuoi progressi non vengono salvati: {message(error, 'it')}. "
                                  f"Tutto il resto funziona normalmente."),
    Keep.TO_SECTION: lambda line: f"Rileggi: {line}",
})
