"""Practice that remembers: ``Practice`` (today's drills and new puzzles) and ``progress_panel`` (My progress).

``from domino_lessons.practice import Practice, progress_panel``; both take ``progress=`` (a ``Progress``, a
path, or None: the notebook's file set by ``progress.use``, else ``domino-progress.json`` in the lessons folder)
and ``lang``.
"""

from __future__ import annotations

from .widgets.practice import Practice
from .widgets.progress_panel import progress_panel

__all__ = ["Practice", "progress_panel"]
