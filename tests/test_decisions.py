"""A hand walked turn by turn (``coach.decisions``): the same turns for the review, a drill's position and mining."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import domino_lessons
from domino_lessons.coach.decisions import dealt, played_by, recorded, turns
from domino_lessons.coach.players import greedy
from domino_lessons.core.engine import Match, MoveKind
from domino_lessons.core.errors import DominoError
from domino_lessons.core.record import load, replay
from domino_lessons.progress.position import position

RECORDS = Path(domino_lessons.__file__).parent / "records"


def test_a_records_turns_are_its_moves_in_order_with_the_forced_ones_made_first() -> None:
    record = load(RECORDS / "all-fives-2p.json")
    hand = dealt(record, 1)
    walked = [(turn.seen.seat, turn.step, str(turn.played), turn.played in turn.legal)
              for turn in turns(hand, recorded(record, 1))]
    written = [m for m in recorded(record, 1) if m.kind != MoveKind.BEND]
    assert [played for _, _, played, _ in walked] == [str(m) for m in written]
    assert all(fits for *_, fits in walked)
    assert [step for _, step, _, _ in walked] == sorted({step for _, step, _, _ in walked})  # rising, none twice
    assert hand.moves == replay(record).hands[0].hand.moves[:len(hand.moves)]


def test_a_seats_turns_are_only_its_own_and_a_position_is_found_at_each() -> None:
    record = load(RECORDS / "domeng-match.json")
    for seat in range(len(record.players)):
        for turn in turns(dealt(record, 2), recorded(record, 2), seat):
            assert turn.seen.seat == turn.hand.to_move == seat
            found = position(record, 2, seat, turn.step)
            assert found.moves == turn.hand.moves and found.legal_moves() == turn.legal


def test_a_hand_out_of_the_record_or_a_step_never_reached_is_refused() -> None:
    record = load(RECORDS / "all-fives-2p.json")
    with pytest.raises(DominoError):
        dealt(record, len(record.hands) + 1)
    with pytest.raises(DominoError):
        position(record, 1, 0, 999)


def test_players_turns_go_to_the_hands_end_each_move_the_one_the_player_chose() -> None:
    hand = Match("all-fives", ["Ada", "Ben"]).deal_random(random.Random(3))
    walked = list(turns(hand, played_by(hand, [greedy, greedy])))
    made = [(m.kind, m.tile if m.kind == MoveKind.PLAY else None) for m in hand.moves]  # a drawn tile: unseen
    assert hand.over and [(t.played.kind, t.played.tile if t.played.kind == MoveKind.PLAY else None)
                          for t in walked] == made
    assert [turn.step for turn in walked] == list(range(1, len(walked) + 1))
