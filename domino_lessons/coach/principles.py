"""Principles of good play as facts: which of a seat's plays follow each one, and how often players do.

A principle scores every play of a decision (a ``Choice``: the position, the play, the table after it
and what the seat can tell); the plays with the best score follow it. It *decides* a decision where
the scores differ (at least two plays on the table's ends, nothing forced); there a player follows it
or not. A game's folder names the principles its lesson teaches (``PRINCIPLES`` in its ``principles``
module, with ``SCORERS`` for codes of its own). ``measure`` counts, over expert self-play, how often
the expert and ``greedy`` (a newcomer) follow each; the counts ship as ``principles.json`` in the
game's folder (``benchmarks/bench_principles.py`` writes them) and ``measured`` reads them.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..core.advice import Advice, Measured
from ..core.engine import Match, Move, MoveKind
from ..core.events import Seats
from ..core.observation import Observation
from ..core.tableau import Tableau
from ..core.tiles import Tile
from ..core.variant import Variant
from ..narrate import narrator
from ..rules import find_variant, game_module
from .players import expert, greedy
from .reading import Knowledge, observed_knowledge

FORMAT = 1
"""The results file's format."""
RESULTS = "principles.json"
"""The results file's name in a game's folder."""


@dataclass(frozen=True)
class Choice:
    """One play of a decision, as a principle weighs it."""

    seen: Observation
    move: Move
    after: Tableau
    """The table once the play is made."""
    known: Knowledge
    """What the seat to move can tell (``reading``)."""

    @property
    def tile(self) -> Tile:
        assert self.move.tile is not None  # a choice is a play
        return self.move.tile

    @property
    def rest(self) -> tuple[Tile, ...]:
        """The seat's tiles once the play is made."""
        return tuple(t for t in self.seen.tiles if t != self.tile)


Scorer = Callable[[Choice], float]
"""How well a play keeps a principle: the plays scoring most follow it."""


@dataclass(frozen=True)
class After:
    """The table after a play, as a game's ``points_for`` reads a position."""

    board: Tableau
    variant: Variant
    seats: Seats
    to_move: int

    def legal_moves(self) -> list[Move]:
        return []


def follow(choice: Choice) -> float:
    """How many open ends show a number the seat still holds."""
    return sum(any(pip in t for t in choice.rest) for _, pip in choice.after.open_ends())


def level(choice: Choice) -> float:
    """1 when every open end shows the same number."""
    return float(len({pip for _, pip in choice.after.open_ends()}) == 1)


def doubles(choice: Choice) -> float:
    """1 for a double."""
    return float(choice.tile.is_double)


def shut_out(choice: Choice) -> float:
    """1 when the next player is known to lack every number the open ends show."""
    seen = choice.seen
    lacks = choice.known.ruled_out.get((seen.seat + 1) % seen.n_players, {})
    return float(bool(lacks) and all(pip in lacks for _, pip in choice.after.open_ends()))


def leave_little(choice: Choice) -> float:
    """Minus the most the next player could score with one tile the seat cannot see."""
    seen = choice.seen
    table = After(choice.after, seen.variant, seen.seats, (seen.seat + 1) % seen.n_players)
    return -max((seen.variant.points_for(table, t, end) for t in choice.known.unseen
                 for end, pip in choice.after.open_ends() if pip in t), default=0)


def score_now(choice: Choice) -> float:
    """What the play scores at once."""
    return choice.seen.variant.points_for(choice.seen, choice.tile, choice.move.end)


def variety(choice: Choice) -> float:
    """How many different numbers the seat's tiles show once the play is made."""
    return float(len({pip for tile in choice.rest for pip in tile}))


SCORERS: dict[Enum, Scorer] = {Advice.FOLLOW: follow, Advice.LEVEL: level, Advice.DOUBLES: doubles,
                               Advice.SHUT_OUT: shut_out, Advice.LEAVE_LITTLE: leave_little,
                               Advice.SCORE_NOW: score_now, Advice.VARIETY: variety}


def game_of(game: str | type[Variant]) -> type[Variant]:
    return find_variant(game) if isinstance(game, str) else game


def principles_of(game: str | type[Variant]) -> tuple[Enum, ...]:
    """The principles ``game``'s lesson teaches, as its folder names them (none where it names none)."""
    return tuple(getattr(game_module(game_of(game), "principles"), "PRINCIPLES", ()))


def scorers_of(game: str | type[Variant]) -> dict[Enum, Scorer]:
    """Every principle's scorer for ``game``: the shared ones and its folder's own."""
    return {**SCORERS, **getattr(game_module(game_of(game), "principles"), "SCORERS", {})}


def choices(seen: Observation, legal: Sequence[Move]) -> list[Choice] | None:
    """The decision's plays weighed one by one; None when it is no choice of plays on the table's ends."""
    if len(legal) < 2 or any(m.kind != MoveKind.PLAY or m.tile is None or m.end is None for m in legal):
        return None
    known = observed_knowledge(seen)
    found = []
    for move in legal:
        after = seen.board.copy()
        after.place(move.tile, move.end)  # type: ignore[arg-type]  # checked above: a play with its tile
        found.append(Choice(seen, move, after, known))
    return found


def followers(scorer: Scorer, weighed: Sequence[Choice]) -> tuple[Move, ...] | None:
    """The plays that follow the principle ``scorer`` weighs; None where it decides nothing (all score alike)."""
    scores = [scorer(choice) for choice in weighed]
    best = max(scores)
    return None if best == min(scores) else tuple(c.move for c, s in zip(weighed, scores) if s == best)


def decides(code: Enum, seen: Observation, best: Move, *, broken: bool = False) -> bool:
    """Does the principle decide this decision, ``best`` follow it and greedy's play not? With ``broken``: does it
    decide it, greedy's play follow it and ``best`` not (where the principle is only usually right)?"""
    weighed = choices(seen, seen.legal_moves())
    found = followers(scorers_of(type(seen.variant))[code], weighed) if weighed is not None else None
    return found is not None and (best in found) != broken and (greedy(seen, seen.legal_moves()) in found) == broken


@dataclass
class Tally:
    """How many decisions a principle decided, and how many the expert and greedy followed it in."""

    positions: int = 0
    expert: int = 0
    greedy: int = 0

    def add(self, found: tuple[Move, ...] | None, played: Move, newcomer: Move) -> None:
        if found is not None:
            self.positions += 1
            self.expert += played in found
            self.greedy += newcomer in found


def measure(game: str | type[Variant], hands: int, seed: int = 0, playouts: int = 200) -> dict[str, dict[str, int]]:
    """Each of ``game``'s principles counted over ``hands`` fresh one-hand matches of expert self-play at its
    fewest seats (``expert(..., playouts)`` in every seat): ``{code: {positions, expert, greedy}}``."""
    cls = game_of(game)
    codes, scorers = principles_of(cls), scorers_of(cls)
    tallies = {code: Tally() for code in codes}
    rng = random.Random(seed)
    for number in range(hands):
        hand = Match(cls, [f"P{i}" for i in range(cls.min_players)]).deal_random(rng)
        players = [expert(seed * 100_000 + number * 10 + i, playouts) for i in range(cls.min_players)]
        while not hand.over:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            move = players[hand.to_move](seen, legal)
            weighed = choices(seen, legal)
            if weighed is not None:
                newcomer = greedy(seen, legal)
                for code in codes:
                    tallies[code].add(followers(scorers[code], weighed), move, newcomer)
            hand.push(move)
    return {str(code.value): vars(tally) for code, tally in tallies.items()}


def results_path(game: str | type[Variant]) -> Path:
    """Where ``game``'s folder keeps its measured principles."""
    module = game_module(game_of(game), "principles")
    if module is None or module.__file__ is None:
        raise LookupError(f"{game_of(game).id} names no principles")
    return Path(module.__file__).with_name(RESULTS)


def measured(game: str | type[Variant]) -> tuple[Measured, ...]:
    """``game``'s principles with their shipped counts, in the order its folder names them."""
    cls = game_of(game)
    counts: Mapping[str, Any] = json.loads(results_path(cls).read_text(encoding="utf-8"))["games"][cls.id]
    return tuple(Measured(code, **counts[str(code.value)]) for code in principles_of(cls))


def said(game: str | type[Variant], lang: str | None = None) -> str:
    """``game``'s measured principles, a line each, in ``lang``."""
    say = narrator(lang)
    return "\n".join(say.said(line) for line in measured(game))
