"""The All Fives lesson in a real browser (Debian Chromium): in JupyterLab and in Voila."""

from __future__ import annotations

from lesson_steps import LONG, answer_quiz, illegal_click_explains, play_by_click, step_replay
from playwright.sync_api import Page, expect
from servers import TOKEN


def open_and_run_in_lab(page: Page, base: str) -> None:
    page.goto(f"{base}/lab/tree/01-all-fives.ipynb?token={TOKEN}&reset")
    expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=LONG)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    expect(page.locator(".domino-quiz")).to_be_attached(timeout=LONG)
    expect(page.locator(".domino-play .domino-canvas svg.domino-table")).to_be_attached(timeout=LONG)
    expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=LONG)


def test_lesson_runs_in_jupyterlab_and_replay_steps(page: Page, lab_url: str) -> None:
    open_and_run_in_lab(page, lab_url)
    assert page.locator(".jp-OutputArea-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator("svg.domino-board").count() >= 10  # the lesson's boards, the replay, quiz and table
    step_replay(page)


def test_play_and_quiz_in_jupyterlab(page: Page, lab_url: str) -> None:
    open_and_run_in_lab(page, lab_url)
    illegal_click_explains(page)
    play_by_click(page)
    answer_quiz(page)


def test_lesson_in_voila(page: Page, voila_url: str) -> None:
    page.goto(voila_url, timeout=LONG)
    expect(page.locator(".domino-replay svg.domino-board")).to_be_attached(timeout=LONG)
    assert page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    step_replay(page)
    play_by_click(page)
    answer_quiz(page)
