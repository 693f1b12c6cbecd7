"""Practice: today's due drills, then new puzzles from real play, one at a time, remembered in the progress file.

The queue (``today``): the drills due now (``Progress.due``, the longest due first), then the puzzles of the game
(or of every game, in turn) not yet answered, at most ``new_per_day`` begun a day. Each answer is remembered: a
drill rescheduled (``answer_drill``), a new puzzle made a drill (``answer_puzzle``). When the queue is done it is
made again (a drill missed comes back a minute later); when nothing is due, a line says when the next drill is.

The keyboard: Tab moves between the controls; Enter (outside a button) presses Check, N or the right arrow (outside
a field or the choices) presses Next (``KEYS``). Hooks for tests and styling: the widget has classes
``domino-quiz domino-practice``; Check and Next ``domino-check`` and ``domino-next``; the line of what is left
``domino-left``, the question ``domino-asked`` (with its ``data-kind``), the source of the question
``domino-source``, the reading question's numbers ``domino-numbers``.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from datetime import datetime, timezone
from itertools import zip_longest
from typing import Any, Sequence

import anywidget
import ipywidgets as widgets

from .. import progress as progress_files
from ..core.labels import Ask, Control
from ..core.learner import DoneToday, LeftToday, Trainer
from ..narrate import check_language, narrator, speaking
from ..progress import Drill, Progress, default_path
from ..progress.book import Game, game_id
from ..rules import registry
from ..views.annotate import STYLE, message_html
from .assist import Assist
from .keeping import Keeper, ProgressGiven
from .questions import say
from .quiz import question_table

KEYS = """
function press(event) {
  const target = event.target && event.target.closest ? event.target : null;
  const widget = target && target.closest(".domino-practice");
  if (!widget || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) { return; }
  const field = target.closest("input, textarea, select, .widget-radio-box");
  const where = event.key === "Enter" && !target.closest("button") ? "check"
    : (event.key === "n" || event.key === "N" || event.key === "ArrowRight") && !field ? "next" : null;
  const button = where && widget.querySelector("button.domino-" + where);
  if (!button) { return; }
  event.preventDefault();
  event.stopPropagation();
  if (!button.disabled) { button.click(); }
}

// Capture: a number field's own Enter handler would take the key first (its value is sent as it is typed).
function render({ el }) {
  el.style.display = "none";
  if (!window.__dominoPractice) { window.__dominoPractice = true; document.addEventListener("keydown", press, true); }
}
export default { render };
"""


class Keys(anywidget.AnyWidget):
    """Invisible; answers Practice's keys (Enter: Check, N or the right arrow: Next) on its page."""

    _esm = KEYS


@dataclass(frozen=True)
class Task:
    """One of today's questions: a drill due, or a new puzzle (``puzzles.Puzzle``)."""

    drill: Drill | None = None
    puzzle: Any = None

    def question(self) -> Any:
        """Its question, as the quiz asks it (made in the language being spoken)."""
        return self.drill.question() if self.drill is not None else self.puzzle.question()


def new_puzzles(progress: Progress, game: str | None, now: datetime, new_per_day: int) -> list[Any]:
    """The puzzles of ``game`` (None: of every game, taken in turn) not yet answered, as many as are left today."""
    from ..puzzles import bank  # the shipped puzzles (a front door's): read when Practice starts

    room = max(0, new_per_day - progress.puzzles_begun(game, now))
    games = [game] if game is not None else [g.id for g in registry().values()]
    seen = {g: progress.seen_puzzles(g) for g in games}  # one read of the file a game (in a browser, each is a request)
    fresh = [[p for p in bank(g) if p.id not in seen[g]] for g in games]
    return [p for turn in zip_longest(*fresh) for p in turn if p is not None][:room]


def today(progress: Progress, game: str | None, now: datetime, new_per_day: int) -> list[Task]:
    """Today's queue: the drills due, then new puzzles."""
    due = [Task(drill=d) for d in progress.due(game, now)]
    return due + [Task(puzzle=p) for p in new_puzzles(progress, game, now, new_per_day)]


class Practice(widgets.VBox):  # type: ignore[misc]
    """Today's drills and new puzzles, one at a time: the table, the question, Check and Next, the feedback with
    the full explanation, and how many are left today. ``progress``: a ``Progress``, a path, or None (the
    notebook's file, ``progress.use``, else ``progress.default_path()``); ``now``: a fixed time (for tests)."""

    def __init__(self, game: Game | None = None, progress: ProgressGiven = None, *, lang: str = "en",
                 now: datetime | None = None, new_per_day: int = 10, **kwargs: Any) -> None:
        self.lang = check_language(lang)
        self.game = None if game is None else game_id(game)
        self.now, self.new_per_day = now, new_per_day
        self.keeper = Keeper(progress if progress is not None else progress_files.current() or default_path(),
                             self.lang)
        self._controls()
        self.tasks = self._today()
        self.asked: Any = None
        super().__init__([widgets.HTML(STYLE), Assist(), Keys(), self.source, self.board, self.prompt, self.points,
                          self.choice, self.numbers, widgets.HBox([self.check_button, self.next_button]),
                          self.feedback, self.left, self.keeper.line], **kwargs)
        self.add_class("domino-quiz")
        self.add_class("domino-practice")
        self._show()

    @property
    def progress(self) -> Progress | None:
        """The progress file the answers go to (None: it could not be opened; the widget's line says why)."""
        return self.keeper.progress

    def _controls(self) -> None:
        word = narrator(self.lang).word
        self.source, self.prompt, self.feedback, self.left = (widgets.HTML() for _ in range(4))
        self.source.add_class("domino-source")
        self.left.add_class("domino-left")
        self.feedback.add_class("domino-annotation")
        self.board = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.points = widgets.BoundedIntText(value=0, min=-300, max=300, continuous_update=True)
        self.choice = widgets.RadioButtons(options=[("-", 0)], layout=widgets.Layout(width="auto"))
        self.number_boxes = [widgets.Checkbox(value=False, description=str(n), indent=False,
                                              layout=widgets.Layout(width="auto")) for n in range(7)]
        self.numbers = widgets.HBox([widgets.Label(word(Trainer.NUMBERS)), *self.number_boxes])
        self.numbers.add_class("domino-numbers")
        self.check_button = widgets.Button(description=word(Control.CHECK), icon="check", button_style="primary")
        self.next_button = widgets.Button(description=word(Control.NEXT_QUESTION), icon="arrow-right")
        self.check_button.add_class("domino-check")
        self.next_button.add_class("domino-next")
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.next())

    def _now(self) -> datetime:
        """The time answers are given at: ``now`` as given (naive: UTC), else the present."""
        now = self.now or datetime.now(timezone.utc)
        return now if now.tzinfo else now.replace(tzinfo=timezone.utc)

    def _today(self) -> list[Task]:
        if self.progress is None:
            return []
        found = self.keeper.keep(lambda p: today(p, self.game, self._now(), self.new_per_day))
        return found or []

    def check(self) -> bool:
        """Mark the answer given, remember it, and show the feedback with the full explanation (nothing asked, as
        when today's queue is done: nothing to mark, False)."""
        if not self.tasks:
            return False
        task, question = self.tasks[0], self.asked
        chosen = (sum(1 << value for box, (_, value) in zip(self.number_boxes, question.choices) if box.value)
                  if question.kind == "reading" else self.choice.value)
        right, why = question.check(chosen, self.points.value, self.lang)
        now, drill = self._now(), task.drill
        if drill is not None:
            self.keeper.keep(lambda p: p.answer_drill(drill, right, now))
        else:
            self.keeper.keep(lambda p: p.answer_puzzle(task.puzzle, right, now))
        self.feedback.value = message_html(say(Ask.RIGHT if right else Ask.NOT_QUITE, self.lang) + why,
                                           "good" if right else "problem")
        self.feedback.remove_class("domino-idle")
        self.check_button.disabled = True
        return bool(right)

    def next(self) -> None:
        """On to the next question (a new queue when this one is done)."""
        self.tasks = self.tasks[1:] or self._today()
        self._show()

    def _show(self) -> None:
        words = narrator(self.lang)
        self.feedback.value = ""
        self.feedback.add_class("domino-idle")  # no empty box before an answer (still in place for a screen reader)
        if not self.tasks:
            self._done()
            return
        with speaking(self.lang):  # the question's words are made with it
            self.asked = question = self.tasks[0].question()
        self.source.value = message_html(words.word(Trainer.A_DRILL if self.tasks[0].drill else Trainer.A_PUZZLE))
        self.board.value = question_table(question, self.lang)
        self.prompt.value = f'<div class="domino-asked" data-kind="{escape(question.kind)}">{message_html(question.prompt)}</div>'
        self._choices(question)
        self.left.value = message_html(words.said(LeftToday(left=len(self.tasks))))
        self.check_button.disabled = self.next_button.disabled = False
        for part in (self.source, self.board, self.prompt, self.check_button, self.next_button):
            part.layout.display = ""

    def _choices(self, question: Any) -> None:
        """The controls the question's kind is answered with: a number, a play or a side, or the seven numbers."""
        kind, words = question.kind, narrator(self.lang)
        reading = kind == "reading"
        number = kind == "score" or (kind not in ("best", "keeps") and not reading
                                     and getattr(question, "points", None) is not None)
        self.points.layout.display = "" if number else "none"
        self.points.description = words.say("points word", question.frame.game)
        self.points.value = 0
        self.choice.layout.display = "" if not reading and kind != "score" and len(question.choices) > 1 else "none"
        self.choice.description = words.word({"best": Control.WHICH_PLAY, "keeps": Control.WHICH_PLAY,
                                              "draw": Control.THEN}.get(kind, Control.WHO))
        self.choice.options = list(question.choices)
        self.choice.value = question.choices[0][1]
        self.numbers.layout.display = "" if reading else "none"
        for box, (label, _) in zip(self.number_boxes, question.choices if reading else ()):
            box.description, box.value = label, False

    def _done(self) -> None:
        """Nothing left today: say so, and when the next drill is due."""
        now, progress = self._now(), self.progress
        later = [d.due for d in (progress.drills if progress is not None else ())
                 if d.due > now and self.game in (None, d.game)]
        due = min(later, default=None)
        local = None if due is None else due.astimezone()
        done = DoneToday(due=local, soon=due is not None and (due - now).total_seconds() < 15 * 60,
                         today=local is not None and local.date() == now.astimezone().date())
        self.left.value = message_html(narrator(self.lang).said(done), "good")
        for part in (self.source, self.board, self.prompt, self.points, self.choice, self.numbers,
                     self.check_button, self.next_button):
            part.layout.display = "none"


__all__: Sequence[str] = ["KEYS", "Keys", "Practice", "Task", "new_puzzles", "today"]
