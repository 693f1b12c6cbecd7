"""``domino-lessons progress FILE... [--csv] [--now ISO]``: the teacher's view of learners' progress files."""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_lessons.cli import main
from domino_lessons.narrate import narrator
from domino_lessons.progress import Progress
from domino_lessons.rules import first_game
from domino_lessons.widgets.questions import make_questions

NOW = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)


def learners(tmp_path: Path) -> tuple[Path, Path]:
    questions = make_questions(count=3, seed=2)
    a = Progress(tmp_path / "a.json", learner="Ada")
    for question, right in zip(questions, (True, False, True)):
        a.record_answer(question, right, now=NOW)
    b = Progress(tmp_path / "b.json")
    b.record_hand(first_game().id, [10, 0], now=NOW)
    return a.path, b.path


def test_csv_has_a_header_and_a_row_per_learner_and_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = learners(tmp_path)
    assert main(["progress", str(a), str(b), "--csv", "--now", "2025-03-01T09:05"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["learner", "game", "quiz", "drills_due", "hands", "last_active", "cost", "band"]
    game = first_game().id
    assert rows[1][:2] == ["Ada", game] and rows[1][3] == "1" and rows[1][5] == "2025-03-01T09:00:00.000000+00:00"
    assert "1/1" in rows[1][2] and "0/1" in rows[1][2]
    assert rows[2] == ["b", game, "", "0", "1", "2025-03-01T09:00:00.000000+00:00", "", ""]
    assert len(rows) == 3


def test_a_damaged_file_is_one_line_and_the_others_are_listed(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    a, _ = learners(tmp_path)
    broken = tmp_path / "c.json"
    broken.write_text('{"format": 1, "answers": [')
    assert main(["progress", str(broken), str(a), str(tmp_path / "missing.json")]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 2 and "c.json" in err and "missing.json" in err and "Traceback" not in err
    assert re.split(r" {2,}", out.splitlines()[0]) == ["learner", "game", "quiz", "drills due", "hands", "last active",
                                                       "cost", "band"]
    assert out.splitlines()[1].startswith("Ada")
    assert broken.read_text() == '{"format": 1, "answers": ['  # the teacher's view moves nothing


def test_a_bad_time_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["progress", "a.json", "--now", "yesterday"])
    assert exited.value.code == 2 and "ISO" in capsys.readouterr().err


def test_the_italian_report_says_titles_local_times_and_why_a_file_is_not_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The native review's C1-C3: game titles, not ids; the local time, not UTC ISO; no system English."""
    import time

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        a, b = learners(tmp_path)
        assert main(["progress", str(a), str(b), str(tmp_path / "nowhere.json"), "--lang", "it"]) == 2
        out, err = capsys.readouterr()
    finally:
        monkeypatch.undo()
        time.tzset()
    head, ada, _ = out.splitlines()
    assert re.split(r" {2,}", head) == ["allievo", "gioco", "quiz", "esercizi da fare", "mani", "ultima attività",
                                        "costo", "fascia"]
    title = narrator("it").title(first_game())
    assert ada.startswith(f"Ada      {title}") and "1 mar 2025, 10:00" in ada  # 09:00 UTC is 10:00 in Rome
    assert err == f"{tmp_path / 'nowhere.json'}: il file non esiste\n"
    assert main(["progress", str(a), "--csv", "--lang", "it"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "allievo,gioco,quiz,esercizi da fare,mani,ultima attività,costo,fascia"
