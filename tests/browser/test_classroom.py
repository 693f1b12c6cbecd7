"""The classroom view on a projector: one screen per step at 1920x1080 and 1280x720, a presenter's clicker; the
table fills the height the controls leave, with tiles and type the back row can read."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import pytest
from lesson_steps import LONG
from playwright.sync_api import Page, expect
from servers import classroom_records

from domino_lessons.launch import records_source
from domino_lessons.core.frames import Frame
from domino_lessons.core.layout import layout
from domino_lessons.core.record import load, replay

RECORDS = sorted(path.stem for path in records_source().glob("*.json"))
SIZES = [(1920, 1080), (1280, 720)]
PRESSES = 20
STEPPED = 8
"""PageDowns per record and window size (the clicker's own test steps through PRESSES)."""
INSIDE = """(selector) => [...document.querySelectorAll(selector)].filter(e => e.getClientRects().length).map(e => {
    const box = e.getBoundingClientRect();
    return box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1; })"""
SCROLLED = "() => [scrollX, scrollY, document.scrollingElement.scrollTop]"
MEASURE = """() => {
    const table = document.querySelector(".domino-classroom svg.domino-table"), box = table.getBoundingClientRect();
    const board = table.querySelector("svg.domino-board").getBoundingClientRect();
    const tray = table.querySelector(".stones-tray");
    const within = (b, o) => b.left >= o.left - 1 && b.top >= o.top - 1 && b.right <= o.right + 1
        && b.bottom <= o.bottom + 1;
    const apart = (b, o) => b.right <= o.left || o.right <= b.left || b.bottom <= o.top || o.bottom <= b.top;
    const tiles = [...table.querySelectorAll(".tile")].map(e => [e, e.getBoundingClientRect()]);
    const type = [...table.querySelectorAll(".scoreboard text, .stones-tray text")]
        .map(e => e.getScreenCTM().a * parseFloat(getComputedStyle(e).fontSize));
    return {share: box.height / innerHeight, tiles: tiles.length, type: Math.min(...type),
            smallest: Math.min(...tiles.map(([, b]) => Math.max(b.width, b.height))),
            outside: tiles.filter(([e, b]) => !within(b, e.closest("svg.domino-board") ? board : box)).length,
            covered: tray ? tiles.filter(([, b]) => !apart(b, tray.getBoundingClientRect())).length : 0};
}"""
TALL = 1080
"""At 1080 lines: the table at least 70 % of the window's height, every tile 40 px long, the type 24 px (scaled)."""


@pytest.fixture(scope="module")
def records_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with classroom_records(tmp_path_factory.mktemp("records")) as base:
        yield base


def ready(page: Page) -> None:
    """The page answers the clicker: the keys are listened for and the buttons they press are drawn."""
    expect(page.locator("html")).to_have_attribute("data-domino-assist", "ready")
    for where in ("first", "back", "next", "last"):
        expect(page.locator(f".domino-classroom button.domino-{where}")).to_be_visible()


def on_one_screen(page: Page) -> None:
    """The table, the step buttons and the whole annotation lie inside the window, and nothing scrolled."""
    for part in (".domino-classroom .domino-annotation", ".domino-classroom button.domino-next",
                 ".domino-classroom svg.domino-table", ".domino-classroom .widget-readout"):
        assert page.evaluate(INSIDE, part) == [True], (part, page.viewport_size)
    assert page.evaluate(SCROLLED) == [0, 0, 0]


def step_with_pagedown(page: Page, last: int) -> None:
    """PageDown, STEPPED times (or to the end): each one shows the next step, all of it on the screen."""
    board = page.locator(".domino-classroom svg.domino-board")
    on_one_screen(page)
    for _ in range(min(STEPPED, last)):
        before = int(board.get_attribute("data-step") or 0)
        page.keyboard.press("PageDown")
        expect(board).to_have_attribute("data-step", str(before + 1))
        on_one_screen(page)


def frames_of(name: str) -> list[Frame]:
    return replay(load(records_source() / f"{name}.json"), frames=True).frames


def longest(name: str) -> int:
    """The step with the longest annotation: the most events, then the longest texts."""
    return max(frames_of(name),
               key=lambda f: (len(f.events), sum(len(e.text) for e in f.events) + len(f.note or ""))).step


def crowded(name: str) -> list[int]:
    """The steps that strain the table: the longest hand, the widest and the tallest line, the most tiles laid."""
    frames = frames_of(name)
    bounds = [layout(f.board).bounds() for f in frames]
    keys = (lambda f: max(len(h) for h in f.held), lambda f: bounds[f.step][2], lambda f: bounds[f.step][3],
            lambda f: len(layout(f.board).tiles))
    return sorted({max(frames, key=key).step for key in keys})


def go_to(page: Page, step: int) -> None:
    """Type ``step`` into the step field (which keeps its keys), then leave the field."""
    board = page.locator(".domino-classroom svg.domino-board")
    page.locator(".domino-classroom .widget-readout").click()
    page.keyboard.press("Control+A")
    page.keyboard.type(str(step))
    page.keyboard.press("End")  # in the field: moves the caret, does not jump to the last step
    page.keyboard.press("Enter")
    expect(board).to_have_attribute("data-step", str(step))
    page.locator(".domino-classroom .domino-annotation").click()


def measure(page: Page) -> dict[str, float]:
    """The table's share of the window's height, its smallest tile and type (px), the tiles outside their box and
    those under the stones tray."""
    return page.evaluate(MEASURE)  # type: ignore[no-any-return]


def readable(page: Page) -> None:
    """The table fills the height, every tile and every word of the scores and the tray large enough, all in view."""
    seen, lines = measure(page), page.viewport_size["height"]  # type: ignore[index]
    assert seen["share"] >= 0.70, seen
    assert seen["smallest"] >= 40 * lines / TALL and seen["type"] >= 24 * lines / TALL, (seen, lines)
    assert seen["outside"] == 0 and seen["covered"] == 0, seen


@pytest.mark.parametrize("name", RECORDS)
def test_every_step_fits_one_projector_screen(browser: object, records_url: str, name: str) -> None:
    context = browser.new_context(viewport={"width": 1920, "height": 1080})  # type: ignore[attr-defined]
    page = context.new_page()
    try:
        page.goto(f"{records_url}/voila/render/{name}.ipynb", timeout=LONG)
        board = page.locator(".domino-classroom svg.domino-board")
        expect(board).to_have_attribute("data-step", "0", timeout=LONG)
        ready(page)
        last = len(replay(load(records_source() / f"{name}.json"), frames=True).frames) - 1
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.keyboard.press("Home")
            expect(board).to_have_attribute("data-step", "0")
            step_with_pagedown(page, last)
            readable(page)
            for step in sorted({longest(name), *crowded(name)}):
                go_to(page, step)
                on_one_screen(page)
                readable(page)
    finally:
        context.close()


def test_clicker_keys_and_scoring_steps_only(page: Page, classroom_url: str) -> None:
    """``classroom all-fives-2p``: the clicker's keys with no click first; with Scoring steps only, every step shown
    is one where a score changed, in order, and the annotation says which of how many."""
    counting = [f.step for f in replay(load(records_source() / "all-fives-2p.json"), frames=True).frames if f.counting]
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(classroom_url, timeout=LONG)
    board = page.locator(".domino-classroom svg.domino-board")
    expect(board).to_have_attribute("data-step", "0", timeout=LONG)
    ready(page)
    for key, step in (("PageDown", 1), ("ArrowRight", 2), ("Space", 3), ("PageUp", 2), ("ArrowLeft", 1),
                      ("End", None), ("Home", 0)):
        page.keyboard.press(key)
        if step is None:
            expect(board).not_to_have_attribute("data-step", "1")
        else:
            expect(board).to_have_attribute("data-step", str(step))
    page.locator(".domino-classroom .widget-checkbox").filter(has_text="Scoring steps only").locator("input").check()
    page.locator(".domino-classroom .domino-annotation").click()  # the focus off the checkbox: keys are the clicker's
    expect(board).to_have_attribute("data-step", str(counting[0]))
    annotation = page.locator(".domino-classroom .domino-annotation")
    for number, step in enumerate(counting[:PRESSES + 1], start=1):
        expect(board).to_have_attribute("data-step", str(step))
        expect(annotation.locator(".position")).to_have_text(f"Scoring step {number} of {len(counting)}")
        expect(annotation.locator("li.score")).not_to_have_count(0)
        on_one_screen(page)
        page.keyboard.press("PageDown")


def test_classroom_controls_are_readable(page: Page, classroom_url: str) -> None:
    """No label cut short ("View ..."), a large step number and slider."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(classroom_url, timeout=LONG)
    view = page.locator(".domino-classroom")
    expect(view.locator("svg.domino-board")).to_have_attribute("data-step", "0", timeout=LONG)
    cut = view.locator(".widget-label, button, label").evaluate_all(
        "els => els.filter(e => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")
    assert cut == []
    readout = view.locator(".widget-readout")
    assert float(readout.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 20
    assert view.locator("[role=slider]").bounding_box()["height"] >= 20
    assert re.fullmatch(r"\d+", readout.inner_text().strip())
