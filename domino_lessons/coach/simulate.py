"""Statistics over many complete hands between computer players (``domino-lessons simulate``)."""

from __future__ import annotations

import random
from typing import Any, Callable

from ..core import kernel
from ..core.engine import Hand, Match
from ..core.events import Play, Score
from ..core.variant import Variant
from .players import PLAYERS, Player, play_out
from ..rules import find_variant


def simulate(variant: str, hands: int = 100, seed: int = 0, players: int | None = None,
             bot: str = "greedy", done: Callable[[int], object] | None = None) -> dict[str, Any]:
    """Play ``hands`` hands, each the first hand of a fresh match, and summarise them.

    Only running totals are kept, so memory does not grow with ``hands`` (beyond the engine's memo of
    plays per set of open ends, bounded by the few thousand such sets). Greedy and random hands are played
    in the playout kernel where the game has one (``core.kernel``: the same hands, moves and numbers).
    ``done(1)`` is called after each hand (a progress bar's ``update``)."""
    cls = find_variant(variant)
    n = players if players is not None else cls.min_players
    names = [f"P{i + 1}" for i in range(n)]
    rng = random.Random(seed)
    fresh = Match(cls, names)
    counters_game = fresh.state.counters() is not None
    rules = fresh.variant.kernel_rules() if bot in KERNEL_BOTS else None
    play = (_engine_hand(cls, names, [PLAYERS[bot](seed * 10 + i) for i in range(n)]) if rules is None else
            _kernel_hand(fresh, rules, [KERNEL_BOTS[bot](seed * 10 + i) for i in range(n)]))
    totals = [0, 0, 0, 0, 0]
    for _ in range(hands):
        for k, value in enumerate(play(rng)):
            totals[k] += value
        if done is not None:
            done(1)
    blocked, tiles, positive, net, stones = totals
    per = max(hands, 1)
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


Tally = Callable[[random.Random], tuple[int, int, int, int, int]]
"""Deal a fresh match's first hand from the generator, play it, and count it (``_tally``)."""
KERNEL_BOTS: dict[str, Callable[[int], kernel.Policy]] = {
    "greedy": lambda seed: kernel.greedy,
    "random": lambda seed: kernel.random_policy(random.Random(seed)),
}
"""The computer players the kernel plays as ``players.PLAYERS`` does (seeded alike)."""


def _engine_hand(cls: type[Variant], names: list[str], bots: list[Player]) -> Tally:
    def play(rng: random.Random) -> tuple[int, int, int, int, int]:
        hand = Match(cls, names).deal_random(rng)
        play_out(hand, bots)
        return _tally(hand)

    return play


def _kernel_hand(fresh: Match, rules: kernel.KernelRules, bots: list[kernel.Policy]) -> Tally:
    """``_engine_hand`` in the kernel: the points gained are every positive score's (``State.scored``), and so
    are the counters moved in a game scored with counters."""
    def play(rng: random.Random) -> tuple[int, int, int, int, int]:
        state = kernel.advance(kernel.deal(fresh, rules, rng), bots)
        return int(state.blocked), state.on_table(), state.scored, sum(state.change), state.scored

    return play


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


def summary_text(stats: dict[str, Any], lang: str | None = None) -> str:
    """The statistics as a few readable lines, in ``lang`` (None: the language being spoken)."""
    from ..core.phrases import Simulated
    from ..narrate import narrator
    from ..rules import find_variant

    said, game = narrator(lang), find_variant(stats["variant"])
    stones, points, net = (stats.get(k) for k in ("stones_moved_per_hand", "points_scored_per_hand",
                                                     "net_points_per_hand"))
    return said.said(Simulated(
        hands=stats["hands"], variant=stats["variant"], players=stats["players"], bot=stats["bot"],
        seed=stats["seed"], blocked=stats["blocked"], blocked_share=stats["blocked_share"],
        tiles=stats["tiles_played_per_hand"], stones=stones, points=points or 0, net=net, title=said.title(game),
        unit=game.play_unit, counted="stones" if stones is not None else "points",
        net_differs=net is not None and net != points)) + "\n"
