"""TableClient: a learner's seat at a class table, in a lesson. It joins the table by the code the teacher gives,
shows the table as the seat sees it (drawn by the service: no other hand ever reaches the notebook), the others'
plays with their annotations and the score, and sends the learner's moves, picked as at the play table (click or
Enter on a tile, then on an end where it fits; or one of the legal moves' buttons and Play); the service's engine decides each one,
and a refusal is said without changing anything. On a JupyterHub the learner is who the hub says (their server's
token); elsewhere their key is kept beside their lessons. Either way a reloaded page (a new kernel) comes back to the
same seat. A background thread waits for the others' moves."""

from __future__ import annotations

import json
import os
import threading
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..coach.reviewer import Review, review
from ..core.engine import PLAYING, Match, Move, parse_move
from ..core.phrases import NotesExists, SayDoesNotFit, SaySelected, Token
from ..core.tiles import Tile
from ..core.labels import Notes, Say, TableWord
from ..core.record import loads, write_atomic
from ..progress import Progress
from ..narrate import check_language, narrator
from ..tables.client import KEYS, Connection, Refusal, keep_key, kept_key, running_service, unit_of_play
from ..views.annotate import STYLE, message_html, sent_events_html, review_html
from .assist import Assist
from .canvas import SvgCanvas
from .page_beat import PageBeat
from .save_guard import SaveGuard
from .keeping import Keeper, ProgressGiven


DEFAULT_URL = "http://127.0.0.1:8765"
"""Where ``domino-lessons tables`` listens by default."""


class TableClient(widgets.VBox):  # type: ignore[misc]
    """A seat at table ``table`` of the service at ``url``, as ``name``; ``watch``: follow the others' moves in a
    background thread (off: ``refresh()`` asks)."""

    def __init__(self, url: str, table: str, name: str, *, lang: str = "en", keys: Path = KEYS, watch: bool = True,
                 progress: ProgressGiven = None, **kwargs: Any) -> None:
        """``progress``: where each hand played at the table is remembered, with its review's cost once reviewed and
        its costly decisions as drills (a ``progress.Progress`` or its path; None: the notebook's file, if any)."""
        self.lang = check_language(lang)
        self.keeper = Keeper(progress, self.lang)
        self.kept: dict[int, str | None] = {}
        """Each hand remembered (by its number at the table): its entry's id in the progress file."""
        self.said = narrator(self.lang)
        self.connection = Connection(url, table, key=kept_key(url, table, name, keys), lang=self.lang,
                                     token=os.environ.get("JUPYTERHUB_API_TOKEN"))  # on a hub: who the hub says
        self.seat, name = self.connection.join(name)
        if self.connection.key:
            keep_key(url, table, name, self.connection.key, keys)
        self.state: dict[str, Any] = {}
        self.unit = "hand"  # what the table's game calls a deal played out (unit_of_play): hand or round
        self.picture = SvgCanvas()
        self.picture.on_pick(self.picked)
        self.selected: str | None = None
        """The tile picked in the learner's hand, to lay on an end where it fits."""
        self.line = widgets.HTML()
        self.line.add_class("domino-message")
        self.told = widgets.HTML()
        self.told.add_class("domino-annotation")
        self._buttons()
        self.page = PageBeat(on_change=lambda is_open: None if is_open else self.left_the_page())
        self.left = False
        """Whether the service was told the learner's page is closed (until it is open again)."""
        self.review_panel = widgets.HTML()
        self.review_panel.add_class("domino-panel")
        self.review_panel.add_class("domino-review")
        seated = self.said.phrase(TableWord.SEATED, {"table": self.connection.table, "seat": self.seat, "name": name})
        super().__init__([widgets.HTML(STYLE + f"<b>{escape(seated)}</b>"), Assist(), self.page, self.picture, self.line,
                          self.moves, widgets.HBox([self.play_button, self.next_button, self.save_button, self.review_button]),
                          self.told, self.review_panel, self.keeper.line], **kwargs)
        self.add_class("domino-table-client")
        self.show(self.connection.view())
        self.watching = watch
        if watch:
            threading.Thread(target=self.follow, daemon=True).start()

    def _buttons(self) -> None:
        """The legal moves' buttons and the table's, in the learner's language."""
        self.moves = widgets.ToggleButtons(options=[], description=self.word(TableWord.MOVE_LABEL))
        self.play_button = widgets.Button(description=self.word(TableWord.PLAY_BUTTON), button_style="primary")
        self.next_button = widgets.Button()
        self.play_button.on_click(lambda _: self.play(self.moves.value))
        self.next_button.on_click(lambda _: self.deal_next())
        self.save_button = widgets.Button(description=self.word(TableWord.SAVE_BUTTON))
        self.guard = SaveGuard()
        self.save_button.on_click(lambda _: self.save(Path(f"table-{self.connection.table}.json")))
        self.review_button = widgets.Button()
        self.review_button.on_click(lambda _: self.review())

    def word(self, code: TableWord, **facts: Any) -> str:
        return self.said.phrase(code, facts)

    def show(self, view: dict[str, Any]) -> None:
        """Put a view of the table on the widgets."""
        if view.get("version") != self.state.get("version"):
            self.selected = None
        self.state = view
        self.unit = unit_of_play(view)
        self.next_button.description = self.word(TableWord.NEXT_BUTTON, unit=self.unit)
        self.review_button.description = self.word(TableWord.REVIEW_BUTTON, unit=self.unit)
        self.picture.svg = view.get("svg", "")
        self.offer(view.get("legal", []))
        if view["waiting"]:
            self.next_button.disabled = self.review_button.disabled = True
            awaited = [view["names"][s] for s in view["awaited"]]
            self.tell(self.word(TableWord.WAITING, names=awaited, unit=self.unit))
            self.told.value = ""
            return
        self.next_button.disabled = not view["over"] or view["match_over"] or view["closed"] or view["paused"]
        self.review_button.disabled = not view["over"]
        if view["over"]:
            self.keep_hand(view)
        if view["closed"] or view["paused"]:  # said to everyone at the table, whoever is to move
            self.offer([])
            self.tell(self.word(TableWord.TABLE_OVER if view["closed"] else TableWord.PAUSED))
        elif view["over"]:
            self.tell(self.word(TableWord.HAND_DONE, match_over=view["match_over"], unit=self.unit))
        elif view["to_move"] == self.seat:
            self.tell(self.word(TableWord.YOUR_TURN), "good")
        else:
            self.tell(self.word(TableWord.THEIR_TURN, who=view["names"][view["to_move"]]))
        self.told.value = sent_events_html(view["events"])

    def offer(self, legal: list[str]) -> None:
        """The learner's legal moves as buttons, in their words; none: no buttons shown (ipywidgets' toggle buttons
        keep their old buttons on the page when given no options, so the box is hidden)."""
        self.moves.options = [(button_words(self.said.said(Token(token=move))), move) for move in legal]
        self.moves.layout.display = "" if legal else "none"
        self.play_button.disabled = not legal

    def picked(self, kind: str, value: str) -> None:
        """A tile or an end picked on the drawing: a tile that plays one way is played, one that fits several ends is
        selected (its ends marked); an end lays the selected tile there."""
        plays = [m for m in map(parse_move, self.state.get("legal", [])) if m.kind is PLAYING]
        if kind == "end":
            chosen = [m for m in plays if str(m.tile) == self.selected and m.end == value]
            if chosen:
                self.play(str(chosen[0]))
            else:
                self.tell(self.said.phrase(Say.PICK_A_TILE, {}), "problem")
            return
        tile = Tile.parse(value)
        mine = [m for m in plays if m.tile == tile]
        if len(mine) == 1 or (mine and mine[0].end is None):
            self.play(str(mine[0]))
        elif mine:
            self.selected = str(tile)
            self.show(self.connection.view(selected=self.selected))
            self.tell(self.said.said(SaySelected(tile=tile, fits=[str(m.end) for m in mine])))
        else:
            self.tell(self.cannot_play(tile, plays), "problem")

    def cannot_play(self, tile: Tile, plays: list[Move]) -> str:
        """Why ``tile`` cannot be played now, in the learner's words."""
        if self.state.get("to_move") != self.seat or self.state.get("over"):
            to_move = self.state.get("to_move")
            who = self.state["names"][to_move] if to_move is not None else ""
            return self.word(TableWord.NOT_YOUR_TURN, seat=self.seat, to_move=to_move, who=who)
        if not self.state["ends"]:
            return self.word(TableWord.PLAY_ONE_OF, moves=", ".join(self.state["legal"]))
        forced = None if plays else parse_move(self.state["legal"][0]).kind
        return self.said.said(SayDoesNotFit(tile=tile, ends=dict(self.state["ends"]), forced=forced))

    def tell(self, text: str, kind: str = "") -> None:
        self.line.value = message_html(text, kind)

    def play(self, move: str | None) -> None:
        """Send ``move`` (one of the legal ones shown), made against the table as last seen."""
        if not move:
            return
        try:
            self.show(self.connection.move(move, self.state["version"]))
        except Refusal as refused:
            self.tell(refused.said(self.lang), "problem")

    def deal_next(self) -> None:
        try:
            self.show(self.connection.next_hand())
        except Refusal as refused:
            self.tell(refused.said(self.lang), "problem")

    def save(self, path: Path, replace: bool = False) -> None:
        """Write the table's finished hands to ``path`` as a record, for review and replay. A file there already, not
        saved here, is asked about first (the button then says so) and replaced when Save is pressed again (or
        ``replace``)."""
        if not replace and self.guard.must_ask(path):
            self.save_button.description = self.said.word(Notes.REPLACE)
            self.tell(self.said.said(NotesExists(path=path)), "problem")
            return
        try:
            record = self.connection.record()
        except Refusal as refused:
            self.tell(refused.said(self.lang), "problem")
            return
        write_atomic(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")
        self.guard.wrote(path)
        self.save_button.description = self.word(TableWord.SAVE_BUTTON)
        self.tell(self.word(TableWord.SAVED, path=str(path), hands=len(record["hands"]), unit=self.unit), "good")

    def keep_hand(self, view: dict[str, Any]) -> None:
        """Remember the hand just over in the learner's progress, once: what each side made."""
        if view["hand"] in self.kept or view["since"]:
            return
        kept = self.keeper.keep(lambda book: book.record_hand(view["game"], made_in(view)))
        self.kept[view["hand"]] = kept.id if kept is not None else None

    def review(self) -> Review | None:
        """Once a hand is over: what each of the learner's choices in it was worth (``coach.reviewer``), its costly
        decisions kept as drills."""
        if not self.state.get("over"):
            return None
        try:
            record = loads(json.dumps(self.connection.record()))
        except Refusal as refused:
            self.tell(refused.said(self.lang), "problem")
            return None
        number = len(record.hands)
        done = review(record, number, self.seat)
        game = Match(record.variant, record.players, record.options).variant
        self.review_panel.value = review_html(done, record.players, game, self.lang)
        entry = self.kept.get(number)

        def write(book: Progress) -> None:
            book.add_review(done)
            book.record_hand(record.variant, made_in(self.state), done, hand_id=entry)
        self.keeper.keep(write)
        return done

    def refresh(self) -> None:
        """Ask for the table as it is now."""
        self.show(self.connection.view())

    def follow(self) -> None:
        """Wait for the table to move on, and show it each time (the background thread)."""
        while self.watching:
            if not self.page.showing:  # closed, or silent too long: the seat holds nothing up
                self.left_the_page()
                threading.Event().wait(1)
                continue
            self.left = False
            try:
                self.show(self.connection.view(after=self.state.get("version", 0)))
            except Refusal as lost:
                self.tell(lost.said(self.lang), "problem")
                return

    def left_the_page(self) -> None:
        """The learner's page is closed while the kernel runs on: the service is told once (away at once; the computer
        plays their turns after the service's ``--away``, until the page is open again)."""
        if self.left:
            return
        self.left = True
        try:
            self.connection.leave()
        except Refusal:
            pass  # the service out of reach: it stops hearing from this seat all the same

    def close(self) -> None:
        self.watching = False
        super().close()


def button_words(said: str) -> str:
    """A move said on a button: its first letter capital (``pass``: ``Pass``, ``passo``: ``Passo``)."""
    return said[:1].upper() + said[1:]


def made_in(view: dict[str, Any]) -> list[int]:
    """What each side made in a view's hand (all its events: a view from its start): the sum of its scores."""
    made = [0] * len(view["totals"])
    for event in view["events"]:
        if event["type"] == "score":
            made[event["side"]] += event["points"]
    return made


class JoinTable(widgets.VBox):  # type: ignore[misc]
    """A learner's form to sit at a class table, with no Python to write: the service's address (the one running on
    this machine, where there is one), the code the teacher gives and their name; **Sit down** puts their seat
    (``TableClient``) in the form's place, or says in one line why not. ``lang``, ``keys`` and ``progress``: as
    ``TableClient``'s."""

    def __init__(self, url: str | None = None, *, lang: str = "en", keys: Path = KEYS,
                 progress: ProgressGiven = None, watch: bool = True, **kwargs: Any) -> None:
        self.lang, self.key_file, self.progress, self.watch = check_language(lang), keys, progress, watch
        said = narrator(self.lang)
        found = running_service()
        self.address = widgets.Text(value=url or (found["url"] if found else DEFAULT_URL),
                                    description=said.phrase(TableWord.ADDRESS_LABEL, {}))
        self.code = widgets.Text(placeholder="K7QXM", description=said.phrase(TableWord.CODE_LABEL, {}))
        self.name = widgets.Text(value=os.environ.get("JUPYTERHUB_USER", ""),
                                 description=said.phrase(TableWord.NAME_LABEL, {}))
        self.button = widgets.Button(description=said.phrase(TableWord.JOIN_BUTTON, {}), button_style="primary")
        self.button.on_click(lambda _: self.join())
        self.line = widgets.HTML()
        self.seat: TableClient | None = None
        super().__init__([widgets.HTML(STYLE), self.address, self.code, self.name, self.button, self.line], **kwargs)
        self.add_class("domino-table-join")

    def join(self) -> TableClient | None:
        """Sit down at the table the form names: the seat, shown in the form's place; or the refusal, said."""
        code, name = self.code.value.strip(), self.name.value.strip()
        if not code or not name:
            self.line.value = message_html(narrator(self.lang).phrase(TableWord.FILL_THE_FORM, {}), "problem")
            return None
        try:
            self.seat = TableClient(self.address.value.strip(), code, name, lang=self.lang, keys=self.key_file,
                                    progress=self.progress, watch=self.watch)
        except Refusal as refused:
            self.line.value = message_html(refused.said(self.lang), "problem")
            return None
        self.children = [self.seat]
        return self.seat
