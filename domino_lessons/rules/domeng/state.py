"""What a Domeng match keeps besides the stones each player holds: the stones on the table and the CAMAT.

The players' stones are the match's totals; the rest of the 25 lie on the table. The rules make one
``DomengState`` per match (``Domeng.new_state``) and move its stones only through ``stones`` events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...core.state import Counters, MatchState

STONES = 25
"""The stones (PIETRE) of a match: on the table or held, always 25 in all."""


@dataclass
class DomengState(MatchState):
    """The stones on the table and the CAMAT in office (None: none yet)."""

    table: int = STONES
    camat: int | None = None

    def counters(self) -> Counters:
        return Counters(self.table, STONES, self.camat)

    def summary(self, totals: Sequence[int]) -> dict[str, Any]:
        return {"stones": {"table": self.table, "held": list(totals)}}
