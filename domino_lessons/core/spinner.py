"""What the spinner games share (All Fives and its family): the count of the open ends, which ends made it,
what a play did to the spinner, and rounding to a unit. A game of the family imports these by name and adds
only what is its own: when a count scores and what it scores, how a hand is settled.

``count_parts`` lists the addends of a tableau's count (a tip's pip, a double at a tip in full, a spinner lead
whose sides are not both covered in full), ``count_of`` adds them, ``counted_ends`` says which open ends made it;
``count_after`` is the short way to the count a play would make (for hints and players) and ``kernel_count`` the
same on a playout kernel's state. ``spinner_marks`` says what a play did to the spinner (``Spinner``: the narrator
has words for each mark in every language).
"""

from __future__ import annotations

from enum import Enum
from typing import Iterable, NamedTuple

from .events import Reason
from .kernel import HIGH, LOW, OTHER, State
from .tableau import ARMS, Tableau
from .tiles import MAX_PIP, Tile


def end_value(double: bool, shows: int) -> int:
    """What an open end's tip counts: the pip it shows, both halves for a double."""
    return 2 * shows if double else shows


def tip_value(tile: Tile, shows: int) -> int:
    """What a tip counts: the pip it shows, both halves for a double."""
    return end_value(tile[0] == tile[1], shows)


def round_to(n: int, unit: int) -> int:
    """``n`` to the nearest multiple of ``unit``, a remainder of half the unit or more up (never Python's round())."""
    return unit * ((2 * n + unit) // (2 * unit))


def split_share(pool: int, k: int, unit: int = 5) -> int:
    """Each of ``k`` tied sides' share of ``pool``, to the nearest multiple of ``unit``, exact halves up."""
    return unit * ((2 * pool + unit * k) // (2 * unit * k))


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


def count_after(board: Tableau, tile: Tile, end: str | None) -> int | None:
    """The count once ``tile`` is laid on ``end`` (legal), worked out from the count now when the play leaves
    the spinner as it is (all four arms open, or no spinner and no double); otherwise None."""
    if end is None or not (board.branches_open or (board.spinner is None and tile[0] != tile[1])):
        return None
    pip = board.ends()[end]
    arm = board.arms[end]
    before = tip_value(arm[-1].tile, pip) if arm else (pip if end in ("L", "R") else 0)
    return count_of(board) - before + tip_value(tile, tile[1] if tile[0] == pip else tile[0])


def count_once_laid(board: Tableau, tile: Tile, end: str | None) -> int:
    """The count once ``tile`` is laid on ``end`` (legal): ``count_after`` where it can, else on a copy."""
    total = count_after(board, tile, end)
    if total is None:  # the spinner may change: lay it on a copy and count
        twin = board.copy()
        twin.place(tile, end)
        total = count_of(twin)
    return total


def kernel_count(state: State, move: int) -> int:
    """The count once ``move`` (a play) is made on a kernel state: its tile's new tip and the other tips as they
    are (a spinner's arms opening add empty tips, which count nothing)."""
    tile, ends = move >> 2, state.ends
    double = HIGH[tile] == LOW[tile]
    if not ends:
        return end_value(True, HIGH[tile]) if double else HIGH[tile] + LOW[tile]
    end = move & 3
    total = end_value(double, OTHER[tile][ends[end]])
    for i, (pip, tip) in enumerate(zip(ends, state.tips)):
        if i != end and tip >= 0:
            total += end_value(HIGH[tip] == LOW[tip], pip)
    return total


class Spinner(Enum):
    """What a play did to the spinner."""

    LEAD = "lead"
    """The lead is the first double: the spinner."""
    MID_LINE = "mid-line"
    """The first double arrives on an arm: spinner, one side covered."""
    CLOSED = "closed"
    """The play covers the spinner's second side: it stops counting, N and S open."""


def spinner_marks(board: Tableau, tile: Tile, end: str | None) -> tuple[Reason, ...]:
    """What a play (just laid: ``tile`` on ``end``, None for the lead) did to the spinner, if anything."""
    spinner = board.spinner
    if spinner is None:
        return ()
    if tile == spinner:
        return (Reason(Spinner.LEAD if end is None else Spinner.MID_LINE, tile),)
    arm_len = len(board.arms[end]) if end else 0
    second_side = (end in ("L", "R") and arm_len == 1 and board.spinner_arm is None
                   and board.spinner_sides_covered == 2) or (
        end == board.spinner_arm and arm_len == board.spinner_index + 2)
    return (Reason(Spinner.CLOSED, tile),) if second_side else ()
