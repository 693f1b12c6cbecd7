"""Take the README's screenshots from the All Fives lesson running in Voila, on purpose only.

    .venv/bin/python tests/browser/screenshots.py

Writes notebooks/images/{board,replay,table}.png. Review them before committing.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from servers import NOTEBOOKS, chromium, voila

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


if __name__ == "__main__":
    main()
