"""A class's first hour at a class table, in real browsers: four learners sit down by the join form (no Python to
write), two in one shared folder and two in folders of their own, each on a 1366 x 768 laptop page of their own
(Voila, a kernel each), and play a Goat hand to its end against each other while the teacher's 1920 x 1080 page
watches all four hands and then shows the table full screen. One learner reloads mid-hand and sits down again by the
form, coming back to his seat and tiles; one closes his tab at the end and is away at once. ``DOMINO_SHOTS=notebooks/images`` keeps the screenshots for the docs."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from lesson_steps import LONG
from playwright.sync_api import Page, expect
from servers import free_port, server

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_table_service import Service  # noqa: E402

NAMES = ("Ada", "Ben", "Cy", "Dan")
FOLDERS = ("shared", "shared", "cy", "dan")
"""Where each learner's notebook is: Ada and Ben share one folder (and its key file), Cy and Dan have their own."""
JOIN = """from domino_lessons.widgets.table_client import JoinTable
JoinTable()"""
TEACHER = """import os, urllib.parse
from pathlib import Path
from domino_lessons.widgets.tables_board import TablesBoard
asked = dict(urllib.parse.parse_qsl(os.environ.get("QUERY_STRING", "")))
board = TablesBoard(asked["url"], Path(asked["token"]))
board.watched.value = asked["table"]
board"""
LAPTOP, PROJECTOR = {"width": 1366, "height": 768}, {"width": 1920, "height": 1080}


def notebook(source: str) -> str:
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}
    return json.dumps({"cells": [cell], "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                                    "name": "python3"}},
                       "nbformat": 4, "nbformat_minor": 4})


@pytest.fixture(scope="module")
def class_room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Service, str, Path]]:
    """The table service, and Voila serving the learners' join forms (in their folders) and the teacher's board."""
    root = tmp_path_factory.mktemp("tables")
    lessons = root / "lessons"
    for folder in {*FOLDERS, "teacher"}:
        (lessons / folder).mkdir(parents=True)
        (lessons / folder / ("board.ipynb" if folder == "teacher" else "join.ipynb")).write_text(
            notebook(TEACHER if folder == "teacher" else JOIN))
    service = Service(root / "service")
    port = free_port()
    command = [sys.executable, "-m", "voila", str(lessons), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    try:
        with server(command, f"http://127.0.0.1:{port}/voila/static/voila.js", root):
            yield service, f"http://127.0.0.1:{port}", lessons
    finally:
        service.stop(kill=True)


def sit_down(page: Page, voila: str, folder: str, code: str, name: str, service: Service) -> None:
    """Open the join form in the learner's folder and sit down: the service's address is filled in already (the one
    running on this machine); the learner types the code and their name and presses Sit down."""
    page.goto(f"{voila}/voila/render/{folder}/join.ipynb", timeout=LONG)
    form = page.locator(".domino-table-join")
    fields = form.locator("input[type=text]")
    expect(fields.first).to_have_value(service.url, timeout=LONG)
    fields.nth(1).fill(code)
    fields.nth(2).fill(name)
    form.get_by_role("button", name="Sit down").click()
    expect(form.locator(".domino-table-client b").first).to_contain_text(name, timeout=LONG)


def held_on(page: Page, seat: int) -> list[str]:
    """The tiles a learner's page shows in their own hand."""
    return [str(e.get_attribute("data-tile")) for e in
            page.locator(f".domino-table-client svg.domino-table [data-seat='{seat}'] use[data-tile]").all()]


def seat_of(page: Page) -> tuple[int, str]:
    """The seat a learner's page says they sit in, and under which name."""
    said = page.locator(".domino-table-client b").first.text_content() or ""
    found = re.search(r"seat (\d) as (\w+)", said)
    assert found is not None, said
    return int(found.group(1)), found.group(2)


def fits_the_laptop(page: Page) -> None:
    """The learner's table, the line that says whose turn it is and the moves' buttons are all on the 768-px screen
    without scrolling."""
    for shown in (".domino-table-client svg.domino-table", ".domino-table-client .domino-message"):
        box = page.locator(shown).first.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP["height"], (shown, box)


def fills_the_projector(teacher: Page) -> None:
    """The watched table as tall as the window lets it be (most of 1080 px), its events beside it, not below."""
    board = teacher.locator(".domino-tables-board .domino-view svg.domino-table")
    table, events = board.bounding_box(), teacher.locator(".domino-tables-board .domino-side").bounding_box()
    assert table is not None and events is not None
    assert table["width"] >= 1200 and table["height"] >= 900, table
    assert events["x"] >= table["x"] + table["width"] - 2, (table, events)
    for button in teacher.locator(".domino-tables-board .domino-side button").all():  # every step's name whole
        assert button.evaluate("b => b.scrollWidth <= b.clientWidth"), button.inner_text()


def shot(page: Page, name: str, tmp: Path) -> None:
    folder = Path(os.environ.get("DOMINO_SHOTS") or tmp)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=folder / name)


def test_a_class_sits_down_by_the_form_and_plays_a_hand_while_the_teacher_projects_it(
        browser: object, class_room: tuple[Service, str, Path], tmp_path: Path) -> None:
    service, voila, lessons = class_room
    status, opened = service.teacher("/api/tables", {"game": "goat", "humans": [True] * 4, "names": list(NAMES)})
    assert status == 200, opened
    code = opened["table"]
    laptops = browser.new_context(viewport=LAPTOP)  # type: ignore[attr-defined]
    projector = browser.new_context(viewport=PROJECTOR)  # type: ignore[attr-defined]
    try:
        pages = [laptops.new_page() for _ in NAMES]
        for page, folder, name in zip(pages, FOLDERS, NAMES):
            sit_down(page, voila, folder, code, name, service)
        assert [seat_of(page) for page in pages] == list(enumerate(NAMES))  # each at the seat named for them
        for page in pages:  # the hand is dealt once the last of them sat down
            expect(page.locator(".domino-table-client svg.domino-table")).to_be_attached(timeout=LONG)
        teacher = projector.new_page()
        teacher.goto(f"{voila}/voila/render/teacher/board.ipynb?url={service.url}&table={code}"
                     f"&token={service.folder / 'teacher-token'}", timeout=LONG, wait_until="commit")
        expect(teacher.locator(".domino-tables-board svg.domino-table")).to_be_attached(timeout=LONG)
        fills_the_projector(teacher)
        moves, clicked, reloaded = 0, 0, False
        while moves < 60:
            whole = service.teacher(f"/api/tables/{code}")[1]
            if whole["over"]:
                break
            mover = pages[whole["to_move"]]
            mover.bring_to_front()  # a learner looks at their own screen (a tab behind is throttled by the browser)
            expect(mover.locator(".domino-table-client .good")).to_be_visible(timeout=LONG)  # "Your turn"
            fits_the_laptop(mover)
            if moves == 3:
                shot(mover, "tables-learner.png", tmp_path)
            clicked += play_on_the_drawing(mover, service, code, whole["version"])
            moves += 1
            # the move made, its buttons are gone from the mover's screen and the tile is marked on every page
            expect(mover.locator(".domino-table-client .widget-toggle-button:visible")).to_have_count(0, timeout=LONG)
            expect(mover.locator(".domino-table-client svg.domino-table .last-marker").first).to_be_attached(timeout=LONG)
            if moves == 6 and not reloaded:
                for seat, page in enumerate(pages):  # mid-hand, no page shows another seat's tiles
                    others = page.locator(f".domino-table-client svg.domino-table [data-seat]:not([data-seat='{seat}'])"
                                          " use[data-tile]")
                    assert others.count() == 0
                tiles = held_on(pages[1], 1)  # Ben reloads: a new kernel, the form again, the same seat and tiles
                pages[1].reload()
                sit_down(pages[1], voila, FOLDERS[1], code, NAMES[1], service)
                assert seat_of(pages[1]) == (1, "Ben")
                expect(pages[1].locator(".domino-table-client svg.domino-table")).to_be_attached(timeout=LONG)
                assert held_on(pages[1], 1) == tiles and len(tiles) > 2
                reloaded = True
        whole = service.teacher(f"/api/tables/{code}")[1]
        assert whole["over"] and reloaded and clicked
        shown = teacher.locator(".domino-tables-board svg.domino-table [data-seat] use[data-tile]")
        expect(shown).to_have_count(sum(len(held) for held in whole["hands"]), timeout=LONG)  # every hand face up
        teacher.get_by_role("button", name="Full screen").click()
        expect(teacher.locator(".domino-tables-board .domino-desk")).to_be_hidden()
        assert teacher.locator(".domino-tables-board").bounding_box() == {"x": 0, "y": 0, **PROJECTOR}
        fills_the_projector(teacher)
        shot(teacher, "tables-teacher.png", tmp_path)
        pages[3].bring_to_front()
        pages[3].close(run_before_unload=True)  # Dan closes his tab; his kernel runs on
        listed = lambda: next(t for t in service.teacher("/api/tables")[1] if t["table"] == code)  # noqa: E731
        closed = time.monotonic()
        while listed()["presence"][3] != "away" and time.monotonic() - closed < 30:
            teacher.wait_for_timeout(100)
        assert listed()["presence"] == ["here", "here", "here", "away"]  # within 20 s, not a minute or for ever
        keys = {folder: json.loads((lessons / folder / "domino-table-keys.json").read_text()) for folder in FOLDERS}
        assert [len(keys[folder]) for folder in ("shared", "cy", "dan")] == [2, 1, 1]  # one key a learner
    finally:
        laptops.close()
        projector.close()


def play_on_the_drawing(page: Page, service: Service, code: str, version: int) -> bool:
    """The learner's move, clicked as at the play table: a playable tile on the drawing (then, where it fits several
    ends, one of the ends marked); with none to play, draw or pass by its button and Play. True: played by clicks."""
    tile = page.locator(".domino-table-client .in-hand.playable[role=button]").first
    by_clicks = tile.count() > 0
    if by_clicks:
        tile.click()
    else:
        page.locator(".domino-table-client .widget-toggle-button").first.click()
        page.get_by_role("button", name="Play", exact=True).click()
    for tries in range(100):
        if service.teacher(f"/api/tables/{code}")[1]["version"] > version:
            return by_clicks
        target = page.locator(".domino-table-client [data-end].target[role=button]")
        if by_clicks and tries > 2 and target.count():
            target.first.click()
        page.wait_for_timeout(100)
    raise AssertionError("the move was not made")
