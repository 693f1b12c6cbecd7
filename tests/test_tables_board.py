"""TablesBoard, the teacher's view of the class's tables, against a real ``domino-lessons tables``: a table opened
from it (a learner's seat and the computer's), every table at a glance with who sits where, and the watched table
drawn with every hand face up, its events annotated, following the learner's moves by itself."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from test_table_service import Service, service  # noqa: F401  (the fixture)
from test_tables import faces_in

from domino_lessons.core.tiles import Tile
from domino_lessons.views.annotate import sent_events_html
from domino_lessons.views.render import CLASSROOM
from domino_lessons.widgets.table_client import TableClient
from domino_lessons.widgets.tables_board import TablesBoard


def test_the_teacher_opens_a_table_and_watches_every_hand_as_it_is_played(service: Service, tmp_path: Path) -> None:
    board = TablesBoard(service.url, service.folder / "teacher-token", lang="it")
    board.game.value = "italian"
    board.seats.children[1].value = False  # the second seat is the computer's
    board.open_button.click()
    code = board.watched.value
    assert code and f"Il tavolo {code} è aperto" in board.line.value
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "a.json", watch=False)
    board.refresh()
    assert "Ada (presente), Ben (il computer)" in board.listing.value and "<th>Tavolo</th>" in board.listing.value
    whole = service.teacher(f"/api/tables/{code}")[1]
    assert faces_in(board.picture.value) >= {Tile.parse(t) for held in whole["hands"] for t in held}
    assert f'height="{CLASSROOM.height}"' in board.picture.value  # drawn for the projector
    seen = board.version
    ada.play(ada.state["legal"][0])
    for _ in range(100):
        if board.version > seen:
            break
        time.sleep(0.05)
    board.close()
    assert board.version > seen and board.told.value.count("<li") >= 1


def test_the_board_pauses_and_deals_a_demonstration(service: Service, tmp_path: Path) -> None:
    board = TablesBoard(service.url, service.folder / "teacher-token", watch=False)
    board.game.value = "goat"
    board.open_button.click()
    code = board.watched.value
    assert service.teacher(f"/api/tables/{code}")[1]["waiting"]  # nobody has sat down yet
    board.steps[0].click()  # Start now
    assert not service.teacher(f"/api/tables/{code}")[1]["waiting"] and "svg" in board.picture.value
    board.steps[1].click()  # Pause
    assert service.teacher(f"/api/tables/{code}")[1]["paused"]
    board.steer("restart", {1: ["6-6", "5-5"]})
    assert {"6-6", "5-5"} <= set(service.teacher(f"/api/tables/{code}")[1]["hands"][1])
    board.steer("dance")
    assert 'role="alert"' in board.line.value and "is not something a table does" in board.line.value
    board.steps[4].click()  # Close: asked first, with what it does to the match
    assert not service.teacher("/api/tables")[1][0]["closed"]
    assert "Close table" in board.line.value and "press Close again" in board.line.value
    board.steps[4].click()
    assert service.teacher("/api/tables")[1][0]["closed"] and f"Table {code} is closed" in board.line.value
    assert "closed" in board.listing.value


def test_the_board_opens_all_fives_for_four_in_partnership(service: Service) -> None:
    board = TablesBoard(service.url, service.folder / "teacher-token", watch=False)
    board.game.value = "all-fives"
    assert list(board.players.options) == [2, 3, 4] and len(board.seats.children) == 2
    board.players.value = 4
    assert len(board.seats.children) == 4
    board.open_button.click()
    listed = service.teacher("/api/tables")[1][0]
    whole = service.teacher(f"/api/tables/{board.watched.value}")[1]
    assert listed["humans"] == [True] * 4 and len(whole["totals"]) == 2  # two sides: seats 0 and 2, 1 and 3
    board.game.value = "domeng"
    assert list(board.players.options) == [5] and len(board.seats.children) == 5


def test_the_board_opens_a_table_with_the_expert_and_the_games_options(service: Service) -> None:
    board = TablesBoard(service.url, service.folder / "teacher-token", watch=False)
    board.game.value = "italian-pairs"
    board.bot.value = "expert"
    assert board.bot.label == "plays like the expert"
    board.open_table({"target": "lots"})
    assert 'role="alert"' in board.line.value and service.teacher("/api/tables")[1] == []  # refused, nothing opened
    board.open_table({"target": 61})
    listed = service.teacher("/api/tables")[1]
    assert [(t["bot"], t["options"]["target"]) for t in listed] == [("expert", 61)]


def test_scoring_events_stand_out_as_in_a_replay() -> None:
    sent = [{"type": "play", "text": "Ada plays 5-5"}, {"type": "score", "points": 10, "text": "5 + 5 = 10: 10 points"},
            {"type": "score", "points": 0, "text": "no points"}, {"type": "hand_end", "text": "Ada <wins>"}]
    shown = sent_events_html(sent, last=3)
    assert "Ada plays" not in shown and '<li class="score">5 + 5' in shown and '<li class="event">no' in shown
    assert '<li class="end">Ada &lt;wins&gt;</li>' in shown


def test_the_board_finds_the_service_from_any_folder_or_says_in_one_line_what_is_missing(
        service: Service, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 2: the docs' cell failed with a FileNotFoundError traceback from another folder."""
    monkeypatch.chdir(tmp_path)
    board = TablesBoard(watch=False)
    assert board.connection.url == service.url and "<table>" in board.listing.value and not board.line.value
    lost = TablesBoard(service.url, Path("domino-tables/teacher-token"), watch=False, lang="it")
    assert "Il token dell&#x27;insegnante non è in" in lost.line.value and str(tmp_path) in lost.line.value
    assert lost.open_button.disabled and not lost.listing.value
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "elsewhere"))
    nowhere = TablesBoard(watch=False)
    assert "No table service runs on this machine" in nowhere.line.value and 'role="alert"' in nowhere.line.value
