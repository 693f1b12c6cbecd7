"""The facts of each view's line, control, quiz line and table prompt (the codes in ``labels``), one
frozen ``Facts`` class per code whose phrase takes facts.

``narrator(lang).said(TheDeal(game=game, number=1))``: the fields are the parameters of the code's phrase
in every language, so the type checker catches a fact misspelt or of the wrong type. A Label's class is
named after its code (``MoveLabel`` and ``PlayersLabel`` where the plain name is taken), a control's after
what it labels, a quiz line's and a prompt's after its enum and code (``AskScore``, ``SayWait``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Collection, Literal, Mapping, Sequence

from .errors import DominoError, Facts
from .labels import Ask, Cli, Control, Keep, Label, Notes, Print, Say

if TYPE_CHECKING:
    from ..coach.reviewer import Decision
    from ..widgets.table_game import Prompt
    from .advice import Told
    from .engine import Hand, Move, MoveKind
    from .events import DrawRule, Reason, Score, Seats, Stock
    from .tableau import Tableau
    from .tiles import Tile
    from .variant import Variant


class TheDeal(Facts):
    """``Hand 1: the deal``."""

    code: ClassVar[Label] = Label.THE_DEAL
    game: Variant
    number: int


class AfterMoves(Facts):
    """``Hand 1, after 3 moves``."""

    code: ClassVar[Label] = Label.AFTER_MOVES
    game: Variant
    number: int
    moves: int


class MoveLabel(Facts):
    """``Hand 1, move 3: 6-4 R`` (``move`` counted from 1, ``token`` as written)."""

    code: ClassVar[Label] = Label.MOVE
    game: Variant
    number: int
    move: int
    token: str


class Bend(Facts):
    """A bend of the line, which takes no move number: ``Hand 1: sistemata R 5 left``."""

    code: ClassVar[Label] = Label.BEND
    game: Variant
    number: int
    token: str


class Forced(Facts):
    """A move of ``kind`` the engine made by itself."""

    code: ClassVar[Label] = Label.FORCED
    game: Variant
    number: int
    kind: MoveKind


class PlayersLabel(Facts):
    """The transcript's players, by seat."""

    code: ClassVar[Label] = Label.PLAYERS
    names: Sequence[str]


class Sides(Facts):
    """The transcript's sides, by number."""

    code: ClassVar[Label] = Label.SIDES
    names: Sequence[str]


class Continued(Facts):
    """A match continued from the sides' ``totals`` (``word``: what the game counts)."""

    code: ClassVar[Label] = Label.CONTINUED
    names: Sequence[str]
    totals: Sequence[int]
    word: str


class HandLeader(Facts):
    """Who leads hand ``number`` (``word``: the game's word for a hand), ``because`` said."""

    code: ClassVar[Label] = Label.HAND_LEADER
    word: str
    number: int
    who: str
    because: str


class ForcedMark(Facts):
    """The mark of a forced move in a transcript's token column (``kind``: the event's, draw or pass)."""

    code: ClassVar[Label] = Label.FORCED_MARK
    kind: str


class Token(Facts):
    """A move as the record writes it."""

    code: ClassVar[Label] = Label.TOKEN
    token: str


class FromStock(Facts):
    """Where a drawn tile comes from."""

    code: ClassVar[Label] = Label.FROM_STOCK
    stock: Stock


class EventKind(Facts):
    """An event's ``kind`` (its JSON ``type``) in the transcript's column."""

    code: ClassVar[Label] = Label.EVENT_KIND
    kind: str
    hand_word: str


class AfterHand(Facts):
    """The ``standing`` after hand ``number`` (``totals``: what the game counts; ``over``: finished)."""

    code: ClassVar[Label] = Label.AFTER_HAND
    totals: str
    word: str
    number: int
    over: bool
    standing: str


class MatchWon(Facts):
    """A decided match: the ``winner`` (None: drawn) and the ``standing``."""

    code: ClassVar[Label] = Label.MATCH_WON
    winner: str | None
    standing: str


class MatchOpen(Facts):
    """A match not decided yet, played to ``goal``."""

    code: ClassVar[Label] = Label.MATCH_OPEN
    goal: str
    standing: str


class ScoreLine(Facts):
    """``Ada 30 · Ben 15 (to 250)``; ``on_table``: what lies on the table, where the game keeps that."""

    code: ClassVar[Label] = Label.SCORE_LINE
    names: Sequence[str]
    totals: Sequence[int]
    on_table: int | None
    goal: str


class Dealt(Facts):
    """The deal: ``left`` tiles undealt, the ``stock`` (its word), drawn from or not."""

    code: ClassVar[Label] = Label.DEALT
    left: int
    stock: str
    draws: bool


class Terms(Facts):
    """The game's own terms a step shows, said."""

    code: ClassVar[Label] = Label.TERMS
    terms: str


class TeacherNote(Facts):
    """A teacher's note, in the language read."""

    code: ClassVar[Label] = Label.TEACHER_NOTE
    note: str


class Totals(Facts):
    """``Score: Ada 30 · Ben 15 (to 250)``."""

    code: ClassVar[Label] = Label.TOTALS
    label: str
    line: str


class Ends(Facts):
    """The open ends (end: pip)."""

    code: ClassVar[Label] = Label.ENDS
    ends: Mapping[str, int]


class Count(Facts):
    """A lesson board's caption in ``game``."""

    code: ClassVar[Label] = Label.COUNT
    board: Tableau
    game: type[Variant]


class TilesHeld(Facts):
    """How many tiles a seat holds."""

    code: ClassVar[Label] = Label.TILES_HELD
    count: int


class Change(Facts):
    """A ``score`` event's change to its side."""

    code: ClassVar[Label] = Label.CHANGE
    score: Score


class TileTitle(Facts):
    """A drawn tile's title."""

    code: ClassVar[Label] = Label.TILE_TITLE
    tile: Tile


class TileDesc(Facts):
    """A drawn tile for a screen reader."""

    code: ClassVar[Label] = Label.TILE_DESC
    tile: Tile


class HandTitle(Facts):
    """A drawn hand's name (``owner`` may be empty)."""

    code: ClassVar[Label] = Label.HAND_TITLE
    owner: str


class HandDesc(Facts):
    """A hand of ``count`` tiles for a screen reader (``tiles`` None: face down), the ``playable`` ones marked."""

    code: ClassVar[Label] = Label.HAND_DESC
    owner: str
    tiles: Sequence[Tile] | None
    count: int
    playable: Collection[Tile]


class BoardDesc(Facts):
    """The tableau for a screen reader: ``tiles`` laid, the open ``ends``."""

    code: ClassVar[Label] = Label.BOARD_DESC
    tiles: int
    ends: Mapping[str, int]


class TableDesc(Facts):
    """The ``score`` line and the ``stock`` (its word) with ``left`` tiles, for a screen reader."""

    code: ClassVar[Label] = Label.TABLE_DESC
    score: str
    stock: str
    left: int


class LastLaid(Facts):
    """The tile laid last."""

    code: ClassVar[Label] = Label.LAST_LAID
    tile: Tile


class PickTile(Facts):
    """A tile in the learner's hand, as a button."""

    code: ClassVar[Label] = Label.PICK_TILE
    tile: Tile
    playable: bool
    selected: bool


class PickEnd(Facts):
    """An open ``end`` showing ``pips`` (None: not shown yet), as a button."""

    code: ClassVar[Label] = Label.PICK_END
    end: str
    pips: int | None
    fits: bool


class ScoringStep(Facts):
    """Scoring step ``number`` of ``of``."""

    code: ClassVar[Label] = Label.SCORING_STEP
    number: int
    of: int


class Example(Facts):
    """A shipped example record's title (``name``: its file's stem)."""

    code: ClassVar[Label] = Label.EXAMPLE
    name: str


class ReadingTitle(Facts):
    """The reading panel's heading (``who`` None: the learner)."""

    code: ClassVar[Label] = Label.READING_TITLE
    who: str | None


class ReadingUnseen(Facts):
    """The tiles a seat cannot see."""

    code: ClassVar[Label] = Label.READING_UNSEEN
    tiles: Sequence[Tile]


class ReadingSeat(Facts):
    """Another seat: ``count`` tiles held, the pips it ``lacks`` (pip: since which step or move)."""

    code: ClassVar[Label] = Label.READING_SEAT
    name: str
    count: int
    lacks: Mapping[int, int]
    unit: Literal["step", "move"]


class ReviewTitle(Facts):
    """A review of ``name``'s hand ``number``: its ``decisions``, ``playouts`` each."""

    code: ClassVar[Label] = Label.REVIEW_TITLE
    name: str
    game: Variant
    number: int
    decisions: int
    playouts: int


class ReviewDecision(Facts):
    """One decision reviewed, its estimates in ``unit`` (``penalty``: the game's totals are penalties, so a value is
    the others' minus your side's, else your side's minus the others'; more is better either way)."""

    code: ClassVar[Label] = Label.REVIEW_DECISION
    decision: Decision
    unit: Literal["points", "stones"]
    penalty: bool = False


class ReviewVerdict(Facts):
    """The verdict on one decision, its cost in ``unit``; a mistake's why (``Decision.why``) after it."""

    code: ClassVar[Label] = Label.REVIEW_VERDICT
    decision: Decision
    unit: Literal["points", "stones"]


class ReviewNone(Facts):
    """A hand with nothing to review."""

    code: ClassVar[Label] = Label.REVIEW_NONE
    game: Variant


class ReviewButton(Facts):
    """``Review this hand``, in the game's word for a hand."""

    code: ClassVar[Control] = Control.REVIEW
    game: Variant


class NewHandButton(Facts):
    """``New hand``, in the game's word for a hand."""

    code: ClassVar[Control] = Control.NEW_HAND
    game: Variant


class HandOverTip(Facts):
    """Why a control is off once the hand is over."""

    code: ClassVar[Control] = Control.HAND_OVER_TIP
    game: Variant


class LeadDoneTip(Facts):
    """Why the lead button is off once the hand is led."""

    code: ClassVar[Control] = Control.LEAD_DONE_TIP
    game: Variant


class AskPlay(Facts):
    """A play in words: ``tile`` on ``end`` (None: as the lead)."""

    code: ClassVar[Ask] = Ask.PLAY
    tile: Tile | None
    end: str | None


class AskScore(Facts):
    """What ``who``'s ``play`` (said) scores."""

    code: ClassVar[Ask] = Ask.SCORE
    who: str
    play: str


class AskBest(Facts):
    """Which of ``who``'s plays scores most."""

    code: ClassVar[Ask] = Ask.BEST
    who: str


class AskHandEnd(Facts):
    """A hand blocked or gone out (``who`` laid the last ``tile``; None: none laid), and the game's question."""

    code: ClassVar[Ask] = Ask.HAND_END
    word: str
    blocked: bool
    who: str | None
    tile: Tile | None
    asked: str


class AskSettle(Facts):
    """How ``side``'s total changes when the hand is settled (``out``: who went out, None: blocked)."""

    code: ClassVar[Ask] = Ask.SETTLE
    game: Variant
    blocked: bool
    out: str | None
    side: str


class AskLeader(Facts):
    """Who leads the new deal, after the last hand (gone ``out`` or blocked with the ``pips`` left)."""

    code: ClassVar[Ask] = Ask.LEADER
    word: str
    out: str | None
    led: str
    who: str | None
    tile: Tile | None
    pips: Sequence[tuple[str, int]]


class AskLeads(Facts):
    """``who`` leads, ``because`` said."""

    code: ClassVar[Ask] = Ask.LEADS
    who: str
    because: str


class AskDraw(Facts):
    """``who`` has nothing for the ``ends`` and draws ``tile`` from the ``stock`` (its word)."""

    code: ClassVar[Ask] = Ask.DRAW
    who: str
    ends: Mapping[str, int]
    tile: Tile
    stock: str


class AskDrawRule(Facts):
    """What the draw ``said``, and the game's draw ``rule``."""

    code: ClassVar[Ask] = Ask.DRAW_RULE
    said: str
    rule: DrawRule


class AskScored(Facts):
    """The ``play`` asked scores ``points``, ``why``."""

    code: ClassVar[Ask] = Ask.SCORED
    play: str
    points: int
    why: str


class AskScoredBest(Facts):
    """The ``chosen`` play's ``points`` against the ``top`` (the ``tops``), each play's ``lines``
    (play, points, why)."""

    code: ClassVar[Ask] = Ask.SCORED_BEST
    chosen: str
    points: int
    top: int
    tops: Sequence[str]
    lines: Sequence[tuple[str, int, str]]


class AskAnswer(Facts):
    """The right ``answer`` and ``why``."""

    code: ClassVar[Ask] = Ask.ANSWER
    answer: str
    why: str


class AskQuestion(Facts):
    """Question ``number`` and its ``prompt``."""

    code: ClassVar[Ask] = Ask.QUESTION
    number: int
    prompt: str


class AskStreak(Facts):
    """The learner's ``streak``, ``right`` of ``answered``."""

    code: ClassVar[Ask] = Ask.STREAK
    streak: int
    right: int
    answered: int


class AskAtMoves(Facts):
    """A quiz position ``moves`` into a hand."""

    code: ClassVar[Ask] = Ask.AT_MOVES
    moves: int


class AskAtEnd(Facts):
    """A quiz position at the end of a hand."""

    code: ClassVar[Ask] = Ask.AT_END
    game: Variant


class SaySelectedLead(Facts):
    """``tile`` selected, to lead."""

    code: ClassVar[Say] = Say.SELECTED_LEAD
    tile: Tile
    game: Variant


class SaySelected(Facts):
    """``tile`` selected; the ends it ``fits``."""

    code: ClassVar[Say] = Say.SELECTED
    tile: Tile
    fits: Sequence[str]


class SayNotInHand(Facts):
    """``tile`` is not the learner's."""

    code: ClassVar[Say] = Say.NOT_IN_HAND
    tile: Tile


class SayMustLead(Facts):
    """The learner must lead ``tile``, for ``reason``."""

    code: ClassVar[Say] = Say.MUST_LEAD
    tile: Tile
    reason: Reason
    seats: Seats


class SayDoesNotFit(Facts):
    """``tile`` fits none of the ``ends``; ``forced``: the move to make instead, where nothing fits."""

    code: ClassVar[Say] = Say.DOES_NOT_FIT
    tile: Tile
    ends: Mapping[str, int]
    forced: MoveKind | None


class SayNotAllowed(Facts):
    """The engine refused the learner's move."""

    code: ClassVar[Say] = Say.NOT_ALLOWED
    error: DominoError


class SayHint(Facts):
    """The coach's play hinted in ``hand``: ``tile`` on ``end`` (None: the lead), what it scores now (``points``), and
    ``why`` (``coach.explain``): against ``newcomer``, the play a newcomer would make, where that is worth less
    (else None)."""

    code: ClassVar[Say] = Say.HINT
    hand: Hand
    tile: Tile | None
    end: str | None
    points: int
    why: Told | None = None
    newcomer: Move | None = None


class SaySaved(Facts):
    """The match saved to ``path`` (``browser``: in the site's storage)."""

    code: ClassVar[Say] = Say.SAVED
    hands: int
    moves: int
    path: Path
    browser: bool
    game: Variant


class SayNotSaved(Facts):
    """Saving to ``path`` failed with ``error``."""

    code: ClassVar[Say] = Say.NOT_SAVED
    path: Path
    error: OSError | DominoError
    browser: bool


class SayHandOver(Facts):
    """The hand is over: deal again."""

    code: ClassVar[Say] = Say.HAND_OVER
    game: Variant


class SayMatchOver(Facts):
    """The match is over: a new one."""

    code: ClassVar[Say] = Say.MATCH_OVER
    game: Variant


class SayNothingFits(Facts):
    """Nothing fits the ``ends``: make the ``action`` instead."""

    code: ClassVar[Say] = Say.NOTHING_FITS
    ends: Mapping[str, int]
    action: MoveKind


class SayYourTurn(Facts):
    """The learner's turn: ``then`` what to do where nothing fits, else the open ``ends``."""

    code: ClassVar[Say] = Say.YOUR_TURN
    then: Prompt | None = None
    ends: Mapping[str, int] | None = None


class SayWait(Facts):
    """It is ``who``'s turn."""

    code: ClassVar[Say] = Say.WAIT
    who: str


class SayClickNewHand(Facts):
    """The hand is over: the learner's move must wait for a new one."""

    code: ClassVar[Say] = Say.CLICK_NEW_HAND
    game: Variant


class KeepNotKept(Facts):
    """The progress file could not be written: ``error`` says why."""

    code: ClassVar[Keep] = Keep.NOT_KEPT
    error: OSError | DominoError


class KeepToSection(Facts):
    """The link to the section a checklist ``line`` (its text) points to."""

    code: ClassVar[Keep] = Keep.TO_SECTION
    line: str


class NotesOnMove(Facts):
    """The note box's hint at move ``move`` of hand ``number``."""

    code: ClassVar[Notes] = Notes.ON_MOVE
    game: Variant
    number: int
    move: int


class NotesExists(Facts):
    """The file at ``path`` exists and was not saved here: press again to replace it."""

    code: ClassVar[Notes] = Notes.EXISTS
    path: Path


class NotesSaved(Facts):
    """The record written to ``path`` with ``notes`` notes."""

    code: ClassVar[Notes] = Notes.SAVED
    path: Path
    notes: int


class PrintWorksheet(Facts):
    """A worksheet of ``game``'s quiz positions."""

    code: ClassVar[Print] = Print.WORKSHEET
    game: Variant


class PrintKey(Facts):
    """The answer key of a worksheet of ``game``."""

    code: ClassVar[Print] = Print.KEY
    game: Variant


class PrintHandout(Facts):
    """A handout of a ``game`` between ``players``: its ``scoring`` steps, or every step."""

    code: ClassVar[Print] = Print.HANDOUT
    game: Variant
    players: Sequence[str]
    scoring: bool


class NotIso(Facts):
    """A time given on the command line that is not an ISO time."""

    code: ClassVar[Cli] = Cli.NOT_ISO
    text: str


class AtLeastOne(Facts):
    """A count given on the command line below 1."""

    code: ClassVar[Cli] = Cli.AT_LEAST_ONE
    value: int


class Wrote(Facts):
    """A file the command wrote, with how many ``steps`` or ``questions`` (``unit``) it holds."""

    code: ClassVar[Cli] = Cli.WROTE
    path: str
    count: int
    unit: str


class WroteSvgs(Facts):
    """The SVG files the command wrote, one a step."""

    code: ClassVar[Cli] = Cli.WROTE_SVGS
    count: int
    folder: str


class Simulated(Facts):
    """What ``hands`` hands of ``variant`` between ``players`` computer players (``bot``) gave: blocked hands and
    their share, tiles played per hand, and stones moved (Domeng) or points scored and net per hand."""

    code: ClassVar[Cli] = Cli.SIMULATED
    hands: int
    variant: str
    players: int
    bot: str
    seed: int
    blocked: int
    blocked_share: float
    tiles: float
    stones: float | None = None
    points: float | None = None
    net: float | None = None
    title: str = ""
    """The game's title (``variant`` is its id)."""
    unit: str = "hand"
    """What the game calls a deal played out (``Variant.play_unit``)."""
    counted: str = "points"
    """What moved: ``points`` scored, or ``stones`` (Domeng)."""
    net_differs: bool = False
    """Whether the points net of subtractions (``net``) differ from those scored."""
