"""My progress: what a learner's progress file says, game by game, for the start page or anywhere.

Per game (every lesson's game, then every other game with anything recorded): the "What you now know" lines
ticked, with a link to the next unticked line's section ("continue where you stopped"); quiz accuracy by kind
over the last ``RECENT`` answers of each kind; hands played and the average cost per decision of each reviewed
hand (``views.progress_chart``); drills due today. The links are relative to the lessons' folder of the
language (the start page's): ``<lesson notebook>#<anchor>``, the Italian ones to the ``it/`` notebooks beside
the Italian start page. Hooks: the panel has class ``domino-progress``, each game a ``section`` of class
``domino-game`` with ``data-game``, the link class ``domino-go-on``, each kind's line ``data-kind``.
"""

from __future__ import annotations

import importlib
from datetime import datetime, timezone
from html import escape
from pathlib import Path
from typing import Sequence

import ipywidgets as widgets

from .. import progress as progress_files
from ..core.learner import (Accuracy, DueToday, GoOn, HandsPlayed, MyProgress, Ticked, Trainer)
from ..narrate import Narrator, check_language, narrator
from ..progress import Progress, default_path
from ..progress.summary import by_kind
from ..rules import Variant, built_in, game_package, registry
from ..views.progress_chart import cost_chart
from .checklist import known_lines, plain
from .keeping import Keeper, ProgressGiven

RECENT = 20
"""Quiz accuracy is over each kind's last answers, this many."""
CSS = """<style>
.domino-progress { font-family: sans-serif; font-size: 14px; line-height: 1.45; color: #1b1b1b; }
.domino-progress .domino-game { border-left: 4px solid #1f5f3a; background: #f4f8f5; padding: 4px 10px; margin: 8px 0; }
.domino-progress h3, .domino-progress h4 { margin: 4px 0; }
.domino-progress .domino-go-on { color: #0b4f8a; }
</style>"""


def lessons() -> tuple[type[Variant], ...]:
    """Each lesson's game: the first game of each built-in game folder, in the lessons' order."""
    firsts: dict[str, type[Variant]] = {}
    for game in built_in():
        firsts.setdefault(game_package(game), game)
    return tuple(firsts.values())


def lesson_notebook(game: type[Variant]) -> str:
    """The notebook of the lesson of ``game`` (a lesson's game): ``<its folder's ORDER, two digits>-<id>.ipynb``."""
    return f"{importlib.import_module(game_package(game)).ORDER:02d}-{game.id}.ipynb"


def games_of(progress: Progress) -> list[type[Variant]]:
    """The games the panel shows: every lesson's, then the others with anything recorded, in the registry's order."""
    recorded = {e.game for entries in (progress.answers, progress.drills, progress.hands) for e in entries}
    recorded |= set(progress.ticks)
    shown = list(lessons())
    return shown + [g for g in registry().values() if g.id in recorded and g not in shown]


def ticks_html(progress: Progress, game: type[Variant], words: Narrator) -> str:
    """How many of a lesson's lines are ticked, and the link to the next one's section."""
    lines = known_lines(game.id, words.lang)
    ticked = progress.ticks.get(game.id, frozenset())
    left = [line for line in lines if line.id not in ticked]
    said = escape(words.said(Ticked(ticked=len(lines) - len(left), lines=len(lines))))
    link = (f'<a class="domino-go-on" href="{escape(lesson_notebook(game))}#{escape(left[0].anchor)}">'
            f'{escape(words.said(GoOn(line=plain(left[0].text))))}</a>' if left else escape(words.word(Trainer.ALL_TICKED)))
    return f'<p class="domino-ticks">{said} {link}</p>'


def accuracy_html(progress: Progress, game: type[Variant], words: Narrator) -> str:
    """Each kind's right answers over its last ``RECENT``, in the order the kinds were first asked."""
    found = by_kind(((a.kind, a.correct) for a in progress.answers if a.game == game.id), RECENT)
    items = [f'<li data-kind="{escape(kind)}">' + escape(words.said(Accuracy(
        kind=words.saying("quiz kind", game)(kind), right=right, answered=answered))) + "</li>"
        for kind, (right, answered) in found.items()]
    return f'<ul class="domino-accuracy">{"".join(items)}</ul>' if items else ""


def game_html(progress: Progress, game: type[Variant], now: datetime, words: Narrator) -> str:
    """One game's section."""
    title = words.title(game)
    hands = [h for h in progress.hands if h.game == game.id]
    costs = [h.cost for h in hands if h.cost is not None]
    figure = None
    if costs:
        from ..coach.skill import RECENT_HANDS, standing  # the coach, only where a hand was reviewed

        figure = standing(game, costs[-RECENT_HANDS:])
    chart = (cost_chart(costs, progress.learner, title, words.lang, figure.limits if figure else ()) if costs
             else f'<p class="domino-not-reviewed">{escape(words.word(Trainer.NOT_REVIEWED))}</p>')
    if figure is not None:
        chart += '<p class="domino-skill">' + escape(words.said(figure)) + "</p>"
    parts = [f"<h4>{escape(title)}</h4>",
             ticks_html(progress, game, words) if game in lessons() else "",
             accuracy_html(progress, game, words),
             f'<p class="domino-hands">{escape(words.said(HandsPlayed(hands=len(hands))))}</p>',
             f'<div class="domino-chart">{chart}</div>' if hands else "",
             f'<p class="domino-due">{escape(words.said(DueToday(due=len(progress.due(game, now)))))}</p>']
    return f'<section class="domino-game" data-game="{escape(game.id)}">{"".join(parts)}</section>'


def panel_html(progress: Progress | None, lang: str = "en", now: datetime | None = None) -> str:
    """The panel as HTML: ``progress``'s games (None, or nothing recorded: the line of what will appear here)."""
    words, at = narrator(check_language(lang)), now or datetime.now(timezone.utc)
    learner = progress.learner if progress is not None and progress.learner != progress.path.stem else None
    heading = f"<h3>{escape(words.said(MyProgress(learner=learner)))}</h3>"
    empty = progress is None or not any((progress.answers, progress.drills, progress.hands, progress.ticks))
    if progress is None or empty:
        body = f'<p class="domino-nothing-yet">{escape(words.word(Trainer.NOTHING_YET))}</p>'
    else:
        body = "".join(game_html(progress, game, at, words) for game in games_of(progress))
    return f'<div class="domino-progress">{heading}{body}</div>'


def progress_panel(progress: ProgressGiven = None, lang: str = "en", now: datetime | None = None) -> widgets.VBox:
    """My progress, from ``progress`` (a ``Progress``, a path, or None: the notebook's file, ``progress.use``, else
    ``progress.default_path()``); a file not there yet is not made: the panel says what will appear."""
    given = progress if progress is not None else progress_files.current() or default_path()
    missing = not isinstance(given, Progress) and not Path(given).exists()
    keeper = Keeper(None if missing else given, check_language(lang))
    shown = None if missing else keeper.progress
    panel = widgets.HTML(CSS + panel_html(shown, lang, now))
    box = widgets.VBox([panel, keeper.line])
    box.add_class("domino-progress-panel")
    return box


__all__: Sequence[str] = ["RECENT", "lesson_notebook", "lessons", "panel_html", "progress_panel"]
