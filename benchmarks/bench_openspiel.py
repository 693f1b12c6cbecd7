"""Our expert against OpenSpiel's ISMCTS, in OpenSpiel's own Python dominoes games.

    benchmarks/.venv/bin/python benchmarks/bench_openspiel.py [--deals 100] [--games block,team] [--jobs 2]
    benchmarks/.venv/bin/python benchmarks/bench_openspiel.py --tune [--deals 20] [--games block,team]

Each deal is played twice with the seats swapped (paired deals); our expert (``coach.players.expert``, the
compiled search where it loads) holds one side, OpenSpiel's ``ISMCTSBot`` the other, with a random-rollout
evaluator and a resampler (``Resampler``: a deal consistent with what the bot's seat has seen, drawn afresh each
simulation, since OpenSpiel's Python games have no ``resample_from_infostate`` of their own). Every action of
either side is mirrored into our own game (``international-two`` for block, ``international`` for team) and the
two checked at every step: the same legal moves, the same tiles, the same end; the points are OpenSpiel's returns,
ours beside them. ``--tune`` ran ISMCTS against itself: ``uct_c`` 10 was best or level in both games, and a quarter
of the simulations was level with the full count (block 51.7 % ± 12.2 % over 15 deals, team 52.5 % ± 18.6 % over
10), so the settings below give the bot about a second a move, fifteen times what our expert takes.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from functools import cache
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
import pyspiel  # type: ignore[import-untyped, import-not-found, unused-ignore]
from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-untyped, import-not-found, unused-ignore]
from open_spiel.python.games import block_dominoes, team_dominoes  # type: ignore[import-untyped, import-not-found, unused-ignore]

from domino_lessons import Match
from domino_lessons.coach import stats
from domino_lessons.coach.players import Player, expert
from domino_lessons.coach.reviewer import PLAYOUTS
from domino_lessons.core.engine import Hand, Move, MoveKind, PASS, play
from domino_lessons.core.tiles import Tile

UCT_C = {"block": 10.0, "team": 10.0}
"""ISMCTS's exploration constant (``uct_c``) per game: see the module's docstring for the tuning."""
SIMULATIONS = {"block": 1000, "team": 400}
"""ISMCTS's simulations a move (``max_simulations``) per game, each on a fresh resampled deal: about a second."""
TUNE_C = (2.0, 10.0, 30.0)
HAND_SIZE = 7
SpielTile = tuple[float, float]
SpielPlayer = Callable[[Any], int]
"""A seat of an OpenSpiel game: handed the state (a player to move), returns one of its legal actions."""


@dataclass(frozen=True)
class Game:
    """One of OpenSpiel's Python dominoes games and the game of ours that mirrors it."""

    key: str
    spiel: str
    ours: str
    players: int
    module: Any
    seat_sets: tuple[tuple[int, ...], tuple[int, ...]]
    """Our expert's seats: on the first play of a deal, then on the second."""

    @property
    def dealt(self) -> int:
        """The chance outcomes of the deal (OpenSpiel deals one tile an outcome)."""
        return self.players * HAND_SIZE

    def dealt_to(self, k: int) -> int:
        """The seat the ``k``-th tile of the deal goes to: block deals seven to 0 then seven to 1, team
        deals round the table."""
        return k % self.players if self.players == 4 else k // HAND_SIZE

    @property
    def actions(self) -> list[Any]:
        return list(self.module._ACTIONS)

    @property
    def deck(self) -> list[SpielTile]:
        return list(self.module._DECK)


GAMES = {
    "block": Game("block", "python_block_dominoes", "international-two", 2, block_dominoes, ((0,), (1,))),
    "team": Game("team", "python_team_dominoes", "international", 4, team_dominoes, ((0, 2), (1, 3))),
}


@cache
def spiel_game(name: str) -> Any:
    """The OpenSpiel game, loaded once a process (games do not pickle)."""
    return pyspiel.load_game(name)


@cache
def spiel_actions(key: str) -> list[Any]:
    return GAMES[key].actions


def tile(t: SpielTile) -> Tile:
    """OpenSpiel's tile (two float pips, low first) as ours."""
    return Tile(int(t[0]), int(t[1]))


# -- the deal ------------------------------------------------------------------------------------------------
def deal_state(game: Game, deal: int) -> Any:
    """OpenSpiel's state after deal ``deal``: the same tiles every time (seeded by the deal's number)."""
    state = spiel_game(game.spiel).new_initial_state()
    for outcome in random.Random(deal).sample(range(len(game.deck)), game.dealt):
        assert state.is_chance_node() and outcome in dict(state.chance_outcomes())
        state.apply_action(outcome)
    assert not state.is_chance_node() and state.current_player() == 0
    return state


def dealt_of(game: Game, state: Any) -> list[list[SpielTile]]:
    """Each seat's tiles as dealt, read from the state's chance outcomes."""
    deck = game.deck
    held: list[list[SpielTile]] = [[] for _ in range(game.players)]
    for k, outcome in enumerate(state.history()[:game.dealt]):
        held[game.dealt_to(k)].append(deck[outcome])
    return held


def moves_of(game: Game, state: Any) -> list[int]:
    """The players' actions so far (after the deal), in order."""
    return list(state.history()[game.dealt:])


# -- the mirror: our hand at OpenSpiel's position --------------------------------------------------------------
def key_of(action: Any) -> tuple[Tile, int | None]:
    """OpenSpiel's action as (tile, the pip it is laid against; None for the lead)."""
    return tile(action.tile), None if action.edge is None else int(action.edge)


def key_of_move(hand: Hand, move: Move) -> tuple[Tile, int | None]:
    """Our play as (tile, the pip of the end it is laid on; None for the lead)."""
    assert move.kind == MoveKind.PLAY and move.tile is not None, f"{move} is not a play"
    return move.tile, None if move.end is None else hand.board.ends()[move.end]


def ours(hand: Hand, action: Any) -> Move:
    """OpenSpiel's action as our move: the lead shows its high half on L; a play goes on an end showing
    the pip it is laid against (where both ends show it, on L: the same position for OpenSpiel)."""
    t, pip = key_of(action)
    if pip is None:
        assert hand.board.lead is None, "OpenSpiel leads where we have a lead already"
        return play(t)
    ends = [name for name, shown in hand.board.open_ends() if shown == pip]
    assert ends, f"no open end of ours shows {pip}"
    return play(t, ends[0])


def catch_up(hand: Hand, seat: int) -> None:
    """OpenSpiel skips a stuck player; our engine has it pass: pass until ``seat`` is to move, checking that
    each seat passed over could only pass."""
    while hand.to_move != seat:
        assert not hand.over, "our hand is over, OpenSpiel's is not"
        assert hand.legal_moves() == [PASS], f"OpenSpiel skipped seat {hand.to_move}, which has a move"
        hand.push(PASS)


def replayed(game: Game, state: Any) -> Hand:
    """Our hand with OpenSpiel's deal (seat 0 leads, as in OpenSpiel) and every action of ``state`` replayed.

    The match is given start scores, so it is ``continued`` and its first leader is free (International's
    first hand would otherwise be led by the highest tile)."""
    dealt = [[tile(t) for t in held] for held in dealt_of(game, state)]
    boneyard = [t for t in (tile(d) for d in game.deck) if not any(t in held for held in dealt)]
    match = Match(game.ours, [f"P{seat}" for seat in range(game.players)], start={"scores": [0, 0]})
    hand = match.new_hand(dealt, boneyard, 0)
    actions = spiel_actions(game.key)
    for a in moves_of(game, state):
        action = actions[a]
        catch_up(hand, action.player)
        hand.push(ours(hand, action))
    if not state.is_terminal():
        catch_up(hand, state.current_player())
    return hand


def check_mirror(game: Game, state: Any, hand: Hand) -> None:
    """The adapter's self-check: the same seat to move, its tiles, the open ends, and the legal plays
    (ours as (tile, pip laid against) are OpenSpiel's legal actions, one for one)."""
    seat = state.current_player()
    assert hand.to_move == seat and not hand.over, (hand.to_move, seat)
    assert sorted(hand.held[seat]) == sorted(tile(t) for t in state.hands[seat]), "the seat's tiles differ"
    assert sorted(hand.board.ends().values()) == sorted(int(e) for e in state.open_edges), "the ends differ"
    legal = hand.legal_moves()
    assert PASS not in legal, "we pass where OpenSpiel has a move"
    actions = spiel_actions(game.key)
    theirs = [key_of(actions[a]) for a in state.legal_actions()]
    assert len(set(theirs)) == len(theirs), "two OpenSpiel actions are one play"
    assert {key_of_move(hand, m) for m in legal} == set(theirs), "the legal plays differ"


def theirs(game: Game, state: Any, hand: Hand, move: Move) -> int:
    """Our play as the one OpenSpiel legal action it is."""
    actions = spiel_actions(game.key)
    found = [a for a in state.legal_actions() if key_of(actions[a]) == key_of_move(hand, move)]
    assert len(found) == 1, f"{move} is {len(found)} of OpenSpiel's legal actions"
    return int(found[0])


def our_result(game: Game, state: Any) -> tuple[int, bool]:
    """The finished game scored by our game: side 0's change in total less side 1's, and whether the
    scorings may differ (team: a side went out holding as many pips as the other side, or more)."""
    hand = replayed(game, state)
    assert hand.over, "OpenSpiel's game is over, ours is not"
    totals = hand.match.totals
    sides = hand.side_pips()
    out = hand.went_out
    differ = game.players == 4 and out is not None and sides[out % 2] >= sides[1 - out % 2]
    return totals[0] - totals[1], differ


def our_player(game: Game, choose: Player) -> SpielPlayer:
    """Our player (``choose(observation, legal_moves)``) as an OpenSpiel seat, through the mirror, checked
    at every call."""

    def call(state: Any) -> int:
        hand = replayed(game, state)
        check_mirror(game, state, hand)
        seat = state.current_player()
        seen = hand.observe(seat)
        assert sorted(seen.tiles) == sorted(tile(t) for t in state.hands[seat]), "the observation's tiles differ"
        return theirs(game, state, hand, choose(seen, hand.legal_moves()))

    return call


# -- OpenSpiel's bot -------------------------------------------------------------------------------------------
@dataclass
class Resampler:
    """ISMCTS's resampler (these games do not implement ``resample_from_infostate``): a uniform sample of the
    tiles ``player`` has not seen, given what it has seen.

    Each seat's tiles as dealt: the player's own, and for every other seat the tiles it has played and the
    rest at random from the unseen (block: what is left stays out of play). A sample in which a skipped seat
    would have held a tile fitting the ends it was skipped on is rejected before it is built (the pre-check);
    the state is then dealt from the initial state and the history replayed, rejecting any sample where an
    action is not legal or a different player is to move (after the pre-check none should be: counted).
    Uniform over the deals consistent with the history: the prior is uniform and the rejections only remove."""

    game: Game
    rng: random.Random
    calls: int = 0
    prechecked: int = 0
    replay_rejected: int = 0
    cached: dict[tuple[int, ...], tuple[list[SpielTile], list[list[SpielTile]], list[SpielTile], list[int],
                                        list[set[float]]]] = field(default_factory=dict)
    """What the player knew at the last root searched (ISMCTS resamples the same root many times)."""

    def __call__(self, state: Any, player: int) -> Any:
        self.calls += 1
        mine, played, hidden, sizes, voids = self.known(state, player)
        game = self.game
        for _ in range(1_000_000):
            self.rng.shuffle(hidden)
            held: list[list[SpielTile]] = []
            at = 0
            for seat in range(game.players):
                if seat == player:
                    held.append(list(mine))
                    continue
                rest = hidden[at:at + sizes[seat]]
                at += sizes[seat]
                held.append(played[seat] + rest)
            if any(any(t[0] in voids[s] or t[1] in voids[s] for t in held[s][len(played[s]):])
                   for s in range(game.players) if s != player):
                self.prechecked += 1
                continue
            sample = self.replay(state, held)
            if sample is None:
                self.replay_rejected += 1
                continue
            assert sample.information_state_string(player) == state.information_state_string(player)
            return sample
        raise RuntimeError("no consistent deal found")

    def known(self, state: Any, player: int) -> tuple[list[SpielTile], list[list[SpielTile]], list[SpielTile],
                                                      list[int], list[set[float]]]:
        """What ``player`` knows: its tiles, each seat's plays, the tiles unseen, each seat's tiles held now, and
        the pips each seat was skipped on (it holds none of them)."""
        game = self.game
        key = (player, *state.history())
        if key in self.cached:
            was = self.cached[key]
            return was[0], was[1], list(was[2]), was[3], was[4]
        actions = spiel_actions(game.key)
        mine = dealt_of(game, state)[player]
        played: list[list[SpielTile]] = [[] for _ in range(game.players)]
        voids: list[set[float]] = [set() for _ in range(game.players)]
        moves = [actions[a] for a in moves_of(game, state)]
        edges: list[float] = []
        for i, action in enumerate(moves):
            played[action.player].append(action.tile)
            if not edges:
                edges = list(action.tile)
            else:
                edges.remove(action.edge)
                edges.append(action.tile[1] if action.tile[0] == action.edge else action.tile[0])
            after = moves[i + 1].player if i + 1 < len(moves) else state.current_player()
            seat = (action.player + 1) % game.players
            while seat != after:
                voids[seat] |= set(edges)
                seat = (seat + 1) % game.players
        seen = set(mine) | {t for tiles in played for t in tiles}
        hidden = [t for t in game.deck if t not in seen]
        sizes = [len(state.hands[s]) if s == player else HAND_SIZE - len(played[s]) for s in range(game.players)]
        self.cached = {key: (mine, played, hidden, sizes, voids)}
        return mine, played, list(hidden), sizes, voids

    def replay(self, state: Any, held: list[list[SpielTile]]) -> Any:
        """A fresh state dealt ``held`` with ``state``'s actions replayed, or None where that is impossible."""
        game = self.game
        deck = game.deck
        sample = spiel_game(game.spiel).new_initial_state()
        order = [held[seat][i] for seat in range(game.players) for i in range(HAND_SIZE)] if game.players == 2 \
            else [held[seat][i] for i in range(HAND_SIZE) for seat in range(game.players)]
        for t in order:
            sample.apply_action(deck.index(t))
        actions = spiel_actions(game.key)
        for a in moves_of(game, state):
            if sample.current_player() != actions[a].player or a not in sample.legal_actions():
                return None
            sample.apply_action(a)
        return sample if sample.current_player() == state.current_player() else None


def their_bot(game: Game, seed: int, uct_c: float, simulations: int) -> tuple[SpielPlayer, Resampler]:
    """OpenSpiel's Python ISMCTS (random rollouts, the most visited move), seeded, with our resampler."""
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(spiel_game(game.spiel), evaluator, uct_c, simulations,
                           random_state=np.random.RandomState(seed + 1),
                           final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
    resampler = Resampler(game, random.Random(seed + 2))
    bot.set_resampler(resampler)

    def call(state: Any) -> int:
        return int(bot.step(state))

    return call, resampler


def random_bot(seed: int) -> SpielPlayer:
    """Uniform among OpenSpiel's legal actions (OpenSpiel's own random player, seeded)."""
    rng = np.random.RandomState(seed)
    return lambda state: int(rng.choice(state.legal_actions()))


class Timed:
    """An OpenSpiel seat that times its calls where there was a choice."""

    def __init__(self, player: SpielPlayer) -> None:
        self.player = player
        self.seconds: list[float] = []

    def __call__(self, state: Any) -> int:
        many = len(state.legal_actions()) > 1
        start = time.perf_counter()
        action = self.player(state)
        if many:
            self.seconds.append(time.perf_counter() - start)
        return action


# -- the games --------------------------------------------------------------------------------------------------
def play_game(game: Game, deal: int, seats: Sequence[int], mine: Timed, others: Timed) -> Any:
    """Deal ``deal`` played to the end, ``mine`` on ``seats`` and ``others`` on the rest; the final state."""
    state = deal_state(game, deal)
    while not state.is_terminal():
        seat = state.current_player()
        action = (mine if seat in seats else others)(state)
        assert action in state.legal_actions(), f"seat {seat} chose an illegal action"
        state.apply_action(action)
    return state


Spec = tuple[Any, ...]
"""A tuning bot: ("ismcts", uct_c, simulations) or ("random",)."""


def made(game: Game, spec: Spec, seed: int) -> SpielPlayer:
    if spec[0] == "random":
        return random_bot(seed)
    return their_bot(game, seed, spec[1], spec[2])[0]


def duel(args: tuple[str, int, Spec, Spec]) -> dict[str, Any]:
    """Tuning: one deal twice, bot ``a`` on the first seat set then the second, ``b`` on the others: ``a``'s points."""
    key, deal, a, b = args
    game = GAMES[key]
    points, seconds = [], []
    for n, seats in enumerate(game.seat_sets):
        seed = 1_000_003 * (2 * deal + n + 1)
        first = Timed(made(game, a, seed))
        state = play_game(game, deal, seats, first, Timed(made(game, b, seed + 7)))
        points.append(int(state.returns()[seats[0]]))
        seconds += first.seconds
    return {"deal": deal, "points": points, "seconds": seconds}


def tune(key: str, deals: int, jobs: int) -> dict[str, Any]:
    """ISMCTS's uct_c round robin at the game's simulations, then the best against itself at a quarter of the
    simulations and against uniform random: each a paired match over ``deals`` deals."""
    sims = SIMULATIONS[key]
    bots: list[Spec] = [("ismcts", c, sims) for c in TUNE_C]
    pairings = [(bots[i], bots[j]) for i in range(len(bots)) for j in range(i + 1, len(bots))]
    best: Spec = ("ismcts", UCT_C[key], sims)
    pairings += [(best, ("ismcts", UCT_C[key], sims // 4)), (best, ("random",))]
    found = {}
    with Pool(jobs) as pool:
        for a, b in pairings:
            name = f"{'_'.join(map(str, a))} v {'_'.join(map(str, b))}"
            results = pool.map(duel, [(key, deal, a, b) for deal in range(deals)])
            found[name] = {**tally([r["points"] for r in results]), "time": ms([s for r in results for s in r["seconds"]])}
            r = found[name]
            print(f"{key} {name}: {r['win_rate']:.1%} ± {r['win_rate_margin95']:.1%}, "
                  f"{r['points_per_game']:+.1f} ± {r['points_per_game_margin95']:.1f} pts/game, "
                  f"{r['time']['median_ms']:.0f} ms median", file=sys.stderr, flush=True)
    return {"deals": deals, "games_per_match": 2 * deals, "matches": found}


def play_deal(args: tuple[str, int, float, int]) -> dict[str, Any]:
    """One deal twice, our expert on the game's first seat set, then on the second: each game's points for
    our side (OpenSpiel's returns and our game's scoring), and the times a decision."""
    key, deal, uct_c, simulations = args
    game = GAMES[key]
    result: dict[str, Any] = {"deal": deal, "points": [], "ours": [], "differ": [], "expert_s": [], "bot_s": [],
                              "resample": [0, 0, 0]}
    for b, seats in enumerate(game.seat_sets):
        seed = 2 * deal + b
        mine = Timed(our_player(game, expert(seed)))
        bot, resampler = their_bot(game, 1_000_003 * (seed + 1), uct_c, simulations)
        others = Timed(bot)
        state = play_game(game, deal, seats, mine, others)
        returns = state.returns()
        sign = 1 if 0 in seats else -1
        assert returns[seats[0]] == sign * returns[0]
        points, differ = our_result(game, state)
        if not differ:
            assert points == returns[0], f"the scorings disagree: OpenSpiel {returns[0]}, ours {points}"
        result["points"].append(int(returns[seats[0]]))
        result["ours"].append(sign * points)
        result["differ"].append(differ)
        result["expert_s"] += mine.seconds
        result["bot_s"] += others.seconds
        result["resample"] = [x + y for x, y in zip(result["resample"], (resampler.calls, resampler.prechecked,
                                                                         resampler.replay_rejected))]
    return result


def outcome(points: float) -> float:
    """1 for a game won, 0.5 for a tie, 0 for a game lost."""
    return 1.0 if points > 0 else 0.0 if points < 0 else 0.5


def ms(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    if not ordered:
        return {"decisions": 0}
    return {"decisions": len(ordered), "mean_ms": 1000 * statistics.fmean(ordered),
            "median_ms": 1000 * statistics.median(ordered), "max_ms": 1000 * ordered[-1]}


def tally(points: list[list[float]]) -> dict[str, Any]:
    """Games won, lost and tied, the win rate and the points a game, each deal's two games taken together."""
    games = [p for pair in points for p in pair]
    rate, rate_margin = stats.interval([sum(outcome(p) for p in pair) / len(pair) for pair in points])
    mean, margin = stats.interval([sum(pair) / len(pair) for pair in points])
    return {"games": len(games), "won": sum(p > 0 for p in games), "lost": sum(p < 0 for p in games),
            "tied": sum(p == 0 for p in games), "win_rate": rate, "win_rate_margin95": rate_margin,
            "points_for": sum(p for p in games if p > 0), "points_against": -sum(p for p in games if p < 0),
            "points_per_game": mean, "points_per_game_margin95": margin}


def run(key: str, deals: int, jobs: int, uct_c: float, simulations: int) -> dict[str, Any]:
    """Every deal twice, seats swapped; per deal the mean of its two games (the deals are independent)."""
    game = GAMES[key]
    work = [(key, deal, uct_c, simulations) for deal in range(deals)]
    found: list[dict[str, Any]] = []
    start = time.perf_counter()
    with Pool(jobs) as pool:
        for r in pool.imap(play_deal, work):
            found.append(r)
            print(f"{key} deal {r['deal']}: OpenSpiel {r['points']} ours {r['ours']}"
                  f"{' (scorings differ)' if any(r['differ']) else ''}", file=sys.stderr, flush=True)
    resample = [sum(r["resample"][i] for r in found) for i in range(3)]
    return {"game": game.spiel, "mirrored_by": game.ours, "deals": deals,
            "our_seats": [list(s) for s in game.seat_sets],
            "expert": {"player": "coach.players.expert(seed)", "playouts": PLAYOUTS, "package": package()},
            "bot": bot_settings(uct_c, simulations),
            **tally([r["points"] for r in found]),
            "scored_by_ours": {k: v for k, v in tally([r["ours"] for r in found]).items()
                               if k.startswith("points") or k == "win_rate" or k == "win_rate_margin95"},
            "scorings_differ_games": sum(d for r in found for d in r["differ"]),
            "expert_time": ms([s for r in found for s in r["expert_s"]]),
            "bot_time": ms([s for r in found for s in r["bot_s"]]),
            "resampler": {"samples": resample[0], "rejected_by_precheck": resample[1],
                          "rejected_by_replay": resample[2]},
            "wall_minutes": (time.perf_counter() - start) / 60}


def package() -> dict[str, Any]:
    """Which ``domino_lessons`` played: its folder and commit (``git rev-parse HEAD`` there, else a ``COMMIT`` file
    beside the package, as in a ``git archive`` snapshot)."""
    import subprocess

    import domino_lessons

    root = Path(domino_lessons.__file__).resolve().parent.parent
    done = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True)
    commit = done.stdout.strip() if done.returncode == 0 else None
    if commit is None and (root / "COMMIT").exists():
        commit = (root / "COMMIT").read_text().strip()
    return {"path": str(root / "domino_lessons"), "commit": commit}


def bot_settings(uct_c: float, simulations: int) -> dict[str, Any]:
    return {"name": "open_spiel.python.algorithms.ismcts.ISMCTSBot", "uct_c": uct_c,
            "max_simulations": simulations, "evaluator": "mcts.RandomRolloutEvaluator(n_rollouts=1)",
            "final_policy_type": "MAX_VISIT_COUNT", "child_selection_policy": "UCT",
            "max_world_samples": "unlimited (a resample every simulation)", "resampler": "Resampler (this file)"}


def table(found: dict[str, Any]) -> None:
    """Per game: games, our won/lost/tied, win rate, points a game, the time a decision of each."""
    print(f"{'game':<7}{'games':>6}{'won':>5}{'lost':>5}{'tied':>5}{'win rate':>17}{'pts/game':>16}"
          f"{'ours ms med/max':>17}{'ISMCTS ms med/max':>19}")
    for key in GAMES:
        r = found.get(key)
        if not r:
            continue
        e, b = r["expert_time"], r["bot_time"]
        print(f"{key:<7}{r['games']:>6}{r['won']:>5}{r['lost']:>5}{r['tied']:>5}"
              f"{r['win_rate']:>10.1%} ± {r['win_rate_margin95']:>4.1%}"
              f"{r['points_per_game']:>+9.1f} ± {r['points_per_game_margin95']:>4.1f}"
              f"{e['median_ms']:>9.0f} /{e['max_ms']:>6.0f}{b['median_ms']:>11.0f} /{b['max_ms']:>6.0f}")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--games", default="block,team")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--tune", action="store_true", help="ISMCTS's settings, head to head (kept under tuning)")
    args = parser.parse_args(argv)
    keys = [k for k in args.games.split(",") if k]
    assert all(k in GAMES for k in keys), f"games are {', '.join(GAMES)}"
    path = Path(__file__).with_name("openspiel.json")
    kept: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    for key in keys:
        if args.tune:
            kept.setdefault("tuning", {})[key] = tune(key, args.deals, args.jobs)
        else:
            kept[key] = run(key, args.deals, args.jobs, UCT_C[key], SIMULATIONS[key])
        path.write_text(json.dumps(kept, indent=1) + "\n")
    table(kept)


if __name__ == "__main__":
    main(sys.argv[1:])
