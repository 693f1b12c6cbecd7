"""Italian words for the replay's notes editor: the note box, its hints, saving the record with the notes."""

from __future__ import annotations

from ...core.labels import Notes
from .. import Phrasebook
from .views import hand_word, masculine

BOOK = Phrasebook()

BOOK.words.update({
    Notes.BOX: "La tua nota",
    Notes.NO_MOVE: ("In questo momento non c'è una mossa (la distribuzione, una pesca o un passo obbligati): una nota "
                    "va con una mossa."),
    Notes.HOW: ("«Salva la partita» scrive la partita con le tue note nel file indicato qui; un file che esiste già "
                "viene sostituito solo se premi di nuovo."),
    Notes.REPLACE: "Sostituire il file?",
})

BOOK.phrases.update({
    Notes.ON_MOVE: lambda game, number, move: (
        f"La tua nota sulla mossa {move} {'del' if masculine(game) else 'della'} {hand_word(game).lower()} {number}, "
        f"in italiano (le note in altre lingue restano)"),
    Notes.EXISTS: lambda path: f"{path} esiste già: premi «Sostituire il file?» per sostituirlo, o cambia il nome.",
    Notes.SAVED: lambda path, notes: f"Partita salvata con {notes} not{'e' if notes != 1 else 'a'} in {path}",
})
