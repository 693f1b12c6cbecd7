"""The site's games' scoring, once, as plain integers: what ``SiteGame``'s hooks and the playout kernel both call.

A seat's value is its pips, or a lone special double's worth (Goat); a hand goes to the side that
went out, else (a fish) to the side with fewest points, none on a tie (a patta). ``winner-takes``:
the winner receives the losing sides' points; ``goat``: each losing side is charged its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...core.kernel import Family, KernelRules, Native, State
from ...core.tiles import FULL_SET, Tile, pips

SPECIAL = {Tile(0, 0): 25, Tile(6, 6): 50}
"""Goat: a lone 0-0 counts 25, a lone 6-6 counts 50."""


def lone_special(held: Sequence[Tile], special_doubles: bool) -> Tile | None:
    """Goat: the lone 0-0 or 6-6 of these tiles held, if any."""
    if special_doubles and len(held) == 1 and held[0] in SPECIAL:
        return held[0]
    return None


def held_value(held: Sequence[Tile], special_doubles: bool) -> int:
    """What a seat's tiles count at the end of a hand."""
    lone = lone_special(held, special_doubles)
    return SPECIAL[lone] if lone is not None else pips(held)


def hand_winner(side_values: Sequence[int], out_side: int | None) -> int | None:
    """The side that won: the one that went out, else the one with fewest points (None for a patta)."""
    if out_side is not None:
        return out_side
    low = min(side_values)
    return side_values.index(low) if side_values.count(low) == 1 else None


def settlement(side_values: Sequence[int], winner: int | None, winner_takes: bool) -> list[tuple[int, int]]:
    """The scores (side, points) a hand's end makes, in the order the engine's events come."""
    if winner is None:
        return []
    losers = [s for s in range(len(side_values)) if s != winner and side_values[s]]
    if not winner_takes:
        return [(s, side_values[s]) for s in losers]
    taken = sum(side_values[s] for s in losers)
    return [(winner, taken)] if taken else []


@dataclass(frozen=True, slots=True)
class SiteKernel(KernelRules):
    """The kernel's view of the site's scoring: settle a finished playout with the functions above. A value
    (the game's options), kept by the variant."""

    special_doubles: bool
    winner_takes: bool

    def native(self) -> Native:
        return Native(Family.SITE, special_doubles=self.special_doubles, winner_takes=self.winner_takes)

    def settle(self, state: State) -> list[tuple[int, int]]:
        values = [held_value([FULL_SET[t] for t in held], self.special_doubles) for held in state.hands]
        side_values = [sum(values[s] for s in members) for members in state.sides]
        out = state.went_out
        winner = hand_winner(side_values, None if out is None else state.side_of[out])
        return settlement(side_values, winner, self.winner_takes)
