"""The principles of good play Domeng's lesson teaches, one of them Domeng's own: with five players and no
drawing, leave ends on numbers that are nearly played out (``coach.principles`` measures them)."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable

from ...core.advice import Advice

if TYPE_CHECKING:
    from ...coach.principles import Choice


class DomengAdvice(Enum):
    """Domeng's own principles."""

    COUNT_OUT = "count out"
    """Leave open ends showing numbers that are nearly played out: few tiles the seat cannot see still show them."""


def count_out(choice: Choice) -> float:
    """Minus how many tiles the seat cannot see show a number an open end shows."""
    ends = {pip for _, pip in choice.after.open_ends()}
    return -float(sum(any(pip in tile for pip in ends) for tile in choice.known.unseen))


PRINCIPLES = (Advice.SHUT_OUT, Advice.LEVEL, Advice.FOLLOW, Advice.DOUBLES, DomengAdvice.COUNT_OUT)
"""In the order the lesson teaches them: stones go to whoever passes, so make the next player pass."""
SCORERS: dict[Enum, Callable[[Choice], float]] = {DomengAdvice.COUNT_OUT: count_out}
"""The scorers of Domeng's own principles."""
