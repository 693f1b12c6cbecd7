"""All Fives, as ``shared/rules/all-fives.md`` says: the count, the spinner, both end-of-hand modes."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.tableau import Tableau
from ...core.errors import DominoError, Facts
from ...core.events import DrawRule, Event, HandEnd, Outcome, Play, Reason, Score, Seats, Why
from ...core.tiles import Tile
from .. import OptionReader, Variant
from ...core.spinner import count_once_laid, count_parts, counted_ends, CountPart, spinner_marks
from .scoring import award, count_points, count_scores, FivesKernel, settlement, takers
from .scoring import round5 as round5, split_share as split_share  # their home is the scoring; importable here as before

if TYPE_CHECKING:
    from ...core.engine import Hand, Match
    from ...core.observation import Position

Holdings = tuple[tuple[int, tuple[Tile, ...]], ...]


@dataclass(slots=True)
class FivesPlay(Play):
    """A play in All Fives: the count it makes (its parts) and whether that scores."""

    count: tuple[CountPart, ...] = ()
    scores: bool = False


@dataclass(slots=True)
class CountScore(Score):
    """The open ends add up to a multiple of five: ``player`` scores their total for his side."""

    player: int = 0
    parts: tuple[CountPart, ...] = ()


@dataclass(slots=True)
class SubtractScore(Score):
    """``subtract-own``: a side loses its own pips, rounded."""

    holdings: Holdings = ()
    raw: int = 0


@dataclass(slots=True)
class AwardScore(Score):
    """``winner-takes``: the winning side scores the others' pips, rounded once (or its share)."""

    holdings: Holdings = ()
    raw: int = 0
    rounded: int = 0
    fewest: tuple[int, ...] = ()
    """Blocked hand: the winning side's pips then the others' (empty after a domino)."""
    tied: int = 1


@dataclass(slots=True)
class FivesHandEnd(HandEnd):
    """All Fives' hand end; it also says where pips left in hand round to nothing."""

    rounded_away: tuple[tuple[tuple[int, ...], int], ...] = ()
    """(sides, pips) whose pips round to 0, so no score event follows for them."""
    subtract: bool = True
    """``subtract-own`` (nothing subtracted) or ``winner-takes`` (nothing to award)."""
    tied_without_award: tuple[int, ...] = ()
    """``winner-takes``, blocked: the sides that tie for fewest pips and share nothing."""


class AllFives(Variant):
    """Draw game with a spinner; every play whose open ends total a multiple of 5 scores it."""

    id = "all-fives"
    aliases = ("allfives", "all_fives", "all fives", "fives")
    min_players = 2
    max_players = 4
    spinners = True
    points_in_play = True
    play_event = FivesPlay
    draw = DrawRule.UNTIL_PLAYABLE

    def read_options(self, options: OptionReader) -> None:
        n = self.n_players
        self.end_of_hand: str = options.choice("end_of_hand", ("subtract-own", "winner-takes"))
        self.hand_size = options.integer("hand_size", {2: 9, 3: 7, 4: 5}[n])
        if n == 4:
            partnership = options.choice("partnership", (True, False))
        else:
            partnership = options.given.pop("partnership", False)
            if partnership is not False:
                raise DominoError(Partnership(players=n))
        self.target = options.integer("target", 250 if n == 2 else 200)
        self.sides = ((0, 2), (1, 3)) if partnership else tuple((i,) for i in range(n))
        self.kernel = FivesKernel(self.end_of_hand == "subtract-own", self.target)

    def kernel_rules(self) -> FivesKernel:
        return self.kernel

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        return match.next_leader if match.hands else None

    def decides_in_play(self) -> bool:
        return True

    def after_play(self, hand: Hand, seat: int, tile: Tile, end: str | None) -> tuple[dict[str, Any], list[Score]]:
        board = hand.board
        parts = tuple(count_parts(board))
        total = sum(p.value for p in parts)
        scores = count_scores(total)
        extras = {"count": parts, "scores": scores, "marks": spinner_marks(board, tile, end)}
        if not scores:
            return extras, []
        side = hand.seats.side_of(seat)
        return extras, [CountScore(hand.seats, side, total, hand.match.totals[side], seat, parts)]

    def points_for(self, position: Position, tile: Tile, end: str | None) -> int:
        return count_points(count_once_laid(position.board, tile, end))

    @classmethod
    def scoring_ends(cls, board: Tableau) -> tuple[str, ...]:
        """The open ends whose pips make the count, when it scores."""
        parts = count_parts(board)
        return counted_ends(parts, board.ends()) if count_scores(sum(p.value for p in parts)) else ()

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats = hand.seats
        side_pips = hand.side_pips()
        totals = hand.match.totals
        next_leader = (went_out, Reason(Why.WENT_OUT)) if went_out is not None else (None, None)
        out_side = None if went_out is None else seats.side_of(went_out)
        tied_without_award: tuple[int, ...] = ()
        if self.end_of_hand == "subtract-own":
            scores: list[Event] = [SubtractScore(seats, side, points, totals[side], holdings(hand, seats, [side]),
                                                 side_pips[side])
                                   for side, points in settlement(side_pips, out_side, True)]
            rounded_away: list[tuple[tuple[int, ...], int]] = [((side,), raw) for side, raw in enumerate(side_pips)
                                                              if raw and not round5(raw)]
        else:
            scores, tied_without_award, rounded_away = self.award_events(hand, side_pips, out_side)
        end = FivesHandEnd(seats, Outcome.of(went_out), went_out, tuple(side_pips),
                           next_leader[0], next_leader[1], rounded_away=tuple(rounded_away),
                           subtract=self.end_of_hand == "subtract-own", tied_without_award=tied_without_award)
        return end, scores

    def award_events(self, hand: Hand, side_pips: list[int], out_side: int | None
                     ) -> tuple[list[Event], tuple[int, ...], list[tuple[tuple[int, ...], int]]]:
        """``winner-takes``: the side that went out takes the others' pips, else (blocked) the fewest pips do
        (a tie shares them).

        Returns the awards, the tied sides that share nothing, and pips rounded away.
        """
        seats, totals = hand.seats, hand.match.totals
        tied = takers(side_pips, out_side)
        others = [s for s in range(len(side_pips)) if s not in tied]
        raw, share = award(side_pips, tied)
        shown = () if out_side is not None else (side_pips[tied[0]], *(side_pips[s] for s in others))
        awards: list[Event] = [AwardScore(seats, side, share, totals[side], holdings(hand, seats, others), raw,
                                          round5(raw), shown, len(tied)) for side in tied if share]
        if len(tied) > 1 and not share:
            return awards, tuple(tied), []
        if raw and not round5(raw):
            return awards, (), [(tuple(s for s in others if side_pips[s]), raw)]
        return awards, (), []


def holdings(hand: Hand, seats: Seats, sides: list[int]) -> tuple[tuple[int, tuple[Tile, ...]], ...]:
    """What each seat of these sides still holds."""
    return tuple((seat, tuple(hand.held[seat])) for side in sides for seat in seats.sides[side])


class FivesProblem(Enum):
    """What can be wrong in an All Fives match's options."""

    PARTNERSHIP = "partnership"
    """Only four players can play in partnership (``players``)."""


class Partnership(Facts):
    """Partnership asked for ``players`` players (only four can)."""

    code: ClassVar[FivesProblem] = FivesProblem.PARTNERSHIP
    players: int
