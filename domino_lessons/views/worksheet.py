"""A worksheet to print: quiz positions (the table as it stood, the question, space to answer) and, on
pages of its own, the answer key with each explanation.

The questions are the quiz's (``widgets.questions.make_questions``, seeded: the same seed, the same sheet)
and each answer and its explanation are the ones ``Question.check`` gives a right answer. Every text is
escaped; the page shell and the PDF are ``printed``'s.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Sequence

from ..core.errors import DominoError
from ..core.labels import Print
from ..core.phrases import AskQuestion, PrintKey, PrintWorksheet
from ..core.problems import UnknownKind
from ..narrate import narrator, speaking
from .printed import on_paper, page_html
from .render import table_svg

if TYPE_CHECKING:
    from ..widgets.questions import Question


def question_table(question: Any, lang: str | None) -> str:
    """A question's table as its seat sees it (every hand face up when it has none), the play asked about marked
    (a score question's), in ``lang``; the tile faces inline."""
    asked = question.options[question.asked] if question.kind == "score" else None
    selected = asked.move.tile if asked is not None else None
    targets = [asked.move.end] if asked is not None and asked.move.end else []
    return str(table_svg(question.frame, viewer=question.seat, show_all=question.seat is None, selected=selected,
                         targets=targets, last=question.last, lang=lang))


def right_answer(question: Question) -> tuple[int, int]:
    """The right choice and number: the play asked about and its points (``score``), a best play and its points
    (``best``), else the right choice and the points (0 where none are asked)."""
    if question.kind == "score":
        return question.asked, question.options[question.asked].points
    if question.kind == "best":
        return next(i for i, o in enumerate(question.options) if o.points == question.best), question.best
    return question.answer, question.points or 0


def answer_space(question: Question, lang: str | None) -> str:
    """Where the learner answers: boxes to tick for the choices, a line for the number."""
    words = narrator(lang)
    boxes = question.kind != "score" and len(question.choices) > 1
    number = question.kind == "score" or (question.kind != "best" and question.points is not None)
    parts = []
    if boxes:
        parts.append('<ul class="choices">' + "".join(f"<li>{escape(label)}</li>" for label, _ in question.choices)
                     + "</ul>")
    if number:
        parts.append(f'<div class="blanks"><b>{escape(words.say("points word", question.frame.game))}</b>'
                     "<span></span></div>")
    else:
        parts.append(f'<div><b>{escape(words.word(Print.ANSWER))}</b></div><div class="write"></div>')
    return "".join(parts)


def heading(question: Question, number: int, lang: str | None) -> str:
    return f"<h2>{escape(narrator(lang).said(AskQuestion(number=number, prompt=question.prompt)))}</h2>"


def worksheet_html(questions: Sequence[Question], *, paper: str = "a4", lang: str | None = None) -> str:
    """The sheet (one part) and its answer key (another, from a new page), for questions made in ``lang``."""
    words = narrator(lang)
    game = questions[0].frame.game
    blanks = "".join(f"<b>{escape(words.word(code))}</b><span></span>" for code in (Print.NAME, Print.DATE))
    items = "".join(f'<div class="item">{heading(q, n, lang)}{on_paper(question_table(q, lang))}'
                    f'{answer_space(q, lang)}</div>'
                    for n, q in enumerate(questions, 1))
    keys = []
    for n, question in enumerate(questions, 1):
        choice, points = right_answer(question)
        why = question.check(choice, points, lang)[1]
        keys.append(f'<div class="item" data-kind="{escape(question.kind)}" data-choice="{choice}" '
                    f'data-points="{points}">{heading(question, n, lang)}<p>{escape(why)}</p></div>')
    body = (f'<section class="part sheet"><div class="blanks">{blanks}</div>{items}</section>'
            f'<section class="part key"><h1>{escape(words.said(PrintKey(game=game)))}</h1>{"".join(keys)}</section>')
    return page_html(words.said(PrintWorksheet(game=game)), body, paper=paper, lang=lang)


def worksheet(game: str, *, kinds: Sequence[str] | None = None, count: int = 10, seed: int = 0,
              players: int | None = None, paper: str = "a4", lang: str = "en") -> str:
    """A worksheet of ``count`` seeded questions on ``game`` (any of its quiz's ``kinds``, in turn), in ``lang``;
    ``players``: by default the fewest the game is played by."""
    from ..rules import find_variant
    from ..widgets.questions import make_questions, quiz_of

    cls = find_variant(game)
    asked = quiz_of(cls).kinds
    unknown = [kind for kind in kinds or () if kind not in asked]
    if unknown:
        raise DominoError(UnknownKind(kind=unknown[0], game=cls, kinds=asked))
    with speaking(lang):
        questions = make_questions(cls.id, players=players, count=count, seed=seed, kinds=kinds)
    return worksheet_html(questions, paper=paper, lang=lang)
