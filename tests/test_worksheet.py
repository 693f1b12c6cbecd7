"""Worksheets to print: quiz positions with space to answer, and an answer key on pages of its own, for every
game in both languages; the same seed, the same sheet; the PDF opens and its answers are the engine's."""

from __future__ import annotations

import re
import sys
from html import unescape
from pathlib import Path

import pypdf
import pytest

from domino_lessons.cli import main
from domino_lessons.core.errors import DominoError
from domino_lessons.core.phrases import AskQuestion, PrintKey
from domino_lessons.narrate import LANGUAGES, narrator, speaking
from domino_lessons.rules import VARIANT_IDS, find_variant
from domino_lessons.views.worksheet import right_answer, worksheet
from domino_lessons.widgets.questions import Question, make_questions, quiz_of

COUNT = 4
KEY = re.compile(r'<div class="item" data-kind="(\w+)" data-choice="(-?\d+)" data-points="(-?\d+)">')


def questions(game: str, lang: str, seed: int = 0) -> list[Question]:
    with speaking(lang):
        return make_questions(game, players=find_variant(game).min_players, count=COUNT, seed=seed)


def plain(text: str) -> str:
    """Text without tags and with single spaces, as a PDF's extracted text reads."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", text)).split())


def spaced(text: str) -> str:
    return " ".join(text.split())


def sheet_and_key(html: str) -> tuple[str, str]:
    sheet, key = html.split('<section class="part key">')
    return sheet, key


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", VARIANT_IDS)
def test_a_sheet_has_its_questions_then_an_answer_key(game: str, lang: str) -> None:
    html = worksheet(game, count=COUNT, lang=lang)
    sheet, key = sheet_and_key(html)
    made = questions(game, lang)
    assert sheet.count("domino-table") == COUNT and sheet.count('<div class="item">') == COUNT
    assert len(KEY.findall(key)) == COUNT and "domino-table" not in key
    assert f'<html lang="{lang}">' in html and ".part.key { break-before: right; }" in html
    for number, question in enumerate(made, 1):
        assert spaced(narrator(lang).said(AskQuestion(number=number, prompt=question.prompt))) in plain(key)
        assert spaced(question.check(*right_answer(question), lang)[1]) in plain(key)


@pytest.mark.parametrize("game", VARIANT_IDS)
def test_the_same_seed_makes_the_same_bytes_and_another_seed_other_positions(game: str) -> None:
    first = worksheet(game, count=COUNT, seed=3)
    assert worksheet(game, count=COUNT, seed=3) == first
    tables = re.findall(r"<svg.*?</svg>", sheet_and_key(first)[0], re.S)
    others = re.findall(r"<svg.*?</svg>", sheet_and_key(worksheet(game, count=COUNT, seed=4))[0], re.S)
    assert tables != others


def engine_points(question: Question) -> int:
    """What the engine's own scoring says the asked play (``score``) or the best play (``best``) scores, worked
    out again from the position: the game's ``points_for`` on the table as it stood."""
    game = question.frame.game
    worth = [game.points_for(question.frame, o.move.tile, o.move.end) for o in question.options]
    return worth[question.asked] if question.kind == "score" else max(worth)


@pytest.mark.parametrize("game", VARIANT_IDS)
def test_the_answers_on_the_key_are_the_engines(game: str) -> None:
    made = questions(game, "en", seed=1)
    key = sheet_and_key(worksheet(game, count=COUNT, seed=1))[1]
    for question, (kind, choice, points) in zip(made, KEY.findall(key), strict=True):
        assert kind == question.kind
        if kind in ("score", "best"):
            assert int(points) == engine_points(question)
            assert question.options[int(choice)].points == int(points)
        else:
            assert (int(choice), int(points)) == (question.answer, question.points or 0)
            assert question.choices and int(choice) in {value for _, value in question.choices}


def test_a_sheet_of_a_game_that_scores_in_play_asks_what_plays_score() -> None:
    game = next(g for g in VARIANT_IDS if "score" in quiz_of(find_variant(g)).kinds)
    key = sheet_and_key(worksheet(game, count=COUNT, kinds=["score"]))[1]
    kinds = [kind for kind, _, _ in KEY.findall(key)]
    assert kinds == ["score"] * COUNT


@pytest.mark.parametrize("game", VARIANT_IDS)
def test_the_pdf_opens_with_the_first_question_and_its_answer(game: str, tmp_path: Path) -> None:
    """One PDF per game, the languages in turn (rendering is slow: a few seconds for them all)."""
    lang = LANGUAGES[VARIANT_IDS.index(game) % len(LANGUAGES)]
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", game, "--count", "3", "--lang", lang, "--out", str(out)]) == 0
    pages = [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(out).pages]
    first = questions(game, lang)[0]
    title = narrator(lang).said(PrintKey(game=first.frame.game))
    key_page = next(i for i, text in enumerate(pages) if title in text)
    assert 2 <= len(pages) <= 3 + 3 and key_page >= 1
    assert key_page % 2 == 0  # the key starts on a right-hand page: printed on both sides, it comes away whole
    assert spaced(first.prompt)[:60] in pages[0]
    answer = spaced(first.check(*right_answer(first), lang)[1])
    assert answer[:60] in " ".join(pages[key_page:])
    assert all(f"/ {len(pages)}" in text for text in pages)  # the page numbers at every page's foot


def test_letter_paper_sets_the_page_size(tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", VARIANT_IDS[0], "--count", "1", "--paper", "letter", "--out", str(out)]) == 0
    box = pypdf.PdfReader(out).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    assert "size: letter" in worksheet(VARIANT_IDS[0], count=1, paper="letter")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    code = main(["worksheet", *args])
    return code, capsys.readouterr().err.splitlines()


@pytest.mark.parametrize("args", [
    ["no-such-game", "--out", "{dir}/a.html"],
    [VARIANT_IDS[0], "--kinds", "no-such-kind", "--out", "{dir}/a.html"],
    [VARIANT_IDS[0], "--out", "{dir}/a.txt"],
    [VARIANT_IDS[0], "--out", "{dir}/missing/a.pdf"],
    [VARIANT_IDS[0], "--out", "{dir}"],
], ids=["game", "kind", "ending", "folder", "a folder"])
def test_bad_input_is_one_line_exit_2_and_nothing_written(args: list[str], tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(capsys, *(a.format(dir=tmp_path) for a in args))
    assert code == 2 and len(err) == 1 and err[0].startswith("worksheet: ")
    assert list(tmp_path.iterdir()) == []


def test_a_kind_of_another_game_is_refused_with_the_games_kinds(capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path) -> None:
    game = next(g for g in VARIANT_IDS if "score" not in quiz_of(find_variant(g)).kinds)
    code, err = run(capsys, game, "--kinds", "score", "--out", str(tmp_path / "a.html"))
    assert code == 2 and all(kind in err[0] for kind in quiz_of(find_variant(game)).kinds)


def test_without_the_pdf_library_a_pdf_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "weasyprint", None)
    code, err = run(capsys, VARIANT_IDS[0], "--out", str(tmp_path / "a.pdf"))
    assert code == 2 and len(err) == 1 and ".html" in err[0] and "WeasyPrint" in err[0]
    assert list(tmp_path.iterdir()) == []
    assert run(capsys, VARIANT_IDS[0], "--count", "1", "--out", str(tmp_path / "a.html"))[0] == 0


def test_a_language_in_capitals_is_taken_and_an_unknown_paper_refused_in_words(tmp_path: Path,
                                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, VARIANT_IDS[0], "--count", "1", "--lang", "IT", "--out", str(tmp_path / "a.html"))[0] == 0
    assert '<html lang="it">' in (tmp_path / "a.html").read_text(encoding="utf-8")
    with pytest.raises(DominoError, match='option "paper": "legal" is not one of "a4" | "letter"'):
        worksheet(VARIANT_IDS[0], count=1, paper="legal")


def test_the_command_writes_html_and_mkdir_makes_its_folder(tmp_path: Path) -> None:
    out = tmp_path / "new" / "sheet.html"
    assert main(["worksheet", VARIANT_IDS[0], "--count", "2", "--seed", "5", "--mkdir", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == worksheet(VARIANT_IDS[0], count=2, seed=5)


def test_the_quiz_prints_its_own_questions(tmp_path: Path) -> None:
    from domino_lessons.widgets.quiz import ScoreQuiz

    quiz = ScoreQuiz(VARIANT_IDS[0], count=3, seed=2, lang="it")
    html = quiz.worksheet()
    assert html == worksheet(VARIANT_IDS[0], count=3, seed=2, lang="it")
    assert sheet_and_key(quiz.worksheet(count=2))[0].count("domino-table") == 2
    assert quiz.worksheet(seed=9) == worksheet(VARIANT_IDS[0], count=3, seed=9, lang="it")
    quiz.worksheet(tmp_path / "sheet.html")
    assert (tmp_path / "sheet.html").read_text(encoding="utf-8") == html
