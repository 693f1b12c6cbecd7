"""Goat (Kozel) and the online site's family (``../shared/rules/goat-and-site.md``).

Five games on one line with two ends: ``goat`` (4 in pairs, Goat scoring, special doubles),
``reserve`` (draw until a tile fits), ``no-reserve``, ``international`` and ``international-two``
(highest tile leads, then the previous winner). A hand ends when a player goes out, or in a
fish (blocked): the side with fewer points wins, equal is a patta. Two scoring modes:
``winner-takes`` (the winner receives the opponents' points; first to the target wins) and
``goat`` (each losing side is charged its own points; first to the target loses). Every game
may bend the line (sistemata), which changes the layout only.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, ClassVar

from ...core.errors import DominoError, Facts, Problem
from ...core.events import DrawRule, Event, HandEnd, MatchEnd, Outcome, Reason, Score, Stock, Why
from ...core.tiles import FULL_SET, Tile
from .. import LeadFacts, OptionReader, Variant
from .scoring import SPECIAL as SPECIAL, SiteKernel, hand_winner, held_value, lone_special, settlement

if TYPE_CHECKING:
    from ...core.engine import Hand, Match


class SiteProblem(Enum):
    """What can be wrong in the site's games' options."""

    HAND_SIZE = "hand_size"
    """``players`` x ``size`` is over ``limit`` (27 with the ``reserve``, which must keep a tile)."""


class HandSize(Facts):
    """``players`` x ``size`` tiles over the ``limit`` (27 with a ``reserve``)."""

    code: ClassVar[SiteProblem] = SiteProblem.HAND_SIZE
    players: int
    size: int
    limit: int
    reserve: bool


class Lead(Enum):
    """Why a player leads in the site's games."""

    LOWEST_DOUBLE = "lowest double"
    """The lowest double dealt, 0-0 not counted (``tile``)."""
    LOWEST_TILE = "lowest tile"
    """No double from 1-1 to 6-6 dealt: the lowest tile (``tile``)."""
    HIGHEST_TILE = "highest tile"
    """International, first hand: the highest tile (``tile``)."""
    LOWEST_DOUBLE_NEXT = "lowest double next"
    """Whoever holds the lowest double of the next deal."""
    PATTA = "patta"
    """After a patta the highest tile of the next deal leads."""
    WON_FISH = "won the fish"
    FISH_PARTNER = "fish partner"
    """A fish won by a pair (``side``): the partner with fewer points (``seat``; ``values``: his, his partner's)."""


class SiteAsk(Enum):
    """The quiz's own question about the site's games (asked in ``quiz``)."""

    VALUE = "value"
    """What one side's tiles are worth at the end of a hand (``side``): the lone special doubles count."""


class AskValue(Facts):
    """What ``side``'s tiles are worth at the end of a hand."""

    code: ClassVar[SiteAsk] = SiteAsk.VALUE
    side: str


LEADING_DOUBLES = tuple(Tile(value, value) for value in range(1, 7))
"""The doubles that choose the leader, lowest first: 1-1 ... 6-6 (0-0 does not count)."""


def lowness(tile: Tile) -> tuple[int, int]:
    """Where no leading double was dealt, the lowest tile by this key leads: fewest pips, then the lower half."""
    return tile.pips, tile.low


def lowest_double_leader(deal: list[list[Tile]] | tuple[tuple[Tile, ...], ...]) -> tuple[int, Reason]:
    """The holder of the lowest of ``LEADING_DOUBLES``, else of the lowest tile (``lowness``)."""
    dealt = {tile: seat for seat, held in enumerate(deal) for tile in held}
    for double in LEADING_DOUBLES:
        if double in dealt:
            return dealt[double], Reason(Lead.LOWEST_DOUBLE, double)
    tile = min(dealt, key=lowness)
    return dealt[tile], Reason(Lead.LOWEST_TILE, tile)


def highest_tile_leader(deal: list[list[Tile]] | tuple[tuple[Tile, ...], ...]) -> tuple[int, Reason]:
    """International: the holder of the highest tile (pips, then a double first, then the higher half)."""
    for tile in HIGHEST_FIRST:
        for seat, held in enumerate(deal):
            if tile in held:
                return seat, Reason(Lead.HIGHEST_TILE, tile)
    raise DominoError(Problem.NOTHING_DEALT)


HIGHEST_FIRST = sorted(FULL_SET, key=lambda t: (t.pips, t.is_double, t.high), reverse=True)
"""International's order of tiles: by pips, a double first, then the higher half."""


@dataclass(slots=True)
class SiteHandEnd(HandEnd):
    """Going out or a fish; each player's value (lone special doubles noted); the side that won."""

    values: tuple[int, ...] = ()
    specials: tuple[tuple[int, Tile], ...] = ()
    winner: int | None = None
    """The winning side, or None for a patta."""
    ends: tuple[tuple[str, int], ...] = ()


@dataclass(slots=True)
class TakeScore(Score):
    """Winner takes: the winning side receives what the opponents hold."""

    values: tuple[int, ...] = ()


@dataclass(slots=True)
class ChargeScore(Score):
    """Goat scoring: a losing side is charged its own points (a penalty, so positive)."""

    values: tuple[int, ...] = ()


@dataclass(slots=True)
class GoatMatchEnd(MatchEnd):
    """Goat scoring: reaching the target loses; that side is the goat."""

    losers: tuple[int, ...] = ()


class SiteGame(Variant):
    """What the five games share; subclasses set the table, the leader rule and the defaults."""

    bends = True
    stock = Stock.RESERVE
    pairs: ClassVar[bool] = False
    reserve: ClassVar[bool] = False
    international: ClassVar[bool] = False
    default_scoring: ClassVar[str] = "winner-takes"
    default_target: ClassVar[int] = 101

    def read_options(self, options: OptionReader) -> None:
        modes = (self.default_scoring, "goat" if self.default_scoring == "winner-takes" else "winner-takes")
        self.scoring: str = options.choice("scoring", modes)
        self.higher_wins = self.scoring == "winner-takes"
        self.target = options.integer("target", self.default_target)
        self.hand_size = options.integer("hand_size", self.default_hand_size(), minimum=2)
        limit = 27 if self.reserve else 28
        if self.n_players * self.hand_size > limit:
            raise DominoError(HandSize(players=self.n_players, size=self.hand_size, limit=limit, reserve=self.reserve))
        self.special_doubles = self.read_special(options)
        self.draw = DrawRule.UNTIL_PLAYABLE if self.reserve else DrawRule.NONE
        self.stock = Stock.RESERVE if self.reserve else Stock.OUT_OF_PLAY
        self.sides = ((0, 2), (1, 3)) if self.pairs else tuple((i,) for i in range(self.n_players))
        self.kernel = SiteKernel(self.special_doubles, self.higher_wins)

    def kernel_rules(self) -> SiteKernel:
        return self.kernel

    def default_hand_size(self) -> int:
        return 7

    def read_special(self, options: OptionReader) -> bool:
        return False

    # -- leaders -------------------------------------------------------------------------------
    def lead_facts(self, reason: Reason) -> LeadFacts | None:
        tile = reason.tile
        if tile is None:
            return None
        if reason.code == Lead.LOWEST_DOUBLE:
            return LeadFacts(tile, frozenset(LEADING_DOUBLES[:LEADING_DOUBLES.index(tile)]))
        if reason.code == Lead.LOWEST_TILE:
            lower = {t for t in FULL_SET if lowness(t) < lowness(tile)}
            return LeadFacts(tile, frozenset(LEADING_DOUBLES) | lower)
        if reason.code == Lead.HIGHEST_TILE:
            return LeadFacts(tile, frozenset(HIGHEST_FIRST[:HIGHEST_FIRST.index(tile)]))
        return None

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        if not self.international:
            return lowest_double_leader(deal)
        if not match.hands:
            return None if match.continued else highest_tile_leader(deal)
        return match.next_leader or highest_tile_leader(deal)

    def next_leader(self, hand: Hand, went_out: int | None, winner: int | None) -> tuple[int | None, Reason]:
        if not self.international:
            return None, Reason(Lead.LOWEST_DOUBLE_NEXT)
        if went_out is not None:
            return went_out, Reason(Why.WENT_OUT)
        if winner is None:
            return None, Reason(Lead.PATTA)
        members = hand.seats.sides[winner]
        last = hand.last_player
        assert last is not None  # a fish comes after plays
        order = [(last + k) % hand.n_players for k in range(1, hand.n_players + 1)]
        seat = min(members, key=lambda s: (self.value(hand, s), order.index(s)))
        if len(members) == 1:
            return seat, Reason(Lead.WON_FISH)
        partner = next(s for s in members if s != seat)
        return seat, Reason(Lead.FISH_PARTNER, seat=seat, side=winner,
                            values=(self.value(hand, seat), self.value(hand, partner)))

    # -- values and settlement --------------------------------------------------------------------
    def special(self, hand: Hand, seat: int) -> Tile | None:
        """Goat: the lone 0-0 or 6-6 in this seat's hand, if any."""
        return lone_special(hand.held[seat], self.special_doubles)

    def value(self, hand: Hand, seat: int) -> int:
        return held_value(hand.held[seat], self.special_doubles)

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats, totals = hand.seats, hand.match.totals
        values = tuple([self.value(hand, s) for s in range(hand.n_players)])
        side_values = [sum(values[s] for s in members) for members in seats.sides]
        winner = hand_winner(side_values, None if went_out is None else seats.side_of(went_out))
        score = TakeScore if self.scoring == "winner-takes" else ChargeScore
        scores: list[Event] = [score(seats, side, points, totals[side], values)
                               for side, points in settlement(side_values, winner, self.scoring == "winner-takes")]
        leader, reason = self.next_leader(hand, went_out, winner)
        specials = () if not self.special_doubles else tuple(
            (s, t) for s in range(hand.n_players) if (t := self.special(hand, s)) is not None)
        end = SiteHandEnd(seats, Outcome.of(went_out), went_out, tuple(side_values),
                          leader, reason, values=values, specials=specials, winner=winner,
                          ends=hand.board.open_ends())
        return end, scores

    # -- the match -----------------------------------------------------------------------------------
    def decide(self, totals: list[int]) -> tuple[bool, int | None]:
        if self.scoring == "winner-takes":
            return super().decide(totals)
        goats = [i for i, t in enumerate(totals) if t >= self.target]
        if not goats:
            return False, None
        rest = [i for i in range(len(totals)) if i not in goats]
        if not rest:
            return True, None
        best = min(totals[i] for i in rest)
        lowest = [i for i in rest if totals[i] == best]
        return True, lowest[0] if len(lowest) == 1 else None

    def match_end(self, hand: Hand, winner: int | None, mid_hand: bool, last: tuple[int, ...]) -> Event:
        totals = tuple(hand.match.totals)
        if self.scoring == "winner-takes":
            return super().match_end(hand, winner, mid_hand, last)
        losers = tuple(i for i, t in enumerate(totals) if t >= self.target)
        return GoatMatchEnd(hand.seats, winner, totals, self.target, mid_hand, last, losers)


class Goat(SiteGame):
    """Goat (Kozel): four in pairs, no reserve, Goat scoring to 101, special doubles."""

    id = "goat"
    aliases = ("kozel", "kozyol", "козёл", "козел")
    min_players = max_players = 4
    pairs = True
    default_scoring = "goat"

    def read_special(self, options: OptionReader) -> bool:
        return bool(options.choice("special_doubles", (True, False)))


class Reserve(SiteGame):
    """The site's game with the reserve: 2-4 players, draw until a tile fits."""

    id = "reserve"
    aliases = ("con-la-riserva", "riserva")
    reserve = True

    def default_hand_size(self) -> int:
        return 7 if self.n_players == 2 else 5


class NoReserve(SiteGame):
    """The site's game without the reserve: 2-4 players each for himself, pass when stuck."""

    id = "no-reserve"
    aliases = ("senza-riserva",)


class International(SiteGame):
    """International: four in pairs; the highest tile leads the first hand, then the winner."""

    id = "international"
    aliases = ("internazionale",)
    min_players = max_players = 4
    pairs = True
    international = True
    default_target = 100
    chosen_leader = Why.FROM_RECORD


class InternationalTwo(International):
    """International for two: seven each, fourteen out of play."""

    id = "international-two"
    aliases = ("internazionale-per-due",)
    min_players = max_players = 2
    pairs = False
