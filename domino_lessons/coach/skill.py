"""A figure of skill: the average cost per decision of a hand (what the review says each choice gave away against
the best), set in named bands, and the hand's result split into what the deal gave and what the decisions cost.

The bands are calibrated per game on self-play (``measure``: the same deals played by a random player, by ``greedy``
(a newcomer) and by the expert in one seat, the expert in the others, each hand reviewed): ``EXPERT`` up to a third of
the way from the expert's mean cost to greedy's, ``STRONG`` up to two thirds, ``FAIR`` up to halfway from greedy's
to the random player's (where random play costs no more than greedy's, as in Domeng: a third of the expert-greedy gap
above greedy's), ``BEGINNER`` beyond. ``benchmarks/bench_skill.py`` measures them and writes ``skill.json``
beside this module; a game it has not measured has no bands (its figure is the cost alone).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from statistics import fmean
from typing import Any, Mapping, Sequence

from ..core.engine import Match
from ..core.advice import Band, Skill, Standing
from ..core.record import Record
from ..core.variant import Variant
from ..rules import find_variant
from .decisions import dealt, recorded
from .players import expert, greedy, play_out, random_player
from .reviewer import Review, counted_in, review, value

RESULTS = Path(__file__).with_name("skill.json")
FORMAT = 1
REVIEW_SEED = 7_919
"""Added to a calibration hand's seed for its review: the review is not the expert's own dice over again."""
RECENT_HANDS = 20
"""A learner's standing is over this many last reviewed hands of a game (the progress panel, the teacher's table)."""
PLAYERS = ("random", "greedy", "expert")
"""The players the bands are calibrated on, weakest first."""


@dataclass(frozen=True)
class Calibration:
    """A game's mean cost per decision of each calibrating player (``measure``), in the game's unit."""

    expert: float
    greedy: float
    random: float

    @property
    def limits(self) -> tuple[float, float, float]:
        """The upper limits of ``EXPERT``, ``STRONG`` and ``FAIR`` (``BEGINNER`` has none)."""
        step = (self.greedy - self.expert) / 3
        newcomer = (self.greedy + self.random) / 2 if self.random > self.greedy else self.greedy + step
        return self.expert + step, self.expert + 2 * step, newcomer

    def band(self, cost: float) -> Band:
        """The band of an average cost per decision."""
        return next((band for band, top in zip(Band, self.limits) if cost <= top), Band.BEGINNER)


def unit_of(game: type[Variant]) -> str:
    """The unit a game's values are in (``reviewer.counted_in``)."""
    return counted_in(Match(game, [str(i) for i in range(game.min_players)]).state.counters() is not None)


def standing(game: str | type[Variant], costs: Sequence[float]) -> Standing | None:
    """The figure over ``costs`` (each reviewed hand's average cost per decision); None without any."""
    if not costs:
        return None
    cls = find_variant(game) if isinstance(game, str) else game
    found = calibration(cls)
    cost = fmean(costs)
    return Standing(hands=len(costs), cost=cost, band=None if found is None else found.band(cost),
                    limits=() if found is None else found.limits, unit=unit_of(cls))


@cache
def shipped() -> Mapping[str, Any]:
    """Every game's calibration as ``skill.json`` ships it, read once."""
    return json.loads(RESULTS.read_text(encoding="utf-8"))["games"] if RESULTS.exists() else {}


def calibration(game: str | type[Variant]) -> Calibration | None:
    """``game``'s shipped calibration (None where ``skill.json`` has none)."""
    cls = find_variant(game) if isinstance(game, str) else game
    found = shipped().get(cls.id)
    return None if found is None else Calibration(**{name: found[name]["mean"] for name in PLAYERS})


def hand_result(record: Record, hand_number: int, seat: int) -> float:
    """What hand ``hand_number`` of ``record`` did for ``seat``'s side, as the review values a choice."""
    hand = dealt(record, hand_number)
    before = list(hand.match.totals)
    for move in recorded(record, hand_number):
        hand.push(move)
    return value(hand, seat, before)


def skill(done: Review) -> Skill | None:
    """The figure of a reviewed hand (None where it had no decision or the review has no record)."""
    if not done.decisions or done.record is None:
        return None
    game = find_variant(done.record.variant)
    spent = sum(d.cost for d in done.decisions)
    cost = spent / len(done.decisions)
    found = calibration(game)
    result = hand_result(done.record, done.hand_number, done.seat)
    return Skill(decisions=len(done.decisions), cost=cost, band=None if found is None else found.band(cost),
                 limits=() if found is None else found.limits, result=result, deal=result + spent, spent=spent,
                 unit=done.unit)


def measure(game: str | type[Variant], hands: int, seed: int = 0) -> dict[str, list[float]]:
    """Each calibrating player's average cost per decision, hand by hand, over ``hands`` deals each played by all
    three in seat 0 (the same deal for each: paired), the expert in every other seat; hands without a decision
    left out for all three."""
    cls = find_variant(game) if isinstance(game, str) else game
    found: dict[str, list[float]] = {name: [] for name in PLAYERS}
    for number in range(hands):
        costs = {}
        for name in PLAYERS:
            match = Match(cls, [f"P{i}" for i in range(cls.min_players)])
            hand = match.deal_random(random.Random(seed * 100_000 + number))
            first = {"random": random_player(number), "greedy": greedy, "expert": expert(number)}[name]
            play_out(hand, [first] + [expert(number * 10 + i) for i in range(1, cls.min_players)])
            done = review(Record.from_match(match), 1, 0, seed=seed * 100_000 + number + REVIEW_SEED, explain=False)
            costs[name] = done.average_cost
        if all(cost is not None for cost in costs.values()):
            for name in PLAYERS:
                found[name].append(costs[name])  # type: ignore[arg-type]  # checked: none is None
    return found
