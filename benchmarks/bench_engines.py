"""Engine throughput against the public Python domino engines, side by side in one run.

    bash benchmarks/run          # sets up benchmarks/.venv (with dominoes and open_spiel), runs everything

Random legal play, the same number of complete hands for each engine, runs alternated, medians
and ratios. abw333's ``dominoes`` (4 players in partnership, all 28 dealt, pass when stuck) is
compared with our ``international``; OpenSpiel's ``python_block_dominoes`` (2 players, block)
with our ``international-two``: ours on the full engine (every event), in the playout kernel
(``core.kernel``: what the coach plays out) and ``simulate`` (greedy players, through the kernel). Also: the lean ceiling (a minimal block-game loop in pure Python,
no events and no checks) beside ours, our hands per second for every variant, legal-move generation
per call, and ``import domino_lessons``.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from typing import Callable

from domino_lessons import Match
from domino_lessons.coach.simulate import simulate
from domino_lessons.core import kernel
from domino_lessons.rules import VARIANT_IDS

PLAYERS = {"all-fives": 2, "italian": 2, "italian-pairs": 4, "domeng": 5, "goat": 4, "reserve": 2, "no-reserve": 2,
           "international": 4, "international-two": 2}


def ours(variant: str, players: int) -> Callable[[int], None]:
    """Complete hands of ``variant`` with every event, random legal play."""
    names = [f"P{i}" for i in range(players)]

    def run(hands: int) -> None:
        rng = random.Random(hands)
        for _ in range(hands):
            hand = Match(variant, names).deal_random(rng)
            while not hand.over:
                legal = hand.legal_moves()
                hand.push(legal[0] if len(legal) == 1 else rng.choice(legal))
    return run


def kernel_hands(variant: str, players: int) -> Callable[[int], None]:
    """Complete hands of ``variant`` in the playout kernel, random legal play (no events)."""
    match = Match(variant, [f"P{i}" for i in range(players)])
    rules = match.variant.kernel_rules()
    assert rules is not None

    def run(hands: int) -> None:
        rng = random.Random(hands)
        policies = [kernel.random_policy(rng)] * players
        for _ in range(hands):
            kernel.advance(kernel.deal(match, rules, rng), policies)
    return run


def simulated(variant: str, players: int) -> Callable[[int], None]:
    """``domino-lessons simulate`` of ``variant``: greedy players, statistics kept."""

    def run(hands: int) -> None:
        simulate(variant, hands, seed=hands, players=players)
    return run


def abw333(hands: int) -> None:
    import dominoes

    rng = random.Random(hands)
    for _ in range(hands):
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))


def openspiel(hands: int) -> None:
    import pyspiel
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(hands)
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))


TILES = [(a, b) for a in range(7) for b in range(a, 7)]
FITS = [[t for t, (a, b) in enumerate(TILES) if pip in (a, b)] for pip in range(7)]


def lean(players: int) -> Callable[[int], None]:
    """Pure Python's limit for the same block game: tiles as integers, a precomputed table of the tiles
    showing each pip, no events, no checks, random legal play (the ceiling an engine could approach)."""
    per_hand = 7 if players in (2, 4) else 5

    def run(hands: int) -> None:
        rng = random.Random(hands)
        deck = list(range(28))
        for _ in range(hands):
            rng.shuffle(deck)
            held = [set(deck[i * per_hand:(i + 1) * per_hand]) for i in range(players)]
            first = rng.choice(sorted(held[0]))
            held[0].discard(first)
            left, right = TILES[first]
            seat, passes = 1 % players, 0
            while passes < players:
                mine = held[seat]
                legal = [(t, end) for end, pip in ((0, left), (1, right)) for t in FITS[pip] if t in mine]
                if legal:
                    tile, end = rng.choice(legal)
                    mine.discard(tile)
                    a, b = TILES[tile]
                    if end == 0:
                        left = b if a == left else a
                    else:
                        right = b if a == right else a
                    passes = 0
                    if not mine:
                        break
                else:
                    passes += 1
                seat = (seat + 1) % players
    return run


def hands_per_second(run: Callable[[int], None], hands: int) -> float:
    start = time.perf_counter()
    run(hands)
    return hands / (time.perf_counter() - start)


def alternated(runs: list[Callable[[int], None]], hands: int, rounds: int = 5) -> list[float]:
    """Median hands per second of each run, the runs taken in turn ``rounds`` times."""
    found: list[list[float]] = [[] for _ in runs]
    for _ in range(rounds):
        for times, run in zip(found, runs):
            times.append(hands_per_second(run, hands))
    return [statistics.median(times) for times in found]


def legal_move_cost(variant: str = "all-fives", games: int = 200) -> float:
    """Microseconds to work out ``legal_moves()`` (cache cleared), median over positions met in random play."""
    rng = random.Random(2)
    live = []
    for _ in range(games):
        hand = Match(variant, ["A", "B"]).deal_random(rng)
        while not hand.over:
            start = time.perf_counter()
            for _ in range(20):
                hand.known_legal = None  # work them out afresh each time, not from the cache
                legal = hand.legal_moves()
            live.append((time.perf_counter() - start) / 20)
            hand.apply(rng.choice(legal))
    return statistics.median(live) * 1e6


def import_ms() -> float:
    code = "import time; t = time.perf_counter(); import domino_lessons; print(time.perf_counter() - t)"
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
            for _ in range(7)]
    return statistics.median(runs) * 1000


def main() -> None:
    print("| engine comparison (complete hands, one run) | hands/s theirs | ours: engine | kernel | simulate "
          "| engine/theirs | kernel/theirs | simulate/theirs |")
    print("|---|---|---|---|---|---|---|---|")
    for name, theirs, variant, players, hands in (
            ("abw333 dominoes (4 in pairs, block) vs our international", abw333, "international", 4, 600),
            ("OpenSpiel python_block_dominoes (2, block) vs our international-two", openspiel, "international-two", 2,
             300)):
        other, *mine = alternated([theirs, ours(variant, players), kernel_hands(variant, players),
                                   simulated(variant, players)], hands)
        print(f"| {name} | {other:,.0f} | " + " | ".join(f"{m:,.0f}" for m in mine) + " | "
              + " | ".join(f"{m / other:.2f}x" for m in mine) + " |")
    print()
    print("| the lean ceiling (block game, no events, no checks) | hands/s lean | ours: engine | kernel | engine/lean "
          "| kernel/lean |")
    print("|---|---|---|---|---|---|")
    for variant, players in (("international", 4), ("international-two", 2)):
        ceiling, engine, fast = alternated([lean(players), ours(variant, players), kernel_hands(variant, players)], 300)
        print(f"| {players} players vs our {variant} | {ceiling:,.0f} | {engine:,.0f} | {fast:,.0f} "
              f"| {engine / ceiling:.2f}x | {fast / ceiling:.2f}x |")
    print()
    print("| our variant | players | hands/s (every event) |")
    print("|---|---|---|")
    for variant in VARIANT_IDS:
        runs = [hands_per_second(ours(variant, PLAYERS[variant]), 200) for _ in range(3)]
        print(f"| {variant} | {PLAYERS[variant]} | {statistics.median(runs):,.0f} |")
    print()
    print(f"legal_moves() per call in play (All Fives, 2 players): {legal_move_cost():.2f} µs")
    print(f"import domino_lessons: {import_ms():.1f} ms (imports no Jupyter module)")


if __name__ == "__main__":
    main()
