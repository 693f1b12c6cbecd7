"""The codes and facts of what a learner's progress says: a file moved aside, a drill's question and answer.

The ``progress`` package raises and says them; their words are the narrator's (``narrate/<lang>/progress``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import ClassVar, Sequence

from .errors import Facts


class Learner(Enum):
    """A line about the learner's progress file, or a drill's question and its explanation."""

    MOVED_ASIDE = "moved aside"
    """A damaged file moved aside and a fresh one started (``path``, ``to``, ``damage``, ``detail``)."""
    NOT_READ = "not read"
    """A file the teacher's view could not read, left as it is (``path``, ``damage``, ``detail``)."""
    KEEPS_MOST = "keeps most"
    """A drill of a reviewed decision: which of ``who``'s plays keeps most?"""
    KEPT = "kept"
    """The answer to a ``KEEPS_MOST`` drill."""


class Damage(Enum):
    """Why a progress file cannot be read."""

    UNREADABLE = "unreadable"
    """The operating system cannot read it (``detail`` says why)."""
    NOT_JSON = "not json"
    """It is not whole JSON: cut short (truncated) or damaged."""
    FOREIGN = "foreign"
    """It is JSON, but not a progress file (``detail``: what is wrong)."""
    NEWER = "newer"
    """A progress file of a format this version does not know (``detail``: the format)."""


@dataclass(frozen=True)
class MovedAside(Facts):
    """``path`` could not be read for ``damage`` (``detail``): moved to ``to``, a fresh file started."""

    code: ClassVar[Learner] = Learner.MOVED_ASIDE
    path: Path
    to: Path
    damage: Damage
    detail: str


@dataclass(frozen=True)
class NotRead(Facts):
    """``path`` could not be read for ``damage`` (``detail``), and is left as it is."""

    code: ClassVar[Learner] = Learner.NOT_READ
    path: Path
    damage: Damage
    detail: str


@dataclass(frozen=True)
class KeepsMost(Facts):
    """Which of ``who``'s plays keeps most for the rest of the hand?"""

    code: ClassVar[Learner] = Learner.KEEPS_MOST
    who: str


@dataclass(frozen=True)
class Kept(Facts):
    """The ``chosen`` play gives away ``cost`` against the ``best`` (``right``: close enough); each play's
    estimated value for the rest of the hand (``lines``: play, value), best first."""

    code: ClassVar[Learner] = Learner.KEPT
    chosen: str
    cost: float
    best: str
    right: bool
    lines: Sequence[tuple[str, float]]
