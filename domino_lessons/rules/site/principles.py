"""The principles of good play the Goat family's lesson teaches, one of them Goat's own: get rid of the
two doubles that count extra when left alone (``coach.principles`` measures them)."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable

from ...core.advice import Advice
from .game import SPECIAL

if TYPE_CHECKING:
    from ...coach.principles import Choice


class SiteAdvice(Enum):
    """The family's own principles."""

    SHED_SPECIAL = "shed special"
    """Where a lone 0-0 or 6-6 counts extra, lay it while you can."""


def shed_special(choice: Choice) -> float:
    """1 for a 0-0 or 6-6 in a game where either counts extra when left alone."""
    return float(bool(getattr(choice.seen.variant, "special_doubles", False)) and choice.tile in SPECIAL)


PRINCIPLES = (SiteAdvice.SHED_SPECIAL, Advice.DOUBLES, Advice.LEVEL, Advice.FOLLOW, Advice.SHUT_OUT)
"""In the order the lesson teaches them."""
SCORERS: dict[Enum, Callable[[Choice], float]] = {SiteAdvice.SHED_SPECIAL: shed_special}
"""The scorers of the family's own principles."""
