"""PlayTable: a learner plays hands against computer players.

Click a tile in your hand to select it: the ends where it fits light up. Click an end (or one of
the end buttons) to lay it. The engine decides every move; an illegal choice is explained and
changes nothing. Computer players move one at a time with a short visible pause, and every
event is announced with its arithmetic, as in the replay.
"""

from __future__ import annotations

import random
import time
from html import escape
from pathlib import Path
from typing import Any, Mapping, Sequence

import ipywidgets as widgets

from .annotate import STYLE, events_html, message_html
from .board import ARMS
from .canvas import SvgCanvas
from .engine import DRAW, PASS, Match, Move
from .errors import DominoError
from .events import Event
from .frames import Frame
from .narrate import narrator
from .narrate.en.core import describe_ends
from .players import PLAYERS, Player, greedy_key
from .record import Record
from .render import table_svg
from .tiles import Tile


class PlayTable(widgets.VBox):  # type: ignore[misc]
    """A match against the computer; ``you`` is the learner's seat."""

    def __init__(self, variant: str = "all-fives", players: Sequence[str] = ("Learner", "Computer"), *, you: int = 0,
                 options: Mapping[str, Any] | None = None, seed: int | None = None, bot: str = "greedy",
                 delay: float = 0.6, record_path: str = "my-game.json", **kwargs: Any) -> None:
        self.variant_id, self.players, self.options = variant, tuple(players), dict(options or {})
        self.you = you
        self.delay = delay
        self.rng = random.Random(seed)
        self.bots: list[Player] = [PLAYERS[bot](self.rng.randrange(2**31)) for _ in players]
        self.selected: Tile | None = None
        self.recent: list[Event] = []
        self.canvas = SvgCanvas()
        self.end_buttons = {end: widgets.Button(description=f"Play on {end}", tooltip=f"Lay the selected tile on end {end}",
                                                layout=widgets.Layout(width="auto")) for end in ARMS}
        self.lead_button = widgets.Button(description="Lead it", tooltip="Lay the selected tile as the first tile")
        self.draw_button = widgets.Button(description="Draw", icon="download", tooltip="Take a tile from the boneyard")
        self.pass_button = widgets.Button(description="Pass", tooltip="Pass when you cannot play or draw")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o", tooltip="Show the best-scoring play")
        self.new_button = widgets.Button(description="New hand", icon="refresh")
        self.save_button = widgets.Button(description="Save record", icon="save")
        self.save_path = widgets.Text(value=record_path, description="File", layout=widgets.Layout(width="260px"))
        self.message = widgets.HTML()
        self.message.add_class("domino-message")
        self.announce = widgets.HTML()
        self.announce.add_class("domino-annotation")
        self._wire()
        controls = widgets.HBox([self.lead_button, *self.end_buttons.values(), self.draw_button, self.pass_button,
                                 self.hint_button])
        files = widgets.HBox([self.new_button, self.save_button, self.save_path])
        super().__init__([widgets.HTML(STYLE), self.canvas, self.message, controls, self.announce, files], **kwargs)
        self.add_class("domino-play")
        self.match = Match(variant, self.players, self.options)
        self.hand = self.match.deal_random(self.rng)
        self._after_move(pause=False)  # not on screen yet: a pause would only hold up the cell

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

    # -- the learner's actions ---------------------------------------------------------------
    def choose_tile(self, tile: Tile | str) -> None:
        """Select a tile in the learner's hand; explain when it cannot be played now."""
        tile = Tile.parse(tile) if isinstance(tile, str) else tile
        hand = self.hand
        problem = self._not_your_turn()
        if problem is None and tile not in hand.held[self.you]:
            problem = f"{tile} is not in your hand."
        if problem is None and tile not in {m.tile for m in hand.playable(self.you)}:
            required = hand.variant.required_lead(hand) if hand.board.lead is None else None
            if required is not None:
                problem = f"You must lead {required[0]}: {narrator().reason(required[1], hand.seats)}."
            else:
                problem = f"{tile} fits no open end ({self._ends()}): choose another tile" + (
                    f", or {hand.legal_moves()[0].kind}." if not hand.playable(self.you) else ".")
        if problem is not None:
            self._say(problem, "problem")
            return
        self.selected = tile
        if hand.board.lead is None:
            self._say(f"{tile} selected: click Lead it to open the game with it.")
        else:
            fits = hand.board.fitting_ends(tile)
            self._say(f"{tile} selected: it fits {' or '.join(fits)}. Click a lit end (or its button) to lay it.")
        self._draw()

    def choose_end(self, end: str | None) -> None:
        """Lay the selected tile on ``end`` (None: as the lead)."""
        if self.selected is None:
            self._say(self._nothing_fits() or "First click a tile in your hand, then the end to lay it on.", "problem")
            return
        self.move(Move("play", self.selected, end, None))

    def move(self, move: Move) -> None:
        """Make the learner's move if the engine allows it; otherwise explain and change nothing."""
        problem = self._not_your_turn()
        if problem is not None:
            self._say(problem, "problem")
            return
        try:
            events = self.hand.apply(move)
        except DominoError as exc:
            self._say(f"Not allowed: {exc}.", "problem")
            return
        self.recent = list(events)
        self.selected = None
        self._say("")
        self._after_move()

    def hint(self) -> None:
        """Name the play that scores most now, with its arithmetic."""
        problem = self._not_your_turn()
        if problem is not None:
            self._say(problem, "problem")
            return
        hand = self.hand
        plays = hand.playable(self.you)
        if not plays:
            self._say(self._nothing_fits() or "")
            return
        best = max(plays, key=lambda m: greedy_key(hand, m))
        assert best.tile is not None
        where = "as the lead" if best.end is None else f"on {best.end}"
        why = narrator().say("hint", hand.variant, hand, best.tile, best.end)
        self.selected = best.tile
        self._say(f"Hint: {best.tile} {where}." + (f" {why}." if why else ""), "good")
        self._draw(targets=[best.end] if best.end else [])

    def new_hand(self) -> None:
        """Deal the next hand of the match; start a new match when it is decided or a hand is left unfinished."""
        restart = self.match.over or not self.hand.over
        if restart:
            self.match = Match(self.variant_id, self.players, self.options)
        self.hand = self.match.deal_random(self.rng)
        self.selected, self.recent = None, []
        self._say("A new match: scores start again from 0." if restart else "")
        self._after_move()

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the match so far as a record; report where, or why it failed."""
        target = Path(path if path is not None else self.save_path.value).expanduser()
        try:
            Record.from_match(self.match).save(target)
        except (OSError, DominoError) as exc:
            self._say(f"Could not save to {target}: {exc}", "problem")
            return None
        moves = sum(len(h.moves) for h in self.match.hands)
        self._say(f"Saved {len(self.match.hands)} hand(s), {moves} moves, to {target}. "
                  f"Replay it with ReplayViewer({str(target)!r}).", "good")
        return target

    # -- the table's own flow ------------------------------------------------------------------
    def _picked(self, kind: str, value: str) -> None:
        try:
            if kind == "tile":
                self.choose_tile(value)
            else:
                self.choose_end(value)
        except DominoError as exc:
            self._say(str(exc), "problem")

    def _after_move(self, pause: bool = True) -> None:
        """Let the computer players move until it is the learner's turn or the hand ends."""
        self._draw()
        hand = self.hand
        while not hand.over and hand.to_move != self.you:
            if pause and self.delay:
                time.sleep(self.delay)
            seat = hand.to_move
            self.recent += hand.apply(self.bots[seat](hand, hand.legal_moves()))
            self._draw()
        self._prompt()

    def _prompt(self) -> None:
        hand = self.hand
        if hand.over:
            tail = "The match is over: New hand starts a new match." if self.match.over else "Click New hand to go on."
            self._say(tail)
        elif self.message.value == "":
            forced = self._nothing_fits()
            if forced:
                self._say(f"Your turn. {forced}")
            elif hand.board.lead is None:
                self._say("Your lead: click any tile in your hand, then Lead it.")
            else:
                self._say(f"Your turn: click a tile in your hand. Open ends {self._ends()}.")

    def _draw(self, targets: Sequence[str] | None = None) -> None:
        hand = self.hand
        frame = Frame.of(hand)
        mine = hand.to_move == self.you and not hand.over
        playable = {m.tile for m in hand.playable(self.you) if m.tile is not None} if mine else set()
        if targets is None:
            targets = hand.board.fitting_ends(self.selected) if self.selected is not None else []
        self.canvas.svg = table_svg(frame, viewer=self.you, show_all=hand.over, playable=playable,
                                    selected=self.selected, targets=targets)
        self.announce.value = events_html(self.recent) + f'<div class="totals">{frame.totals_label}: {escape(frame.score_line)}</div>'
        ends = hand.board.ends()
        for end, button in self.end_buttons.items():
            button.layout.display = "" if end in ends else "none"
        self.lead_button.layout.display = "" if hand.board.lead is None else "none"

    def _not_your_turn(self) -> str | None:
        if self.hand.over:
            return "This hand is over: click New hand."
        if self.hand.to_move != self.you:
            return f"Wait: it is {self.hand.name(self.hand.to_move)}'s turn."
        return None

    def _nothing_fits(self) -> str | None:
        """On the learner's turn with no play: what to click instead (Draw or Pass)."""
        hand = self.hand
        if hand.over or hand.to_move != self.you or hand.playable(self.you):
            return None
        return f"Nothing in your hand fits {self._ends()}: click {hand.legal_moves()[0].kind.capitalize()}."

    def _ends(self) -> str:
        return describe_ends(self.hand.board.ends())

    def _say(self, text: str, kind: str = "") -> None:
        self.message.value = message_html(text, kind) if text else ""
