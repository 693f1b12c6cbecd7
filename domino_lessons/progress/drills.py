"""Drills: a missed quiz question or a costly reviewed decision, asked again on an FSRS schedule.

A drill keeps what makes its question again (``made``): a quiz question's ``origin`` (the arguments of
``make_questions`` and its index), or a reviewed decision's position (the record, the hand, the seat, the
step, and what each play was estimated to keep), or a shipped puzzle's game and id. Its FSRS card
(``fsrs.Card``) says when it is due.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from statistics import fmean
from typing import Any, Mapping, Protocol

from fsrs import Card, Rating, Scheduler

from ..coach.mining import KEEPS
from ..coach.reviewer import Decision, Review
from .position import KeepQuestion, keep_question

SCHEDULER = Scheduler(enable_fuzzing=False)
"""FSRS with its default parameters: a wrong answer comes back in a minute, then ten; right answers space out
over days and months. No fuzzing, so the same answers give the same days."""
COSTLY_SHARE = 0.25
"""A reviewed decision becomes a drill when it gave away at least this share of its hand's stake: the mean,
over the hand's decisions, of the gap between the best and the worst choice. That is what one decision can
swing in this game and hand, in its own unit (All Fives' points in fives, a game's counters), so the bar
scales with the game; and the review must call it a mistake too (``Review.costly``: clear at 95 %)."""
QUIZ, REVIEW, PUZZLE = "quiz", "review", "puzzle"
"""Where a drill comes from (the key under which its ``made`` is stored)."""


class Asked(Protocol):
    """A question as the quiz asks it: what it shows and asks, and how an answer is checked."""

    @property
    def kind(self) -> str: ...

    @property
    def prompt(self) -> str: ...

    def check(self, choice: int = 0, points: int = 0, lang: str | None = None) -> tuple[bool, str]: ...


@dataclass(frozen=True)
class Drill:
    """A position asked again: its ``game`` (id), ``kind`` of question, where it came from and its card."""

    id: str
    game: str
    kind: str
    source: str
    """``quiz``, ``review`` or ``puzzle``."""
    made: Mapping[str, Any]
    """What makes the question again (see the module)."""
    card: Card

    @property
    def due(self) -> datetime:
        """When it is next asked (UTC)."""
        return self.card.due

    def question(self) -> Asked:
        """The same question again: a quiz question made again, a shipped puzzle's (``made``: its ``game`` and
        ``puzzle`` id), or "which play keeps most?"."""
        if self.source == PUZZLE:
            from ..puzzles import bank  # the shipped puzzles: a front door's, read when a puzzle is asked again

            asked: Asked = next(p for p in bank(self.made["game"]) if p.id == self.made["puzzle"]).question()
            return asked
        if self.source == QUIZ:
            from ..widgets.questions import make_questions  # the quiz's maker: asked again as the quiz asks it

            args = {key: value for key, value in self.made.items() if key != "index"}
            remade: Asked = make_questions(**args)[int(self.made["index"])]
            return remade
        return keep_question(self.made)

    def to_json(self, at: str) -> dict[str, Any]:
        """Its entry in the progress file, last changed ``at``."""
        return {"id": self.id, "at": at, "game": self.game, "kind": self.kind, self.source: dict(self.made),
                "card": self.card.to_dict()}

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> Drill:
        source = next((s for s in (QUIZ, PUZZLE) if s in entry), REVIEW)
        return cls(entry["id"], entry["game"], entry["kind"], source, entry[source], Card.from_dict(entry["card"]))


def drill_id(source: str, made: Mapping[str, Any]) -> str:
    """The same position asked the same way is the same drill."""
    return f"{source}-{hashlib.sha256(json.dumps(made, sort_keys=True).encode()).hexdigest()[:16]}"


def new_drill(game: str, kind: str, source: str, made: Mapping[str, Any]) -> Drill:
    """A drill not yet answered; its card numbered from its id (so every process makes the same card)."""
    made_id = drill_id(source, made)
    return Drill(made_id, game, kind, source, made, Card(card_id=int(made_id[-12:], 16)))


def answered(drill: Drill, correct: bool, now: datetime) -> Drill:
    """The drill rescheduled after an answer: ``Rating.Good`` when right, ``Rating.Again`` when wrong."""
    card, _ = SCHEDULER.review_card(drill.card, Rating.Good if correct else Rating.Again, now)
    return Drill(drill.id, drill.game, drill.kind, drill.source, drill.made, card)


def margin(review: Review) -> float:
    """``COSTLY_SHARE`` of the hand's stake (0 without decisions): the cost a decision of ``review`` must reach to
    be drilled, and how much its drill's answer may give away and still be right."""
    if not review.decisions:
        return 0.0
    return COSTLY_SHARE * fmean(d.values[0][1] - d.values[-1][1] for d in review.decisions)


def costly(review: Review) -> tuple[Decision, ...]:
    """The decisions of ``review`` costly enough to drill (``margin``), worst first."""
    bar = margin(review)
    return tuple(d for d in review.costly(len(review.decisions)) if d.cost >= bar)


def decision_made(review: Review, decision: Decision, record: Mapping[str, Any]) -> dict[str, Any]:
    """What makes a reviewed decision's drill: the position and what each play keeps."""
    return {"record": record, "hand": review.hand_number, "seat": review.seat, "step": decision.move,
            "values": [[str(move), value] for move, value in decision.values], "margin": margin(review)}


__all__ = ["COSTLY_SHARE", "KEEPS", "PUZZLE", "QUIZ", "REVIEW", "SCHEDULER", "Asked", "Drill", "KeepQuestion", "answered",
           "costly", "decision_made", "drill_id", "margin", "new_drill"]
