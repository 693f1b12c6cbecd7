"""A learner's progress: the file that remembers quiz answers, hands played and ticked lines, and the
drills made from mistakes (a missed quiz question, a costly reviewed decision) that come back on an FSRS
schedule (``fsrs``). Plain versioned JSON on the learner's own disk; nothing is sent anywhere.

A layer above the coach and below the views: it imports the core, the rules, the narrator and the coach;
the quiz's question maker (``widgets.questions``) only inside a function, to ask a quiz drill again.
"""

from __future__ import annotations

import os

from .book import FILE_NAME, FOLDER_VARIABLE, Answer, HandPlayed, Progress, default_path
from .drills import COSTLY_SHARE, SCHEDULER, Asked, Drill, KeepQuestion

_CURRENT: list[Progress] = []
"""The notebook's progress file, once ``use`` has set it."""


def use(path: str | os.PathLike[str] | None = None, *, lang: str | None = None) -> Progress:
    """Make ``path`` (default: ``default_path()``) the notebook's progress file; it is returned (a notebook shows
    where it is kept, in ``lang``)."""
    _CURRENT[:] = [Progress(path, lang=lang)]
    return _CURRENT[0]


def current() -> Progress | None:
    """The notebook's progress file (set by ``use``), or None."""
    return _CURRENT[0] if _CURRENT else None


__all__ = ["COSTLY_SHARE", "FILE_NAME", "FOLDER_VARIABLE", "SCHEDULER", "Answer", "Asked", "Drill", "HandPlayed",
           "KeepQuestion", "Progress", "current", "default_path", "use"]
