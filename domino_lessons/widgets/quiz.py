"""ScoreQuiz: one question at a time on a real position, with feedback, the explanation and a streak.

The questions and their answers come from ``questions.py``; every word from the narrator.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import ipywidgets as widgets

from ..views.annotate import STYLE, message_html
from .assist import Assist
from .keeping import Keeper, ProgressGiven
from ..core.labels import Ask, Control
from ..core.phrases import AskQuestion, AskStreak
from ..narrate import check_language, narrator, speaking
from .questions import NOBODY, TABLE, Option, Question, make_questions, say
from ..views.worksheet import question_table

__all__ = ["NOBODY", "TABLE", "Option", "Question", "ScoreQuiz", "make_questions", "question_table"]


class ScoreQuiz(widgets.VBox):  # type: ignore[misc]
    """One question at a time, immediate feedback with the full explanation, and a streak counter."""

    def __init__(self, variant: str | None = None, *, players: int | None = None, count: int = 20, seed: int = 0,
                 questions: Sequence[Question] | None = None, kinds: Sequence[str] | None = None,
                 lang: str = "en", progress: ProgressGiven = None, **kwargs: Any) -> None:
        """``players``: by default the fewest the game is played by (five in Domeng, two elsewhere).
        ``lang``: the language of the questions, the feedback and the buttons (``en``, ``it``).
        ``progress``: where each answer is remembered (a ``progress.Progress`` or its path; None: the notebook's
        file, ``progress.use``, if any); a missed question comes back as a drill. Questions not made by
        ``make_questions`` are not remembered."""
        self.lang = check_language(lang)
        self.keeper = Keeper(progress, self.lang)
        with speaking(self.lang):  # the questions' words are made with them, in the language spoken
            self.questions = list(questions) if questions is not None else make_questions(
                variant, players=players, count=count, seed=seed, kinds=kinds)
        self._controls()
        self.index = 0
        self.streak = 0
        self.right = 0
        self.answered = 0
        self.feedback = widgets.HTML()
        self.feedback.add_class("domino-annotation")
        self.score = widgets.HTML()
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.next())
        super().__init__([widgets.HTML(STYLE), Assist(), self.board, self.prompt, self.points, self.choice,
                          widgets.HBox([self.check_button, self.next_button]), self.feedback, self.score,
                          self.keeper.line], **kwargs)
        self.add_class("domino-quiz")
        self._show()

    def _controls(self) -> None:
        word = narrator(self.lang).word
        self.board = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.prompt = widgets.HTML()
        self.points = widgets.BoundedIntText(value=0, min=-300, max=300, description=word(Control.POINTS))
        self.choice = widgets.RadioButtons(options=[("-", 0)], layout=widgets.Layout(width="auto"))
        self.check_button = widgets.Button(description=word(Control.CHECK), icon="check", button_style="primary")
        self.next_button = widgets.Button(description=word(Control.NEXT_QUESTION), icon="arrow-right")

    def worksheet(self, out: str | Path | None = None, *, count: int | None = None, seed: int | None = None,
                  paper: str = "a4") -> str:
        """A worksheet to print of this quiz's questions (the first ``count``; with ``seed``, questions made
        afresh from that seed), with its answer key, in the quiz's language: its HTML, also written to ``out``
        (``.html`` or ``.pdf``) when given."""
        from ..views.printed import write_printed
        from ..views.worksheet import worksheet_html

        questions = self.questions
        origin = questions[0].origin
        if seed is not None and origin is not None:
            with speaking(self.lang):
                questions = make_questions(origin["variant"], players=origin["players"], count=count or len(questions),
                                           seed=seed, options=origin["options"], kinds=origin["kinds"])
        html = worksheet_html(questions[:count], paper=paper, lang=self.lang)
        if out is not None:
            write_printed(Path(out), html)
        return html

    @property
    def question(self) -> Question:
        return self.questions[self.index % len(self.questions)]

    def check(self) -> bool:
        """Mark the current answer; update the feedback and the streak."""
        question = self.question
        right, why = question.check(self.choice.value, self.points.value, self.lang)
        said = say(Ask.RIGHT if right else Ask.NOT_QUITE, self.lang) + why
        self.answered += 1
        self.right += right
        self.streak = self.streak + 1 if right else 0
        self.feedback.value = message_html(said, "good" if right else "problem")
        self.feedback.remove_class("domino-idle")
        self.check_button.disabled = True
        self._score()
        if question.origin is not None:
            self.keeper.keep(lambda book: book.record_answer(question, right))
        return right

    def next(self) -> None:
        self.index += 1
        self._show()

    def _show(self) -> None:
        question, words = self.question, narrator(self.lang)
        kind = question.kind
        self.board.value = question_table(question, self.lang)
        self.prompt.value = message_html(say(AskQuestion(number=self.index + 1, prompt=question.prompt), self.lang))
        number = kind == "score" or (kind != "best" and question.points is not None)
        self.points.layout.display = "" if number else "none"
        self.points.description = words.say("points word", question.frame.game)
        self.choice.layout.display = "" if kind != "score" and len(question.choices) > 1 else "none"
        self.choice.description = words.word({"best": Control.WHICH_PLAY, "draw": Control.THEN}.get(kind, Control.WHO))
        self.points.value = 0
        self.choice.options = list(question.choices)
        self.choice.value = question.choices[0][1]
        self.feedback.value = ""
        self.feedback.add_class("domino-idle")  # no empty box before an answer (still in place for a screen reader)
        self.check_button.disabled = False
        self._score()

    def _score(self) -> None:
        self.score.value = message_html(say(AskStreak(streak=self.streak, right=self.right, answered=self.answered),
                                            self.lang))
