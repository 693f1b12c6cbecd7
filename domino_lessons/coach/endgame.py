"""Exact endgames: every deal a seat cannot tell apart, each solved to the hand's end with every seat at its best.

``solve(seen, legal)`` gives each legal move's exact value for the observing seat (the one to move),
the same value the playouts estimate (``reviewer.value``: the change in the seat's side's total minus
the opponents', turned round where totals are penalties), averaged over every deal consistent with
what the seat knows (``reading.observed_knowledge``), each deal counted once (all equally likely). Each deal is solved by
perfect-information search on the engine's own hands (so every game's rules are the engine's, never
written again): with two sides, alpha-beta with the side to move maximising its value; with more,
each seat maximises its own side's value (max^n), the first best of the legal moves breaking ties.
A transposition table (keyed by whose turn, the hands, the arms, the totals, the match's state) was
measured and left out: within the sizes solved it saved 2-10 % of the positions and cost more time
than that in making its keys; greedy's order of the moves saved under 1 %.

Only positions with nothing left to draw are solved: the stock empty, or a game without drawing
(where the undealt tiles are out of play and their places do not matter, so a deal is the others'
hands, the stock the rest). Where a stock is still to be drawn from, its order would be part of the
deal and the orders are too many: ``solve`` says None. It says None too when the consistent deals are
more than ``MAX_DEALS`` (counted before any is made) or the search would take more than ``NODES``
positions (``benchmarks/bench_endgame.py`` measured both, per game: see there).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Iterator, Sequence

from ..core.engine import Hand, Match, Move
from ..core.events import DrawRule
from ..core.observation import Observation
from ..core.state import MatchState
from ..core.tiles import Tile
from .reading import Knowledge, observed_knowledge

MAX_DEALS = 2500
"""At most this many consistent deals are solved (more: None, without making them)."""
NODES = 6_000
"""At most this many positions are searched for one decision, over all its deals (more: None)."""

Deal = tuple[list[list[Tile]], list[Tile]]


class TooBig(Exception):
    """The search went past its budget of positions."""


def solve(seen: Observation, legal: Sequence[Move]) -> list[float] | None:
    """Each of ``legal``'s exact values for the observing seat, averaged over every consistent deal;
    None where a stock is left to draw from, or the deals or the search are too many (see the module)."""
    return solve_counted(seen, legal, MAX_DEALS, NODES)[0]


def solve_counted(seen: Observation, legal: Sequence[Move], max_deals: int,
                  nodes: int) -> tuple[list[float] | None, int]:
    """``solve`` with these limits, and the positions it searched: at most ``max_deals`` deals and ``nodes``
    positions (None past either, and at once where the deals solved so far, in proportion, need more than
    twice the budget)."""
    if seen.stock and seen.variant.draw != DrawRule.NONE:
        return None, 0
    known = observed_knowledge(seen)
    count = count_deals(known)
    if count > max_deals:
        return None, 0
    search = Search(nodes)
    totals = [0.0] * len(legal)
    try:
        for number, deal in enumerate(deals(seen, known)):
            for i, worth in enumerate(search.deal(seen.sandbox(*deal), legal)):
                totals[i] += worth
            if search.nodes * count > 2 * nodes * (number + 1):
                return None, search.nodes  # the deals so far show the rest would not fit: say so at once
    except TooBig:
        return None, search.nodes
    return [total / count for total in totals], search.nodes


def count_deals(known: Knowledge) -> int:
    """How many ways the unseen tiles go to the other seats (their counts, none showing a pip ruled out
    for it), the rest to the stock: the deals ``deals`` makes, counted without making them."""
    seats = [s for s in range(len(known.counts)) if s != known.seat]
    allowed = [tuple(j for j, s in enumerate(seats) if not set(tile) & set(known.ruled_out[s]))
               for tile in known.unseen]

    @cache
    def ways(i: int, needs: tuple[int, ...], stock: int) -> int:
        if i == len(allowed):
            return 1
        total = ways(i + 1, needs, stock - 1) if stock else 0
        for j in allowed[i]:
            if needs[j]:
                total += ways(i + 1, needs[:j] + (needs[j] - 1,) + needs[j + 1:], stock)
        return total

    needs = tuple(known.counts[s] for s in seats)
    return ways(0, needs, len(known.unseen) - sum(needs))


def deals(seen: Observation, known: Knowledge) -> Iterator[Deal]:
    """Every consistent deal once: the seat's own tiles, each other seat's tiles, the stock (the rest)."""
    others = sorted((s for s in known.ruled_out), key=lambda s: -len(known.ruled_out[s]))  # most proved first
    held: list[list[Tile]] = [list(seen.tiles) if s == known.seat else [] for s in range(len(known.counts))]

    def place(k: int, pool: list[Tile]) -> Iterator[Deal]:
        if k == len(others):
            yield [list(tiles) for tiles in held], list(pool)
            return
        seat, lacks = others[k], known.ruled_out[others[k]]
        for chosen in combinations([t for t in pool if t[0] not in lacks and t[1] not in lacks], known.counts[seat]):
            held[seat] = list(chosen)
            yield from place(k + 1, [t for t in pool if t not in chosen])

    return place(0, list(known.unseen))


def fork(hand: Hand) -> Hand:
    """A copy of ``hand`` and its match to move on without touching either: ``Hand.sandbox`` with the same
    tiles, without working out again what stays as it was (the halves held, the legal moves): a third cheaper."""
    match = Match.__new__(Match)
    match.__dict__.update(hand.match.__dict__)
    state = hand.match.state  # the base state keeps nothing: shared
    match.totals, match.state = list(hand.match.totals), state if type(state) is MatchState else state.copy()
    twin = Hand.__new__(Hand)
    twin.__dict__.update(hand.__dict__)
    match.hands = [twin if played is hand else played for played in hand.match.hands]
    if twin not in match.hands:
        match.hands.append(twin)
    twin.match, twin.variant = match, match.variant
    twin.held, twin.boneyard, twin.board = [h[:] for h in hand.held], hand.boneyard[:], hand.board.copy()
    twin.moves, twin.log, twin.made, twin.in_hands = hand.moves[:], hand.log[:], hand.made[:], hand.in_hands[:]
    return twin


def gain(hand: Hand, side: int, totals: Sequence[float]) -> float:
    """``totals`` (one a side) as ``side`` sees them: its own minus the others', turned round for penalties."""
    worth = 2 * totals[side] - sum(totals)
    return worth if hand.variant.higher_wins else -worth


class Search:
    """Solves deals exactly within one budget of positions (``TooBig`` past it); one deal at a time."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.nodes = 0

    def deal(self, hand: Hand, legal: Sequence[Move]) -> list[float]:
        """Each move's exact value for the seat to move in ``hand`` (one deal, every tile known)."""
        seat, before = hand.to_move, tuple(hand.match.totals)
        side = hand.seats.side_of(seat)
        found = []
        for move in legal:
            child = fork(hand)
            child.push(move)
            if len(before) == 2:
                worth = self.alphabeta(child, float("-inf"), float("inf")) - gain(hand, 0, before)
                found.append(worth if side == 0 else -worth)
            else:
                found.append(gain(hand, side, self.maxn(child)) - gain(hand, side, before))
        return found

    def settle(self, hand: Hand) -> None:
        """Make the moves there is no choice about, counting the position against the budget."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise TooBig
        while not hand.over:
            legal = hand.legal_moves()
            if len(legal) > 1:
                return
            hand.push(legal[0])

    def alphabeta(self, hand: Hand, alpha: float, beta: float) -> float:
        """Two sides: the hand's end as side 0 sees it (``gain``), side 0 maximising and side 1 minimising;
        exact when it lies strictly between ``alpha`` and ``beta``, else a bound past the nearer one."""
        self.settle(hand)
        if hand.over:
            return gain(hand, 0, hand.match.totals)
        maximise = hand.seats.side_of(hand.to_move) == 0
        legal = hand.legal_moves()
        best = float("-inf") if maximise else float("inf")
        for i, move in enumerate(legal):
            child = hand if i == len(legal) - 1 else fork(hand)
            child.push(move)
            value = self.alphabeta(child, alpha, beta)
            if maximise:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
        return best

    def maxn(self, hand: Hand) -> tuple[float, ...]:
        """More sides: the totals the hand ends with, each seat taking the first move best for its side."""
        self.settle(hand)
        if hand.over:
            return tuple(hand.match.totals)
        side = hand.seats.side_of(hand.to_move)
        legal = hand.legal_moves()
        best: tuple[float, ...] = ()
        for i, move in enumerate(legal):
            child = hand if i == len(legal) - 1 else fork(hand)
            child.push(move)
            ends = self.maxn(child)
            if not best or gain(hand, side, ends) > gain(hand, side, best):
                best = ends
        return best
