"""PlayTable: a learner plays hands against computer players (the view of ``TableGame``).

Click a tile in your hand to select it: the ends where it fits light up. Click an end (or one of
the end buttons) to lay it. The engine decides every move; an illegal choice is explained and
changes nothing. Computer players move one at a time with a short visible pause, paced by an
asyncio task so the kernel stays free, and every event is announced with its arithmetic.
"""

from __future__ import annotations

import asyncio
from html import escape
from pathlib import Path
from typing import Any, Mapping, Sequence

import ipywidgets as widgets

from ..views.annotate import STYLE, events_html, message_html, reading_html, review_html
from .assist import Assist
from .keeping import Keeper, ProgressGiven
from ..core.tableau import ARMS
from .canvas import SvgCanvas
from ..coach.reviewer import Review, review
from ..core.engine import DRAW, PASS, Hand, Match, Move, MoveKind
from ..core.errors import DominoError, message
from ..core.events import DrawRule, Score
from ..core.frames import Frame
from ..core.labels import Control, Notes, Say
from ..core.phrases import FromStock, HandOverTip, LeadDoneTip, NewHandButton, NotesExists, ReviewButton
from ..rules import first_game
from ..narrate import check_language, narrator
from ..coach.reading import table_knowledge
from ..core.record import Record
from ..progress import Progress
from ..views.render import table_svg
from .save_guard import SaveGuard
from .table_game import Prompt, TableGame, default_players
from ..core.tiles import Tile


class PlayTable(widgets.VBox):  # type: ignore[misc]
    """A match against the computer; ``you`` is the learner's seat."""

    def __init__(self, variant: str | None = None, players: Sequence[str] | int | None = None, *, you: int = 0,
                 options: Mapping[str, Any] | None = None, seed: int | None = None, bot: str = "greedy",
                 delay: float = 0.6, record_path: str = "my-game.json", lang: str = "en",
                 progress: ProgressGiven = None, **kwargs: Any) -> None:
        """``players``: the seats' names in turn order, or how many seats (by default as few as the game
        allows), named in the table's language (``Learner``/``Allievo`` and the computer players).
        ``lang``: the language of the table's messages, announcements, buttons and default names (``en``, ``it``).
        ``progress``: where each hand played is remembered, with its review's cost when reviewed, the costly
        decisions becoming drills (a ``progress.Progress`` or its path; None: the notebook's file, if any)."""
        self.lang = check_language(lang)
        self.keeper = Keeper(progress, self.lang)
        self._kept: tuple[Hand | None, str | None] = (None, None)  # the hand last remembered, its entry's id
        self._reviewed: Hand | None = None
        variant = variant if variant is not None else first_game().id  # None: the first lesson's game
        if players is None or isinstance(players, int):
            players = default_players(variant, players, options, you, self.lang)
        self.game = TableGame(variant, players, you=you, options=options, seed=seed, bot=bot)
        self.delay = delay
        self._turns: asyncio.Task[None] | None = None
        self._said: Prompt | None = None
        self.canvas = SvgCanvas()
        self._buttons(record_path)
        self.message = widgets.HTML()
        self.message.add_class("domino-message")
        self.announce = widgets.HTML()
        self.announce.add_class("domino-annotation")
        self.reading_panel = widgets.HTML(layout=widgets.Layout(display="none"))
        self.reading_panel.add_class("domino-panel")
        self.reading_panel.add_class("domino-reading")
        self.review_panel = widgets.HTML(layout=widgets.Layout(display="none"))
        self.review_panel.add_class("domino-panel")
        self.review_panel.add_class("domino-review")
        self._wire()
        controls = widgets.HBox([self.lead_button, *self.end_buttons.values(), self.draw_button, self.pass_button,
                                 self.hint_button, self.reading_button])
        files = widgets.HBox([self.new_button, self.review_button, self.save_button, self.save_path])
        super().__init__([widgets.HTML(STYLE), Assist(), self.canvas, self.message, controls, self.announce,
                          self.reading_panel, files, self.review_panel, self.keeper.line], **kwargs)
        self.add_class("domino-play")
        self._after_move(pause=False)  # not on screen yet: a pause would only hold up the cell

    def _buttons(self, record_path: str) -> None:
        words = narrator(self.lang)
        word = words.word
        self.end_buttons = {end: widgets.Button(description=word(Control.PLAY_ON).format(end=end),
                                                tooltip=word(Control.PLAY_ON_TIP).format(end=end),
                                                layout=widgets.Layout(width="auto")) for end in ARMS}
        self.lead_button = widgets.Button(description=word(Control.LEAD_IT), tooltip=word(Control.LEAD_IT_TIP))
        game = self.game.match.variant
        self.draw_button = widgets.Button(description=word(Control.DRAW), icon="download",
                                          tooltip=word(Control.DRAW_TIP).format(
                                              from_stock=words.said(FromStock(stock=game.stock))),
                                          layout=widgets.Layout(display="" if game.draw != DrawRule.NONE else "none"))
        self.pass_button = widgets.Button(description=word(Control.PASS), tooltip=word(
            Control.PASS_TIP if game.draw != DrawRule.NONE else Control.PASS_NO_DRAW_TIP))
        self.tips = {button: button.tooltip for button in (self.draw_button, self.pass_button, self.lead_button,
                                                            *self.end_buttons.values())}
        self.hint_button = widgets.Button(description=word(Control.HINT), icon="lightbulb-o",
                                          tooltip=word(Control.HINT_SUGGESTED_TIP))
        # the controls that name the hand say the game's word (Domeng: round)
        self.review_button = widgets.Button(description=words.said(ReviewButton(game=game)), icon="search",
                                            tooltip=word(Control.REVIEW_TIP), layout=widgets.Layout(display="none"))
        self.reading_button = widgets.ToggleButton(value=False, description=word(Control.READING), icon="eye",
                                                   tooltip=word(Control.READING_TIP))
        self.new_button = widgets.Button(description=words.said(NewHandButton(game=game)), icon="refresh")
        self.save_button = widgets.Button(description=word(Control.SAVE), icon="save")
        self.guard = SaveGuard()
        self.save_path = widgets.Text(value=record_path, description=word(Control.FILE),
                                      layout=widgets.Layout(width="260px"))

    @property
    def hand(self) -> Hand:
        return self.game.hand

    @property
    def match(self) -> Match:
        return self.game.match

    @property
    def you(self) -> int:
        return self.game.you

    @property
    def selected(self) -> Tile | None:
        """The tile the learner has selected in his hand, if any."""
        return self.game.selected

    @selected.setter
    def selected(self, tile: Tile | None) -> None:
        self.game.selected = tile

    def _wire(self) -> None:
        """Clicks on the table and on every button."""
        self.canvas.on_pick(self._picked)
        for end, button in self.end_buttons.items():
            button.on_click(lambda _, end=end: self.choose_end(end))
        self.lead_button.on_click(lambda _: self.choose_end(None))
        self.draw_button.on_click(lambda _: self.move(DRAW))
        self.pass_button.on_click(lambda _: self.move(PASS))
        self.hint_button.on_click(lambda _: self.hint())
        self.new_button.on_click(lambda _: self.new_hand())
        self.save_button.on_click(lambda _: self.save())
        self.save_path.observe(lambda _: self._ask_again(), names="value")
        self.reading_button.observe(lambda _: self._draw(), names="value")
        self.review_button.on_click(lambda _: self.review())

    # -- the learner's actions ---------------------------------------------------------------
    def choose_tile(self, tile: Tile | str) -> None:
        """Select a tile in the learner's hand; explain when it cannot be played now."""
        said = self.game.select(Tile.parse(tile) if isinstance(tile, str) else tile)
        self._say(said)
        if said.tone != "problem":
            self._draw()

    def choose_end(self, end: str | None) -> None:
        """Lay the selected tile on ``end`` (None: as the lead)."""
        self._moved(self.game.lay(end))

    def move(self, move: Move) -> None:
        """Make the learner's move if the engine allows it; otherwise explain and change nothing."""
        self._moved(self.game.move(move))

    def hint(self) -> None:
        """Name the play that scores most now, with its arithmetic."""
        said = self.game.hint()
        self._say(said)
        if said is not None and said.tone == "good":
            end = said.facts["end"]
            self._draw(targets=[end] if end else [])

    def new_hand(self) -> None:
        """Deal the next hand of the match; start a new match when it is decided or a hand is left unfinished."""
        self._say(self.game.new_hand())
        self._after_move()

    def review(self) -> Review | None:
        """Once the hand is over: what each of the learner's choices was worth (``coach.reviewer``)."""
        if not self.hand.over:
            return None
        match = self.match
        done = review(Record.from_match(match), len(match.hands), self.you)
        self.review_panel.value = review_html(done, match.seats.names, match.variant, self.lang)
        self.review_panel.layout.display = ""
        self._keep_review(done)
        return done

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the match so far as a record; report where, or why it failed."""
        target = Path(path if path is not None else self.save_path.value).expanduser()
        if self.guard.must_ask(target):
            self.save_button.description = narrator(self.lang).word(Notes.REPLACE)
            self.message.value = message_html(narrator(self.lang).said(NotesExists(path=target)), "problem")
            return None
        said = self.game.save(target)
        self._say(said)
        if said.tone != "good":
            return None
        self.guard.wrote(target)
        self._ask_again()
        return target

    def _ask_again(self) -> None:
        """A new file name (or a file saved): an existing file is asked about again."""
        self.guard.forget_asked()
        self.save_button.description = narrator(self.lang).word(Control.SAVE)

    # -- the table's own flow ------------------------------------------------------------------
    def _picked(self, kind: str, value: str) -> None:
        try:
            if kind == "tile":
                self.choose_tile(value)
            else:
                self.choose_end(value)
        except DominoError as exc:
            self.message.value = message_html(message(exc, self.lang), "problem")

    def _moved(self, refused: Prompt | None) -> None:
        if refused is not None:
            self._say(refused)
            return
        self._say(None)
        self._after_move()

    def _after_move(self, pause: bool = True) -> None:
        """Let the computer players move until it is the learner's turn or the hand ends.

        With a pause, the moves come one by one from an asyncio task, so the kernel answers clicks
        meanwhile (a click then is told to wait); without one, or with no event loop running, at once.
        """
        self._draw()
        loop = running_loop()
        if pause and self.delay and loop is not None:
            if self._turns is not None:
                self._turns.cancel()
            self._turns = loop.create_task(self._paced())
            return
        while self.game.computer_turn():
            self._draw()
        self._prompt()

    async def _paced(self) -> None:
        while self.game.hand.to_move != self.you and not self.game.hand.over:
            await asyncio.sleep(self.delay)
            self.game.computer_turn()
            self._draw()
        self._prompt()

    def _prompt(self) -> None:
        """Say whose turn it is, unless something the learner needs is said (a wait is over now)."""
        stale = self._said is not None and self._said.say is Say.WAIT
        if self.hand.over or self.message.value == "" or stale:
            self._say(self.game.prompt())
        if self.hand.over:
            self._keep_hand()

    # -- remembering ---------------------------------------------------------------------------
    def _keep_hand(self) -> None:
        """Remember the hand just over, once."""
        hand = self.hand
        if self._kept[0] is not hand:
            kept = self.keeper.keep(lambda book: book.record_hand(hand.match.variant, made_in(hand)))
            self._kept = (hand, kept.id if kept is not None else None)

    def _keep_review(self, done: Review) -> None:
        """Remember a hand's review, once: its costly decisions become drills, its entry takes the average cost."""
        hand = self.hand
        if self._reviewed is hand:
            return
        self._reviewed = hand
        entry = self._kept[1] if self._kept[0] is hand else None

        def write(book: Progress) -> None:
            book.add_review(done)
            book.record_hand(hand.match.variant, made_in(hand), done, hand_id=entry)
        self.keeper.keep(write)

    def _draw(self, targets: Sequence[str] | None = None) -> None:
        hand, lang = self.hand, self.lang
        frame = Frame.of(hand)
        mine = hand.to_move == self.you and not hand.over
        playable = {m.tile for m in hand.playable(self.you) if m.tile is not None} if mine else set()
        if targets is None:
            targets = hand.board.fitting_ends(self.selected) if self.selected is not None else []
        self.canvas.svg = table_svg(frame, viewer=self.you, show_all=hand.over, playable=playable,
                                    selected=self.selected, targets=targets, interactive=True, lang=lang)
        self.announce.value = (events_html(self.game.recent, lang)
                               + f'<div class="totals">{escape(frame.words(lang).totals_line)}</div>')
        ends = hand.board.ends()
        for end, button in self.end_buttons.items():
            button.layout.display = "" if end in ends else "none"
        self.lead_button.layout.display = "" if hand.board.lead is None else "none"
        self._enable(mine, set(targets) if self.selected is not None else set())
        self.review_button.layout.display = "" if hand.over else "none"
        if not hand.over:
            self.review_panel.layout.display, self.review_panel.value = "none", ""
        reading = self.reading_button.value
        self.reading_panel.layout.display = "" if reading else "none"
        if reading:
            known = table_knowledge(hand, self.you)
            self.reading_panel.value = reading_html(known, hand.seats.names, who=None, unit="move", lang=lang)

    def _enable(self, mine: bool, fitting: set[str]) -> None:
        """Only what the learner can do now looks active; a disabled button's tooltip says why."""
        hand, words = self.hand, narrator(self.lang)
        word = words.word
        legal = {m.kind for m in hand.legal_moves()} if mine else set()
        why_not = (words.said(HandOverTip(game=hand.variant)) if hand.over
                   else word(Control.WAIT_TIP) if not mine else None)
        picked = why_not or (word(Control.PICK_FIRST_TIP) if self.selected is None else None)
        reasons = {
            self.draw_button: why_not or (None if MoveKind.DRAW in legal else word(Control.NO_DRAW_TIP)),
            self.pass_button: why_not or (None if MoveKind.PASS in legal else word(
                Control.NO_PASS_TIP if hand.match.variant.draw != DrawRule.NONE else Control.NO_PASS_PLAY_TIP)),
            self.lead_button: picked or (None if hand.board.lead is None
                                         else words.said(LeadDoneTip(game=hand.variant))),
        }
        for end, button in self.end_buttons.items():
            reasons[button] = picked or (None if end in fitting else word(Control.NOT_THERE_TIP).format(end=end))
        for button, reason in reasons.items():
            button.disabled = reason is not None
            button.tooltip = self.tips[button] if reason is None else reason
        self.hint_button.disabled = not mine

    def _say(self, said: Prompt | None) -> None:
        self._said = said
        self.message.value = message_html(narrator(self.lang).phrase(said.say, said.facts), said.tone) if said else ""


def made_in(hand: Hand) -> tuple[int, ...]:
    """What each side made in ``hand``: the sum of its scores."""
    made = [0] * len(hand.match.totals)
    for event in hand.events:
        if isinstance(event, Score):
            made[event.side] += event.points
    return tuple(made)


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop the kernel runs click handlers in, if any (none in a plain script or test)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
