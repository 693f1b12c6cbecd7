"""Fives and Threes: the count of the open ends scores a point for each five and each three it holds.

Two to four players, each for himself, on the double-six set: nine tiles each with two players, seven with three,
six with four. The first double is a spinner (``core.spinner``), as in All Fives. After every play the open ends
are counted (a double at a tip in full); a count divisible by 5 scores count/5, one divisible by 3 scores
count/3, and 15 (or 30) scores both: 15 makes 5 + 3 = 8. A player who cannot play draws until a tile fits, but
with two players the last two tiles of the boneyard are never drawn (option ``kept``). Whoever goes out scores
the pips left in the other hands, rounded to the nearest 5, one point per 5; in a blocked hand the player with
fewest pips scores so from the others (a tie for fewest: nobody). The first hand is led by lot, each later one
by its last winner (by lot after a tie). The first to ``target`` (61) wins, in mid-hand too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from domino_lessons.core.events import DrawRule, Event, HandEnd, Outcome, Play, Reason, Score, Why
from domino_lessons.core.kernel import HIGH, LOW, KernelRules, State
from domino_lessons.core.spinner import (CountPart, count_once_laid, count_parts, counted_ends, kernel_count,
                                         round_to, spinner_marks)
from domino_lessons.core.tableau import Tableau
from domino_lessons.core.tiles import Tile
from domino_lessons.rules import OptionReader, Variant

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand, Match
    from domino_lessons.core.observation import Position


def count_points(total: int) -> int:
    """What a count scores: a point for each 5 when 5 divides it, and for each 3 when 3 does (0 never scores)."""
    if total <= 0:
        return 0
    return (total // 5 if total % 5 == 0 else 0) + (total // 3 if total % 3 == 0 else 0)


def pips_points(pips: int) -> int:
    """What pips left in hand are worth at a hand's end: rounded to the nearest 5, a point for each 5."""
    return round_to(pips, 5) // 5


def winner_of(held: tuple[int, ...], went_out: int | None) -> int | None:
    """Who scores a hand's end: who went out, else the one fewest pips (None: a tie for fewest)."""
    if went_out is not None:
        return went_out
    fewest = min(held)
    return held.index(fewest) if held.count(fewest) == 1 else None


class Lead(Enum):
    """Why a player leads a hand of Fives and Threes besides going out in the last one (``Why.WENT_OUT``)."""

    FEWEST = "fewest pips"
    """He held the fewest pips when the last hand was blocked."""


class Tie(Enum):
    """How a blocked hand ends where no score says it."""

    FEWEST = "fewest tied"
    """Two or more hands hold the fewest pips (``values``: every hand's): nobody scores, the next leader by lot."""


@dataclass(slots=True)
class ThreesPlay(Play):
    """A play: the count it makes (its parts) and what that scores."""

    count: tuple[CountPart, ...] = ()
    points: int = 0


@dataclass(slots=True)
class ThreesScore(Score):
    """The count divides by 5 or by 3 (or both): ``player`` scores a point for each five and each three."""

    player: int = 0
    parts: tuple[CountPart, ...] = ()


@dataclass(slots=True)
class EndScore(Score):
    """A hand's end: the others' pips, rounded to the nearest 5, a point for each 5."""

    held: tuple[int, ...] = ()
    """Each seat's pips in hand."""
    rounded: int = 0
    """The others' pips to the nearest 5."""
    went_out: bool = True
    """``side`` went out (else the hand was blocked and he held the fewest pips)."""


@dataclass(slots=True)
class ThreesHandEnd(HandEnd):
    """The end of a hand; a blocked hand whose fewest pips are tied says so."""

    tie: Tie | None = None


@dataclass(frozen=True, slots=True)
class ThreesKernel(KernelRules):
    """The playout kernel's view of Fives and Threes (no name in the compiled search: searched in Python)."""

    spinners: ClassVar[bool] = True
    scores_in_play: ClassVar[bool] = True
    target: int

    def points_for(self, state: State, move: int) -> int:
        return count_points(kernel_count(state, move))

    def begin(self, state: State, match: Match, hand: Hand | None) -> None:
        state.game = list(match.totals)

    def ends_match(self, state: State, side: int) -> bool:
        return state.game[side] + state.change[side] >= self.target

    def settle(self, state: State) -> list[tuple[int, int]]:
        held = tuple(sum(HIGH[t] + LOW[t] for t in hand) for hand in state.hands)
        winner = winner_of(held, state.went_out)
        if winner is None:
            return []
        points = pips_points(sum(held) - held[winner])
        return [(winner, points)] if points else []


class FivesAndThrees(Variant):
    """Fives and Threes: a spinner draw game; a count divisible by 5 or 3 scores its fives and threes."""

    id = "fives-and-threes"
    aliases = ("fives-threes", "cinque-e-tre")
    min_players = 2
    max_players = 4
    spinners = True
    points_in_play = True
    play_event = ThreesPlay
    draw = DrawRule.UNTIL_PLAYABLE

    def read_options(self, options: OptionReader) -> None:
        n = self.n_players
        self.hand_size = options.integer("hand_size", {2: 9, 3: 7, 4: 6}[n])
        self.target = options.integer("target", 61)
        self.kept = options.integer("kept", 2 if n == 2 else 0, minimum=0)
        self.sides = tuple((seat,) for seat in range(n))
        self.kernel = ThreesKernel(self.target)

    def kernel_rules(self) -> ThreesKernel:
        return self.kernel

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        return match.next_leader if match.hands else None

    def decides_in_play(self) -> bool:
        return True

    def after_play(self, hand: Hand, seat: int, tile: Tile, end: str | None) -> tuple[dict[str, Any], list[Score]]:
        board = hand.board
        parts = tuple(count_parts(board))
        points = count_points(sum(p.value for p in parts))
        extras = {"count": parts, "points": points, "marks": spinner_marks(board, tile, end)}
        if not points:
            return extras, []
        return extras, [ThreesScore(hand.seats, seat, points, hand.match.totals[seat], seat, parts)]

    def points_for(self, position: Position, tile: Tile, end: str | None) -> int:
        return count_points(count_once_laid(position.board, tile, end))

    @classmethod
    def scoring_ends(cls, board: Tableau) -> tuple[str, ...]:
        parts = count_parts(board)
        return counted_ends(parts, board.ends()) if count_points(sum(p.value for p in parts)) else ()

    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats, totals = hand.seats, hand.match.totals
        held = tuple(hand.pips(seat) for seat in range(hand.n_players))
        winner = winner_of(held, went_out)
        scores: list[Event] = []
        if winner is not None:
            others = sum(held) - held[winner]
            if pips_points(others):
                scores.append(EndScore(seats, winner, pips_points(others), totals[winner], held, round_to(others, 5),
                                       went_out is not None))
        end = ThreesHandEnd(seats, Outcome.of(went_out), went_out, held, winner,
                            None if winner is None else Reason(Why.WENT_OUT if went_out is not None else Lead.FEWEST),
                            tie=Tie.FEWEST if winner is None else None)
        return end, scores
