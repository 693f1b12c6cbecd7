"""Old import paths: the modules that moved into the layered sub-packages import from where they were.

``import domino_lessons.engine`` still gives ``domino_lessons.core.engine`` (the same module object),
with a ``DeprecationWarning`` naming the new path; ``domino_lessons.record`` and
``domino_lessons.render``, which docs/reference/python.md documents, stay without one. The finder is put on
``sys.meta_path`` by the package's ``__init__``; it answers only for the names below.
"""

from __future__ import annotations

import warnings
from importlib import import_module
from types import ModuleType

TYPE_CHECKING = False  # not typing's: this module is imported with the package, which must stay light
if TYPE_CHECKING:
    from typing import Any, Sequence

MOVED = {
    "tiles": "core.tiles",
    "board": "core.tableau",
    "layout": "core.layout",
    "engine": "core.engine",
    "events": "core.events",
    "frames": "core.frames",
    "record": "core.record",
    "errors": "core.errors",
    "labels": "core.labels",
    "note": "core.note",
    "players": "coach.players",
    "reading": "coach.reading",
    "simulate": "coach.simulate",
    "render": "views.render",
    "annotate": "views.annotate",
    "transcript": "views.transcript",
    "share": "views.share",
    "replay_viewer": "widgets.replay_viewer",
    "play_table": "widgets.play_table",
    "quiz": "widgets.quiz",
    "canvas": "widgets.canvas",
    "assist": "widgets.assist",
    "table_game": "widgets.table_game",
    "questions": "widgets.questions",
}
"""Each old module (under ``domino_lessons``) and where it lives now."""
KEPT = frozenset({"record", "render"})
"""Old paths the docs document: served as they are, without a warning."""
PREFIX = "domino_lessons."


class MovedFinder:
    """A meta-path finder and loader that answers an old path with the module at its new one."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None, target: ModuleType | None = None) -> Any:
        if not name.startswith(PREFIX) or name[len(PREFIX):] not in MOVED:
            return None
        from importlib.machinery import ModuleSpec

        return ModuleSpec(name, MovedFinder)  # type: ignore[arg-type]  # a loader by protocol

    @staticmethod
    def create_module(spec: Any) -> ModuleType:
        old = spec.name[len(PREFIX):]
        new = PREFIX + MOVED[old]
        if old not in KEPT:
            warnings.warn(f"{spec.name} has moved to {new}: import it from there (the old path will go in a "
                          f"later release)", DeprecationWarning, stacklevel=4)
        module = import_module(new)
        spec.loader_state = module.__spec__  # the import system sets the alias's spec on it: put it back after
        return module

    @staticmethod
    def exec_module(module: ModuleType) -> None:
        alias = module.__spec__
        if alias is not None and alias.loader_state is not None:
            module.__spec__ = alias.loader_state
