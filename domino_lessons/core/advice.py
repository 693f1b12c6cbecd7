"""The codes and facts of the principles of good play: what ``coach.principles`` measures, as codes.

A principle says which of a seat's plays are in keeping with it; the coach measures how often the
expert and the greedy player follow it. A game's folder may add principles of its own (its
``principles`` module), with codes of its own. Their words are the narrator's
(``narrate/<lang>/advice``, a game's in its folder).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, ClassVar

from .errors import Facts
from .frozen import Frozen

if TYPE_CHECKING:
    from .engine import Move


class Advice(Enum):
    """A principle every game may measure."""

    FOLLOW = "follow"
    """Leave open ends you can follow: most ends that show a number you still hold."""
    LEVEL = "level"
    """Make every open end show the same number."""
    DOUBLES = "doubles"
    """Play a double while you can: it fits only one number."""
    SHUT_OUT = "shut out"
    """Leave the next player only numbers he is known to lack (he passed or drew on them)."""
    LEAVE_LITTLE = "leave little"
    """Where plays score: leave the least the next player could score with a tile you cannot see."""
    SCORE_NOW = "score now"
    """Where plays score: take the play that scores most at once."""
    VARIETY = "variety"
    """Keep many different numbers in your hand, so that something of yours fits whatever the ends show."""


class Said(Enum):
    """A line about a principle's measure."""

    MEASURED = "measured"
    """A principle with how often the expert and a newcomer follow it (``Measured``)."""


class Measured(Facts):
    """``principle`` decided ``positions`` decisions; the expert followed it in ``expert`` of them, the
    greedy player (a newcomer) in ``greedy``."""

    code: ClassVar[Said] = Said.MEASURED
    principle: Enum
    positions: int
    expert: int
    greedy: int


class Why(Enum):
    """Why one play is better than another (``coach.explain``)."""

    PRINCIPLE = "principle"
    """A principle the better play follows and the other breaks (``Principled``)."""
    LINE = "line"
    """What happens after each play, on the deals that decide it (``Line``)."""
    COMPARED = "compared"
    """A newcomer's play set against the expert's (``Compared``)."""
    ONLY = "only"
    """The better play's principle, with no other play to set against it (``Follows``)."""


class Told:
    """A reason's facts, said: its ``str`` is the English sentence (``said(lang)`` any language's)."""

    def said(self, lang: str | None = None) -> str:
        from ..narrate import narrator

        assert isinstance(self, Facts)  # every reason is a code's facts
        return narrator(lang).said(self)

    def __str__(self) -> str:
        return self.said("en")


class Principled(Told, Facts):
    """``better`` follows ``principle`` and ``worse`` breaks it: the principle's measure of each play
    (``coach.principles``' scorer: ends you can follow, the most the reply scores, pips...)."""

    code: ClassVar[Why] = Why.PRINCIPLE
    principle: Enum
    better: Move
    worse: Move
    better_measure: float
    worse_measure: float


class Follows(Told, Facts):
    """``play`` follows ``principle`` (its measure), where some other play breaks it."""

    code: ClassVar[Why] = Why.ONLY
    principle: Enum
    play: Move
    measure: float


class Compared(Told, Facts):
    """A "Playing well" position: the ``newcomer``'s play and the ``expert``'s, what each scores now (``_now``) and
    keeps for the rest of the hand (``_keeps``, in ``unit``: your side's minus the others', the others' minus
    yours where totals are penalties, more is better either way), ``principle``'s measure of each, whether the
    expert follows it here (``held``: else it sets it aside), and the ``line`` that follows, where one is told."""

    code: ClassVar[Why] = Why.COMPARED
    principle: Enum
    held: bool
    newcomer: Move
    expert: Move
    newcomer_now: int
    expert_now: int
    newcomer_keeps: float
    expert_keeps: float
    newcomer_measure: float
    expert_measure: float
    unit: str
    penalty: bool
    line: Line | None


class Measure(Enum):
    """What a line counts, deal by deal, after each of two plays."""

    SCORES = "scores"
    """The others score before the seat's next turn (``rounds``: or the one after)."""
    YOU_SCORE = "you score"
    """The seat's side scores by the seat's turn after next (its next play included)."""
    THEY_STUCK = "they stuck"
    """Another seat must draw or pass before the seat's next turn."""
    YOU_STUCK = "you stuck"
    """The seat itself must draw or pass before its next choice."""
    BALANCE = "balance"
    """What the seat's side gains against the others by its next turn (or the one after), in the game's unit: its
    total's change minus theirs, turned round for penalties."""
    GO_OUT = "go out"
    """The seat's side goes out (lays its last tile) before the hand ends."""
    FINISH = "finish"
    """What the seat's side gains against the others from the play to the hand's end (as ``BALANCE``)."""


class Tally(Frozen):
    """How a play fared over a line's deals: on ``count`` of them the line's event happened, ``points`` scored on
    average where it did (by the others for ``Measure.SCORES``, by the seat's side for ``YOU_SCORE``; else 0). For
    ``BALANCE`` and ``FINISH``: ``count`` the deals where the balance was in the seat's favour, ``points`` its mean
    over all."""

    play: Move
    count: int
    points: float


class Line(Told, Facts):
    """After ``worse`` and after ``better``, on how many of ``deals`` deals the ``measure``'s event happens, within
    the seat's next ``rounds`` turns (1 or 2): ``exact`` when the deals are every one the seat cannot tell apart,
    else dealt at random as the seat sees the table. ``who``: the next player (the others, where there are more).
    ``better_value`` and ``worse_value``: each play's value for the rest of the hand, as the review has them, in
    ``unit``. ``draws``: a player who cannot play draws (else passes) in this game."""

    code: ClassVar[Why] = Why.LINE
    measure: Measure
    rounds: int
    better: Tally
    worse: Tally
    deals: int
    exact: bool
    who: str
    better_value: float
    worse_value: float
    unit: str
    draws: bool = True


class Band(Enum):
    """A band of skill, best first."""

    EXPERT = "expert"
    STRONG = "strong"
    FAIR = "fair"
    BEGINNER = "beginner"


class SkillSaid(Enum):
    """A figure of skill, said."""

    HAND = "hand"
    """One hand's figure (``Skill``)."""
    STANDING = "standing"
    """The figure over a learner's recent reviewed hands (``Standing``)."""


class Skill(Facts):
    """A hand's figure: ``decisions`` reviewed, their average ``cost`` each and its ``band`` (None: the game is not
    calibrated) with the band's ``limits``; the hand's ``result`` for the seat's side (its total's change minus the
    others', turned round for penalties), ``deal`` what the deal gave (the result had every decision been the best)
    and ``spent`` what the decisions cost in all; in ``unit``."""

    code: ClassVar[SkillSaid] = SkillSaid.HAND
    decisions: int
    cost: float
    band: Band | None
    limits: tuple[float, ...]
    result: float
    deal: float
    spent: float
    unit: str


class Standing(Facts):
    """Over a learner's last ``hands`` reviewed hands of a game: their mean ``cost`` per decision, its ``band`` (None:
    not calibrated) and the bands' ``limits``, in ``unit``."""

    code: ClassVar[SkillSaid] = SkillSaid.STANDING
    hands: int
    cost: float
    band: Band | None
    limits: tuple[float, ...]
    unit: str
