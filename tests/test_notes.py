"""Teacher notes in several languages: each language reads its own, bad notes are refused where they are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domino_lessons.cli import main
from domino_lessons.lesson import example, moment
from domino_lessons.narrate import speaking
from domino_lessons.core.note import Note, said
from domino_lessons.core.record import RecordError, load, loads, replay

BILINGUAL = {"en": "Ben scores 15 here.", "it": "Qui Ben segna 15."}


def af1_with(note: object) -> dict[str, object]:
    data = json.loads(example("all-fives-af1").read_text())
    data["hands"][0]["notes"] = {"2": note}
    return data


def test_each_language_reads_its_own_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.json"
    path.write_text(json.dumps(af1_with(BILINGUAL)))
    for lang, text, other in (("en", BILINGUAL["en"], BILINGUAL["it"]), ("it", BILINGUAL["it"], BILINGUAL["en"])):
        assert main(["replay", str(path), "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert text in out and other not in out
    frames = replay(load(path), frames=True).frames
    for lang in ("en", "it"):
        assert BILINGUAL[lang] in repr(moment(frames[2], lang=lang))


def test_a_language_without_its_note_falls_back_to_english_then_to_the_first() -> None:
    with speaking("it"):
        assert said(Note({"en": "E", "fr": "F"})) == "E"
        assert said(Note({"fr": "F", "de": "D"})) == "F"
        assert said("plain") == "plain"


def test_notes_survive_a_save_byte_for_byte(tmp_path: Path) -> None:
    data = af1_with(BILINGUAL)
    data["hands"][0]["notes"]["3"] = "a plain note"  # type: ignore[index]
    record = loads(json.dumps(data))
    again = loads(record.dumps())
    assert again.dumps() == record.dumps()
    assert json.loads(record.dumps())["hands"][0]["notes"] == {"2": BILINGUAL, "3": "a plain note"}


@pytest.mark.parametrize("note, why", [
    ({}, "note 2 is an empty object"),
    ({"EN": "x"}, 'note 2: "EN" is not a language code'),
    ({"english": "x"}, 'note 2: "english" is not a language code'),
    ({"en": ""}, 'note 2: the "en" text must be a non-empty string'),
    ({"en": "ok", "it": 3}, 'note 2: the "it" text must be a non-empty string'),
    (["x"], "note 2 must be text, or an object of texts keyed by language"),
])
def test_a_bad_note_is_refused_with_one_located_line(note: object, why: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(RecordError) as raised:
        loads(json.dumps(af1_with(note)))
    assert str(raised.value).startswith("hand 1: ") and why in str(raised.value)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(af1_with(note)))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and why in err and "Traceback" not in err


def test_every_shipped_note_reads_in_italian() -> None:
    records = sorted((Path(example("all-fives-af1")).parent).glob("*.json"))
    notes = [note for path in records for hand in load(path).hands for note in hand.notes.values()]
    assert notes
    for note in notes:
        assert isinstance(note, Note) and set(note.texts) == {"en", "it"}
        assert note.in_language("it") != note.in_language("en")
