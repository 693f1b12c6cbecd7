"""Italian domino (``../shared/rules/italian.md``): classic for 2-4 players, and a coppie.

One line with two ends, no spinner, no score during play. At the end of a hand: whoever goes
out (fare domino) is credited with the opponents' pips; a blocked classic hand debits every
player his own pips; a blocked pairs hand pays the lower pair the difference, equal is a null
hand. Four players: the holder of 6-6 leads it. Nothing is rounded. Target 100.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ...core.events import DrawRule, Event, HandEnd, Outcome, Reason, Score, Stock, Why
from ...core.tiles import FULL_SET, Tile
from .. import LeadFacts, OptionReader, Variant
from .scoring import credit, debits, difference, ItalianKernel, opening, weight

if TYPE_CHECKING:
    from ...core.engine import Hand, Match


Holdings = tuple[tuple[int, tuple[Tile, ...]], ...]


@dataclass(slots=True)
class CreditScore(Score):
    """Fare domino: the winner's side takes the pips left in the opponents' hands."""

    player: int = 0
    """Who went out."""
    holdings: Holdings = ()
    ignored: int | None = None
    """The partner whose tiles do not count (pairs)."""


@dataclass(slots=True)
class DebitScore(Score):
    """A blocked classic hand: each player is debited his own pips (addebito)."""

    tiles: tuple[Tile, ...] = ()


@dataclass(slots=True)
class DifferenceScore(Score):
    """A blocked pairs hand (stallo): the lower pair scores the difference."""

    pair_pips: tuple[int, ...] = ()


class Verdict(Enum):
    """How a blocked Italian hand is settled, where no score event says it."""

    EVERYONE_PAYS = "everyone pays"
    """Each for himself: no winner, every player debited his own pips."""
    NULL_HAND = "null hand"
    """A coppie: equal pair totals, nobody scores (mano nulla)."""


@dataclass(slots=True)
class ItalianHandEnd(HandEnd):
    """The end of an Italian hand; a blocked one says how it is settled."""

    verdict: Verdict | None = None


class Lead(Enum):
    """Why a player leads in the Italian game."""

    SIX_SIX = "6-6"
    """Four players: he holds 6-6 and leads it."""
    HIGHEST_DOUBLE = "highest double"
    """6-6 was not dealt: the highest double dealt (``tile``)."""
    HEAVIEST = "heaviest tile"
    """No double was dealt: the heaviest tile (``tile``)."""
    WON = "won"
    """He won the last hand."""
    SEAT_AFTER = "seat after"
    """No winner: the seat after the last leader (``seat``)."""
    SIX_SIX_NEXT = "6-6 next"
    """Four players: whoever holds 6-6 in the next deal."""


def opening_tile(deal: list[list[Tile]] | tuple[tuple[Tile, ...], ...]) -> tuple[int, Tile, Reason]:
    """Four players: who leads which tile, and why (6-6, else the highest double, else the heaviest tile)."""
    seat, tile = opening(deal)
    if not tile.is_double:
        return seat, tile, Reason(Lead.HEAVIEST, tile)
    return seat, tile, Reason(Lead.SIX_SIX) if tile == Tile(6, 6) else Reason(Lead.HIGHEST_DOUBLE, tile)


DRAW_RULES = (DrawRule.ONE, DrawRule.UNTIL_PLAYABLE)
"""The option ``draw``: draw one (the default) or until a tile fits."""


class Italian(Variant):
    """Classic Italian domino: 2-4 players, each for himself, draw one from the pozzo."""

    id = "italian"
    aliases = ("italiano", "domino-italiano", "italian-classic")
    min_players = 2
    max_players = 4
    stock = Stock.POZZO
    chosen_leader = Why.FREE_CHOICE
    kernel: ItalianKernel
    """The game's scoring for the playout kernel, for these options."""

    def read_options(self, options: OptionReader) -> None:
        self.draw = options.code("draw", DRAW_RULES)
        self.hand_size = options.integer("hand_size", 7)
        self.target = options.integer("target", 100)
        self.sides = tuple((i,) for i in range(self.n_players))
        self.kernel = ItalianKernel(pairs=False, six_six=self.six_six_rule)

    @property
    def six_six_rule(self) -> bool:
        """Four at the table: the holder of 6-6 leads it, every hand."""
        return self.n_players == 4

    def lead_facts(self, reason: Reason) -> LeadFacts | None:
        doubles = {Tile(value, value) for value in range(7)}
        if reason.code == Lead.SIX_SIX:
            return LeadFacts(Tile(6, 6))
        tile = reason.tile
        if tile is None:
            return None
        if reason.code == Lead.HIGHEST_DOUBLE:
            return LeadFacts(tile, frozenset(d for d in doubles if d.high > tile.high))
        if reason.code == Lead.HEAVIEST:
            heavier = {t for t in FULL_SET if weight(t) > weight(tile)}
            return LeadFacts(tile, frozenset(doubles | heavier))
        return None

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        if self.six_six_rule:
            seat, _, why = opening_tile(deal)
            return seat, why
        return match.next_leader if match.hands else None

    def required_lead(self, hand: Hand) -> tuple[Tile, Reason] | None:
        if not self.six_six_rule:
            return None
        _, tile, why = opening_tile(hand.dealt)
        return tile, why

    def next_after(self, hand: Hand, went_out: int | None) -> tuple[int | None, Reason]:
        """Who leads the next hand, and why."""
        if self.six_six_rule:
            return None, Reason(Lead.SIX_SIX_NEXT)
        if went_out is not None:
            return went_out, Reason(Lead.WON)
        return (hand.leader + 1) % hand.n_players, Reason(Lead.SEAT_AFTER, seat=hand.leader)

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats, totals = hand.seats, hand.match.totals
        scores: list[Event] = []
        if went_out is not None:
            side = seats.side_of(went_out)
            held = tuple((s, tuple(hand.held[s])) for s in range(hand.n_players) if seats.side_of(s) != side)
            partner = [s for s in seats.sides[side] if s != went_out]
            scores = [CreditScore(seats, side, points, totals[side], went_out, held, partner[0] if partner else None)
                      for _, points in credit(self.seat_pips(hand), seats.sides, side)]
            verdict = None
        else:
            scores, verdict = self.settle_blocked(hand)
        next_leader, reason = self.next_after(hand, went_out)
        side_pips = tuple(hand.side_pips())
        end = ItalianHandEnd(seats, Outcome.of(went_out), went_out, side_pips, next_leader,
                             reason, stock=self.stock, verdict=verdict)
        return end, scores

    @staticmethod
    def seat_pips(hand: Hand) -> list[int]:
        """The pips left in each seat's hand."""
        return [hand.pips(seat) for seat in range(hand.n_players)]

    def settle_blocked(self, hand: Hand) -> tuple[list[Event], Verdict | None]:
        """No winner: every player is debited his own pips (scores may go negative)."""
        totals = hand.match.totals
        return [DebitScore(hand.seats, seat, points, totals[seat], tuple(hand.held[seat]))
                for seat, points in debits(self.seat_pips(hand))], Verdict.EVERYONE_PAYS

    def kernel_rules(self) -> ItalianKernel:
        return self.kernel


class ItalianPairs(Italian):
    """Italian domino a coppie: partners opposite; closed (7 each) or open (5 each, a pozzo of 8)."""

    id = "italian-pairs"
    aliases = ("italian-coppie", "a-coppie", "coppie")
    min_players = 4
    max_players = 4

    def read_options(self, options: OptionReader) -> None:
        self.draw = DrawRule.ONE
        self.hand_size = options.choice("hand_size", (7, 5))
        self.target = options.integer("target", 100)
        self.sides = ((0, 2), (1, 3))
        self.kernel = ItalianKernel(pairs=True, six_six=self.six_six_rule)

    def settle_blocked(self, hand: Hand) -> tuple[list[Event], Verdict | None]:
        """Stallo: the pair with fewer pips scores the difference; equal pairs make a null hand."""
        pips = tuple(hand.side_pips())
        scores: list[Event] = [DifferenceScore(hand.seats, low, points, hand.match.totals[low], pips)
                               for low, points in difference(pips)]
        return scores, None if scores else Verdict.NULL_HAND
