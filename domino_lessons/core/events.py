"""Typed events. Each carries the numbers, seats and tiles it was computed from, never a sentence.

``event.text`` is the annotation the replay, the CLI transcript and the quizzes show, made from
those facts by the narrator (``domino_lessons.narrate``);
``event.to_json()`` is the event as the records spec writes it in ``replay --json``.
Texts are formatted when read, so playing many games costs no string work. Events are plain
slotted dataclasses, not frozen ones (a frozen one costs five times as much to build, and a hand
makes one per move); nothing changes an event once the engine has made it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from .errors import DominoError
from .problems import NoSuchSeat
from .tiles import Tile

if TYPE_CHECKING:
    from ..narrate import Narrator


class TextEnum(str, Enum):
    """A code that records and JSON write as its text: ``str()``, f-strings and ``==`` with the text all
    give the value, so the old strings keep working where a member now stands."""

    def __str__(self) -> str:
        return str(self.value)


class DrawRule(TextEnum):
    """What a player who cannot play does (a variant's ``draw``)."""

    UNTIL_PLAYABLE = "until-playable"
    """Draws until a tile fits, then plays it."""
    ONE = "one"
    """Draws one tile; if it does not fit, keeps it and the turn is over."""
    NONE = "none"
    """Nobody draws: a player who cannot play passes."""


class Outcome(TextEnum):
    """How a hand ended (``HandEnd.outcome``)."""

    DOMINO = "domino"
    """Somebody went out."""
    BLOCKED = "blocked"
    """Nobody could move."""

    @classmethod
    def of(cls, went_out: int | None) -> Outcome:
        """``DOMINO`` when a seat went out, ``BLOCKED`` when none did (``went_out`` None)."""
        return cls.DOMINO if went_out is not None else cls.BLOCKED


class Why(Enum):
    """Reasons every game shares. Each game's rules module adds an enum of its own codes."""

    BY_LOT = "lot"
    FREE_CHOICE = "free choice"
    FROM_RECORD = "the record"
    """The rules fix the leader, but from a hand the record does not hold (a ``start``)."""
    WENT_OUT = "went out"
    """He went out in the last hand."""


class Stock(Enum):
    """What a game calls its undealt tiles."""

    BONEYARD = "boneyard"
    POZZO = "pozzo"
    RESERVE = "reserve"
    OUT_OF_PLAY = "out of play"
    HIDDEN = "hidden"


class PassWhy(Enum):
    """Why a player who cannot play passes instead of drawing."""

    NO_DRAWING = "no drawing"
    """Nobody draws in this game."""
    DREW_ONE = "drew one"
    """Draw-one: he already drew this turn."""
    NO_STOCK = "no stock"
    """Every tile was dealt: there is nothing to draw."""
    STOCK_EMPTY = "stock empty"
    """Everything that could be drawn has been."""
    STOCK_KEPT = "stock kept"
    """The tiles left in the stock must stay there (``Variant.kept``)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why something is so: a code (``Why`` or a game's own enum) and the facts needed to say it."""

    code: Enum
    tile: Tile | None = None
    seat: int | None = None
    side: int | None = None
    values: tuple[int, ...] = ()
    tiles: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class Seats:
    """Player names and how seats form scoring sides."""

    names: tuple[str, ...]
    sides: tuple[tuple[int, ...], ...]

    def side_of(self, seat: int) -> int:
        for side, seats in enumerate(self.sides):
            if seat in seats:
                return side
        raise DominoError(NoSuchSeat(seat=seat, last=len(self.names) - 1))

    def side_name(self, side: int) -> str:
        return "+".join(self.names[s] for s in self.sides[side])

    @property
    def side_names(self) -> list[str]:
        return [self.side_name(i) for i in range(len(self.sides))]

    @property
    def partnership(self) -> bool:
        return any(len(seats) > 1 for seats in self.sides)


@cache
def _narrator() -> Callable[[], Narrator]:
    """``narrate.narrator``, imported once when a text is first read (a replay reads one per event)."""
    from ..narrate import narrator

    return narrator


@dataclass(slots=True)
class Event:
    """Something that happened in a hand."""

    type: ClassVar[str] = "event"
    json_fields: ClassVar[tuple[str, ...]] = ()
    seats: Seats = field(repr=False, compare=False)

    @property
    def text(self) -> str:
        """The annotation: what happened and the arithmetic behind it, in the language being spoken (see ``narrate``)."""
        return _narrator()().event(self)

    @property
    def counts(self) -> bool:
        """True when this event changes what a side holds: points scored, or Domeng's stones moved."""
        return False

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for key in self.json_fields:
            value = getattr(self, key)
            out[key] = str(value) if isinstance(value, Tile) else value
        out["text"] = self.text
        return out


@dataclass(slots=True)
class Play(Event):
    """A tile laid. A game that notes more about a play (what it counts) makes its own kind (``Variant.play_event``)."""

    type: ClassVar[str] = "play"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "tile", "end")
    player: int
    tile: Tile
    end: str | None
    ends_after: tuple[tuple[str, int], ...]
    lead_reason: Reason | None = None
    marks: tuple[Reason, ...] = ()
    """What the variant notes about this play, as codes (the spinner's state, a term of the game)."""


@dataclass(slots=True)
class Draw(Event):
    """A tile drawn from the boneyard because the player could not play."""

    type: ClassVar[str] = "draw"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "tile")
    player: int
    tile: Tile
    ends: tuple[tuple[str, int], ...]
    fits: tuple[str, ...]
    keeps_turn: bool
    """False under draw-one when the drawn tile does not fit: the turn ends."""


@dataclass(slots=True)
class Pass(Event):
    """A player who cannot play and cannot draw passes."""

    type: ClassVar[str] = "pass"
    json_fields: ClassVar[tuple[str, ...]] = ("player",)
    player: int
    ends: tuple[tuple[str, int], ...]
    why: PassWhy = PassWhy.STOCK_EMPTY
    stock: Stock = Stock.BONEYARD


@dataclass(slots=True)
class Score(Event):
    """A signed change to a side's running total. Subclasses say why."""

    type: ClassVar[str] = "score"
    json_fields: ClassVar[tuple[str, ...]] = ("side", "points")
    side: int
    points: int
    before: int

    @property
    def after(self) -> int:
        return self.before + self.points

    @property
    def counts(self) -> bool:
        return self.points != 0


@dataclass(slots=True)
class HandEnd(Event):
    """The hand is over: somebody went out, or it is blocked."""

    type: ClassVar[str] = "hand_end"
    outcome: Outcome = Outcome.DOMINO
    player: int | None = None
    """Who went out (domino)."""
    side_pips: tuple[int, ...] = ()
    next_leader: int | None = None
    next_reason: Reason | None = None
    match_over: bool = False
    stock: Stock = Stock.BONEYARD
    """A blocked hand: the stock that is empty (its name)."""
    no_stock: bool = False
    """Every tile was dealt: the game had no stock at all, so a blocked hand had none to empty."""
    kept: int = 0
    """A blocked hand of a game whose stock keeps tiles (``Variant.kept``): how many are left there (else 0)."""


@dataclass(slots=True)
class MatchEnd(Event):
    """The match is decided; ``winner`` is a side or None for a tie."""

    type: ClassVar[str] = "match_end"
    winner: int | None = None
    totals: tuple[int, ...] = ()
    target: int = 0
    mid_hand: bool = False
    last_points: tuple[int, ...] = ()
    """Each side's points in the event that decided the match."""


@dataclass(slots=True)
class Sistemata(Event):
    """The line bent at a joint (the Goat family): layout only, the same player still to move."""

    type: ClassVar[str] = "sistemata"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "arm", "joint", "direction")
    player: int
    arm: str
    joint: int
    direction: str
    before: Tile
    after: Tile

