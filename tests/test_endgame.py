"""Exact endgames (``coach.endgame``): against a plain enumeration and a plain minimax, on every game."""

from __future__ import annotations

import random
from itertools import combinations
from statistics import fmean
from dataclasses import replace
from types import SimpleNamespace
from typing import Iterator

import pytest

from domino_lessons import Match
from domino_lessons.coach import compiled, endgame, reviewer
from domino_lessons.coach.players import expert, greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.coach.reviewer import consistent_deal, value
from domino_lessons.core import kernel
from domino_lessons.core.events import DrawRule
from domino_lessons.core.engine import Hand, Move
from domino_lessons.core.observation import Observation
from domino_lessons.core.tiles import Tile
from domino_lessons.rules import registry

GAMES = list(registry())
"""Every game the registry holds, plug-ins' too: the search takes any game's rules."""
KERNEL_GAMES = [game for game, cls in registry().items() if Match(cls, ["P"] * cls.min_players).variant.kernel_rules()]
SEATS = {"all-fives": 4, "italian": 4, "reserve": 3}
"""Where a game's fewest players leave a stock to draw from to the end, as many as leave none."""


def seats_for(game: str) -> int:
    """How many play ``game``'s late positions: ``SEATS``, else the most for a game that draws (with the stock
    drawn out, two players know each other's hands), else the fewest."""
    cls = registry()[game]
    return SEATS.get(game, cls.max_players if cls.draw != DrawRule.NONE else cls.min_players)


def late(game: str, most_tiles: int, most_deals: int, players: int | None = None, skip: int = 0,
         fewest_deals: int = 1) -> Hand:
    """The first seeded greedy position of ``game`` with nothing to draw, a choice, at most ``most_tiles`` tiles
    in the hands and ``fewest_deals`` to ``most_deals`` consistent deals (``skip`` such positions passed over first)."""
    cls = registry()[game]
    for seed in range(500):
        hand = Match(cls, [f"P{i}" for i in range(players or cls.min_players)]).deal_random(random.Random(seed))
        while not hand.over:
            seen = hand.observe(hand.to_move)
            if (not seen.drawing and sum(seen.counts) <= most_tiles and len(hand.legal_moves()) > 1
                    and fewest_deals <= endgame.count_deals(observed_knowledge(seen)) <= most_deals):
                if not skip:
                    return hand
                skip -= 1
            hand.push(greedy(seen, hand.legal_moves()))
    raise AssertionError(f"no late position in {game}")


def best_end(hand: Hand) -> Hand:
    """Plain minimax, every move tried: the hand played to its end, each seat taking the first move whose end
    is best for its side (``reviewer.value``)."""
    if hand.over:
        return hand
    seat, before = hand.to_move, list(hand.match.totals)
    best: Hand | None = None
    for move in hand.legal_moves():
        child = hand.sandbox(hand.held, hand.boneyard)
        child.push(move)
        end = best_end(child)
        if best is None or value(end, seat, before) > value(best, seat, before):
            best = end
    assert best is not None
    return best


def plain_values(hand: Hand) -> list[float]:
    """Each legal move's value for the seat to move, every tile known: the move, then ``best_end``."""
    seat, before, found = hand.to_move, list(hand.match.totals), []
    for move in hand.legal_moves():
        child = hand.sandbox(hand.held, hand.boneyard)
        child.push(move)
        found.append(value(best_end(child), seat, before))
    return found


def every_deal(seen: Observation) -> list[tuple[list[list[Tile]], list[Tile]]]:
    """Every deal consistent with what ``seen``'s seat knows, plainly: each other seat in turn takes any
    ``count`` of the tiles left, kept where none shows a pip proved missing or is barred and where the tiles it
    provably holds are among them; the stock takes the rest."""
    known = observed_knowledge(seen)
    found: list[tuple[list[list[Tile]], list[Tile]]] = [([list(seen.tiles) if s == seen.seat else []
                                                          for s in range(len(known.counts))], list(known.unseen))]
    for seat in (s for s in range(len(known.counts)) if s != seen.seat):
        grown = []
        for held, pool in found:
            for chosen in combinations(pool, known.counts[seat]):
                if (all(pip not in known.ruled_out[seat] for tile in chosen for pip in tile)
                        and set(known.held.get(seat, ())) <= set(chosen)
                        and not set(chosen) & known.barred.get(seat, frozenset())):
                    grown.append(([list(chosen) if s == seat else h for s, h in enumerate(held)],
                                  [t for t in pool if t not in chosen]))
        found = grown
    return found


def brute(seen: Observation) -> list[float]:
    """Each legal move's value averaged over ``every_deal``, each deal by ``plain_values``."""
    per_deal = [plain_values(seen.sandbox(*deal)) for deal in every_deal(seen)]
    return [fmean(values) for values in zip(*per_deal)]


@pytest.mark.parametrize("game", GAMES)
def test_solve_is_the_plain_enumeration_in_every_game(game: str) -> None:
    for skip in range(20):  # on to a position worth solving: several deals, moves of different values
        seen = (hand := late(game, 9, 60, seats_for(game), skip, fewest_deals=2)).observe(hand.to_move)
        found = endgame.solve(seen, seen.legal_moves())
        assert found is not None and len(found) == len(seen.legal_moves())
        if len(set(found)) > 1:
            break
    assert endgame.count_deals(observed_knowledge(seen)) > 1 and len(set(found)) > 1
    assert found == pytest.approx(brute(seen), abs=1e-9)


@pytest.mark.parametrize("game,players,skip", [("italian", 2, 0), ("italian", 4, 1), ("no-reserve", 3, 0),
                                               ("all-fives", 4, 2), ("reserve", 4, 0), ("goat", 4, 2),
                                               ("international-two", 2, 1), ("domeng", 5, 1)])
def test_more_positions_and_player_counts(game: str, players: int, skip: int) -> None:
    hand = late(game, 9, 60, players, skip)
    seen = hand.observe(hand.to_move)
    assert endgame.solve(seen, seen.legal_moves()) == pytest.approx(brute(seen), abs=1e-9)


@pytest.mark.parametrize("game", ["italian", "no-reserve", "international-two"])
def test_with_every_tile_known_it_is_plain_minimax(game: str) -> None:
    # two seats with 14 tiles each: no stock, so the seat sees the other's tiles as the unseen ones
    rng = random.Random(3)
    hand = Match(game, ["A", "B"], {"hand_size": 14} if game != "international-two" else None).deal_random(rng)
    if game == "international-two":  # no hand size to choose: a deal of 14 each, set up by hand
        hand = two_of_fourteen(rng)
    while sum(map(len, hand.held)) > 10 or len(hand.legal_moves()) < 2:
        hand.push(greedy(hand, hand.legal_moves()))
    seen = hand.observe(hand.to_move)
    assert endgame.count_deals(observed_knowledge(seen)) == 1
    assert endgame.solve(seen, seen.legal_moves()) == pytest.approx(plain_values(hand), abs=1e-9)


def two_of_fourteen(rng: random.Random) -> Hand:
    """International for two with no stock: the position after a deal of 14 each, in a sandbox."""
    hand = Match("international-two", ["A", "B"]).deal_random(rng)
    pool = list(hand.boneyard)
    return hand.sandbox([hand.held[0] + pool[:7], hand.held[1] + pool[7:]], [])


@pytest.mark.parametrize("game,players", [("italian", 4), ("domeng", 5), ("no-reserve", 3)])
def test_one_deal_with_more_sides_is_plain_max_n(game: str, players: int) -> None:
    hand = late(game, 12, 10 ** 9, players)
    expected = plain_values(hand)
    found = endgame.Search(10 ** 6).deal(hand, hand.legal_moves())
    assert found == pytest.approx(expected, abs=1e-9)


def test_it_sees_only_what_the_seat_sees() -> None:
    hand = late("international", 9, 200)
    seat = hand.to_move
    seen = hand.observe(seat)
    known = observed_knowledge(seen)
    twins = [seen.sandbox(*consistent_deal(seen, known, random.Random(seed))) for seed in range(6)]
    assert len({tuple(map(tuple, twin.held)) for twin in twins}) > 1  # the hidden hands differ
    answers = [endgame.solve(twin.observe(seat), twin.observe(seat).legal_moves()) for twin in twins]
    assert answers[0] is not None and all(a == pytest.approx(answers[0], abs=1e-12) for a in answers)


@pytest.mark.parametrize("game", GAMES)
def test_deals_are_counted_and_each_made_once(game: str) -> None:
    hand = late(game, 10, 400)
    seen = hand.observe(hand.to_move)
    known = observed_knowledge(seen)
    made = list(endgame.deals(seen, known))
    keys = {tuple(tuple(sorted(h)) for h in held) for held, _ in made}
    assert endgame.count_deals(known) == len(made) == len(keys) == len(every_deal(seen))
    for deal in made:
        seen.sandbox(*deal)  # every one a position the seat cannot tell from the real one


def test_none_above_the_threshold() -> None:
    start = Match("international", list("ABCD")).deal_random(random.Random(1))
    seen = start.observe(start.to_move)
    limits = endgame.limits()
    assert endgame.count_deals(observed_knowledge(seen)) > limits.deals
    assert endgame.solve(seen, seen.legal_moves()) is None
    hand = late("international", 9, 200)
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    for native in (True, False):
        assert endgame.solve_counted(seen, legal, limits.deals, limits.nodes, native)[0] is not None
        found, searched = endgame.solve_counted(seen, legal, limits.deals, 3, native)
        assert found is None and 0 < searched <= 4  # stopped once past the budget
        assert endgame.solve_counted(seen, legal, 1, limits.nodes, native) == (None, 0)


def test_a_stock_to_draw_from_is_not_solved() -> None:
    for seed in range(50):  # a late position of All Fives with tiles still in the boneyard
        hand = Match("all-fives", ["A", "B"]).deal_random(random.Random(seed))
        while not hand.over and (sum(map(len, hand.held)) > 6 or len(hand.legal_moves()) < 2):
            hand.push(greedy(hand, hand.legal_moves()))
        if not hand.over and hand.boneyard:
            break
    seen = hand.observe(hand.to_move)
    assert seen.stock and endgame.solve(seen, seen.legal_moves()) is None


def test_a_solved_search_leaves_the_position_alone() -> None:
    hand = late("goat", 9, 100)
    before = (list(map(list, hand.held)), list(hand.match.totals), len(hand.moves), hand.board.open_ends())
    seen = hand.observe(hand.to_move)
    assert endgame.solve(seen, seen.legal_moves()) is not None
    assert (list(map(list, hand.held)), list(hand.match.totals), len(hand.moves), hand.board.open_ends()) == before
    seen.tiles  # still up to date: the real hand did not move


def test_the_expert_plays_the_exact_best_where_the_endgame_is_solved() -> None:
    for game in ("goat", "international", "no-reserve"):
        hand = late(game, 9, 200)
        seen = hand.observe(hand.to_move)
        legal = seen.legal_moves()
        exact = endgame.solve(seen, legal)
        assert exact is not None
        best = {move for move, worth in zip(legal, exact) if worth == max(exact)}
        assert all(expert(seed, playouts=1)(seen, legal) in best for seed in range(4))  # one playout could not tell


def test_the_expert_asks_the_solver_the_review_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = late("international", 9, 200)
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    monkeypatch.setattr(reviewer, "endgame", lambda: SimpleNamespace(solve=lambda at, moves: [
        float(i == len(moves) - 1) for i in range(len(moves))]))
    assert expert(0, playouts=200)(seen, legal) == legal[-1]
    monkeypatch.setattr(reviewer, "endgame", lambda: None)  # no solver: it plays the moves out
    assert expert(0, playouts=200)(seen, legal) in legal


def test_the_same_seed_plays_the_same_moves() -> None:
    def moves(seed: int) -> list[str]:
        hand = Match("goat", list("ABCD")).deal_random(random.Random(5))
        players = [expert(seed, playouts=30)] + [greedy] * 3
        while not hand.over:
            hand.push(players[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
        return [str(move) for move in hand.moves]

    assert moves(3) == moves(3)


def one_deal(game: str) -> Observation:
    """A two-seat position with no stock and a choice that matters: the seat sees the other's tiles as the unseen."""
    for seed in range(20):
        rng = random.Random(seed)
        hand = two_of_fourteen(rng) if game == "international-two" else Match(
            game, ["A", "B"], {"hand_size": 14}).deal_random(rng)
        while not hand.over:
            seen = hand.observe(hand.to_move)
            if sum(seen.counts) <= 10 and len(set(endgame.solve(seen, seen.legal_moves()) or [0])) > 1:
                return seen
            hand.push(greedy(hand, hand.legal_moves()))
    raise AssertionError(f"no one-deal position in {game}")


@pytest.mark.parametrize("game", ["italian", "no-reserve", "international-two"])
def test_the_search_of_a_sampled_deal_is_the_exact_value_where_one_deal_is_consistent(game: str) -> None:
    seen = one_deal(game)
    known = observed_knowledge(seen)
    assert endgame.count_deals(known) == 1 and sum(seen.counts) <= endgame.limits().deal_tiles
    legal = seen.legal_moves()
    exact = endgame.solve(seen, legal)
    deal = consistent_deal(seen, known, random.Random(0))
    assert exact is not None
    rows = endgame.searched(seen, legal, [deal, deal])
    assert rows is not None and len(rows) == 2 and all(row == pytest.approx(exact, abs=1e-9) for row in rows)
    many = max(reviewer.MIN_DEALS, 40 // len(legal))
    assert reviewer.samples(seen, legal, random.Random(0), 40) == [[pytest.approx(v, abs=1e-9)] * many for v in exact]


@pytest.mark.parametrize("game,players,skip", [("goat", 4, 0), ("international", 4, 1), ("no-reserve", 2, 3),
                                               ("international-two", 2, 0), ("italian", 4, 2)])
def test_the_kernel_search_finds_the_engine_search_values(game: str, players: int, skip: int) -> None:
    hand = late(game, 13, 10 ** 9, players, skip)
    seen = hand.observe(hand.to_move)
    rules = seen.variant.kernel_rules()
    if rules is None:
        pytest.skip(f"{game} has no kernel")
    legal = seen.legal_moves()
    for seed in range(3):
        deal = consistent_deal(seen, observed_knowledge(seen), random.Random(seed))
        state = kernel.from_observation(seen, rules, *deal)
        before = (list(map(list, state.hands)), list(state.ends), list(state.change), state.to_move)
        found = endgame.KernelSearch(10 ** 6, seen.variant.higher_wins).deal(state, [kernel.encode(m) for m in legal])
        assert found == pytest.approx(endgame.Search(10 ** 6).deal(seen.sandbox(*deal), legal), abs=1e-9)
        assert (state.hands, state.ends, state.change, state.to_move) == before  # the search left its start alone


@pytest.fixture(params=["compiled", "python"])
def searching(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The search compiled, then in Python (as where nothing is compiled: the JupyterLite site)."""
    if request.param == "python":
        monkeypatch.setenv(compiled.PURE, "1")
    compiled.module.cache_clear()
    yield request.param
    monkeypatch.undo()
    compiled.module.cache_clear()


def test_sampled_deals_are_searched_only_within_the_thresholds(searching: str) -> None:
    hand = late("international", 12, 10 ** 9)
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    deals = [consistent_deal(seen, observed_knowledge(seen), random.Random(seed)) for seed in range(4)]
    within = replace(endgame.limits(), deal_tiles=sum(seen.counts))
    rows = endgame.searched(seen, legal, deals, within)
    assert rows is not None and rows == [endgame.Search(10 ** 6).deal(seen.sandbox(*d), legal) for d in deals]
    assert endgame.searched(seen, legal, deals, replace(within, deal_tiles=sum(seen.counts) - 1)) is None  # one tile
    assert endgame.searched(seen, legal, deals, replace(within, deal_nodes=2, fewest=0)) is None  # past the budget
    start = Match("all-fives", ["A", "B"]).deal_random(random.Random(0))
    drawing = start.observe(start.to_move)
    stocked = [consistent_deal(drawing, observed_knowledge(drawing), random.Random(seed)) for seed in range(2)]
    assert endgame.searched(drawing, drawing.legal_moves(), stocked, replace(within, deal_tiles=99, stock=False)) is None
    assert endgame.limits().stock == (searching == "compiled")  # a stock to draw from: searched where compiled


def test_as_many_sampled_deals_as_fit_are_searched_where_fewest_is_set() -> None:
    hand = late("international", 16, 10 ** 9)
    seen = hand.observe(hand.to_move)
    legal = seen.legal_moves()
    deals = [consistent_deal(seen, observed_knowledge(seen), random.Random(seed)) for seed in range(40)]
    every = endgame.searched(seen, legal, deals, replace(endgame.COMPILED, fewest=0))
    assert every is not None and len(every) == 40
    budget = sum(count_nodes(seen, legal, [deal]) for deal in deals[:25])
    some = endgame.searched(seen, legal, deals, replace(endgame.COMPILED, deal_nodes=budget, fewest=10))
    assert some == every[:25]  # the first 25 fit, the 26th went past the budget
    assert endgame.searched(seen, legal, deals, replace(endgame.COMPILED, deal_nodes=budget, fewest=30)) is None


def count_nodes(seen: Observation, legal: list[Move], deals: list[endgame.Deal]) -> int:
    """The positions the search in Python takes for ``deals``."""
    rules = seen.variant.kernel_rules()
    assert rules is not None
    search = endgame.KernelSearch(10 ** 7, seen.variant.higher_wins)
    for deal in deals:
        search.deal(kernel.from_observation(seen, rules, *deal), [kernel.encode(m) for m in legal])
    return search.nodes


def random_late(game: str, players: int, seed: int, most_tiles: int) -> Hand | None:
    """A position of ``game`` reached by random play from deal ``seed``: nothing to draw, a choice, at most
    ``most_tiles`` tiles in the hands (None where the hand ends first)."""
    rng = random.Random(seed)
    hand = Match(game, [f"P{i}" for i in range(players)]).deal_random(rng)
    while not hand.over:
        legal = hand.legal_moves()
        if not hand.stock_open() and sum(map(len, hand.held)) <= most_tiles and len(legal) > 1:
            return hand
        hand.push(rng.choice(legal))
    return None


@pytest.mark.parametrize("game", KERNEL_GAMES)
def test_the_kernel_search_is_the_plain_search_on_many_random_positions(game: str) -> None:
    cls = registry()[game]
    compared = 0
    for players in range(cls.min_players, cls.max_players + 1):
        for seed in range(60):
            hand = random_late(game, players, seed, 10)
            if hand is None:
                continue
            rules, legal = hand.variant.kernel_rules(), hand.legal_moves()
            assert rules is not None
            fast, plain = endgame.KernelSearch(10 ** 6, hand.variant.higher_wins), endgame.Search(10 ** 6)
            found = fast.deal(kernel.from_hand(hand, rules), [kernel.encode(move) for move in legal])
            assert found == pytest.approx(plain.deal(hand.sandbox(hand.held, hand.boneyard), legal), abs=1e-9)
            assert fast.nodes == plain.nodes  # the same positions: the same budgets fit
            compared += 1
    assert compared >= 20


def test_a_forced_first_move_is_searched_as_any() -> None:
    hand = late("international", 9, 10 ** 9)
    while len(hand.legal_moves()) > 1:  # on to a seat with one move
        hand.push(greedy(hand, hand.legal_moves()))
    rules = hand.variant.kernel_rules()
    assert rules is not None and not hand.over
    legal = hand.legal_moves()
    found = endgame.KernelSearch(10 ** 6).deal(kernel.from_hand(hand, rules), [kernel.encode(m) for m in legal])
    assert found == pytest.approx(plain_values(hand), abs=1e-9)


def test_a_copied_state_shares_no_list_it_changes() -> None:
    hand = late("domeng", 12, 10 ** 9, 5)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    state = kernel.from_hand(hand, rules)
    twin = state.copy()
    for name in kernel.State.__slots__:  # every slot copied (a slot added later must be copied too)
        assert getattr(twin, name) == getattr(state, name), name
        if type(getattr(state, name)) is list:
            assert getattr(twin, name) is not getattr(state, name), name
    assert all(mine is not theirs for mine, theirs in zip(twin.hands, state.hands))
    kernel.advance(twin, [kernel.greedy] * 5)
    assert twin.over and not state.over and state.hands == [[kernel.INDEX[t] for t in h] for h in hand.held]


def test_a_stop_leaves_the_seat_at_its_choice() -> None:
    hand = late("goat", 12, 10 ** 9)
    rules = hand.variant.kernel_rules()
    assert rules is not None
    state, choices = kernel.from_hand(hand, rules), []

    def stop(at: kernel.State, legal: list[int]) -> int:
        choices.append(legal)
        return kernel.STOP

    kernel.advance(state, [stop] * 4)
    assert choices == [state.legal()] and len(choices[0]) > 1 and not state.over  # stopped before moving
    assert (state.hands, state.to_move) == ([[kernel.INDEX[t] for t in h] for h in hand.held], hand.to_move)
    kernel.advance(state, [kernel.greedy] * 4)
    twin = kernel.advance(kernel.from_hand(hand, rules), [kernel.greedy] * 4)
    assert (state.change, state.hands, state.ends, state.last) == (twin.change, twin.hands, twin.ends, twin.last)
