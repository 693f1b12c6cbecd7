"""The codes and facts of the principles of good play: what ``coach.principles`` measures, as codes.

A principle says which of a seat's plays are in keeping with it; the coach measures how often the
expert and the greedy player follow it. A game's folder may add principles of its own (its
``principles`` module), with codes of its own. Their words are the narrator's
(``narrate/<lang>/advice``, a game's in its folder).
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from .errors import Facts


class Advice(Enum):
    """A principle every game may measure."""

    FOLLOW = "follow"
    """Leave open ends you can follow: most ends that show a number you still hold."""
    LEVEL = "level"
    """Make every open end show the same number."""
    DOUBLES = "doubles"
    """Play a double while you can: it fits only one number."""
    SHUT_OUT = "shut out"
    """Leave the next player only numbers he is known to lack (he passed or drew on them)."""
    LEAVE_LITTLE = "leave little"
    """Where plays score: leave the least the next player could score with a tile you cannot see."""
    SCORE_NOW = "score now"
    """Where plays score: take the play that scores most at once."""


class Said(Enum):
    """A line about a principle's measure."""

    MEASURED = "measured"
    """A principle with how often the expert and a newcomer follow it (``Measured``)."""


class Measured(Facts):
    """``principle`` decided ``positions`` decisions; the expert followed it in ``expert`` of them, the
    greedy player (a newcomer) in ``greedy``."""

    code: ClassVar[Said] = Said.MEASURED
    principle: Enum
    positions: int
    expert: int
    greedy: int
