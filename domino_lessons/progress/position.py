"""A reviewed decision's position made again from its record, and its drill's question: which play keeps most?"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from ..coach.decisions import dealt, recorded, turns
from ..coach.mining import KEEPS
from ..core.engine import Hand, Move
from ..core.errors import DominoError
from ..core.events import Play
from ..core.frames import Caption, Frame
from ..core.learner import KeepsMost, Kept
from ..core.phrases import AskAtMoves, AskPlay
from ..core.problems import NoSuchStep
from ..core.record import Record, loads
from ..core.tiles import Tile
from ..narrate import narrator


def position(record: Record, hand_number: int, seat: int, step: int) -> Hand:
    """Hand ``hand_number`` of ``record`` (from 1) as ``seat`` faced its decision at move ``step`` (1: the lead),
    found as the review finds it (``coach.decisions.turns``: forced moves made first)."""
    walk = turns(dealt(record, hand_number), recorded(record, hand_number), seat)
    found = next((turn.hand for turn in walk if turn.step == step), None)
    if found is None:
        raise DominoError(NoSuchStep(step=step, last=len(record.hands[hand_number - 1].moves)))
    return found


def play_words(move: Move, lang: str | None) -> str:
    """A play as the quiz says it (a move without a tile as it is written)."""
    return narrator(lang).said(AskPlay(tile=move.tile, end=move.end)) if move.tile is not None else str(move)


@dataclass(frozen=True)
class KeepQuestion:
    """Which play keeps most for the rest of the hand? Asked at a reviewed decision, answered by the review's
    estimates: right when the play chosen gives away at most ``margin`` against the best."""

    frame: Frame
    prompt: str
    seat: int
    options: tuple[tuple[Move, float], ...]
    """Each legal play and its estimated value, in the order the hand lists them."""
    margin: float
    last: Tile | None = None
    """The tile marked on the board: the last one laid."""
    kind: str = KEEPS
    choices: tuple[tuple[str, int], ...] = ()
    """Each play in words (in the language spoken when the question was made) and its number."""

    @property
    def answer(self) -> int:
        """The best play's number among the options."""
        return max(range(len(self.options)), key=lambda i: self.options[i][1])

    def check(self, choice: int = 0, points: int = 0, lang: str | None = None) -> tuple[bool, str]:
        """Is the play chosen (``choice``) close enough to the best? And the explanation, in ``lang``."""
        best, chosen = self.options[self.answer], self.options[choice]
        cost = best[1] - chosen[1]
        lines = [(play_words(m, lang), v) for m, v in sorted(self.options, key=lambda o: -o[1])]
        game = self.frame.game
        kept = Kept(chosen=play_words(chosen[0], lang), cost=cost, best=play_words(best[0], lang),
                    right=cost <= self.margin, lines=lines, unit="stones" if self.frame.counters is not None else
                    "points", penalty=not game.higher_wins)
        return cost <= self.margin, narrator(lang).said(kept)


def keep_question(made: Mapping[str, Any]) -> KeepQuestion:
    """The question of a reviewed decision's drill, from what its drill keeps (``drills.decision_made``)."""
    hand = position(loads(json.dumps(made["record"])), made["hand"], made["seat"], made["step"])
    values = {token: value for token, value in made["values"]}
    options = tuple((move, float(values[str(move)])) for move in hand.legal_moves())
    frame = Frame.of(hand, label=Caption(AskAtMoves(moves=len(hand.moves))))
    last = next((e.tile for e in reversed(hand.events) if isinstance(e, Play)), None)
    prompt = narrator().said(KeepsMost(who=hand.name(hand.to_move),
                                       unit="stones" if hand.match.state.counters() is not None else "points"))
    choices = tuple((play_words(move, None), i) for i, (move, _) in enumerate(options))
    return KeepQuestion(frame, prompt, hand.to_move, options, float(made["margin"]), last, choices=choices)
