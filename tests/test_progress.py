"""The learner's progress file: answers, drills from mistakes on an FSRS schedule, ticks, hands; atomic,
merged writes from several processes; a damaged file moved aside."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from dataclasses import fields, replace
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from fsrs import Card, Rating
from hypothesis import HealthCheck, given, settings, strategies as st

import domino_lessons
from domino_lessons import progress
from domino_lessons.coach import review
from domino_lessons.core.record import load
from domino_lessons.narrate import speaking
from domino_lessons.progress import SCHEDULER, KeepQuestion, Progress
from domino_lessons.progress import drills, summary
from domino_lessons.progress.drills import costly
from domino_lessons.rules import Variant, first_game
from domino_lessons.widgets.questions import Question, make_questions

RECORDS = Path(domino_lessons.__file__).parent / "records"
NOW = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)
QUESTIONS = make_questions(count=4, seed=5)


def seen(question: Question) -> dict[str, Any]:
    """Everything a question shows and answers (its game by class: a game has no equality of its own)."""
    shown = {f.name: getattr(question, f.name) for f in fields(question) if f.name not in ("frame", "origin")}
    frame = {f.name: getattr(question.frame, f.name) for f in fields(question.frame)
             if f.name not in ("game", "caption")}
    caption = question.frame.caption
    said = tuple((k, type(v) if isinstance(v, Variant) else v) for k, v in caption.facts)
    return {**shown, **frame, "game": type(question.frame.game), "caption": (caption.code, said)}


def reviewed() -> Any:
    """A shipped hand's review with costly decisions (few playouts: the numbers need only be the same each run)."""
    return review(load(RECORDS / f"{first_game().id}-2p.json"), 1, 0, playouts=40, seed=4)


def run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_question_is_made_again_from_its_origin() -> None:
    question = QUESTIONS[2]
    assert question.origin is not None and question.origin["index"] == 2
    again = make_questions(**{k: v for k, v in question.origin.items() if k != "index"})[2]
    assert seen(again) == seen(question)


def test_a_missed_answer_and_a_costly_decision_come_back_in_a_new_process(tmp_path: Path) -> None:
    path = tmp_path / "learner.json"
    book = Progress(path)
    book.record_answer(QUESTIONS[0], False, now=NOW)
    book.record_answer(QUESTIONS[1], True, now=NOW)
    made = book.add_review(reviewed(), now=NOW)
    assert made and costly(reviewed())
    day = SCHEDULER.review_card(Card(due=NOW), Rating.Again, NOW)[0].due  # the scheduler's day for a miss
    out = run(f"""
        import json
        from datetime import datetime
        from domino_lessons.progress import Progress
        book = Progress({str(path)!r})
        before = book.due(now=datetime.fromisoformat({(day - timedelta(seconds=1)).isoformat()!r}))
        drills = book.due(now=datetime.fromisoformat({day.isoformat()!r}))
        print(json.dumps([len(before)] + [[d.kind, d.due.isoformat(), d.question().prompt] for d in drills]))
    """)
    before, *drills = json.loads(out)
    assert before == 0
    assert [kind for kind, _, _ in drills] == ["score"] + ["keeps"] * len(made)
    assert {due for _, due, _ in drills} == {day.isoformat()}
    assert drills[0][2] == QUESTIONS[0].prompt  # the same position asked again
    first = made[0].question()
    assert isinstance(first, KeepQuestion) and drills[1][2] == first.prompt


def test_a_keep_drill_is_checked_by_the_review_estimates(tmp_path: Path) -> None:
    decision = costly(reviewed())[0]
    made = Progress(tmp_path / "p.json").add_review(reviewed(), now=NOW)
    asked = next(d for d in made if d.made["step"] == decision.move).question()
    assert isinstance(asked, KeepQuestion)
    played = [str(m) for m, _ in asked.options].index(str(decision.played))
    assert asked.check(asked.answer)[0] is True
    right, why = asked.check(played)
    assert right is False and f"{decision.cost:.1f}" in why
    with speaking("it"):
        assert "rende in media" in asked.check(played)[1]


def test_drills_are_rescheduled_and_filtered_by_game(tmp_path: Path) -> None:
    book = Progress(tmp_path / "p.json")
    book.record_answer(QUESTIONS[0], False, now=NOW)
    (drill,) = book.due(now=NOW + timedelta(minutes=1))
    assert book.due(first_game().id, now=NOW + timedelta(minutes=1)) == (drill,)
    assert book.due(game=first_game(), now=NOW + timedelta(minutes=1)) == (drill,)
    later = book.answer_drill(drill, True, now=NOW + timedelta(minutes=1))
    later = book.answer_drill(later, True, now=later.due)
    assert later.due - NOW > timedelta(days=1)
    assert book.due(now=NOW + timedelta(hours=12)) == ()
    book.record_answer(QUESTIONS[0], False, now=NOW + timedelta(days=1))  # missed again: back the same day
    assert len(book.due(now=NOW + timedelta(days=1, minutes=10))) == 1


def test_ticks_hands_and_answers_are_kept(tmp_path: Path) -> None:
    book = Progress(tmp_path / "p.json", learner="Ada")
    game = first_game().id
    book.tick(game, "scores-fives", now=NOW)
    book.tick(game, "spinner", now=NOW)
    book.untick(game, "spinner", now=NOW + timedelta(seconds=1))
    book.record_hand(game, [15, 5], reviewed(), now=NOW)
    book.record_answer(QUESTIONS[3], True, now=NOW)
    again = Progress(tmp_path / "p.json")
    assert again.learner == "Ada" and again.ticks == {game: frozenset({"scores-fives"})}
    (hand,) = again.hands
    assert hand.result == (15, 5) and hand.cost is not None and hand.cost > 0
    (answer,) = again.answers
    assert (answer.game, answer.kind, answer.correct, answer.at) == (game, QUESTIONS[3].kind, True, NOW)
    assert again.due(now=NOW + timedelta(days=400)) == ()  # right at once: no drill


def test_only_a_made_question_is_remembered(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="origin"):
        Progress(tmp_path / "p.json").record_answer(Question(QUESTIONS[0].frame, "score"), False)


def test_two_processes_recording_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.json"
    code = textwrap.dedent(f"""
        from domino_lessons.progress import Progress
        from domino_lessons.widgets.questions import make_questions
        question = make_questions(count=2, seed=5)[1]
        book = Progress({str(path)!r})
        for _ in range(100):
            book.record_answer(question, True)
    """)
    runs = [subprocess.Popen([sys.executable, "-c", code]) for _ in range(2)]
    assert [p.wait(timeout=300) for p in runs] == [0, 0]
    assert len(Progress(path).answers) == 200


@pytest.mark.parametrize("damage, text", [("truncated", '{"format": 1, "answers": [{"id": "a", '),
                                          ("foreign", '{"name": "a notebook", "cells": []}'),
                                          ("newer", '{"format": 2}'),
                                          ("not a list", '{"format": 1, "answers": {}}')])
def test_a_damaged_file_is_moved_aside_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    damage: str, text: str) -> None:
    path = tmp_path / "domino-progress.json"
    path.write_text(text)
    book = Progress(path)
    (moved,) = tmp_path.glob("domino-progress.damaged-*.json")
    assert moved.read_text() == text
    line = capsys.readouterr().err
    assert line.count("\n") == 1 and moved.name in line and "Traceback" not in line
    assert json.loads(path.read_text())["format"] == 1 and book.answers == ()
    path.write_text(text)
    Progress(path)  # damaged again at once: a second name, the first kept
    assert len(list(tmp_path.glob("domino-progress.damaged-*.json"))) == 2


def test_the_line_is_said_in_italian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.json"
    path.write_text("[1, 2")
    with speaking("it"):
        Progress(path)
    assert "l'ho spostato in p.damaged-" in capsys.readouterr().err
    path.write_text("[1, 2")
    Progress(path, lang="it")  # the notebook's language, whatever is being spoken
    said = capsys.readouterr().err
    assert "l'ho spostato in p.damaged-" in said and said.count("non si può leggere") <= 1


def test_the_default_file_and_the_notebook_s_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(progress.FOLDER_VARIABLE, raising=False)
    assert progress.default_path() == tmp_path / "domino-progress.json"
    (tmp_path / "it").mkdir()
    monkeypatch.chdir(tmp_path / "it")
    assert progress.default_path() == tmp_path / "it" / "domino-progress.json"  # no lessons above
    (tmp_path / "00-start-here.ipynb").write_text("{}")
    assert progress.default_path() == tmp_path / "domino-progress.json"  # the Italian lessons share the file
    monkeypatch.setenv(progress.FOLDER_VARIABLE, str(tmp_path / "lessons"))
    assert progress.default_path() == tmp_path / "lessons" / "domino-progress.json"
    chosen = progress.use(tmp_path / "mine.json")
    assert progress.current() is chosen and chosen.path == tmp_path / "mine.json"


STEPS = st.lists(st.one_of(
    st.tuples(st.just("answer"), st.integers(0, len(QUESTIONS) - 1), st.booleans()),
    st.tuples(st.just("tick"), st.sampled_from(["a", "b", "c"]), st.booleans()),
    st.tuples(st.just("hand"), st.lists(st.integers(-50, 300), max_size=4), st.booleans())), max_size=12)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS, seconds=st.integers(0, 10**8))
def test_any_sequence_round_trips_through_the_file(tmp_path: Path, steps: list[tuple[Any, ...]], seconds: int) -> None:
    path = tmp_path / f"p{seconds}-{len(steps)}.json"
    path.unlink(missing_ok=True)
    book = Progress(path)
    for i, (what, arg, flag) in enumerate(steps):
        now = NOW + timedelta(seconds=seconds + i)
        if what == "answer":
            book.record_answer(QUESTIONS[arg], flag, now=now)
        elif what == "tick":
            (book.tick if flag else book.untick)(first_game().id, arg, now=now)
        else:
            book.record_hand(first_game().id, arg, now=now)
    again = Progress(path)
    assert (again.answers, again.hands, again.ticks) == (book.answers, book.hands, book.ticks)
    assert [d.to_json("") for d in again.drills] == [d.to_json("") for d in book.drills]
    assert len(again.answers) == sum(s[0] == "answer" for s in steps)


def test_a_hands_margin_is_its_share_of_the_stake_and_the_bar_of_its_drills() -> None:
    done = reviewed()
    bar = drills.margin(done)
    assert bar == pytest.approx(drills.COSTLY_SHARE * sum(d.values[0][1] - d.values[-1][1] for d in done.decisions)
                                / len(done.decisions)) and bar > 0
    assert all(d.cost >= bar for d in costly(done)) and costly(done)
    assert {drills.decision_made(done, d, {})["margin"] for d in done.decisions} == {bar}
    assert drills.margin(replace(done, decisions=())) == 0 and costly(replace(done, decisions=())) == ()


def test_accuracy_by_kind_counts_each_kinds_right_answers_over_its_last_few() -> None:
    marks = [("score", True), ("best", False), ("score", False), ("score", True), ("best", True)]
    assert summary.by_kind(marks) == {"score": (2, 3), "best": (1, 2)}
    assert list(summary.by_kind(marks)) == ["score", "best"]  # in the order first asked
    assert summary.by_kind(marks, recent=2) == {"score": (1, 2), "best": (1, 2)}
    assert summary.by_kind([]) == {}
    assert summary.accuracy([{"kind": k, "correct": c} for k, c in marks]) == (("score", 2, 3), ("best", 1, 2))
