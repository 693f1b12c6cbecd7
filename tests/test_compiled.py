"""The compiled search (``coach._search``, from ``_search.c``) against the search in Python, every game.

The same positions in the same order, the same values and the same count of positions: on seeded and
hypothesis-made positions of every game with a kernel, every player count and option set (``test_kernel.CASES``),
from the lead to the last choice, stocks to draw from included; every consistent deal solved (``solve_counted``);
greedy play to the hand's end. A deliberately wrong build of the source is caught by the same checks.
"""

from __future__ import annotations

import importlib.util
import random
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hatch_build
from domino_lessons import Match
from domino_lessons.coach import compiled, endgame, reviewer
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.coach.reviewer import consistent_deal
from domino_lessons.core import kernel
from domino_lessons.core.engine import Hand
from domino_lessons.core.events import DrawRule
from domino_lessons.rules import built_in
from domino_lessons.rules.all_fives import AllFives
from test_kernel import CASES as EVERY_CASE, midway



def named(case: tuple[str, int, dict[str, Any]]) -> bool:
    """Has the compiled search a name for this case's rules? (A plug-in's game has none: it is searched in Python.)"""
    rules = Match(case[0], ["P"] * case[1], case[2]).variant.kernel_rules()
    return rules is not None and rules.native() is not None


CASES = [case for case in EVERY_CASE if named(case)]

BUDGET = 20_000
"""Positions each comparison searches at most: past it, both say so at the same count."""


def python_rows(hand: Hand, deal: endgame.Deal, budget: int = BUDGET) -> tuple[list[list[int]] | None, int]:
    """What the search in Python finds on ``deal`` from ``hand``'s position: each move's value, the positions."""
    seen = hand.observe(hand.to_move)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    search = endgame.KernelSearch(budget, hand.variant.higher_wins)
    try:
        row = search.deal(kernel.from_observation(seen, rules, *deal), [kernel.encode(m) for m in hand.legal_moves()])
    except endgame.TooBig:
        return None, search.nodes
    return [[int(v) for v in row]], search.nodes


def compiled_rows(fast: ModuleType, hand: Hand, deal: endgame.Deal,
                  budget: int = BUDGET) -> tuple[list[list[int]] | None, int]:
    """The same, searched by ``fast`` (a build of ``_search.c``)."""
    seen = hand.observe(hand.to_move)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    start = kernel.from_observation(seen, rules, *deal)
    spec = compiled.rules(start, hand.variant.higher_wins)
    assert spec is not None
    return compiled.search(fast, spec, start, [kernel.encode(m) for m in hand.legal_moves()],
                           endgame.indexed([deal]), budget)


def a_deal(hand: Hand, seed: int) -> endgame.Deal:
    seen = hand.observe(hand.to_move)
    return consistent_deal(seen, observed_knowledge(seen), random.Random(seed))


def agrees(fast: ModuleType, hand: Hand, seed: int) -> None:
    """``fast`` finds what the search in Python finds from ``hand`` (at a choice) on a consistent deal, and plays
    each move out greedily as the kernel does."""
    deal = a_deal(hand, seed)
    assert compiled_rows(fast, hand, deal) == python_rows(hand, deal)
    seen = hand.observe(hand.to_move)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    start = kernel.from_observation(seen, rules, *deal)
    spec = compiled.rules(start, hand.variant.higher_wins)
    played = fast.playouts(spec, compiled.base(start), [kernel.encode(m) for m in hand.legal_moves()],
                           endgame.indexed([deal]))
    assert played == [[reviewer.play_out(seen, move, deal) for move in hand.legal_moves()]]


def at_a_choice(variant: str, players: int, options: dict[str, Any], seed: int, moves: int) -> Hand | None:
    """The hand after ``moves`` random moves, on to the next choice (None where it ends first)."""
    hand = midway(variant, players, options, seed, moves)
    rng = random.Random(seed)
    while not hand.over and len(hand.legal_moves()) < 2:
        hand.push(rng.choice(hand.legal_moves()))
    return None if hand.over else hand


def seeded(variant: str, players: int, options: dict[str, Any]) -> Iterator[tuple[int, Hand]]:
    """Thirty seeded positions at a choice, from the lead to late in the hand (fewer moves where it ends first)."""
    for seed in range(30):
        moves = (seed * 7) % 24
        hand = at_a_choice(variant, players, options, seed, moves) or at_a_choice(variant, players, options, seed,
                                                                                  moves // 4)
        if hand is not None:
            yield seed, hand


@pytest.fixture(scope="module")
def fast() -> ModuleType:
    found = compiled.module()
    assert found is not None, "the compiled search is not built: pip install -e . builds it (hatch_build.py)"
    return found


def test_the_compiled_search_is_built_from_the_source_beside_it(fast: ModuleType) -> None:
    assert fast.SOURCE_HASH == compiled.source_hash() == hatch_build.source_hash(compiled.SOURCE)
    assert endgame.limits() is endgame.COMPILED


def test_every_built_in_game_has_a_name_in_the_compiled_search() -> None:
    for game in built_in():
        rules = Match(game, ["P"] * game.min_players).variant.kernel_rules()
        assert rules is not None and rules.native() is not None, game.id


@pytest.mark.parametrize("variant,players,options", CASES)
def test_seeded_positions_find_what_python_finds(fast: ModuleType, variant: str, players: int,
                                                 options: dict[str, Any]) -> None:
    compared = 0
    for seed, hand in seeded(variant, players, options):
        agrees(fast, hand, seed)
        compared += 1
    assert compared >= 20


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 10**6), st.integers(0, 40))
def test_hypothesis_positions_find_what_python_finds(case: tuple[str, int, dict[str, Any]], seed: int,
                                                     moves: int) -> None:
    fast = compiled.module()
    assert fast is not None
    hand = at_a_choice(*case, seed, moves)
    if hand is not None:
        agrees(fast, hand, seed)


def drawing(variant: str, players: int, options: dict[str, Any]) -> list[Hand]:
    """Positions of a game with drawing, at a choice, with a stock left to draw from."""
    found = []
    for seed in range(40):
        hand = at_a_choice(variant, players, options, seed, 6 + seed % 10)
        if hand is not None and hand.boneyard:
            found.append(hand)
    return found


@pytest.mark.parametrize("variant,players,options", [
    ("all-fives", 2, {}), ("all-fives", 3, {}), ("italian", 2, {}), ("italian", 3, {"draw": "until-playable"}),
    ("reserve", 2, {}), ("reserve", 4, {}), ("italian-pairs", 4, {"hand_size": 5})])
def test_a_stock_to_draw_from_is_searched_in_the_order_it_is_drawn(fast: ModuleType, variant: str, players: int,
                                                                   options: dict[str, Any]) -> None:
    hands = drawing(variant, players, options)
    assert Match(variant, ["P"] * players, options).variant.draw != DrawRule.NONE and len(hands) >= 10
    solved = 0
    for seed, hand in enumerate(hands):
        deal = a_deal(hand, seed)
        found = compiled_rows(fast, hand, deal, 50_000)
        assert found == python_rows(hand, deal, 50_000)
        solved += found[0] is not None
    assert solved >= 5


KEPT = 2
"""The tiles a stock keeps in ``keeping`` (as a game with ``Variant.kept`` says; no built-in game keeps any)."""


def keeping(monkeypatch: pytest.MonkeyPatch) -> list[Hand]:
    """Positions of All Fives for two, at a choice, with a stock whose last ``KEPT`` tiles must stay there."""
    monkeypatch.setattr(AllFives, "kept", KEPT)
    hands = [at_a_choice("all-fives", 2, {}, seed, 6 + seed % 30) for seed in range(80)]
    return [hand for hand in hands if hand is not None and hand.boneyard]


def test_a_stock_that_keeps_tiles_is_searched_as_python_searches_it(fast: ModuleType,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    hands = keeping(monkeypatch)
    solved = at_the_kept = 0
    for seed, hand in enumerate(hands):
        deal = a_deal(hand, seed)
        found = compiled_rows(fast, hand, deal, 50_000)
        assert found == python_rows(hand, deal, 50_000)
        solved += found[0] is not None
        at_the_kept += len(hand.boneyard) == KEPT and found[0] is not None
    assert solved >= 10 and at_the_kept >= 3


@pytest.mark.parametrize("game", sorted({case[0] for case in CASES}))
def test_every_consistent_deal_solved_is_what_python_solves(game: str) -> None:
    players = {"domeng": 5, "italian": 4, "all-fives": 4, "reserve": 3}.get(game, 4 if game != "international-two" else 2)
    compared = solved = 0
    for seed in range(300):
        hand = Match(game, [f"P{i}" for i in range(players)]).deal_random(random.Random(seed))
        while not hand.over and compared < 12:
            seen, legal = hand.observe(hand.to_move), hand.legal_moves()
            drawing_left = seen.stock and seen.variant.draw != DrawRule.NONE
            if len(legal) > 1 and sum(seen.counts) <= 12 and not drawing_left:
                for deals, nodes in ((20_000, 60_000), (20_000, 300), (3, 60_000)):
                    fast = endgame.solve_counted(seen, legal, deals, nodes)
                    assert fast == endgame.solve_counted(seen, legal, deals, nodes, native=False)
                    solved += fast[0] is not None
                compared += 1
            hand.push(greedy(seen, legal))
    assert compared == 12 and solved >= 5


def test_the_search_in_python_serves_where_nothing_is_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = Match("goat", list("ABCD")).deal_random(random.Random(2))
    while sum(map(len, hand.held)) > 8 or len(hand.legal_moves()) < 2:
        hand.push(greedy(hand, hand.legal_moves()))
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    deals = [a_deal(hand, seed) for seed in range(3)]
    exact, rows = endgame.solve(seen, legal), endgame.searched(seen, legal, deals)
    monkeypatch.setenv(compiled.PURE, "1")
    compiled.module.cache_clear()
    try:
        assert compiled.module() is None and endgame.limits() is endgame.PYTHON
        assert exact is not None and endgame.solve(seen, legal) == exact
        assert rows is not None and endgame.searched(seen, legal, deals) == rows
        assert endgame.played_out(seen, legal, deals) is None
    finally:
        monkeypatch.delenv(compiled.PURE)
        compiled.module.cache_clear()
    assert compiled.module() is not None


def test_a_build_older_than_its_source_is_not_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    changed = tmp_path / "_search.c"
    changed.write_bytes(compiled.SOURCE.read_bytes() + b"\n/* changed */\n")
    monkeypatch.setattr(compiled, "SOURCE", changed)
    compiled.module.cache_clear()
    try:
        with pytest.warns(RuntimeWarning, match="older than its source"):
            assert compiled.module() is None
    finally:
        monkeypatch.undo()
        compiled.module.cache_clear()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert compiled.module() is not None


def test_a_game_without_a_compiled_name_is_searched_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = Match("international", list("ABCD")).deal_random(random.Random(4))
    while sum(map(len, hand.held)) > 10 or len(hand.legal_moves()) < 2:
        hand.push(greedy(hand, hand.legal_moves()))
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    rules = hand.variant.kernel_rules()
    assert endgame.native_start(seen) is not None
    monkeypatch.setattr(type(rules), "native", lambda self: None)  # as a plug-in's game: no name for it in C
    assert endgame.native_start(seen) is None
    assert endgame.solve_counted(seen, legal, 5_000, 40_000) == endgame.solve_counted(seen, legal, 5_000, 40_000,
                                                                                     native=False)
    assert endgame.limits(seen) is endgame.PYTHON  # searched in Python, so as far as Python's search goes
    monkeypatch.undo()
    assert endgame.limits(seen) is endgame.COMPILED


def test_what_the_compiled_search_refuses(fast: ModuleType) -> None:
    hand = at_a_choice("international", 4, {}, 1, 8)
    assert hand is not None
    deal = a_deal(hand, 1)
    seen = hand.observe(hand.to_move)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    start = kernel.from_observation(seen, rules, *deal)
    spec, base = compiled.rules(start, True), compiled.base(start)
    moves = [kernel.encode(m) for m in hand.legal_moves()]
    hands, stock = endgame.indexed([deal])[0]
    twice = [list(h) for h in hands]
    twice[1][0] = twice[0][0]
    for wrong, says in (((spec, base, moves, [(twice, stock)], 10), "at most once"),
                        ((spec, base, moves[:-1], [(hands, stock)], 10), "legal moves"),
                        ((spec, base, moves, [(hands[:3], stock)], 10), "a hand for each seat"),
                        (((9, *spec[1:]), base, moves, [(hands, stock)], 10), "unknown family")):
        with pytest.raises(ValueError, match=says):
            fast.search(*wrong)


MUTANTS = {
    "a point more to every side that scores at the hand's end":
        ("st->change[scores.side[i]] += scores.points[i];", "st->change[scores.side[i]] += scores.points[i] + 1;"),
    "All Fives counts a double's tip once":
        ("static inline int end_value(int dbl, int shows) { return dbl ? 2 * shows : shows; }",
         "static inline int end_value(int dbl, int shows) { (void)dbl; return shows; }"),
    "a hand is blocked with a stock still to draw from":
        ("over = !(r->draws && st->stock_at < d->n_stock - r->kept) && !(held & live);", "over = !(held & live);"),
    "the tiles that must stay in the stock are drawn":
        ("moves[0] = r->draws && st->stock_at < d->n_stock - r->kept && !(r->draw_one && st->drew) ? DRAW : PASS;",
         "moves[0] = r->draws && st->stock_at < d->n_stock && !(r->draw_one && st->drew) ? DRAW : PASS;"),
}


@pytest.fixture(scope="module", params=sorted(MUTANTS))
def mutant(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """A build of ``_search.c`` with one deliberate mistake."""
    right, wrong = MUTANTS[request.param]
    source = compiled.SOURCE.read_text(encoding="utf-8")
    assert source.count(right) == 1, f"the mutation's line is gone from _search.c: {right}"
    folder = tmp_path_factory.mktemp("mutant")
    changed = folder / "_search.c"
    changed.write_text(source.replace(right, wrong), encoding="utf-8")
    built = hatch_build.compile_search(changed, folder / "out")
    spec = importlib.util.spec_from_file_location("_search", built)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.tiles(kernel.HIGH, kernel.LOW)
    return module


def test_a_deliberately_wrong_build_is_caught(mutant: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    def caught() -> bool:
        near = [(seed, hand) for seed, hand in enumerate(keeping(monkeypatch)) if len(hand.boneyard) <= KEPT + 2]
        if any(compiled_rows(mutant, hand, a_deal(hand, seed)) != python_rows(hand, a_deal(hand, seed))
               for seed, hand in near):  # where the kept tiles are at stake
            return True
        monkeypatch.undo()
        for variant, players, options in CASES:
            for seed, hand in seeded(variant, players, options):
                try:
                    agrees(mutant, hand, seed)
                except AssertionError:
                    return True
        return False

    assert caught()
