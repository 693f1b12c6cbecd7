"""The lessons' "Playing well": for each principle a game's lesson teaches (``coach.principles``), a shipped
puzzle (``puzzles.bank``) where the principle decides the best play and a newcomer's play breaks it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Collection, Sequence

from .coach.principles import choices, decides, followers, principles_of, scorers_of
from .core.engine import Hand, Move
from .core.observation import Observation
from .lesson import Figure, moment
from .puzzles import KEEPS, Puzzle, bank
from .progress.position import KeepQuestion, position
from .rules import Variant


@dataclass(frozen=True)
class Example:
    """A principle's puzzle, and the hand as its seat faced the decision."""

    principle: Enum
    puzzle: Puzzle
    hand: Hand

    @property
    def seen(self) -> Observation:
        return self.hand.observe(self.puzzle.seat)

    @property
    def best(self) -> Move:
        assert isinstance(self.puzzle.answer, Move)  # a keeps puzzle's answer is its best play
        return self.puzzle.answer

    @property
    def following(self) -> tuple[Move, ...]:
        """The plays that follow the principle here."""
        weighed = choices(self.seen, self.hand.legal_moves())
        found = followers(scorers_of(type(self.hand.variant))[self.principle], weighed) if weighed else None
        return found or ()

    def figure(self, lang: str = "en") -> Figure:
        """The table as the seat to play sees it, in ``lang``."""
        return moment(self.hand, viewer=self.puzzle.seat, show_all=False, lang=lang)

    def explained(self, lang: str = "en") -> str:
        """What each play keeps, the best first (the puzzle's answer), in ``lang``."""
        question = self.puzzle.question()
        assert isinstance(question, KeepQuestion)
        return question.check(question.answer, lang=lang)[1]


def example(game: str | type[Variant], principle: Enum, *, broken: bool = False,
            avoid: Collection[str] = ()) -> Example:
    """The first keeps puzzle ``game`` ships where ``principle`` decides the best play and greedy's play breaks it
    (``broken``: where greedy's play follows it and the best play breaks it); one whose id is in ``avoid`` only
    where no other will do."""
    found = [Example(principle, p, position(p.record, p.hand, p.seat, p.step)) for p in bank(game) if p.kind == KEEPS]
    fits = [e for e in found if decides(principle, e.seen, e.best, broken=broken)]
    if not fits:
        raise LookupError(f"no puzzle of {game} where {principle.value!r} decides the best play")
    return next((e for e in fits if e.puzzle.id not in avoid), fits[0])


def examples(game: str | type[Variant], broken: Sequence[Enum] = ()) -> dict[Enum, Example]:
    """Each principle ``game``'s lesson teaches, with its example (one that breaks it for those in ``broken``),
    each a different puzzle where there is one."""
    shown: dict[Enum, Example] = {}
    for principle in principles_of(game):
        shown[principle] = example(game, principle, broken=principle in broken,
                                   avoid={e.puzzle.id for e in shown.values()})
    return shown
