"""All Fives rules: the worked examples AF-1 and AF-2, rounding, both end-of-hand modes, options."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.errors import DominoError
from domino_lessons.core.events import HandEnd, Score
from domino_lessons.core.events import Play
from domino_lessons.core.labels import Label
from domino_lessons.lesson import lay
from domino_lessons.narrate import narrator
from domino_lessons.rules import Variant
from domino_lessons.core.spinner import count_after, count_of, count_parts
from domino_lessons.rules.all_fives.scoring import count_scores
from domino_lessons.rules.all_fives.game import AllFives, CountScore, FivesPlay, round5, split_share
from domino_lessons.core.tiles import Tile


def scores_of(data: dict, mode: str) -> tuple[list[int], list[tuple[int, int]]]:
    data["options"]["end_of_hand"] = mode
    result = record.replay(record.from_json(data))
    events = list(result.hands[0].events)
    return result.hands[0].totals, [(e.side, e.points) for e in events if isinstance(e, Score)]


def test_af1_subtract_own(af1: dict) -> None:
    totals, scores = scores_of(af1, "subtract-own")
    assert totals == [20, 5]
    assert scores == [(1, 15), (0, 10), (0, 10), (1, -10)]


def test_af1_winner_takes(af1: dict) -> None:
    totals, scores = scores_of(af1, "winner-takes")
    assert totals == [30, 15]
    assert scores[-1] == (0, 10)


def test_af2_both_modes(af2: dict) -> None:
    assert scores_of(af2, "subtract-own")[0] == [30, 20]
    assert scores_of(af2, "winner-takes")[0] == [35, 25]


def test_af2_n_before_spinner_closed_is_rejected(af2: dict) -> None:
    af2["hands"][0]["moves"][2] = "1-5 N"
    with pytest.raises(record.RecordError, match=r'hand 1, move 3 \("1-5 N"\): end N is not open yet'):
        record.replay(record.from_json(af2))


def test_af1_annotations(af1: dict) -> None:
    events = list(record.replay(record.from_json(af1)).hands[0].events)
    texts = [e.text for e in events]
    assert "Ends L 3 + spinner 6-6 12 = 15 -> Ben scores 15 (0 -> 15)" in texts
    assert "Ends L 3 + R 4 + N 1 + S 2 = 10 -> Ada scores 10 (0 -> 10)" in texts
    assert any("covers the spinner's second side" in t for t in texts)
    assert texts[-1] == "Ben holds 5-5 = 10 pips, rounded to 10, subtracted: Ben -10 (15 -> 5)"
    end = next(e for e in events if isinstance(e, HandEnd))
    assert end.next_leader == 0 and "Next hand: Ada leads" in end.text


@pytest.mark.parametrize("n,expected", [(0, 0), (1, 0), (2, 0), (3, 5), (7, 5), (8, 10), (12, 10), (13, 15),
                                        (16, 15), (33, 35), (24, 25)])
def test_round5(n: int, expected: int) -> None:
    assert round5(n) == expected


def test_split_share() -> None:
    assert split_share(25, 2) == 15  # 12.5 rounds up to 15
    assert split_share(0, 2) == 0
    assert split_share(0, 3) == 0
    assert split_share(20, 2) == 10
    assert split_share(10, 3) == 5  # 3.33 -> 5


def settle_with(holdings: list[list[str]], mode: str, went_out: int | None, partnership: bool = False):
    """Settle a hand whose seats hold these tiles (a mid-hand state injected for the test)."""
    n = len(holdings)
    options = {"end_of_hand": mode}
    if n == 4:
        options["partnership"] = partnership
    match = Match("all-fives", ["Ada", "Ben", "Cy", "Dan"][:n], options)
    hand = match.deal_random(__import__("random").Random(1))
    hand.held = [[Tile.parse(t) for t in held] for held in holdings]
    return match.variant.settle(hand, went_out)


def test_winner_takes_blocked_fewest_wins_others_total() -> None:
    end, scores = settle_with([["6-5", "6-6", "4-0"], ["2-3", "6-6"]], "winner-takes", None)
    assert end.outcome == "blocked" and end.side_pips == (27, 17)
    assert [(s.side, s.points) for s in scores] == [(1, 25)]
    assert "fewest pips (17 < 27)" in scores[0].text


def test_winner_takes_blocked_two_way_tie_scores_nothing() -> None:
    end, scores = settle_with([["6-5"], ["5-6"]], "winner-takes", None)
    assert scores == [] and "Tie for fewest (Ada 11 = Ben 11) -> no award" in end.text


def test_winner_takes_three_players_two_tied_share() -> None:
    end, scores = settle_with([["3-3"], ["4-2"], ["6-6", "6-5", "1-0"]], "winner-takes", None)
    assert [(s.side, s.points) for s in scores] == [(0, 15), (1, 15)]
    assert "12.5 -> 15 each" in scores[0].text


def test_winner_takes_domino_ignores_partner() -> None:
    end, scores = settle_with([[], ["6-5"], ["6-6"], ["2-3"]], "winner-takes", 0, partnership=True)
    assert [(s.side, s.points) for s in scores] == [(0, 15)]  # 11 + 5 = 16 -> 15; Cy's 12 ignored


def test_subtract_own_team_rounds_once() -> None:
    end, scores = settle_with([[], ["1-0"], ["1-0"], ["1-0"]], "subtract-own", 0, partnership=True)
    # Ada+Cy hold 1 -> 0 (no event); Ben+Dan hold 2 -> 0: nobody loses anything.
    assert scores == []
    end, scores = settle_with([[], ["2-0"], ["1-0"], ["1-0"]], "subtract-own", 0, partnership=True)
    assert [(s.side, s.points) for s in scores] == [(1, -5)]  # 2 + 1 = 3 -> 5, rounded once


def test_pips_that_round_to_nothing_are_said() -> None:
    """No score event for pips that round to 0, but the hand end says so (facts first, then the words)."""
    end, scores = settle_with([[], ["1-1"]], "subtract-own", 0)
    assert scores == [] and end.rounded_away == (((1,), 2),)
    assert "Ben's 2 pips round to 0: nothing subtracted." in end.text
    end, scores = settle_with([[], ["1-0"], ["1-0"], ["1-0"]], "subtract-own", 0, partnership=True)
    assert end.rounded_away == (((0,), 1), ((1,), 2)) and "Ada+Cy's 1 pip rounds to 0" in end.text
    end, scores = settle_with([[], ["1-0"], ["0-1"]], "winner-takes", 0)
    assert scores == [] and end.rounded_away == (((1, 2), 2),)
    assert "Ben and Cy's 2 pips round to 0: nothing to award." in end.text
    end, scores = settle_with([["0-0"], ["1-1"]], "winner-takes", None)  # blocked: Ada fewest, Ben's 2 -> 0
    assert scores == [] and end.rounded_away == (((1,), 2),) and "nothing to award" in end.text
    end, scores = settle_with([[], ["2-1"]], "subtract-own", 0)
    assert end.rounded_away == () and [s.points for s in scores] == [-5]


@pytest.mark.parametrize("options,message", [
    ({"end_of_hand": "both"}, 'option "end_of_hand": "both" is not one of'),
    ({"hand_size": 0}, 'option "hand_size" must be a whole number >= 1'),
    ({"hand_size": 15}, "more than the 28 tiles"),
    ({"partnership": True}, "only 4 players can play in partnership"),
    ({"target": "250"}, 'option "target" must be a whole number'),
    ({"muggins": True}, 'unknown option "muggins" for all-fives'),
])
def test_bad_options(options: dict, message: str) -> None:
    with pytest.raises(DominoError, match=message):
        Match("all-fives", ["Ada", "Ben"], options)


def test_defaults_by_player_count() -> None:
    for n, size, target, sides in [(2, 9, 250, 2), (3, 7, 200, 3), (4, 5, 200, 2)]:
        variant = Match("all-fives", ["A", "B", "C", "D"][:n]).variant
        assert (variant.hand_size, variant.target, len(variant.sides)) == (size, target, sides)
    four = Match("all-fives", ["A", "B", "C", "D"], {"partnership": False}).variant
    assert four.sides == ((0,), (1,), (2,), (3,))


def test_player_count_is_checked() -> None:
    with pytest.raises(DominoError, match="2 to 4 players, not 5"):
        Match("all-fives", list("ABCDE"))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 24))
def test_the_count_after_a_play_is_the_count_of_the_board_it_makes(seed: int, moves: int) -> None:
    """``count_after``'s short way agrees with laying the tile on a copy and counting, whenever it answers."""
    hand = Match("all-fives", ["A", "B", "C"]).deal_random(random.Random(seed))
    for _ in range(moves):
        if hand.over:
            return
        hand.push(random.Random(seed + len(hand.moves)).choice(hand.legal_moves()))
    if hand.over:
        return
    for move in hand.legal_moves():
        if move.kind != "play":
            continue
        board = hand.board.copy()
        board.place(move.tile, move.end)
        quick = count_after(hand.board, move.tile, move.end)
        assert quick is None or quick == count_of(board), (move, hand.board)


def test_a_play_carries_its_count_and_writes_itself_as_a_play(af1: dict) -> None:
    """All Fives' plays are its own ``FivesPlay``, holding the count parts; the record still says ``play``."""
    events = list(record.replay(record.from_json(af1)).hands[0].events)
    plays = [e for e in events if isinstance(e, Play)]
    assert plays and all(type(e) is FivesPlay for e in plays)
    first = plays[0]
    assert isinstance(first, FivesPlay) and first.count
    assert first.scores == count_scores(sum(p.value for p in first.count))
    assert list(first.to_json()) == ["type", "player", "tile", "end", "text"] and first.to_json()["type"] == "play"
    counted = [e for e in events if isinstance(e, CountScore)]
    assert counted and all(e.points == sum(p.value for p in e.parts) for e in counted)


def test_the_ends_that_score_are_the_game_s_to_say() -> None:
    assert AllFives.scoring_ends(lay(["6-6", "6-3 L"])) == ("L", "R")  # L 3 + the spinner lead's 12 = 15
    assert AllFives.scoring_ends(lay(["6-6", "6-3 L", "6-4 R"])) == ()  # 7 does not score
    assert AllFives.scoring_ends(lay(["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S", "3-3 L", "4-1 R"])) == (
        "L", "R", "N", "S")  # 6 + 1 + 1 + 2 = 10
    assert Variant.scoring_ends(lay(["6-6", "6-3 L"])) == ()  # a game that counts nothing lights nothing


def test_the_count_line_is_the_game_s_own() -> None:
    """A board's caption says the All Fives count only in All Fives: a game scoring in play without a count
    gets the open ends, never "multiple of 5"."""

    class Scorer(Variant):
        id = "scorer"
        points_in_play = True

    board = lay(["6-6", "6-3 L"])
    for lang, count, ends in (("en", "Ends L 3 + spinner 6-6 12 = 15 -> a multiple of 5, it scores", "Ends L 3 / R 6"),
                              ("it", "Capi L 3 + spinner 6-6 12 = 15 → multiplo di 5, segna", "Capi L 3 / R 6")):
        assert narrator(lang).phrase(Label.COUNT, {"board": board, "game": AllFives}) == count
        assert narrator(lang).phrase(Label.COUNT, {"board": board, "game": Scorer}) == ends


def test_a_count_part_is_written_alike_in_every_language() -> None:
    parts = count_parts(lay(["1-1", "1-6 L", "1-5 R", "1-4 N", "1-2 S", "6-6 L", "5-5 R", "4-4 N", "2-5 S"]))
    assert [str(p) for p in parts] == ["L 6-6 12", "R 5-5 10", "N 4-4 8", "S 5"]
    assert str(count_parts(lay(["6-6"]))[0]) == "spinner 6-6 12"
    assert str(count_parts(lay(["4-1", "1-1 R"]))[-1]) == "R spinner 1-1 2"
