"""The progress file a widget keeps the learner's work in, and the one line it shows when the file cannot be written.

A widget is given ``progress=``: a ``progress.Progress``, a path to one, or None for the notebook's file
(``progress.use(path)``); with none, nothing is kept. Every write goes through ``Keeper.keep``, which never
raises for a file: the widget goes on, and its ``line`` says (in the narrator's words) what is not saved.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, TypeVar

import ipywidgets as widgets

from .. import progress as progress_files
from ..core.errors import DominoError, WriteError
from ..core.phrases import KeepNotKept
from ..core.record import unwritable, write_error
from ..narrate import narrator
from ..progress import Progress
from ..views.annotate import message_html

ProgressGiven = Progress | str | os.PathLike[str] | None
"""What a widget's ``progress=`` takes: a progress file, a path to one, or None (the notebook's, if any)."""
T = TypeVar("T")


class Keeper:
    """A widget's progress file (``progress``: None when there is none) and the line saying it cannot be written."""

    def __init__(self, given: ProgressGiven, lang: str) -> None:
        self.lang = lang
        self.line = widgets.HTML(layout=widgets.Layout(display="none"))
        self.line.add_class("domino-progress-line")
        self.progress: Progress | None = None
        if isinstance(given, Progress) or given is None:
            self.progress = given if given is not None else progress_files.current()
            return
        try:
            self.progress = Progress(given)
        except (OSError, DominoError) as exc:
            self.failed(Path(given), exc)

    def keep(self, write: Callable[[Progress], T]) -> T | None:
        """``write`` done to the progress file (None without one, or when it cannot be written: then said)."""
        if self.progress is None:
            return None
        try:
            done = write(self.progress)
        except (OSError, DominoError) as exc:
            self.failed(self.progress.path, exc)
            return None
        self.line.layout.display, self.line.value = "none", ""
        return done

    def failed(self, path: Path, exc: OSError | DominoError) -> None:
        """Say in the widget's line why ``path`` is not written."""
        self.line.value = message_html(narrator(self.lang).said(KeepNotKept(error=why_not(path, exc))), "problem")
        self.line.layout.display = ""


def why_not(path: Path, exc: OSError | DominoError) -> DominoError:
    """Why ``path`` cannot be written, about ``path`` itself: a folder in its way, or what the system said."""
    if isinstance(exc, DominoError):
        return exc
    try:
        unwritable(path)
    except WriteError as refused:
        return refused
    return write_error(path, exc)
