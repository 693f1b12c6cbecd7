"""The coach: play a position out over the deals a seat cannot tell apart, and review a hand with it.

Everything here sees only what the seat sees (``reading``): its own tiles, the table, and the
unseen tiles dealt again at random to the other seats and the stock, each seat getting as many
as it holds and none showing a pip it is proved not to hold. Each candidate move is valued on
the same deals (so the comparison is fair): where the position is small enough (nothing left to
draw, few tiles: ``coach.endgame.searched``), by exact search of each deal with every seat at its
best; else played out by greedy players to the end of the hand. Its value
is the change in the seat's side's total minus the opponents', turned round where totals are
penalties (Domeng's stones, Goat scoring). Seeded: the same seed gives the same numbers.
``players.expert`` plays with the same values. A decision's cost carries the half-width of its 95 %
interval (paired over the deals), and is called a mistake only when that interval lies above 0 and the cost
is over ``TOLERANCE``; where ``coach.endgame`` solves a position exactly (``solve``), its values are exact
and carry no doubt.
"""

from __future__ import annotations

import importlib
import random
import warnings
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from statistics import fmean
from types import ModuleType
from typing import Callable, Literal, Sequence

from ..core import kernel
from ..core.engine import Hand, Move
from ..core.advice import Told
from ..core.errors import DominoError
from ..core.problems import NoDealFits, NoSuchSeat
from ..core.observation import Observation
from .decisions import dealt, recorded, turns
from .players import Player, greedy
from .reading import Knowledge, observed_knowledge
from ..core.record import Record, load
from ..core.tiles import Tile
from .stats import interval, paired

PLAYOUTS = 1800
"""Playouts per decision, shared among its moves (at least ``MIN_DEALS`` deals each): three times the 600 of
before the kernel, in the same time (``benchmarks/bench_advice.py``: the expert's move at most 0.20 s, a hand's
review at most 1.06 s)."""
MIN_DEALS = 8
DEAL_TRIES = 10_000
"""Shuffles tried for a consistent deal (a real position's own deal shows that one exists)."""

TIE = 1e-9
"""Differences this small are rounding, not play."""
TOLERANCE = 0.5
"""A cost of at most this (points, stones, counters) is never called a mistake, however sure: half of the
smallest unit any game scores in (1), so a choice that gives away less than one point now and then is one a
learner would not call a mistake (``benchmarks/bench_advice.py``, ``benchmarks/bench_truth.py`` measured it)."""

Deal = tuple[list[list[Tile]], list[Tile]]
Solver = Callable[[Observation, Sequence[Move]], "list[float] | None"]
Searched = Callable[[Observation, Sequence[Move], Sequence[Deal]], "list[list[float]] | None"]
"""``coach.endgame.searched``: each move's exact value on each deal (one row a deal), or None."""


Unit = Literal["points", "stones"]


def counted_in(counters: bool) -> Unit:
    """The unit of a game's values: ``stones`` where its match keeps counters (Domeng), else ``points``."""
    return "stones" if counters else "points"


def consistent_deal(seen: Observation, known: Knowledge, rng: random.Random) -> Deal:
    """Every seat's hand and the stock: ``seen``'s own tiles, and the unseen tiles dealt at random to the
    others and the stock consistently with ``known`` (``observed_knowledge(seen)``): each other seat the tiles it
    provably holds, then its count of the tiles it may hold."""
    others = sorted((s for s in known.ruled_out), key=lambda s: -len(known.ruled_out[s]))  # most proved first
    for _ in range(DEAL_TRIES):
        pool = known.free()
        rng.shuffle(pool)
        held: list[list[Tile]] = [list(seen.tiles) if s == known.seat else [] for s in range(len(known.counts))]
        for seat in others:
            mine = list(known.held.get(seat, ()))
            need = known.counts[seat] - len(mine)
            allowed = [t for t in pool if known.may_hold(seat, t)][:need]
            if len(allowed) < need:
                break  # this shuffle left too few: shuffle again (the real deal shows one exists)
            held[seat] = mine + allowed
            taken = set(allowed)
            pool = [t for t in pool if t not in taken]
        else:
            return held, pool
    raise DominoError(NoDealFits(seat=known.seat, tries=DEAL_TRIES))


def value(hand: Hand, seat: int, before: Sequence[int]) -> float:
    """What the hand did for ``seat``'s side since ``before``: its change minus the opponents', good is positive."""
    change = [after - was for after, was in zip(hand.match.totals, before)]
    return gain(change, hand.seats.side_of(seat), hand.variant.higher_wins)


def gain(change: Sequence[float], side: int, higher_wins: bool) -> float:
    """Each side's change of total (or each side's total) as ``side`` sees it: its own minus the others', turned
    round for penalties (``value``, the kernel's playouts and the exact search)."""
    net = change[side] - sum(c for i, c in enumerate(change) if i != side)
    return net if higher_wins else -net


def play_out(seen: Observation, move: Move, deal: Deal, policy: Player = greedy) -> float:
    """``move`` on the observed hand as if it held ``deal`` (``Observation.sandbox``), then ``policy`` for
    everyone to the hand's end, each handed what its seat sees there. Greedy play goes through the playout
    kernel where the game has one (``core.kernel``: the same moves and numbers, no events)."""
    rules = seen.variant.kernel_rules() if policy is greedy else None
    if rules is not None:
        state = kernel.from_observation(seen, rules, *deal)
        side = state.side_of[state.to_move]
        state.push(kernel.encode(move))
        kernel.advance(state, [kernel.greedy] * len(state.hands))
        return gain(state.change, side, seen.variant.higher_wins)
    twin = seen.sandbox(*deal)
    seat, before = twin.to_move, list(twin.match.totals)
    twin.push(move)
    while not twin.over:
        twin.push(policy(twin.observe(twin.to_move), twin.legal_moves()))
    return value(twin, seat, before)


def samples(seen: Observation, legal: Sequence[Move], rng: random.Random,
            playouts: int = PLAYOUTS, search: bool = True) -> list[list[float]]:
    """Each move's values for the observing seat (the one to move), deal by deal over the same consistent deals:
    the i-th value of every move comes from the same deal, so their differences are paired. Each deal is searched
    exactly where ``coach.endgame.searched`` takes the position, else played out greedily (always, with
    ``search=False``: the puzzles shipped were mined so)."""
    known = observed_knowledge(seen)
    deals = [consistent_deal(seen, known, rng) for _ in range(max(MIN_DEALS, playouts // len(legal)))]
    searched: Searched | None = getattr(endgame(), "searched", None) if search else None
    exact = None if searched is None else searched(seen, legal, deals)
    if exact is not None:
        return [list(values) for values in zip(*exact)]
    fast: Searched | None = getattr(endgame(), "played_out", None)
    rows = None if fast is None else fast(seen, legal, deals)
    if rows is not None:
        return [list(values) for values in zip(*rows)]
    return [[play_out(seen, move, deal) for deal in deals] for move in legal]


def estimates(seen: Observation, legal: Sequence[Move], rng: random.Random, playouts: int = PLAYOUTS) -> list[float]:
    """Each move's mean value for the observing seat (the one to move), over the same consistent deals (``samples``)."""
    return [fmean(values) for values in samples(seen, legal, rng, playouts)]


@dataclass(frozen=True)
class Decision:
    """A move where the seat had a choice: what it played, what each choice was worth."""

    move: int
    """The move's number in the hand (1 for the lead)."""
    played: Move
    scored: int
    """What the played move scored at once."""
    best_now: Move
    best_now_scored: int
    """The move that scored most at once (the first such), and what it scored."""
    values: tuple[tuple[Move, float], ...]
    """Every choice with its estimated value for the rest of the hand, best first."""
    margin: float = 0.0
    """The half-width of the 95 % interval of ``cost`` (paired over the same deals); 0 when exact."""
    exact: bool = False
    """Solved exactly, every consistent deal counted: ``values`` are exact and ``margin`` is 0."""
    spread: float = 0.0
    """The widest half-width of the 95 % intervals of ``values`` (each choice's mean); 0 when exact."""
    why: Told | None = None
    """For a mistake: why the best move beats the one played (``coach.explain``: a principle or a line), where
    one is told; its ``str`` is the English sentence."""

    @property
    def best(self) -> Move:
        return self.values[0][0]

    @property
    def cost(self) -> float:
        """How much the played move gave away against the best, on average (0 when it was the best)."""
        return self.values[0][1] - dict(self.values)[self.played]

    @property
    def mistake(self) -> bool:
        """Was the played move clearly worse than the best: its cost over ``TOLERANCE`` and its 95 % interval above 0
        (exact: the cost over ``TOLERANCE``)?"""
        return self.cost > max(self.margin, TOLERANCE) + TIE

    @property
    def close(self) -> bool:
        """Was another choice better on average, but too close to call (within the cost's 95 % interval or
        ``TOLERANCE``)?"""
        return TIE < self.cost <= max(self.margin, TOLERANCE) + TIE


@dataclass(frozen=True)
class Review:
    """Every decision of ``seat`` in hand ``hand_number``, estimated with ``playouts`` playouts each."""

    seat: int
    hand_number: int
    decisions: tuple[Decision, ...]
    playouts: int
    counters: bool = False
    """Are the values the game's counters (``match.state.counters()``) rather than points?"""
    record: Record | None = field(default=None, compare=False)
    """The record reviewed (None: a review made by hand)."""

    @property
    def stones(self) -> bool:
        """Deprecated: ``counters``."""
        warnings.warn("Review.stones is deprecated: use Review.counters", DeprecationWarning, stacklevel=2)
        return self.counters

    @property
    def unit(self) -> Unit:
        """What the values count: ``counted_in(counters)``."""
        return counted_in(self.counters)

    @property
    def average_cost(self) -> float | None:
        """The mean cost per decision (None without decisions)."""
        return fmean(d.cost for d in self.decisions) if self.decisions else None

    def costly(self, most: int = 3) -> tuple[Decision, ...]:
        """The decisions called mistakes (``Decision.mistake``: clearly worse at 95 %), worst first, at most ``most``."""
        return tuple(sorted((d for d in self.decisions if d.mistake), key=lambda d: -d.cost)[:most])


@cache
def endgame() -> ModuleType | None:
    """The exact endgame module (``coach.endgame``), or None where there is none."""
    name = f"{__package__}.endgame"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        return None


def solve(seen: Observation, legal: Sequence[Move], exact: bool = True) -> list[float] | None:
    """Each move's exact value for the observing seat, every consistent deal counted, when ``coach.endgame.solve``
    (where it exists) solves the position; else None, and the moves are played out over sampled deals.
    ``exact=False`` switches the solver off: always None."""
    solver: Solver | None = getattr(endgame(), "solve", None) if exact else None
    return None if solver is None else solver(seen, legal)


def decide(seen: Observation, played: Move, rng: random.Random, playouts: int, exact: bool = True) -> Decision:
    """The decision the observing seat faces (it is to move and has a choice), having played ``played``: exact
    where ``solve`` answers (each value a sample of one, with no doubt), else over ``samples`` (always, with
    ``exact=False``)."""
    legal = seen.legal_moves()
    now = [seen.variant.points_for(seen, m.tile, m.end) if m.tile is not None else 0 for m in legal]
    exact_values = solve(seen, legal, exact)
    found = samples(seen, legal, rng, playouts) if exact_values is None else [[value] for value in exact_values]
    means = [fmean(values) for values in found]
    ranked = sorted(range(len(legal)), key=lambda i: (-means[i], i))
    chosen = next(m for m in legal if m == played)
    mine, best_now = legal.index(chosen), max(range(len(legal)), key=lambda i: (now[i], -i))
    return Decision(len(seen.history) + 1, chosen, now[mine], legal[best_now], now[best_now],
                    tuple((legal[i], means[i]) for i in ranked), paired(found[ranked[0]], found[mine])[1],
                    exact_values is not None, max(interval(values)[1] for values in found))


def review(source: Record | str | Path, hand_number: int, seat: int, *, playouts: int = PLAYOUTS,
           seed: int = 0, exact: bool = True, explain: bool = True) -> Review:
    """Review hand ``hand_number`` (from 1) of a record (or its file) for ``seat``: every decision it had
    (solved exactly where ``solve`` answers, unless ``exact=False``), each mistake with why (unless
    ``explain=False``: the values alone, faster)."""
    record = source if isinstance(source, Record) else load(source)
    hand = dealt(record, hand_number)
    if not 0 <= seat < len(record.players):
        raise DominoError(NoSuchSeat(seat=seat, last=len(record.players) - 1))
    rng = random.Random(seed)
    counters = hand.match.state.counters() is not None
    decisions = tuple(explained(turn.seen, decide(turn.seen, turn.played, rng, playouts, exact), counters,
                                random.Random(f"{seed}:{turn.seen.seat}:{len(turn.seen.history)}"), explain)
                      for turn in turns(hand, recorded(record, hand_number), seat) if len(turn.legal) > 1)
    return Review(seat, hand_number, decisions, playouts, counters, record)


def explained(seen: Observation, decision: Decision, counters: bool, rng: random.Random,
              explain: bool = True) -> Decision:
    """``decision`` with why the best move beats the one played (``coach.explain.why``), where it is a mistake
    (``rng``: the explanation's own, so that the review's numbers do not depend on it; ``explain=False``: as it is)."""
    if not (decision.mistake and explain):
        return decision
    from .explain import why

    values = dict(decision.values)
    told = why(seen, decision.best, decision.played, (values[decision.best], values[decision.played]),
               counted_in(counters), rng, decision.exact)
    return replace(decision, why=told)
