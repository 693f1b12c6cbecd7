"""Our expert against abw333's ``probabilistic_alphabeta``, in abw333's own game and engine (issue 32, item 4).

    benchmarks/.venv/bin/python benchmarks/bench_abw333.py [DEALS [SAMPLES [START [PLAYOUTS]]]]

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
opponents' pips. The expert plays for ours; the match is scored both ways: by abw333's ``Result``
and by our ``international`` (the finished game replayed into our hand), and by who wins the game,
on which both agree (checked on every game).

``probabilistic_alphabeta`` by default solves every deal the seat cannot tell apart (about 10^8
at the first decision, each a full alpha-beta taking seconds): not playable. It is capped at
SAMPLES random consistent deals a decision (``sample_size``) from move START on (``start_move``),
ordered before that by abw333's ``bota_gorda`` (heaviest tile first), composed as abw333's players
are. Each deal is played twice, the teams swapped. Each setting is kept in ``benchmarks/abw333.json``
under its own key (``before``: the expert of fc82338, the first run), the others left as they were.
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
from domino_lessons.coach.reviewer import PLAYOUTS
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


def replayed(game: dominoes.Game) -> Hand:
    """Our ``international`` hand with ``game``'s deal and every move of it replayed."""
    hand = Match("international", ["N", "E", "S", "W"]).new_hand(deal_of(game), [], game.starting_player)
    for i, move in enumerate(game.moves):
        hand.push(ours(move, i == 0))
    return hand


def mirror(game: dominoes.Game) -> Hand:
    """Our ``international`` hand at ``game``'s position, checked against abw333's."""
    hand = replayed(game)
    check_mirror(game, hand)
    return hand


def our_points(game: dominoes.Game) -> int:
    """The finished game scored by our ``international``: seats 0 and 2's points less 1 and 3's."""
    hand = replayed(game)
    assert hand.over, "abw333's game is over, ours is not"
    totals = hand.match.totals
    assert (totals[0] > totals[1]) - (totals[0] < totals[1]) == (game.result.points > 0) - (game.result.points < 0), \
        "the scorings disagree on who won"
    return totals[0] - totals[1]


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


def our_expert(seed: int, playouts: int) -> AbwPlayer:
    """``coach.players.expert`` (``playouts`` a move, seeded) as an abw333 player, through the adapter."""
    choose: Player = expert(seed, playouts)

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


def play_game(seed: int, ours_even: bool, mine: Timed, others: Timed) -> tuple[int, int]:
    """Deal ``seed`` (the same tiles each time), our expert on seats 0 and 2 or 1 and 3: our side's points,
    scored by abw333 and by our ``international``."""
    random.seed(seed)
    game = dominoes.Game.new(starting_domino=SIX_SIX)
    seats = [mine, others, mine, others] if ours_even else [others, mine, others, mine]
    while game.result is None:
        seats[game.turn](game)
        game.make_move(*game.valid_moves[0])
    sign = 1 if ours_even else -1
    return sign * int(game.result.points), sign * our_points(game)


def outcome(points: int) -> float:
    """1 for a game won, 0.5 for a tie, 0 for a game lost."""
    return 1.0 if points > 0 else 0.0 if points < 0 else 0.5


def ms(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    return {"decisions": len(ordered), "mean_ms": 1000 * sum(ordered) / len(ordered),
            "median_ms": 1000 * ordered[len(ordered) // 2], "max_ms": 1000 * ordered[-1]}


def run(deals: int, samples: int, start: int, playouts: int) -> dict[str, Any]:
    """Every deal twice, teams swapped; per deal the mean of its two games (the deals are independent)."""
    mine = Timed(our_expert(0, playouts))  # a fresh seeded expert each game, below
    others = Timed(their_expert(samples, start))
    points, international = [], []
    for deal in range(deals):
        pair = []
        for ours_even in (True, False):
            mine.player = our_expert(2 * deal + ours_even, playouts)
            pair.append(play_game(deal, ours_even, mine, others))
        points.append([p for p, _ in pair])
        international.append([q for _, q in pair])
        print(f"deal {deal}: {pair}", file=sys.stderr, flush=True)
    return {"deals": deals, "games": 2 * deals, "expert": {"playouts": playouts},
            "abw333_player": {"name": "probabilistic_alphabeta", "sample_size": samples, "start_move": start,
                              "before_start": "bota_gorda"},
            **tally(points), "international": scored(international),
            "expert_time": ms(mine.seconds), "abw333_time": ms(others.seconds)}


def tally(points: list[list[int]]) -> dict[str, Any]:
    """Games won, lost and tied, the win rate and abw333's points, each deal's two games taken together."""
    games = [p for pair in points for p in pair]
    rate, rate_margin = stats.interval([sum(outcome(p) for p in pair) / 2 for pair in points])
    return {"won": sum(p > 0 for p in games), "lost": sum(p < 0 for p in games), "tied": sum(p == 0 for p in games),
            "win_rate": rate, "win_rate_margin95": rate_margin, **scored(points)}


def scored(points: list[list[int]]) -> dict[str, Any]:
    """Points for and against and a game's mean (± 95 %), each deal's two games taken together."""
    games = [p for pair in points for p in pair]
    mean, margin = stats.interval([sum(pair) / 2 for pair in points])
    return {"points_for": sum(p for p in games if p > 0), "points_against": -sum(p for p in games if p < 0),
            "points_per_game": mean, "points_per_game_margin95": margin}


def key(samples: int, start: int, playouts: int) -> str:
    """The setting's name in the JSON: ``now`` for the defaults, else what differs."""
    parts = [f"{name}_{value}" for name, value, default in
             (("playouts", playouts, PLAYOUTS), ("sample_size", samples, SAMPLES), ("start_move", start, START))
             if value != default]
    return "_".join(parts) or "now"


def table(found: dict[str, dict[str, Any]]) -> None:
    """Every setting kept: the win rate, abw333's and our points a game, the time a decision."""
    print(f"{'setting':<24}{'games':>6}{'playouts':>9}{'their deals':>12}{'win rate':>16}"
          f"{'abw333 pts/game':>17}{'ours pts/game':>15}{'ms/decision ours':>18}{'theirs':>8}")
    for name, r in found.items():
        ours_pts = r.get("international")
        print(f"{name:<24}{r['games']:>6}{r['expert']['playouts']:>9}{r['abw333_player']['sample_size']:>12}"
              f"{r['win_rate']:>9.1%} ± {r['win_rate_margin95']:>4.1%}"
              f"{r['points_per_game']:>+9.1f} ± {r['points_per_game_margin95']:>4.1f}"
              + (f"{ours_pts['points_per_game']:>+7.1f} ± {ours_pts['points_per_game_margin95']:>4.1f}"
                 if ours_pts else f"{'-':>15}")
              + f"{r['expert_time']['mean_ms']:>18.0f}{r['abw333_time']['mean_ms']:>8.0f}")


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 50
    samples = int(argv[1]) if len(argv) > 1 else SAMPLES
    start = int(argv[2]) if len(argv) > 2 else START
    playouts = int(argv[3]) if len(argv) > 3 else PLAYOUTS
    path = Path(__file__).with_name("abw333.json")
    found = run(deals, samples, start, playouts)
    kept: dict[str, dict[str, Any]] = json.loads(path.read_text()) if path.exists() else {}
    kept[key(samples, start, playouts)] = found
    path.write_text(json.dumps(kept, indent=1) + "\n")
    table(kept)


if __name__ == "__main__":
    main(sys.argv[1:])
