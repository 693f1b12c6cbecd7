"""A reading puzzle's question: which numbers can another seat not hold, as its passes prove?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ..coach.reading import table_knowledge
from ..core.engine import Hand
from ..core.events import Play
from ..core.frames import Caption, Frame
from ..core.learner import CannotHold, RuledOut
from ..core.phrases import AskAtMoves
from ..core.tiles import MAX_PIP, Tile
from ..narrate import narrator
from ..narrate.notation import by_since

READING = "reading"
"""The kind of a reading puzzle: "which numbers can he not hold?"."""


def bits(pips: Iterable[int]) -> int:
    """The numbers as a bitmask: bit ``n`` for the number ``n``."""
    return sum(1 << pip for pip in set(pips))


@dataclass(frozen=True)
class ReadingQuestion:
    """Which numbers can ``who`` (seat ``of``) not hold? Asked of ``seat``, the one to move; right when the numbers
    chosen (a bitmask, bit ``n`` for the number ``n``) are exactly those the table proves."""

    frame: Frame
    prompt: str
    seat: int
    of: int
    who: str
    lacks: Mapping[int, int]
    """Each number ``who`` provably does not hold, with the move since which that is proved."""
    last: Tile | None = None
    """The tile marked on the board: the last one laid."""
    kind: str = READING

    @property
    def choices(self) -> tuple[tuple[str, int], ...]:
        """The numbers, each as (label, number)."""
        return tuple((str(n), n) for n in range(MAX_PIP + 1))

    @property
    def answer(self) -> int:
        """The numbers ruled out, as a bitmask."""
        return bits(self.lacks)

    def check(self, choice: int = 0, points: int = 0, lang: str | None = None) -> tuple[bool, str]:
        """Are the numbers chosen (a bitmask) exactly those ruled out? And the explanation, in ``lang``."""
        chosen = [n for n in range(MAX_PIP + 1) if choice >> n & 1]
        right = choice == self.answer
        said = RuledOut(who=self.who, chosen=chosen, answer=sorted(self.lacks), proofs=by_since(dict(self.lacks)),
                        right=right)
        return right, narrator(lang).said(said)


def reading_question(hand: Hand, of: int) -> ReadingQuestion:
    """The question asked of the seat to move in ``hand``: which numbers can seat ``of`` not hold?"""
    seat = hand.to_move
    lacks = table_knowledge(hand, seat).ruled_out[of]
    frame = Frame.of(hand, label=Caption(AskAtMoves(moves=len(hand.moves))))
    last = next((e.tile for e in reversed(hand.events) if isinstance(e, Play)), None)
    who = hand.name(of)
    return ReadingQuestion(frame, narrator().said(CannotHold(who=who)), seat, of, who, dict(lacks), last)
