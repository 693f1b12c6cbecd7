"""The playout kernel against the full engine: the same legal moves, greedy's choices, turns and results.

Random and greedy hands of every game with a kernel, from the deal and from mid-hand positions, played
through both side by side; the coach's playouts and ``simulate`` give the same numbers either way; and
a deliberately wrong score is caught.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons.coach import simulate as simulating
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.coach.reviewer import consistent_deal, play_out
from domino_lessons.core import kernel
from domino_lessons.core.engine import Hand, Match, Move, play
from domino_lessons.core.observation import Position
from domino_lessons.core.tiles import Tile
from domino_lessons.game_check import kernel_difference
from domino_lessons.rules import registry
from domino_lessons.rules.site.scoring import SiteKernel

OPTIONS: dict[str, list[dict[str, Any]]] = {
    "goat": [{}, {"special_doubles": False}, {"scoring": "winner-takes", "hand_size": 5}],
    "reserve": [{}, {"scoring": "goat"}, {"hand_size": 3}],
    "no-reserve": [{}, {"scoring": "goat", "hand_size": 6}],
    "international": [{}, {"scoring": "goat"}],
    "international-two": [{}, {"hand_size": 10}],
}
"""Option sets to try besides the defaults, for the games that have them."""
KERNEL_GAMES = [game for game in registry().values() if Match(game, ["P"] * game.min_players).variant.kernel_rules()]
"""Every game with a kernel the registry holds, plug-ins' too: each is played through its engine and its kernel."""
CASES = [(game.id, players, options) for game in KERNEL_GAMES for players in range(game.min_players, game.max_players + 1)
         for options in OPTIONS.get(game.id, [{}])]


def test_every_game_of_the_site_family_has_a_kernel() -> None:
    assert set(OPTIONS) <= {game.id for game in KERNEL_GAMES}


def rules_of(game: Hand | Match) -> kernel.KernelRules:
    rules = game.variant.kernel_rules()
    assert rules is not None
    return rules


def midway(variant: str, players: int, options: dict[str, Any], seed: int, moves: int) -> Hand:
    """A hand after ``moves`` random moves (fewer if it ends first)."""
    rng = random.Random(seed)
    hand = Match(variant, [f"P{i}" for i in range(players)], options).deal_random(rng)
    for _ in range(moves):
        if hand.over:
            break
        hand.push(rng.choice(hand.legal_moves()))
    return hand


def crosscheck(hand: Hand, rules: kernel.KernelRules, rng: random.Random, greedy_play: bool) -> int:
    """Play ``hand`` and its kernel state side by side to the end, comparing every step (``check-game``'s
    ``game_check.kernel_difference``); the moves played."""
    differs, moves = kernel_difference(hand, rules, rng, greedy_play)
    assert differs is None, f"the kernel's {differs.value} differ from the engine's after {moves} moves"
    return moves


@pytest.mark.parametrize("variant,players,options", CASES)
def test_seeded_hands_match_the_engine_move_by_move(variant: str, players: int, options: dict[str, Any]) -> None:
    for seed in range(40):
        hand = midway(variant, players, options, seed, seed % 9)
        if not hand.over:
            crosscheck(hand, rules_of(hand), random.Random(seed), greedy_play=seed % 2 == 0)


def plays_as_the_engine(hand: Hand, rules: kernel.KernelRules, seed: int, greedy_play: bool, every_move: bool = False) -> None:
    """From ``hand`` (not over): the coach's playout of a random move (``every_move``: of each move) over a consistent
    deal gives the engine's number, and the hand played on through both matches step by step (``crosscheck``)."""
    seen = hand.observe(hand.to_move)
    deal = consistent_deal(seen, observed_knowledge(seen), random.Random(seed))
    moves = hand.legal_moves() if every_move else [random.Random(seed).choice(hand.legal_moves())]
    for move in moves:
        assert play_out(seen, move, deal) == play_out(seen, move, deal, engine_greedy)
    crosscheck(hand, rules, random.Random(seed), greedy_play)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 10**6), st.integers(0, 30), st.booleans())
def test_random_and_greedy_hands_match_the_engine(case: tuple[str, int, dict[str, Any]], seed: int, start: int,
                                                  greedy_play: bool) -> None:
    variant, players, options = case
    hand = midway(variant, players, options, seed, start)
    if not hand.over:
        plays_as_the_engine(hand, rules_of(hand), seed, greedy_play)


class OffByOne(SiteKernel):
    """A deliberately wrong score: one point more to every side that scores."""

    def settle(self, state: kernel.State) -> list[tuple[int, int]]:
        return [(side, points + 1) for side, points in super().settle(state)]


def test_a_wrong_score_is_caught() -> None:
    hand = midway("international", 4, {}, 3, 0)
    with pytest.raises(AssertionError):
        crosscheck(hand, OffByOne(False, True), random.Random(3), greedy_play=True)


def test_a_dealt_state_is_the_hand_the_match_would_deal() -> None:
    match = Match("international", list("ABCD"))
    for seed in range(20):
        state = kernel.deal(match, rules_of(match), random.Random(seed))
        hand = match.deal_random(random.Random(seed))
        match.hands.clear()
        assert state.hands == [[kernel.INDEX[t] for t in held] for held in hand.held]
        assert (state.to_move, state.stock) == (hand.to_move, [kernel.INDEX[t] for t in hand.boneyard])


def test_a_lead_with_its_low_half_on_l_turns_the_line_round() -> None:
    match = Match("no-reserve", ["A", "B"])
    hand = match.new_hand([[Tile(6, 4), *map(Tile.parse, ("1-1", "2-2", "3-3", "0-1", "0-2", "0-3"))],
                           list(map(Tile.parse, ("5-5", "4-4", "6-6", "5-6", "4-5", "1-2", "1-3")))],
                          [t for t in map(Tile.parse, ("0-0", "0-4", "0-5", "0-6", "1-4", "1-5", "1-6", "2-3",
                                                       "2-4", "2-5", "2-6", "3-4", "3-5", "3-6"))])
    state = kernel.from_hand(hand, rules_of(hand))
    lead = play("4-6")
    assert kernel.encode(lead) == kernel.INDEX[Tile(6, 4)] * 4 + 1
    hand.push(lead)
    state.push(kernel.encode(lead))
    assert state.ends == [4, 6] == list(hand.board.ends().values())
    assert state.legal() == [kernel.encode(m) for m in hand.legal_moves()]


def engine_greedy(seen: Position, legal: Sequence[Move]) -> Move:
    """Greedy, but not ``greedy`` itself: the coach plays it out on the engine."""
    return greedy(seen, legal)


@pytest.mark.parametrize("variant,players", [(game.id, game.min_players) for game in KERNEL_GAMES])
def test_the_coachs_playouts_give_the_numbers_the_engine_gives(variant: str, players: int) -> None:
    for seed in range(6):
        hand = midway(variant, players, {}, seed, 4 + seed)
        if hand.over:
            continue
        seen = hand.observe(hand.to_move)
        deal = consistent_deal(seen, observed_knowledge(seen), random.Random(seed))
        for move in hand.legal_moves():
            assert play_out(seen, move, deal) == play_out(seen, move, deal, engine_greedy)


@pytest.mark.parametrize("bot", ["greedy", "random"])
@pytest.mark.parametrize("variant,players", [(game.id, game.max_players) for game in KERNEL_GAMES])
def test_simulate_gives_the_engines_numbers(variant: str, players: int, bot: str, monkeypatch: pytest.MonkeyPatch) -> None:
    through_kernel = simulating.simulate(variant, 60, seed=2, players=players, bot=bot)
    monkeypatch.setattr(simulating, "KERNEL_BOTS", {})
    assert through_kernel == simulating.simulate(variant, 60, seed=2, players=players, bot=bot)


def test_a_finished_state_stays_as_it_ended() -> None:
    hand = midway("reserve", 2, {}, 5, 0)
    state = kernel.advance(kernel.from_hand(hand, rules_of(hand)), [kernel.greedy] * 2)
    ended = (list(state.change), state.went_out, [list(h) for h in state.hands])
    kernel.advance(state, [kernel.greedy] * 2)
    assert state.over and (state.change, state.went_out, state.hands) == ended and any(ended[0])


def test_each_seat_knows_its_side() -> None:
    assert kernel.sides_of(((0, 2), (1, 3))) == (0, 1, 0, 1)
    assert kernel.sides_of(((0,), (1,), (2,))) == (0, 1, 2)
