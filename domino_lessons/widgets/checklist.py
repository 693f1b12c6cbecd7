"""The "What you now know" checklist of a lesson: one real checkbox per line, with a link to its section.

Each lesson (one per game folder) has its lines in its folder's words (``KNOWN`` in ``words_<lang>``: line
id, text, the id of its section's heading in that language's notebook). A tick is kept in the progress file
(``Progress.tick``, under the lesson's game: ``lesson_game``); without one, in the widget only, which says how
to have it remembered.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from ..core.labels import Keep
from ..core.phrases import KeepToSection
from ..core.variant import Variant
from ..narrate import check_language, game_folder, narrator
from ..rules import find_variant, game_module, registry
from ..views.annotate import STYLE
from .keeping import Keeper, ProgressGiven

Game = str | type[Variant] | Variant
CODE = re.compile(r"`([^`]+)`")
"""Code in a line's text, written as Markdown writes it."""


@dataclass(frozen=True)
class KnownLine:
    """A "What you now know" line: its ``id`` (the same in every language), its ``text`` (Markdown: code
    between backticks) and the ``anchor`` of its section's heading in the lesson's notebook."""

    id: str
    text: str
    anchor: str


def game_class(game: Game) -> type[Variant]:
    return find_variant(game) if isinstance(game, str) else game if isinstance(game, type) else type(game)


def known_lines(game: Game, lang: str = "en") -> tuple[KnownLine, ...]:
    """The "What you now know" lines of the lesson that teaches ``game`` (an id or alias, a class or a game), in
    ``lang``, in order; none for a game whose folder has no lesson."""
    module = game_module(game_class(game), f"words_{check_language(lang)}")
    return tuple(KnownLine(*line) for line in getattr(module, "KNOWN", ()))


def lesson_game(game: Game) -> str:
    """The id of the game whose lesson teaches ``game``: its folder's first game, under which ticks are kept."""
    folder = game_folder(sys.modules[game_class(game).__module__])
    return next(g.id for g in registry().values() if game_folder(sys.modules[g.__module__]) == folder)


def text_html(text: str) -> str:
    """A line's text as HTML: escaped, its code in ``<code>``."""
    return CODE.sub(r"<code>\1</code>", escape(text))


def plain(text: str) -> str:
    """A line's text as a screen reader says it: without the backticks."""
    return CODE.sub(r"\1", text)


class Checklist(widgets.VBox):  # type: ignore[misc]
    """A lesson's "What you now know" lines as checkboxes, ticked from the progress file; each click kept there."""

    def __init__(self, game: Game, lang: str = "en", progress: ProgressGiven = None) -> None:
        """``progress``: a ``progress.Progress`` or its path; None: the notebook's (``progress.use``), if any."""
        self.lang = check_language(lang)
        self.game = lesson_game(game)
        self.lines = known_lines(game, self.lang)
        self.keeper = Keeper(progress, self.lang)
        ticks = self.keeper.keep(lambda book: book.ticks)
        ticked = ticks.get(self.game, frozenset()) if ticks is not None else frozenset()
        self.boxes = {line.id: widgets.Checkbox(value=line.id in ticked, description=text_html(line.text),
                                                description_allow_html=True, indent=False,
                                                layout=widgets.Layout(width="auto"))
                      for line in self.lines}
        for line_id, box in self.boxes.items():
            box.observe(lambda change, line_id=line_id: self._clicked(line_id, change["new"]), names="value")
        self.note = widgets.HTML(f"<div>{text_html(narrator(self.lang).word(Keep.ONLY_HERE))}</div>",
                                 layout=widgets.Layout(display="none" if self.keeper.progress else ""))
        self.note.add_class("domino-message")
        rows = [widgets.HBox([self.boxes[line.id], widgets.HTML(self._link(line))]) for line in self.lines]
        super().__init__([widgets.HTML(STYLE), *rows, self.note, self.keeper.line])
        self.add_class("domino-checklist")

    @property
    def ticked(self) -> frozenset[str]:
        """The ids of the lines ticked now."""
        return frozenset(line_id for line_id, box in self.boxes.items() if box.value)

    def _link(self, line: KnownLine) -> str:
        words = narrator(self.lang)
        name = words.said(KeepToSection(line=plain(line.text)))
        return (f'<a class="domino-known-link" href="#{escape(line.anchor)}" aria-label="{escape(name)}">'
                f'{escape(words.word(Keep.SECTION))}</a>')

    def _clicked(self, line_id: str, ticked: bool) -> None:
        if ticked:
            self.keeper.keep(lambda book: book.tick(self.game, line_id))
        else:
            self.keeper.keep(lambda book: book.untick(self.game, line_id))
