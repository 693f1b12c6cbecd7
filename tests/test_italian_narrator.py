"""The Italian narrator: the same facts in Italian, in transcripts, JSON, errors and widgets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from domino_lessons.cli import main
from domino_lessons.narrate import narrator, speaking
from domino_lessons.core.record import load, replay
from domino_lessons.widgets.questions import make_questions

RECORDS = sorted((Path(__file__).resolve().parent.parent / "domino_lessons" / "records").glob("*.json"))
ENGLISH = re.compile(r"\b(the|plays|leads|holds|Hand|Round|Score|Scores|Blocked|Next|draws|passes|Ends|wins|match|"
                     r"nobody|stones|table|pips|went out|goat is|charged|scores)\b")


def without_text(value: object) -> object:
    if isinstance(value, dict):
        return {k: without_text(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [without_text(v) for v in value]
    return value


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_italian_json_differs_only_in_text(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--json", str(path)]) == 0
    english = json.loads(capsys.readouterr().out)
    assert main(["replay", "--json", "--lang", "it", str(path)]) == 0
    italian = json.loads(capsys.readouterr().out)
    assert without_text(italian) == without_text(english) and italian != english


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_italian_transcript_has_no_english_from_the_narrator(path: Path) -> None:
    record = load(path)
    notes = {one for hand in record.hands for one in hand.notes.values()}
    with speaking("it"):
        text = replay(record).transcript()
    lines = [line for line in text.splitlines() if not any(note.split()[0] in line for note in notes)]
    # Event lines: the move token and the event type (play, stones...) are record codes; the rest is words.
    said = [line[:15].replace(line[6:15].strip(), "", 1) + line[25:] if line[:5].strip(" .0123456789") == ""
            and len(line) > 25 else line for line in lines]
    english = [line for line in said if ENGLISH.search(line) or "(forced)" in line]
    assert english == []


def test_an_unknown_language_is_one_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS[0]), "--lang", "xx"]) == 2
    said = capsys.readouterr()
    assert said.out == "" and said.err == "replay: unknown language 'xx': the languages are en, it\n"


def test_widgets_speak_italian_and_english_stays_the_default() -> None:
    from domino_lessons.widgets.play_table import PlayTable
    from domino_lessons.widgets.quiz import ScoreQuiz
    from domino_lessons.widgets.replay_viewer import ReplayViewer

    viewer = ReplayViewer(RECORDS[0], lang="it")
    viewer.go(1)
    assert viewer.next_button.description == "Avanti" and "apre con" in viewer.annotation.value
    table = PlayTable("italian", ["Io", "Computer"], seed=2, delay=0, lang="it")
    assert table.draw_button.description == "Pesca" and "Tocca a te" in table.message.value
    quiz = ScoreQuiz("goat", players=4, count=3, seed=2, lang="it")
    assert quiz.check_button.description == "Verifica" and "Domanda 1" in quiz.prompt.value
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        ReplayViewer(RECORDS[0], lang="fr")


def test_lesson_helpers_speak_the_language_asked() -> None:
    from domino_lessons.lesson import example, first_with, glossary, moment, position, walkthrough

    assert repr(position("6-6", "6-3 L", lang="it")).endswith("multiplo di 5, segna")
    assert repr(walkthrough("6-3", "3-5 R", variant="italian", lang="it")).splitlines()[0] == "1. 6-3: Capi L 6 / R 3"
    frames = replay(load(example("domeng-d1")), frames=True).frames
    plain = first_with(frames, "pass", kind="pass")
    said = repr(moment(plain, lang="it"))
    assert said.startswith("Giro 1, mossa 15: pass") and "PASS: a P5 spetta 1" in said
    assert repr(moment(plain)).startswith("Round 1, move 15: pass")  # the same frame, in English
    assert "| **pozzo** | le tessere coperte da cui si pesca |" in glossary("italian", lang="it")._repr_markdown_()


@pytest.mark.parametrize("variant,players", [("all-fives", 2), ("italian", 2), ("domeng", 5), ("goat", 4)])
def test_quiz_positions_are_labelled_in_the_language_spoken(variant: str, players: int) -> None:
    from domino_lessons.widgets.questions import make_questions

    questions = make_questions(variant, players=players, count=6, seed=1)
    english = [q.frame.label for q in questions]
    with speaking("it"):
        italian = [q.frame.label for q in questions]
    assert all(e.startswith("Quiz") for e in english) and all(i.startswith(("Quiz", "Posizione")) for i in italian)
    assert [i for i in italian if ENGLISH.search(i) or i in english] == []


BAD_RECORDS = {
    "not an object": (lambda r: [1, 2], "una partita deve essere un oggetto JSON"),
    "same name twice": (lambda r: {**r, "players": [r["players"][0]] * len(r["players"])}, "due volte lo stesso nome"),
    "bad note key": (lambda r: {**r, "hands": [{**r["hands"][0], "notes": {"99": "x"}}]}, 'mano 1: la nota "99"'),
    "not a tile": (lambda r: {**r, "hands": [{**r["hands"][0], "boneyard": [5]}]}, "mano 1: 5 non è una tessera"),
    "pips out of the set": (lambda r: {**r, "hands": [{**r["hands"][0], "boneyard": ["7-7"]}]},
                            "mano 1: '7-7' non è una tessera del doppio sei"),
    "a word for a tile": (lambda r: {**r, "hands": [{**r["hands"][0], "notes": {},
                                                     "moves": r["hands"][0]["moves"][:1] + ["fold"]}]},
                          "mano 1, mossa 2 (\"fold\"): 'fold' non è una tessera: scrivila a-b"),
    "a move twice": (lambda r: {**r, "hands": [{**r["hands"][0], "moves": r["hands"][0]["moves"][:1] * 2,
                                                "notes": {}}]}, "mano 1, mossa 2 ("),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_a_bad_record_is_explained_in_the_language_asked(case: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    make, italian = BAD_RECORDS[case]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(make(json.loads(RECORDS[0].read_text(encoding="utf-8")))), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    english = capsys.readouterr().err
    assert main(["replay", str(path), "--lang", "it"]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"{path}: ") and said.count("\n") == 1 and italian in said and said != english
    assert ENGLISH.search(said.split(": ", 1)[1]) is None


def test_to_takes_the_euphonic_d_and_a_numbered_seat_its_article() -> None:
    from domino_lessons.narrate.it.core import to

    assert [to(name) for name in ("Ada", "andrea", "Ben", "Posto 0", "Posto 12", "Postino")] == [
        "ad Ada", "ad andrea", "a Ben", "al posto 0", "al posto 12", "a Postino"]
    with speaking("it"):  # a quiz's seats have the lessons' names
        best = next(q for q in make_questions("all-fives", count=6, seed=3) if q.kind == "best")
    assert best.prompt.startswith(("Tocca ad Ada", "Tocca a Ben")) and "posto" not in best.prompt.lower()


def test_a_games_option_words_are_its_own() -> None:
    """One game's words for an option never become another's: a game says its own with ``says("option KEY",
    Game)``, and a later book's shared ``options`` cannot replace the ones every game shares."""
    from domino_lessons.narrate import Narrator, Phrasebook
    from domino_lessons.narrate.it import core
    from domino_lessons.rules import find_variant

    italian, goat = find_variant("italian")(2, {"draw": "until-playable"}), find_variant("goat")(4)
    other = Phrasebook()
    other.options["draw"] = lambda value: "WRONG"  # an outside game's words for its own "draw"
    words = Narrator("it", [core.BOOK, other])
    assert words.option(italian, "draw", "until-playable") == "si pesca finché una tessera va"
    books = narrator("it")
    assert books.option(goat, "scoring", "goat") == "punteggio del Goat"
    assert books.option(italian, "scoring", "goat") is None  # Goat's own words are Goat's alone
    assert "chi vince incassa" in books.say("describe", find_variant("all-fives")(3, {"end_of_hand": "winner-takes"}))
