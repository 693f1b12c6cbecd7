"""Italian words for the replay's notes editor: the note box, its hints, saving the record with the notes."""

from __future__ import annotations

from ...core.labels import Notes
from .. import Phrasebook
from .views import hand_word, masculine

BOOK = Phrasebook()

BOOK.words.update({
    Notes.BOX: "La tua nota",
    Notes.NO_MOVE: ("Questo momento non è una mossa scritta nella registrazione (è la distribuzione, una pesca "
                    "obbligata o un passo obbligato): le note si scrivono solo sulle mosse registrate."),
    Notes.HOW: ("«Salva la partita» scrive una copia della partita, con le tue note, nel file indicato in «File»; "
                "se il file esiste già, lo sostituisce solo quando premi il pulsante una seconda volta."),
    Notes.REPLACE: "Sostituire il file?",
})

BOOK.phrases.update({
    Notes.ON_MOVE: lambda game, number, move: (
        f"La tua nota sulla mossa {move} {'del' if masculine(game) else 'della'} {hand_word(game).lower()} {number}, "
        f"in italiano (le note nelle altre lingue restano come sono)"),
    Notes.EXISTS: lambda path: f"{path} esiste già: premi «Sostituire il file?» per sostituirlo, o cambia il nome.",
    Notes.SAVED: lambda path, notes: f"Partita salvata in {path}, con {notes} not{'e' if notes != 1 else 'a'}",
})
