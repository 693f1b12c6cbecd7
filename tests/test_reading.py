"""Reading the table: sound (a ruled-out pip is never held), complete for passes, the same live and replayed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.errors import DominoError
from domino_lessons.core.events import Draw, Pass
from domino_lessons.narrate import speaking
from domino_lessons.coach.players import greedy, random_player
from domino_lessons.coach.reading import knowledge, on_table, table_knowledge
from domino_lessons.core.record import Record, Replay
from domino_lessons.core.tiles import FULL_SET, Tile
from helpers import table_sizes

PLAYERS = table_sizes(3)


def played(variant: str, seed: int, hands: int = 2) -> Replay:
    """A short random match of ``variant``, replayed with frames."""
    n = PLAYERS[variant]
    match = Match(variant, [f"P{i}" for i in range(n)])
    bots = [greedy if i % 2 else random_player(seed + i) for i in range(n)]
    rng = random.Random(seed)
    while not match.over and len(match.hands) < hands:
        hand = match.deal_random(rng)
        while not hand.over:
            hand.push(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
    return record.replay(Record.from_match(match), frames=True)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(PLAYERS)), st.integers(0, 10**6))
def test_what_is_ruled_out_is_never_held_and_passes_are_all_read(variant: str, seed: int) -> None:
    result = played(variant, seed)
    frames = result.frames
    for frame in frames:
        for seat in range(len(frame.held)):
            known = knowledge(result, frame.step, seat)
            assert set(known.unseen) == set(FULL_SET) - set(frame.held[seat]) - on_table(frame.board)
            assert known.counts == tuple(map(len, frame.held)) and seat not in known.ruled_out
            for other, lacks in known.ruled_out.items():
                held_pips = {pip for tile in frame.held[other] for pip in tile}
                assert not held_pips & set(lacks), (frame.step, other, lacks, frame.held[other])
                assert all(since <= frame.step for since in lacks.values())
    for frame in frames:  # after a pass, the ends' pips stay ruled out until the passer draws
        for passed in (e for e in frame.events if isinstance(e, Pass)):
            shown = {pip for _, pip in passed.ends}
            for later in frames[frame.step:]:
                if later.hand_number != frame.hand_number or any(
                        isinstance(e, Draw) and e.player == passed.player for e in later.events):
                    break
                watcher = (passed.player + 1) % len(later.held)
                assert shown <= set(knowledge(result, later.step, watcher).ruled_out[passed.player])


def test_a_pass_is_read_with_the_step_it_happened() -> None:
    result = played("international-two", 11, hands=1)
    step, passed = next((f.step, e) for f in result.frames for e in f.events if isinstance(e, Pass))
    known = knowledge(result, step, 1 - passed.player)
    assert {pip: step for _, pip in passed.ends}.items() <= known.ruled_out[passed.player].items()
    before = knowledge(result, step - 1, 1 - passed.player)
    assert not {pip for _, pip in passed.ends} <= set(before.ruled_out[passed.player]) or \
        all(before.ruled_out[passed.player][p] < step for _, p in passed.ends)


def test_a_draw_clears_what_was_known_until_the_drawn_tile_is_accounted_for() -> None:
    result = played("all-fives", 5, hands=2)
    draws = [(f.step, e) for f in result.frames for e in f.events if isinstance(e, Draw)]
    assert draws
    step, draw = draws[0]
    assert knowledge(result, step, (draw.player + 1) % 3).ruled_out[draw.player] == {}


@pytest.mark.parametrize("variant", ["reserve", "goat"])
def test_the_live_hand_reads_as_its_replay(variant: str) -> None:
    match = Match(variant, ["A", "B", "C"] if variant == "reserve" else ["A", "B", "C", "D"])
    hand = match.deal_random(random.Random(4))
    bots = [random_player(i) for i in range(match.n_players)]
    while not hand.over:
        hand.push(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
        if not hand.over and hand.legal_moves()[0].kind != "play":
            continue  # a replay of the record so far would make this forced move too
        live = table_knowledge(hand, 0)
        result = record.replay(Record.from_match(match), frames=True)
        replayed = knowledge(result, len(result.frames) - 1, 0)
        assert (live.unseen, live.counts) == (replayed.unseen, replayed.counts)
        assert {s: set(p) for s, p in live.ruled_out.items()} == {s: set(p) for s, p in replayed.ruled_out.items()}
        assert (live.held, live.barred) == (replayed.held, replayed.barred)


def test_bad_steps_and_seats_are_refused() -> None:
    result = played("italian", 1, hands=1)
    beyond = len(result.match.seats.names)  # one past the last seat
    with pytest.raises(ValueError, match="not a step"):
        knowledge(result, len(result.frames), 0)
    with pytest.raises(ValueError, match="not a seat"):
        knowledge(result, 0, beyond)
    with pytest.raises(ValueError, match="no frames"):
        knowledge(record.replay(record.replay(Record.from_match(result.match)).record), 0, 0)
    with speaking("it"), pytest.raises(DominoError, match=rf"il posto {beyond} non è un posto di questo gioco "
                                                           rf"\(da 0 a {beyond - 1}\)"):
        knowledge(result, 0, beyond)
    with pytest.raises(DominoError, match=f"seat {beyond} is not a seat of this game"):
        result.match.seats.side_of(beyond)


LEAD_RULES = [("goat", 4, {}), ("no-reserve", 2, {}), ("no-reserve", 3, {}), ("reserve", 3, {}), ("international", 4, {}),
              ("international-two", 2, {}), ("italian", 4, {}), ("italian-pairs", 4, {"hand_size": 5}), ("domeng", 5, {})]
"""Games whose rules choose the first leader by a tile dealt."""


@pytest.mark.parametrize("variant,players,options", LEAD_RULES)
def test_what_the_lead_rule_tells_is_true_at_every_step(variant: str, players: int, options: dict[str, int]) -> None:
    told = 0
    for seed in range(25):
        hand = Match(variant, [f"P{i}" for i in range(players)], options).deal_random(random.Random(seed))
        bots = [random_player(seed + i) for i in range(players)]
        while not hand.over:
            for seat in range(players):
                known = table_knowledge(hand, seat)
                for other, tiles in known.held.items():
                    assert other != seat and set(tiles) <= set(hand.held[other]) and set(tiles) <= set(known.unseen)
                for other, tiles in known.barred.items():
                    assert not tiles & set(hand.held[other]) and tiles <= set(known.unseen)
                told += bool(known.held or known.barred)
            hand.push(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
    assert told


def test_in_goat_the_holder_of_1_1_holds_it_until_he_lays_it() -> None:
    hand = Match("goat", list("ABCD")).deal_random(random.Random(1))
    leader, one_one = hand.to_move, Tile(1, 1)
    assert one_one in hand.held[leader]
    watcher = (leader + 1) % 4
    while one_one in hand.held[leader]:
        assert table_knowledge(hand, watcher).held == {leader: (one_one,)}
        hand.push(greedy(hand.observe(hand.to_move), hand.legal_moves()))
    assert table_knowledge(hand, watcher).held == {}
