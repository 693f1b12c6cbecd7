"""A teacher's own notes in the replay viewer (``edit_notes=True``): typed, shown, saved, reloaded, replayed alike."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domino_lessons.cli import main
from domino_lessons.core.frames import Caption, Frame
from domino_lessons.core.labels import Notes
from domino_lessons.core.note import Note, edited, note_in
from domino_lessons.core.record import example, load, loads, replay
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.views.share import replay_html
from domino_lessons.widgets.notes_editor import move_of, notes_path
from domino_lessons.widgets.replay_viewer import ReplayViewer

HOSTILE = '<script>alert("note")</script> ]]> <b>bold?</b> & Ada'
SHIPPED = sorted(p.stem for p in example("all-fives-af1").parent.glob("*.json"))


@pytest.fixture
def af1(tmp_path: Path) -> Path:
    """A copy of a shipped record whose notes are in English and Italian (move 1 of its hand has one)."""
    copy = tmp_path / "af1.json"
    shutil.copy(example("all-fives-af1"), copy)
    return copy


def saved_notes(path: Path) -> dict[str, object]:
    notes: dict[str, object] = json.loads(path.read_text())["hands"][0].get("notes", {})
    return notes


# -- the notes themselves ---------------------------------------------------------------------------------------
def test_an_edit_keeps_the_other_languages_and_an_empty_one_takes_its_language_away() -> None:
    both = edited(None, "en", " Look here ")
    assert isinstance(both, Note) and both.texts == {"en": "Look here"}
    both = edited(both, "it", "Guarda qui")
    assert both is not None and both.texts == {"en": "Look here", "it": "Guarda qui"}
    english = edited(both, "it", "  ")
    assert english is not None and english.texts == {"en": "Look here"}
    assert edited(english, "en", "") is None
    plain = edited("A plain note", "it", "Una nota")  # a plain note is read as the English one
    assert plain is not None and plain.texts == {"en": "A plain note", "it": "Una nota"}
    assert (note_in("A plain note", "en"), note_in("A plain note", "it"), note_in(None, "en")) == ("A plain note", "", "")


def test_every_word_of_the_editor_is_said_in_every_language() -> None:
    for lang in LANGUAGES:
        words = narrator(lang)
        assert [code for code in Notes if not words.knows(code)] == []


# -- the viewer -------------------------------------------------------------------------------------------------
def test_a_typed_note_shows_at_once_escaped_and_a_step_without_a_move_takes_none(af1: Path) -> None:
    viewer = ReplayViewer(af1, edit_notes=True)
    assert viewer.notes is not None
    box = viewer.notes.box
    assert box.disabled and box.placeholder == narrator("en").word(Notes.NO_MOVE)  # the deal
    viewer.go(4)  # hand 1, move 4: no note yet
    assert move_of(viewer.frame) == (1, 4) and not box.disabled and box.value == ""
    assert box.placeholder.startswith("Your note on hand 1, move 4, in English")
    box.value = HOSTILE
    annotation = viewer.annotation.value
    assert "<script>" not in annotation and "<b>" not in annotation
    assert "Note: &lt;script&gt;alert(&quot;note&quot;)&lt;/script&gt; ]]&gt; &lt;b&gt;bold?&lt;/b&gt; &amp; Ada" in annotation
    viewer.go(5)
    viewer.go(4)
    assert box.value == HOSTILE.strip()
    assert viewer.notes.hand(1).notes[4] == HOSTILE.strip()


def test_a_note_in_another_language_is_kept_and_an_emptied_box_removes_only_its_own(af1: Path) -> None:
    viewer = ReplayViewer(af1, edit_notes=True, lang="it")
    assert viewer.notes is not None
    viewer.go(1)  # move 1 has a note in both languages: the box holds the Italian one
    assert viewer.notes.box.value.startswith("Il primo doppio della mano è lo spinner")
    viewer.notes.box.value = "Il doppio conta 12."
    assert "Nota: Il doppio conta 12." in viewer.annotation.value
    viewer.go(2)
    viewer.notes.box.value = ""  # move 2 keeps its English note only
    assert "Ben scores 15" in viewer.annotation.value  # read in English now that it has no Italian
    assert viewer.notes.save() == af1.with_name("af1-notes.json")
    notes = saved_notes(af1.with_name("af1-notes.json"))
    assert notes["1"] == {"en": "The first double of the hand is the spinner: it counts both halves, 12.",
                          "it": "Il doppio conta 12."}
    assert notes["2"] == {"en": "Ben scores 15: while only one side of the spinner is covered, it still counts 12."}


def test_a_note_left_with_no_language_is_removed(tmp_path: Path) -> None:
    data = json.loads(example("all-fives-af1").read_text())
    data["hands"][0]["notes"] = {"3": {"it": "Solo in italiano"}}
    viewer = ReplayViewer(loads(json.dumps(data)), edit_notes=True, lang="it")
    assert viewer.notes is not None
    viewer.go(3)
    viewer.notes.box.value = ""
    assert "Nota:" not in viewer.annotation.value
    saved = viewer.notes.save(tmp_path / "none.json")
    assert saved is not None and "notes" not in json.loads(saved.read_text())["hands"][0]


def test_saved_notes_are_shown_on_reloading_in_the_classroom_and_on_the_shareable_page(af1: Path) -> None:
    viewer = ReplayViewer(af1, edit_notes=True, lang="it")
    assert viewer.notes is not None
    viewer.go(4)
    viewer.notes.box.value = HOSTILE
    saved = viewer.notes.save()
    status = viewer.notes.status.value
    assert saved is not None and "Partita salvata in " in status and ", con 5 note" in status
    again = ReplayViewer(saved, edit_notes=True, lang="it")
    again.go(4)
    assert again.notes is not None and again.notes.box.value == HOSTILE.strip()
    room = ReplayViewer(saved, classroom=True, lang="it")
    room.go(4)
    assert "Nota: &lt;script&gt;" in room.annotation.value and "<script>" not in room.annotation.value
    page = replay_html(replay(load(saved), frames=True), "af1", lang="it")
    assert "Nota: &lt;script&gt;alert" in page and '<script>alert("note")' not in page
    assert ReplayViewer(saved, lang="en").frames[4].note == HOSTILE.strip()  # no English note: the first one's


def test_an_existing_file_is_replaced_only_when_asked_twice(af1: Path) -> None:
    viewer = ReplayViewer(af1, edit_notes=True)
    notes = viewer.notes
    assert notes is not None and notes.path.value == str(af1.with_name("af1-notes.json"))
    viewer.go(4)
    notes.box.value = "Mine"
    before = af1.read_bytes()
    assert notes.save(af1) is None and af1.read_bytes() == before
    assert notes.save_button.description == "Replace file?" and "af1.json exists" in notes.status.value
    notes.path.value = str(af1)  # a new name typed: asked again
    assert notes.save_button.description == "Save record"
    assert notes.save() is None
    assert notes.save() == af1 and saved_notes(af1)["4"] == {"en": "Mine"}
    assert notes.save_button.description == "Save record"
    notes.box.value = "Mine, again"
    assert notes.save() == af1 and saved_notes(af1)["4"] == {"en": "Mine, again"}  # saved here last: no question


def test_a_write_error_is_one_line_and_loses_nothing(af1: Path, tmp_path: Path) -> None:
    viewer = ReplayViewer(af1, edit_notes=True)
    notes = viewer.notes
    assert notes is not None
    viewer.go(4)
    notes.box.value = "Kept"
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert notes.save(blocker / "in" / "notes.json") is None
    status = notes.status.value
    assert 'class="problem"' in status and "Could not save to" in status and "\n" not in status
    assert notes.save(tmp_path / "ok.json") is not None and saved_notes(tmp_path / "ok.json")["4"] == {"en": "Kept"}


def test_the_default_file_is_beside_the_original_or_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert notes_path(tmp_path / "game.json") == tmp_path / "game-notes.json"
    assert notes_path(None) == Path("record-notes.json")
    monkeypatch.setattr("os.access", lambda path, mode: Path(path) != tmp_path)  # a folder it may not write in
    assert notes_path(tmp_path / "game.json") == Path("game-notes.json")


def test_a_shipped_record_s_notes_go_here_even_where_the_package_can_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.access", lambda path, mode: True)  # as root, or in one's own environment
    assert notes_path(example("all-fives-2p")) == Path("all-fives-2p-notes.json")
    assert notes_path(tmp_path / "all-fives-2p.json") == tmp_path / "all-fives-2p-notes.json"  # a copy of one


# -- the saved record replays the same game ----------------------------------------------------------------------
def seen(frames: list[Frame]) -> list[tuple[str, Frame]]:
    """Each frame as shown, its note aside (a caption's game is another object in another replay)."""
    return [(f.caption.text("it") if isinstance(f.caption, Caption) else f.caption,
             replace(f, note=None, caption="")) for f in frames]


def without_notes(data: dict[str, Any]) -> dict[str, Any]:
    """A record's JSON without its notes."""
    return {**data, "hands": [{k: v for k, v in hand.items() if k != "notes"} for hand in data["hands"]]}


@pytest.mark.parametrize("name", SHIPPED)
def test_a_record_saved_with_notes_replays_the_same_game(name: str, tmp_path: Path) -> None:
    original = load(example(name))
    viewer = ReplayViewer(original, edit_notes=True, lang="it")
    assert viewer.notes is not None
    moves = [frame.step for frame in viewer.frames if move_of(frame) is not None]
    for step in (moves[0], moves[len(moves) // 2], moves[-1]):
        viewer.go(step)
        viewer.notes.box.value = f"Nota {step} <i>"
    saved = viewer.notes.save(tmp_path / "saved.json")
    assert saved is not None
    again, before = replay(load(saved), frames=True), replay(original, frames=True)
    assert again.to_json() == before.to_json()
    assert seen(again.frames) == seen(before.frames)
    shown = {f.step: f.note.in_language("it") for f in again.frames if isinstance(f.note, Note)}
    assert all(shown[step] == f"Nota {step} <i>" for step in (moves[0], moves[-1]))

    assert without_notes(load(saved).to_json()) == without_notes(original.to_json())


def test_replay_json_of_a_saved_record_is_the_originals(af1: Path, capsys: pytest.CaptureFixture[str]) -> None:
    viewer = ReplayViewer(af1, edit_notes=True)
    assert viewer.notes is not None
    viewer.go(3)
    viewer.notes.box.value = "A note of my own"
    saved = viewer.notes.save()
    assert saved is not None
    assert main(["replay", str(af1), "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["replay", str(saved), "--json"]) == 0
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("name", SHIPPED)
def test_a_record_round_trips_through_its_json_in_any_key_order(name: str) -> None:
    raw = json.loads(example(name).read_text())
    record = load(example(name))
    assert loads(record.dumps()) == record and loads(record.dumps()).to_json() == record.to_json()
    reordered = {key: raw[key] for key in reversed(list(raw))}
    reordered["hands"] = [{key: hand[key] for key in reversed(list(hand))} for hand in raw["hands"]]
    assert loads(json.dumps(reordered)).to_json() == record.to_json()
