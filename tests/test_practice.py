"""Practice and My progress: today's drills then new puzzles, each answer remembered in the file; the panel."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_lessons.core.learner import Trainer
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.practice import Practice, progress_panel
from domino_lessons.progress import Progress
from domino_lessons.puzzles import bank
from domino_lessons.views.progress_chart import cost_chart
from domino_lessons.widgets.practice import Keys
from domino_lessons.widgets.progress_panel import lesson_notebook, lessons, panel_html
from domino_lessons.widgets.questions import make_questions
from domino_lessons.widgets.quiz import ScoreQuiz, question_table

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2025, 3, 1, 12, tzinfo=timezone.utc)
GAME = "all-fives"


def missed(path: Path, count: int = 1) -> Progress:
    """A progress file with ``count`` quiz questions missed an hour ago: drills due now."""
    progress = Progress(path)
    for question in make_questions(GAME, count=count, seed=1):
        progress.record_answer(question, False, now=NOW - timedelta(hours=1))
    return progress


def answer(practice: Practice, right: bool) -> bool:
    """Give the current question's right answer, or a wrong one; what Check said."""
    question = practice.asked
    if question.kind == "reading":
        for box, (_, value) in zip(practice.number_boxes, question.choices):
            box.value = bool(question.answer >> value & 1) == right
    elif question.kind == "score":
        practice.points.value = question.options[question.asked].points + (0 if right else 1)
    else:
        best = (question.answer if question.kind != "best" else
                next(i for i, o in enumerate(question.options) if o.points == question.best))
        values = [v for _, v in question.choices if question.kind != "best" or question.options[v].points < question.best]
        practice.choice.value = best if right else next(v for v in values if v != best)
    return practice.check()


def test_a_drill_due_answered_in_practice_is_rescheduled_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    drill = missed(path).due(GAME, NOW)[0]
    practice = Practice(GAME, path, now=NOW, new_per_day=0)
    assert practice.tasks[0].drill == drill and len(practice.tasks) == 1
    assert answer(practice, True)
    again = Progress(path)  # a new reader of the same file
    moved = next(d for d in again.drills if d.id == drill.id)
    assert moved.due > NOW and again.due(GAME, NOW) == ()
    practice.next()
    assert not practice.tasks and practice.check_button.layout.display == "none"
    soon = (moved.due - NOW).total_seconds() < 900  # said in the learner's own time, or "in a few minutes"
    assert ("in a few minutes" if soon else f"{moved.due.astimezone():%H:%M}") in practice.left.value
    assert "UTC" not in practice.left.value


def test_the_queue_is_the_drills_due_then_new_puzzles_and_new_per_day_holds(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    missed(path, count=2)
    practice = Practice(GAME, path, now=NOW, new_per_day=3)
    kinds = [task.drill is not None for task in practice.tasks]
    assert kinds == [True, True, False, False, False]
    assert [t.puzzle.id for t in practice.tasks[2:]] == [p.id for p in bank(GAME)[:3]]
    assert "5 left today" in practice.left.value and "own mistakes" in practice.source.value
    for _ in range(2):
        answer(practice, True)
        practice.next()
    answer(practice, True)  # one new puzzle begun today
    assert "puzzle" in practice.source.value and Progress(path).seen_puzzles(GAME) == {bank(GAME)[0].id}
    later = Practice(GAME, path, now=NOW + timedelta(hours=1), new_per_day=3)
    new = [t.puzzle.id for t in later.tasks if t.puzzle is not None]
    assert new == [p.id for p in bank(GAME)[1:3]]  # two more today, not three (the drills are back: learning steps)
    tomorrow = Practice(GAME, path, now=NOW + timedelta(days=1, hours=1), new_per_day=3)
    assert sum(t.puzzle is not None for t in tomorrow.tasks) == 3


@pytest.mark.parametrize("kind", ["keeps", "reading"])
def test_a_puzzle_answered_wrong_is_a_drill_due_again(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "p.json"
    puzzle = next(p for p in bank(GAME) if p.kind == kind)
    practice = Practice(GAME, path, now=NOW, new_per_day=len(bank(GAME)))
    while practice.tasks[0].puzzle != puzzle:
        practice.tasks.pop(0)
    practice._show()
    assert (practice.numbers.layout.display == "") == (kind == "reading")
    assert not answer(practice, False) and "problem" in practice.feedback.value
    again = Progress(path)
    assert puzzle.id in again.seen_puzzles(GAME)
    due = again.due(GAME, NOW + timedelta(minutes=5))
    assert [d.made["puzzle"] for d in due] == [puzzle.id] and due[0].kind == kind
    assert due[0].question().answer == puzzle.question().answer  # asked again: the same question
    assert [a.kind for a in again.answers] == [kind] and not again.answers[0].correct


def test_a_right_answer_to_a_reading_puzzle_is_right(tmp_path: Path) -> None:
    puzzle = next(p for p in bank(GAME) if p.kind == "reading")
    practice = Practice(GAME, tmp_path / "p.json", now=NOW, new_per_day=len(bank(GAME)), lang="it")
    while practice.tasks[0].puzzle != puzzle:
        practice.tasks.pop(0)
    practice._show()
    assert answer(practice, True) and "Giusto" in practice.feedback.value
    assert practice.check_button.description == "Verifica" and "per oggi" in practice.left.value


def test_practice_has_its_keys_and_classes(tmp_path: Path) -> None:
    practice = Practice(GAME, tmp_path / "p.json", now=NOW)
    assert sum(isinstance(child, Keys) for child in practice.children) == 1
    assert {"domino-quiz", "domino-practice"} <= set(practice._dom_classes)
    assert "domino-check" in practice.check_button._dom_classes and "domino-next" in practice.next_button._dom_classes
    assert 'button.domino-" + where' in Keys._esm and '"Enter"' in Keys._esm


def test_nothing_to_do_says_so(tmp_path: Path) -> None:
    practice = Practice(GAME, tmp_path / "p.json", now=NOW, new_per_day=0)
    assert practice.tasks == [] and "nothing is waiting" in practice.left.value


def test_the_notebooks_progress_file_is_practices_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from domino_lessons import progress

    monkeypatch.setattr(progress, "_CURRENT", [])
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(progress.FOLDER_VARIABLE, raising=False)
    assert Practice(GAME, now=NOW).progress.path == tmp_path / "domino-progress.json"
    mine = progress.use(tmp_path / "mine.json")
    assert Practice(GAME, now=NOW).progress is mine


def test_the_panel_shows_accuracy_by_kind_over_the_last_answers(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json")
    questions = make_questions(GAME, count=2, seed=1, kinds=["score"])
    for i in range(25):
        progress.record_answer(questions[i % 2], i >= 20, now=NOW)
    html = panel_html(progress, "en", NOW)
    assert re.search(r'data-kind="score">what a play scores: 5 right of the last 20<', html)
    assert "2 drills due today" not in html and 'data-game="all-fives"' in html
    assert all(f'data-game="{game.id}"' in html for game in lessons())
    assert 'data-kind="score">Quanto segna una giocata: 5 risposte giuste sulle ultime 20<' in panel_html(
        progress, "it", NOW)


def test_the_italian_accuracy_agrees_with_its_numbers() -> None:
    from domino_lessons.core.learner import Accuracy

    said = narrator("it").said
    assert said(Accuracy(kind="chi apre", right=1, answered=3)) == "Chi apre: 1 risposta giusta sulle ultime 3"
    assert said(Accuracy(kind="chi apre", right=0, answered=1)) == "Chi apre: 0 risposte giuste sull'ultima"


def test_the_panel_links_to_the_next_unticked_section(tmp_path: Path) -> None:
    from domino_lessons.widgets.checklist import known_lines

    progress = Progress(tmp_path / "p.json")
    lines = known_lines(GAME)
    progress.tick(GAME, lines[0].id)
    html = panel_html(progress, "en", NOW)
    assert f'href="01-all-fives.ipynb#{lines[1].anchor}"' in html and f"1 of {len(lines)} lines ticked" in html
    assert f'#{known_lines(GAME, "it")[1].anchor}"' in panel_html(progress, "it", NOW)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lessons_notebook_is_where_the_panel_links(lang: str) -> None:
    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    assert [lesson_notebook(game) for game in lessons()] == sorted(p.name for p in folder.glob("0[1-9]-*.ipynb"))


def test_the_chart_is_deterministic_escaped_and_named(tmp_path: Path) -> None:
    hostile = '<script>alert("x")</script> & Bob'
    progress = Progress(tmp_path / "p.json", learner=hostile)
    for _ in range(3):
        progress.record_hand(GAME, (10, 5), now=NOW)
    chart = cost_chart([3.0, 1.5, 0.5], hostile, "All Fives")
    assert chart == cost_chart([3.0, 1.5, 0.5], hostile, "All Fives")
    assert "<script>" not in chart and "&lt;script&gt;" in chart and "&amp; Bob" in chart
    assert re.search(r"<title>[^<]*average cost per decision in All Fives", chart) and 'role="img"' in chart
    assert chart.count('class="cost-point"') == 3 and "<desc>" in chart
    html = panel_html(progress, "en", NOW)
    assert "<script>" not in html and "3 hands played" in html


def test_the_panel_draws_the_reviewed_hands_costs(tmp_path: Path) -> None:
    from domino_lessons.coach import review
    from domino_lessons.core.record import load
    from domino_lessons.lesson import example

    progress = Progress(tmp_path / "p.json")
    progress.record_hand(GAME, (10, 5), review(load(example("all-fives-af1")), 1, 0, playouts=20), now=NOW)
    html = panel_html(progress, "en", NOW)
    assert html.count('class="cost-point"') == 1 and "domino-cost-chart" in html


def test_an_empty_or_missing_file_says_what_will_appear(tmp_path: Path) -> None:
    missing = tmp_path / "none.json"
    for lang in LANGUAGES:
        panel = progress_panel(missing, lang=lang)
        assert narrator(lang).word(Trainer.NOTHING_YET).replace("'", "&#x27;") in panel.children[0].value
    assert list(tmp_path.iterdir()) == []  # nothing made
    assert "Nothing is recorded yet" in panel_html(Progress(tmp_path / "p.json"), "en", NOW)


def test_an_unreadable_progress_file_is_said_in_one_line(tmp_path: Path) -> None:
    panel = progress_panel(tmp_path)  # a folder
    assert 'role="alert"' in panel.children[1].value and panel.children[1].layout.display == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_practice_and_panel_code_has_words(lang: str) -> None:
    words = narrator(lang)
    assert [code for code in Trainer if not words.knows(code)] == []


def test_practice_and_the_quiz_draw_a_questions_table_alike(tmp_path: Path) -> None:
    questions = make_questions(GAME, count=8, seed=1)
    score = next(q for q in questions if q.kind == "score")
    other = next(q for q in questions if q.kind != "score")
    assert "selected-marker" in question_table(score, "en")  # the play asked about is marked
    assert "selected-marker" not in question_table(other, "en")
    for lang in LANGUAGES:
        assert ScoreQuiz(questions=[score], lang=lang).board.value == question_table(score, lang)
    practice = Practice(GAME, missed(tmp_path / "p.json"), now=NOW, new_per_day=0, lang="it")
    assert practice.board.value == question_table(practice.asked, "it")


def test_check_with_nothing_asked_marks_nothing(tmp_path: Path) -> None:
    """An empty queue (no drill due, no new puzzle today) has nothing to check: no error, nothing written."""
    path = tmp_path / "p.json"
    practice = Practice("all-fives", path, now=NOW, new_per_day=0)
    assert not practice.tasks and practice.check() is False
    assert not path.exists() or Progress(path).answers == ()
