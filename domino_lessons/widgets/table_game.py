"""The play table's game, without the widgets: the learner's seat, the computer players, what to
say next. Every answer is a ``Prompt``: a code with its facts, put into words by the narrator.

``PlayTable`` (``play_table.py``) is its view: it shows the table, forwards clicks here and shows
the prompts. Computer players move one at a time through ``computer_turn``, so the view can pace
them without holding up the kernel.
"""

from __future__ import annotations

import sys

import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Mapping, Sequence, overload

from ..core.engine import Hand, Match, Move, MoveKind
from ..core.errors import DominoError, Facts
from ..core.events import Event
from ..core.labels import Control
from ..core.names import NAMES
from ..core.labels import Say as Say  # its home is labels; importable from here as before
from ..core.phrases import (SayClickNewHand, SayDoesNotFit, SayHandOver, SayHint, SayMatchOver, SayMustLead,
                            SayNotAllowed, SayNotInHand, SayNothingFits, SayNotSaved, SaySaved, SaySelected,
                            SaySelectedLead, SayWait, SayYourTurn)
from ..narrate import narrator
from ..coach.explain import hint as coach_hint
from ..coach.players import PLAYERS, Player, greedy_key
from ..coach.reviewer import counted_in
from ..core.record import Record
from ..rules import find_variant
from ..core.tiles import Tile


@dataclass(frozen=True, init=False)
class Prompt:
    """One thing to tell the learner: a code, its facts and its tone (``problem``, ``good`` or plain).

    Made from the typed facts (``Prompt(SayWait(who="Ada"), tone="problem")``) or, for a code that
    takes none, from the bare code (the old form, a code and its facts by name, still works).
    """

    say: Say
    facts: dict[str, Any]
    tone: str

    @overload
    def __init__(self, say: Facts | Say, /, *, tone: str = "") -> None: ...

    @overload
    def __init__(self, say: Say, facts: Mapping[str, Any] | None = None, tone: str = "") -> None: ...

    def __init__(self, say: Facts | Say, facts: Mapping[str, Any] | None = None, tone: str = "") -> None:
        if isinstance(say, Facts):
            facts, code = say.as_dict(), say.code
            if not isinstance(code, Say):
                raise TypeError(f"a prompt says a Say code, not {code!r}")
            say = code
        object.__setattr__(self, "say", say)
        object.__setattr__(self, "facts", dict(facts or {}))
        object.__setattr__(self, "tone", tone)


def default_players(variant: str, count: int | None = None, options: Mapping[str, Any] | None = None,
                    you: int = 0, lang: str | None = None) -> tuple[str, ...]:
    """Seat names for a play table, in ``lang`` (None: the language spoken): the learner and, around the
    table, the computer players (``Computer``; ``Left``, ``Right``; ``Left``, ``Partner`` or ``Across``, ``Right``)."""
    game = find_variant(variant)
    n = count or game.min_players
    word = narrator(lang).word
    if n == 2:
        others = [word(Control.COMPUTER)]
    elif n == 3:
        others = [word(Control.LEFT), word(Control.RIGHT)]
    elif n == 4:
        placeholder = [f"{i}" for i in range(4)]
        partners = Match(variant, placeholder, dict(options or {})).seats.partnership
        others = [word(Control.LEFT), word(Control.PARTNER if partners else Control.ACROSS), word(Control.RIGHT)]
    else:
        others = list((game.table_names or NAMES[1:])[:n - 1])  # the game's own names, else the lessons
    return tuple(others[:you] + [word(Control.LEARNER)] + others[you:])


class TableGame:
    """A match against computer players; ``you`` is the learner's seat."""

    def __init__(self, variant: str, players: Sequence[str], *, you: int = 0, options: Mapping[str, Any] | None = None,
                 seed: int | None = None, bot: str = "greedy") -> None:
        self.variant_id, self.players, self.options = variant, tuple(players), dict(options or {})
        self.you = you
        self.seed = seed or 0
        self.rng = random.Random(seed)
        self.bots: list[Player] = [PLAYERS[bot](self.rng.randrange(2**31)) for _ in players]
        self.selected: Tile | None = None
        self.recent: list[Event] = []
        self.match = Match(variant, self.players, self.options)
        self.hand: Hand = self.match.deal_random(self.rng)

    # -- the learner's actions -------------------------------------------------------------------
    def select(self, tile: Tile) -> Prompt:
        """Select a tile in the learner's hand, or say why it cannot be played now."""
        hand = self.hand
        problem = self.not_your_turn()
        if problem is None and tile not in hand.held[self.you]:
            problem = Prompt(SayNotInHand(tile=tile), tone="problem")
        if problem is None and tile not in {m.tile for m in hand.playable(self.you)}:
            required = hand.variant.required_lead(hand) if hand.board.lead is None else None
            if required is not None:
                problem = Prompt(SayMustLead(tile=required[0], reason=required[1], seats=hand.seats), tone="problem")
            else:
                forced = None if hand.playable(self.you) else hand.legal_moves()[0].kind
                problem = Prompt(SayDoesNotFit(tile=tile, ends=hand.board.ends(), forced=forced), tone="problem")
        if problem is not None:
            return problem
        self.selected = tile
        if hand.board.lead is None:
            return Prompt(SaySelectedLead(tile=tile, game=hand.variant))
        return Prompt(SaySelected(tile=tile, fits=hand.board.fitting_ends(tile)))

    def lay(self, end: str | None) -> Prompt | None:
        """Lay the selected tile on ``end`` (None: as the lead)."""
        if self.selected is None:
            forced = self.nothing_fits()
            return replace(forced, tone="problem") if forced else Prompt(Say.PICK_A_TILE, tone="problem")
        return self.move(Move(MoveKind.PLAY, self.selected, end, None))

    def move(self, move: Move) -> Prompt | None:
        """Make the learner's move if the engine allows it (None), or say why not and change nothing."""
        problem = self.not_your_turn()
        if problem is not None:
            return problem
        try:
            events = self.hand.apply(move)
        except DominoError as exc:
            return Prompt(SayNotAllowed(error=exc), tone="problem")
        self.recent = list(events)
        self.selected = None
        return None

    def hint(self) -> Prompt | None:
        """Select the coach's play (``coach.explain.hint``: the expert's move, seeded by ``hint_seed``) and name it,
        with why (None when there is nothing to hint)."""
        problem = self.not_your_turn()
        if problem is not None:
            return problem
        hand = self.hand
        plays = hand.playable(self.you)
        if not plays:
            return self.nothing_fits()
        unit = counted_in(self.match.state.counters() is not None)
        advice = coach_hint(hand.observe(self.you), self.hint_seed(), unit)
        best = advice.move if advice.move in plays else max(plays, key=lambda m: greedy_key(hand, m))
        newcomer = advice.against if advice.move == best else None
        assert best.tile is not None  # a play
        self.selected = best.tile
        points = hand.variant.points_for(hand, best.tile, best.end)
        return Prompt(SayHint(hand=hand, tile=best.tile, end=best.end, points=points, why=advice.why,
                              newcomer=newcomer), tone="good")

    def hint_seed(self) -> int:
        """The seed of the hint at this moment: the table's seed, the hand and the move (the same hint each time
        it is asked, and the table's own dice untouched)."""
        return self.seed * 1_000_003 + len(self.match.hands) * 1_009 + len(self.hand.moves)

    def new_hand(self) -> Prompt | None:
        """Deal the next hand; a new match when the last is decided or a hand is left unfinished."""
        restart = self.match.over or not self.hand.over
        if restart:
            self.match = Match(self.variant_id, self.players, self.options)
        self.hand = self.match.deal_random(self.rng)
        self.selected, self.recent = None, []
        return Prompt(Say.NEW_MATCH) if restart else None

    def save(self, target: Path) -> Prompt:
        """Write the match so far as a record. ``browser``: the kernel runs in a web page (JupyterLite), where
        the file lands in the site's storage in this browser, if the page can keep files at all."""
        browser = sys.platform == "emscripten"
        try:
            Record.from_match(self.match).save(target)
        except (OSError, DominoError) as exc:
            return Prompt(SayNotSaved(path=target, error=exc, browser=browser), tone="problem")
        moves = sum(len(h.moves) for h in self.match.hands)
        return Prompt(SaySaved(hands=len(self.match.hands), moves=moves, path=target, browser=browser,
                               game=self.match.variant), tone="good")

    # -- the table's flow ----------------------------------------------------------------------------
    def computer_turn(self) -> bool:
        """One computer player's move, if it is a computer's turn; False when there is none to make."""
        hand = self.hand
        if hand.over or hand.to_move == self.you:
            return False
        self.recent += hand.apply(self.bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
        return True

    def prompt(self) -> Prompt:
        """What to tell the learner when nothing else is said: whose turn, what to click."""
        hand = self.hand
        if hand.over:
            return Prompt(SayMatchOver(game=hand.variant) if self.match.over else SayHandOver(game=hand.variant))
        forced = self.nothing_fits()
        if forced is not None:
            return Prompt(SayYourTurn(then=forced))
        if hand.board.lead is None:
            return Prompt(Say.YOUR_LEAD)
        return Prompt(SayYourTurn(ends=hand.board.ends()))

    def not_your_turn(self) -> Prompt | None:
        if self.hand.over:
            return Prompt(SayClickNewHand(game=self.hand.variant), tone="problem")
        if self.hand.to_move != self.you:
            return Prompt(SayWait(who=self.hand.name(self.hand.to_move)), tone="problem")
        return None

    def nothing_fits(self) -> Prompt | None:
        """On the learner's turn with no play: what to click instead (Draw or Pass)."""
        hand = self.hand
        if hand.over or hand.to_move != self.you or hand.playable(self.you):
            return None
        return Prompt(SayNothingFits(ends=hand.board.ends(), action=hand.legal_moves()[0].kind))
