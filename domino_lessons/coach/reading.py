"""Reading the table: what one seat knows at one step, as facts derived from the rules.

``knowledge(result, step, seat)`` reads a replay computed with ``replay(record, frames=True)``;
``observed_knowledge(observation)`` what a seat is shown of a hand being played (``Hand.observe``),
and ``table_knowledge(hand, seat)`` the same from the hand. Each gives a ``Knowledge``: the tiles
the seat cannot see, how many tiles each seat holds, and for every other seat the pips it
provably does not hold, each with the step since which that is proved.

The rule that chose the leader tells the table something too (``Variant.lead_facts``): in Goat the holder of
1-1 leads, so until he lays it nobody else holds it; where the highest opening double leads, the higher
ones were not dealt, so a seat that has drawn nothing holds none of them.

The proofs. A player passes or draws only when no tile of his fits an open end, so at that
moment he holds none of the pips the ends show. Laying a tile never gives him a pip; drawing
does: the drawn tile is unseen and may show anything, so while it is unaccounted for nothing
is ruled out for him. It is accounted for at his next action. If he plays, the tile he lays is
the drawn one (nothing else of his fits, and the ends have not moved), so what held before
the draw holds again. If he draws again or passes, he keeps it, and it shows none of the ends'
pips: only those stay ruled out.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable

from ..core.engine import MoveKind
from ..core.errors import DominoError, Problem
from ..core.problems import NoSuchSeat, NoSuchStep
from ..core.events import Draw, Pass, Play
from ..core.observation import Observation, on_table as on_table  # on_table: importable from here as before
from ..core.tableau import Tableau
from ..core.variant import LeadFacts
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
    held: dict[int, tuple[Tile, ...]] = field(default_factory=dict)
    """For another seat, unseen tiles it provably holds (the rule that chose the leader says he was dealt them)."""
    barred: dict[int, frozenset[Tile]] = field(default_factory=dict)
    """For another seat, unseen tiles it provably does not hold besides the pips ruled out (nobody was dealt them,
    the rule that chose the leader says, and it has drawn none)."""

    def free(self) -> list[Tile]:
        """The unseen tiles no other seat provably holds, in order: those a deal hands out."""
        placed = {tile for tiles in self.held.values() for tile in tiles}
        return [tile for tile in self.unseen if tile not in placed]

    def may_hold(self, seat: int, tile: Tile) -> bool:
        """Whether another ``seat`` may hold the unseen ``tile`` beside the ones it provably holds."""
        lacks = self.ruled_out[seat]
        return tile[0] not in lacks and tile[1] not in lacks and tile not in self.barred.get(seat, ())


class Proofs:
    """The pips each seat provably lacks, worked out move by move (see the module's docstring)."""

    def __init__(self, players: int) -> None:
        self.lacks: list[dict[int, int]] = [{} for _ in range(players)]
        self.before_draw: list[dict[int, int] | None] = [None] * players
        """What held before a seat's drawn tile, restored if he lays it next (None: no tile pending)."""

    def stuck(self, step: int, seat: int, ends: Iterable[tuple[str, int]], drew: bool) -> None:
        """``seat`` passed or (``drew``) drew at ``step``, facing ``ends``."""
        shown = {pip for _, pip in ends}
        pending = self.before_draw[seat]
        if pending is None:  # his hand is as it was: add the ends' pips
            known = self.lacks[seat]
            proved = {**known, **{pip: step for pip in shown if pip not in known}}
        else:  # he keeps the tile he drew: it shows none of these pips, but may show others
            proved = {pip: pending.get(pip, step) for pip in shown}
        if drew:
            self.before_draw[seat], self.lacks[seat] = proved, {}
        else:
            self.before_draw[seat], self.lacks[seat] = None, proved

    def laid(self, seat: int) -> None:
        """``seat`` laid a tile."""
        if self.before_draw[seat] is not None:
            self.lacks[seat] = self.before_draw[seat] or {}
            self.before_draw[seat] = None


def read(seat: int, step: int, own: Iterable[Tile], counts: tuple[int, ...], board: Tableau,
         proofs: Proofs) -> Knowledge:
    """``seat``'s knowledge at ``step``, from its tiles, every seat's count, the table and the proofs so far."""
    visible = set(own) | on_table(board)
    ruled = {other: dict(sorted(proofs.lacks[other].items())) for other in range(len(counts)) if other != seat}
    return Knowledge(seat, step, tuple(t for t in HIGH_FIRST if t not in visible), counts, ruled)


def knowledge(result: Replay, step: int, seat: int) -> Knowledge:
    """What ``seat`` can tell at frame ``step`` of a replay made with ``replay(record, frames=True)``."""
    frames = result.frames
    if not frames:
        raise DominoError(Problem.NO_FRAMES)
    if not 0 <= step < len(frames):
        raise DominoError(NoSuchStep(step=step, last=len(frames) - 1))
    frame = frames[step]
    if not 0 <= seat < len(frame.held):
        raise DominoError(NoSuchSeat(seat=seat, last=len(frame.held) - 1))
    first = step
    while first > 0 and frames[first - 1].hand_number == frame.hand_number:
        first -= 1
    proofs, drew = Proofs(len(frame.held)), set()
    for at, event in ((f.step, e) for f in frames[first:step + 1] for e in f.events):
        if isinstance(event, (Pass, Draw)):
            proofs.stuck(at, event.player, event.ends, isinstance(event, Draw))
            if isinstance(event, Draw):
                drew.add(event.player)
        elif isinstance(event, Play):
            proofs.laid(event.player)
    found = read(seat, step, frame.held[seat], tuple(map(len, frame.held)), frame.board, proofs)
    hand = result.match.hands[frame.hand_number - 1]
    return told_by_the_lead(found, result.match.variant.lead_facts(hand.lead_reason), hand.leader, drew)


def observed_knowledge(observation: Observation) -> Knowledge:
    """What the observing seat can tell now in a hand being played; steps are move numbers (1 for the lead)."""
    history = observation.history
    proofs = Proofs(observation.n_players)
    for step, seen in enumerate(history, 1):
        kind = seen.move.kind
        if kind in (MoveKind.PASS, MoveKind.DRAW):
            proofs.stuck(step, seen.seat, seen.ends, kind == MoveKind.DRAW)
        elif kind == MoveKind.PLAY:
            proofs.laid(seen.seat)
    found = read(observation.seat, len(history), observation.tiles, observation.counts, observation.board, proofs)
    drew = {seen.seat for seen in history if seen.move.kind == MoveKind.DRAW}
    leader = history[0].seat if history else observation.to_move
    return told_by_the_lead(found, observation.variant.lead_facts(observation.lead_reason), leader, drew)


def told_by_the_lead(found: Knowledge, facts: LeadFacts | None, leader: int, drew: set[int]) -> Knowledge:
    """``found`` with what the rule that chose the ``leader`` tells (``Variant.lead_facts``): the tile he was dealt,
    held while it is unseen; the tiles nobody was dealt, barred for each other seat that has drawn none."""
    if facts is None:
        return found
    unseen = set(found.unseen)
    held: dict[int, tuple[Tile, ...]] = {}
    if facts.dealt is not None and facts.dealt in unseen and leader != found.seat:
        held[leader] = (facts.dealt,)
    barred = {other: frozenset(facts.undealt & unseen) for other in found.ruled_out
              if other not in drew and facts.undealt & unseen}
    return replace(found, held=held, barred=barred)


def table_knowledge(hand: Hand, seat: int) -> Knowledge:
    """What ``seat`` can tell now in a hand being played (``observed_knowledge`` of what it is shown)."""
    return observed_knowledge(hand.observe(seat))
