"""What a match keeps besides its running totals, and what of it is drawn.

The rules are stateless: a game that keeps more through a match (stones on the table, an office)
makes a ``MatchState`` for each match (``Variant.new_state``); the ``Match`` holds it
(``match.state``) and the engine copies it wherever it copies a match. ``Counters`` is what of it
a table drawing shows.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Self, Sequence


@dataclass(frozen=True, slots=True)
class Counters:
    """Counters a game keeps besides points and tiles, as a drawing shows them.

    ``on_table`` of ``total`` lie on the table; the players' totals are what each holds; ``office``
    is the seat holding the game's office, if any.
    """

    on_table: int
    total: int
    office: int | None = None


class MatchState:
    """A match's own state besides its totals; this base keeps nothing (most games need no more)."""

    def copy(self) -> Self:
        """A copy to play out without touching this one."""
        return copy.copy(self)

    def counters(self) -> Counters | None:
        """What a table drawing shows of this state, or None: nothing."""
        return None

    def summary(self, totals: Sequence[int]) -> dict[str, Any]:
        """Extra keys of a hand in ``replay --json``, after it, with these totals."""
        return {}
