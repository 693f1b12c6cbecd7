"""Puzzles from real play: every shipped puzzle still holds, its question is answered right and wrong, mining is
deterministic and the ``puzzles`` command mines more."""

from __future__ import annotations

import json
import random
from pathlib import Path
from statistics import fmean

import pytest

from domino_lessons import puzzles
from domino_lessons.cli import main
from domino_lessons.coach.mining import KEEPS, READING, dumps, judge, mine
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import table_knowledge
from domino_lessons.coach.reviewer import estimates, samples
from domino_lessons.core.engine import Match, Move
from domino_lessons.progress.position import KeepQuestion, position
from domino_lessons.progress.reading_question import ReadingQuestion, bits
from domino_lessons.rules import built_in, registry

GAMES = tuple(game.id for game in built_in())
LANGS = ("en", "it")


def test_samples_are_paired_deal_by_deal_and_their_means_are_the_estimates() -> None:
    hand = Match(GAMES[0], ["Ada", "Ben"]).deal_random(random.Random(1))
    while len(hand.legal_moves()) < 2:
        hand.push(greedy(hand.observe(hand.to_move), hand.legal_moves()))
    seen, legal = hand.observe(hand.to_move), hand.legal_moves()
    found = samples(seen, legal, random.Random(5), 60)
    assert len(found) == len(legal) > 1 and len({len(values) for values in found}) == 1
    assert [fmean(values) for values in found] == estimates(seen, legal, random.Random(5), 60)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ships_fifty_keeps_puzzles_and_at_most_thirty_reading(game: str) -> None:
    kinds = [p.kind for p in puzzles.bank(game)]
    assert kinds.count(KEEPS) >= 50 and kinds.count(READING) <= 30
    assert len({p.id for p in puzzles.bank(game)}) == len(kinds)
    assert puzzles.bank(game) is puzzles.bank(registry()[game])


@pytest.mark.parametrize("game", GAMES)
def test_every_keeps_puzzle_still_has_its_best_play_by_the_margin_and_greedy_misses_it(game: str) -> None:
    for puzzle in (p for p in puzzles.bank(game) if p.kind == KEEPS):
        hand = position(puzzle.record, puzzle.hand, puzzle.seat, puzzle.step)
        seen, legal = hand.observe(puzzle.seat), hand.legal_moves()
        ranking = judge(seen, legal, puzzle.seed, puzzle.playouts)
        assert (ranking.best, round(ranking.lead, 4), round(ranking.low, 4)) == (puzzle.answer, puzzle.lead,
                                                                                 puzzle.low), puzzle.id
        assert ranking.low > 0 and greedy(seen, legal) != puzzle.answer, puzzle.id


@pytest.mark.parametrize("game", GAMES)
def test_every_reading_puzzle_is_what_the_table_proves(game: str) -> None:
    for puzzle in (p for p in puzzles.bank(game) if p.kind == READING):
        hand = position(puzzle.record, puzzle.hand, puzzle.seat, puzzle.step)
        assert hand.to_move == puzzle.seat != puzzle.of and puzzle.of is not None, puzzle.id
        assert set(table_knowledge(hand, puzzle.seat).ruled_out[puzzle.of]) == puzzle.answer != set(), puzzle.id


def keeps_checked(question: KeepQuestion, answer: object, lang: str) -> None:
    best = next(i for i, (move, _) in enumerate(question.options) if move == answer)
    assert question.answer == best
    right, words = question.check(best, lang=lang)
    assert right and words
    for other in (i for i in range(len(question.options)) if i != best):
        assert question.check(other, lang=lang)[0] is False


def reading_checked(question: ReadingQuestion, answer: frozenset[int], lang: str) -> str:
    assert question.kind == READING and question.answer == bits(answer)
    assert [n for _, n in question.choices] == list(range(7))
    right, words = question.check(question.answer, lang=lang)
    assert right
    assert question.check(question.answer ^ 1, lang=lang)[0] is False
    assert question.check(0, lang=lang)[0] is False
    return words


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_puzzles_question_is_right_for_its_answer_only(game: str, lang: str) -> None:
    bank = puzzles.bank(game)
    for puzzle in [p for p in bank if p.kind == KEEPS][:4] + [p for p in bank if p.kind == READING][:4]:
        question = puzzle.question()
        assert question.seat == puzzle.seat and question.prompt
        if isinstance(question, KeepQuestion):
            keeps_checked(question, puzzle.answer, lang)
        else:
            assert isinstance(puzzle.answer, frozenset)
            reading_checked(question, puzzle.answer, lang)


@pytest.mark.parametrize("lang, move", [("en", "at move"), ("it", "alla mossa")])
def test_a_reading_explanation_says_which_move_proved_each_number(lang: str, move: str) -> None:
    puzzle = next(p for game in GAMES for p in puzzles.bank(game) if p.kind == READING)
    question = puzzle.question()
    assert isinstance(question, ReadingQuestion) and isinstance(puzzle.answer, frozenset)
    words = reading_checked(question, puzzle.answer, lang)
    for step in set(question.lacks.values()):
        assert f"{move} {step}" in words.lower()
    assert question.who in words and question.who in question.prompt


def test_mining_is_deterministic_and_its_puzzles_load() -> None:
    first = dumps(mine("all-fives", 2, seed=3, playouts=40, players_playouts=10))
    assert dumps(mine("all-fives", 2, seed=3, playouts=40, players_playouts=10)) == first
    found = puzzles.from_bank(json.loads(first))
    assert [p.kind for p in found].count(KEEPS) == 2
    assert all(isinstance(p.answer, Move) and p.values[0][0] == p.answer for p in found if p.kind == KEEPS)


def test_the_puzzles_command_writes_the_puzzles_or_refuses_an_unknown_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "goat.json"
    assert main(["puzzles", "goat", "--count", "1", "--seed", "2", "--playouts", "40", "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["format"] == 1 and data["game"] == "goat" and [p["kind"] for p in data["puzzles"]].count(KEEPS) == 1
    assert main(["puzzles", "no-such-game", "--count", "1"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("puzzles: ") and "no-such-game" in error and error.count("\n") == 1
