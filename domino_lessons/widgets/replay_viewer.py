"""ReplayViewer: step through a recorded game, every scoring event annotated with its arithmetic.

The replay is computed once into frames; each step only draws the current frame. Widgets are
built once and only their values change. Play steps on by itself from an asyncio task in the
kernel, one step per ``interval`` milliseconds, until Pause or the last step. With *Scoring steps
only* on, Next, Back, First, Last and Play go only to the steps where a score changed or stones
moved, and the annotation says which of them this is.

The classroom view (``classroom=True``) puts the table beside its controls and annotation, sized so
that one step fits one projector screen, and answers a presenter's clicker: PageDown, ArrowRight and
Space step on, PageUp and ArrowLeft back, Home and End go to the first and last step (``assist.py``
turns those keys into clicks on the buttons classed ``domino-first``... ``domino-last``).
"""

from __future__ import annotations

import asyncio
from bisect import bisect_left, bisect_right
from html import escape
from pathlib import Path
from typing import Any, Sequence

import ipywidgets as widgets

from ..views.annotate import STYLE, frame_html, reading_html, review_html
from .assist import Assist
from .notes_editor import NotesEditor
from ..coach.reviewer import Review, review
from ..core.events import Score
from ..core.frames import Frame
from ..core.labels import Control, Label
from ..core.phrases import Change, Example, ReviewButton, ScoringStep
from ..core.record import example
from ..narrate import check_language, narrator
from .play_table import running_loop
from ..coach.reading import knowledge
from ..core.record import Record, load, replay
from ..views.render import table_svg

EVERYONE = -1


class ReplayViewer(widgets.VBox):  # type: ignore[misc]
    """A recorded game on a table, with First/Back/Next/Last, Play, a step slider and a jump list."""

    def __init__(self, record: Record | str | Path, *, viewer: int | None = None, show_all: bool = True,
                 interval: int = 1500, classroom: bool = False, scoring: bool = False, reading: bool = False,
                 lang: str = "en", edit_notes: bool = False, **kwargs: Any) -> None:
        """``classroom=True`` lays the step out for a projector: the table beside big buttons and large
        type. ``scoring=True`` starts with *Scoring steps only* on. ``reading=True`` adds the "What you
        can tell" panel for the seat the game is viewed from (``reading.knowledge``). ``lang`` is the
        language of the annotations and the controls (``en``, ``it``). ``edit_notes=True`` adds a box for the
        teacher's note on each move, in ``lang``, and **Save record** (``notes_editor``)."""
        self.lang = check_language(lang)
        self.classroom = classroom
        self.interval = interval
        self._playing: asyncio.Task[None] | None = None
        self._reviewed: tuple[int, int | None] | None = None
        source = record if isinstance(record, Record) else load(record)
        self.replay = replay(source, frames=True)
        self.frames: list[Frame] = self.replay.frames
        self.counting = [frame.step for frame in self.frames if frame.counting]
        self._controls(source.players, viewer, show_all, scoring and bool(self.counting))
        self.annotation = widgets.HTML()
        self.annotation.add_class("domino-annotation")
        self.review_panel = widgets.HTML(layout=widgets.Layout(display="none"))
        self.review_panel.add_class("domino-panel")
        self.review_panel.add_class("domino-review")
        self.reading_panel = widgets.HTML(layout=widgets.Layout(display=None if reading else "none"))
        self.reading_panel.add_class("domino-panel")
        self.reading_panel.add_class("domino-reading")
        origin = None if isinstance(record, Record) else Path(record)
        self.notes = NotesEditor(source, self.frames, self.lang, origin, self._annotate) if edit_notes else None
        """The notes editor (``edit_notes=True``), else None."""
        self._wire()
        super().__init__([widgets.HTML(STYLE), Assist(), *self._arranged(classroom)], **kwargs)
        self.add_class("domino-replay")
        if classroom:
            self.add_class("domino-classroom")
        if self.scoring.value:
            self.go(self.counting[0])
        self.show()

    def _arranged(self, classroom: bool) -> list[widgets.Widget]:
        """The widgets in order: the table above its controls, or in the classroom beside them."""
        buttons = widgets.HBox([self.first_button, self.back_button, self.next_button, self.last_button, self.play])
        options = widgets.HBox([self.seat, self.show_all, self.scoring, self.review_button])
        panels = [self.annotation, *([self.notes] if self.notes is not None else []), self.reading_panel, self.review_panel]
        if not classroom:
            return [self.board, buttons, self.slider, self.jump, options, *panels]
        for described in (self.slider, self.jump, self.seat):
            described.style.description_width = "initial"  # never "View ..." on a projector
        self.seat.layout.width = "auto"
        side = widgets.VBox([buttons, self.slider, self.jump, options, *panels])
        side.add_class("domino-side")
        stage = widgets.HBox([self.board, side])
        stage.add_class("domino-stage")
        return [stage]

    def _wire(self) -> None:
        """Every control steps or redraws the replay."""
        for button, where in ((self.first_button, "first"), (self.back_button, "back"), (self.next_button, "next"),
                              (self.last_button, "last")):
            button.on_click(lambda _, where=where: self.step(where))
            button.add_class(f"domino-{where}")  # what the clicker's keys press
        self.scoring.observe(lambda _: self._scoring_changed(), names="value")
        self.slider.observe(lambda _: self.show(), names="value")
        self.jump.observe(self._jumped, names="value")
        self.seat.observe(lambda _: self.show(), names="value")
        self.show_all.observe(lambda _: self.show(), names="value")
        self.play.observe(lambda change: self._play(change["new"]), names="value")
        self.review_button.on_click(lambda _: self.review())

    def _controls(self, players: list[str], viewer: int | None, show_all: bool, scoring: bool) -> None:
        """The buttons, the slider and the menus, labelled in the viewer's language."""
        word, last = narrator(self.lang).word, len(self.frames) - 1
        self.board = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.board.add_class("domino-view")
        self.first_button = widgets.Button(description=word(Control.FIRST), icon="fast-backward",
                                           tooltip=word(Control.FIRST_TIP))
        self.back_button = widgets.Button(description=word(Control.BACK), icon="step-backward",
                                          tooltip=word(Control.BACK_TIP))
        self.next_button = widgets.Button(description=word(Control.NEXT), icon="step-forward",
                                          tooltip=word(Control.NEXT_TIP))
        self.last_button = widgets.Button(description=word(Control.LAST), icon="fast-forward",
                                          tooltip=word(Control.LAST_TIP))
        self.play = widgets.ToggleButton(value=False, description=word(Control.PLAY), icon="play",
                                         tooltip=word(Control.PLAY_TIP))
        self.slider = widgets.IntSlider(value=0, min=0, max=last, description=word(Control.STEP),
                                        layout=widgets.Layout(width="100%"))
        game = self.frames[0].game  # Domeng's words: stones, not scores
        self.jump = widgets.Dropdown(options=self._jump_options(), value=EVERYONE,
                                     description=narrator(self.lang).say("jump label", game),
                                     layout=widgets.Layout(width="100%"))
        seats = [(word(Control.EVERYONE), EVERYONE)] + [(n, i) for i, n in enumerate(players)]
        self.seat = widgets.Dropdown(options=seats, value=EVERYONE if viewer is None else viewer,
                                     description=word(Control.VIEW_FROM))
        self.show_all = widgets.Checkbox(value=show_all, description=word(Control.SHOW_ALL), indent=False)
        self.scoring = widgets.Checkbox(value=scoring, description=narrator(self.lang).say("scoring only", game),
                                        indent=False,
                                        disabled=not self.counting)
        review = narrator(self.lang).said(ReviewButton(game=game))  # Domeng: "Review this round"
        self.review_button = widgets.Button(description=review, icon="search", tooltip=word(Control.REVIEW_TIP))

    @property
    def frame(self) -> Frame:
        shown: Frame = self.frames[self.slider.value]
        return shown

    def go(self, step: int) -> None:
        """Show frame ``step`` (clamped to the game)."""
        self.slider.value = max(0, min(step, len(self.frames) - 1))

    @property
    def stops(self) -> Sequence[int]:
        """The steps the buttons go to, in order: every step, or with *Scoring steps only* those that score
        or move stones."""
        return self.counting if self.scoring.value else range(len(self.frames))

    def target(self, where: str) -> int | None:
        """The step ``first``, ``back``, ``next`` or ``last`` goes to from here (None: nowhere to go)."""
        now, stops = self.slider.value, self.stops
        before, after = bisect_left(stops, now), bisect_right(stops, now)  # stops[:before] < now < stops[after:]
        if where in ("first", "back"):
            return None if before == 0 else stops[0 if where == "first" else before - 1]
        return None if after == len(stops) else stops[after if where == "next" else -1]

    def step(self, where: str) -> None:
        """Go ``first``, ``back``, ``next`` or ``last`` (among the scoring steps when they alone are shown)."""
        target = self.target(where)
        if target is not None:
            self.go(target)

    def show(self) -> None:
        """Draw the current frame and its annotation."""
        frame = self.frame
        viewer = None if self.seat.value == EVERYONE else self.seat.value
        # The buttons first: once the new board is seen, a key or click meets buttons that fit it.
        self.first_button.disabled = self.back_button.disabled = self.target("back") is None
        self.next_button.disabled = self.last_button.disabled = self.target("next") is None
        self.jump.value = frame.step if frame.scoring else EVERYONE
        self.board.value = table_svg(frame, viewer=viewer, show_all=self.show_all.value, lang=self.lang,
                                     classroom=self.classroom)
        self._annotate()
        if self.notes is not None:
            self.notes.show(frame)
        if self._reviewed != (frame.hand_number, viewer):  # a review of another hand or seat is put away
            self.review_panel.layout.display = "none"
        if self.reading_panel.layout.display != "none":
            known = None if viewer is None else knowledge(self.replay, frame.step, viewer)
            who = None if viewer is None else frame.seats.names[viewer]
            self.reading_panel.value = reading_html(known, frame.seats.names, who=who, lang=self.lang)

    def _annotate(self) -> None:
        """The shown step's annotation (again when its note is typed)."""
        frame = self.frame
        self.annotation.value = frame_html(frame, self.lang) + self._position(frame)

    def review(self) -> Review | None:
        """Review the shown hand for the seat it is viewed from (``coach.reviewer``); None with no seat chosen."""
        seat = None if self.seat.value == EVERYONE else self.seat.value
        frame = self.frame
        done = None if seat is None else review(self.replay.record, frame.hand_number, seat)
        self._reviewed = (frame.hand_number, seat)
        self.review_panel.value = (review_html(done, frame.seats.names, frame.game, self.lang) if done is not None
                                   else f"<div>{escape(narrator(self.lang).phrase(Label.REVIEW_PICK, {}))}</div>")
        self.review_panel.layout.display = ""
        return done

    def _position(self, frame: Frame) -> str:
        """With scoring steps only: which of them this is."""
        if not self.scoring.value or frame.step not in self.counting:
            return ""
        step = ScoringStep(number=self.counting.index(frame.step) + 1, of=len(self.counting))
        said = narrator(self.lang).said(step)
        return f'<div class="position">{escape(said)}</div>'

    def _scoring_changed(self) -> None:
        """Scoring steps only, from a step that does not score: on to the next one that does (or back)."""
        if self.scoring.value and self.slider.value not in self.counting:
            self.go(next((s for s in self.counting if s > self.slider.value), self.counting[-1]))
        self.show()

    def _play(self, playing: bool) -> None:
        """Play: step on from here (from the start when at the end); Pause: stop where it is."""
        self.play.description = narrator(self.lang).word(Control.PAUSE if playing else Control.PLAY)
        self.play.icon = "pause" if playing else "play"
        if self._playing is not None:
            self._playing.cancel()
            self._playing = None
        if not playing:
            return
        if self.target("next") is None:
            self.go(self.stops[0])
        loop = running_loop()
        if loop is None:  # no kernel loop (a script, a test): nothing to pace, so straight to the end
            self.go(self.stops[-1])
            self.play.value = False
            return
        self._playing = loop.create_task(self._paced())

    async def _paced(self) -> None:
        while self.target("next") is not None:
            await asyncio.sleep(self.interval / 1000)
            self.step("next")
        self._playing = None
        self.play.value = False

    def _jump_options(self) -> list[tuple[str, int]]:
        words = narrator(self.lang)
        options = [(words.say("jump prompt", self.frames[0].game), EVERYONE)]
        for frame in self.frames:
            if frame.scoring:
                changes = ", ".join(words.said(Change(score=e)) for e in frame.events
                                    if isinstance(e, Score) and e.points)
                options.append((f"{frame.words(self.lang).label}: {changes}", frame.step))
        return options

    def _jumped(self, change: dict[str, Any]) -> None:
        if change["new"] != EVERYONE:
            self.go(change["new"])


def replay_tabs(records: dict[str, Record | str | Path] | Sequence[str], **options: Any) -> widgets.Tab:
    """Several recorded games, one ReplayViewer per tab: a dict titles them by its keys; a list of
    shipped example names (``["goat-match", "goat-lone-double"]``) is titled by the narrator in the
    viewers' language (``lang=...``, as ``ReplayViewer``)."""
    if isinstance(records, dict):
        titled = dict(records)
    else:
        say = narrator(check_language(options.get("lang", "en"))).said
        titled = {say(Example(name=name)): example(name) for name in records}
    tabs = widgets.Tab(children=[ReplayViewer(source, **options) for source in titled.values()])
    tabs.titles = tuple(titled)
    tabs.add_class("domino-tabs")
    return tabs
