"""The tableau: tiles on the table, their arms, the open ends and the spinner.

Arms are named as the records spec names ends: **L** and **R** grow from the lead; where the
variant has a spinner, **N** and **S** grow from it once both of its sides are covered. An arm
keeps its name as it grows; its tip shows the free half of its last tile.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from .errors import IllegalMoveError
from .problems import (ArmCannotBend, DoesNotFit, EndNotOpenYet, FitsNoEnd, JointAfterDouble, JointAtLead, LeadHasNoEnd,
                       NameTheEnd, NoJoint, NoSpinnerYet, NoSuchEnd, OnlyLAndR)
from .tiles import FULL_SET, MAX_PIP, Tile

if TYPE_CHECKING:
    from .engine import Move

ARMS = ("L", "R", "N", "S")
END_ALIASES = {"W": "L", "E": "R"}


class Placed(NamedTuple):
    """A tile on an arm; ``outer`` is the half facing away from the lead."""

    tile: Tile
    outer: int


PLACED: dict[Tile, dict[int, Placed]] = {t: {t[0]: Placed(t, t[1]), t[1]: Placed(t, t[0])} for t in FULL_SET}
"""Every tile laid against each of its halves, made once: ``PLACED[tile][pip]`` shows the other half outward."""


class OpenEnds:
    """One set of open ends, made once and shared by every board that shows it (``open_ends_of``).

    ``pips`` maps each end to the pip it shows (L, R, N, S order), ``pairs`` is the same as (end, pip)
    pairs (the form events keep), ``showing`` the pips alone; ``plays`` is the engine's table of each
    tile's plays on these ends, filled in when first asked.
    """

    __slots__ = ("pips", "pairs", "showing", "plays")

    def __init__(self, pairs: tuple[tuple[str, int], ...]) -> None:
        self.pairs = pairs
        self.pips = dict(pairs)
        self.showing = tuple(pip for _, pip in pairs)
        self.plays: dict[Tile, tuple[Move, ...]] | None = None


KNOWN_ENDS: dict[tuple[tuple[str, int], ...], OpenEnds] = {}
"""Every set of open ends met so far (a few thousand at most: four ends of seven pips)."""


def open_ends_of(pairs: tuple[tuple[str, int], ...]) -> OpenEnds:
    """The one ``OpenEnds`` for these (end, pip) pairs."""
    known = KNOWN_ENDS.get(pairs)
    if known is None:
        known = KNOWN_ENDS[pairs] = OpenEnds(pairs)
    return known


NO_ENDS = open_ends_of(())
LINE = [[open_ends_of((("L", left), ("R", right))) for right in range(MAX_PIP + 1)] for left in range(MAX_PIP + 1)]
"""A line's two ends: ``LINE[left][right]``, looked up as a play changes one of them."""


@dataclass(slots=True)
class Tableau:
    """Tiles on the table. ``spinners`` says whether the first double becomes a spinner."""

    spinners: bool = False
    lead: Tile | None = None
    lead_left: int = 0
    arms: dict[str, list[Placed]] = field(default_factory=lambda: {a: [] for a in ARMS})
    spinner: Tile | None = None
    spinner_arm: str | None = None
    """The arm the spinner sits on, or None when the spinner is the lead."""
    spinner_index: int = 0
    bends: dict[tuple[str, int], str] = field(default_factory=dict)
    """Sistemata: joints (arm, k) turned ``left`` or ``right``; layout only, never the game."""
    known: OpenEnds | None = field(default=None, repr=False, compare=False)
    """The open ends as last worked out (``open``); ``place`` moves it on or clears it."""

    # -- reading -------------------------------------------------------------------------
    @property
    def tiles_played(self) -> int:
        return (self.lead is not None) + sum(len(arm) for arm in self.arms.values())

    @property
    def spinner_sides_covered(self) -> int:
        if self.spinner is None:
            return 0
        if self.spinner_arm is None:
            return (len(self.arms["L"]) > 0) + (len(self.arms["R"]) > 0)
        return 1 + (len(self.arms[self.spinner_arm]) > self.spinner_index + 1)

    @property
    def branches_open(self) -> bool:
        """True once N and S are open: both sides of the spinner covered."""
        return self.spinner is not None and self.spinner_sides_covered == 2

    def ends(self) -> dict[str, int]:
        """Open ends and the pip each shows, in the order L, R, N, S; empty before the lead.

        The dict is shared by every board showing these ends: read it, do not change it.
        """
        return (self.known or self.open()).pips

    def open_ends(self) -> tuple[tuple[str, int], ...]:
        """``ends()`` as (name, pip) pairs, the form events keep."""
        return (self.known or self.open()).pairs

    def open(self) -> OpenEnds:
        """The open ends, worked out from the arms when ``place`` could not move them on."""
        self.known = open_ends_of(tuple(self._work_out_ends().items()))
        return self.known

    def _work_out_ends(self) -> dict[str, int]:
        lead = self.lead
        if lead is None:
            return {}
        arms = self.arms
        out = {
            "L": arms["L"][-1].outer if arms["L"] else self.lead_left,
            "R": arms["R"][-1].outer if arms["R"] else lead.other(self.lead_left),
        }
        if self.spinner is not None and self.branches_open:
            spin = self.spinner.high
            out["N"] = arms["N"][-1].outer if arms["N"] else spin
            out["S"] = arms["S"][-1].outer if arms["S"] else spin
        return out

    def fitting_ends(self, tile: Tile) -> list[str]:
        """The open ends ``tile`` can be laid on."""
        return [name for name, pip in self.open_ends() if pip in tile]

    # -- changing --------------------------------------------------------------------------
    def check(self, tile: Tile, end: str | None) -> str | None:
        """Raise IllegalMoveError unless ``tile`` may go on ``end``; return the end it goes on."""
        if self.lead is None:
            if end is not None:
                raise IllegalMoveError(LeadHasNoEnd(tile=tile, end=end))
            return None
        ends = self.ends()
        fits = [name for name, pip in ends.items() if tile.has(pip)]
        if end is None:
            if len(fits) == 1:
                return fits[0]
            if not fits:
                raise IllegalMoveError(FitsNoEnd(tile=tile, ends=ends))
            raise IllegalMoveError(NameTheEnd(tile=tile, fits=fits))
        if end not in ARMS:
            raise IllegalMoveError(NoSuchEnd(end=end))
        if end not in ends:
            if end in ("N", "S") and self.spinner is not None:
                raise IllegalMoveError(EndNotOpenYet(end=end, spinner=self.spinner))
            if end in ("N", "S") and self.spinners:
                raise IllegalMoveError(NoSpinnerYet(end=end))
            raise IllegalMoveError(OnlyLAndR(end=end))
        if end not in fits:
            raise IllegalMoveError(DoesNotFit(tile=tile, end=end, shows=ends[end]))
        return end

    def place(self, tile: Tile, end: str | None, lead_left: int | None = None, *, checked: bool = False) -> str | None:
        """Lay ``tile`` (checked first, unless the caller just did; nothing changes on error). Returns the end used."""
        if not checked:
            end = self.check(tile, end)
        if end is None:
            self.known = None
            self.lead = tile
            self.lead_left = tile.high if lead_left is None else lead_left
            if tile.is_double and self.spinners:
                self.spinner = tile
            return None
        ends = (self.known or self.open()).pips
        placed = PLACED[tile][ends[end]]
        arm = self.arms[end]
        arm.append(placed)
        outer = placed.outer
        if self.spinners and (self.spinner is None or len(ends) < 4):  # a spinner may appear or open N and S
            if self.spinner is None and tile[0] == tile[1]:
                self.spinner, self.spinner_arm, self.spinner_index = tile, end, len(arm) - 1
            self.known = None
        elif len(ends) == 2:  # a line: look the new pair up
            self.known = LINE[outer][ends["R"]] if end == "L" else LINE[ends["L"]][outer]
        else:  # only this end's pip changes
            known = dict(ends)
            known[end] = outer
            self.known = open_ends_of(tuple(known.items()))
        return end

    def extend(self, tile: Tile, end: str) -> OpenEnds:
        """``place`` for a line without spinners, after the lead, already checked: the hot path of a block game."""
        known = self.known or self.open()
        pips = known.pips
        placed = PLACED[tile][pips[end]]
        self.arms[end].append(placed)
        known = self.known = LINE[placed.outer][pips["R"]] if end == "L" else LINE[pips["L"]][placed.outer]
        return known

    def _repr_html_(self) -> str:
        from ..views.render import board_svg

        return board_svg(self)

    def copy(self) -> Tableau:
        return Tableau(self.spinners, self.lead, self.lead_left, {name: arm[:] for name, arm in self.arms.items()},
                       self.spinner, self.spinner_arm, self.spinner_index, dict(self.bends), self.known)

    def check_bend(self, move: Move) -> None:
        """Raise IllegalMoveError unless joint ``move.joint`` of arm ``move.end`` may bend.

        Joint k joins the arm's tile k-1 (tile 0 is the lead) to its tile k: it may bend when k >= 2
        and tile k-1 is not a double.
        """
        self.check_joint(move.end or "", move.joint or 0)

    def check_joint(self, arm: str, k: int) -> None:
        """Raise IllegalMoveError unless joint ``k`` of ``arm`` may bend (see ``check_bend``)."""
        tiles = self.arms.get(arm, [])
        if arm not in ("L", "R"):
            raise IllegalMoveError(ArmCannotBend(arm=arm))
        if not 1 <= k <= len(tiles):
            raise IllegalMoveError(NoJoint(arm=arm, count=len(tiles), joint=k))
        if k == 1:
            raise IllegalMoveError(JointAtLead(arm=arm, lead=self.lead))
        before = tiles[k - 2].tile
        if before.is_double:
            raise IllegalMoveError(JointAfterDouble(arm=arm, joint=k, double=before))

    def joints(self) -> list[tuple[str, int, bool]]:
        """Every joint of arms L and R as (arm, k, whether it may bend), for drawing the numbering."""
        found = []
        for arm in ("L", "R"):
            for k in range(1, len(self.arms.get(arm, [])) + 1):
                try:
                    self.check_joint(arm, k)
                    found.append((arm, k, True))
                except IllegalMoveError:
                    found.append((arm, k, False))
        return found

    def bend(self, move: Move) -> tuple[Tile, Tile]:
        """Bend the line at a joint (checked first): layout only. Returns the two tiles it joins."""
        self.check_bend(move)
        arm, k = move.end or "", move.joint or 0
        if move.bend == "straight":
            self.bends.pop((arm, k), None)
        else:
            self.bends[(arm, k)] = move.bend or "left"
        tiles = self.arms[arm]
        return tiles[k - 2].tile, tiles[k - 1].tile
