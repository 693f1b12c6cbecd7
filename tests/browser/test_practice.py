"""Practice and "My progress" on the start page, in JupyterLab and in Voila: a question answered with the keyboard
is remembered in the learner's progress file, and the page reloaded shows it."""

from __future__ import annotations

from pathlib import Path

from audit import violations
from lesson_steps import LONG, practise, progress_is_kept
from playwright.sync_api import Page, expect
from servers import TOKEN

from domino_lessons.progress import FILE_NAME, Progress

IDLE = "Python 3 (ipykernel) | Idle"


def run_start_page_in_lab(page: Page, base: str, notebook: str) -> None:
    page.goto(f"{base}/lab/tree/{notebook}?token={TOKEN}&reset")
    expect(page.get_by_text(IDLE)).to_be_visible(timeout=LONG)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    expect(page.locator(".domino-practice svg.domino-table").first).to_be_attached(timeout=LONG)
    expect(page.get_by_text(IDLE)).to_be_visible(timeout=LONG)


def test_practice_in_jupyterlab_is_remembered_across_a_reload(page: Page, lab_server: tuple[str, Path]) -> None:
    base, lessons = lab_server
    mine = lessons / FILE_NAME  # the launcher's lessons folder holds the learner's file
    before = len(Progress(mine).answers) if mine.exists() else 0  # the lessons' quizzes may have answered into it
    run_start_page_in_lab(page, base, "00-start-here.ipynb")
    kind = practise(page)
    answers = Progress(mine).answers
    assert len(answers) == before + 1 and answers[-1].kind == kind
    page.reload()
    run_start_page_in_lab(page, base, "00-start-here.ipynb")
    progress_is_kept(page, kind)
    assert violations(page) == []


def test_practice_in_voila_in_italian_is_remembered_across_a_reload(page: Page, voila_url: str) -> None:
    url = f"{voila_url}/voila/render/it/00-start-here.ipynb"
    page.goto(url, timeout=LONG)
    kind = practise(page, "it")
    page.goto(url, timeout=LONG)  # Voila runs the page afresh in a new kernel: only the file remembers
    progress_is_kept(page, kind)
    expect(page.locator(".domino-progress-panel")).to_contain_text("I miei progressi")
    assert violations(page) == []
