"""Frames: frozen pictures of a hand at one moment, for drawings, replays, quizzes and the play table.

A ``Frame`` holds copies of everything a table drawing or an annotation needs (the tableau, the
hands, the boneyard size, the totals, the events of this step), so a replay can precompute
every frame once and step through them in any order. It displays itself as the whole table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, overload

from .tableau import Tableau
from .errors import Facts
from .events import DrawRule, Event, Play, Score, Seats, Stock
from .phrases import AfterMoves, TheDeal
from .variant import Variant
from .state import Counters
from .tiles import Tile

if TYPE_CHECKING:
    from ..narrate.frame_words import FrameWords
    from .engine import Hand


class Caption:
    """A frame's label as a code and its facts, put into words when it is read (in the language spoken then).

    Made from the typed facts (``Caption(TheDeal(game=game, number=1))``) or, for a code without facts
    (or another package's), from the bare code and its facts as pairs; equal when code and facts are.
    Immutable. A replay captions every frame, so the typed facts are kept as they are and turned into
    pairs only when ``facts`` is read.
    """

    __slots__ = ("code", "typed", "_pairs")
    code: Enum
    """A view's ``Label``, the quiz's ``Ask`` or a game's own code."""
    typed: Facts | None
    """The typed facts it was made from, if it was."""
    _pairs: tuple[tuple[str, Any], ...] | None

    @overload
    def __init__(self, code: Facts, /) -> None: ...

    @overload
    def __init__(self, code: Enum, facts: tuple[tuple[str, Any], ...] = ()) -> None: ...

    def __init__(self, code: Facts | Enum, facts: tuple[tuple[str, Any], ...] = ()) -> None:
        typed = code if isinstance(code, Facts) else None
        set_slot = object.__setattr__
        set_slot(self, "code", code.code if isinstance(code, Facts) else code)
        set_slot(self, "typed", typed)
        set_slot(self, "_pairs", None if typed is not None else facts)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Caption is immutable: cannot set {name!r}")

    @property
    def facts(self) -> tuple[tuple[str, Any], ...]:
        """The facts as (name, value) pairs."""
        pairs: tuple[tuple[str, Any], ...] | None = self._pairs
        if pairs is None:
            assert self.typed is not None  # made from typed facts
            pairs = tuple(self.typed.as_dict().items())
            object.__setattr__(self, "_pairs", pairs)
        return pairs

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Caption) and (self.code, self.facts) == (other.code, other.facts)

    def __hash__(self) -> int:
        return hash((self.code, self.facts))

    def __repr__(self) -> str:
        return f"Caption(code={self.code!r}, facts={self.facts!r})"

    def text(self, lang: str | None = None) -> str:
        """The caption in ``lang`` (None: the language being spoken)."""
        from ..narrate import narrator  # words when read

        words = narrator(lang)
        return words.said(self.typed) if self.typed is not None else words.phrase(self.code, dict(self.facts))


@dataclass(frozen=True)
class Frame:
    """The table after one move (or at the deal): what a learner sees at that step.

    Its words (the label, the game's title and goal, what a deal is called) are said when read,
    in the language being spoken then, or in the one asked for (``words(lang)``).
    """

    seats: Seats
    hand_number: int
    step: int
    """Index of this frame in its replay (0 for the first deal); the board's ``data-step``."""
    caption: Caption | str
    board: Tableau
    held: tuple[tuple[Tile, ...], ...]
    boneyard: int
    totals: tuple[int, ...]
    to_move: int | None
    """The seat to move next, or None once the hand is over."""
    game: Variant = field(compare=False, repr=False)
    """The game: its words and its counters' words."""
    events: tuple[Event, ...] = ()
    note: str | None = None
    stock: Stock = Stock.BONEYARD
    """What the game calls the undealt tiles (the Italian game: pozzo; out of play where nobody draws)."""
    counters: Counters | None = None
    """What the game keeps besides points (Domeng's stones), as the game declares it; None in most games."""
    draws: bool = True
    """Are the undealt tiles drawn from? (False: they stay out of play.)"""

    @classmethod
    def of(cls, hand: Hand, *, step: int | None = None, label: Caption | str | None = None,
           events: tuple[Event, ...] = (), note: str | None = None, hand_number: int | None = None) -> Frame:
        """Copy what ``hand`` shows now (by default numbered by the moves made so far)."""
        match = hand.match
        game = match.variant
        number = hand_number if hand_number is not None else next(
            (i for i, h in enumerate(match.hands, 1) if h is hand), len(match.hands))
        moves = len(hand.moves)
        if label is None:
            label = Caption(AfterMoves(game=game, number=number, moves=moves) if moves else
                            TheDeal(game=game, number=number))
        frame = object.__new__(cls)  # every field set at once: a frozen __init__ sets them one by one, 10x slower
        frame.__dict__.update(
            seats=hand.seats, hand_number=number, step=moves if step is None else step, caption=label,
            board=hand.board.copy(), held=tuple(map(tuple, hand.held)), boneyard=len(hand.boneyard),
            totals=tuple(match.totals), to_move=None if hand.over else hand.to_move, game=game, events=events,
            note=note, stock=game.stock, counters=match.state.counters(), draws=game.draw != DrawRule.NONE)
        return frame

    def words(self, lang: str | None = None) -> FrameWords:
        """The frame's words in ``lang`` (None: in the language being spoken when each is read)."""
        from ..narrate.frame_words import FrameWords  # words when read

        return FrameWords(self, lang)

    @property
    def label(self) -> str:
        """``Hand 1, move 3: 6-4 R``."""
        return self.words().label

    @property
    def title(self) -> str:
        """The game's name."""
        return self.words().title

    @property
    def goal(self) -> str:
        """What ends the match: ``to 250``."""
        return self.words().goal

    @property
    def hand_word(self) -> str:
        """What a deal is called: Domeng plays rounds."""
        return self.words().hand_word

    @property
    def scoring(self) -> bool:
        """True when a score changed at this step."""
        return any(isinstance(e, Score) and e.points for e in self.events)

    @property
    def counting(self) -> bool:
        """True when a score changed or stones moved at this step (what the classroom's scoring steps show)."""
        return any(e.counts for e in self.events)

    @property
    def last(self) -> Tile | None:
        """The tile laid at this step, if any."""
        return next((e.tile for e in self.events if isinstance(e, Play)), None)

    @property
    def counted(self) -> tuple[str, ...]:
        """The open ends whose pips made a score at this step (highlighted on the board): the game's
        ``scoring_ends`` after a play."""
        if not any(isinstance(e, Play) for e in self.events):
            return ()
        return self.game.scoring_ends(self.board)

    @property
    def totals_label(self) -> str:
        """``Score``, or what the game counts instead (Domeng: ``Stones``)."""
        return self.words().totals_label

    @property
    def score_line(self) -> str:
        """``Ada 30 · Ben 15 (to 250)``."""
        return self.words().score_line

    @property
    def totals_line(self) -> str:
        """``Score: Ada 30 · Ben 15 (to 250)``."""
        return self.words().totals_line

    def _repr_html_(self) -> str:
        from ..views.render import table_svg

        return table_svg(self)
