"""The replay's notes editor (``ReplayViewer(record, edit_notes=True)``): a teacher's note on each move, saved
with the record.

A step's note belongs to the move that step shows: move ``m`` of hand ``h`` (moves counted from 1 within a
hand, as the record keys its notes). Steps without a move of their own (a deal, a forced draw or pass, a bend)
take no note: their box is disabled and says why. The box holds the note in the viewer's language; the note's
other languages are kept (``core.note.edited``). **Save record** writes a copy of the record with the notes
(atomically); a file that exists and was not saved here last is replaced only when the button is pressed again.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Callable

import ipywidgets as widgets

from ..core.errors import DominoError
from ..core.frames import Frame
from ..core.labels import Control, Notes
from ..core.note import edited, note_in
from ..core.phrases import MoveLabel, NotesExists, NotesOnMove, NotesSaved, SayNotSaved
from ..core.record import HandRecord, Record
from ..narrate import narrator
from ..views.annotate import message_html
from .save_guard import SaveGuard


def move_of(frame: Frame) -> tuple[int, int] | None:
    """The hand and the move (both counted from 1) whose note ``frame`` shows; None for a step without a move."""
    caption = frame.caption
    typed = None if isinstance(caption, str) else caption.typed
    return (typed.number, typed.move) if isinstance(typed, MoveLabel) else None


PACKAGE = Path(__file__).resolve().parents[1]
"""The installed package: its shipped records are never written beside (an upgrade would take the notes away)."""


def notes_path(origin: Path | None) -> Path:
    """Where the notes are saved by default: ``<stem>-notes.json`` beside the original, or here when the original
    is a shipped example or its folder cannot be written, or there is no file."""
    if origin is None:
        return Path("record-notes.json")
    name = f"{origin.stem}-notes.json"
    beside = os.access(origin.parent, os.W_OK) and not origin.resolve().is_relative_to(PACKAGE)
    return origin.with_name(name) if beside else Path(name)


class NotesEditor(widgets.VBox):  # type: ignore[misc]
    """A note box for the shown step, a file name, **Save record** and one line of what happened."""

    def __init__(self, record: Record, frames: list[Frame], lang: str, origin: Path | None,
                 redraw: Callable[[], None]) -> None:
        """``frames``: the viewer's, whose notes are replaced as they are typed; ``redraw``: show the step again."""
        self.record = replace(record, hands=[replace(h, notes=dict(h.notes)) for h in record.hands])
        self.frames, self.lang, self.redraw = frames, lang, redraw
        self.guard = SaveGuard()
        self._showing = False
        self.step = 0
        """The step shown, whose note the box holds."""
        word = narrator(lang).word
        self.box = widgets.Textarea(description=word(Notes.BOX), layout=widgets.Layout(width="100%"))
        self.box.style.description_width = "initial"
        self.path = widgets.Text(value=str(notes_path(origin)), description=word(Control.FILE))
        self.save_button = widgets.Button(description=word(Control.SAVE), icon="save")
        self.status = widgets.HTML(message_html(word(Notes.HOW)))
        self.box.observe(lambda change: self.typed(change["new"]), names="value")
        self.path.observe(lambda _: self._ask_again(), names="value")
        self.save_button.on_click(lambda _: self.save())
        super().__init__([self.box, widgets.HBox([self.save_button, self.path]), self.status])
        self.add_class("domino-notes")

    def show(self, frame: Frame) -> None:
        """The box for ``frame``: its move's note in the viewer's language, or disabled at a step without a move."""
        self.step = frame.step
        moved, words = move_of(frame), narrator(self.lang)
        self._showing = True
        try:
            self.box.value = note_in(frame.note, self.lang)
        finally:
            self._showing = False
        self.box.disabled = moved is None
        self.box.placeholder = (words.word(Notes.NO_MOVE) if moved is None else
                                words.said(NotesOnMove(game=frame.game, number=moved[0], move=moved[1])))

    def typed(self, text: str) -> None:
        """The shown step's note in the viewer's language is now ``text`` ("" takes that language away)."""
        frame = self.frames[self.step]
        moved = move_of(frame)
        if self._showing or moved is None:
            return
        note = edited(frame.note, self.lang, text)
        notes = self.hand(moved[0]).notes
        if note is None:
            notes.pop(moved[1], None)
        else:
            notes[moved[1]] = note
        self.frames[self.step] = replace(frame, note=note)
        self.redraw()

    def hand(self, number: int) -> HandRecord:
        """Hand ``number`` (from 1) of the record being noted."""
        return self.record.hands[number - 1]

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the record with the notes to ``path`` (default: the file field); None when not written (a file
        that exists waits for a second press, an error is said in one line)."""
        target = Path(path if path is not None else self.path.value).expanduser()
        words = narrator(self.lang)
        if self.guard.must_ask(target):
            self.save_button.description = words.word(Notes.REPLACE)
            self.status.value = message_html(words.said(NotesExists(path=target)), "problem")
            return None
        try:
            self.record.save(target)
        except (OSError, DominoError) as exc:
            self.status.value = message_html(words.said(SayNotSaved(path=target, error=exc, browser=False)), "problem")
            return None
        self.guard.wrote(target)
        self.save_button.description = words.word(Control.SAVE)
        count = sum(len(h.notes) for h in self.record.hands)
        self.status.value = message_html(words.said(NotesSaved(path=target, notes=count)), "good")
        return target

    def _ask_again(self) -> None:
        """A new file name: an existing file is asked about again."""
        self.guard.forget_asked()
        self.save_button.description = narrator(self.lang).word(Control.SAVE)
