"""TablesBoard: the teacher's view of a class's tables. Every table at a glance (game, who sits where, score, hand,
whose turn), a table opened (a game and which seats are learners'; the computer plays the others), and any table
watched with every hand face up, for the projector, its events annotated as they happen."""

from __future__ import annotations

import os
import threading
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..core.labels import TableWord
from ..narrate import check_language, narrator
from ..rules import registry
from ..tables.client import Connection, Refusal, running_service, unit_of_play
from ..views.annotate import STYLE, message_html, sent_events_html


class TablesBoard(widgets.VBox):  # type: ignore[misc]
    """The teacher's board of the table service at ``url``; ``token``: the teacher's (or the file that holds it,
    as ``domino-lessons tables`` keeps it; on a hub, by default, the notebook's own); ``watch``: follow the watched
    table in a background thread. ``TablesBoard()`` alone finds the service running on this machine and its token,
    from any folder. What is missing (no service, no token where it was said to be) is said in one line."""

    def __init__(self, url: str | None = None, token: str | Path | None = None, *, lang: str = "en",
                 watch: bool = True, **kwargs: Any) -> None:
        self.lang = check_language(lang)
        self.said = narrator(self.lang)
        url, secret, missing = where(url, token)
        self.connection = Connection(url, "", token=secret, lang=self.lang)
        self._controls()
        self.asked: tuple[str, str] | None = None
        """A step that ends a match (restart, close) pressed once at a table: pressed again, it is taken."""
        self.choose_players()
        self.version = 0
        """The watched table's version last shown."""
        super().__init__([widgets.HTML(STYLE), *self._arranged()], **kwargs)
        self.add_class("domino-tables-board")
        self.add_class("domino-classroom")  # the watched table as tall as the window, its events beside it
        self.watching = watch and missing is None
        self.begin(missing)

    def _controls(self) -> None:
        """The board's panels, menus and buttons, in the teacher's language."""
        self.listing, self.line, self.picture, self.told = (widgets.HTML() for _ in range(4))
        self.picture.add_class("domino-view")
        self.told.add_class("domino-annotation")
        self.line.add_class("domino-message")
        self.game = widgets.Dropdown(options=[(self.said.title(game), id) for id, game in registry().items()],
                                     description=self.word(TableWord.GAME_LABEL))
        self.seats = widgets.VBox()
        self.players = widgets.Dropdown(options=[2], description=self.word(TableWord.PLAYERS_LABEL))
        self.game.observe(lambda _: self.choose_players(), names="value")
        self.players.observe(lambda _: self.lay_seats(), names="value")
        self.bot = widgets.Dropdown(options=[(self.word(TableWord.BOT_CHOICE, bot=b), b) for b in BOTS],
                                    description=self.word(TableWord.BOT_LABEL))
        self.open_button = widgets.Button(description=self.word(TableWord.OPEN_BUTTON), button_style="primary")
        self.open_button.on_click(lambda _: self.open_table())
        self.watched = widgets.Dropdown(options=[], description=self.word(TableWord.WATCH_LABEL))
        self.watched.observe(lambda _: self.show_table(), names="value")
        self.steps = [widgets.Button(description=self.word(code)) for code in STEPS.values()]
        for button, action in zip(self.steps, STEPS):
            button.on_click(lambda _, action=action: self.ask(action))
        self.projector = widgets.ToggleButton(value=False, description=self.word(TableWord.PROJECTOR_BUTTON),
                                              icon="expand")
        self.projector.observe(lambda change: self.project(change["new"]), names="value")

    def _arranged(self) -> list[widgets.Widget]:
        """The desk (every table, the form that opens one) above the stage: the watched table with its steps and
        events beside it (the desk hidden in full screen)."""
        desk = widgets.VBox([self.listing, widgets.HBox([self.game, self.players, self.bot, self.open_button]),
                             self.seats])
        desk.add_class("domino-desk")
        side = widgets.VBox([widgets.HBox([self.watched, *self.steps, self.projector]), self.line, self.told])
        side.add_class("domino-side")
        stage = widgets.HBox([self.picture, side])
        stage.add_class("domino-stage")
        return [desk, stage]

    def begin(self, missing: tuple[TableWord, dict[str, Any]] | None) -> None:
        """List the tables and follow them (``watching``); or say what is missing, or that the service is out of
        reach, in one line."""
        if missing is not None:
            self.line.value = message_html(self.said.phrase(missing[0], missing[1]), "problem")
            self.open_button.disabled = True
            return
        try:
            self.refresh()
        except Refusal as lost:
            self.line.value = message_html(lost.said(self.lang), "problem")
            return
        if self.watching:
            threading.Thread(target=self.follow, daemon=True).start()

    def project(self, on: bool) -> None:
        """Show the watched table alone, filling the screen, its events and steps beside it (``on``), or the whole
        board again."""
        (self.add_class if on else self.remove_class)("domino-projected")

    def word(self, code: TableWord, **facts: Any) -> str:
        return self.said.phrase(code, facts)

    def choose_players(self) -> None:
        """The player counts the chosen game is played by (four in All Fives plays in partnership), its fewest first."""
        game = registry()[self.game.value]
        self.players.options = list(range(game.min_players, game.max_players + 1))
        self.players.value = game.min_players
        self.lay_seats()

    def lay_seats(self) -> None:
        """A box per seat of the chosen game and count: ticked, a learner's; else the computer's."""
        self.seats.children = [widgets.Checkbox(value=True, description=self.word(TableWord.LEARNER_SEAT, seat=s))
                               for s in range(self.players.value)]

    def open_table(self, options: dict[str, Any] | None = None) -> None:
        """Open a table of the chosen game, count, seats and computer; ``options``: the game's other options (its
        defaults where not given: ``{"target": 61}``)."""
        humans = [box.value for box in self.seats.children]
        try:
            code = self.connection.open_table(self.game.value, humans, self.bot.value, options)
        except Refusal as refused:
            self.line.value = message_html(refused.said(self.lang), "problem")
            return
        self.line.value = message_html(self.word(TableWord.OPENED, table=code), "good")
        self.refresh()
        self.watched.value = code

    def ask(self, action: str) -> None:
        """A step's button pressed: a step that ends the match in play (``restart``, ``close``) asks first, saying
        what it does to the score, and is taken when pressed again; the others at once."""
        if action in CONFIRMED and self.asked != (action, self.watched.value):
            listed = next((t for t in self.connection.tables() if t["table"] == self.watched.value), None)
            if listed is None:
                return
            self.asked = (action, listed["table"])
            self.line.value = message_html(self.word(TableWord.CONFIRM, action=action, table=listed["table"],
                                                     score=" · ".join(map(str, listed["totals"])),
                                                     hands=listed["hand"], unit=unit_of_play(listed)), "problem")
            return
        self.asked = None
        self.steer(action)

    def steer(self, action: str, given: dict[int, list[str]] | None = None) -> None:
        """A step at the watched table: ``pause``, ``resume``, ``restart``, ``close``, or ``deal`` the next hand;
        ``given``: tiles seats hold in the deal, for a demonstration (``{1: ["6-6", "5-5"]}``)."""
        if not self.watched.value:
            return
        self.connection.table = self.watched.value
        try:
            view = self.connection.steer(action, given)
        except Refusal as refused:
            self.line.value = message_html(refused.said(self.lang), "problem")
        else:
            self.show_table(view)
            done = self.word(TableWord.STEERED, action=action, table=self.watched.value, unit=unit_of_play(view))
            self.line.value = message_html(done, "good")
        self.refresh()

    def refresh(self) -> None:
        """Every table at a glance."""
        tables = self.connection.tables()
        head = "".join(f"<th>{escape(h)}</th>" for h in self.word(TableWord.COLUMNS).split("|"))
        rows = "".join(f"<tr><td>{escape(t['table'])}</td><td>{escape(self.said.title(registry()[t['game']]))}</td>"
                       f"<td>{escape(self.seated(t))}</td><td>{' · '.join(map(str, t['totals']))}</td>"
                       f"<td>{t['hand']}</td><td>{escape(self.state(t))}</td></tr>" for t in tables)
        self.listing.value = f"<table><tr>{head}</tr>{rows}</table>"
        codes = [t["table"] for t in tables]
        if list(self.watched.options) != codes:
            self.watched.options = codes
        if any(t["table"] == self.watched.value and t["version"] != self.version for t in tables):
            self.show_table()  # the watched table moved on (a learner sat down, it began)

    def seated(self, table: dict[str, Any]) -> str:
        """``Ada (here), Ben (away), Cy (computer)``: each seat under its name, and who is there."""
        return ", ".join(f"{name} ({self.word(TableWord.PRESENCE, presence=presence)})"
                         for name, presence in zip(table["names"], table["presence"]))

    def state(self, table: dict[str, Any]) -> str:
        """Where the table is: closed, paused, waiting for its learners, over, or whose turn it is."""
        if table["closed"] or table["paused"] or table["waiting"] or table["over"] or table["to_move"] is None:
            return self.word(TableWord.TABLE_STATE, state="closed" if table["closed"] else "paused" if table["paused"]
                             else "waiting" if table["waiting"] else "over" if table["over"] else "between",
                             unit=unit_of_play(table))
        return str(table["names"][table["to_move"]])

    def show_table(self, view: dict[str, Any] | None = None) -> None:
        """The watched table with every hand, and its events."""
        if not self.watched.value:
            return
        self.connection.table = self.watched.value
        view = view or self.connection.view()
        self.picture.value = view.get("svg", "")
        self.told.value = sent_events_html(view.get("events", []))
        self.version = view["version"]

    def follow(self) -> None:
        """Wait for the watched table to move on, and show it each time (the background thread)."""
        while self.watching:
            if not self.watched.value:
                threading.Event().wait(FRESH)
                try:
                    self.refresh()
                except Refusal as lost:
                    self.line.value = message_html(lost.said(self.lang), "problem")
                    return
                continue
            try:
                self.show_table(self.connection.view(after=self.version, wait=FRESH))
                self.refresh()
            except Refusal as lost:
                self.line.value = message_html(lost.said(self.lang), "problem")
                return

    def close(self) -> None:
        self.watching = False
        super().close()


def where(url: str | None, token: str | Path | None) -> tuple[str, str, tuple[TableWord, dict[str, Any]] | None]:
    """The service's address and the teacher's token, as given or found (the service running here; on a hub, the
    notebook's token), and what is missing, if anything (a word and its facts)."""
    if url is None:
        found = running_service()
        if found is None:
            return "", "", (TableWord.NO_SERVICE, {})
        url, token = found["url"], Path(found["token_file"]) if token is None else token
    if token is None:
        token = os.environ.get("JUPYTERHUB_API_TOKEN", "")
    if isinstance(token, Path):
        try:
            return url, token.read_text(encoding="utf-8").strip(), None
        except OSError:
            return url, "", (TableWord.NO_TOKEN, {"path": str(token.absolute())})
    return url, token, None


BOTS = ("greedy", "expert")
"""How the computer may play a seat nobody holds, the teacher's choice."""
STEPS = {"start": TableWord.START_BUTTON, "pause": TableWord.PAUSE_BUTTON, "resume": TableWord.RESUME_BUTTON,
         "restart": TableWord.RESTART_BUTTON, "close": TableWord.CLOSE_BUTTON}
"""The teacher's steps at the watched table, and the words on their buttons."""
CONFIRMED = ("restart", "close")
"""The steps that end the match in play: asked again before they are taken."""
FRESH = 3
"""How often the list of tables is brought up to date, in seconds (who is here, who joined), while a table moves
on at once."""
