"""Italian domino, classic and a coppie: the rules file's worked examples and every decision."""

from __future__ import annotations

import json
import random

import pytest
from helpers import apply_all, mid_hand, rest_of_set
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import Draw, HandEnd, MatchEnd, Pass, Score
from domino_lessons.coach.players import play_match, play_out, random_player
from domino_lessons.core.events import Reason
from domino_lessons.narrate import narrator
from domino_lessons.rules.italian.game import CreditScore, DebitScore, DifferenceScore, Lead, opening_tile
from domino_lessons.core.tiles import FULL_SET, Tile

IT1_LINE = "3-6 6-5 5-5 5-4 4-3 3-5 5-2 2-6 6-1 1-3 3-3 3-2 2-4 4-0 0-2 2-1 1-1 1-0 0-0 0-5".split()
IT1_HELD = [["5-1", "3-0"], ["2-2", "6-0", "4-4"]]
IT1_POZZO = ["6-6", "1-4", "6-4"]
IT3_LINE = "0-1 1-6 6-2 2-3 3-6 6-6 6-4 4-5 5-6".split()
IT3_HELD = [["0-0", "0-2", "0-3", "0-4", "0-5", "1-1"], ["1-2", "1-3", "1-4", "1-5", "2-2", "2-4"],
            ["0-6", "2-5", "3-3", "3-4", "3-5", "4-4", "5-5"]]


def test_it1_draw_one_then_domino() -> None:
    hand = mid_hand("italian", ["P1", "P2"], IT1_LINE, IT1_HELD, IT1_POZZO, 0)
    assert hand.board.ends() == {"L": 3, "R": 5}
    events = apply_all(hand, ["5-1 R", "draw 6-6", "pass", "3-0 L"])
    draw = next(e for e in events if isinstance(e, Draw))
    assert draw.tile == Tile(6, 6) and not draw.keeps_turn and "no fit -> keeps it, turn over" in draw.text
    passed = next(e for e in events if isinstance(e, Pass))
    assert passed.text == "Already drew one tile this turn, nothing for L 3 / R 1 -> P2 passes"
    credit = [e for e in events if isinstance(e, Score)]
    assert len(credit) == 1 and isinstance(credit[0], CreditScore) and credit[0].points == 30
    assert credit[0].text == ("P1 went out: P2 holds 2-2 4 + 6-0 6 + 4-4 8 + 6-6 12 = 30 -> P1 +30 (0 -> 30)")
    end = next(e for e in events if isinstance(e, HandEnd))
    assert end.text.endswith("Next hand: P1 leads (won the last hand).")
    assert hand.match.totals == [30, 0]


def test_it1_until_playable_same_score_other_events() -> None:
    hand = mid_hand("italian", ["P1", "P2"], IT1_LINE, IT1_HELD, IT1_POZZO, 0, options={"draw": "until-playable"})
    apply_all(hand, ["5-1 R"])
    with pytest.raises(IllegalMoveError, match="may not pass|must draw first"):
        apply_all(hand, ["pass"])
    events = apply_all(hand, ["draw 6-6", "draw 1-4", "1-4 R", "3-0 L"])
    assert [e.type for e in events][:3] == ["draw", "draw", "play"] and hand.board.ends() == {"L": 0, "R": 4}
    assert hand.match.totals == [30, 0] and sorted(map(str, hand.held[1])) == ["2-2", "4-4", "6-0", "6-6"]


def test_it3_blocked_three_players_debits() -> None:
    hand = mid_hand("italian", ["P1", "P2", "P3"], IT3_LINE, IT3_HELD, [], 2, totals=[5, 10, 0])
    assert hand.board.ends() == {"L": 0, "R": 6}
    with pytest.raises(IllegalMoveError, match="fits ends L, R"):
        apply_all(hand, ["0-6"])
    events = apply_all(hand, ["0-6 L"])
    assert hand.blocked and hand.board.ends() == {"L": 6, "R": 6}
    end = next(e for e in events if isinstance(e, HandEnd))
    assert end.text.startswith("Blocked: pozzo empty, nobody can play. Pips P1 16, P2 28, P3 46.")
    assert "No winner: each player pays his own pips" in end.text and "Next hand: P1 leads" in end.text
    debits = [e for e in events if isinstance(e, DebitScore)]
    assert [(e.side, e.points) for e in debits] == [(0, -16), (1, -28), (2, -46)]
    assert debits[0].text == "P1 holds 0-0 0 + 2-0 2 + 3-0 3 + 4-0 4 + 5-0 5 + 1-1 2 = 16, debited: P1 -16 (5 -> -11)"
    assert hand.match.totals == [-11, -18, -46]


def italian_record(players: list[str], deal: list[list[str]], moves: list[str], variant: str = "italian",
                   options: dict | None = None, leader: int | None = 0) -> dict:
    hand = {"deal": deal, "boneyard": rest_of_set(deal), "moves": moves}
    if leader is not None:
        hand["leader"] = leader
    return {"format": "domino-lessons/record/1", "variant": variant, "options": options or {},
            "players": players, "hands": [hand]}


def four_hands(seed: int = 1, size: int = 7) -> list[list[str]]:
    tiles = [str(t) for t in FULL_SET]
    random.Random(seed).shuffle(tiles)
    return [tiles[i * size:(i + 1) * size] for i in range(4)]


def test_four_players_six_six_holder_leads_it() -> None:
    deal = four_hands()
    holder = next(i for i, h in enumerate(deal) if "6-6" in h)
    other = next(t for t in deal[holder] if t != "6-6")
    rec = italian_record(["A", "B", "C", "D"], deal, ["6-6"], leader=None)
    result = record.replay(record.loads(json.dumps(rec)))
    play = result.hands[0].steps[0].events[0]
    assert play.player == holder and "holds 6-6 and leads it (4 players)" in play.text
    with pytest.raises(DominoError, match="must lead 6-6"):
        record.replay(record.loads(json.dumps(italian_record(["A", "B", "C", "D"], deal, [other], leader=None))))
    wrong = (holder + 1) % 4
    with pytest.raises(DominoError, match="disagrees with the rules"):
        record.replay(record.loads(json.dumps(italian_record(["A", "B", "C", "D"], deal, ["6-6"], leader=wrong))))


def test_two_players_first_leader_is_free_choice() -> None:
    deal = [four_hands(3)[0], four_hands(3)[1]]
    with pytest.raises(DominoError, match="leave it to free choice"):
        record.replay(record.loads(json.dumps(italian_record(["A", "B"], deal, [], leader=None))))
    first = record.replay(record.loads(json.dumps(italian_record(["A", "B"], deal, [deal[1][0]], leader=1))))
    assert "B leads" in first.hands[0].steps[0].events[0].text and "(leader by free choice)" in str(
        first.hands[0].steps[0].events[0].text)


def test_opening_tile_fallbacks() -> None:
    assert opening_tile([[Tile(6, 6)], [Tile(5, 5)]])[:2] == (0, Tile(6, 6))
    seat, tile, why = opening_tile([[Tile(1, 0), Tile(3, 3)], [Tile(5, 5)], [Tile(6, 5)]])
    assert (seat, tile, why) == (1, Tile(5, 5), Reason(Lead.HIGHEST_DOUBLE, Tile(5, 5)))
    seat, tile, why = opening_tile([[Tile(6, 4)], [Tile(6, 5)], [Tile(5, 4)]])
    assert (seat, tile, why) == (1, Tile(6, 5), Reason(Lead.HEAVIEST, Tile(6, 5)))


def test_no_spinner_and_no_n_or_s() -> None:
    hand = Match("italian", ["A", "B"]).new_hand(
        [[Tile(6, 6), Tile(6, 1), Tile(6, 2), Tile(6, 3), Tile(0, 0), Tile(0, 1), Tile(0, 2)],
         [Tile(6, 4), Tile(6, 5), Tile(1, 1), Tile(1, 2), Tile(1, 3), Tile(1, 4), Tile(1, 5)]],
        [t for t in FULL_SET if t not in {Tile(6, 6), Tile(6, 1), Tile(6, 2), Tile(6, 3), Tile(0, 0), Tile(0, 1),
                                          Tile(0, 2), Tile(6, 4), Tile(6, 5), Tile(1, 1), Tile(1, 2), Tile(1, 3),
                                          Tile(1, 4), Tile(1, 5)}], 0)
    apply_all(hand, ["6-6", "6-4 L", "6-1 R"])
    assert hand.board.spinner is None and set(hand.board.ends()) == {"L", "R"}
    with pytest.raises(IllegalMoveError, match="does not exist in this game"):
        apply_all(hand, ["6-5 N"])


def pairs_hand(seed: int, size: int = 7):
    match = Match("italian-pairs", ["Ada", "Ben", "Cy", "Dan"], {"hand_size": size})
    return match, match.deal_random(random.Random(seed))


def test_pairs_domino_scores_opponents_only() -> None:
    for seed in range(60):
        match, hand = pairs_hand(seed)
        play_out(hand, [random_player(seed + i) for i in range(4)])
        if hand.went_out is not None:
            break
    side = match.seats.side_of(hand.went_out)
    credit = [e for e in hand.events if isinstance(e, CreditScore)]
    opponents = [s for s in range(4) if match.seats.side_of(s) != side]
    assert credit[0].side == side and credit[0].points == sum(hand.pips(s) for s in opponents)
    partner = next(s for s in match.seats.sides[side] if s != hand.went_out)
    assert f"({hand.name(partner)}'s tiles ignored)" in credit[0].text


def test_pairs_blocked_difference_and_null_hand() -> None:
    seen = {"difference": False, "null": False}
    for seed in range(400):
        match, hand = pairs_hand(seed)
        play_out(hand, [random_player(seed + i) for i in range(4)])
        if not hand.blocked:
            continue
        pips = hand.side_pips()
        diff = [e for e in hand.events if isinstance(e, DifferenceScore)]
        if pips[0] == pips[1]:
            assert not diff and "null hand, no score" in next(e for e in hand.events if isinstance(e, HandEnd)).text
            seen["null"] = True
        else:
            low = pips.index(min(pips))
            assert [(e.side, e.points) for e in diff] == [(low, abs(pips[0] - pips[1]))]
            assert f"score the difference {max(pips)} - {min(pips)} = {abs(pips[0] - pips[1])}" in diff[0].text
            seen["difference"] = True
        if all(seen.values()):
            return
    assert seen["difference"], seen


def test_pairs_null_hand_from_a_fixture() -> None:
    # 0-6 on L leaves 6 / 6 with every 6 on the table: blocked, and each pair holds 45 pips.
    held = [["0-6", "5-5", "4-4", "3-5"], ["0-0", "0-2", "0-3", "0-4", "1-1", "1-2"],
            ["3-4", "2-5", "0-5"], ["1-3", "1-4", "1-5", "2-2", "2-4", "3-3"]]
    hand = mid_hand("italian-pairs", ["Ada", "Ben", "Cy", "Dan"], IT3_LINE, held, [], 0, totals=[40, 60])
    events = apply_all(hand, ["0-6 L"])
    assert hand.blocked and not [e for e in events if isinstance(e, Score)]
    end = next(e for e in events if isinstance(e, HandEnd))
    assert "Pips Ada+Cy 45, Ben+Dan 45" in end.text and "Ada+Cy 45 = Ben+Dan 45 -> null hand, no score" in end.text
    assert "Next hand: the holder of 6-6 leads it." in end.text and hand.match.totals == [40, 60]


def test_pairs_options() -> None:
    with pytest.raises(DominoError, match='unknown option "draw"'):
        Match("italian-pairs", ["A", "B", "C", "D"], {"draw": "one"})
    with pytest.raises(DominoError, match="hand_size"):
        Match("italian-pairs", ["A", "B", "C", "D"], {"hand_size": 6})
    with pytest.raises(DominoError, match="exactly 4 players"):
        Match("italian-pairs", ["A", "B"])
    open_game = Match("italian-pairs", ["A", "B", "C", "D"], {"hand_size": 5}).variant
    assert open_game.draw == "one" and narrator().say("describe", open_game).endswith("[partita aperta]")
    assert narrator().say("describe", Match("italian-pairs", ["A", "B", "C", "D"]).variant).endswith("[partita chiusa]")


def test_match_ends_at_100_after_a_hand() -> None:
    match = play_match(Match("italian", ["A", "B"]), [random_player(1), random_player(2)], random.Random(4))
    assert match.over and max(match.totals) >= 100
    last = match.hands[-1].events[-1]
    assert isinstance(last, MatchEnd) and ">= 100" in last.text and last.winner == match.winner


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([("italian", 2), ("italian", 3), ("italian", 4),
                                              ("italian-pairs", 4)]), st.sampled_from(["one", "until-playable"]),
       st.sampled_from([7, 5]))
def test_properties_over_random_hands(seed: int, game: tuple[str, int], draw: str, size: int) -> None:
    variant, n = game
    options = {"hand_size": size} if variant == "italian-pairs" else {"draw": draw}
    match = Match(variant, [f"P{i}" for i in range(n)], options)
    hand = match.deal_random(random.Random(seed))
    players = [random_player(seed + i) for i in range(n)]
    while not hand.over:
        hand.apply(players[hand.to_move](hand, hand.legal_moves()))
        assert sum(map(len, hand.held)) + hand.board.tiles_played + len(hand.boneyard) == 28
    scores = [e for e in hand.events if isinstance(e, Score)]
    assert sum(e.points for e in scores) == sum(match.totals)
    if hand.went_out is not None:
        side = match.seats.side_of(hand.went_out)
        opponents = sum(hand.pips(s) for s in range(n) if match.seats.side_of(s) != side)
        assert sum(e.points for e in scores) == opponents and all(e.side == side for e in scores)
    elif variant == "italian":
        assert sorted(-e.points for e in scores) == sorted(hand.pips(s) for s in range(n) if hand.pips(s))
    else:
        pips = hand.side_pips()
        assert sum(e.points for e in scores) == abs(pips[0] - pips[1])
