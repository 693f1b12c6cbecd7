"""Observations: a seat is shown its own tiles, the table and the counts, never another seat's tiles;
players receive them, and a guess at the hidden tiles is checked before it is played out."""

from __future__ import annotations

import random
from enum import Enum
from types import ModuleType
from typing import Any, Iterator

import pytest

from domino_lessons import Match
from domino_lessons.core.engine import Hand, Move, MoveKind
from domino_lessons.core.errors import DominoError
from domino_lessons.core.events import Draw
from domino_lessons.core.observation import Observation, on_table
from domino_lessons.core.tableau import OpenEnds
from domino_lessons.core.tiles import Tile
from domino_lessons.coach.players import greedy, play_out, random_player
from domino_lessons.coach.reading import observed_knowledge, table_knowledge
from domino_lessons.coach.reviewer import consistent_deal
from helpers import table_sizes

PLAYERS = table_sizes(4)


def reachable(root: object) -> Iterator[tuple[str, object]]:
    """Every value reachable from ``root``'s public attributes (properties read), containers opened, with its path.

    An ``OpenEnds`` is opened but for ``plays``: the engine's table of every tile's plays on those ends,
    the whole set whoever holds it."""
    stack: list[tuple[str, object]] = [("observation", root)]
    met: set[int] = set()
    while stack:
        path, value = stack.pop()
        yield path, value
        if isinstance(value, (str, int, float, type(None), Enum, type, ModuleType, Tile)) or id(value) in met:
            continue
        met.add(id(value))
        if isinstance(value, dict):
            stack.extend((f"{path}[{k!r}]", v) for pair in value.items() for k, v in [pair, pair[::-1]])
        elif isinstance(value, (list, tuple, set, frozenset)):
            stack.extend((f"{path}[{i}]", v) for i, v in enumerate(value))
        elif isinstance(value, OpenEnds):
            stack.extend((f"{path}.{name}", getattr(value, name)) for name in ("pips", "pairs", "showing"))
        elif not callable(value):
            for name in dir(value):
                if not name.startswith("_") and not callable(attribute := getattr(value, name)):
                    stack.append((f"{path}.{name}", attribute))


def tiles_in(root: object) -> dict[Tile, str]:
    """Each tile reachable from ``root``, with a path to it; a way to a ``Hand`` or ``Match`` fails at once."""
    found: dict[Tile, str] = {}
    for path, value in reachable(root):
        assert not isinstance(value, (Hand, Match)), f"{path} leads to the hand"
        if isinstance(value, Tile):
            found.setdefault(value, path)
    return found


def positions(variant: str, seed: int, hands: int = 2) -> Iterator[Hand]:
    """``variant`` played by random and greedy players, the hand yielded before every move."""
    n = PLAYERS[variant]
    match = Match(variant, [f"P{i}" for i in range(n)])
    bots = [greedy if i % 2 else random_player(seed + i) for i in range(n)]
    rng = random.Random(seed)
    while not match.over and len(match.hands) < hands:
        hand = match.deal_random(rng)
        while not hand.over:
            yield hand
            hand.push(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
        yield hand


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_no_public_attribute_leads_to_another_seats_tiles(variant: str) -> None:
    """What a seat is shown holds no tile of another hand or of the stock, except what the rules themselves name."""
    for seed in range(3):
        rules = None
        for hand in positions(variant, seed):
            if rules is None:  # the tiles a game's rules name (a required lead...): the same for every seat
                rules = set(tiles_in(Match(variant, list(hand.seats.names), hand.variant.options).variant))
            for seat in range(hand.n_players):
                seen = hand.observe(seat)
                hidden = {t for other, held in enumerate(hand.held) if other != seat for t in held} | set(hand.boneyard)
                told_tiles = set(tiles_in(hand.lead_reason))  # the table is told why the leader leads
                told = hand.variant.lead_facts(hand.lead_reason)
                if told:  # ... and what the coach reads from it is true
                    assert told.dealt is None or told.dealt in hand.dealt[hand.leader], (variant, seed, told)
                    assert not told.undealt & {t for held in hand.dealt for t in held}, (variant, seed, told)
                leaked = {t: path for t, path in tiles_in(seen).items()
                          if t in hidden and t not in rules and t not in told_tiles}
                assert not leaked, (variant, seed, len(hand.moves), seat, leaked)
                assert {m.tile for m in seen.legal_moves() if m.tile is not None} <= set(hand.held[seat])


def test_a_draw_shows_its_tile_to_the_drawer_alone() -> None:
    drawn = False
    for hand in positions("all-fives", 5, hands=3):
        draws = [e for e in hand.events if isinstance(e, Draw)]
        for seat in range(hand.n_players):
            tiles = [s.move.tile for s in hand.observe(seat).history if s.move.kind == MoveKind.DRAW]
            assert tiles == [e.tile if e.player == seat else None for e in draws]
            drawn = drawn or any(tiles)
    assert drawn


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_an_observation_shows_the_hand_as_it_stands(variant: str) -> None:
    for hand in positions(variant, 2, hands=1):
        for seat in range(hand.n_players):
            seen = hand.observe(seat)
            assert (seen.seat, seen.tiles, seen.counts, seen.stock, seen.to_move, seen.over) == (
                seat, tuple(hand.held[seat]), tuple(map(len, hand.held)), len(hand.boneyard), hand.to_move, hand.over)
            assert seen.totals == tuple(hand.match.totals) and seen.board == hand.board and seen.board is not hand.board
            assert seen.legal_moves() == (hand.legal_moves() if seat == hand.to_move else [])
            assert [s.seat for s in seen.history] == [s.seat for s in hand.observe(0).history]
            assert len(seen.moves) == len(hand.moves) and seen.name(seat) == hand.name(seat)
            assert observed_knowledge(seen) == table_knowledge(hand, seat)


def test_observing_a_seat_the_hand_does_not_have_is_refused() -> None:
    hand = Match("all-fives", ["A", "B"]).deal_random(random.Random(0))
    with pytest.raises(DominoError, match="seat 2"):
        hand.observe(2)


def guess(seen: Observation, seed: int = 0) -> tuple[list[list[Tile]], list[Tile]]:
    return consistent_deal(seen, observed_knowledge(seen), random.Random(seed))


def midway() -> Hand:
    hand = Match("all-fives", ["A", "B", "C"]).deal_random(random.Random(3))
    for _ in range(5):
        hand.push(greedy(hand.observe(hand.to_move), hand.legal_moves()))
    return hand


def test_a_sandbox_plays_a_guess_out_on_a_copy() -> None:
    hand = midway()
    seen = hand.observe(hand.to_move)
    held, stock = guess(seen)
    twin = seen.sandbox(held, stock)
    assert twin is not hand and twin.held == held and twin.boneyard == stock and twin.board == hand.board
    assert twin.legal_moves() == hand.legal_moves() and twin.moves == hand.moves
    play_out(twin, [greedy] * 3)
    assert twin.over and not hand.over and hand.match.hands[-1] is hand


def test_a_guess_that_changes_what_the_seat_knows_is_refused() -> None:
    hand = midway()
    seat = hand.to_move
    seen = hand.observe(seat)
    held, stock = guess(seen)
    other = (seat + 1) % 3
    short = [h[:-1] if s == other else h for s, h in enumerate(held)]
    with pytest.raises(DominoError, match="is dealt"):
        seen.sandbox(short, stock + [held[other][-1]])
    swapped = [list(h) for h in held]
    swapped[seat][0], swapped[other][0] = swapped[other][0], swapped[seat][0]
    with pytest.raises(DominoError, match="lack"):
        seen.sandbox(swapped, stock)
    twice = [list(h) for h in held]
    twice[other][0] = twice[seat][0]
    with pytest.raises(DominoError, match="twice"):
        seen.sandbox(twice, stock)
    laid = next(iter(on_table(hand.board)))
    replaced = [list(h) for h in held]
    replaced[other][0] = laid
    with pytest.raises(DominoError, match="twice"):
        seen.sandbox(replaced, stock)
    with pytest.raises(DominoError, match="hands for 3 players"):
        seen.sandbox(held[:2], stock)


def test_an_observation_read_after_its_hand_moved_on_is_refused() -> None:
    hand = midway()
    seen, later = hand.observe(hand.to_move), hand.observe(hand.to_move)
    history, deal = seen.history, guess(seen)
    hand.push(hand.legal_moves()[0])
    for read in (lambda: seen.tiles, lambda: seen.counts, lambda: seen.totals, lambda: later.board, seen.legal_moves,
                 lambda: seen.sandbox(*deal)):
        with pytest.raises(DominoError, match="moved on since this observation"):
            read()
    assert later.history == history and len(hand.observe(0).history) == len(history) + 1


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_greedy_chooses_from_an_observation_as_from_the_hand(variant: str) -> None:
    for hand in positions(variant, 4):
        if not hand.over:
            legal = hand.legal_moves()
            assert greedy(hand.observe(hand.to_move), legal) == greedy(hand, legal)


def test_a_player_written_for_the_hand_plays_on_an_observation() -> None:
    """The old protocol, ``player(hand, legal_moves)``: what it reads, an observation offers."""
    calls: list[int] = []

    def lowest(hand: Any, legal: list[Move]) -> Move:
        assert hand.legal_moves() == list(legal) and hand.board.ends() is not None
        assert hand.seats.names[hand.to_move] and hand.variant.hand_size == 7
        calls.append(hand.to_move)
        plays = [m for m in legal if m.tile is not None and m.kind == MoveKind.PLAY]
        return min(plays, key=lambda m: m.tile.pips) if plays else legal[0]  # type: ignore[union-attr]

    hand = Match("italian", ["A", "B", "C"]).deal_random(random.Random(1))
    play_out(hand, [lowest] * 3)
    assert hand.over and len(calls) == len(hand.moves)
