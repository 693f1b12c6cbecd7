"""Statistics over many complete hands between computer players (``domino-lessons simulate``)."""

from __future__ import annotations

import random
from typing import Any, Callable

from ..core.engine import Hand, Match
from ..core.events import Play, Score
from .players import PLAYERS, play_out
from ..rules import find_variant


def simulate(variant: str, hands: int = 100, seed: int = 0, players: int | None = None,
             bot: str = "greedy", done: Callable[[int], object] | None = None) -> dict[str, Any]:
    """Play ``hands`` hands, each the first hand of a fresh match, and summarise them.

    Only running totals are kept, so memory does not grow with ``hands`` (beyond the engine's memo of
    plays per set of open ends, bounded by the few thousand such sets). ``done(1)`` is called after each
    hand (a progress bar's ``update``)."""
    cls = find_variant(variant)
    n = players if players is not None else cls.min_players
    names = [f"P{i + 1}" for i in range(n)]
    rng = random.Random(seed)
    bots = [PLAYERS[bot](seed * 10 + i) for i in range(n)]
    totals = [0, 0, 0, 0, 0]
    for _ in range(hands):
        hand = Match(cls, names).deal_random(rng)
        play_out(hand, bots)
        for k, value in enumerate(_tally(hand)):
            totals[k] += value
        if done is not None:
            done(1)
    blocked, tiles, positive, net, stones = totals
    per = max(hands, 1)
    counters_game = Match(cls, names).state.counters() is not None
    counted = ({"stones_moved_per_hand": round(stones / per, 3)} if counters_game else
               {"points_scored_per_hand": round(positive / per, 3), "net_points_per_hand": round(net / per, 3)})
    return {
        "variant": cls.id,
        "players": n,
        "bot": bot,
        "seed": seed,
        "hands": hands,
        "blocked": blocked,
        "blocked_share": round(blocked / per, 4),
        "tiles_played_per_hand": round(tiles / per, 3),
        **counted,
    }


def _tally(hand: Hand) -> tuple[int, int, int, int, int]:
    """One hand's counts: blocked (0 or 1), tiles played, points gained, net points, stones moved."""
    tiles = positive = net = stones = 0
    for event in hand.events:
        if isinstance(event, Play):
            tiles += 1
        elif isinstance(event, Score):
            net += event.points
            positive += max(event.points, 0)
        elif event.type == "stones":
            stones += getattr(event, "count", 0)
    return int(hand.blocked), tiles, positive, net, stones


def summary_text(stats: dict[str, Any]) -> str:
    """The statistics as a few readable lines."""
    if "stones_moved_per_hand" in stats:
        last = f"stones moved per hand: {stats['stones_moved_per_hand']:.2f}"
    else:
        last = (f"points scored per hand: {stats['points_scored_per_hand']:.2f} (net after subtractions "
                f"{stats['net_points_per_hand']:.2f})")
    return "\n".join([
        f"{stats['hands']} hands of {stats['variant']}, {stats['players']} {stats['bot']} players, seed {stats['seed']}",
        f"blocked hands: {stats['blocked']} ({stats['blocked_share']:.1%})",
        f"tiles played per hand: {stats['tiles_played_per_hand']:.2f}",
        last,
    ]) + "\n"
