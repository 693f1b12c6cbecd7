"""The All Fives count: the open tips of a tableau added up, doubles and a live spinner lead in full.

``count_parts`` lists the addends (each tip's value is ``scoring.end_value``), ``count_of`` adds them,
``counted_ends`` says which open ends made it (whether a total scores is ``scoring.count_scores``);
``count_after`` is the short way to the count a play would make, for hints and players.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...core.tableau import ARMS, Tableau
from ...core.tiles import MAX_PIP, Tile
from .scoring import count_scores as count_scores, end_value  # its home is the scoring; importable here as before


class CountPart(NamedTuple):
    """One addend of the count: an open end's tip, a double at a tip, or the lone spinner lead."""

    end: str | None
    """The open end whose tip this is (None: the spinner lead, counted through its two sides)."""
    value: int
    double: Tile | None = None
    """The double at the tip (or the spinner lead), counted in full."""
    spinner: bool = False

    def __str__(self) -> str:
        """The addend as every language writes it: ``L 3``, ``L 3-3 6``, ``R spinner 1-1 2`` or ``spinner 6-6 12``."""
        if self.end is None:
            return f"spinner {self.double} {self.value}"
        if self.double is not None:
            return f"{self.end} {'spinner ' if self.spinner else ''}{self.double} {self.value}"
        return f"{self.end} {self.value}"


TIP_PARTS = {name: [CountPart(name, end_value(False, pip)) for pip in range(MAX_PIP + 1)] for name in ARMS}
"""``TIP_PARTS[end][pip]``: an end's tip that is not a double, as the count lists it (made once)."""
DOUBLE_PARTS = {name: [(CountPart(name, end_value(True, pip), Tile(pip, pip)),
                        CountPart(name, end_value(True, pip), Tile(pip, pip), True))
                       for pip in range(MAX_PIP + 1)] for name in ARMS}
"""``DOUBLE_PARTS[end][pip][is the spinner]``: a double at an end's tip, counted in full."""


def count_parts(board: Tableau) -> list[CountPart]:
    """The addends of the count of ``board``: every open tip, doubles and a live spinner lead in full."""
    lead = board.lead
    if lead is None:
        return []
    parts: list[CountPart] = []
    arms = board.arms
    for name, pip in board.open_ends():
        arm = arms[name]
        if arm:
            tip = arm[-1].tile
            parts.append(TIP_PARTS[name][pip] if tip[0] != tip[1] else DOUBLE_PARTS[name][pip][tip == board.spinner])
        elif lead[0] != lead[1] and name in ("L", "R"):
            parts.append(TIP_PARTS[name][pip])
    if lead == board.spinner and board.spinner_sides_covered < 2:
        parts.append(CountPart(None, end_value(True, lead.high), lead, True))
    return parts


def count_of(board: Tableau) -> int:
    """The count of ``board``: the total of its open tips."""
    return sum(p.value for p in count_parts(board))


def counted_ends(parts: Iterable[CountPart], open_ends: Iterable[str]) -> tuple[str, ...]:
    """The open ends whose pips are among the count ``parts`` (a lone spinner lead counts through L and R)."""
    names = {p.end for p in parts}
    if None in names:
        names |= {"L", "R"}
    return tuple(a for a in ARMS if a in names and a in set(open_ends))


def tip_value(tile: Tile, shows: int) -> int:
    """What a tip counts: the pip it shows, both halves for a double."""
    return end_value(tile[0] == tile[1], shows)


def count_after(board: Tableau, tile: Tile, end: str | None) -> int | None:
    """The count once ``tile`` is laid on ``end`` (legal), worked out from the count now when the play leaves
    the spinner as it is (all four arms open, or no spinner and no double); otherwise None."""
    if end is None or not (board.branches_open or (board.spinner is None and tile[0] != tile[1])):
        return None
    pip = board.ends()[end]
    arm = board.arms[end]
    before = tip_value(arm[-1].tile, pip) if arm else (pip if end in ("L", "R") else 0)
    return count_of(board) - before + tip_value(tile, tile[1] if tile[0] == pip else tile[0])
