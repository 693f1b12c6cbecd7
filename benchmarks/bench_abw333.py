"""Our expert against abw333's ``probabilistic_alphabeta``, in abw333's own game and engine (issue 32, item 4).

    benchmarks/.venv/bin/python benchmarks/bench_abw333.py [DEALS [SAMPLES [START]]]

abw333's ``dominoes`` plays 4 in partnership (seats 0 and 2 against 1 and 3), all 28 tiles dealt,
pass when stuck; here the holder of 6-6 leads it (``Game.new(starting_domino=6-6)``), as our
``international`` leads its first hand with the highest tile. The game is abw333's throughout: its
``Game`` deals, checks and scores every move, and each seat is an abw333 player (a callable that
orders ``game.valid_moves``; the first is played). Ours is an adapter: it rebuilds the deal from what
is in hand and what was played, replays every move into our ``international`` hand, hands
``coach.players.expert`` (default playouts, seeded) only what the seat to move sees (``Hand.observe``:
the expert deals the hidden tiles again itself), and maps its choice back to abw333's (tile, left end?).
Self-checks on every call: the mirrored seat's tiles, the ends and the legal plays are abw333's,
and the expert's move is one of abw333's valid moves.

Scoring differs only in the points, never in who wins: abw333's side that goes out scores every pip
left (its partner's too) and a won block both sides' pips; our ``international`` counts the
opponents' pips. The expert plays for ours; the match is scored by abw333's ``Result``.

``probabilistic_alphabeta`` by default solves every deal the seat cannot tell apart (about 10^8
at the first decision, each a full alpha-beta taking seconds): not playable. It is capped at
SAMPLES random consistent deals a decision (``sample_size``) from move START on (``start_move``),
ordered before that by abw333's ``bota_gorda`` (heaviest tile first), composed as abw333's players
are. Each deal is played twice, the teams swapped. Writes ``benchmarks/abw333.json``.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

import dominoes  # type: ignore[import-not-found, import-untyped, unused-ignore]

from domino_lessons import Match
from domino_lessons.coach import stats
from domino_lessons.coach.players import Player, expert
from domino_lessons.core.engine import Hand, Move, MoveKind, PASS, play
from domino_lessons.core.observation import Observation
from domino_lessons.core.tiles import Tile

SAMPLES = 10
"""``probabilistic_alphabeta``'s deals a decision (its ``sample_size``)."""
START = 4
"""The move from which ``probabilistic_alphabeta`` searches (its ``start_move``; ``bota_gorda`` before)."""
SIX_SIX = dominoes.Domino(6, 6)
AbwMove = tuple[dominoes.Domino, bool]
AbwPlayer = Callable[[dominoes.Game], None]


def tile(d: dominoes.Domino) -> Tile:
    return Tile(d.first, d.second)


def deal_of(game: dominoes.Game) -> list[list[Tile]]:
    """The deal: each seat's tiles now, and those it played (read from ``game.moves``, passes included)."""
    held = [[tile(d) for d in hand] for hand in game.hands]
    seat = game.starting_player
    for move in game.moves:
        if move is not None:
            held[seat].append(tile(move[0]))
        seat = dominoes.game.next_player(seat)
    return held


def ours(move: AbwMove | None, lead: bool) -> Move:
    """abw333's move as ours: the lead shows its ``first`` half on L; later True is L, False is R; None a pass."""
    if move is None:
        return PASS
    d, left = move
    if lead:
        return Move(MoveKind.PLAY, tile(d), None, d.first)
    return play(tile(d), "L" if left else "R")


def mirror(game: dominoes.Game) -> Hand:
    """Our ``international`` hand at ``game``'s position: its deal, every move replayed."""
    hand = Match("international", ["N", "E", "S", "W"]).new_hand(deal_of(game), [], game.starting_player)
    for i, move in enumerate(game.moves):
        hand.push(ours(move, i == 0))
    check_mirror(game, hand)
    return hand


def check_mirror(game: dominoes.Game, hand: Hand) -> None:
    """The self-check of the adapter: the same seat to move, its tiles, the ends and the plays."""
    seat = game.turn
    assert hand.to_move == seat and not hand.over, (hand.to_move, seat)
    assert sorted(hand.held[seat]) == sorted(tile(d) for d in game.hands[seat]), "the seat's tiles differ"
    ends = dict(hand.board.open_ends())
    assert (ends["L"], ends["R"]) == (game.board.left_end(), game.board.right_end()), "the ends differ"
    legal = {(m.tile, m.end) for m in hand.legal_moves()}
    assert {(tile(d), "L" if left else "R") for d, left in game.valid_moves} <= legal, "abw333 plays what we refuse"
    assert {t for t, _ in legal} == {tile(d) for d, _ in game.valid_moves}, "we play what abw333 refuses"


def theirs(game: dominoes.Game, move: Move) -> AbwMove:
    """Our play as one of abw333's valid moves (where both ends show the same pip abw333 lists L only)."""
    same = game.board.left_end() == game.board.right_end()
    found = [(d, left) for d, left in game.valid_moves
             if tile(d) == move.tile and (same or left == (move.end == "L"))]
    assert move.kind == MoveKind.PLAY and len(found) == 1, f"{move} is not one of abw333's moves"
    return found[0]


class Timed:
    """An abw333 player that times its calls where there was a choice."""

    def __init__(self, player: AbwPlayer) -> None:
        self.player = player
        self.seconds: list[float] = []

    def __call__(self, game: dominoes.Game) -> None:
        if len(game.valid_moves) == 1:
            return
        start = time.perf_counter()
        self.player(game)
        self.seconds.append(time.perf_counter() - start)


def our_expert(seed: int) -> AbwPlayer:
    """``coach.players.expert`` (default playouts, seeded) as an abw333 player, through the adapter."""
    choose: Player = expert(seed)

    def call(game: dominoes.Game) -> None:
        if len(game.valid_moves) == 1:
            return
        hand = mirror(game)
        seen: Observation = hand.observe(game.turn)
        assert sorted(seen.tiles) == sorted(tile(d) for d in game.hands[game.turn]), "the observation's tiles differ"
        best = theirs(game, choose(seen, hand.legal_moves()))
        game.valid_moves = (best,) + tuple(m for m in game.valid_moves if m != best)

    return call


def their_expert(samples: int, start: int) -> AbwPlayer:
    """abw333's ``probabilistic_alphabeta`` with ``samples`` deals a decision from move ``start``, after ``bota_gorda``."""
    search = dominoes.players.probabilistic_alphabeta(start_move=start, sample_size=samples)

    def call(game: dominoes.Game) -> None:
        dominoes.players.bota_gorda(game)
        search(game)

    return call


def play_game(seed: int, ours_even: bool, mine: Timed, others: Timed) -> int:
    """Deal ``seed`` (the same tiles each time), our expert on seats 0 and 2 or 1 and 3: our side's points."""
    random.seed(seed)
    game = dominoes.Game.new(starting_domino=SIX_SIX)
    seats = [mine, others, mine, others] if ours_even else [others, mine, others, mine]
    while game.result is None:
        seats[game.turn](game)
        game.make_move(*game.valid_moves[0])
    points = int(game.result.points)
    return points if ours_even else -points


def outcome(points: int) -> float:
    """1 for a game won, 0.5 for a tie, 0 for a game lost."""
    return 1.0 if points > 0 else 0.0 if points < 0 else 0.5


def ms(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    return {"decisions": len(ordered), "mean_ms": 1000 * sum(ordered) / len(ordered),
            "median_ms": 1000 * ordered[len(ordered) // 2], "max_ms": 1000 * ordered[-1]}


def run(deals: int, samples: int, start: int) -> dict[str, Any]:
    """Every deal twice, teams swapped; per deal the mean of its two games (the deals are independent)."""
    mine = Timed(our_expert(0))  # a fresh seeded expert each game, below
    others = Timed(their_expert(samples, start))
    points, won, per_deal, per_deal_points = [], [], [], []
    for deal in range(deals):
        pair = []
        for ours_even in (True, False):
            mine.player = our_expert(2 * deal + ours_even)
            pair.append(play_game(deal, ours_even, mine, others))
        points += pair
        won += [outcome(p) for p in pair]
        per_deal.append(sum(outcome(p) for p in pair) / 2)
        per_deal_points.append(sum(pair) / 2)
        print(f"deal {deal}: {pair}", file=sys.stderr, flush=True)
    rate, rate_margin = stats.interval(per_deal)
    mean_points, points_margin = stats.interval(per_deal_points)
    return {"deals": deals, "games": 2 * deals,
            "abw333_player": {"name": "probabilistic_alphabeta", "sample_size": samples, "start_move": start,
                              "before_start": "bota_gorda"},
            "won": sum(p > 0 for p in points), "lost": sum(p < 0 for p in points), "tied": sum(p == 0 for p in points),
            "win_rate": rate, "win_rate_margin95": rate_margin,
            "points_for": sum(p for p in points if p > 0), "points_against": -sum(p for p in points if p < 0),
            "points_per_game": mean_points, "points_per_game_margin95": points_margin,
            "expert_time": ms(mine.seconds), "abw333_time": ms(others.seconds)}


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 60
    samples = int(argv[1]) if len(argv) > 1 else SAMPLES
    start = int(argv[2]) if len(argv) > 2 else START
    found = run(deals, samples, start)
    print(f"our expert against abw333's probabilistic_alphabeta ({samples} deals a decision from move {start}), "
          f"{found['games']} games ({deals} deals, teams swapped):")
    print(f"  won {found['won']}, lost {found['lost']}, tied {found['tied']}; "
          f"win rate {found['win_rate']:.1%} ± {found['win_rate_margin95']:.1%} (95 %)")
    print(f"  points {found['points_for']} for, {found['points_against']} against; "
          f"{found['points_per_game']:+.1f} ± {found['points_per_game_margin95']:.1f} a game")
    for side in ("expert_time", "abw333_time"):
        t = found[side]
        print(f"  {side}: {t['mean_ms']:.0f} ms a decision (median {t['median_ms']:.0f}, max {t['max_ms']:.0f}, "
              f"{t['decisions']} decisions)")
    Path(__file__).with_name("abw333.json").write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
