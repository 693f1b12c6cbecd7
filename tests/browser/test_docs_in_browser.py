"""The docs site in a real browser: built by ``bash docs/build --docs-only`` (the session's ``docs_site``),
served on 127.0.0.1, opened in Chromium.

The start page, the rules page of each game, a rendered lesson in English and one in Italian (with a
board drawn by a code cell), and the API page at ReplayViewer's anchor. On every page: no console error,
no failed request, and no request leaving the site's own server (any other is aborted and counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

import pytest
from playwright.sync_api import Page, expect
from servers import static_server

if TYPE_CHECKING:
    from conftest import DocsSite  # the root conftest.py's: the site a session built

GAMES = {"all-fives": "All Fives", "italian": "Italian", "domeng": "Domeng", "goat": "Goat"}
REPLAY_VIEWER = "domino_lessons.widgets.replay_viewer.ReplayViewer"


@pytest.fixture(scope="module")
def docs(docs_site: DocsSite) -> Iterator[str]:
    with static_server(docs_site.built()) as base:
        yield base


@pytest.fixture
def watched(page: Page, docs: str) -> Iterator[list[str]]:
    """What went wrong on the page: console errors, page errors, failed and foreign requests."""
    problems: list[str] = []
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(docs + "/") else (
        problems.append(f"foreign request: {route.request.url}"), route.abort()))
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}")
            if request.url.startswith(docs + "/") else None)
    page.on("response", lambda response: problems.append(f"HTTP {response.status}: {response.url}")
            if response.status >= 400 else None)
    yield problems
    assert problems == []


def test_the_start_page(page: Page, docs: str, watched: list[str]) -> None:
    page.goto(f"{docs}/index.html")
    expect(page.locator("article h1")).to_contain_text("domino_lessons")
    picture = page.locator("article img").first
    expect(picture).to_be_visible()
    assert picture.evaluate("img => img.complete && img.naturalWidth > 0")
    for section in ("For teachers", "The games", "The lessons", "Reference", "Developers"):
        expect(page.locator("article").get_by_text(section, exact=True).first).to_be_visible()


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_of_each_game(page: Page, docs: str, watched: list[str], game: str) -> None:
    page.goto(f"{docs}/games/{game}.html")
    expect(page.locator("article h1")).to_contain_text(GAMES[game])
    assert page.locator("article section").count() > 1, "a rules page with no sections"


@pytest.mark.parametrize("lang, title", [("en", "All Fives"), ("it", "All Fives")])
def test_a_rendered_lesson(page: Page, docs: str, watched: list[str], lang: str, title: str) -> None:
    page.goto(f"{docs}/lessons/{lang}/01-all-fives.html")
    expect(page.locator("article h1")).to_contain_text(title)
    board = page.locator(".cell_output svg").first
    expect(board).to_be_visible()
    box = board.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 50, box
    replay = page.locator(".dl-widget-snapshot svg").first  # the replay viewer, drawn from its saved state
    expect(replay).to_be_attached()
    live = page.locator("article .admonition.tip a").first
    assert "lite/" in (live.get_attribute("href") or "")
    if lang == "it":
        expect(page.locator("article .admonition.tip")).to_contain_text("sito delle lezioni")


def test_the_api_page_at_replay_viewer(page: Page, docs: str, watched: list[str]) -> None:
    page.goto(f"{docs}/reference/api.html#{REPLAY_VIEWER}")
    signature = page.locator(f"[id='{REPLAY_VIEWER}']")
    expect(signature).to_be_visible()
    expect(signature).to_contain_text("ReplayViewer")
    for parameter in ("record", "viewer", "interval", "classroom", "lang", "edit_notes"):
        expect(signature).to_contain_text(parameter)
    page.wait_for_function("id => { const r = document.getElementById(id).getBoundingClientRect(); "
                           "return r.top >= 0 && r.top < window.innerHeight / 2; }", arg=REPLAY_VIEWER,
                           timeout=10_000)  # the theme scrolls smoothly: the anchor comes to the top
