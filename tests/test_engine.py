"""The engine: legal moves, transactional moves, forced draws and passes, blocks, leaders, match end."""

from __future__ import annotations

import random

import pytest

from domino_lessons import DRAW, PASS, Match, Move, parse_move, play
from domino_lessons.core.engine import MoveKind
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import Draw, HandEnd, MatchEnd, Outcome, Pass, Reason, Why
from domino_lessons.core.tiles import FULL_SET, Tile

from helpers import AF1_DEAL, rest_of_set


def new_hand(deal: list[list[str]], boneyard: list[str] | None = None, options: dict | None = None,
             players: list[str] | None = None, leader: int = 0):
    match = Match("all-fives", players or ["Ada", "Ben"], options or {"hand_size": len(deal[0])})
    tiles = [[Tile.parse(t) for t in held] for held in deal]
    rest = [Tile.parse(t) for t in (rest_of_set(deal) if boneyard is None else boneyard)]
    return match, match.new_hand(tiles, rest, leader)


def snapshot(hand) -> tuple:
    return (tuple(tuple(h) for h in hand.held), tuple(hand.boneyard), hand.board.copy(), hand.to_move,
            len(hand.events), tuple(hand.match.totals), hand.over, hand.drew_this_turn, tuple(hand.moves))


def test_parse_move_tokens() -> None:
    assert parse_move("6-4 R") == Move(MoveKind.PLAY, Tile(6, 4), "R")
    assert parse_move("4-6").lead_left == 4
    assert parse_move("6-4 e").end == "R" and parse_move("6-4 W").end == "L"
    assert parse_move("draw") == DRAW and parse_move("pass") == PASS
    assert parse_move("draw 2-5") == Move(MoveKind.DRAW, Tile(5, 2))
    for bad in ["", "6-4 X", "6-4 R L", "pass 1", "draw 1-1 2-2", "hello"]:
        with pytest.raises(DominoError):
            parse_move(bad)


@pytest.mark.parametrize("move,message", [
    (play("5-5", "L"), "5-5 is not in Ada's hand"),
    (play("6-2", "N"), "end N is not open yet"),
    (play("6-2", "S"), "end S is not open yet"),
    (play("4-1", "L"), "does not fit end L"),
    (DRAW, "Ada can play"),
    (PASS, "Ada can play"),
])
def test_illegal_moves_change_nothing(move: Move, message: str) -> None:
    match, hand = new_hand(AF1_DEAL)
    hand.apply(play("6-6"))
    hand.apply(play("6-3", "L"))
    before = snapshot(hand)
    with pytest.raises(IllegalMoveError, match=message):
        hand.apply(move)
    assert snapshot(hand) == before


def test_tile_already_on_table_is_named() -> None:
    match, hand = new_hand(AF1_DEAL)
    hand.apply(play("6-6"))
    with pytest.raises(IllegalMoveError, match="6-6 is already on the table"):
        hand.apply(play("6-6", "L"))


def test_draw_until_playable_then_must_play_drawn_tile() -> None:
    # Ada leads 6-6; Ben holds no 6 and must draw: 0-0 (no fit), then 6-5 (fits).
    boneyard = ["0-0", "6-5"] + [t for t in rest_of_set([["6-6", "1-1"], ["2-2", "3-3"]]) if t not in ("0-0", "6-5")]
    match, hand = new_hand([["6-6", "1-1"], ["2-2", "3-3"]], boneyard)
    hand.apply(play("6-6"))
    assert hand.legal_moves() == [DRAW]
    with pytest.raises(IllegalMoveError, match="must draw first"):
        hand.apply(PASS)
    with pytest.raises(IllegalMoveError, match="the next boneyard tile is 0-0, not 6-5"):
        hand.apply(Move(MoveKind.DRAW, Tile(6, 5)))
    first = hand.apply(DRAW)
    assert isinstance(first[0], Draw) and first[0].fits == () and "(no fit)" in first[0].text
    assert hand.to_move == 1 and hand.legal_moves() == [DRAW]
    second = hand.apply(DRAW)[0]
    assert second.fits == ("L", "R") and "must play it" in second.text
    assert {m.tile for m in hand.legal_moves()} == {Tile(6, 5)}


def test_pass_when_boneyard_empty_and_block() -> None:
    # 2 players with 14 tiles each: no boneyard at all.
    tiles = [str(t) for t in FULL_SET]
    ada = [t for t in tiles if "6" in t][:7] + [t for t in tiles if "6" not in t][:7]
    ben = [t for t in tiles if t not in ada]
    match, hand = new_hand([ada, ben], [], {"hand_size": 14})
    rng = random.Random(3)
    while not hand.over:
        legal = hand.legal_moves()
        events = hand.apply(rng.choice(legal))
        if legal == [PASS]:
            assert isinstance(events[0], Pass) and "No boneyard" in events[0].text
    assert hand.blocked or hand.went_out is not None


def test_blocked_hand_is_found_at_once() -> None:
    # The test empties the boneyard, as if it had been drawn; once every 6 is down nobody can play.
    deal = [["6-6", "6-1", "6-3", "6-5"], ["6-0", "6-2", "6-4", "0-0"]]
    match, hand = new_hand(deal)
    hand.boneyard.clear()
    for token in ["6-6", "6-0 L", "6-1 R", "6-2 N", "6-3 S"]:
        hand.apply(parse_move(token))
    assert not hand.over
    # Ends L 0, R 1, N 2, S 3: Ben lays 0-0; then Ben's 6-4 and Ada's 6-5 fit nowhere.
    hand.apply(parse_move("0-0 L"))
    assert hand.over and hand.blocked and hand.legal_moves() == []
    end = next(e for e in hand.events if isinstance(e, HandEnd))
    assert end.outcome is Outcome.BLOCKED and "Next hand: leader by lot" in end.text


def test_match_ends_mid_hand_and_rejects_more() -> None:
    match = Match("all-fives", ["Ada", "Ben"], {"hand_size": 4, "target": 15})
    deal = [[Tile.parse(t) for t in h] for h in AF1_DEAL]
    hand = match.new_hand(deal, [Tile.parse(t) for t in rest_of_set(AF1_DEAL)], 0)
    hand.apply(play("6-6"))
    events = hand.apply(play("6-3", "L"))
    assert isinstance(events[-1], MatchEnd) and match.over and match.winner == 1
    assert "Ben 0 + 15 = 15 >= 15 -> Ben wins the match; the hand stops here" == events[-1].text
    with pytest.raises(IllegalMoveError, match="already over"):
        hand.apply(play("6-4", "R"))
    with pytest.raises(DominoError, match="already over"):
        match.new_hand(deal, [], 0)


def test_leader_rules() -> None:
    match = Match("all-fives", ["Ada", "Ben"], {"hand_size": 4})
    deal = [[Tile.parse(t) for t in h] for h in AF1_DEAL]
    rest = [Tile.parse(t) for t in rest_of_set(AF1_DEAL)]
    with pytest.raises(DominoError, match='"leader" is required'):
        match.new_hand(deal, rest)
    hand = match.new_hand(deal, rest, 0)
    for token in ["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S", "3-3 L", "4-1 R"]:
        hand.apply(parse_move(token))
    with pytest.raises(DominoError, match=r"disagrees with the rules: Ada \(seat 0\) leads \(went out last hand\)"):
        match.new_hand(deal, rest, 1)
    second = match.new_hand(deal, rest)
    assert second.leader == 0 and second.lead_reason == Reason(Why.WENT_OUT)


def test_deal_checks() -> None:
    match = Match("all-fives", ["Ada", "Ben"], {"hand_size": 4})
    deal = [[Tile.parse(t) for t in h] for h in AF1_DEAL]
    rest = [Tile.parse(t) for t in rest_of_set(AF1_DEAL)]
    with pytest.raises(DominoError, match="tile 0-0 appears twice"):
        match.new_hand(deal, rest + [Tile(0, 0)], 0)
    with pytest.raises(DominoError, match="lack 6-5"):
        match.new_hand(deal, rest[:-1], 0)
    with pytest.raises(DominoError, match="Ada is dealt 3 tiles, not 4"):
        match.new_hand([deal[0][:3], deal[1]], rest + [deal[0][3]], 0)


def test_start_scores() -> None:
    match = Match("all-fives", ["Ada", "Ben"], None, {"scores": [100, 40]})
    assert match.totals == [100, 40] and match.continued
    with pytest.raises(DominoError, match="already end the match"):
        Match("all-fives", ["Ada", "Ben"], None, {"scores": [250, 0]})
    with pytest.raises(DominoError, match="2 whole numbers"):
        Match("all-fives", ["Ada", "Ben"], None, {"scores": [1]})


def test_every_variant_of_the_spec_and_unknown_ones() -> None:
    from domino_lessons.rules import VARIANT_IDS, registry

    assert VARIANT_IDS == tuple(registry()) and {"all-fives", "italian", "italian-pairs", "domeng", "goat", "reserve",
                                                  "no-reserve", "international", "international-two"} <= set(VARIANT_IDS)
    assert Match("KOZEL", ["A", "B", "C", "D"]).variant.id == "goat"
    with pytest.raises(DominoError, match='unknown variant "chess"'):
        Match("chess", ["A", "B"])
    assert Match("All-Fives", ["A", "B"]).variant.id == "all-fives"
