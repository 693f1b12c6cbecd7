"""Reading the table: what one seat knows at one step, as facts derived from the rules.

``knowledge(result, step, seat)`` reads a replay computed with ``replay(record, frames=True)``;
``table_knowledge(hand, seat)`` reads a hand being played. Both give a ``Knowledge``: the tiles
the seat cannot see, how many tiles each seat holds, and for every other seat the pips it
provably does not hold, each with the step since which that is proved.

The proofs. A player passes or draws only when no tile of his fits an open end, so at that
moment he holds none of the pips the ends show. Laying a tile never gives him a pip; drawing
does: the drawn tile is unseen and may show anything, so while it is unaccounted for nothing
is ruled out for him. It is accounted for at his next action. If he plays, the tile he lays is
the drawn one (nothing else of his fits, and the ends have not moved), so what held before
the draw holds again. If he draws again or passes, he keeps it, and it shows none of the ends'
pips: only those stay ruled out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Iterator

from ..core.tableau import Tableau
from ..core.errors import DominoError, Problem
from ..core.events import Draw, Event, Pass, Play, Sistemata
from ..core.tiles import FULL_SET, Tile

if TYPE_CHECKING:
    from ..core.engine import Hand
    from ..core.record import Replay

HIGH_FIRST = tuple(sorted(FULL_SET, reverse=True))


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` can tell at ``step``."""

    seat: int
    step: int
    unseen: tuple[Tile, ...]
    """The tiles ``seat`` cannot see: every other hand and the undealt tiles (highest first)."""
    counts: tuple[int, ...]
    """How many tiles each seat holds."""
    ruled_out: dict[int, dict[int, int]]
    """For each other seat, the pips it provably does not hold, each with the step since which."""


class Proofs:
    """The pips each seat provably lacks, worked out event by event (see the module's docstring)."""

    def __init__(self, players: int) -> None:
        self.lacks: list[dict[int, int]] = [{} for _ in range(players)]
        self.before_draw: list[dict[int, int] | None] = [None] * players
        """What held before a seat's drawn tile, restored if he lays it next (None: no tile pending)."""

    def see(self, step: int, event: Event) -> None:
        if isinstance(event, (Pass, Draw)):
            seat, shown = event.player, {pip for _, pip in event.ends}
            pending = self.before_draw[seat]
            if pending is None:  # his hand is as it was: add the ends' pips
                known = self.lacks[seat]
                proved = {**known, **{pip: step for pip in shown if pip not in known}}
            else:  # he keeps the tile he drew: it shows none of these pips, but may show others
                proved = {pip: pending.get(pip, step) for pip in shown}
            if isinstance(event, Draw):
                self.before_draw[seat], self.lacks[seat] = proved, {}
            else:
                self.before_draw[seat], self.lacks[seat] = None, proved
        elif isinstance(event, Play) and self.before_draw[event.player] is not None:
            self.lacks[event.player] = self.before_draw[event.player] or {}
            self.before_draw[event.player] = None


def on_table(board: Tableau) -> set[Tile]:
    laid = {placed.tile for arm in board.arms.values() for placed in arm}
    return laid | {board.lead} if board.lead is not None else laid


def read(seat: int, step: int, held: Iterable[Iterable[Tile]], board: Tableau,
         seen: Iterable[tuple[int, Event]]) -> Knowledge:
    """``seat``'s knowledge at ``step``, from the hands, the table and this hand's events so far."""
    hands = [tuple(tiles) for tiles in held]
    proofs = Proofs(len(hands))
    for at, event in seen:
        proofs.see(at, event)
    visible = set(hands[seat]) | on_table(board)
    ruled = {other: dict(sorted(proofs.lacks[other].items())) for other in range(len(hands)) if other != seat}
    return Knowledge(seat, step, tuple(t for t in HIGH_FIRST if t not in visible), tuple(map(len, hands)), ruled)


def knowledge(result: Replay, step: int, seat: int) -> Knowledge:
    """What ``seat`` can tell at frame ``step`` of a replay made with ``replay(record, frames=True)``."""
    frames = result.frames
    if not frames:
        raise DominoError(Problem.NO_FRAMES)
    if not 0 <= step < len(frames):
        raise DominoError(Problem.NO_SUCH_STEP, step=step, last=len(frames) - 1)
    frame = frames[step]
    if not 0 <= seat < len(frame.held):
        raise DominoError(Problem.NO_SUCH_SEAT, seat=seat, last=len(frame.held) - 1)
    first = step
    while first > 0 and frames[first - 1].hand_number == frame.hand_number:
        first -= 1
    seen = ((f.step, e) for f in frames[first:step + 1] for e in f.events)
    return read(seat, step, frame.held, frame.board, seen)


def numbered_moves(events: Iterable[Event]) -> Iterator[tuple[int, Event]]:
    """A hand's events with the number of the move each belongs to (1 for the lead)."""
    move = 0
    for event in events:
        move += isinstance(event, (Play, Pass, Draw, Sistemata))
        yield move, event


def table_knowledge(hand: Hand, seat: int) -> Knowledge:
    """What ``seat`` can tell now in a hand being played; steps are move numbers."""
    return read(seat, len(hand.moves), hand.held, hand.board, numbered_moves(hand.events))
