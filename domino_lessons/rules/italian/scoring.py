"""The Italian games' scoring, once, as plain integers: what ``Italian``'s hooks and the playout kernel both call.

Whoever goes out (fare domino) takes the pips left in the opponents' hands (a partner's do not count);
a blocked classic hand debits every player his own pips (addebito); a blocked hand a coppie pays the
pair with fewer pips the difference, equal pairs scoring nothing (stallo, mano nulla). Four players:
the holder of 6-6 leads it (else the highest double, else the heaviest tile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...core.kernel import HIGH, LOW, Family, KernelRules, Native, State
from ...core.tiles import Tile

def weight(tile: Tile) -> tuple[int, int]:
    """Where no double was dealt, the heaviest tile by this key leads: most pips, then the higher half."""
    return tile.pips, tile.high


def opening(deal: Sequence[Sequence[Tile]]) -> tuple[int, Tile]:
    """Four players: who leads which tile (6-6, else the highest double dealt, else the heaviest tile)."""
    dealt = [(tile, seat) for seat, held in enumerate(deal) for tile in held]
    doubles = [(t, s) for t, s in dealt if t.is_double]
    if doubles:
        tile, seat = max(doubles, key=lambda ts: ts[0].high)
    else:
        tile, seat = max(dealt, key=lambda ts: weight(ts[0]))
    return seat, tile


def credit(seat_pips: Sequence[int], sides: Sequence[Sequence[int]], side: int) -> list[tuple[int, int]]:
    """Fare domino: ``side`` went out and takes the pips in the other sides' hands. Each of these functions
    gives the scores (side, points) a hand's end makes, in the order the engine's events come."""
    points = sum(seat_pips[s] for other, members in enumerate(sides) if other != side for s in members)
    return [(side, points)] if points else []


def debits(seat_pips: Sequence[int]) -> list[tuple[int, int]]:
    """A blocked classic hand: every player (his own side) is debited his own pips."""
    return [(seat, -points) for seat, points in enumerate(seat_pips) if points]


def difference(side_pips: Sequence[int]) -> list[tuple[int, int]]:
    """A blocked hand a coppie: the pair with fewer pips scores the difference; equal pairs, nothing."""
    low, high = min(side_pips), max(side_pips)
    return [] if low == high else [(list(side_pips).index(low), high - low)]


@dataclass(frozen=True, slots=True)
class ItalianKernel(KernelRules):
    """The kernel's view of the Italian scoring, with the functions above: a value (the game's options), kept
    by the variant."""

    pairs: bool
    """A coppie: a blocked hand pays the difference (else everyone pays)."""
    six_six: bool
    """Four at the table: the opening tile must lead."""

    def native(self) -> Native:
        return Native(Family.ITALIAN, pairs=self.pairs)

    def settle(self, state: State) -> list[tuple[int, int]]:
        seat_pips = [sum(HIGH[t] + LOW[t] for t in held) for held in state.hands]
        if state.went_out is not None:
            return credit(seat_pips, state.sides, state.side_of[state.went_out])
        if self.pairs:
            return difference([sum(seat_pips[s] for s in members) for members in state.sides])
        return debits(seat_pips)

    def required_lead(self, dealt: Sequence[Sequence[Tile]]) -> Tile | None:
        return opening(dealt)[1] if self.six_six else None
