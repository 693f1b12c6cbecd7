"""The widgets remember: quiz answers, hands played and reviewed, and the "What you now know" ticks go into the
learner's progress file; a file that cannot be written is said in one line and the widget goes on."""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_lessons import progress
from domino_lessons.lesson import checklist, known_lines
from domino_lessons.progress import Progress
from domino_lessons.rules import built_in
from domino_lessons.widgets.checklist import KnownLine, lesson_game
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.questions import Question
from domino_lessons.widgets.quiz import ScoreQuiz

ROOT = Path(__file__).resolve().parent.parent
LESSONS = {"all-fives": "01-all-fives", "italian": "02-italian", "domeng": "03-domeng", "goat": "04-goat"}
"""Each lesson's game and its notebook."""
LATER = datetime.now(timezone.utc) + timedelta(days=400)


@pytest.fixture(autouse=True)
def no_notebook_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``progress.use`` carried over from another test."""
    monkeypatch.setattr(progress, "_CURRENT", [])


def answer(quiz: ScoreQuiz, right: bool) -> bool:
    """Answer the quiz's question right or wrong, and check it."""
    q: Question = quiz.question
    if q.kind == "score":
        quiz.points.value = q.options[q.asked].points + (0 if right else 5)
    else:
        quiz.choice.value = next(v for _, v in q.choices if q.check(v, q.points or 0)[0] == right)
        quiz.points.value = q.points or 0
    return quiz.check()


def played(table: PlayTable) -> PlayTable:
    """The table with its hand played to the end (the learner's last legal move each time)."""
    while not table.hand.over:
        table.move(table.hand.legal_moves()[-1])
    return table


def test_a_quiz_answer_goes_into_the_file_and_a_miss_comes_back(tmp_path: Path) -> None:
    path = tmp_path / "ada.json"
    quiz = ScoreQuiz("all-fives", count=3, seed=2, progress=path)
    assert answer(quiz, False) is False
    quiz.next()
    assert answer(quiz, True) is True
    book = Progress(path)
    assert [a.correct for a in book.answers] == [False, True]
    assert [a.kind for a in book.answers] == [q.kind for q in quiz.questions[:2]]
    assert [d.kind for d in book.due("all-fives", now=LATER)][:1] == [quiz.questions[0].kind]
    assert quiz.keeper.line.layout.display == "none"


def test_questions_without_an_origin_are_not_remembered(tmp_path: Path) -> None:
    from dataclasses import replace

    made = ScoreQuiz("italian", count=2, seed=1).questions
    quiz = ScoreQuiz(questions=[replace(q, origin=None) for q in made], progress=tmp_path / "p.json")
    answer(quiz, False)
    assert Progress(tmp_path / "p.json").answers == ()


def test_progress_use_is_the_default_and_without_it_nothing_is_kept(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    answer(ScoreQuiz(count=2, seed=3), True)
    assert list(tmp_path.iterdir()) == []
    book = progress.use(tmp_path / "notebook.json")
    answer(ScoreQuiz(count=2, seed=3), True)
    played(PlayTable(seed=4, delay=0))
    assert len(Progress(book.path).answers) == 1 and len(Progress(book.path).hands) == 1


def test_a_hand_is_kept_once_and_its_review_makes_drills(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    table = played(PlayTable("international-two", ["Ada", "Ben"], seed=0, delay=0, progress=path))
    hands = Progress(path).hands
    assert len(hands) == 1 and hands[0].game == "international-two" and hands[0].cost is None
    assert sum(hands[0].result) > 0
    done = table.review()
    table.review()  # a second look adds nothing
    book = Progress(path)
    assert done is not None and len(book.hands) == 1 and book.hands[0].id == hands[0].id
    assert book.hands[0].cost == pytest.approx(sum(d.cost for d in done.decisions) / len(done.decisions))
    assert len(book.drills) == len(done.costly()) > 0 and {d.kind for d in book.drills} == {"keeps"}
    table.new_hand()
    played(table)
    assert len(Progress(path).hands) == 2


def unwritable_paths(tmp_path: Path) -> list[Path]:
    blocker = tmp_path / "a-file"
    blocker.write_text("mine")
    folder = tmp_path / "a-folder"
    folder.mkdir()
    return [folder, blocker / "p.json"]


def test_an_unwritable_file_is_said_in_one_line_and_the_widgets_go_on(tmp_path: Path) -> None:
    for path in unwritable_paths(tmp_path):
        quiz = ScoreQuiz(count=2, seed=1, progress=path)
        answer(quiz, False)
        assert "Not quite" in quiz.feedback.value
        quiz.next()
        assert quiz.index == 1 and not quiz.check_button.disabled
        table = played(PlayTable(seed=2, delay=0, progress=path))
        table.review()
        shown = [quiz.keeper.line, table.keeper.line, checklist("domeng", progress=path).keeper.line]
        for line in shown:
            assert line.layout.display != "none" and "not being saved" in line.value
            assert str(path) in line.value and line.value.count("<div") == 1
    assert (tmp_path / "a-folder").is_dir() and (tmp_path / "a-file").read_text() == "mine"


def test_a_file_that_stops_being_writable_is_said_in_italian(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    quiz = ScoreQuiz(count=3, seed=5, lang="it", progress=tmp_path / "p.json")
    answer(quiz, True)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("domino_lessons.core.record.os.replace", refuse)
    quiz.next()
    answer(quiz, True)
    assert "I tuoi progressi non vengono salvati" in quiz.keeper.line.value and quiz.right == 2
    monkeypatch.undo()
    quiz.next()
    answer(quiz, True)  # written with the one that could not be
    assert quiz.keeper.line.layout.display == "none" and len(Progress(tmp_path / "p.json").answers) == 3


def test_a_folder_that_cannot_be_made_does_not_break_the_checklist(tmp_path: Path) -> None:
    """A file where the progress file's folder should be: no one can write there, root included."""
    (tmp_path / "taken").write_text("a file, not a folder")
    shown = checklist("all-fives", progress=tmp_path / "taken" / "p.json")
    shown.boxes["tiles"].value = True
    assert shown.ticked == {"tiles"} and shown.keeper.line.layout.display != "none"


def test_a_tick_survives_a_new_progress(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    shown = checklist("reserve", progress=path)  # a game of the Goat lesson: ticked under the lesson's game
    assert shown.game == "goat" and shown.note.layout.display == "none"
    shown.boxes["reserve"].value = True
    shown.boxes["basics"].value = True
    shown.boxes["basics"].value = False
    assert Progress(path).ticks == {"goat": frozenset({"reserve"})}
    again = checklist("goat", lang="it", progress=Progress(path))
    assert again.ticked == {"reserve"} and again.boxes["reserve"].value


def test_without_a_file_the_checklist_keeps_its_ticks_and_says_how_to_remember(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    shown = checklist("italian")
    shown.boxes["pairs"].value = True
    assert shown.ticked == {"pairs"} and list(tmp_path.iterdir()) == []
    assert shown.note.layout.display == "" and "<code>from domino_lessons import progress" in shown.note.value
    assert "Queste spunte restano solo" in checklist("italian", lang="it").note.value
    progress.use(tmp_path / "p.json")
    checklist("italian").boxes["pairs"].value = True
    assert Progress(tmp_path / "p.json").ticks == {"italian": frozenset({"pairs"})}


def test_each_line_is_a_labelled_checkbox_with_a_link_to_its_section() -> None:
    shown = checklist("all-fives")
    lines = known_lines("all-fives")
    row = shown.children[1 + [line.id for line in lines].index("pips-left")]
    box, link = row.children
    assert box.description.startswith("Rounding the pips") and "<code>subtract-own</code>" in box.description
    assert not box.indent and box.description_allow_html
    assert link.value == ('<a class="domino-known-link" href="#The-tiles-left-in-hand:-two-ways-to-score-them" '
                          'aria-label="Read again: Rounding the pips left in hand; subtract-own and winner-takes">'
                          'Read again</a>')
    italian = checklist("domeng", lang="it").children[6].children[1].value
    assert "href=\"#Quando-nessuno-può-dare:-l&#x27;ammanco\"" in italian and ">Rileggi</a>" in italian


def notebook(name: str, lang: str) -> list[str]:
    path = ROOT / "notebooks" / ("it" if lang == "it" else "") / f"{name}.ipynb"
    return ["".join(cell["source"]) for cell in json.loads(path.read_text())["cells"] if cell["cell_type"] == "markdown"]


def heading_ids(markdown: list[str]) -> set[str]:
    """The ids JupyterLab gives the headings: their rendered text (no Markdown marks) with spaces as '-'."""
    return {re.sub(r"[*`]", "", m.group(1).strip()).replace(" ", "-")
            for text in markdown for m in re.finditer(r"^#+ (.*)$", text, re.M)}


def test_the_lessons_are_one_per_game_folder() -> None:
    assert list(dict.fromkeys(lesson_game(game) for game in built_in())) == list(LESSONS)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", LESSONS)
def test_known_lines_match_the_notebook_s_list_and_headings(game: str, lang: str) -> None:
    lines = known_lines(game, lang)
    markdown = notebook(LESSONS[game], lang)
    listed = [m.groups() for text in markdown for m in re.finditer(r"^- \[ \] \[(.*)\]\(#(.*)\)$", text, re.M)]
    assert [(line.text, line.anchor) for line in lines] == listed and len(lines) >= 9
    assert {line.anchor for line in lines} <= heading_ids(markdown)
    assert all(isinstance(line, KnownLine) for line in lines)


@pytest.mark.parametrize("game", LESSONS)
def test_the_italian_lines_are_the_same_lines_in_italian(game: str) -> None:
    english, italian = known_lines(game, "en"), known_lines(game, "it")
    assert [line.id for line in english] == [line.id for line in italian]
    assert len({line.id for line in english}) == len(english)
    assert all(e.text != i.text and e.anchor != i.anchor for e, i in zip(english, italian))
    assert [line.text for line in checklist(game, lang="it").lines] == [line.text for line in italian]
