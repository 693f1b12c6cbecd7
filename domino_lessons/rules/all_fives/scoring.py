"""All Fives' scoring, once, as plain integers: what ``AllFives``'s hooks and the playout kernel both call.

During play the open ends' tips add up (``core.spinner``: a double in full) and the total scores when it is a
positive multiple of 5 (``count_scores``). At a hand's end pips round to the nearest 5 (``round5``):
``subtract-own`` charges each side its own; ``winner-takes`` gives the others' to the side that went out,
else (blocked) to the side with fewest pips, tied sides sharing them (``split_share``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Sequence

from ...core.kernel import HIGH, LOW, Family, KernelRules, Native, State
from ...core.spinner import kernel_count, round_to, split_share as split_share  # importable here as before

if TYPE_CHECKING:
    from ...core.engine import Hand, Match


def round5(n: int) -> int:
    """Nearest multiple of 5; remainders 1-2 round down, 3-4 up (never Python's round())."""
    return round_to(n, 5)


def count_scores(total: int) -> bool:
    """A count scores when it is a positive multiple of 5 (a count of 0 never scores)."""
    return total > 0 and total % 5 == 0


def count_points(total: int) -> int:
    """What a count scores at once: all of it, when it scores."""
    return total if count_scores(total) else 0


def takers(side_pips: Sequence[int], out_side: int | None) -> list[int]:
    """``winner-takes``: the sides that take the others' pips: the one that went out, else those with fewest."""
    if out_side is not None:
        return [out_side]
    fewest = min(side_pips)
    return [side for side, pips in enumerate(side_pips) if pips == fewest]


def award(side_pips: Sequence[int], taking: Sequence[int]) -> tuple[int, int]:
    """``winner-takes``: the other sides' pips, and what each taking side scores from them (rounded once, shared)."""
    raw = sum(pips for side, pips in enumerate(side_pips) if side not in taking)
    return raw, round5(raw) if len(taking) == 1 else split_share(round5(raw), len(taking))


def settlement(side_pips: Sequence[int], out_side: int | None, subtract: bool) -> list[tuple[int, int]]:
    """The scores (side, points) a hand's end makes, in the order the engine's events come."""
    if subtract:
        return [(side, -round5(pips)) for side, pips in enumerate(side_pips) if round5(pips)]
    taking = takers(side_pips, out_side)
    share = award(side_pips, taking)[1]
    return [(side, share) for side in taking] if share else []


@dataclass(frozen=True, slots=True)
class FivesKernel(KernelRules):
    """The kernel's view of All Fives (a value of the game's options, kept by the variant): the spinner, the count
    scoring during play (a score reaching ``target`` ends the match at once) and the hand's end."""

    spinners: ClassVar[bool] = True
    scores_in_play: ClassVar[bool] = True
    subtract: bool
    target: int

    def native(self) -> Native:
        return Native(Family.FIVES, subtract=self.subtract, target=self.target)

    def points_for(self, state: State, move: int) -> int:
        return count_points(kernel_count(state, move))

    def begin(self, state: State, match: Match, hand: Hand | None) -> None:
        state.game = list(match.totals)  # the totals as the hand stands, for ends_match

    def ends_match(self, state: State, side: int) -> bool:
        return state.game[side] + state.change[side] >= self.target

    def settle(self, state: State) -> list[tuple[int, int]]:
        side_pips = [sum(HIGH[t] + LOW[t] for seat in members for t in state.hands[seat]) for members in state.sides]
        out = state.went_out
        return settlement(side_pips, None if out is None else state.side_of[out], self.subtract)
