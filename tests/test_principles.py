"""The principles of good play (``coach.principles``): each scorer on hand-built positions, what they decide,
the measure over self-play, the shipped counts and their words, and the lessons' example puzzles."""

from __future__ import annotations

from enum import Enum
from typing import Sequence

import pytest

from domino_lessons.coach import principles as p
from domino_lessons.core.advice import Advice
from domino_lessons.core.engine import Hand, Match, parse_move
from domino_lessons.core.observation import Observation
from domino_lessons.core.tiles import FULL_SET, Tile
from domino_lessons.narrate import narrator
from domino_lessons.rules import built_in, game_module, registry


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(t) for t in text.split()]


def hand_of(game: str, held: Sequence[str], moves: Sequence[str], stock_first: str = "",
            leader: int | None = 0) -> Hand:
    """A hand of ``game`` dealt ``held`` (the stock: ``stock_first`` then the rest), after ``moves``."""
    deal = [tiles(h) for h in held]
    first = tiles(stock_first)
    taken = {t for h in deal for t in h} | set(first)
    match = Match(game, [f"P{i}" for i in range(len(held))])
    hand = match.new_hand(deal, first + [t for t in FULL_SET if t not in taken], leader)
    for token in moves:
        hand.push(parse_move(token))
    return hand


def follow_up(seen: Observation, principle: Enum) -> set[str] | None:
    weighed = p.choices(seen, seen.legal_moves())
    assert weighed is not None
    found = p.followers(p.scorers_of(type(seen.variant))[principle], weighed)
    return None if found is None else {str(m) for m in found}


@pytest.fixture
def plain() -> Observation:
    """Italian, ends L 5 / R 2: seat 0 may lay 5-1 or 5-5 on L, or 2-0 on R."""
    hand = hand_of("italian", ["5-3 5-1 2-0 5-5 1-1 6-4 6-6", "3-2 4-4 4-3 6-3 6-0 0-0 1-0"], ["5-3", "3-2 R"])
    return hand.observe(0)


@pytest.fixture
def passed() -> Observation:
    """Italian, ends L 5 / R 3, and seat 1 drew and passed on them: seat 0 may lay 5-1 L, 3-3 R or 4-3 R."""
    hand = hand_of("italian", ["5-3 5-1 3-3 4-3 6-6 2-2 2-0", "4-4 6-0 0-0 1-0 6-1 4-1 2-1"], ["5-3", "draw", "pass"],
                   stock_first="6-2")
    return hand.observe(0)


def test_doubles_and_follow_pick_their_plays(plain: Observation) -> None:
    assert follow_up(plain, Advice.DOUBLES) == {"5-5 L"}
    assert follow_up(plain, Advice.FOLLOW) == {"5-1 L", "5-5 L"}  # 2-0 R leaves a 0 nobody of seat 0 holds


def test_a_principle_that_scores_every_play_alike_decides_nothing(plain: Observation) -> None:
    assert follow_up(plain, Advice.LEVEL) is None
    assert follow_up(plain, Advice.SHUT_OUT) is None  # nobody passed yet


def test_shut_out_keeps_the_numbers_the_next_player_passed_on(passed: Observation) -> None:
    assert follow_up(passed, Advice.SHUT_OUT) == {"3-3 R"}
    assert follow_up(passed, Advice.LEVEL) is None  # 5 and 3 after 3-3, 1 and 3, 5 and 4


def test_level_wants_one_number_at_every_end() -> None:
    hand = hand_of("italian", ["5-3 5-1 5-6 1-2 4-4 0-0 2-2", "3-1 6-6 4-3 6-3 6-0 3-0 4-0"], ["5-3", "3-1 R"])
    assert follow_up(hand.observe(0), Advice.LEVEL) == {"5-1 L", "5-1 R"}  # L 5 / R 1: 5-1 either way levels them


def test_forced_moves_are_no_choice(passed: Observation) -> None:
    hand = hand_of("italian", ["5-3 5-1 3-3 4-3 6-6 2-2 2-0", "4-4 6-0 0-0 1-0 6-1 4-1 2-1"], ["5-3"],
                   stock_first="6-2")
    seen = hand.observe(1)
    assert [str(m) for m in seen.legal_moves()] == ["draw"] and p.choices(seen, seen.legal_moves()) is None


def fives() -> Observation:
    """All Fives, ends L 5 / R 3 (count 8): seat 0 may lay 5-2 L (5), 5-3 L (0), 5-3 R (10) or 3-1 R (0)."""
    hand = hand_of("all-fives", ["5-0 5-2 5-3 3-1 6-6 6-4 4-4 2-2 1-1", "3-0 6-1 6-2 4-1 4-2 2-1 1-0 0-0 6-0"],
                   ["5-0", "3-0 R"])
    return hand.observe(0)


def test_score_now_takes_the_biggest_score() -> None:
    assert follow_up(fives(), Advice.SCORE_NOW) == {"5-3 R"}


def test_leave_little_weighs_the_best_reply_with_a_tile_unseen() -> None:
    seen = fives()
    weighed = {str(c.move): c for c in p.choices(seen, seen.legal_moves()) or []}
    assert p.leave_little(weighed["5-3 R"]) == -15  # ends 5 and 5: the unseen 5-5 at a tip makes 15
    assert p.leave_little(weighed["3-1 R"]) == -10  # ends 5 and 1: 1-5 on R makes 10
    assert follow_up(seen, Advice.LEAVE_LITTLE) is not None and "5-3 R" not in (follow_up(seen, Advice.LEAVE_LITTLE) or ())


def goat(game: str) -> Observation:
    """Goat family, four players: seat 0 leads 6-3; seat 1 may lay 6-6 or 6-5 on L."""
    held = ["1-1 6-3 0-0 1-0 2-0 3-0 4-0", "6-6 6-5 5-5 5-4 4-4 2-2 2-1", "3-3 3-1 3-2 4-3 5-3 6-0 5-0",
            "4-1 5-1 6-1 4-2 5-2 6-2 6-4"]
    return hand_of(game, held, ["6-3"], leader=None).observe(1)


def test_goat_sheds_its_special_doubles_where_they_count() -> None:
    special = getattr(game_module(registry()["goat"], "principles"), "PRINCIPLES")[0]
    assert follow_up(goat("goat"), special) == {"6-6 L"}
    assert follow_up(goat("goat"), Advice.DOUBLES) == {"6-6 L"}


def test_decides_says_whether_the_best_play_keeps_the_principle_and_greedy_breaks_it(passed: Observation) -> None:
    best, other = parse_move("3-3 R"), parse_move("5-1 L")
    assert p.decides(Advice.SHUT_OUT, passed, best)  # greedy lays the heaviest, 4-3
    assert not p.decides(Advice.SHUT_OUT, passed, other)
    assert not p.decides(Advice.SHUT_OUT, passed, other, broken=True)  # greedy's 4-3 does not shut out either
    assert p.decides(Advice.SCORE_NOW, fives(), parse_move("5-2 L"), broken=True)  # greedy takes the 10


def test_measure_is_deterministic_and_counts_within_the_positions() -> None:
    first = p.measure("italian", 2, seed=3, playouts=16)
    assert first == p.measure("italian", 2, seed=3, playouts=16)
    assert list(first) == [str(code.value) for code in p.principles_of("italian")]
    assert all(0 <= t["expert"] <= t["positions"] and 0 <= t["greedy"] <= t["positions"] for t in first.values())
    assert sum(t["positions"] for t in first.values()) > 0


@pytest.mark.parametrize("game", [g.id for g in built_in()])
def test_every_game_ships_counts_for_its_principles_in_both_languages(game: str) -> None:
    shipped = p.measured(game)
    assert [m.principle for m in shipped] == list(p.principles_of(game))
    assert 3 <= len(shipped) <= 5
    for lang in ("en", "it"):
        lines = p.said(game, lang).splitlines()
        assert len(lines) == len(shipped) and all(str(m.positions) in line for m, line in zip(shipped, lines))


def test_every_game_of_the_package_names_principles() -> None:
    assert all(p.principles_of(game) for game in built_in())


def test_the_italian_article_follows_the_number_read_aloud() -> None:
    from domino_lessons.narrate.it.advice import nel

    assert [nel(x) for x in (0.78, 0.8, 0.08, 0.11, 0.01, 0.5)] == ["nel 78%", "nell'80%", "nell'8%", "nell'11%",
                                                                     "nell'1%", "nel 50%"]


@pytest.mark.parametrize("game", [game for game in ("all-fives", "italian", "domeng", "goat")])
def test_playing_well_shows_each_principle_on_two_positions_from_real_play_each_told(game: str) -> None:
    from domino_lessons.coach.players import greedy
    from domino_lessons.playing_well import gallery

    shown = gallery(game)
    assert list(shown) == list(p.principles_of(game)) and len(shown) >= 4
    for principle, found in shown.items():
        assert len(found) >= 2
        for example in found:
            newcomer = greedy(example.seen, example.hand.legal_moves())
            assert example.newcomer == newcomer != example.best
            assert (example.best in example.following) == example.held == (newcomer not in example.following)
            facts = example.comparison()
            values = dict(example.puzzle.values)
            assert (facts.expert_keeps, facts.newcomer_keeps) == (values[example.best], values[newcomer])
            assert facts.expert_keeps > facts.newcomer_keeps
            for lang in ("en", "it"):
                told = example.compared(lang)
                name = narrator(lang).word(principle)
                assert name in told and ("sets \u201c" in told or "mette da parte il principio" in told) != example.held


@pytest.mark.parametrize("game", ["all-fives", "italian", "domeng", "goat"])
def test_the_shipped_playing_well_gallery_is_found_again_from_the_puzzles_and_told_again(game: str) -> None:
    from domino_lessons.playing_well import made, shipped
    from domino_lessons.rules import find_variant

    assert shipped(find_variant(game)) == made(game)
