"""The entry points installed packages declare in a group, without ``importlib.metadata`` for a group none declares.

``importlib.metadata`` takes longer to import (it loads the email package, to read metadata) than a command
takes to replay a record. Every distribution it can find on ``sys.path`` is a ``*.dist-info`` or
``*.egg-info`` folder whose entry points are in its ``entry_points.txt``; when none of those files holds the
group's name, the group has no entry points. Anywhere a distribution could be found otherwise (a zip or
an egg on the path, another finder of distributions), ``importlib.metadata`` answers.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import PathFinder
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

INFO = (".dist-info", ".egg-info")


def entry_points(group: str, name: str | None = None) -> Iterable[EntryPoint]:
    """The entry points of ``group`` (those called ``name`` alone, if given), as ``importlib.metadata.entry_points``
    finds them."""
    if not maybe_declared(group):
        return ()
    from importlib import metadata

    return metadata.entry_points(group=group) if name is None else metadata.entry_points(group=group, name=name)


def maybe_declared(group: str) -> bool:
    """False only when no distribution on ``sys.path`` can declare an entry point in ``group``."""
    if any(hasattr(finder, "find_distributions") for finder in sys.meta_path if finder is not PathFinder):
        return True
    wanted = group.encode()
    for entry in sys.path:
        if not isinstance(entry, str) or entry.lower().endswith(".egg"):
            return True
        root = entry or "."
        try:
            children = os.listdir(root)
        except OSError:
            if os.path.exists(root):  # a zip, perhaps
                return True
            continue
        if any(wanted in declared(os.path.join(root, child)) for child in children if child.lower().endswith(INFO)):
            return True
    return False


def declared(info: str) -> bytes:
    """The ``entry_points.txt`` of a distribution's metadata folder (nothing if it has none)."""
    try:
        with open(os.path.join(info, "entry_points.txt"), "rb") as text:
            return text.read()
    except OSError:
        return b""
