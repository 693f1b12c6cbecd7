"""First to fifty: a draw game for two to four players on the double-six set, each for himself.

Seven tiles each (five each for four players); one line with two ends, nothing scores during play.
A player who cannot play draws from the boneyard until a tile fits; with the boneyard empty he
passes. The first hand (and the hand after a tie) is led by the holder of the highest double dealt,
with that double; when no double is dealt the leader is drawn by lot. Later hands are led by the
winner of the last one. Whoever goes out scores the pips left in the other hands; in a blocked
hand the player with the fewest pips scores, against each other hand, the difference between its
pips and his own (two with the fewest: nobody scores). The first to the ``target`` (50) wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from domino_lessons.core.events import DrawRule, Event, HandEnd, Outcome, Reason, Score, Stock
from domino_lessons.core.tiles import Tile
from domino_lessons.rules import OptionReader, Variant

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand, Match


class Lead(Enum):
    """Why a player leads a hand of First to fifty."""

    HIGHEST_DOUBLE = "highest double"
    """He holds the highest double dealt (``tile``) and leads it."""
    WON_LAST = "won last"
    """He won the last hand."""
    HIGHEST_DOUBLE_NEXT = "highest double next"
    """After a tie: whoever holds the highest double of the next deal, by lot if nobody does."""


class Verdict(Enum):
    """How a blocked hand is settled where no score event says it."""

    TIE = "tie"
    """Two or more hands hold the fewest pips (``values``: every hand's): nobody scores."""


@dataclass(slots=True)
class OutScore(Score):
    """Going out: the side that went out scores the pips left in every other hand."""

    held: tuple[int, ...] = ()
    """Each seat's pips in hand (the winner's is 0)."""


@dataclass(slots=True)
class BlockScore(Score):
    """A blocked hand: the fewest pips score, against each other hand, the difference."""

    held: tuple[int, ...] = ()
    """Each seat's pips in hand; ``side`` holds the fewest."""


@dataclass(slots=True)
class ToyHandEnd(HandEnd):
    """The end of a hand; a blocked hand whose fewest pips are tied says so."""

    verdict: Verdict | None = None


def highest_double(deal: list[list[Tile]] | tuple[tuple[Tile, ...], ...]) -> tuple[int, Reason] | None:
    """The holder of the highest double dealt and why, or None when no double was dealt."""
    doubles = [(tile, seat) for seat, held in enumerate(deal) for tile in held if tile.is_double]
    if not doubles:
        return None
    tile, seat = max(doubles, key=lambda ts: ts[0].high)
    return seat, Reason(Lead.HIGHEST_DOUBLE, tile)


class FirstToFifty(Variant):
    """First to fifty: draw until a tile fits; going out takes the pips left in the other hands."""

    id = "first-to-fifty"
    aliases = ("primo-a-cinquanta",)
    min_players = 2
    max_players = 4
    draw = DrawRule.UNTIL_PLAYABLE
    stock = Stock.BONEYARD

    def read_options(self, options: OptionReader) -> None:
        self.hand_size = options.integer("hand_size", 5 if self.n_players == 4 else 7)
        self.target = options.integer("target", 50)
        self.sides = tuple((seat,) for seat in range(self.n_players))

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        return match.next_leader or highest_double(deal)

    def required_lead(self, hand: Hand) -> tuple[Tile, Reason] | None:
        reason = hand.lead_reason
        return (reason.tile, reason) if reason.code is Lead.HIGHEST_DOUBLE and reason.tile is not None else None

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats, totals = hand.seats, hand.match.totals
        held = tuple(hand.pips(seat) for seat in range(hand.n_players))
        left, fewest = sum(held), min(held)
        scores: list[Event] = []
        if went_out is not None:
            winner: int | None = went_out
            if left:
                scores.append(OutScore(seats, went_out, left, totals[went_out], held))
        else:
            winner = held.index(fewest) if held.count(fewest) == 1 else None
            if winner is not None:
                points = left - fewest * hand.n_players
                scores.append(BlockScore(seats, winner, points, totals[winner], held))
        verdict = Verdict.TIE if winner is None else None
        reason = Reason(Lead.HIGHEST_DOUBLE_NEXT) if winner is None else Reason(Lead.WON_LAST)
        end = ToyHandEnd(seats, Outcome.of(went_out), went_out, held, winner, reason, verdict=verdict)
        return end, scores
