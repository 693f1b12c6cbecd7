"""Saving never replaces a learner's file silently: a file that exists, and was not saved by this widget last,
is replaced only when **Save** is pressed a second time for it."""

from __future__ import annotations

from pathlib import Path


class SaveGuard:
    """What a widget's Save button remembers: the file it saved last and the one it asked about."""

    def __init__(self) -> None:
        self.saved: Path | None = None
        """The file saved here last: saved again without asking."""
        self.asked: Path | None = None
        """The existing file the last press asked about: the next press for it replaces it."""

    def must_ask(self, target: Path) -> bool:
        """Is ``target`` a file that exists and has not been asked about (then it is, from now on)?"""
        resolved = target.resolve()
        if target.is_file() and resolved not in (self.saved, self.asked):
            self.asked = resolved
            return True
        return False

    def wrote(self, target: Path) -> None:
        """``target`` was saved: saved again without asking."""
        self.saved, self.asked = target.resolve(), None

    def forget_asked(self) -> None:
        """A new file name: an existing file is asked about again."""
        self.asked = None
