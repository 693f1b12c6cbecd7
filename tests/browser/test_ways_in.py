"""The classroom view and the shareable replay in a real browser."""

from __future__ import annotations

import json
import re
from pathlib import Path

from audit import violations
from lesson_steps import LONG, drawings_fit
from playwright.sync_api import Page, expect

from domino_lessons.lesson import example
from domino_lessons.core.record import loads, replay
from domino_lessons.views.share import write_html


def test_lab_launcher_opens_the_start_page(page: Page, lab_url: str) -> None:
    from servers import TOKEN

    page.goto(f"{lab_url}/?token={TOKEN}")  # the launcher makes the start page the landing page
    expect(page.locator(".jp-DirListing-item").filter(has_text="00-start-here.ipynb")).to_be_visible(timeout=LONG)
    expect(page.locator(".jp-DirListing-item").filter(has_text="records")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/lab/tree/00-start-here\.ipynb"))
    expect(page.locator(".jp-NotebookPanel").filter(has_text="Domino lessons — start here")).to_be_visible(timeout=LONG)


def test_classroom_view_is_big_and_steps(page: Page, classroom_url: str) -> None:
    page.set_viewport_size({"width": 1920, "height": 1080})  # a projector
    page.goto(classroom_url, timeout=LONG)
    view = page.locator(".domino-classroom")
    board = view.locator("svg.domino-board")
    expect(board).to_have_attribute("data-step", "0", timeout=LONG)
    annotation = view.locator(".domino-annotation")
    size = annotation.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)")
    assert size >= 24
    button = view.get_by_role("button", name="Next")
    assert button.bounding_box()["height"] >= 50
    button.click()
    expect(board).to_have_attribute("data-step", "1")
    expect(annotation).to_contain_text("Hand 1, move 1")
    assert view.locator("g.scoreboard").count() == 1
    assert violations(page) == []


def test_shared_replay_works_offline_and_runs_no_foreign_script(page: Page, tmp_path: Path) -> None:
    data = json.loads(example("all-fives-af1").read_text())
    data["players"] = ["<script>alert(1)</script>", '"><img src=x onerror=alert(2)>']
    data["hands"][0]["notes"] = {"2": "]]><script>alert(3)</script> Заметка ᨅᨔ"}
    out = tmp_path / "shared.html"
    write_html(replay(loads(json.dumps(data)), frames=True), out, "A hostile record")
    requests: list[str] = []
    dialogs: list[str] = []
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else (
        requests.append(route.request.url), route.abort()))
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(out.as_uri())
    shown = page.locator(".frame.shown")
    expect(shown).to_have_attribute("data-step", "0")
    page.get_by_role("button", name="Next").click()
    page.get_by_role("button", name="Next").click()
    expect(shown).to_have_attribute("data-step", "2")
    expect(shown.locator(".domino-annotation")).to_contain_text("Заметка ᨅᨔ")
    expect(shown.locator(".domino-annotation")).to_contain_text("<script>alert(3)</script>")  # shown as text
    page.keyboard.press("ArrowLeft")
    expect(shown).to_have_attribute("data-step", "1")
    page.get_by_role("button", name="Last").click()
    expect(shown).to_have_attribute("data-step", "7")
    assert requests == [] and dialogs == []
    assert page.locator("img").count() == 0
    tile = page.locator(".frame.shown use.tile").first.bounding_box()  # drawn from the page's one set of faces
    assert tile is not None and tile["width"] > 10 and tile["height"] > 10
    page.set_viewport_size({"width": 600, "height": 800})
    assert drawings_fit(page, ".frame") == 1  # the step shown scales down to a narrow window


def test_shared_replay_speaks_each_step_and_passes_axe(page: Page, tmp_path: Path) -> None:
    """The step counter is a live region in the page's language; axe finds nothing critical or serious."""
    from domino_lessons.narrate import speaking

    out = tmp_path / "shared.html"
    with speaking("it"):
        write_html(replay(loads(example("all-fives-af1").read_text()), frames=True), out, "Una partita")
    page.goto(out.as_uri())
    assert page.locator("html").get_attribute("lang") == "it"
    counter = page.get_by_role("status")
    expect(counter).to_have_attribute("aria-live", "polite")
    expect(counter).to_have_text("momento 0 di 7")
    page.get_by_role("button", name="Avanti").click()
    expect(counter).to_have_text("momento 1 di 7")
    expect(page.locator(".frame.shown svg.domino-table")).to_have_attribute("role", "img")
    assert violations(page) == []
    shown = page.locator(".frame.shown")
    for key, step in (("PageDown", 2), ("Space", 3), ("ArrowRight", 4), ("PageUp", 3), ("ArrowLeft", 2), ("End", 7),
                      ("Home", 0)):  # a presenter's clicker, with no click into the page first
        page.keyboard.press(key)
        expect(shown).to_have_attribute("data-step", str(step))
    assert page.evaluate("[scrollX, scrollY]") == [0, 0]
