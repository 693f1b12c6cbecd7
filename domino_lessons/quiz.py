"""ScoreQuiz: "what does this play score?" and "which play scores most?" on real positions.

Questions come from games the engine plays (seeded), never from typed-in answers: the position
is a frame of a real hand, and each answer and its explanation come from the variant's rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

import ipywidgets as widgets

from .annotate import STYLE, message_html
from .engine import Hand, Match, Move
from .frames import Frame
from .players import PLAYERS
from .render import table_svg

KINDS = ("score", "best")


@dataclass(frozen=True)
class Option:
    """One legal play in a quiz position, what it scores and why."""

    move: Move
    points: int
    why: str

    @property
    def label(self) -> str:
        return f"{self.move.tile} " + ("as the lead" if self.move.end is None else f"on {self.move.end}")


@dataclass(frozen=True)
class Question:
    """A position, the seat to move, and either one play to score (``score``) or all plays (``best``)."""

    frame: Frame
    seat: int
    kind: str
    options: tuple[Option, ...]
    asked: int = 0
    """For ``score``: the index of the play asked about."""

    @property
    def prompt(self) -> str:
        who = self.frame.seats.names[self.seat]
        if self.kind == "score":
            return f"{who} plays {self.options[self.asked].label}. How many points does this play score?"
        return f"{who} is to play. Which play scores the most points now?"

    @property
    def best(self) -> int:
        return max(o.points for o in self.options)

    def check(self, answer: int) -> tuple[bool, str]:
        """Is ``answer`` right (points for ``score``, an option index for ``best``)? And the explanation."""
        if self.kind == "score":
            asked = self.options[self.asked]
            return answer == asked.points, f"{asked.label} scores {asked.points}. {asked.why}."
        chosen = self.options[answer]
        right = chosen.points == self.best
        tops = [o for o in self.options if o.points == self.best]
        lines = [f"{o.label}: {o.points} ({o.why})" for o in self.options]
        head = (f"{chosen.label} scores {chosen.points}" + ("; that is the most." if right else
                f"; the most is {self.best}, with {' or '.join(o.label for o in tops)}."))
        return right, head + " " + "; ".join(lines) + "."


def make_questions(variant: str = "all-fives", *, players: int = 2, count: int = 10, seed: int = 0,
                   options: dict[str, Any] | None = None) -> list[Question]:
    """``count`` questions from seeded games: positions with at least two different legal plays."""
    rng = random.Random(seed)
    names = [f"Player {i + 1}" for i in range(players)]
    bots = [PLAYERS["greedy"](0) if i % 2 else PLAYERS["random"](rng.randrange(2**31)) for i in range(players)]
    questions: list[Question] = []
    for _ in range(count * 50):
        if len(questions) >= count:
            break
        match = Match(variant, names, options)
        hand = match.deal_random(rng)
        moment = rng.randrange(1, 12)
        while not hand.over and len(hand.moves) < moment:
            hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
        plays = [] if hand.over else hand.playable(hand.to_move)
        if len({(m.tile, m.end) for m in plays}) < 2 or hand.board.lead is None:
            continue
        questions.append(_question(hand, plays, KINDS[len(questions) % 2], rng))
    return questions


def _question(hand: Hand, plays: Sequence[Move], kind: str, rng: random.Random) -> Question:
    variant = hand.variant
    options = tuple(Option(m, variant.points_for(hand, m.tile, m.end), variant.explain_play(hand, m.tile, m.end))
                    for m in plays if m.tile is not None)
    scoring = [i for i, o in enumerate(options) if o.points]
    # Ask about a scoring play about half the time, so "0" is not always right.
    asked = rng.choice(scoring) if scoring and rng.random() < 0.5 else rng.randrange(len(options))
    frame = Frame.of(hand, label=f"Quiz position: {len(hand.moves)} moves into a hand")
    return Question(frame, hand.to_move, kind, options, asked)


class ScoreQuiz(widgets.VBox):  # type: ignore[misc]
    """One question at a time, immediate feedback with the full explanation, and a streak counter."""

    def __init__(self, variant: str = "all-fives", *, players: int = 2, count: int = 20, seed: int = 0,
                 questions: Sequence[Question] | None = None, **kwargs: Any) -> None:
        self.questions = list(questions) if questions is not None else make_questions(
            variant, players=players, count=count, seed=seed)
        self.index = 0
        self.streak = 0
        self.right = 0
        self.answered = 0
        self.board = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.prompt = widgets.HTML()
        self.points = widgets.BoundedIntText(value=0, min=0, max=200, description="Points")
        self.choice = widgets.RadioButtons(options=[("-", 0)], description="Play", layout=widgets.Layout(width="auto"))
        self.check_button = widgets.Button(description="Check", icon="check", button_style="primary")
        self.next_button = widgets.Button(description="Next question", icon="arrow-right")
        self.feedback = widgets.HTML()
        self.feedback.add_class("domino-annotation")
        self.score = widgets.HTML()
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.next())
        super().__init__([widgets.HTML(STYLE), self.board, self.prompt, self.points, self.choice,
                          widgets.HBox([self.check_button, self.next_button]), self.feedback, self.score], **kwargs)
        self.add_class("domino-quiz")
        self._show()

    @property
    def question(self) -> Question:
        return self.questions[self.index % len(self.questions)]

    def check(self) -> bool:
        """Mark the current answer; update the feedback and the streak."""
        question = self.question
        answer = self.points.value if question.kind == "score" else self.choice.value
        right, why = question.check(answer)
        self.answered += 1
        self.right += right
        self.streak = self.streak + 1 if right else 0
        self.feedback.value = message_html(("Right! " if right else "Not quite. ") + why, "good" if right else "problem")
        self.check_button.disabled = True
        self._score()
        return right

    def next(self) -> None:
        self.index += 1
        self._show()

    def _show(self) -> None:
        question = self.question
        asked = question.options[question.asked]
        selected = asked.move.tile if question.kind == "score" else None
        targets = [asked.move.end] if question.kind == "score" and asked.move.end else []
        self.board.value = table_svg(question.frame, viewer=question.seat, show_all=False, selected=selected,
                                     targets=targets)
        self.prompt.value = message_html(f"Question {self.index + 1}: {question.prompt}")
        score = question.kind == "score"
        self.points.layout.display = "" if score else "none"
        self.choice.layout.display = "none" if score else ""
        self.points.value = 0
        self.choice.options = [(o.label, i) for i, o in enumerate(question.options)]
        self.choice.value = 0
        self.feedback.value = ""
        self.check_button.disabled = False
        self._score()

    def _score(self) -> None:
        self.score.value = message_html(f"Streak: {self.streak} · right {self.right} of {self.answered}")
