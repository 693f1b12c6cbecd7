"""A teacher's note typed in the replay viewer (Voila), saved, then shown in the classroom and on the shareable page."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import nbformat
from lesson_steps import LONG
from playwright.sync_api import Page, expect

from domino_lessons.core.record import example, load, replay
from domino_lessons.launch import classroom_cell
from domino_lessons.views.share import write_html

NOTE = '<script>alert("note")</script> ]]> <b>Guardate lo spinner</b>'


def notebook(folder: Path, name: str, code: str) -> str:
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)], metadata={"kernelspec": {
        "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}})
    nbformat.write(book, folder / name)
    return name


def test_a_typed_note_is_saved_and_shown_in_the_classroom_and_on_the_page(
        page: Page, voila_server: tuple[str, Path], tmp_path: Path) -> None:
    base, folder = voila_server
    shutil.copy(example("all-fives-af1"), folder / "mine.json")
    code = ("from domino_lessons.widgets.replay_viewer import ReplayViewer\n"
            f"ReplayViewer({str(folder / 'mine.json')!r}, edit_notes=True, lang='it')")
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(f"{base}/voila/render/{notebook(folder, 'notes.ipynb', code)}")
    replay_view = page.locator(".domino-replay")
    expect(replay_view.locator("svg.domino-board")).to_be_attached(timeout=LONG)
    for _ in range(4):
        replay_view.get_by_role("button", name="Avanti").click()
    expect(replay_view.locator("svg.domino-board")).to_have_attribute("data-step", "4")
    box = replay_view.locator(".domino-notes textarea")
    expect(box).to_be_enabled()
    box.fill(NOTE)
    expect(replay_view.locator(".domino-annotation")).to_contain_text(f"Nota: {NOTE}")
    replay_view.get_by_role("button", name="Salva la partita").click()
    expect(replay_view.locator(".domino-notes .good")).to_contain_text("Partita salvata", timeout=LONG)
    saved = folder / "mine-notes.json"
    assert json.loads(saved.read_text())["hands"][0]["notes"]["4"] == {"it": NOTE}

    page.goto(f"{base}/voila/render/{notebook(folder, 'room.ipynb', classroom_cell(saved, 'it'))}")
    room = page.locator(".domino-classroom")
    expect(room.locator("svg.domino-board")).to_be_attached(timeout=LONG)
    for _ in range(4):
        room.get_by_role("button", name="Avanti").click()
    expect(room.locator(".domino-annotation")).to_contain_text(f"Nota: {NOTE}")

    shared = tmp_path / "mine.html"
    write_html(replay(load(saved), frames=True), shared, "mine", lang="it")
    page.goto(shared.as_uri())
    for _ in range(4):
        page.locator("#next").click()
    expect(page.locator(".frame.shown .domino-annotation")).to_contain_text(f"Nota: {NOTE}")
    assert page.locator(".domino-replay b, .domino-classroom b, .frame b").count() == 0
    assert dialogs == []
