"""Variants: each game is a ``Variant`` subclass with class metadata and a few rule hooks.

The engine (``domino_lessons.engine``) runs every game; a variant only answers its questions:
which options it takes, who leads, what a play scores, how a hand is settled and when the match
ends. ``find_variant("all-fives")`` looks a variant up by id or alias, case-insensitively.
"""

from __future__ import annotations

import importlib
import pkgutil
import warnings
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.errors import DominoError, Problem
from ..core.events import Event, HandEnd, MatchEnd, Pass, PassWhy, Reason, Score, Stock, Why
from ..core.tiles import Tile

if TYPE_CHECKING:
    from ..core.engine import Hand, Match


@dataclass(frozen=True, slots=True)
class Counters:
    """What a game keeps besides points and tiles (Domeng's 25 stones), declared for drawing it.

    ``on_table`` of ``total`` lie on the table; the players' totals are what each holds; ``office``
    is the seat holding the game's office (Domeng's CAMAT), if any.
    """

    on_table: int
    total: int
    office: int | None = None


class Variant:
    """Base class: metadata plus option checking and rule hooks. One instance per match."""

    id: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    spinners: ClassVar[bool] = False
    """Does the first double become a spinner with four arms?"""

    draw: str = "none"
    """``until-playable``, ``one`` or ``none``: what a player who cannot play does."""
    bends: ClassVar[bool] = False
    """May a player bend the line (sistemata)? Layout only."""
    points_in_play: ClassVar[bool] = False
    """Do plays score during the hand (so a quiz can ask what a play scores)?"""
    stock: Stock = Stock.BONEYARD
    """What the game calls the undealt tiles (the Italian game says pozzo; games without drawing, out of play)."""
    chosen_leader: ClassVar[Why] = Why.BY_LOT
    higher_wins: bool = True
    """Is a higher running total better? (Not for penalties: Domeng's stones, Goat scoring.)"""
    plays_hook: ClassVar[bool] = False
    """Does a play need this game's rules (``after_play``: notes or scores)? If not, the engine calls none."""
    passes_hook: ClassVar[bool] = False
    """Does a pass (``pass_event``, ``after_pass``)?"""
    block_hook: ClassVar[bool] = False
    """Does the end of a turn (``is_blocked``)?"""
    """Why the recorded ``leader`` leads where the rules do not fix one."""
    hand_size: int
    target: int
    sides: tuple[tuple[int, ...], ...]

    def __init__(self, n_players: int, options: Mapping[str, Any] | None = None) -> None:
        if not self.min_players <= n_players <= self.max_players:
            raise DominoError(Problem.PLAYERS, game=type(self), minimum=self.min_players, maximum=self.max_players,
                              given=n_players)
        self.n_players = n_players
        reader = OptionReader(self.id, options or {})
        self.read_options(reader)
        reader.finish()
        self.options = reader.taken
        if n_players * self.hand_size > 28:
            raise DominoError(Problem.TOO_MANY_TILES, players=n_players, size=self.hand_size)

    def __init_subclass__(cls) -> None:
        """Note which play hooks a game has, so the engine calls only those (see ``engine``)."""
        cls.plays_hook = cls.after_play is not Variant.after_play
        cls.passes_hook = cls.pass_event is not Variant.pass_event or cls.after_pass is not Variant.after_pass
        cls.block_hook = cls.is_blocked is not Variant.is_blocked

    # -- hooks ---------------------------------------------------------------------------
    def read_options(self, options: OptionReader) -> None:
        """Take this variant's options; set ``hand_size``, ``target``, ``sides`` and ``draw``."""
        raise NotImplementedError

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        """The seat the rules make lead this hand and why, or None when it is chosen by lot."""
        raise NotImplementedError

    def required_lead(self, hand: Hand) -> tuple[Tile, Reason] | None:
        """The tile the leader must lead and why, where the rules fix it."""
        return None

    def after_play(self, hand: Hand, seat: int, tile: Tile, end: str | None) -> tuple[dict[str, Any], list[Score]]:
        """Play-event extras (count parts, notes) and the scores a play makes, right after it."""
        return {}, []

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        """The hand_end event and the settlement's events, scores or others (``went_out`` None = blocked)."""
        raise NotImplementedError

    def pass_event(self, hand: Hand, seat: int, why: PassWhy) -> Pass:
        """The event of a pass by ``seat``."""
        return Pass(hand.seats, seat, hand.board.open_ends(), why, self.stock)

    def after_pass(self, hand: Hand, seat: int, passed: Pass) -> list[Event]:
        """What a pass causes besides the turn moving on (Domeng: stones)."""
        return []

    def is_blocked(self, hand: Hand) -> bool:
        """After a turn: is the hand blocked? By default at once, when nobody can move."""
        return not hand.anyone_can_move()

    def apply_effect(self, match: Match, event: Event) -> None:
        """Put an event's effect on the match state: a score moves its side's total."""
        if isinstance(event, Score):
            match.totals[event.side] += event.points

    def decide_hand(self, hand: Hand, settled: list[Event]) -> tuple[bool, int | None]:
        """After a hand is settled: is the match over, and who won?"""
        return self.decide(hand.match.totals)

    def match_end(self, hand: Hand, winner: int | None, mid_hand: bool, last: tuple[int, ...]) -> Event:
        """The match_end event."""
        return MatchEnd(hand.seats, winner, tuple(hand.match.totals), self.target, mid_hand, last)

    def start_from(self, match: Match, start: Mapping[str, Any]) -> None:
        """Continue a match from a record's ``start``: ``{"scores": [one total per side]}``."""
        if not isinstance(start, Mapping) or set(start) != {"scores"}:
            raise DominoError(Problem.START_SHAPE)
        scores = start["scores"]
        if (not isinstance(scores, list) or len(scores) != len(match.totals)
                or any(type(s) is not int for s in scores)):
            raise DominoError(Problem.START_SCORES, sides=len(match.totals))
        if self.decide(scores)[0]:
            raise DominoError(Problem.START_ENDS_MATCH)
        match.totals = list(scores)

    def counters(self, match: Match) -> Counters | None:
        """What the game keeps besides points (Domeng: its stones), or None."""
        return None

    def hand_summary(self, match: Match) -> dict[str, Any]:
        """Extra keys of a hand in ``replay --json`` (Domeng: the stones)."""
        return {}

    def decide(self, totals: list[int]) -> tuple[bool, int | None]:
        """(match over?, winning side or None for a tie) for these running totals."""
        reached = [i for i, t in enumerate(totals) if t >= self.target]
        if not reached:
            return False, None
        best = max(totals[i] for i in reached)
        leaders = [i for i in reached if totals[i] == best]
        return True, leaders[0] if len(leaders) == 1 else None

    def decides_in_play(self) -> bool:
        """Can a score during play end the match at once?"""
        return False

    def points_for(self, hand: Hand, tile: Tile, end: str | None) -> int:
        """What laying ``tile`` on ``end`` would score at once (for hints and greedy players)."""
        return 0

    def gainer(self, end: HandEnd, settled: Sequence[Event]) -> tuple[int | None, int]:
        """Who gains when a hand is settled, and how much: the first side that scores (None: nobody)."""
        gains = [e for e in settled if isinstance(e, Score) and e.points > 0]
        return (gains[0].side if gains else None), sum(e.points for e in gains)


class OptionReader:
    """Takes a record's options one by one and complains about what is left or wrong."""

    def __init__(self, variant: str, options: Mapping[str, Any]) -> None:
        if not isinstance(options, Mapping):
            raise DominoError(Problem.OPTIONS_SHAPE)
        self.variant = variant
        self.given = dict(options)
        self.taken: dict[str, Any] = {}

    def choice(self, key: str, choices: tuple[Any, ...]) -> Any:
        value = self.given.pop(key, choices[0])
        if value not in choices or type(value) is not type(choices[0]):
            raise DominoError(Problem.OPTION_CHOICE, key=key, value=value, choices=choices)
        self.taken[key] = value
        return value

    def integer(self, key: str, default: int, minimum: int = 1) -> int:
        value = self.given.pop(key, default)
        if type(value) is not int or value < minimum:
            raise DominoError(Problem.OPTION_NUMBER, key=key, minimum=minimum, value=value)
        self.taken[key] = value
        return value

    def finish(self) -> None:
        if self.given:
            raise DominoError(Problem.UNKNOWN_OPTION, key=sorted(self.given)[0], variant=self.variant,
                              known=sorted(self.taken))


GAMES_GROUP = "domino_lessons.games"
"""The entry-point group through which another package adds a game: each entry names a ``Variant``
subclass (``my-game = "my_games.rules:MyGame"``); its words come through
``narrate.WORDS_GROUP``."""


@cache
def registry() -> dict[str, type[Variant]]:
    """Every available variant by id: the one list of the games. The package's own (``built_in``) come first, then
    those other installed packages add through ``GAMES_GROUP``; one that cannot be loaded, is no
    ``Variant`` or takes an id already taken is left out, said in one warning line."""
    games: dict[str, type[Variant]] = {cls.id: cls for cls in built_in()}
    for entry in entry_points(group=GAMES_GROUP):
        try:
            game = entry.load()
        except Exception as exc:  # another package's code: whatever it raises, the package's own games stay
            left_out(Problem.GAME_NOT_LOADED, entry.name, entry.value, why=str(exc))
            continue
        if not (isinstance(game, type) and issubclass(game, Variant) and isinstance(getattr(game, "id", None), str)):
            left_out(Problem.NOT_A_GAME, entry.name, entry.value)
        elif game.id in games:
            left_out(Problem.GAME_ID_TAKEN, entry.name, entry.value, id=game.id, owner=games[game.id].__module__)
        else:
            games[game.id] = game
    return games


def built_in() -> list[type[Variant]]:
    """The package's own games: every folder beside this module (one per game) gives its ``GAMES``,
    the folders in their ``ORDER``."""
    folders = [importlib.import_module(f"{__name__}.{m.name}") for m in pkgutil.iter_modules(__path__) if m.ispkg]
    return [game for folder in sorted(folders, key=lambda f: f.ORDER) for game in folder.GAMES]


def left_out(problem: Problem, name: str, source: str, **facts: Any) -> None:
    """Say in one warning line why a game another package declares is left out of the registry."""
    warnings.warn(str(DominoError(problem, name=name, source=source, **facts)), stacklevel=3)


def __getattr__(name: str) -> Any:
    """``VARIANT_IDS``: every variant id, in the registry's order (worked out from it when first asked)."""
    if name == "VARIANT_IDS":
        return tuple(registry())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def find_variant(name: str) -> type[Variant]:
    """Look a variant up by id or alias, case-insensitively."""
    if not isinstance(name, str):
        raise DominoError(Problem.VARIANT_NOT_TEXT, value=name)
    known = registry()
    if name in known:
        return known[name]
    key = name.strip().lower()
    for cls in known.values():
        if key == cls.id or key in cls.aliases:
            return cls
    raise DominoError(Problem.UNKNOWN_VARIANT, value=name, ids=tuple(registry()))
