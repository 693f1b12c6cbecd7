"""The codes and facts of what a learner's progress says: a file moved aside, a drill's question and answer,
what Practice and the progress panel say.

The ``progress`` package raises and says them; their words are the narrator's (``narrate/<lang>/progress``).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Sequence

from .errors import Facts

if TYPE_CHECKING:  # in annotations only: the narrator (and so a replay) loads this module without them
    from datetime import datetime
    from pathlib import Path


class Learner(Enum):
    """A line about the learner's progress file, or a drill's question and its explanation."""

    KEEPS_MOST = "keeps most"
    """A drill of a reviewed decision: which of ``who``'s plays keeps most?"""
    KEPT = "kept"
    """The answer to a ``KEEPS_MOST`` drill."""
    CANNOT_HOLD = "cannot hold"
    """A reading puzzle: which numbers can ``who`` not hold?"""
    RULED_OUT = "ruled out"
    """The answer to a ``CANNOT_HOLD`` puzzle."""


class ProgressFile(Enum):
    """What is said of a learner's progress file (``locales/<lang>/progress.ftl``)."""

    MOVED_ASIDE = "moved aside"
    """A damaged file moved aside and a fresh one started (``path``, ``to``, ``damage``, ``detail``)."""
    KEPT_IN = "kept in"
    """Where the notebook's progress file is (``path``), shown when a lesson starts using it."""
    NOT_READ = "not read"
    """A file the teacher's view could not read, left as it is (``path``, ``damage``, ``detail``)."""


class Damage(Enum):
    """Why a progress file cannot be read."""

    UNREADABLE = "unreadable"
    """The operating system cannot read it (``detail``: why, by the error's name in lower case: ``enoent``,
    ``eacces``, ``eisdir``...)."""
    NOT_JSON = "not json"
    """It is not whole JSON: cut short (truncated) or damaged."""
    FOREIGN = "foreign"
    """It is JSON, but not a progress file (``detail``: what is wrong)."""
    NEWER = "newer"
    """A progress file of a format this version does not know (``detail``: the format's number)."""


class MovedAside(Facts):
    """``path`` could not be read for ``damage`` (``detail``): moved to ``to`` (a name beside it), a fresh file started."""

    code: ClassVar[ProgressFile] = ProgressFile.MOVED_ASIDE
    path: Path
    to: Path
    damage: Damage
    detail: str | None


class KeptIn(Facts):
    """The notebook's work is kept in the progress file ``path``."""

    code: ClassVar[ProgressFile] = ProgressFile.KEPT_IN
    path: Path


class NotRead(Facts):
    """``path`` could not be read for ``damage`` (``detail``), and is left as it is."""

    code: ClassVar[ProgressFile] = ProgressFile.NOT_READ
    path: Path
    damage: Damage
    detail: str | None


class KeepsMost(Facts):
    """Which of ``who``'s plays keeps most for the rest of the hand (a round where ``unit`` is stones)?"""

    code: ClassVar[Learner] = Learner.KEEPS_MOST
    who: str
    unit: str = "points"


class Kept(Facts):
    """The ``chosen`` play gives away ``cost`` against the ``best`` (``right``: close enough); each play's
    estimated value for the rest of the hand (``lines``: play, value), best first; in ``unit`` (``points`` or
    ``stones``), ``penalty``: the game's totals are penalties (a value is then the others' minus the player's)."""

    code: ClassVar[Learner] = Learner.KEPT
    chosen: str
    cost: float
    best: str
    right: bool
    lines: Sequence[tuple[str, float]]
    unit: str = "points"
    penalty: bool = False


class CannotHold(Facts):
    """Which numbers can ``who`` not hold?"""

    code: ClassVar[Learner] = Learner.CANNOT_HOLD
    who: str


class RuledOut(Facts):
    """``who`` holds none of the numbers ``answer``, each proved when he could not play at a move (``proofs``: the
    move and the numbers it proved, in order); the learner chose ``chosen`` (``right``: exactly the answer)."""

    code: ClassVar[Learner] = Learner.RULED_OUT
    who: str
    chosen: Sequence[int]
    answer: Sequence[int]
    proofs: Sequence[tuple[int, Sequence[int]]]
    right: bool


class Trainer(Enum):
    """What the Practice widget and the progress panel say (``widgets/practice``, ``widgets/progress_panel``)."""

    LEFT_TODAY = "left today"
    """How many questions are ``left`` today, this one included."""
    DONE = "done for today"
    """Nothing left today; the next drill is ``due`` then (None: no drill yet)."""
    A_DRILL = "a drill"
    """This question is a drill of a mistake, asked again."""
    A_PUZZLE = "a puzzle"
    """This question is a new puzzle from real play."""
    NUMBERS = "numbers"
    """The label of the numbers a reading question's answer is picked from."""
    MY_PROGRESS = "my progress"
    """The panel's heading: ``learner``'s progress."""
    NOTHING_YET = "nothing yet"
    """The panel of an empty progress file: what will appear there."""
    TICKED = "ticked"
    """``ticked`` of a lesson's ``lines`` "What you now know" lines are ticked."""
    ACCURACY = "accuracy"
    """Of the last ``answered`` answers of ``kind`` (its word), ``right`` were right."""
    HANDS = "hands"
    """``hands`` hands played."""
    DUE_TODAY = "due today"
    """``due`` drills due today."""
    GO_ON = "go on"
    """The link to the next unticked ``line`` of a lesson."""
    ALL_TICKED = "all ticked"
    """Every line of the lesson is ticked."""
    CHART = "chart"
    """The chart's name: ``learner``'s average cost per decision in ``game`` (its title), hand by hand."""
    CHART_DESC = "chart desc"
    """The chart's description: each reviewed hand's average ``costs``, oldest first."""
    NOT_REVIEWED = "not reviewed"
    """No hand reviewed yet: where the chart will be."""


class LeftToday(Facts):
    code: ClassVar[Trainer] = Trainer.LEFT_TODAY
    left: int


class DoneToday(Facts):
    """Nothing left to do now: when the next drill is due (None: none is, else in the learner's own time), whether it
    is ``soon`` (within a quarter of an hour) and whether it is due ``today``."""

    code: ClassVar[Trainer] = Trainer.DONE
    due: datetime | None
    soon: bool = False
    today: bool = False


class MyProgress(Facts):
    code: ClassVar[Trainer] = Trainer.MY_PROGRESS
    learner: str | None


class Ticked(Facts):
    code: ClassVar[Trainer] = Trainer.TICKED
    ticked: int
    lines: int


class Accuracy(Facts):
    code: ClassVar[Trainer] = Trainer.ACCURACY
    kind: str
    right: int
    answered: int


class HandsPlayed(Facts):
    code: ClassVar[Trainer] = Trainer.HANDS
    hands: int


class DueToday(Facts):
    code: ClassVar[Trainer] = Trainer.DUE_TODAY
    due: int


class GoOn(Facts):
    code: ClassVar[Trainer] = Trainer.GO_ON
    line: str


class ChartName(Facts):
    code: ClassVar[Trainer] = Trainer.CHART
    learner: str
    game: str


class ChartDesc(Facts):
    code: ClassVar[Trainer] = Trainer.CHART_DESC
    costs: Sequence[float]
