"""Puzzles mined from expert self-play: positions where one play is clearly best, and what a pass proves.

``mine(game, count, seed)`` deals fresh one-hand matches from ``random.Random(seed)``, lets experts
(``players.expert``) play every seat, and at each decision plays every legal move out over the same
consistent deals (``reviewer.samples``, with its own seed kept in the puzzle). A decision is a *keeps*
puzzle when the best play beats the second best with 95 % confidence (the lower end of the interval of
their paired difference is above 0) and ``players.greedy`` (what a newcomer plays) would choose another.
A *reading* puzzle is asked after a seat passed (or drew, nothing of his fitting) when that proves
numbers it cannot hold, from the viewpoint of the seat next to move. The result is the puzzle bank's
JSON document (``dumps``): the hands' records and the puzzles, each naming its record, step and seat.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from statistics import fmean
from typing import Any, Mapping, Sequence

from ..core.engine import Hand, Match, Move
from ..core.names import NAMES
from ..core.observation import Observation
from ..core.record import Record
from ..core.variant import Variant
from ..rules import find_variant
from .decisions import Turn, played_by, turns
from .players import Player, expert, greedy
from .reading import observed_knowledge
from .reviewer import samples
from .stats import Z95, paired  # noqa: F401  (Z95 importable from here as before)

FORMAT = 1
"""The puzzle bank's format."""
KEEPS, READING = "keeps", "reading"
READING_CAP = 30
"""At most this many reading puzzles in one mining run."""
HANDS_PER_PUZZLE = 40
"""Mining gives up after ``HANDS_PER_PUZZLE`` hands per puzzle asked for (a game that never offers one)."""


@dataclass(frozen=True)
class Ranking:
    """The plays of one decision, best first with their mean values, and the best's lead over the second."""

    values: tuple[tuple[Move, float], ...]
    lead: float
    """The mean paired difference, best minus second best."""
    low: float
    """The lower end of its 95 % interval."""

    @property
    def best(self) -> Move:
        return self.values[0][0]


def judge(seen: Observation, legal: Sequence[Move], seed: int, playouts: int) -> Ranking:
    """Every legal move (at least two) played out over the same deals (``samples``, seeded with ``seed``)."""
    found = samples(seen, legal, random.Random(seed), playouts, search=False)  # greedy playouts, as the bank was mined
    means = [fmean(values) for values in found]
    ranked = sorted(range(len(legal)), key=lambda i: (-means[i], i))
    lead, half = paired(found[ranked[0]], found[ranked[1]])
    return Ranking(tuple((legal[i], means[i]) for i in ranked), lead, lead - half)


def sample_seed(seed: int, hand: int, step: int) -> int:
    """The seed of the playouts at move ``step`` of the ``hand``-th hand (from 0) mined with ``seed``."""
    return (seed * 10_000 + hand) * 1_000 + step


def keeps_puzzle(turn: Turn, seed: int, playouts: int) -> dict[str, Any] | None:
    """The decision at ``turn`` as a keeps puzzle (without its id and record), or None when it is not clear or
    greedy finds it."""
    seen, legal = turn.seen, turn.legal
    ranking = judge(seen, legal, seed, playouts)
    if ranking.low <= 0 or greedy(seen, legal) == ranking.best:
        return None
    return {"kind": KEEPS, "step": turn.step, "seat": seen.seat, "answer": str(ranking.best),
            "values": [[str(move), round(value, 4)] for move, value in ranking.values],
            "lead": round(ranking.lead, 4), "low": round(ranking.low, 4), "seed": seed, "playouts": playouts}


def ruled_out(hand: Hand, seat: int, viewer: int) -> list[int]:
    """The pips ``viewer`` can prove ``seat`` does not hold, in order."""
    return sorted(observed_knowledge(hand.observe(viewer)).ruled_out[seat])


def reading_puzzle(turn: Turn, seat: int, asked: dict[int, list[int]]) -> dict[str, Any] | None:
    """At ``turn``, the one after ``seat``'s: a reading puzzle for the seat to move when what is proved ``seat`` does
    not hold differs from what was last ``asked`` about it (a pass, or a draw accounted for by the play after it)."""
    viewer = turn.seen.seat
    if viewer == seat:
        return None
    now = ruled_out(turn.hand, seat, viewer)
    if not now or now == asked.get(seat):
        return None
    asked[seat] = now
    return {"kind": READING, "step": turn.step, "seat": viewer, "of": seat, "answer": now}


@dataclass
class Miner:
    """One mining run's settings and what it has found so far."""

    seed: int
    playouts: int
    players: list[Player]
    count: int
    keeps: list[dict[str, Any]]
    reading: list[dict[str, Any]]

    def play(self, hand: Hand, number: int) -> list[dict[str, Any]]:
        """Play ``hand`` (the ``number``-th, from 0) out with the experts; the puzzles found in it."""
        found: list[dict[str, Any]] = []
        asked: dict[int, list[int]] = {}
        last: int | None = None  # the seat that moved last
        for turn in turns(hand, played_by(hand, self.players)):
            read = reading_puzzle(turn, last, asked) if last is not None else None
            found += [read] if read is not None else []
            if len(turn.legal) > 1 and len(self.keeps) + sum(p["kind"] == KEEPS for p in found) < self.count:
                puzzle = keeps_puzzle(turn, sample_seed(self.seed, number, turn.step), self.playouts)
                found += [puzzle] if puzzle is not None else []
            last = turn.seen.seat
        return found

    def keep(self, found: list[dict[str, Any]], record: int) -> bool:
        """File the puzzles found in the hand of record ``record``, within the counts asked for: were any kept?"""
        kept = False
        for puzzle in found:
            shelf = self.keeps if puzzle["kind"] == KEEPS else self.reading
            if len(shelf) < (self.count if shelf is self.keeps else READING_CAP):
                shelf.append({"kind": puzzle["kind"], "record": record, "hand": 1, **puzzle})
                kept = True
        return kept


def mine(game: str | type[Variant], count: int, seed: int = 0, playouts: int = 400,
         players_playouts: int = 100) -> dict[str, Any]:
    """Mine ``count`` keeps puzzles (and the reading puzzles of the same hands, at most ``READING_CAP``) from
    expert self-play of one-hand matches at ``game.min_players`` seats; the puzzle bank's JSON document.
    Deterministic: the same arguments give the same document."""
    game = find_variant(game) if isinstance(game, str) else game
    n = game.min_players
    rng = random.Random(seed)
    miner = Miner(seed, playouts, [expert(seed * 10 + i, playouts=players_playouts) for i in range(n)],
                  count, [], [])
    records: list[dict[str, Any]] = []
    for number in range(HANDS_PER_PUZZLE * count):
        if len(miner.keeps) >= count:
            break
        match = Match(game, NAMES[:n])
        if miner.keep(miner.play(match.deal_random(rng), number), len(records)):
            records.append(Record.from_match(match).to_json())
    puzzles = [{"id": f"{game.id}-{seed}-{i + 1}", **p} for i, p in enumerate(miner.keeps + miner.reading)]
    return {"format": FORMAT, "game": game.id, "records": records, "puzzles": puzzles}


def dumps(bank: Mapping[str, Any]) -> str:
    """A puzzle bank as JSON text: one record and one puzzle a line, stable bytes."""
    def rows(items: Sequence[Any]) -> str:
        return ",\n".join(json.dumps(item, ensure_ascii=False) for item in items)

    return (f'{{"format": {json.dumps(bank["format"])}, "game": {json.dumps(bank["game"])},\n'
            f'"records": [\n{rows(bank["records"])}\n],\n"puzzles": [\n{rows(bank["puzzles"])}\n]}}\n')
