"""Why one play is better than another, as a teacher beside the board would say it: the principle the better play
follows and the other breaks (``coach.principles``), or the line, what follows each play on the deals that decide
it.

A line is played out on each deal the seat cannot tell apart (every one where there are at most ``ALL_DEALS``;
else ``LINE_DEALS`` of them, seeded), every seat playing its best with every tile known (``coach.endgame.searched``)
where the position was solved exactly, else greedily first (a search per deal and per move would keep a learner
waiting seconds for a hint), then, in a review only, searched as the review's values were. On
each deal it notes what a teacher points at (``Measure``): do the others score before the seat's next turn, must
one of them draw or pass, must the seat, does the seat's side go out. The line told is the first of these, over
the next round then the next two, where the better play fares better on clearly more deals (``CLEAR``; on
sampled deals also beyond chance, ``SURE``): it never says what the values contradict.
"""

from __future__ import annotations

import random
from statistics import fmean
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterator, Sequence

from ..core.advice import Follows, Line, Measure, Principled, Tally, Told
from ..core.engine import Hand, Move, MoveKind
from ..core.observation import Observation
from ..core.events import DrawRule
from . import endgame
from .players import greedy, weigh
from .principles import choices, followers, principles_of, scorers_of
from .reading import observed_knowledge
from .reviewer import TIE, Deal, consistent_deal, gain
from .stats import paired

ALL_DEALS = 64
"""Every consistent deal is counted where there are at most this many (the line is then exact)."""
LINE_DEALS = 48
"""Else this many deals, seeded."""
SURE = 3.84
"""On sampled deals, a line is told only where the deals on which the two plays differ favour the better one beyond
chance: McNemar's statistic at least this (95 %, one degree of freedom)."""
ROUNDS = 2
"""The most rounds (the seat's next turns) a line looks at."""
CLEAR = 0.1
"""A line is told where the better play fares better on more deals by at least this share of them (one deal at
least)."""

Policy = Callable[[Hand], Move]
BALANCES = (Measure.BALANCE, Measure.FINISH)
"""The measures that weigh a balance in the game's unit, not count an event."""


def deciding(seen: Observation) -> Iterator[tuple[Enum, tuple[Move, ...], dict[Move, float]]]:
    """Each principle the game's lesson teaches (in its order) that decides the decision: its code, the plays that
    follow it and its measure of every play."""
    weighed = choices(seen, seen.legal_moves())
    if weighed is None:
        return
    scorers = scorers_of(type(seen.variant))
    for code in principles_of(type(seen.variant)):
        found = followers(scorers[code], weighed)
        if found is not None:
            yield code, found, {choice.move: scorers[code](choice) for choice in weighed}


def principled(seen: Observation, better: Move, worse: Move) -> Principled | None:
    """The first principle of the lesson that decides the decision, ``better`` follows and ``worse`` breaks; None
    where none does."""
    return next((Principled(principle=code, better=better, worse=worse, better_measure=measure[better],
                            worse_measure=measure[worse])
                 for code, found, measure in deciding(seen) if better in found and worse not in found), None)


def follows(seen: Observation, play: Move) -> Follows | None:
    """The first principle of the lesson that decides the decision and ``play`` follows; None where none."""
    return next((Follows(principle=code, play=play, measure=measure[play])
                 for code, found, measure in deciding(seen) if play in found), None)


def current(hand: Hand) -> Deal:
    """Every hand and the stock of a hand being played, as a deal."""
    return [list(tiles) for tiles in hand.held], list(hand.boneyard)


def best_play(hand: Hand) -> Move:
    """The move of the seat to move with every tile known, by exact search (greedy's where it does not fit)."""
    legal = hand.legal_moves()
    if len(legal) == 1:
        return legal[0]
    seen = hand.observe(hand.to_move)
    rows = endgame.searched(seen, legal, [current(hand)])
    if rows is None:
        return greedy(seen, legal)
    return legal[max(range(len(legal)), key=lambda i: (rows[0][i], -i))]


def greedy_play(hand: Hand) -> Move:
    return greedy(hand.observe(hand.to_move), hand.legal_moves())


@dataclass
class Story:
    """What followed a play on one deal: per round (up to the seat's next turn, then the one after) what the others
    scored and whether they or the seat were stuck; played to the end, whether the seat's side went out and its
    balance against the others at the hand's end."""

    scored: list[float]
    own: list[float]
    they_stuck: list[bool]
    you_stuck: list[bool]
    balance: list[float]
    out: bool = False
    final: float = 0.0

    def note(self, scored: float, own: float, they: bool, you: bool, balance: float) -> None:
        """A round ends: what the others and the seat's side scored so far, whether they or the seat were stuck, the
        seat's balance against the others."""
        self.scored.append(scored)
        self.own.append(own)
        self.balance.append(balance)
        self.they_stuck.append(they)
        self.you_stuck.append(you)

    def happened(self, measure: Measure, rounds: int) -> bool:
        if measure == Measure.SCORES:
            return self.scored[rounds - 1] > 0
        if measure == Measure.YOU_SCORE:
            return self.own[rounds - 1] > 0
        if measure == Measure.THEY_STUCK:
            return self.they_stuck[rounds - 1]
        if measure == Measure.YOU_STUCK:
            return self.you_stuck[rounds - 1]
        if measure == Measure.BALANCE:
            return self.balance[rounds - 1] > 0
        if measure == Measure.FINISH:
            return self.final > 0
        return self.out

    def balanced(self, measure: Measure, rounds: int) -> float:
        """The seat's balance against the others: after ``rounds`` rounds, or at the hand's end (``FINISH``)."""
        return self.final if measure == Measure.FINISH else self.balance[rounds - 1]


def story(seen: Observation, play: Move, deal: Deal, policy: Policy, to_end: bool = False) -> Story:
    """``play`` on ``deal``, then ``policy`` for every seat for ``ROUNDS`` rounds (``to_end``: to the hand's end,
    whether the seat's side went out and its balance there), as ``Story`` notes it."""
    twin = seen.sandbox(*deal)
    me, side = seen.seat, seen.seats.side_of(seen.seat)
    start = list(twin.match.totals)  # the balance at the hand's end counts the play itself, as the review's values do
    twin.push(play)
    told = Story([], [], [], [], [])
    scored, own, they, you, balance = 0.0, 0.0, False, False, 0.0
    while not twin.over:
        mover, legal = twin.to_move, twin.legal_moves()
        if mover == me and len(told.scored) < ROUNDS and any(m.kind == MoveKind.PLAY for m in legal):
            told.note(scored, own, they, you, balance)
            if len(told.scored) == ROUNDS and not to_end:
                return told
        before = list(twin.match.totals)
        move = policy(twin)
        twin.push(move)
        if len(told.scored) < ROUNDS:
            ours = twin.seats.side_of(mover) == side
            stuck = move.kind in (MoveKind.DRAW, MoveKind.PASS)
            change = [after - was for after, was in zip(twin.match.totals, before)]
            scored += sum(c for s, c in enumerate(change) if s != side)
            own += change[side]
            balance += gain(change, side, seen.variant.higher_wins)
            they, you = they or (stuck and not ours), you or (stuck and mover == me)
    while len(told.scored) < ROUNDS:
        told.note(scored, own, they, you, balance)
    told.out = any(not twin.held[s] for s in range(len(twin.held)) if twin.seats.side_of(s) == side)
    told.final = gain([after - was for after, was in zip(twin.match.totals, start)], side, seen.variant.higher_wins)
    return told


def line_deals(seen: Observation, rng: random.Random) -> tuple[list[Deal], bool]:
    """The deals a line is played on, and whether they are every consistent deal."""
    known = observed_knowledge(seen)
    drawing = seen.drawing
    if not drawing and endgame.count_deals(known) <= ALL_DEALS:
        return list(endgame.deals(seen, known)), True
    return [consistent_deal(seen, known, rng) for _ in range(LINE_DEALS)], False


def tally(play: Move, stories: Sequence[Story], measure: Measure, rounds: int) -> Tally:
    hit = [s for s in stories if s.happened(measure, rounds)]
    if measure in BALANCES:
        return Tally(play=play, count=len(hit), points=fmean(s.balanced(measure, rounds) for s in stories))
    counted = {Measure.SCORES: lambda s: s.scored[rounds - 1], Measure.YOU_SCORE: lambda s: s.own[rounds - 1]}
    points = sum(map(counted[measure], hit)) / len(hit) if hit and measure in counted else 0.0
    return Tally(play=play, count=len(hit), points=points)


def measures(seen: Observation) -> list[tuple[Measure, int]]:
    """What a line looks at, in order, with its rounds: the counted events over one round then two (scores only
    where totals are points won), the balance, then going out and the balance at the hand's end."""
    scoring = seen.variant.higher_wins
    counted = [(m, r) for r in range(1, ROUNDS + 1)
               for m in (Measure.SCORES, Measure.YOU_SCORE, Measure.THEY_STUCK, Measure.YOU_STUCK)
               if (scoring or m not in (Measure.SCORES, Measure.YOU_SCORE)) and (r > 1 or m != Measure.YOU_SCORE)]
    return [*counted, *((Measure.BALANCE, r) for r in range(1, ROUNDS + 1)), (Measure.GO_OUT, 1),
            (Measure.FINISH, 1)]


def sure(up: Sequence[Story], down: Sequence[Story], measure: Measure, rounds: int, every: bool) -> bool:
    """Do the deals favour the better play's stories (``up``) beyond chance: the deals where only one play's course
    has the event (McNemar), or the balance's mean difference, deal by deal? Every deal counted: no chance."""
    if measure in BALANCES:
        mean, doubt = paired([a.balanced(measure, rounds) for a in up], [b.balanced(measure, rounds) for b in down])
        return mean > TIE and (every or mean > doubt)
    if every:
        return True
    hit = [(a.happened(measure, rounds), b.happened(measure, rounds)) for a, b in zip(up, down)]
    only_better, only_worse = sum(a and not b for a, b in hit), sum(b and not a for a, b in hit)
    return only_better != only_worse and (only_better - only_worse) ** 2 >= SURE * (only_better + only_worse)


def favours(good: Tally, bad: Tally, measure: Measure, clear: int) -> bool:
    """Does the better play fare better by the measure: by ``clear`` deals at least and in the points?"""
    if measure in BALANCES:
        return good.points > bad.points
    fewer = measure in (Measure.SCORES, Measure.YOU_STUCK)
    margin = (bad.count - good.count) if fewer else (good.count - bad.count)
    given = (good.count * good.points, bad.count * bad.points)  # the points scored in all
    return margin >= clear and (given[0] <= given[1] if measure == Measure.SCORES else given[0] >= given[1])


def line(seen: Observation, better: Move, worse: Move, values: tuple[float, float], unit: str,
         rng: random.Random, exact: bool = False, searched: bool = False) -> Line | None:
    """What follows ``better`` and ``worse`` (their ``values`` for the rest of the hand, as the review has them):
    the first measure (``measures``) on which ``better`` fares clearly better, beyond chance; None where none does.
    ``exact``: the values are exact; ``exact`` or ``searched``: every seat plays its best on each deal, every tile
    known (greedily where the search does not reach), as the review's values were found; a line ``searched`` on
    sampled deals takes each deal's end from one search of both plays, and none where the search does not reach
    (the review's values were then played out greedily, as the greedy line is)."""
    deals, every = line_deals(seen, rng)
    legal = seen.legal_moves()
    rows = endgame.searched(seen, legal, deals) if searched and not every else None
    if searched and not every and rows is None:
        return None
    ends = None if rows is None else [(row[legal.index(better)], row[legal.index(worse)]) for row in rows]
    policy: Policy = best_play if exact or searched else greedy_play
    up = [story(seen, better, deal, policy) for deal in deals]
    down = [story(seen, worse, deal, policy) for deal in deals]
    clear = max(1, round(CLEAR * len(deals)))
    who = seen.name((seen.seat + 1) % seen.n_players) if seen.n_players == 2 else ""
    for measure, rounds in measures(seen):
        if measure == Measure.GO_OUT and ends is not None:  # each deal's end as the search found it
            for stories, column in ((up, 0), (down, 1)):
                for told, row in zip(stories, ends):
                    told.final = row[column]
            continue
        if measure == Measure.GO_OUT:  # the hand's end: played out only where nothing sooner tells (then FINISH)
            up = [story(seen, better, deal, policy, to_end=True) for deal in deals]
            down = [story(seen, worse, deal, policy, to_end=True) for deal in deals]
        good, bad = tally(better, up, measure, rounds), tally(worse, down, measure, rounds)
        if favours(good, bad, measure, clear) and sure(up, down, measure, rounds, every):
            return Line(measure=measure, rounds=rounds, better=good, worse=bad, deals=len(deals), exact=every,
                        who=who, better_value=values[0], worse_value=values[1], unit=unit,
                        draws=seen.variant.draw != DrawRule.NONE)
    return None


def why(seen: Observation, better: Move, worse: Move, values: tuple[float, float], unit: str,
        rng: random.Random, exact: bool = False, patient: bool = True) -> Told | None:
    """Why ``better`` beats ``worse`` (their ``values``): the line first where the position was solved exactly
    (``exact``: its facts are the truth), else the principle, else the line played greedily, else (``patient``: a
    review, not a hint a learner waits for) the line searched deal by deal as the review's values were; None where
    none is told."""
    if exact:
        told: Told | None = line(seen, better, worse, values, unit, rng, exact)
        return told or principled(seen, better, worse)
    return (principled(seen, better, worse) or line(seen, better, worse, values, unit, rng)
            or (line(seen, better, worse, values, unit, rng, searched=True) if patient else None))


@dataclass(frozen=True)
class Hint:
    """The coach's move for the seat to move (the expert's, with the same seed), and why: set against the newcomer's
    move (``newcomer``, greedy's) where that is worth less, else the principle it follows (None: neither told)."""

    move: Move
    newcomer: Move
    why: Told | None
    exact: bool

    @property
    def against(self) -> Move | None:
        """The play ``why`` sets the coach's move against (the newcomer's), where it compares two plays."""
        return self.newcomer if isinstance(self.why, (Principled, Line)) else None


def hint(seen: Observation, seed: int | None = None, unit: str = "points") -> Hint:
    """The move ``players.expert(seed)`` plays from ``seen``, and why (``why`` against greedy's move; ``follows``
    where they agree). ``unit``: the values' (points, stones)."""
    legal = seen.legal_moves()
    rng = random.Random(seed)
    weighed = weigh(seen, legal, rng) if len(legal) > 1 else None
    move = legal[weighed.best] if weighed is not None else legal[0]
    newcomer = greedy(seen, legal)
    if weighed is None:
        return Hint(move, newcomer, None, False)
    told: Told | None
    values = (weighed.values[legal.index(move)], weighed.values[legal.index(newcomer)])
    if values[0] > values[1] + TIE:
        told = why(seen, move, newcomer, values, unit, random.Random(f"hint:{seed}"), weighed.exact, patient=False)
    else:
        told = follows(seen, move)
    return Hint(move, newcomer, told, weighed.exact)
