"""Domeng: the rules file's worked rounds D1 and D2, every stones rule, the CAMAT, and invariants."""

from __future__ import annotations

import json
import random

import pytest
from helpers import apply_all, mid_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import Play
from domino_lessons.lesson import example
from domino_lessons.coach.players import greedy, play_match, random_player
from domino_lessons.rules.domeng.game import Camat, DomengPass, Lead, RoundEnd, Shortfall, Stones, state_of, transfer

NAMES = ["P1", "P2", "P3", "P4", "P5"]


def replayed(name: str):
    return record.replay(record.load(example(name)))


def stones_moves(events) -> list[tuple]:
    return [(e.rule, "table" if e.source is None else e.source, e.to, e.count) for e in events if isinstance(e, Stones)]


def test_d1_passebunge_twice_then_plain_primo_cappu() -> None:
    result = replayed("domeng-d1")
    events = list(result.hands[0].events)
    kinds = [e.kind for e in events if isinstance(e, DomengPass)]
    assert kinds == ["passebunge", "passebunge", "pass"]
    assert stones_moves(events) == [("passebunge", "table", 1, 2), ("passebunge", "table", 1, 2),
                                    ("pass", "table", 4, 1), ("cappu", "table", 4, 1)]
    end = next(e for e in events if isinstance(e, RoundEnd))
    assert (end.term, end.winner, end.cucuq) == ("PRIMO CAPPU", 0, 4)
    assert end.text == "P1 lays the last tile: PRIMO CAPPU (ends L 2 / R 0). CUCUQ P5 (seat before P1). Next round: P1 starts (winner)."
    doc = result.to_json()
    assert doc["hands"][0]["stones"] == {"table": 19, "held": [0, 4, 0, 0, 2]} and doc["hands"][0]["scores"] == [0, 4, 0, 0, 2]
    assert doc["winner"] is None and doc["sides"] == NAMES
    passes = [e for e in doc["hands"][0]["events"] if e["type"] == "pass"]
    assert [set(p) for p in passes] == [{"type", "player", "kind", "text"}] * 3
    stones = [e for e in doc["hands"][0]["events"] if e["type"] == "stones"]
    assert stones[0] == {"type": "stones", "from": "table", "to": 1, "count": 2, "rule": "passebunge",
                         "text": "PASSEBUNGE: P2 owed 2: table pays 2 (25 -> 23); P2 holds 2"}
    mappakuling = [e for e in events if isinstance(e, Play) and "MAPPAKULING" in e.text]
    assert [e.tile for e in mappakuling] == [parse("2-6"), parse("0-4")]


def parse(text: str):
    from domino_lessons.core.tiles import Tile

    return Tile.parse(text)


def test_d2_five_five_opens_and_manguno_without_mattikkeng() -> None:
    result = replayed("domeng-d2")
    events = list(result.hands[0].events)
    assert "holds 5-5 and opens with it; 6-6 hidden" in events[0].text
    kinds = [e.kind for e in events if isinstance(e, DomengPass)]
    assert kinds == ["pass"] * 6 + ["closing"]
    closing = [e for e in events if isinstance(e, DomengPass)][-1]
    assert closing.text == "P4 cannot play and laid the last tile: closing pass, no stone. MANGUNO P4 (16 pips)"
    end = next(e for e in events if isinstance(e, RoundEnd))
    assert (end.term, end.winner, end.cucuq, end.manguno, end.mattikkeng) == ("MANGUNO", 3, 2, 3, ())
    assert "Pips P1 21, P2 17, P3 17, P4 16, P5 19: nobody <= 16 -> P4 wins. CUCUQ P3 (seat before P4)." in end.text
    assert stones_moves(events)[-1] == ("manguno", "table", 2, 1)
    assert result.to_json()["hands"][0]["stones"] == {"table": 18, "held": [2, 1, 3, 0, 1]}


def test_the_first_round_must_open_with_the_double() -> None:
    data = json.loads(example("domeng-d1").read_text())
    del data["hands"][0]["notes"]
    data["hands"][0]["moves"] = ["6-2"]
    with pytest.raises(DominoError, match=r'move 1 \("6-2"\): P1 must lead 6-6 \(holds 6-6 and opens with it\)'):
        record.replay(record.loads(json.dumps(data)))
    data["hands"][0]["moves"], data["hands"][0]["leader"] = ["6-6"], 2
    with pytest.raises(DominoError, match="disagrees with the rules"):
        record.replay(record.loads(json.dumps(data)))


def test_voluntary_pass_is_refused() -> None:
    data = json.loads(example("domeng-d1").read_text())
    del data["hands"][0]["notes"]
    data["hands"][0]["moves"] = ["6-6", "pass", "pass"]  # P3 holds 1-6 and 0-6
    with pytest.raises(DominoError, match="P3 can play .* so may not pass"):
        record.replay(record.loads(json.dumps(data)))


def test_transfer_table_then_payers_then_shortfall() -> None:
    seats = Match("domeng", NAMES).seats
    pollo = transfer(seats, 3, [0, 0, 0, 0, 0], 1, "pollo", [2], "PRIMO CAPPU")
    assert stones_moves(pollo) == [("pollo", "table", 1, 3)] and isinstance(pollo[-1], Shortfall)
    assert pollo[-1].count == 2 and "the table and P3 hold no stones -> shortfall 2" in pollo[-1].text
    events = transfer(seats, 1, [0, 0, 4, 0, 0], 1, "ceki", [2], "PRIMO CAPPU")
    assert stones_moves(events) == [("ceki", "table", 1, 1), ("ceki", 2, 1, 2)]
    assert events[1].text == "CEKI: not enough on the table -> PRIMO CAPPU P3 pays P2 2 (P3 4 -> 2); P2 holds 3"
    events = transfer(seats, 0, [0, 0, 1, 1, 0], 0, "mattikkeng-1", [2, 3], "MATTIKKENG")
    assert stones_moves(events) == [("mattikkeng-1", 2, 0, 1)]
    short = transfer(seats, 0, [0, 0, 1, 0, 0], 0, "mattikkeng", [2], "MATTIKKENG")
    assert isinstance(short[-1], Shortfall) and short[-1].count == 4 and short[-1].to_json() == {
        "type": "shortfall", "to": 0, "count": 4, "rule": "mattikkeng", "text": short[-1].text}


# A line with every 5 and every 0 laid, ends 5:0, and hands where nobody can play: the closing
# comes after four passes. P3 (seat 2) laid the last tile.
BLOCK_LINE = "5-0 0-0 0-1 1-5 5-5 5-2 2-0 0-3 3-5 5-4 4-0 0-6 6-5".split()


REST = "1-1 1-2 1-3 1-4 1-6 2-2 2-3 2-4 2-6 3-3 3-4 3-6 4-4 4-6 6-6".split()


def blocked_round(held: list[list[str]]):
    """Nobody can play on 5:5; P3 (seat 2) laid the last tile and P4 is to move."""
    hidden = [t for t in REST if all(t not in h for h in held)]
    hand = mid_hand("domeng", NAMES, BLOCK_LINE, held, hidden, 3)
    for seat, tile in zip((3, 4, 0, 1, 2), BLOCK_LINE[-5:]):  # everyone has laid a tile; P3 the last one
        hand.log.append(Play(hand.seats, seat, parse(tile), "R", tuple(hand.board.ends().items())))
        hand.last_player = seat
    return hand


@pytest.mark.parametrize("held, mattikkeng, winner, last_move", [
    # P3 holds 10 pips; only P4 has fewer (9): MATTIKKENG, the MANGUNO collects 5.
    ([["6-6"], ["4-6", "4-4"], ["3-3", "1-3"], ["2-4", "1-2"], ["2-6", "1-6"]], (3,), 3, ("mattikkeng", "table", 2, 5)),
    # P4 holds exactly 10 too: one MATTIKKENG with equal pips, only 1 stone.
    ([["6-6"], ["4-6", "4-4"], ["3-3", "1-3"], ["3-4", "1-2"], ["2-6", "1-6"]], (3,), 3,
     ("mattikkeng-1", "table", 2, 1)),
    # P4 9 and P5 8: two MATTIKKENG, the fewest pips wins, 1 stone.
    ([["6-6"], ["4-6", "3-6"], ["3-3", "1-3"], ["2-4", "1-2"], ["4-4"]], (3, 4), 4, ("mattikkeng-1", "table", 2, 1)),
    # Nobody has 10 or fewer: the MANGUNO wins, the CUCUQ before him receives 1.
    ([["6-6"], ["4-6", "4-4"], ["3-3", "1-3"], ["3-6", "2-3"], ["2-6", "1-6"]], (), 2, ("manguno", "table", 1, 1)),
])
def test_manguno_and_mattikkeng(held, mattikkeng, winner, last_move) -> None:
    hand = blocked_round(held)
    events = apply_all(hand, ["pass"] * 5)
    assert [e.kind for e in events if isinstance(e, DomengPass)] == ["pass"] * 4 + ["closing"]
    end = next(e for e in events if isinstance(e, RoundEnd))
    assert end.manguno == 2 and end.mattikkeng == mattikkeng and end.winner == winner
    assert (end.cucuq is None) == bool(mattikkeng)
    assert stones_moves(events)[-1] == last_move
    assert state_of(hand.match).table + sum(hand.match.totals) == 25
    with pytest.raises(IllegalMoveError, match="already over"):
        apply_all(hand, ["pass"])


def test_rounds_option_and_match_end() -> None:
    match = play_match(Match("domeng", NAMES, {"match_end": "rounds:3"}), [greedy] * 5, random.Random(2))
    assert match.over and len(match.hands) == 3
    last = match.hands[-1].events[-1]
    fewest = min(match.totals)
    assert "3 rounds played" in last.text and (match.winner is None or match.totals[match.winner] == fewest)
    with pytest.raises(DominoError, match='"match_end" must be "camat" or "rounds:N"'):
        Match("domeng", NAMES, {"match_end": "rounds:0"})
    with pytest.raises(DominoError, match="exactly 5 players"):
        Match("domeng", NAMES[:4])


def test_camat_election_ends_the_default_match() -> None:
    result = replayed("domeng-match")
    camats = [e for h in result.hands for e in h.events if isinstance(e, Camat)]
    assert len(camats) == 1 and result.match.over and result.match.winner == camats[0].player
    last_hand = result.to_json()["hands"][-1]
    assert last_hand["stones"] == {"table": 25, "held": [0, 0, 0, 0, 0]}
    assert last_hand["events"][-1]["text"].startswith("First CAMAT elected")
    covered = {e.rule for h in result.hands for e in h.events if isinstance(e, Stones)}
    assert {"passebunge", "ceki", "manguno", "mattikkeng", "mattikkeng-1"} <= covered
    assert any(isinstance(e, Shortfall) for h in result.hands for e in h.events)
    pollo = replayed("domeng-pollo")
    assert "POLLO" in next(e for e in pollo.hands[0].events if isinstance(e, RoundEnd)).text


def test_start_state_and_the_camat_starting() -> None:
    data = json.loads(example("domeng-d2").read_text())
    del data["hands"][0]["notes"]
    data["start"] = {"table": 3, "stones": [5, 6, 4, 3, 4], "camat": 2}
    data["hands"][0]["moves"] = []
    result = record.replay(record.loads(json.dumps(data)))
    assert result.hands[0].hand.leader == 2 and result.hands[0].hand.lead_reason.code is Lead.CAMAT
    assert result.hands[0].standing == "table 3; P1 5, P2 6, P3 4, P4 3, P5 4; CAMAT P3"
    data["start"] = {"table": 3, "stones": [5, 6, 4, 3, 4], "camat": None}
    with pytest.raises(DominoError, match='"leader" is required'):
        record.replay(record.loads(json.dumps(data)))
    data["start"] = {"table": 4, "stones": [5, 6, 4, 3, 4], "camat": None}
    with pytest.raises(DominoError, match="must add up to 25"):
        record.replay(record.loads(json.dumps(data)))
    data["start"] = {"scores": [0, 0, 0, 0, 0]}
    with pytest.raises(DominoError, match='"start" for Domeng must be'):
        record.replay(record.loads(json.dumps(data)))


def check_round(hand) -> None:
    """Invariants after every event of a finished round."""
    assert isinstance(next(e for e in hand.events if e.type == "hand_end"), RoundEnd)
    passes_in_a_row = 0
    for event in hand.events:
        if isinstance(event, DomengPass):
            passes_in_a_row += 1
            assert passes_in_a_row <= 5
        elif isinstance(event, Play):
            passes_in_a_row = 0
    assert state_of(hand.match).table + sum(hand.match.totals) == 25


def play_rounds(seed: int, rounds: int = 3) -> None:
    """Rounds between mixed players; the stones events alone account for the table after each."""
    match = Match("domeng", NAMES, {"match_end": "rounds:1000"})
    rng = random.Random(seed)
    players = [random_player(seed + i) if i % 2 else greedy for i in range(5)]
    for _ in range(rounds):
        hand = match.deal_random(rng)
        table = state_of(match).table
        while not hand.over:
            hand.apply(players[hand.to_move](hand, hand.legal_moves()))
        for event in hand.events:
            if isinstance(event, Stones) and event.source is None:
                assert event.count <= table
                table -= event.count
            elif isinstance(event, Camat):
                table = 25
        assert table == state_of(match).table
        check_round(hand)


def test_the_match_keeps_the_stones_and_a_sandbox_copies_them() -> None:
    """The table's stones and the CAMAT are the match's (``match.state``): a hand played out in a sandbox
    moves its own copy's stones, the real match's stay; the rules (one ``Variant``) are shared, unchanged."""
    match = Match("domeng", NAMES, start={"table": 3, "stones": [5, 5, 5, 5, 2], "camat": 1})
    rules = dict(vars(match.variant))
    hand = match.deal_random(random.Random(2))
    twin = hand.sandbox(hand.held, hand.boneyard)
    while not twin.over:
        twin.apply(twin.legal_moves()[0])
    assert (state_of(match).table, state_of(match).camat, match.totals) == (3, 1, [5, 5, 5, 5, 2])
    moved = state_of(twin.match)
    assert moved is not state_of(match) and (moved.table, twin.match.totals) != (3, [5, 5, 5, 5, 2])
    assert moved.table + sum(twin.match.totals) == 25 and twin.variant is match.variant
    assert vars(match.variant) == rules
    assert record.replay(record.Record.from_match(twin.match)).hands[0].summary == {
        "stones": {"table": moved.table, "held": twin.match.totals}}


def test_thousands_of_random_rounds_keep_the_stones() -> None:
    for seed in range(700):  # three rounds each: 2100 rounds
        play_rounds(seed)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6))
def test_property_stones_after_every_event(seed: int) -> None:
    match = Match("domeng", NAMES)
    rng = random.Random(seed)
    players = [random_player(seed + i) for i in range(5)]
    while not match.over and len(match.hands) < 6:
        hand = match.deal_random(rng)
        while not hand.over:
            table = state_of(match).table
            events = hand.apply(players[hand.to_move](hand, hand.legal_moves()))
            assert state_of(match).table + sum(match.totals) == 25
            grew = state_of(match).table > table
            assert not grew or any(isinstance(e, Camat) for e in events), "the table grows only at a CAMAT"
            assert sum(map(len, hand.held)) + hand.board.tiles_played == 25


def test_terms_are_read_from_the_events_data() -> None:
    """The annotation's Domeng terms come from event types and fields, never from their text."""
    from domino_lessons.rules.domeng.words_en import terms_of

    frames = record.replay(record.load(example("domeng-empty-table")), frames=True).frames
    named = [terms_of(f.events) for f in frames]
    assert named[1] == ["ULTIMO MAPPANO"]  # the lead: never a MAPPAKULING
    assert named[4] == ["ULTIMO MAPPANO", "MAPPAKULING"] and named[5] == ["LEMPA", "ULTIMO MAPPANO", "MAPPAKULING"]
    assert named[6] == ["PASS"]  # a shortfall: nobody pays, so no ULTIMO MAPPANO paying
    assert named[12] == ["PASS", "ULTIMO MAPPANO"]  # the ULTIMO MAPPANO pays from his own stones
    assert named[-1] == ["MANGUNO", "MATTIKKENG"]  # "no CUCUQ" names no CUCUQ
    end = record.replay(record.load(example("domeng-d1")), frames=True).frames[-1]
    assert terms_of(end.events) == ["ULTIMO MAPPANO", "PRIMO CAPPU", "CUCUQ"]
