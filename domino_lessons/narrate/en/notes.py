"""English words for the replay's notes editor: the note box, its hints, saving the record with the notes."""

from __future__ import annotations

from ...core.labels import Notes
from .. import Phrasebook
from .views import hand_word

BOOK = Phrasebook()

BOOK.words.update({
    Notes.BOX: "Your note",
    Notes.NO_MOVE: "No move of its own at this step (the deal, a forced draw or pass): a note goes with a move.",
    Notes.HOW: ("Save record writes the game with your notes to the file named here; a file that exists is replaced "
                "only when you press again."),
    Notes.REPLACE: "Replace file?",
})

BOOK.phrases.update({
    Notes.ON_MOVE: lambda game, number, move: (f"Your note on {hand_word(game).lower()} {number}, move {move}, in "
                                               f"English (notes in other languages are kept)"),
    Notes.EXISTS: lambda path: f"{path} exists: press Replace file? to replace it, or change the name.",
    Notes.SAVED: lambda path, notes: f"Saved the record with {notes} note{'s' if notes != 1 else ''} to {path}",
})
