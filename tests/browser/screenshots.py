"""Take the README's screenshots from the All Fives lesson running in Voila, on purpose only.

    .venv/bin/python tests/browser/screenshots.py

Writes notebooks/images/{board,replay,table}.png, one picture of each lesson
(lesson-00.png ... lesson-04.png) and the classroom view of a Domeng match at 1920x1080
(classroom.png), the Goat lesson's "Reading the table" replay with its review (coach.png), and the All
Fives lesson in the JupyterLite site (lite.png). Review them before committing.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from servers import NOTEBOOKS, build_site, chromium, classroom_records, static_server, voila

IMAGES = NOTEBOOKS / "images"
WAIT = 120_000


def main() -> None:
    IMAGES.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as root, chromium() as browser:
        page = browser.new_page(viewport={"width": 1100, "height": 2000})  # type: ignore[attr-defined]
        with voila(Path(root)) as base:
            page.goto(f"{base}/voila/render/01-all-fives.ipynb", timeout=WAIT)
            page.locator(".domino-play svg.domino-table").wait_for(state="attached", timeout=WAIT)
            page.locator(".domino-gallery").nth(1).screenshot(path=IMAGES / "board.png")
            replay = page.locator(".domino-replay")
            scoring = replay.locator("select").first
            scoring.select_option(index=3)
            replay.locator(".domino-annotation").get_by_text("scores").first.wait_for()
            replay.screenshot(path=IMAGES / "replay.png")
            table = page.locator(".domino-play")
            table.locator(".in-hand.playable").first.click()
            table.locator(".domino-message").get_by_text("selected").wait_for()
            table.screenshot(path=IMAGES / "table.png")
            for lesson in sorted(NOTEBOOKS.glob("0*.ipynb")):
                page.goto(f"{base}/voila/render/{lesson.name}", timeout=WAIT)
                page.locator(".domino-replay svg.domino-board").first.wait_for(state="attached", timeout=WAIT)
                figure = page.locator("svg.domino-board, svg.domino-hand, svg.domino-table").first
                figure.scroll_into_view_if_needed()
                box = figure.bounding_box() or {"y": 0}
                top = max(0, box["y"] - 160)
                page.screenshot(path=IMAGES / f"lesson-{lesson.name[:2]}.png",
                                clip={"x": 0, "y": top, "width": 1100, "height": 560})
            coach(page, base)
        classroom(browser, Path(root) / "classroom")
        lite(browser, Path(root) / "site")


def lite(browser: object, out: Path) -> None:
    """The All Fives lesson run in the JupyterLite site, its first replay on screen."""
    build_site(out)
    page = browser.new_page(viewport={"width": 1280, "height": 800})  # type: ignore[attr-defined]
    with static_server(out) as site:
        page.goto(f"{site}/lab/index.html?path=01-all-fives.ipynb", timeout=WAIT)
        page.get_by_text("Python (Pyodide) | Idle").wait_for(timeout=WAIT)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=WAIT)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        replay = page.locator(".domino-replay").first
        replay.locator("svg.domino-board").wait_for(state="attached", timeout=WAIT)
        replay.get_by_role("button", name="Next").click()
        replay.locator("svg.domino-board[data-step='1']").wait_for(state="attached", timeout=WAIT)
        replay.scroll_into_view_if_needed()
        page.screenshot(path=IMAGES / "lite.png")


def coach(page: object, base: str) -> None:
    """The Goat lesson's replay seen from one seat: its What you can tell panel and the hand's review."""
    page.goto(f"{base}/voila/render/04-goat.ipynb", timeout=WAIT)  # type: ignore[attr-defined]
    panel = page.locator(".domino-reading li").first  # type: ignore[attr-defined]
    panel.wait_for(timeout=WAIT)
    reading = panel.locator("xpath=ancestor::*[contains(@class, 'domino-replay')][1]")
    reading.get_by_role("button", name="Review this hand").click()
    reading.locator(".domino-review li").first.wait_for(timeout=WAIT)
    reading.scroll_into_view_if_needed()
    reading.screenshot(path=IMAGES / "coach.png")


def classroom(browser: object, root: Path) -> None:
    """The classroom view at 1920x1080 on the step of a Domeng match where a CAMAT is elected."""
    page = browser.new_page(viewport={"width": 1920, "height": 1080})  # type: ignore[attr-defined]
    with classroom_records(root) as base:
        page.goto(f"{base}/voila/render/domeng-match.ipynb", timeout=WAIT)
        page.locator("html[data-domino-assist]").wait_for(state="attached", timeout=WAIT)
        page.locator(".domino-classroom button.domino-last").wait_for(timeout=WAIT)
        page.keyboard.press("End")
        page.locator(".domino-classroom button.domino-last[disabled]").wait_for()
        page.keyboard.press("PageUp")
        page.locator(".domino-classroom .domino-annotation").get_by_text("CAMAT").first.wait_for()
        page.screenshot(path=IMAGES / "classroom.png")


if __name__ == "__main__":
    main()
