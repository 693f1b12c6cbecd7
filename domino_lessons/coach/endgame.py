"""Exact endgames: every deal a seat cannot tell apart, each solved to the hand's end with every seat at its best.

``solve(seen, legal)`` gives each legal move's exact value for the observing seat (the one to move),
the same value the playouts estimate (``reviewer.value``: the change in the seat's side's total minus
the opponents', turned round where totals are penalties), averaged over every deal consistent with
what the seat knows (``reading.observed_knowledge``), each deal counted once (all equally likely). Each deal is solved by
perfect-information search: with two sides, alpha-beta with the side to move maximising its value; with more, each
seat maximises its own side's value (max^n), the first best of the legal moves breaking ties. Three searches do it,
the same positions in the same order and the same values (``tests/test_endgame.py``, ``tests/test_compiled.py``):
compiled (``coach.compiled``, the C of ``_search.c``, which also makes the deals) where it was built and knows the
game; else on the playout kernel's states where the game has a kernel (``KernelSearch``); else on the engine's own
hands (``Search``; so every game's rules are its own). How far each goes is its ``Limits``: the compiled search
about 90 times as far as the one in Python (``COMPILED``, ``PYTHON``; ``limits(seen)`` says which a position gets).

Only positions with nothing left to draw are solved: the stock empty, or a game without drawing
(where the undealt tiles are out of play and their places do not matter, so a deal is the others'
hands, the stock the rest). Where a stock is still to be drawn from, its order would be part of the
deal and the orders are too many: ``solve`` says None. It says None too when the consistent deals are
more than ``Limits.deals`` (counted before any is made) or the search would take more than ``Limits.nodes``
positions (``benchmarks/bench_endgame.py`` measured both, per game: see there).

Where ``solve`` says None, ``searched`` solves the review's sampled deals one by one instead, as abw333's
``probabilistic_alphabeta`` does: each move then has its value with best play on each deal, not greedy play's,
and the sampled mean tends to ``solve``'s as the deals grow. Compiled, it takes a stock to draw from too (its
order is part of each sampled deal) and, past its budget, as many deals as fit (``Limits.fewest``); in Python,
small positions only, all deals or none. On the kernel's states a move and the moves there is no choice about
after it are made in one run of the kernel's loop, stopped at the next choice (``kernel.STOP``).

Measured and left out (in Python): a transposition table saved 2-13 % of the positions and cost more time than
that in making its keys; greedy's order of the moves saved 11 % of the positions of alpha-beta but only 3-5 % of its
time, and would change which decisions fit the budgets, so the numbers the review gives.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, Callable, Iterator, Sequence

from ..core import kernel
from . import compiled
from ..core.engine import Hand, Match, Move
from ..core.observation import Observation
from ..core.state import MatchState
from ..core.tiles import Tile
from .reading import Knowledge, observed_knowledge
from .reviewer import gain



@dataclass(frozen=True)
class Limits:
    """How far the exact search goes for one decision."""

    deals: int
    """At most this many consistent deals are solved (more: None, without making them)."""
    nodes: int
    """At most this many positions are searched for one decision, over all its deals (more: None)."""
    deal_tiles: int
    """Where ``solve`` does not answer, the sampled deals are each searched exactly (``searched``) when the
    hands hold at most this many tiles; else they are played out greedily."""
    deal_nodes: int
    """At most this many positions are searched for one decision's sampled deals (more: played out greedily)."""
    stock: bool
    """Whether sampled deals with a stock left to draw from are searched too (the stock's order is part of the deal)."""
    fewest: int = 0
    """0: the sampled deals are searched all or none. Else as many of them as ``deal_nodes`` hold, the first ones,
    where that is at least this many (fewer deals searched exactly rather than all of them played out greedily)."""


PYTHON = Limits(deals=2_500, nodes=6_000, deal_tiles=14, deal_nodes=30_000, stock=False)
"""The limits of the search in Python (the JupyterLite site, an install without a compiler): about 0.2 s of
positions on the kernel's states, so that the expert's move stays within 0.3 s. Past 14 tiles the deals of a
decision seldom fit in 30,000 positions; with 20,000, a quarter of the late positions of Goat did not fit and
the review found the best move on 87 % of them, with 60,000 all did and it found it on all, but the expert took
up to 0.7 s a move (``benchmarks/bench_truth.py``, ``bench_advice.py``)."""
COMPILED = Limits(deals=200_000, nodes=1_500_000, deal_tiles=28, deal_nodes=1_500_000, stock=True, fewest=30)
"""The limits of the compiled search (``coach.compiled``), about 90 times as fast: each budget of positions about
0.12 s (``benchmarks/bench_endgame.py``)."""


def limits(seen: Observation | None = None) -> Limits:
    """The limits of the search this install runs (for ``seen``'s game): compiled where it was built (and knows the
    game: a plug-in's is searched in Python), else in Python."""
    if compiled.module() is None:
        return PYTHON
    rules = None if seen is None else seen.variant.kernel_rules()
    return PYTHON if seen is not None and (rules is None or rules.native() is None) else COMPILED


Deal = tuple[list[list[Tile]], list[Tile]]


class TooBig(Exception):
    """The search went past its budget of positions."""


def solve(seen: Observation, legal: Sequence[Move]) -> list[float] | None:
    """Each of ``legal``'s exact values for the observing seat, averaged over every consistent deal;
    None where a stock is left to draw from, or the deals or the search are too many (see the module)."""
    found = limits(seen)
    return solve_counted(seen, legal, found.deals, found.nodes)[0]


def solve_counted(seen: Observation, legal: Sequence[Move], max_deals: int, nodes: int,
                  native: bool = True) -> tuple[list[float] | None, int]:
    """``solve`` with these limits, and the positions it searched: at most ``max_deals`` deals and ``nodes``
    positions (None past either, and at once where the deals solved so far, in proportion, need more than
    twice the budget). Compiled where it can be (``native_start``) unless ``native`` is False: the same values
    and positions either way."""
    if seen.drawing:
        return None, 0
    known = observed_knowledge(seen)
    count = count_deals(known)
    if count > max_deals:
        return None, 0
    start_native = native_start(seen) if native else None
    if start_native is not None:
        fast, spec, begin = start_native
        index = kernel.INDEX
        seats = range(len(known.counts))
        lacks = [sum(1 << pip for pip in known.ruled_out.get(s, ())) for s in seats]
        barred = [sum(1 << index[t] for t in known.barred.get(s, ())) for s in seats]
        held = [[index[t] for t in known.held.get(s, ())] for s in seats]
        others = sorted((s for s in known.ruled_out), key=lambda s: -len(known.ruled_out[s]))
        sums, searched, _ = fast.solve(spec, compiled.base(begin), [kernel.encode(m) for m in legal], seen.seat,
                                       [index[t] for t in seen.tiles], [index[t] for t in known.free()], others,
                                       list(known.counts), lacks, count, nodes, held, barred)
        return (None if sums is None else [total / count for total in sums]), searched
    search, moves, start = searcher(seen, legal, nodes)
    totals = [0.0] * len(legal)
    try:
        for number, deal in enumerate(deals(seen, known)):
            for i, worth in enumerate(search.deal(start(deal), moves)):
                totals[i] += worth
            if search.nodes * count > 2 * nodes * (number + 1):
                return None, search.nodes  # the deals so far show the rest would not fit: say so at once
    except TooBig:
        return None, search.nodes
    return [total / count for total in totals], search.nodes


def count_deals(known: Knowledge) -> int:
    """How many ways the unseen tiles go to the other seats (each the tiles it provably holds, then its count of
    those it may hold: none showing a pip ruled out for it, none barred), the rest to the stock: the deals
    ``deals`` makes, counted without making them."""
    seats = [s for s in range(len(known.counts)) if s != known.seat]
    free = known.free()
    allowed = [tuple(j for j, s in enumerate(seats) if known.may_hold(s, tile)) for tile in free]

    @cache
    def ways(i: int, needs: tuple[int, ...], stock: int) -> int:
        if i == len(allowed):
            return 1
        total = ways(i + 1, needs, stock - 1) if stock else 0
        for j in allowed[i]:
            if needs[j]:
                total += ways(i + 1, needs[:j] + (needs[j] - 1,) + needs[j + 1:], stock)
        return total

    needs = tuple(known.counts[s] - len(known.held.get(s, ())) for s in seats)
    return ways(0, needs, len(free) - sum(needs))


def deals(seen: Observation, known: Knowledge) -> Iterator[Deal]:
    """Every consistent deal once: the seat's own tiles, each other seat's tiles (those it provably holds first),
    the stock (the rest)."""
    others = sorted((s for s in known.ruled_out), key=lambda s: -len(known.ruled_out[s]))  # most proved first
    held: list[list[Tile]] = [list(seen.tiles) if s == known.seat else [] for s in range(len(known.counts))]

    def place(k: int, pool: list[Tile]) -> Iterator[Deal]:
        if k == len(others):
            yield [list(tiles) for tiles in held], list(pool)
            return
        seat = others[k]
        mine = list(known.held.get(seat, ()))
        for chosen in combinations([t for t in pool if known.may_hold(seat, t)], known.counts[seat] - len(mine)):
            held[seat] = mine + list(chosen)
            yield from place(k + 1, [t for t in pool if t not in chosen])

    return place(0, known.free())


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


class Search:
    """Solves deals exactly within one budget of positions (``TooBig`` past it); one deal at a time, on the
    engine's hands. ``KernelSearch`` is the same search on the playout kernel's states: what a position is
    (``fork``, ``moves``, ``push``, ``over``, ``totals``, ``side``) is all they differ in."""

    def __init__(self, budget: int, higher_wins: bool = True) -> None:
        self.budget = budget
        self.nodes = 0
        self.higher_wins = higher_wins

    def fork(self, hand: Any) -> Any:
        return fork(hand)

    def moves(self, hand: Any) -> Sequence[Any]:
        return hand.legal_moves()  # type: ignore[no-any-return]

    def push(self, hand: Any, move: Any) -> None:
        hand.push(move)

    def over(self, hand: Any) -> bool:
        return hand.over  # type: ignore[no-any-return]

    def totals(self, hand: Any) -> Sequence[float]:
        return hand.match.totals  # type: ignore[no-any-return]

    def side(self, hand: Any) -> int:
        return hand.seats.side_of(hand.to_move)  # type: ignore[no-any-return]

    def deal(self, hand: Any, legal: Sequence[Any]) -> list[float]:
        """Each move's exact value for the seat to move in ``hand`` (one deal, every tile known)."""
        before, side = tuple(self.totals(hand)), self.side(hand)
        if isinstance(hand, Hand):
            self.higher_wins = hand.variant.higher_wins
        found = []
        for move in legal:
            child = self.fork(hand)
            self.push(child, move)
            if len(before) == 2:
                worth = self.alphabeta(child, float("-inf"), float("inf")) - self.gain(0, before)
                found.append(worth if side == 0 else -worth)
            else:
                found.append(self.gain(side, self.maxn(child)) - self.gain(side, before))
        return found

    def gain(self, side: int, totals: Sequence[float]) -> float:
        return gain(totals, side, self.higher_wins)

    def settle(self, hand: Any) -> Sequence[Any]:
        """Make the moves there is no choice about, counting the position against the budget: the moves of the
        choice reached (none once the hand is over)."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise TooBig
        while not self.over(hand):
            legal = self.moves(hand)
            if len(legal) > 1:
                return legal
            self.push(hand, legal[0])
        return ()

    def alphabeta(self, hand: Any, alpha: float, beta: float) -> float:
        """Two sides: the hand's end as side 0 sees it (``gain``), side 0 maximising and side 1 minimising;
        exact when it lies strictly between ``alpha`` and ``beta``, else a bound past the nearer one."""
        legal = self.settle(hand)
        if not legal:
            return self.gain(0, self.totals(hand))
        maximise = self.side(hand) == 0
        best = float("-inf") if maximise else float("inf")
        for i, move in enumerate(legal):
            child = hand if i == len(legal) - 1 else self.fork(hand)
            self.push(child, move)
            value = self.alphabeta(child, alpha, beta)
            if maximise:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
        return best

    def maxn(self, hand: Any) -> tuple[float, ...]:
        """More sides: the totals the hand ends with, each seat taking the first move best for its side."""
        legal = self.settle(hand)
        if not legal:
            return tuple(self.totals(hand))
        side = self.side(hand)
        best: tuple[float, ...] = ()
        for i, move in enumerate(legal):
            child = hand if i == len(legal) - 1 else self.fork(hand)
            self.push(child, move)
            ends = self.maxn(child)
            if not best or self.gain(side, ends) > self.gain(side, best):
                best = ends
        return best


class KernelSearch(Search):
    """``Search`` on the playout kernel's states (``core.kernel.State``; moves its ints, totals its ``change``).
    A move and the moves there is no choice about after it are made in one run of the kernel's loop (``push``),
    stopped at the next choice (``kernel.STOP``), whose moves ``settle`` then hands on."""

    def __init__(self, budget: int, higher_wins: bool = True) -> None:
        super().__init__(budget, higher_wins)
        self.stops: list[kernel.Policy] = []
        self.forced = False
        self.pending = kernel.STOP
        self.choice: Sequence[int] = ()

    def deal(self, hand: Any, legal: Sequence[Any]) -> list[float]:
        self.stops = [self.stop] * len(hand.hands)
        self.forced = len(legal) == 1  # the start is no choice: its one move is made on its own (``push``)
        return super().deal(hand, legal)

    def fork(self, hand: Any) -> Any:
        return hand.copy()

    def push(self, hand: Any, move: Any) -> None:
        """Make ``move`` (at a choice) and the moves there is no choice about after it: the next choice's moves
        kept for ``settle`` (none once the hand is over)."""
        if self.forced:
            hand.push(move)
            self.forced, move = False, kernel.STOP
        self.pending, self.choice = move, ()
        kernel.advance(hand, self.stops)

    def stop(self, state: kernel.State, legal: list[int]) -> int:
        """The policy of every seat during ``push``: the move pushed at its choice, then keep the next choice's
        moves and stop there."""
        move, self.pending = self.pending, kernel.STOP
        if move == kernel.STOP:
            self.choice = legal
        return move

    def settle(self, hand: Any) -> Sequence[Any]:
        """The moves of the choice the latest ``push`` stopped at, counting the position against the budget."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise TooBig
        return self.choice

    def totals(self, hand: Any) -> Sequence[float]:
        return hand.change  # type: ignore[no-any-return]

    def side(self, hand: Any) -> int:
        return hand.side_of[hand.to_move]  # type: ignore[no-any-return]


def searcher(seen: Observation, legal: Sequence[Move],
             budget: int) -> tuple[Search, Sequence[Any], Callable[[Deal], Any]]:
    """The search of ``seen``'s deals within ``budget`` positions, ``legal`` as it takes them, and the position a deal
    starts it from: on the kernel's states where the game has a kernel (``KernelSearch``), else on the engine's
    hands."""
    rules = seen.variant.kernel_rules()
    if rules is None:
        return Search(budget), legal, lambda deal: seen.sandbox(*deal)
    return (KernelSearch(budget, seen.variant.higher_wins), [kernel.encode(move) for move in legal],
            lambda deal: kernel.from_observation(seen, rules, *deal))


def indexed(deals: Sequence[Deal]) -> list[tuple[list[list[int]], list[int]]]:
    """``deals`` with each tile as its index in ``FULL_SET``, as the compiled search takes them."""
    index = kernel.INDEX
    return [([[index[t] for t in held] for held in hands], [index[t] for t in stock]) for hands, stock in deals]


def played_out(seen: Observation, legal: Sequence[Move], deals: Sequence[Deal]) -> list[list[float]] | None:
    """Each of ``legal``'s values on each of ``deals`` (one row a deal), the move then greedy play by every seat to
    the hand's end, compiled (``reviewer.play_out``'s numbers); None where the search is not compiled."""
    start_native = native_start(seen)
    if start_native is None:
        return None
    fast, spec, begin = start_native
    rows = fast.playouts(spec, compiled.base(begin), [kernel.encode(m) for m in legal], indexed(deals))
    return [[float(v) for v in row] for row in rows]


def native_start(seen: Observation) -> tuple[Any, compiled.Spec, kernel.State] | None:
    """The compiled search, the game's rules as it takes them and the kernel state of ``seen`` (its hidden hands
    empty: each deal fills them), where the search is compiled and knows the game; else None."""
    rules = seen.variant.kernel_rules()
    fast = compiled.module()
    if rules is None or fast is None:
        return None
    held = [list(seen.tiles) if seat == seen.seat else [] for seat in range(len(seen.counts))]
    start = kernel.from_observation(seen, rules, held, [])
    spec = compiled.rules(start, seen.variant.higher_wins)
    return None if spec is None else (fast, spec, start)


def searched(seen: Observation, legal: Sequence[Move], deals: Sequence[Deal],
             within: Limits | None = None) -> list[list[float]] | None:
    """Each of ``legal``'s exact values on each of ``deals`` (one row a deal, every tile known, the stock in the
    order it is drawn: max^n or alpha-beta as ``solve``; compiled where it can be, else on the kernel's states
    where the game has a kernel, else on the engine's hands), where the position is small enough (at most
    ``deal_tiles`` tiles in the hands; nothing left to draw, unless the limits search a stock) and the search of
    them all fits in ``deal_nodes`` positions (stopped at once where the deals so far, in proportion, need more);
    else None. ``within``: these limits instead of the install's (``limits(seen)``)."""
    bounds = within or limits(seen)
    drawing = seen.drawing
    if (drawing and not bounds.stock) or sum(seen.counts) > bounds.deal_tiles:
        return None
    start_native = native_start(seen)
    if start_native is not None:
        fast, spec, begin = start_native
        index = kernel.INDEX
        rows, _ = compiled.search(fast, spec, begin, [kernel.encode(m) for m in legal], indexed(deals),
                                  bounds.deal_nodes, bounds.fewest > 0)
        if rows is None or len(rows) < min(bounds.fewest, len(deals)):
            return None
        return [[float(v) for v in row] for row in rows]
    search, moves, start = searcher(seen, legal, bounds.deal_nodes)
    found = []
    try:
        for deal in deals:
            found.append(search.deal(start(deal), moves))
            if search.nodes * len(deals) > bounds.deal_nodes * len(found):
                return None
    except TooBig:
        return None
    return found
