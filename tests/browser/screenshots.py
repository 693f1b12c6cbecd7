"""Take the README's screenshots from the All Fives lesson running in Voila, on purpose only.

    .venv/bin/python tests/browser/screenshots.py [practice]

Writes notebooks/images/{board,replay,table}.png, one picture of each lesson
(lesson-00.png ... lesson-04.png) and the classroom view of a Domeng match at 1920x1080
(classroom.png), the Goat lesson's "Reading the table" replay with its review (coach.png), and the All
Fives lesson in the JupyterLite site (lite.png), and the start page's practice and progress panel for a learner
with a few days behind them (practice.png; ``practice`` takes that one only). Review them before committing.
"""

from __future__ import annotations

import re
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

from servers import NOTEBOOKS, build_site, chromium, classroom_records, static_server, voila

IMAGES = NOTEBOOKS / "images"
WAIT = 120_000


def main() -> None:
    IMAGES.mkdir(exist_ok=True)
    if sys.argv[1:] == ["practice"]:
        with tempfile.TemporaryDirectory() as root, chromium() as browser:
            practice(browser, Path(root))
        return
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
        practice(browser, Path(root) / "practice")


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


def a_learner_s_week(path: Path) -> None:
    """A progress file as a week of lessons leaves it: quiz answers right and wrong, reviewed hands, ticks."""
    from domino_lessons.coach import review
    from domino_lessons.lesson import example
    from domino_lessons.progress import Progress
    from domino_lessons.widgets.questions import make_questions

    book, start = Progress(path, learner="Ada"), datetime.now(timezone.utc) - timedelta(days=7)
    for day, question in enumerate(make_questions("all-fives", count=12, seed=3)):
        book.record_answer(question, day % 3 != 1, start + timedelta(hours=12 * day))
    for day, seat in enumerate((0, 1, 0, 1)):
        done = review(example("all-fives-2p"), 1, seat, playouts=200, seed=day)
        book.record_hand("all-fives", (0, 0), done, start + timedelta(days=day + 1))
    for line in ("tiles", "deal", "matching"):
        book.tick("all-fives", line)


def practice(browser: object, root: Path) -> None:
    """The start page's practice (its first question) and the progress panel of a learner with a week behind her."""
    page = browser.new_page(viewport={"width": 1100, "height": 2000})  # type: ignore[attr-defined]
    with voila(root) as base:
        a_learner_s_week(root / "lessons" / "domino-progress.json")
        page.goto(f"{base}/voila/render/00-start-here.ipynb", timeout=WAIT)
        practice = page.locator(".domino-practice")  # type: ignore[attr-defined]
        practice.locator("svg.domino-table").wait_for(state="attached", timeout=WAIT)
        practice.locator("button.domino-check").click()
        practice.locator(".domino-annotation").filter(has_text=re.compile(r"Right!|Not quite")).wait_for(timeout=WAIT)
        panel = page.locator(".domino-progress-panel section.domino-game").first  # type: ignore[attr-defined]
        top = panel.bounding_box()["y"]
        bottom = practice.bounding_box()
        page.screenshot(path=IMAGES / "practice.png",  # type: ignore[attr-defined]
                        clip={"x": 0, "y": top - 40, "width": 1100, "height": bottom["y"] + bottom["height"] - top + 60})


if __name__ == "__main__":
    main()
