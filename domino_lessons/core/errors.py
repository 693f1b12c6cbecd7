"""The package's exceptions: one family, every message says where and why.

An error holds a code (``Problem``, or a game's own enum) and the facts behind it; its message
is made by the narrator when it is read (``str(error)``). Each code with facts has a frozen class
of them (a ``Facts`` named after the code: ``DoesNotFit`` for ``Problem.DOES_NOT_FIT`` in ``problems``,
a record's and a file's here, a game's beside its enum), so a fact misspelt or of the wrong type is
caught where the error is raised. A few errors outside the game's rules (a file not found, a package
missing) still carry a plain message.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Sequence, overload

from .frozen import Frozen

if TYPE_CHECKING:  # in annotations only: a replay starts without pathlib
    from pathlib import Path


class Problem(Enum):
    """What is wrong, for the errors every game shares (a game's rules module adds its own codes)."""

    TILE_HALF = "tile half"
    """A tile half that is not a whole number 0..6 (``half``)."""
    GAME_NOT_LOADED = "game not loaded"
    """A game another package declares that cannot be imported (``name``, ``source``, ``why``)."""
    NOT_A_GAME = "not a game"
    WORDS_NOT_LOADED = "words not loaded"
    """A declared game that is no ``Variant`` with an id (``name``, ``source``)."""
    GAME_ID_TAKEN = "game id taken"
    """A declared game whose id another game has (``name``, ``source``, ``id``, ``owner``)."""
    NOT_A_TILE = "not a tile"
    """``text`` is not written as a-b."""
    PIPS_OUT_OF_SET = "pips out of set"
    """``text`` is a-b with a half above 6."""
    MOVE_NOT_TEXT = "move not text"
    EMPTY_MOVE = "empty move"
    TAKES_NO_TILE = "takes no tile"
    """``pass`` takes nothing after it; ``draw`` at most one tile (``word``)."""
    PLAY_SHAPE = "play shape"
    NOT_AN_END = "not an end"
    """A token's end is not one of L, R, N, S (``given``)."""
    BEND_SHAPE = "bend shape"
    MATCH_OVER = "match over"
    HAND_NOT_FINISHED = "hand not finished"
    LEADER_DISAGREES = "leader disagrees"
    """``leader`` given, ``seat`` by the rules, ``who``, ``reason``."""
    LEADER_REQUIRED = "leader required"
    """``chosen``: who the rules leave it to."""
    LEADER_SEAT = "leader seat"
    DEAL_HANDS = "deal hands"
    DEAL_SIZE = "deal size"
    TILE_TWICE = "tile twice"
    TILES_MISSING = "tiles missing"
    HAND_OVER = "hand over"
    NO_SISTEMATA = "no sistemata"
    NO_TILE = "no tile"
    NOT_IN_HAND = "not in hand"
    ON_TABLE = "on table"
    MUST_LEAD = "must lead"
    CAN_PLAY = "can play"
    CANNOT_DRAW = "cannot draw"
    NEXT_TILE = "next tile"
    MUST_DRAW = "must draw"
    UNKNOWN_MOVE = "unknown move"
    LEAD_HAS_NO_END = "lead has no end"
    FITS_NO_END = "fits no end"
    NAME_THE_END = "name the end"
    NO_SUCH_END = "no such end"
    END_NOT_OPEN_YET = "end not open yet"
    NO_SPINNER_YET = "no spinner yet"
    ONLY_L_AND_R = "only L and R"
    DOES_NOT_FIT = "does not fit"
    ARM_CANNOT_BEND = "arm cannot bend"
    NO_JOINT = "no joint"
    JOINT_AT_LEAD = "joint at lead"
    JOINT_AFTER_DOUBLE = "joint after double"
    PLAYERS = "players"
    TOO_MANY_TILES = "too many tiles"
    TOO_MANY_KEPT = "too many kept"
    START_SHAPE = "start shape"
    START_SCORES = "start scores"
    START_ENDS_MATCH = "start ends match"
    OPTIONS_SHAPE = "options shape"
    OPTION_CHOICE = "option choice"
    OPTION_NUMBER = "option number"
    UNKNOWN_OPTION = "unknown option"
    VARIANT_NOT_TEXT = "variant not text"
    UNKNOWN_VARIANT = "unknown variant"
    UNKNOWN_KIND = "unknown kind"
    """A kind of quiz question (``kind``) that ``game`` does not ask; it asks ``kinds``."""
    NOTHING_DEALT = "nothing dealt"
    NO_SUCH_SEAT = "no such seat"
    """``seat`` given; the seats go from 0 to ``last``."""
    NO_SUCH_STEP = "no such step"
    """``step`` given; a replay's steps go from 0 to ``last``."""
    NO_SUCH_HAND = "no such hand"
    """``hand`` given; a record's hands go from 1 to ``last``."""
    NO_FRAMES = "no frames"
    """A replay made without its frames, asked what a step showed."""
    NO_DEAL_FITS = "no deal fits"
    """No deal of the unseen tiles fits what ``seat`` knows after ``tries`` shuffles."""
    OBSERVATION_OUT_OF_DATE = "observation out of date"
    """An observation was read after its hand moved on (``moves`` moves then, ``now`` now)."""


class Facts(Frozen):
    """The facts behind one code, typed: a subclass per code, its fields the parameters of the code's phrase."""

    code: ClassVar[Enum]

    def as_dict(self) -> dict[str, Any]:
        """The facts by name, as the narrator hands them to the phrase (the values themselves, not copies)."""
        return {name: getattr(self, name) for name in self._fields}


class DominoError(ValueError):
    """Base of every error the package raises on bad input: a code and its facts (or a plain message).

    Raised with the typed facts (``DominoError(NoSuchSeat(seat=9, last=3))``) or, for a code without
    facts (or another package's game), with the bare code and keyword facts; ``problem`` is the code
    and ``facts`` a dict either way.
    """

    @overload
    def __init__(self, problem: Facts, /) -> None: ...

    @overload
    def __init__(self, problem: Enum | str, /, **facts: Any) -> None: ...

    def __init__(self, problem: Facts | Enum | str, /, **facts: Any) -> None:
        if isinstance(problem, Facts):
            if facts:
                raise TypeError(f"{type(problem).__name__} holds the facts: give no more ({', '.join(facts)})")
            facts = problem.as_dict()
            problem = problem.code
        self.problem = problem
        self.facts = facts
        super().__init__(problem if isinstance(problem, str) else problem.value)

    def __str__(self) -> str:
        return self.said()

    def said(self, lang: str | None = None) -> str:
        """The message in ``lang`` (None: the language being spoken)."""
        if isinstance(self.problem, str):
            return self.problem
        from ..narrate import narrator

        return narrator(lang).phrase(self.problem, self.facts)


def message(error: BaseException, lang: str | None = None) -> str:
    """Any error's message in ``lang`` (None: the language being spoken): ours in the narrator's words,
    any other as it says itself."""
    return error.said(lang) if isinstance(error, DominoError) else str(error)


class IllegalMoveError(DominoError):
    """A move the rules do not allow here; the game state is left untouched."""


class RecordProblem(Enum):
    """What is wrong in a record's file or shape, before any move is played."""

    FILE_TOO_BIG = "file too big"
    CANNOT_READ = "cannot read"
    TEXT_TOO_BIG = "text too big"
    NOT_UTF8 = "not utf-8"
    BAD_JSON = "bad json"
    TOO_DEEP = "too deep"
    BAD_NUMBER = "bad number"
    NOT_A_NUMBER = "not a number"
    NOT_AN_OBJECT = "not an object"
    UNKNOWN_KEY = "unknown key"
    MISSING = "missing"
    FORMAT = "format"
    VARIANT = "variant"
    PLAYERS = "players"
    NAME = "name"
    SAME_NAME = "same name"
    OPTIONS = "options"
    START = "start"
    HANDS = "hands"
    HAND = "hand"
    DEAL = "deal"
    MOVES = "moves"
    LEADER = "leader"
    NOTES = "notes"
    NOTE_KEY = "note key"
    NOTE_VALUE = "note value"
    NOTE_EMPTY = "note empty"
    NOTE_LANGUAGE = "note language"
    NOTE_TEXT = "note text"
    NOT_A_LIST = "not a list"
    NOT_A_TILE = "not a tile"
    DECIDED = "decided"
    AT = "at"
    """Where in the record (``hand``, ``move``, ``token``): the message's head."""


class At(Facts):
    """Where in a record (``hand`` and ``move`` from 1, ``token`` as written)."""

    code: ClassVar[RecordProblem] = RecordProblem.AT
    hand: int | None
    move: int | None
    token: str | None


class FileTooBig(Facts):
    """A file of ``size`` bytes, over the ``limit``."""

    code: ClassVar[RecordProblem] = RecordProblem.FILE_TOO_BIG
    size: int
    limit: int


class CannotRead(Facts):
    """The file could not be read, for ``why`` (the system's words); ``reason``: ``missing``, ``denied``, ``folder``
    (said in the reader's own words), or empty for another cause."""

    code: ClassVar[RecordProblem] = RecordProblem.CANNOT_READ
    why: str
    reason: str = ""


def os_reason(exc: OSError) -> str:
    """What a failed read or write was, as the narrators say it in their own words (``CannotRead.reason``)."""
    import errno

    return {errno.ENOENT: "missing", errno.EACCES: "denied", errno.EPERM: "denied",
            errno.EISDIR: "folder"}.get(exc.errno or 0, "")


class TextTooBig(Facts):
    """A text of ``size`` bytes, over the ``limit``."""

    code: ClassVar[RecordProblem] = RecordProblem.TEXT_TOO_BIG
    size: int
    limit: int


class BadJson(Facts):
    """Malformed JSON at ``line``, ``column``."""

    code: ClassVar[RecordProblem] = RecordProblem.BAD_JSON
    line: int
    column: int
    why: str


class BadNumber(Facts):
    """A number too long to read."""

    code: ClassVar[RecordProblem] = RecordProblem.BAD_NUMBER
    why: str


class NotANumber(Facts):
    """``NaN`` or ``Infinity`` (``name``) in the JSON."""

    code: ClassVar[RecordProblem] = RecordProblem.NOT_A_NUMBER
    name: str


class UnknownKey(Facts):
    """A ``key`` that is none of the ``keys`` of a record (or of a hand)."""

    code: ClassVar[RecordProblem] = RecordProblem.UNKNOWN_KEY
    key: str
    keys: Sequence[str]
    of_hand: bool


class Missing(Facts):
    """A record (or a hand) without ``key``."""

    code: ClassVar[RecordProblem] = RecordProblem.MISSING
    key: str
    of_hand: bool


class Format(Facts):
    """A ``format`` other than ``expected``."""

    code: ClassVar[RecordProblem] = RecordProblem.FORMAT
    expected: str
    given: object


class Name(Facts):
    """A player ``name`` blank, over ``limit`` characters or over one line."""

    code: ClassVar[RecordProblem] = RecordProblem.NAME
    name: str
    limit: int


class NoteKey(Facts):
    """A note keyed by no move number 1..``moves``."""

    code: ClassVar[RecordProblem] = RecordProblem.NOTE_KEY
    key: str
    moves: int


class NoteValue(Facts):
    """Note ``key`` is neither text nor an object of texts."""

    code: ClassVar[RecordProblem] = RecordProblem.NOTE_VALUE
    key: str


class NoteEmpty(Facts):
    """Note ``key`` is an empty object."""

    code: ClassVar[RecordProblem] = RecordProblem.NOTE_EMPTY
    key: str


class NoteLanguage(Facts):
    """Note ``key`` has a ``lang`` that is no language code."""

    code: ClassVar[RecordProblem] = RecordProblem.NOTE_LANGUAGE
    key: str
    lang: str


class NoteText(Facts):
    """Note ``key``'s text in ``lang`` is blank or no string."""

    code: ClassVar[RecordProblem] = RecordProblem.NOTE_TEXT
    key: str
    lang: str


class NotAList(Facts):
    """``key`` is not a list."""

    code: ClassVar[RecordProblem] = RecordProblem.NOT_A_LIST
    key: str


class NotATile(Facts):
    """A tile in a record that is no string."""

    code: ClassVar[RecordProblem] = RecordProblem.NOT_A_TILE
    value: object


class Decided(Facts):
    """A hand after the match was decided in hand ``decided``."""

    code: ClassVar[RecordProblem] = RecordProblem.DECIDED
    decided: int


class FileProblem(Enum):
    """Why a file could not be written (the path is the one the user gave)."""

    NO_FOLDER = "no folder"
    NOT_A_FOLDER = "not a folder"
    IS_A_FOLDER = "is a folder"
    NOT_ALLOWED = "not allowed"
    CANNOT_WRITE = "cannot write"
    KIND_OF_FILE = "kind of file"
    """``path``'s name ends in none of ``kinds`` (``.html``, ``.pdf``)."""
    NO_PDF = "no pdf"
    """A PDF asked for ``path`` where the PDF library cannot load (``why``)."""


class NoFolder(Facts):
    """``path``'s ``folder`` does not exist."""

    code: ClassVar[FileProblem] = FileProblem.NO_FOLDER
    path: Path
    folder: Path


class NotAFolder(Facts):
    """A ``blocker`` file stands where ``path`` needs a folder."""

    code: ClassVar[FileProblem] = FileProblem.NOT_A_FOLDER
    path: Path
    blocker: Path


class IsAFolder(Facts):
    """``path`` is a folder."""

    code: ClassVar[FileProblem] = FileProblem.IS_A_FOLDER
    path: Path


class NotAllowed(Facts):
    """Writing ``path`` is not allowed."""

    code: ClassVar[FileProblem] = FileProblem.NOT_ALLOWED
    path: Path


class CannotWrite(Facts):
    """Writing ``path`` failed, for ``why``."""

    code: ClassVar[FileProblem] = FileProblem.CANNOT_WRITE
    path: Path
    why: str


class KindOfFile(Facts):
    """``path`` ends in none of ``kinds``."""

    code: ClassVar[FileProblem] = FileProblem.KIND_OF_FILE
    path: Path
    kinds: Sequence[str]


class NoPdf(Facts):
    """No PDF for ``path``: the PDF library cannot load, for ``why``."""

    code: ClassVar[FileProblem] = FileProblem.NO_PDF
    path: Path
    why: str


class WriteError(DominoError, OSError):
    """A file that could not be written; nothing was left half-written."""


class RecordError(DominoError):
    """A game record that cannot be read or replayed.

    ``hand`` and ``move`` count from 1; ``token`` is the move as written.
    ``str(error)`` is one line: ``hand 1, move 3 ("6-1 N"): why``.
    """

    @overload
    def __init__(self, reason: Facts, *, hand: int | None = None, move: int | None = None,
                 token: str | None = None) -> None: ...

    @overload
    def __init__(self, reason: Enum | str, *, hand: int | None = None, move: int | None = None,
                 token: str | None = None, **facts: Any) -> None: ...

    def __init__(self, reason: Facts | Enum | str, *, hand: int | None = None, move: int | None = None,
                 token: str | None = None, **facts: Any) -> None:
        self.hand = hand
        self.move = move
        self.token = token
        super().__init__(reason, **facts)

    def __str__(self) -> str:
        return self.message

    @property
    def reason(self) -> str:
        """Why, without where."""
        return super().said()

    @property
    def message(self) -> str:
        return self.said()

    def said(self, lang: str | None = None) -> str:
        """Where and why, in ``lang`` (None: the language being spoken)."""
        from ..narrate import narrator

        at = At(hand=self.hand, move=self.move, token=self.token)
        where = narrator(lang).said(at) if self.hand is not None or self.move is not None else ""
        return LINE_BREAKS.sub(_escaped, where + super().said(lang))


LINE_BREAKS = re.compile("[\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
"""Characters that would break the one-line message (text from a record may hold them)."""


def _escaped(found: re.Match[str]) -> str:
    return repr(found.group())[1:-1]
