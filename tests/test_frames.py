"""Replay frames: one per deal and per move, frozen copies that step back and forth cheaply."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from domino_lessons.core import record
from domino_lessons.core.frames import Frame
from domino_lessons.lesson import example
from domino_lessons.core.tiles import Tile


def frames_of(name: str) -> list[Frame]:
    return record.replay(record.load(example(name)), frames=True).frames


def test_af1_frames_step_by_step() -> None:
    frames = frames_of("all-fives-af1")
    assert [f.step for f in frames] == list(range(8))
    assert frames[0].label == "Hand 1: the deal" and frames[0].events == () and frames[0].board.lead is None
    assert frames[2].label == "Hand 1, move 2: 6-3 L" and frames[2].last == Tile(6, 3)
    assert [f.scoring for f in frames] == [False, False, True, False, False, True, False, True]
    assert frames[2].counted == ("L", "R")  # L 3 + the lone spinner lead's 12
    assert frames[5].counted == ("L", "R", "N", "S")
    assert frames[3].counted == ()
    assert [f.totals for f in frames[1:6]] == [(0, 0), (0, 15), (0, 15), (0, 15), (10, 15)]
    assert frames[-1].to_move is None and frames[2].to_move == 0
    assert frames[2].note and "spinner" in frames[2].note


def test_frames_are_independent_copies() -> None:
    frames = frames_of("all-fives-af1")
    assert frames[3].board.tiles_played == 3 and frames[7].board.tiles_played == 7
    assert len(frames[3].held[0]) == 2 and frames[0].held[1] == (Tile(6, 3), Tile(6, 1), Tile(3, 3), Tile(5, 5))


def test_forced_moves_get_their_own_frames() -> None:
    frames = frames_of("all-fives-3p-winner-takes")  # plays only: the draws are filled in
    forced = [f for f in frames if "forced" in f.label]
    assert forced and all(f.events and f.events[0].type in ("draw", "pass") for f in forced)
    result = record.replay(record.load(example("all-fives-3p-winner-takes")))
    moves = sum(len(h.hand.moves) for h in result.hands)
    assert len(frames) == moves + len(result.hands)  # every move, plus each deal


def test_every_score_appears_in_exactly_one_frame() -> None:
    path: Path = example("all-fives-4p-partnership")
    result = record.replay(record.load(path), frames=True)
    from_frames = [e for f in result.frames for e in f.events]
    from_hands = [e for h in result.hands for e in h.events]
    assert from_frames == from_hands
    assert list(result.frames[-1].totals) == result.hands[-1].totals


def test_without_frames_nothing_is_kept() -> None:
    assert record.replay(record.load(example("all-fives-af1"))).frames == []


def test_a_frame_made_of_a_hand_is_the_frame_its_fields_make() -> None:
    frames = frames_of("domeng-match")
    for frame in frames:
        fields = {f.name: getattr(frame, f.name) for f in dataclasses.fields(Frame)}
        assert set(vars(frame)) == set(fields)  # Frame.of sets every field, and nothing else
        twin = Frame(**fields)
        assert twin == frame and repr(twin) == repr(frame)
    with pytest.raises(dataclasses.FrozenInstanceError):
        frames[0].step = 3  # type: ignore[misc]
