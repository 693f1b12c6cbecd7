"""The ``Variant`` base: a game's metadata and its rule hooks, which the engine calls; and ``OptionReader``.

A game subclasses ``Variant`` in its own folder (``rules/<game>/``); its instance holds the match's
options and nothing that changes during a match (what does lives in ``Match.state``, from
``new_state``). Every hook answers a question of the rules; none draws, words or asks.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from .errors import DominoError, Problem
from .problems import OptionChoice, OptionNumber, Players, StartScores, TooManyKept, TooManyTiles, UnknownOption
from .events import DrawRule, Event, HandEnd, MatchEnd, Pass, PassWhy, Play, Reason, Score, Stock, Why
from .state import MatchState
from .tiles import Tile
if TYPE_CHECKING:
    from .engine import Hand, Match
    from .kernel import KernelRules
    from .observation import Position
    from .tableau import Tableau


E = TypeVar("E", bound=Enum)


class LeadFacts(NamedTuple):
    """What the rule that chose a hand's leader tells the table (``Variant.lead_facts``)."""

    dealt: Tile | None
    """A tile the leader was dealt (None: none in particular)."""
    undealt: frozenset[Tile] = frozenset()
    """Tiles nobody was dealt: the rule would have chosen their holder instead."""
GAMES_MADE = 0
"""How many ``Variant`` subclasses exist: the narrator takes up the words of each game made since it last looked."""


class Variant:
    """Base class: metadata plus option checking and rule hooks. One instance per match."""

    id: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    table_names: ClassVar[tuple[str, ...]] = ()
    """The computer players' names at a play table of five or more (the lessons' names where a game gives none)."""
    play_unit: ClassVar[str] = "hand"
    """What the game calls one deal played out, a fact its messages choose their words by (``$unit``): ``hand``, or
    ``round`` (Domeng)."""
    spinners: ClassVar[bool] = False
    """Does the first double become a spinner with four arms?"""

    draw: DrawRule = DrawRule.NONE
    """What a player who cannot play does."""
    kept: int = 0
    """How many tiles must stay in the stock: a player may draw only while more than these are left (a
    ``read_options`` may set it from the options and the number of players)."""
    bends: ClassVar[bool] = False
    """May a player bend the line (sistemata)? Layout only."""
    points_in_play: ClassVar[bool] = False
    """Do plays score during the hand (``after_play`` and ``points_for`` may give points)?"""
    stock: Stock = Stock.BONEYARD
    """What the game calls the undealt tiles (the Italian game says pozzo; games without drawing, out of play)."""
    play_event: ClassVar[type[Play]] = Play
    """The event of a play: a game that notes more about a play (what it counts) makes a ``Play`` of its own,
    whose fields ``after_play``'s extras fill."""
    chosen_leader: ClassVar[Why] = Why.BY_LOT
    """Why the recorded ``leader`` leads where the rules do not fix one."""
    higher_wins: bool = True
    """Is a higher running total better? (Not for penalties: Domeng's stones, Goat scoring.)"""
    hand_size: int
    target: int
    sides: tuple[tuple[int, ...], ...]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        global GAMES_MADE
        GAMES_MADE += 1

    def __init__(self, n_players: int, options: Mapping[str, Any] | None = None) -> None:
        if not self.min_players <= n_players <= self.max_players:
            raise DominoError(Players(game=type(self), minimum=self.min_players, maximum=self.max_players, given=n_players))
        self.n_players = n_players
        reader = OptionReader(self.id, options or {})
        self.read_options(reader)
        reader.finish()
        self.options = reader.taken
        if n_players * self.hand_size > 28:
            raise DominoError(TooManyTiles(players=n_players, size=self.hand_size))
        if not 0 <= self.kept <= 28 - n_players * self.hand_size:
            raise DominoError(TooManyKept(kept=self.kept, stock=28 - n_players * self.hand_size))

    # -- hooks ---------------------------------------------------------------------------
    def read_options(self, options: OptionReader) -> None:
        """Take this variant's options; set ``hand_size``, ``target``, ``sides``, and ``draw`` and ``kept`` where
        they differ from the class's."""
        raise NotImplementedError

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        """The seat the rules make lead this hand and why, or None when it is chosen by lot."""
        raise NotImplementedError

    def required_lead(self, hand: Hand) -> tuple[Tile, Reason] | None:
        """The tile the leader must lead and why, where the rules fix it."""
        return None

    def lead_facts(self, reason: Reason) -> LeadFacts | None:
        """What the rule that chose a hand's leader tells the table (``reason``, as it is announced): a tile the
        leader was dealt, and the tiles nobody was dealt (else their holder would lead). None: nothing (a leader
        by lot, by turn, the winner of the last hand). The coach's deals keep to it (``coach.reading``)."""
        return None

    def after_play(self, hand: Hand, seat: int, tile: Tile, end: str | None) -> tuple[dict[str, Any], list[Score]]:
        """The play event's extras (fields of ``play_event``: notes, what it counts) and the scores the play makes."""
        return {}, []

    @classmethod
    def scoring_ends(cls, board: Tableau) -> tuple[str, ...]:
        """The open ends of ``board`` whose pips score right now (marked on the board); none by default."""
        return ()

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
            raise DominoError(StartScores(sides=len(match.totals)))
        if self.decide(scores)[0]:
            raise DominoError(Problem.START_ENDS_MATCH)
        match.totals = list(scores)

    def new_state(self) -> MatchState:
        """What a new match keeps besides its totals (Domeng: the stones on the table): the ``Match``
        holds it (``match.state``), the hooks read and change it there. By default nothing."""
        return MatchState()

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

    def points_for(self, position: Position, tile: Tile, end: str | None) -> int:
        """What laying ``tile`` on ``end`` would score at once (for hints and greedy players), from what every
        seat sees (a ``Hand`` or an ``Observation``)."""
        return 0

    def kernel_rules(self) -> KernelRules | None:
        """What this game adds to the playout kernel's shared mechanics (``core.kernel``), for these options;
        None where the game has no kernel yet (the coach then plays out on the engine)."""
        return None


BY_VALUE: dict[tuple[Enum, ...], dict[Any, Enum]] = {}
"""For ``OptionReader.code``: each tuple of codes by their values, made once."""


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
            raise DominoError(OptionChoice(key=key, value=value, choices=choices))
        self.taken[key] = value
        return value

    def code(self, key: str, choices: tuple[E, ...]) -> E:
        """``choice`` among codes, written by their values: the record keeps the text, the variant gets the code."""
        by_value = BY_VALUE.get(choices)
        if by_value is None:
            by_value = BY_VALUE[choices] = {c.value: c for c in choices}
        return by_value[self.choice(key, tuple(by_value))]  # type: ignore[return-value]  # the codes of ``choices``

    def integer(self, key: str, default: int, minimum: int = 1) -> int:
        value = self.given.pop(key, default)
        if type(value) is not int or value < minimum:
            raise DominoError(OptionNumber(key=key, minimum=minimum, value=value))
        self.taken[key] = value
        return value

    def finish(self) -> None:
        if self.given:
            raise DominoError(UnknownOption(key=sorted(self.given)[0], variant=self.variant, known=sorted(self.taken)))
