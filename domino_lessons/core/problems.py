"""The facts of each ``Problem`` (the errors every game shares), one frozen ``Facts`` class per code.

``raise IllegalMoveError(DoesNotFit(tile=tile, end=end, shows=pip))``: the fields are the parameters of
the code's phrase in every language, so the type checker catches a fact misspelt or of the wrong type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Mapping, Sequence

from .errors import Facts, Problem

if TYPE_CHECKING:
    from .engine import Move
    from .events import PassWhy, Reason, Seats, Stock, Why
    from .tiles import Tile
    from .variant import Variant


class TileHalf(Facts):
    """A tile half given that is not a whole number 0..6."""

    code: ClassVar[Problem] = Problem.TILE_HALF
    half: object


class GameNotLoaded(Facts):
    """A declared game (entry ``name`` = ``source``) whose import raised ``why``."""

    code: ClassVar[Problem] = Problem.GAME_NOT_LOADED
    name: str
    source: str
    why: str


class NotAGame(Facts):
    """A declared game (entry ``name`` = ``source``) that is no ``Variant`` with an id."""

    code: ClassVar[Problem] = Problem.NOT_A_GAME
    name: str
    source: str


class WordsNotLoaded(Facts):
    """Declared words (entry ``lang`` = ``source`` of ``narrate.WORDS_GROUP``) that could not be taken: the import
    raised ``why``, or the module holds no ``BOOK`` (a ``Phrasebook``; ``why`` empty)."""

    code: ClassVar[Problem] = Problem.WORDS_NOT_LOADED
    lang: str
    source: str
    why: str


class GameIdTaken(Facts):
    """A declared game whose ``id`` a game of the module ``owner`` has."""

    code: ClassVar[Problem] = Problem.GAME_ID_TAKEN
    name: str
    source: str
    id: str
    owner: str


class NotATile(Facts):
    """``text`` (whatever was given) is not written as a-b."""

    code: ClassVar[Problem] = Problem.NOT_A_TILE
    text: object


class PipsOutOfSet(Facts):
    """``text`` is a-b with a half above 6."""

    code: ClassVar[Problem] = Problem.PIPS_OUT_OF_SET
    text: str


class TakesNoTile(Facts):
    """``pass`` or ``draw`` (``word``) followed by more than it takes."""

    code: ClassVar[Problem] = Problem.TAKES_NO_TILE
    word: str


class NotAnEnd(Facts):
    """A token's end as written (``given``): not L, R, N or S."""

    code: ClassVar[Problem] = Problem.NOT_AN_END
    given: str


class LeaderDisagrees(Facts):
    """The ``leader`` given is not the ``seat`` (``who``) the rules fix for ``reason``."""

    code: ClassVar[Problem] = Problem.LEADER_DISAGREES
    leader: int
    seat: int
    who: str
    reason: Reason
    seats: Seats


class LeaderRequired(Facts):
    """No ``leader`` given where the rules leave the choice to ``chosen``."""

    code: ClassVar[Problem] = Problem.LEADER_REQUIRED
    chosen: Why


class LeaderSeat(Facts):
    """A ``leader`` that is no seat from 0 to ``last``."""

    code: ClassVar[Problem] = Problem.LEADER_SEAT
    last: int


class DealHands(Facts):
    """A deal of ``hands`` hands for ``players`` players."""

    code: ClassVar[Problem] = Problem.DEAL_HANDS
    hands: int
    players: int


class DealSize(Facts):
    """``who`` is dealt ``dealt`` tiles where the hand holds ``size``."""

    code: ClassVar[Problem] = Problem.DEAL_SIZE
    who: str
    dealt: int
    size: int


class TileTwice(Facts):
    """``tile`` is dealt twice."""

    code: ClassVar[Problem] = Problem.TILE_TWICE
    tile: Tile


class TilesMissing(Facts):
    """The deal lacks ``tiles``."""

    code: ClassVar[Problem] = Problem.TILES_MISSING
    tiles: Sequence[Tile]


class NoSistemata(Facts):
    """A bend in a ``game`` whose line never bends."""

    code: ClassVar[Problem] = Problem.NO_SISTEMATA
    game: type[Variant]


class NotInHand(Facts):
    """``who`` does not hold ``tile``."""

    code: ClassVar[Problem] = Problem.NOT_IN_HAND
    tile: Tile
    who: str


class OnTable(Facts):
    """``tile`` is already laid."""

    code: ClassVar[Problem] = Problem.ON_TABLE
    tile: Tile


class MustLead(Facts):
    """``who`` must lead ``tile``, for ``reason``."""

    code: ClassVar[Problem] = Problem.MUST_LEAD
    who: str
    tile: Tile
    reason: Reason
    seats: Seats


class CanPlay(Facts):
    """``who`` has ``plays``, so may not make a move of ``kind``."""

    code: ClassVar[Problem] = Problem.CAN_PLAY
    who: str
    plays: Sequence[Move]
    kind: str


class CannotDraw(Facts):
    """``who`` may not draw from the ``stock``, for ``why``."""

    code: ClassVar[Problem] = Problem.CANNOT_DRAW
    who: str
    why: PassWhy
    stock: Stock


class NextTile(Facts):
    """A draw written as ``given`` where the ``stock``'s next tile is ``tile``."""

    code: ClassVar[Problem] = Problem.NEXT_TILE
    stock: Stock
    tile: Tile
    given: Tile


class MustDraw(Facts):
    """A pass while the ``stock`` has ``left`` tiles for ``who`` to draw."""

    code: ClassVar[Problem] = Problem.MUST_DRAW
    who: str
    stock: Stock
    left: int


class UnknownMove(Facts):
    """A move of no kind the engine knows."""

    code: ClassVar[Problem] = Problem.UNKNOWN_MOVE
    kind: str


class LeadHasNoEnd(Facts):
    """The lead ``tile`` written with an ``end``."""

    code: ClassVar[Problem] = Problem.LEAD_HAS_NO_END
    tile: Tile
    end: str


class FitsNoEnd(Facts):
    """``tile`` matches none of the open ``ends`` (end: pip)."""

    code: ClassVar[Problem] = Problem.FITS_NO_END
    tile: Tile
    ends: Mapping[str, int]


class NameTheEnd(Facts):
    """``tile`` fits several ends (``fits``) and none is named."""

    code: ClassVar[Problem] = Problem.NAME_THE_END
    tile: Tile
    fits: Sequence[str]


class NoSuchEnd(Facts):
    """``end`` is not the name of an end."""

    code: ClassVar[Problem] = Problem.NO_SUCH_END
    end: str


class EndNotOpenYet(Facts):
    """``end`` (N or S) before both sides of the ``spinner`` are covered."""

    code: ClassVar[Problem] = Problem.END_NOT_OPEN_YET
    end: str
    spinner: Tile


class NoSpinnerYet(Facts):
    """``end`` (N or S) before any spinner."""

    code: ClassVar[Problem] = Problem.NO_SPINNER_YET
    end: str


class OnlyLAndR(Facts):
    """``end`` (N or S) in a game whose line has only L and R."""

    code: ClassVar[Problem] = Problem.ONLY_L_AND_R
    end: str


class DoesNotFit(Facts):
    """``tile`` has no half ``shows``, the pip open on ``end``."""

    code: ClassVar[Problem] = Problem.DOES_NOT_FIT
    tile: Tile
    end: str
    shows: int


class ArmCannotBend(Facts):
    """A bend of an ``arm`` other than L and R."""

    code: ClassVar[Problem] = Problem.ARM_CANNOT_BEND
    arm: str


class NoJoint(Facts):
    """A bend at ``joint`` of an ``arm`` of ``count`` tiles."""

    code: ClassVar[Problem] = Problem.NO_JOINT
    arm: str
    count: int
    joint: int


class JointAtLead(Facts):
    """A bend at joint 1 of ``arm``, beside the ``lead``."""

    code: ClassVar[Problem] = Problem.JOINT_AT_LEAD
    arm: str
    lead: Tile | None


class JointAfterDouble(Facts):
    """A bend at ``joint`` of ``arm``, right after the ``double``."""

    code: ClassVar[Problem] = Problem.JOINT_AFTER_DOUBLE
    arm: str
    joint: int
    double: Tile


class Players(Facts):
    """``given`` players for a ``game`` of ``minimum`` to ``maximum``."""

    code: ClassVar[Problem] = Problem.PLAYERS
    game: type[Variant]
    minimum: int
    maximum: int
    given: int


class TooManyTiles(Facts):
    """``players`` hands of ``size`` tiles: more than the set."""

    code: ClassVar[Problem] = Problem.TOO_MANY_TILES
    players: int
    size: int


class TooManyKept(Facts):
    """The stock must keep ``kept`` tiles (``Variant.kept``), but the deal leaves only ``stock``."""

    code: ClassVar[Problem] = Problem.TOO_MANY_KEPT
    kept: int
    stock: int


class StartScores(Facts):
    """``start`` scores that are not ``sides`` whole numbers."""

    code: ClassVar[Problem] = Problem.START_SCORES
    sides: int


class OptionChoice(Facts):
    """Option ``key`` given a ``value`` that is none of its ``choices``."""

    code: ClassVar[Problem] = Problem.OPTION_CHOICE
    key: str
    value: object
    choices: Sequence[object]


class OptionNumber(Facts):
    """Option ``key`` given a ``value`` that is no whole number from ``minimum``."""

    code: ClassVar[Problem] = Problem.OPTION_NUMBER
    key: str
    minimum: int
    value: object


class UnknownOption(Facts):
    """Option ``key`` is none of the ``variant``'s (``known``)."""

    code: ClassVar[Problem] = Problem.UNKNOWN_OPTION
    key: str
    variant: str
    known: Sequence[str]


class VariantNotText(Facts):
    """A variant named by a ``value`` that is no string."""

    code: ClassVar[Problem] = Problem.VARIANT_NOT_TEXT
    value: object


class UnknownVariant(Facts):
    """``value`` is none of the games' ``ids`` or aliases."""

    code: ClassVar[Problem] = Problem.UNKNOWN_VARIANT
    value: str
    ids: Sequence[str]


class UnknownKind(Facts):
    """``game`` asks no questions of ``kind``; it asks ``kinds``."""

    code: ClassVar[Problem] = Problem.UNKNOWN_KIND
    kind: str
    game: type[Variant]
    kinds: Sequence[str]


class NoSuchSeat(Facts):
    """``seat`` is no seat from 0 to ``last``."""

    code: ClassVar[Problem] = Problem.NO_SUCH_SEAT
    seat: int
    last: int


class NoSuchStep(Facts):
    """``step`` is no step of a replay from 0 to ``last``."""

    code: ClassVar[Problem] = Problem.NO_SUCH_STEP
    step: int
    last: int


class NoSuchHand(Facts):
    """``hand`` is no hand of a record from 1 to ``last``."""

    code: ClassVar[Problem] = Problem.NO_SUCH_HAND
    hand: int
    last: int


class NoDealFits(Facts):
    """No deal fits what ``seat`` knows after ``tries`` shuffles."""

    code: ClassVar[Problem] = Problem.NO_DEAL_FITS
    seat: int
    tries: int


class ObservationOutOfDate(Facts):
    """An observation made after ``moves`` moves, read after ``now``."""

    code: ClassVar[Problem] = Problem.OBSERVATION_OUT_OF_DATE
    moves: int
    now: int

