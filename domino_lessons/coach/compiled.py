"""The exact search, compiled (``_search.c``): the kernel's search (``endgame.KernelSearch``) in C, where it was built.

``module()`` is the compiled module where it was built (``hatch_build.py``) and from the source beside it, else
None: the JupyterLite site, an install without a compiler, ``DOMINO_LESSONS_PURE=1``, or a source changed since
the build (an editable install not rebuilt: a warning says so). The search then stays in Python, with its own,
smaller limits (``coach.endgame``).

It takes a kernel ``State`` as it stands (``base``) and the game's rules as ``KernelRules.native`` names them
(``rules``): a game without that name (a plug-in's) is searched in Python. The same positions in the same order
and the same values as the Python search (``tests/test_compiled.py``).
"""

from __future__ import annotations

import hashlib
import os
import warnings
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, Sequence

from ..core import kernel

PURE = "DOMINO_LESSONS_PURE"
"""Set (to anything), the compiled search is not used: the coach searches in Python, as on the JupyterLite site."""
SOURCE = Path(__file__).with_name("_search.c")
Spec = tuple[Any, ...]


def source_hash(source: Path | None = None) -> str:
    """The hash a module built from ``source`` (``SOURCE``) carries (``hatch_build.source_hash``)."""
    return hashlib.sha256((source or SOURCE).read_bytes()).hexdigest()[:16]


@cache
def module() -> ModuleType | None:
    """The compiled search, or None where it is not built, not current, or switched off (``PURE``)."""
    if os.environ.get(PURE):
        return None
    try:
        from . import _search  # type: ignore[attr-defined]
    except ImportError:
        return None
    if SOURCE.exists() and _search.SOURCE_HASH != source_hash():
        warnings.warn("domino-lessons: the compiled search is older than its source (rebuild with "
                      "'pip install -e .'); searching in Python", RuntimeWarning, stacklevel=2)
        return None
    _search.tiles(kernel.HIGH, kernel.LOW)
    return _search  # type: ignore[no-any-return]


def rules(state: kernel.State, higher_wins: bool) -> Spec | None:
    """The rules of ``state``'s game as the compiled search takes them; None where it has no name for them."""
    native = state.rules.native()
    if native is None:
        return None
    return (int(native.family), int(native.subtract), native.target, int(native.pairs), int(native.special_doubles),
            int(native.winner_takes), int(higher_wins), int(state.draws), int(state.draw_one), state.kept,
            state.sides)


def base(state: kernel.State) -> Spec:
    """What a position is besides its hands and stock: the table, whose turn, the game's own integers."""
    return (state.ends, state.tips, state.spinner, state.spin_end, state.to_move, int(state.drew), state.lead,
            state.game, state.last)


def search(compiled: ModuleType, spec: Spec, start: kernel.State, moves: Sequence[int],
           deals: Sequence[tuple[list[list[int]], list[int]]], budget: int,
           partial: bool = False) -> tuple[list[list[int]] | None, int]:
    """Each of ``moves``' exact values on each deal (hands, stock as tile indices) from the position ``start``, and
    the positions searched; None past ``budget`` positions (or where the deals so far show the rest would be),
    or with ``partial`` the rows of the deals searched within it."""
    rows, nodes = compiled.search(spec, base(start), list(moves), deals, budget, partial)
    return rows, nodes
