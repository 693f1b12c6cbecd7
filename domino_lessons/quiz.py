"""ScoreQuiz: "what does this play score?", "which play scores most?" and "who scores at the end
of this hand, and how much?" on real positions.

Questions come from games the engine plays (seeded), never from typed-in answers: the position
is a frame of a real hand, and each answer and its explanation come from the variant's rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Sequence

import ipywidgets as widgets

from .annotate import STYLE, message_html
from .engine import Hand, Match, Move
from .events import HandEnd, Score
from .frames import Frame
from .players import PLAYERS, Player
from .render import table_svg

PLAY_KINDS = ("score", "best")
"""Questions about one play, for games that score during play."""
NOBODY = -1


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
    """A real position and what is asked about it.

    ``score``: what one play (``options[asked]``) scores. ``best``: which of the legal plays scores
    most. ``hand_end``: who scores at the end of a finished hand (``winner``, None for nobody) and
    how much (``points``).
    """

    frame: Frame
    seat: int | None
    kind: str
    options: tuple[Option, ...] = ()
    asked: int = 0
    winner: int | None = None
    points: int = 0
    why: str = ""
    asked_text: str = ""
    """For ``hand_end``: the question the variant asks about its settlement."""
    blocked: bool = False
    """For ``hand_end``: did the hand end blocked?"""
    nobody: str = "nobody scores"

    @property
    def prompt(self) -> str:
        if self.kind == "hand_end":
            word = self.frame.hand_word.lower()
            how = "blocked" if self.blocked else "over: somebody went out"
            return f"The {word} is {how}. {self.asked_text}"
        who = self.frame.seats.names[self.seat or 0]
        if self.kind == "score":
            return f"{who} plays {self.options[self.asked].label}. How many points does this play score?"
        return f"{who} is to play. Which play scores the most points now?"

    @property
    def choices(self) -> list[tuple[str, int]]:
        """What the learner picks from: the legal plays, or the sides and nobody."""
        if self.kind == "hand_end":
            return [*((name, i) for i, name in enumerate(self.frame.seats.side_names)), (self.nobody, NOBODY)]
        return [(o.label, i) for i, o in enumerate(self.options)]

    @property
    def best(self) -> int:
        return max(o.points for o in self.options)

    def check(self, choice: int = 0, points: int = 0) -> tuple[bool, str]:
        """Is the answer right? And the full explanation."""
        if self.kind == "score":
            asked = self.options[self.asked]
            return points == asked.points, f"{asked.label} scores {asked.points}. {asked.why}."
        if self.kind == "hand_end":
            right = choice == (NOBODY if self.winner is None else self.winner) and (
                self.winner is None or points == self.points)
            names = self.frame.seats.side_names
            answer = self.nobody if self.winner is None else f"{names[self.winner]}, {self.points}"
            return right, f"Answer: {answer}. {self.why}"
        chosen = self.options[choice]
        right = chosen.points == self.best
        tops = [o for o in self.options if o.points == self.best]
        lines = [f"{o.label}: {o.points} ({o.why})" for o in self.options]
        head = (f"{chosen.label} scores {chosen.points}" + ("; that is the most." if right else
                f"; the most is {self.best}, with {' or '.join(o.label for o in tops)}."))
        return right, head + " " + "; ".join(lines) + "."


def make_questions(variant: str = "all-fives", *, players: int = 2, count: int = 10, seed: int = 0,
                   options: dict[str, Any] | None = None) -> list[Question]:
    """``count`` questions from seeded games: about plays where plays score, else about hand ends."""
    rng = random.Random(seed)
    names = [f"Player {i + 1}" for i in range(players)]
    bots = [PLAYERS["greedy"](0) if i % 2 else PLAYERS["random"](rng.randrange(2**31)) for i in range(players)]
    in_play = Match(variant, names, options).variant.points_in_play
    questions: list[Question] = []
    for _ in range(count * 50):
        if len(questions) >= count:
            break
        match = Match(variant, names, options)
        hand = match.deal_random(rng)
        if in_play:
            question = _play_question(hand, bots, PLAY_KINDS[len(questions) % 2], rng)
        else:
            question = _end_question(hand, bots, blocked=len(questions) % 2 == 0)
        if question is not None:
            questions.append(question)
    return questions


def _play_question(hand: Hand, bots: Sequence[Player], kind: str, rng: random.Random) -> Question | None:
    """A position some moves into a hand where the player to move has at least two plays."""
    moment = rng.randrange(1, 12)
    while not hand.over and len(hand.moves) < moment:
        hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
    plays = [] if hand.over else hand.playable(hand.to_move)
    if len({(m.tile, m.end) for m in plays}) < 2 or hand.board.lead is None:
        return None
    variant = hand.variant
    options = tuple(Option(m, variant.points_for(hand, m.tile, m.end), variant.explain_play(hand, m.tile, m.end))
                    for m in plays if m.tile is not None)
    scoring = [i for i, o in enumerate(options) if o.points]
    # Ask about a scoring play about half the time, so "0" is not always right.
    asked = rng.choice(scoring) if scoring and rng.random() < 0.5 else rng.randrange(len(options))
    frame = Frame.of(hand, label=f"Quiz position: {len(hand.moves)} moves into a hand")
    return Question(frame, hand.to_move, kind, options, asked)


def _end_question(hand: Hand, bots: Sequence[Player], *, blocked: bool) -> Question | None:
    """The last position of a hand (blocked or gone out, as asked) and what its end scores."""
    while not hand.over:
        hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
    if hand.blocked != blocked or hand.match.over:
        return None
    end = next(i for i, e in enumerate(hand.events) if isinstance(e, HandEnd))
    settled = list(hand.events[end + 1:])
    asked, winner, points, nobody = hand.variant.end_question(hand, settled)
    why = " ".join(e.text for e in hand.events[end:])
    frame = Frame.of(hand, label="Quiz: the end of a hand")
    before = list(frame.totals)
    for event in settled:
        if isinstance(event, Score):
            before[event.side] -= event.points
    frame = replace(frame, totals=tuple(before))  # the scoreboard must not give the answer away
    return Question(frame, None, "hand_end", winner=winner, points=points, why=why, asked_text=asked, nobody=nobody,
                    blocked=hand.blocked)


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
        self.choice = widgets.RadioButtons(options=[("-", 0)], layout=widgets.Layout(width="auto"))
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
        right, why = question.check(self.choice.value, self.points.value)
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
        kind = question.kind
        asked = question.options[question.asked] if kind == "score" else None
        selected = asked.move.tile if asked is not None else None
        targets = [asked.move.end] if asked is not None and asked.move.end else []
        self.board.value = table_svg(question.frame, viewer=question.seat, show_all=kind == "hand_end",
                                     selected=selected, targets=targets)
        self.prompt.value = message_html(f"Question {self.index + 1}: {question.prompt}")
        self.points.layout.display = "none" if kind == "best" else ""
        self.choice.layout.display = "none" if kind == "score" else ""
        self.choice.description = "Who" if kind == "hand_end" else "Play"
        self.points.value = 0
        self.choice.options = question.choices
        self.choice.value = question.choices[0][1]
        self.feedback.value = ""
        self.check_button.disabled = False
        self._score()

    def _score(self) -> None:
        self.score.value = message_html(f"Streak: {self.streak} · right {self.right} of {self.answered}")
