"""What one seat may see of a hand: an ``Observation``, as OpenSpiel hands a player its seat's view.

``Hand.observe(seat)`` makes one, of the hand as it stands: the seat's own tiles, a copy of the
table, how many tiles each seat holds and the stock still has, the running totals, the rules, the
seats, whose turn it is, the legal moves (to the seat to move only) and every move so far as the
seat saw it (another seat's draw without its tile). Nothing public leads to another seat's tiles:
the hand itself is kept privately, for ``sandbox``, which plays a guess at the hidden tiles out on
a copy. Read an observation before the hand moves on: afterwards it refuses to be read
(``Problem.OBSERVATION_OUT_OF_DATE``), where it would show the new position.

It offers what a player written for a ``Hand`` reads (``Position``: ``to_move``, ``board``,
``variant``, ``seats``, ``legal_moves()``), so such a player works on it unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol, Sequence

from .errors import DominoError
from .problems import DealHands, DealSize, NoSuchSeat, ObservationOutOfDate, TileTwice, TilesMissing
from .events import Draw, DrawRule, Pass, Play, Reason, Seats, Sistemata
from .tableau import Tableau
from .tiles import FULL_SET, Tile

if TYPE_CHECKING:
    from .variant import Variant
    from .engine import Hand, Move

MOVE_EVENTS = (Play, Draw, Pass, Sistemata)
"""The events a move makes, one each (a move's other events, scores and the hand's end, follow it)."""


class Position(Protocol):
    """What a ``Hand`` and an ``Observation`` both offer a player: the table, the rules, the seats, whose turn."""

    @property
    def board(self) -> Tableau: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def seats(self) -> Seats: ...

    @property
    def to_move(self) -> int: ...

    def legal_moves(self) -> list[Move]: ...


class Seen(NamedTuple):
    """One move as a seat saw it."""

    seat: int
    """Who made it."""
    move: Move
    """The move; another seat's draw without its tile."""
    ends: tuple[tuple[str, int], ...]
    """The open ends it met, as (end, pip) pairs."""


def on_table(board: Tableau) -> set[Tile]:
    """Every tile on the table."""
    laid = {placed.tile for arm in board.arms.values() for placed in arm}
    return laid | {board.lead} if board.lead is not None else laid


class Observation:
    """What ``seat`` may see of a hand (``Hand.observe``). Cheap to make (a playout makes one a move): what
    changes as the hand goes on is read from it when asked, and refused once it has moved on."""

    __slots__ = ("seat", "to_move", "over", "stock", "variant", "seats", "_hand", "_at", "_board", "_history")

    def __init__(self, hand: Hand, seat: int) -> None:
        if not 0 <= seat < len(hand.held):
            raise DominoError(NoSuchSeat(seat=seat, last=len(hand.held) - 1))
        self.seat = seat
        self.to_move = hand.to_move
        self.over = hand.over
        self.stock = len(hand.boneyard)
        """How many tiles are left to draw."""
        self.variant: Variant = hand.variant
        self.seats: Seats = hand.seats
        self._hand = hand
        self._at = len(hand.moves)
        self._board: Tableau | None = None
        self._history: tuple[Seen, ...] | None = None

    def _now(self) -> Hand:
        """The hand, as long as it is still as observed."""
        hand = self._hand
        if len(hand.moves) != self._at:
            raise DominoError(ObservationOutOfDate(moves=self._at, now=len(hand.moves)))
        return hand

    @property
    def drawing(self) -> bool:
        """Is anything left that a player may draw (the game draws, more tiles are left than must stay)?"""
        return self.variant.draw != DrawRule.NONE and self.stock > self.variant.kept

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The seat's own tiles."""
        return tuple(self._now().held[self.seat])

    @property
    def lead_reason(self) -> Reason:
        """Why the leader leads this hand, as the table is told (``Variant.lead_facts`` reads what it shows)."""
        return self._now().lead_reason

    @property
    def counts(self) -> tuple[int, ...]:
        """How many tiles each seat holds."""
        return tuple(map(len, self._now().held))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each side's running total."""
        return tuple(self._now().match.totals)

    @property
    def board(self) -> Tableau:
        """A copy of the table."""
        if self._board is None:
            self._board = self._now().board.copy()
        return self._board

    def legal_moves(self) -> list[Move]:
        """The moves the seat may make: none unless it is the seat to move."""
        return self._now().legal_moves() if self.seat == self.to_move else []

    @property
    def history(self) -> tuple[Seen, ...]:
        """Every move of the hand so far as the seat saw it, forced ones included, in order."""
        if self._history is None:
            self._history = tuple(seen_moves(self._hand, self.seat, self._at))
        return self._history

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves of ``history``, as ``Hand.moves`` lists them but for other seats' drawn tiles."""
        return tuple(seen.move for seen in self.history)

    @property
    def n_players(self) -> int:
        return len(self.seats.names)

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def sandbox(self, held: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> Hand:
        """The hand as observed with a guess at what the seat cannot see: ``held`` for every seat and
        ``boneyard`` the stock (``Hand.sandbox``; the real hand is not touched). The guess keeps the
        seat's own tiles and every seat's count, and places exactly the tiles the seat cannot see."""
        counts = self.counts
        if len(held) != len(counts):
            raise DominoError(DealHands(hands=len(held), players=len(counts)))
        for seat, tiles in enumerate(held):
            if len(tiles) != counts[seat]:
                raise DominoError(DealSize(who=self.name(seat), dealt=len(tiles), size=counts[seat]))
        lost = set(self.tiles) - set(held[self.seat])
        if lost:
            raise DominoError(TilesMissing(tiles=sorted(lost)))
        everything = [t for tiles in held for t in tiles] + list(boneyard) + list(on_table(self.board))
        if len(set(everything)) < len(everything):
            raise DominoError(TileTwice(tile=next(t for i, t in enumerate(everything) if t in everything[:i])))
        if len(everything) != len(FULL_SET):
            raise DominoError(TilesMissing(tiles=sorted(set(FULL_SET) - set(everything))))
        return self._now().sandbox(held, boneyard)


def seen_moves(hand: Hand, seat: int, at: int) -> list[Seen]:
    """The first ``at`` moves of ``hand`` as ``seat`` saw them: each paired with the event it made."""
    seen: list[Seen] = []
    ends: tuple[tuple[str, int], ...] = ()  # as the latest play left them
    made = (event for event in hand.events if isinstance(event, MOVE_EVENTS))
    for move, event in zip(hand.moves[:at], made):
        if isinstance(event, Draw) and event.player != seat:
            move = move._replace(tile=None)
        seen.append(Seen(event.player, move, event.ends if isinstance(event, (Draw, Pass)) else ends))
        if isinstance(event, Play):
            ends = event.ends_after
    return seen
