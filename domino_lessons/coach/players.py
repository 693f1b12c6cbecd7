"""Computer players. A player is a plain callable: ``player(observation, legal_moves) -> move``, handed
what its seat sees (``Hand.observe``), never another seat's tiles.

``random_player``, ``greedy`` (the best score at once) and ``expert`` (solves the endgame exactly where it
can, else plays each move out over the deals its seat cannot tell apart, ``coach``). They read only what a
``Position`` offers, so they may be handed the ``Hand`` itself too, as before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ..core.engine import Hand, Match, Move, MoveKind
from ..core.observation import Observation, Position

Player = Callable[[Observation, Sequence[Move]], Move]
END_ORDER = {None: 0, "L": 0, "R": 1, "N": 2, "S": 3}


def random_player(seed: int | None = None) -> Player:
    """Picks uniformly among the legal moves, from its own seeded generator."""
    rng = random.Random(seed)

    def choose(seen: Position, legal: Sequence[Move]) -> Move:
        return legal[0] if len(legal) == 1 else rng.choice(list(legal))

    return choose


def greedy_key(seen: Position, move: Move) -> tuple[int, int, int, int]:
    """Best immediate score first; then the heaviest tile, doubles first, then ends L, R, N, S."""
    if move.kind != MoveKind.PLAY or move.tile is None:
        return (0, 0, 0, 0)
    tile = move.tile
    points = seen.variant.points_for(seen, tile, move.end)
    return (points, tile.pips, int(tile.is_double), -END_ORDER[move.end])


def greedy(seen: Position, legal: Sequence[Move]) -> Move:
    """Takes the play that scores most at once; sensible, deterministic tie-breaks."""
    if len(legal) == 1:
        return legal[0]
    return max(legal, key=lambda move: greedy_key(seen, move))


def expert(seed: int | None = None, playouts: int | None = None) -> Player:
    """Takes each move's exact value where the endgame is solved (``coach.reviewer.solve``, as the review does),
    else plays every move out over deals consistent with what its seat knows (``coach.estimates``, ``playouts``
    a move, ``coach.PLAYOUTS`` by default), and plays the best, greedy's preference breaking ties (``weigh``).
    Its choice reads no hidden tile; the same seed gives the same moves."""
    rng = random.Random(seed)

    def choose(seen: Observation | Hand, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        if isinstance(seen, Hand):  # handed the hand, as before observations: take what its seat sees
            seen = seen.observe(seen.to_move)
        return legal[weigh(seen, legal, rng, playouts).best]

    return choose


@dataclass(frozen=True)
class Weighed:
    """The expert's view of a decision: each legal move's value for the seat to move, whether they are exact, and
    the move it plays (its index)."""

    values: tuple[float, ...]
    exact: bool
    best: int


def weigh(seen: Observation, legal: Sequence[Move], rng: random.Random, playouts: int | None = None) -> Weighed:
    """Each move's value as the expert finds it (exact where ``solve`` answers, else ``estimates``) and its choice:
    the highest value, greedy's preference, then the first."""
    from .reviewer import PLAYOUTS, estimates, solve

    exact = solve(seen, legal)
    found = exact or estimates(seen, legal, rng, PLAYOUTS if playouts is None else playouts)
    best = max(range(len(legal)), key=lambda i: (found[i], greedy_key(seen, legal[i]), -i))
    return Weighed(tuple(found), exact is not None, best)


PLAYERS: dict[str, Callable[[int], Player]] = {
    "greedy": lambda seed: greedy,
    "random": random_player,
    "expert": expert,
}


def play_out(hand: Hand, players: Sequence[Player]) -> None:
    """Let the computer players finish ``hand``, each handed what its seat sees."""
    while not hand.over:
        seat = hand.to_move
        hand.push(players[seat](hand.observe(seat), hand.legal_moves()))


def play_match(match: Match, players: Sequence[Player], rng: random.Random, max_hands: int = 1000) -> Match:
    """Deal and play hands until the match is decided (or ``max_hands`` were played)."""
    while not match.over and len(match.hands) < max_hands:
        play_out(match.deal_random(rng), players)
    return match
