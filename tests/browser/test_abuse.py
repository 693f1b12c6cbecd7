"""The worst a learner or a record can do, in a real browser: hostile names, rapid clicks, a restart."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
from audit import violations
from lesson_steps import LAB_IDLE, LONG, run_every_cell
from playwright.sync_api import Page, expect
from servers import TOKEN

from domino_lessons.lesson import example

HOSTILE = ["<script>alert(1)</script>", '"><img src=x onerror=alert(2)>', "Ада ]]> Лавлейс", "ᨅᨔ ᨕᨘᨁᨗ"]


def hostile_notebook(folder: Path) -> str:
    data = json.loads(example("all-fives-4p-partnership").read_text())
    data["players"] = HOSTILE
    data["hands"][0]["notes"] = {"1": "<script>alert(3)</script> ]]> <b>bold?</b>"}
    cells = [nbformat.v4.new_code_cell(
        "from domino_lessons.core.record import loads\nfrom domino_lessons.widgets.replay_viewer import ReplayViewer\n"
        "from domino_lessons.widgets.play_table import PlayTable\n"
        f"record = loads({json.dumps(json.dumps(data))})\n"
        "ReplayViewer(record)"),
        nbformat.v4.new_code_cell(f"PlayTable('all-fives', {HOSTILE!r}, delay=0)")]
    book = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}})
    nbformat.write(book, folder / "hostile.ipynb")
    return "hostile.ipynb"


def run_all(page: Page, url: str) -> None:
    page.goto(url)
    run_every_cell(page, LAB_IDLE)


def test_hostile_names_and_notes_stay_text(page: Page, lab_server: tuple[str, Path]) -> None:
    base, folder = lab_server
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    run_all(page, f"{base}/lab/tree/{hostile_notebook(folder)}?token={TOKEN}&reset")
    replay = page.locator(".domino-replay")
    expect(replay.locator("svg.domino-board")).to_be_attached(timeout=LONG)
    replay.get_by_role("button", name="Next").click()
    annotation = replay.locator(".domino-annotation")
    expect(annotation).to_contain_text("<script>alert(3)</script> ]]> <b>bold?</b>")
    expect(page.locator(".domino-play svg.domino-table")).to_be_attached(timeout=LONG)
    for name in HOSTILE:
        assert name in replay.locator("svg.domino-table").text_content()
    assert page.locator(".domino-replay img, .domino-play img, .domino-replay b").count() == 0
    assert dialogs == []


def test_rapid_clicks_and_a_kernel_restart(page: Page, lab_url: str) -> None:
    run_all(page, f"{lab_url}/lab/tree/00-start-here.ipynb?token={TOKEN}&reset")
    replay = page.locator(".domino-replay")
    board = replay.locator("svg.domino-board")
    expect(board).to_be_attached(timeout=LONG)
    assert page.locator(".jp-OutputArea-output img:not([alt])").count() == 0  # the set: a figure, not a bare image
    assert violations(page) == []
    opened = board.get_attribute("data-step")  # the start page's replay opens at its first score
    replay.get_by_role("button", name="First").click()
    expect(board).to_have_attribute("data-step", "0")
    back = replay.get_by_role("button", name="Back")
    nxt = replay.get_by_role("button", name="Next")
    for _ in range(12):  # past the last step (7) without waiting
        nxt.click(force=True, no_wait_after=True)
    expect(board).to_have_attribute("data-step", "7")
    expect(replay.get_by_role("button", name="Next")).to_be_disabled()
    for _ in range(12):
        back.click(force=True, no_wait_after=True)
    expect(board).to_have_attribute("data-step", "0")
    # Not awaited: the command's promise waits for the dialog this test answers.
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:restart-run-all'); }")
    page.locator(".jp-Dialog .jp-mod-accept").click()
    expect(page.get_by_text(LAB_IDLE)).to_be_visible(timeout=LONG)
    replay = page.locator(".domino-replay")
    expect(replay.locator("svg.domino-board")).to_have_attribute("data-step", str(opened), timeout=LONG)
    replay.get_by_role("button", name="Next").click()
    expect(replay.locator("svg.domino-board")).to_have_attribute("data-step", str(int(opened or 0) + 1))
