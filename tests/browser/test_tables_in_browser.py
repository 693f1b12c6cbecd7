"""Class tables in real browsers: four learners, each on a page of their own (Voila, a kernel each), play a Goat
hand to its end against each other at one table of ``domino-lessons tables``, while the teacher's page shows all
four hands; one learner reloads their page mid-hand and comes back to their seat and their tiles."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Iterator

import pytest
from lesson_steps import LONG
from playwright.sync_api import Page, expect
from servers import free_port, server

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_table_service import Service  # noqa: E402

NAMES = ("Ada", "Ben", "Cy", "Dan")
SEAT = """import os, urllib.parse
from pathlib import Path
from domino_lessons.widgets.table_client import TableClient
asked = dict(urllib.parse.parse_qsl(os.environ.get("QUERY_STRING", "")))
TableClient(asked["url"], asked["table"], asked["name"], keys=Path(f"keys-{asked['name']}.json"))"""
TEACHER = """import os, urllib.parse
from pathlib import Path
from domino_lessons.widgets.tables_board import TablesBoard
asked = dict(urllib.parse.parse_qsl(os.environ.get("QUERY_STRING", "")))
board = TablesBoard(asked["url"], Path(asked["token"]))
board.watched.value = asked["table"]
board"""


def notebook(source: str) -> str:
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}
    return json.dumps({"cells": [cell], "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                                    "name": "python3"}},
                       "nbformat": 4, "nbformat_minor": 4})


@pytest.fixture(scope="module")
def class_room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Service, str]]:
    """The table service, and Voila serving a learner's seat and the teacher's board."""
    root = tmp_path_factory.mktemp("tables")
    lessons = root / "lessons"
    lessons.mkdir()
    (lessons / "seat.ipynb").write_text(notebook(SEAT))
    (lessons / "teacher.ipynb").write_text(notebook(TEACHER))
    service = Service(root / "service")
    port = free_port()
    command = [sys.executable, "-m", "voila", str(lessons), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    try:
        with server(command, f"http://127.0.0.1:{port}/voila/static/voila.js", root):
            yield service, f"http://127.0.0.1:{port}"
    finally:
        service.stop(kill=True)


def seat_page(page: Page, voila: str, service: Service, code: str, name: str) -> None:
    """Open a learner's seat (not waiting for its kernel: the pages start theirs side by side)."""
    page.goto(f"{voila}/voila/render/seat.ipynb?url={service.url}&table={code}&name={name}", timeout=LONG,
              wait_until="commit")


def held_on(page: Page, seat: int) -> list[str]:
    """The tiles a learner's page shows in their own hand."""
    return [str(e.get_attribute("data-tile")) for e in
            page.locator(f".domino-table-client svg.domino-table [data-seat='{seat}'] use[data-tile]").all()]


def seat_of(page: Page) -> int:
    """The seat a learner's page says they sit in."""
    said = page.locator(".domino-table-client b").first.text_content() or ""
    return int(re.search(r"seat (\d)", said).group(1))  # type: ignore[union-attr]


def test_four_learners_play_a_hand_while_the_teacher_watches(browser: object, class_room: tuple[Service, str]) -> None:
    service, voila = class_room
    status, opened = service.teacher("/api/tables", {"game": "goat", "humans": [True] * 4})
    code = opened["table"]
    context = browser.new_context(viewport={"width": 1100, "height": 900})  # type: ignore[attr-defined]
    try:
        pages = [context.new_page() for _ in NAMES]
        for page, name in zip(pages, NAMES):
            seat_page(page, voila, service, code, name)
        teacher = context.new_page()
        teacher.goto(f"{voila}/voila/render/teacher.ipynb?url={service.url}&table={code}"
                     f"&token={service.folder / 'teacher-token'}", timeout=LONG, wait_until="commit")
        for page in pages:
            expect(page.locator(".domino-table-client svg.domino-table")).to_be_attached(timeout=LONG)
        pages = sorted(pages, key=seat_of)  # seats go to learners as their kernels join, in any order
        expect(teacher.locator(".domino-tables-board svg.domino-table")).to_be_attached(timeout=LONG)
        moves, clicked, reloaded = 0, 0, False
        while moves < 60:
            whole = service.teacher(f"/api/tables/{code}")[1]
            if whole["over"]:
                break
            mover = pages[whole["to_move"]]
            mover.bring_to_front()  # a learner looks at their own screen (a tab behind is throttled by the browser)
            expect(mover.locator(".domino-table-client .good")).to_be_visible(timeout=LONG)  # "Your turn"
            clicked += play_on_the_drawing(mover, service, code, whole["version"])
            moves += 1
            if moves == 6 and not reloaded:  # a learner reloads the page: a new kernel, the same seat and tiles
                for seat, page in enumerate(pages):  # mid-hand, no page shows another seat's tiles
                    others = page.locator(f".domino-table-client svg.domino-table [data-seat]:not([data-seat='{seat}'])"
                                          " use[data-tile]")
                    assert others.count() == 0
                tiles = held_on(pages[2], 2)
                pages[2].reload()
                expect(pages[2].locator(".domino-table-client svg.domino-table")).to_be_attached(timeout=LONG)
                assert seat_of(pages[2]) == 2
                assert held_on(pages[2], 2) == tiles and len(tiles) > 2
                reloaded = True
        whole = service.teacher(f"/api/tables/{code}")[1]
        assert whole["over"] and reloaded and clicked
        shown = teacher.locator(".domino-tables-board svg.domino-table [data-seat] use[data-tile]")
        expect(shown).to_have_count(sum(len(held) for held in whole["hands"]), timeout=LONG)  # every hand face up
    finally:
        context.close()


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
