"""Class tables on a JupyterHub, in real browsers: four hub users log in, each opens JupyterLab on their own server
and runs a notebook with their seat (``TableClient``, the hub saying who they are: no key), and they play a Goat hand
to its end against each other through the hub's proxy, while the teacher (a hub admin) has every hand on their board.
One learner's kernel is restarted mid-hand: running the notebook again brings them back to their seat and tiles.

The hub is configured with the lines the teachers' docs give (``tests/test_table_hub.py``'s ``CONFIG``)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Iterator

import pytest
from lesson_steps import LAB_IDLE, LONG, run_every_cell
from playwright.sync_api import Page, expect
from servers import descendants, stop
from test_tables_in_browser import held_on, notebook, seat_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_table_hub import SERVICE, Hub  # noqa: E402

LEARNERS = ("ada", "ben", "cy", "dan")
PASSWORD = "domino-lessons-test"
SPAWN = """
c.DummyAuthenticator.password = "{password}"
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{{folder}}/homes/{{{{username}}}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.default_url = "/lab/tree/table.ipynb"
c.Spawner.start_timeout = 300
c.Spawner.http_timeout = 300
"""
SEAT = """from domino_lessons.widgets.table_client import TableClient
TableClient({url!r}, {code!r}, {name!r})"""
TEACHER = """import os
from domino_lessons.widgets.tables_board import TablesBoard
board = TablesBoard({url!r}, os.environ["JUPYTERHUB_API_TOKEN"])
board.watched.value = {code!r}
board"""
NO_NEWS = ("@jupyterlab/apputils-extension", "notification.jupyterlab-settings")


def home(folder: Path, user: str, source: str) -> None:
    """A hub user's home before their server starts: the notebook JupyterLab opens, JupyterLab's news toast off."""
    settings = folder / "homes" / user / ".jupyter" / "lab" / "user-settings" / NO_NEWS[0]
    settings.mkdir(parents=True)
    (settings / NO_NEWS[1]).write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    (folder / "homes" / user / "table.ipynb").write_text(notebook(source))


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hub]:
    singleuser = str(Path(sys.executable).parent / "jupyterhub-singleuser")
    args = [*(["--allow-root"] if os.geteuid() == 0 else []), "--LabApp.expose_app_in_browser=True"]
    running = Hub(tmp_path_factory.mktemp("hub"), SPAWN.format(password=PASSWORD, singleuser=singleuser, args=args))
    try:
        yield running
    finally:
        stop(running.process, descendants(running.process.pid) | {running.process.pid}, timeout=60)
        running.log.close()


def log_in(page: Page, base: str, user: str) -> None:
    """Log in to the hub, which starts the user's server and opens their notebook in JupyterLab (not waited for:
    the servers start side by side)."""
    page.goto(f"{base}/hub/login", timeout=LONG)
    page.fill("#username_input", user)
    page.fill("#password_input", PASSWORD)
    page.click("#login_submit", no_wait_after=True)


def test_four_hub_users_play_a_hand_while_the_teacher_watches(browser: object, hub: Hub) -> None:
    base = f"http://127.0.0.1:{hub.port}"
    url, teacher_token = f"{base}/services/{SERVICE}", hub.user_token("teacher")
    status, opened = hub.call(f"/services/{SERVICE}/api/tables", {"game": "goat", "humans": [True] * 4}, teacher_token)
    assert status == 200, opened
    code = opened["table"]
    for user in LEARNERS:
        home(hub.folder, user, SEAT.format(url=url, code=code, name=user.title()))
    home(hub.folder, "teacher", TEACHER.format(url=url, code=code))

    def whole() -> dict[str, object]:
        return hub.call(f"/services/{SERVICE}/api/tables/{code}", token=teacher_token)[1]  # type: ignore[no-any-return]

    contexts = [browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
                for _ in (*LEARNERS, "teacher")]
    try:
        pages = [context.new_page() for context in contexts]
        for page, user in zip(pages, (*LEARNERS, "teacher")):
            log_in(page, base, user)
        for page in pages:
            page.bring_to_front()
            run_every_cell(page, LAB_IDLE)
        teacher, pages = pages[-1], sorted(pages[:-1], key=seat_of)
        listed = hub.call(f"/services/{SERVICE}/api/tables", token=teacher_token)[1]
        assert sorted(listed[0]["learners"].values()) == list(LEARNERS)  # the hub's names, one seat each
        expect(teacher.locator(".domino-tables-board svg.domino-table")).to_be_attached(timeout=LONG)
        moves, restarted = 0, False
        while moves < 60 and not whole()["over"]:
            now = whole()
            mover = pages[now["to_move"]]  # type: ignore[index]
            mover.bring_to_front()  # a learner looks at their own screen (a tab behind is throttled)
            expect(mover.locator(".domino-table-client .good")).to_be_visible(timeout=LONG)  # "Your turn"
            mover.locator(".domino-table-client .widget-toggle-button").first.click()
            mover.get_by_role("button", name="Play", exact=True).click()
            for _ in range(100):
                if whole()["version"] > now["version"]:  # type: ignore[operator]
                    break
                mover.wait_for_timeout(100)
            moves += 1
            if moves == 6 and not restarted:
                for seat, page in enumerate(pages):  # mid-hand, no page shows another seat's tiles
                    others = page.locator(f".domino-table-client svg.domino-table [data-seat]:not([data-seat='{seat}'])"
                                          " use[data-tile]")
                    assert others.count() == 0
                restart_and_rejoin(pages[2])
                restarted = True
        assert whole()["over"] and restarted
        shown = teacher.locator(".domino-tables-board svg.domino-table [data-seat] use[data-tile]")
        held = sum(len(hand) for hand in whole()["hands"])  # type: ignore[attr-defined]
        expect(shown).to_have_count(held, timeout=LONG)  # every hand face up on the teacher's board
    finally:
        for context in contexts:
            context.close()


def restart_and_rejoin(page: Page) -> None:
    """A learner's kernel restarted (everything it held gone) and their notebook run again: the hub says who they
    are, so the same seat and the same tiles come back."""
    seat = seat_of(page)[0]
    tiles = held_on(page, seat)
    page.bring_to_front()
    page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    run_every_cell(page, LAB_IDLE)
    expect(page.locator(".domino-table-client svg.domino-table")).to_be_attached(timeout=LONG)
    assert seat_of(page)[0] == seat
    assert held_on(page, seat) == tiles and len(tiles) > 2
