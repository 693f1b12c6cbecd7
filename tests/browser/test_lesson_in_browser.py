"""The lessons in a real browser (Debian Chromium): in JupyterLab and in Voila."""

from __future__ import annotations

import uuid
from pathlib import Path

import nbformat
import pytest
from audit import violations
from lesson_steps import (LAB_IDLE, LONG, answer_quiz, checklist_links_resolve, drawings_fit, focus_survives_disabled_buttons,
                          illegal_click_explains, keyboard_turn, play_by_click, run_every_cell, step_replay)
from playwright.sync_api import Page, expect
from servers import NOTEBOOKS, TOKEN

LESSONS = ["01-all-fives.ipynb", "02-italian.ipynb", "03-domeng.ipynb", "04-goat.ipynb",
           "it/01-all-fives.ipynb", "it/02-italian.ipynb", "it/03-domeng.ipynb", "it/04-goat.ipynb"]
IN_LAB = ["01-all-fives.ipynb", "it/02-italian.ipynb", "03-domeng.ipynb", "it/04-goat.ipynb"]
IN_VOILA = [lesson for lesson in LESSONS if lesson not in IN_LAB]
"""Each lesson runs whole in one of the two front ends, and each game in both (once in English, once in Italian):
an Italian lesson's code cells are its English twin's with ``lang="it"`` (tests/test_lesson.py), and nbval runs
every notebook in both languages."""


def language(notebook: str) -> str:
    return "it" if notebook.startswith("it/") else "en"
ERRORS = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"


def open_and_run_in_lab(page: Page, base: str, notebook: str) -> None:
    page.goto(f"{base}/lab/tree/{notebook}?token={TOKEN}&reset")
    run_every_cell(page, LAB_IDLE)
    expect(page.locator(".domino-play .domino-canvas svg.domino-table").last).to_be_attached(timeout=LONG)
    assert page.locator(ERRORS).count() == 0, page.locator(ERRORS).first.inner_text()


@pytest.mark.parametrize("notebook", IN_LAB)
def test_lesson_in_jupyterlab(page: Page, lab_url: str, notebook: str) -> None:
    lang = language(notebook)
    open_and_run_in_lab(page, lab_url, notebook)
    assert page.locator("svg.domino-board").count() >= 8  # the lesson's boards, replay, quiz and table
    step_replay(page, lang)
    illegal_click_explains(page, lang)
    play_by_click(page, lang)
    answer_quiz(page, lang)
    checklist_links_resolve(page)
    keyboard_turn(page, lang)
    assert page.evaluate(TRUNCATED) == []
    assert violations(page) == []


@pytest.mark.parametrize("notebook", IN_VOILA)
def test_lesson_in_voila(page: Page, voila_url: str, notebook: str) -> None:
    page.goto(f"{voila_url}/voila/render/{notebook}", timeout=LONG)
    expect(page.locator(".domino-play svg.domino-table").last).to_be_attached(timeout=LONG)
    assert page.locator(ERRORS).count() == 0
    lang = language(notebook)
    step_replay(page, lang)
    play_by_click(page, lang)
    answer_quiz(page, lang)
    checklist_links_resolve(page)
    keyboard_turn(page, lang)
    focus_survives_disabled_buttons(page, lang)
    assert page.evaluate(TRUNCATED) == []
    assert violations(page) == []


def test_drawings_fit_jupyterlab_with_the_file_browser_open(browser: object, lab_url: str) -> None:
    """At 1280x1000 with the file browser open, the widest lesson's tables scale down to their output area."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})  # type: ignore[attr-defined]
    page = context.new_page()
    try:
        open_and_run_in_lab(page, lab_url, "03-domeng.ipynb")
        page.evaluate("window.jupyterapp.commands.execute('filebrowser:activate')")
        expect(page.locator(".jp-FileBrowser")).to_be_visible()
        assert drawings_fit(page, ".jp-OutputArea-output") >= 15
    finally:
        context.close()


def test_drawings_fit_a_narrow_voila_page_and_clicks_still_hit(browser: object, voila_url: str) -> None:
    """At 700 px wide in Voila every drawing fits, and the scaled play table still takes clicks."""
    context = browser.new_context(viewport={"width": 700, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/03-domeng.ipynb", timeout=LONG)
        expect(page.locator(".domino-play svg.domino-table").last).to_be_attached(timeout=LONG)
        assert drawings_fit(page, ".jp-OutputArea-output") >= 15
        play_by_click(page)
    finally:
        context.close()


TRUNCATED = """() => [...document.querySelectorAll('.domino-play button, .domino-replay button, .domino-quiz button')]
    .filter(b => b.getClientRects().length)
    .filter(b => b.scrollWidth > b.clientWidth + 1
                 || b.getBoundingClientRect().right > b.closest('.widget-vbox').getBoundingClientRect().right + 1)
    .map(b => b.textContent.trim())
    .concat([...document.querySelectorAll('.domino-tabs .lm-TabBar-tabLabel, .domino-tabs .p-TabBar-tabLabel')]
        .filter(t => t.getClientRects().length && t.scrollWidth > t.clientWidth + 1).map(t => t.textContent))"""
"""The labels of buttons and tabs that do not show whole (cut, or out of their widget)."""
TABLE_TEXT = """() => { const t = [...document.querySelectorAll('.domino-play svg.domino-table text')].pop();
    return t.getBoundingClientRect().height * window.devicePixelRatio; }"""


def open_voila(browser: object, voila_url: str, width: int, height: int, zoom: int) -> Page:
    """A lesson in Voila in a window ``width`` device pixels wide at ``zoom`` (2: the browser zoomed to 200 %)."""
    context = browser.new_context(viewport={"width": width // zoom, "height": height // zoom},  # type: ignore[attr-defined]
                                  device_scale_factor=zoom)
    page = context.new_page()
    page.goto(f"{voila_url}/voila/render/01-all-fives.ipynb", timeout=LONG)
    expect(page.locator(".domino-play svg.domino-table").last).to_be_attached(timeout=LONG)
    return page


def test_zoomed_to_200_percent_and_at_800_px_controls_wrap_and_the_table_text_grows(browser: object,
                                                                                   voila_url: str) -> None:
    normal = open_voila(browser, voila_url, 1280, 900, 1)
    zoomed = open_voila(browser, voila_url, 1280, 900, 2)
    narrow = open_voila(browser, voila_url, 800, 900, 1)
    narrow_zoomed = open_voila(browser, voila_url, 800, 900, 2)
    try:
        for page in (normal, zoomed, narrow, narrow_zoomed):
            play_by_click(page)  # a tile on the table: the end buttons are shown too
            assert page.evaluate(TRUNCATED) == []
        assert zoomed.evaluate(TABLE_TEXT) >= normal.evaluate(TABLE_TEXT)
    finally:
        for page in (normal, zoomed, narrow, narrow_zoomed):
            page.context.close()


@pytest.mark.parametrize("notebook", IN_VOILA)
def test_the_lessons_run_in_voila_pass_axe_in_jupyterlab_too(page: Page, lab_url: str, notebook: str) -> None:
    """Every lesson is audited in both front ends: those the tests above play in Voila, here run in JupyterLab."""
    open_and_run_in_lab(page, lab_url, notebook)
    assert page.locator(".jp-OutputArea-output img:not([alt])").count() == 0
    assert violations(page) == []


@pytest.mark.parametrize("notebook", IN_LAB)
def test_the_lessons_run_in_jupyterlab_pass_axe_in_voila_too(page: Page, voila_url: str, notebook: str) -> None:
    """And those played in JupyterLab, here shown in Voila."""
    page.goto(f"{voila_url}/voila/render/{notebook}", timeout=LONG)
    expect(page.locator(".domino-play svg.domino-table").last).to_be_attached(timeout=LONG)
    assert page.locator(ERRORS).count() == 0
    assert violations(page) == []


def test_the_italian_start_page_in_voila_passes_axe(page: Page, voila_url: str) -> None:
    """The start page (its drawing of the set a figure with a text alternative, not a bare image) in Voila, in
    Italian; in JupyterLab, in English: tests/browser/test_abuse.py."""
    page.goto(f"{voila_url}/voila/render/it/00-start-here.ipynb", timeout=LONG)
    expect(page.locator(".domino-replay svg.domino-board").first).to_be_attached(timeout=LONG)
    assert page.locator(ERRORS).count() == 0
    assert page.locator(".jp-OutputArea-output img:not([alt])").count() == 0
    assert violations(page) == []


@pytest.mark.parametrize("notebook, title", [("00-start-here.ipynb", "The double-six set"),
                                             ("it/00-start-here.ipynb", "Il set del doppio sei")])
def test_the_start_page_opened_before_it_is_run_shows_one_clean_output(page: Page, lab_server: tuple[str, Path],
                                                                        notebook: str, title: str) -> None:
    """An untrusted notebook (a copy of the start page no one has run or signed) shows its saved drawing as
    its one line of text, titled once."""
    base, lessons = lab_server
    start = nbformat.read(NOTEBOOKS / notebook, as_version=4)
    start.metadata["never-run"] = str(uuid.uuid4())  # content no trust database has seen
    unrun = f"unrun-{uuid.uuid4().hex[:8]}.ipynb"
    nbformat.write(start, (lessons / notebook).parent / unrun)
    page.goto(f"{base}/lab/tree/{str(Path(notebook).parent / unrun).removeprefix('./')}?token={TOKEN}&reset")
    output = page.locator(".jp-OutputArea-output").first
    expect(output).to_be_visible(timeout=LONG)
    assert output.locator("svg, img").count() == 0  # untrusted: no drawing
    text = output.inner_text()
    assert text.startswith(f"{title}: 0-0, 1-0") and text.count(title) == 1 and "'s hand" not in text, text
