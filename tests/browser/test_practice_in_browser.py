"""Practice and "My progress" on the start page, in JupyterLab and in Voila: a question answered with the keyboard
is remembered in the learner's progress file, and the page reloaded shows it."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

from audit import violations
from lesson_steps import LAB_IDLE, LONG, practise, progress_is_kept, run_every_cell
from playwright.sync_api import Page, expect
from servers import TOKEN

from domino_lessons.progress import FILE_NAME, Progress
from domino_lessons.widgets.questions import make_questions



def run_start_page_in_lab(page: Page, base: str, notebook: str) -> None:
    page.goto(f"{base}/lab/tree/{notebook}?token={TOKEN}&reset")
    run_every_cell(page, LAB_IDLE)
    expect(page.locator(".domino-practice svg.domino-table").first).to_be_attached(timeout=LONG)


def test_practice_in_jupyterlab_is_remembered_across_a_reload(page: Page, lab_server: tuple[str, Path]) -> None:
    base, lessons = lab_server
    """Yesterday's missed "what does this play score?" comes first, as a drill; typed and checked by keyboard."""
    book = Progress(lessons / FILE_NAME)  # the launcher's lessons folder holds the learner's file
    missed = make_questions("all-fives", count=1, kinds=["score"], seed=11)[0]
    book.record_answer(missed, False, datetime.now(timezone.utc) - timedelta(days=1))
    drill = next(d for d in book.due() if d.kind == "score" and d.made == missed.origin)
    run_start_page_in_lab(page, base, "00-start-here.ipynb")
    assert practise(page) == "score"
    again = next(d for d in Progress(book.path).drills if d.id == drill.id)
    assert again.card.last_review is not None and again.card.last_review > drill.card.last_review  # answered now
    page.reload()
    run_start_page_in_lab(page, base, "00-start-here.ipynb")
    progress_is_kept(page, "score")
    assert violations(page) == []


def answered_since(path: Path, since: datetime) -> int:
    """How many of the file's drills were answered since ``since``."""
    return sum(1 for d in Progress(path).drills if d.card.last_review is not None and d.card.last_review >= since)


def test_practice_in_voila_in_italian_is_remembered_across_a_reload(page: Page,
                                                                   voila_server: tuple[str, Path]) -> None:
    """The Italian start page keeps its learner's work in the lessons folder's file, beside the English pages'."""
    base, lessons = voila_server
    url, since = f"{base}/voila/render/it/00-start-here.ipynb", datetime.now(timezone.utc)
    page.goto(url, timeout=LONG)
    kind = practise(page, "it")
    assert answered_since(lessons / FILE_NAME, since) == 1
    page.goto(url, timeout=LONG)  # Voila runs the page afresh in a new kernel: only the file remembers
    progress_is_kept(page, kind)
    expect(page.locator(".domino-progress-panel")).to_contain_text("I miei progressi")
    assert violations(page) == []
    go_on = page.locator(".domino-progress-panel a.domino-go-on").first  # continue where you stopped
    section = go_on.get_attribute("href").split("#")[1]  # type: ignore[union-attr]
    go_on.click()
    expect(page).to_have_url(re.compile(r"/voila/render/it/0[1-4]-.*\.ipynb#"), timeout=LONG)
    page.wait_for_function("id => document.getElementById(id) || document.getElementById(encodeURI(id))",
                           arg=section, timeout=LONG)  # the section's heading, percent-encoded where not ASCII
