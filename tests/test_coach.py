"""The coach: consistent deals, playouts that leave the real hand alone, the expert's fairness, the review."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.coach import consistent_deal, estimates, play_out, review
from domino_lessons.core.engine import Hand
from domino_lessons.lesson import example
from domino_lessons.coach.players import expert, greedy, play_match
from domino_lessons.coach.reading import observed_knowledge, table_knowledge
from helpers import table_sizes

PLAYERS = table_sizes(3)


def midway(variant: str, seed: int, moves: int) -> Hand:
    """A hand of ``variant`` after up to ``moves`` greedy moves, not over."""
    n = PLAYERS[variant]
    hand = Match(variant, [f"P{i}" for i in range(n)]).deal_random(random.Random(seed))
    for _ in range(moves):
        legal = hand.legal_moves()
        if hand.over or (len(hand.moves) > 2 and len(legal) > 1 and hand.to_move == seed % n):
            break
        hand.push(greedy(hand.observe(hand.to_move), legal))
    return hand


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PLAYERS)), st.integers(0, 10**6), st.integers(0, 30))
def test_a_consistent_deal_gives_each_seat_its_count_and_no_ruled_out_pip(variant: str, seed: int, moves: int) -> None:
    hand = midway(variant, seed, moves)
    if hand.over:
        return
    seat = hand.to_move
    known = table_knowledge(hand, seat)
    held, stock = consistent_deal(hand.observe(seat), known, random.Random(seed))
    assert held[seat] == hand.held[seat] and len(stock) == len(hand.boneyard)
    assert sorted([t for s, h in enumerate(held) if s != seat for t in h] + stock) == sorted(known.unseen)
    for other, lacks in known.ruled_out.items():
        assert len(held[other]) == len(hand.held[other])
        assert not {pip for tile in held[other] for pip in tile} & set(lacks)


def test_a_playout_leaves_the_real_hand_and_match_as_they_were() -> None:
    hand = midway("all-fives", 3, 6)
    before = (tuple(map(tuple, hand.held)), list(hand.boneyard), hand.board.copy(), len(hand.log),
              list(hand.match.totals), hand.to_move, hand.variant.__dict__.copy())
    seen = hand.observe(hand.to_move)
    play_out(seen, hand.legal_moves()[0], consistent_deal(seen, observed_knowledge(seen), random.Random(1)))
    assert (tuple(map(tuple, hand.held)), list(hand.boneyard), hand.board.copy(), len(hand.log),
            list(hand.match.totals), hand.to_move, hand.variant.__dict__) == before
    assert hand.match.hands[-1] is hand and not hand.over


@pytest.mark.parametrize("variant", ["international", "all-fives", "domeng", "reserve"])
def test_the_expert_reads_no_hidden_tile(variant: str) -> None:
    """Its choice is the same when the hidden hands are dealt again consistently with what its seat knows."""
    for seed in range(4):
        hand = midway(variant, seed, 12)
        legal = hand.legal_moves()
        if hand.over or len(legal) < 2:
            continue
        seen = hand.observe(hand.to_move)
        shuffled = seen.sandbox(*consistent_deal(seen, observed_knowledge(seen), random.Random(seed + 99)))
        assert shuffled.legal_moves() == legal and shuffled.held != hand.held
        twin = shuffled.observe(shuffled.to_move)
        assert estimates(seen, legal, random.Random(7), 60) == estimates(twin, legal, random.Random(7), 60)
        assert expert(seed=7, playouts=60)(seen, legal) == expert(seed=7, playouts=60)(twin, legal)
        assert expert(seed=7, playouts=60)(hand, legal) == expert(seed=7, playouts=60)(seen, legal)  # the old way


def test_a_review_lists_every_choice_with_its_estimates_and_is_seeded() -> None:
    rec = record.load(example("all-fives-2p"))
    done = review(rec, 1, 0, playouts=80, seed=3)
    assert done == review(rec, 1, 0, playouts=80, seed=3)
    replayed = record.replay(rec).hands[0].hand
    choices = 0
    probe = Match(rec.variant, rec.players, rec.options).new_hand(replayed.dealt, replayed.undealt, rec.hands[0].leader)
    for move in replayed.moves:
        if probe.to_move == 0 and len(probe.legal_moves()) > 1:
            choices += 1
        probe.push(move)
    assert len(done.decisions) == choices > 0
    for decision in done.decisions:
        moves = [m for m, _ in decision.values]
        assert decision.played in moves and decision.best_now in moves and decision.cost >= 0
        assert [v for _, v in decision.values] == sorted((v for _, v in decision.values), reverse=True)
        assert decision.best_now_scored >= decision.scored
    assert all(d.cost > 0.05 for d in done.costly()) and list(done.costly()) == sorted(done.costly(), key=lambda d: -d.cost)


def test_a_review_says_whether_its_values_are_the_games_counters_and_stones_still_reads_so() -> None:
    records = sorted(example("all-fives-2p").parent.glob("*.json"))
    counted = {}
    for path in records:
        rec = record.load(path)
        match = Match(rec.variant, rec.players, rec.options)
        counted.setdefault(match.state.counters() is not None, rec)
    assert set(counted) == {False, True}
    for kind, rec in counted.items():
        done = review(rec, 1, 0, playouts=8)
        assert done.counters is kind
        with pytest.warns(DeprecationWarning, match="Review.counters"):
            assert done.stones is kind


def test_review_refuses_a_hand_or_seat_the_record_does_not_have() -> None:
    rec = example("italian-2p")
    with pytest.raises(ValueError, match="hand 14 is not in this record"):
        review(rec, 14, 0)
    with pytest.raises(ValueError, match="seat 2"):
        review(rec, 1, 2)


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_the_expert_plays_whole_matches_past_the_first_hand(variant: str) -> None:
    """Later hands have their own leaders and leads (Domeng's first round, International's next leader...)."""
    n = PLAYERS[variant]
    match = Match(variant, [f"P{i}" for i in range(n)])
    play_match(match, [expert(seed=i, playouts=8) for i in range(n)], random.Random(1), max_hands=3)
    assert len(match.hands) == 3 or match.over


def test_every_hand_of_every_shipped_record_can_be_reviewed_from_every_seat() -> None:
    decisions = 0
    for path in sorted(example("all-fives-2p").parent.glob("*.json")):
        rec = record.load(path)
        for number in range(1, len(rec.hands) + 1):
            for seat in range(len(rec.players)):
                decisions += len(review(rec, number, seat, playouts=8).decisions)
    assert decisions > 1000


def test_a_knowledge_no_deal_can_fit_is_refused_with_a_reason() -> None:
    hand = midway("international-two", 2, 4)
    known = table_knowledge(hand, hand.to_move)
    other = 1 - hand.to_move
    impossible = replace(known, ruled_out={other: {pip: 0 for pip in range(7)}})
    with pytest.raises(ValueError, match=f"no deal of the unseen tiles fits what seat {hand.to_move} knows"):
        consistent_deal(hand.observe(hand.to_move), impossible, random.Random(0))
