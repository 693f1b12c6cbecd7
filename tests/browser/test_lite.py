"""The lessons as a static JupyterLite site, built by ``bash lite/build`` and served on 127.0.0.1, offline.

Every request that does not go to the site's own server is aborted and counted: none may be made.
"""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from lesson_steps import LONG, answer_quiz, play_by_click, practise, progress_is_kept, run_every_cell, step_replay
from playwright.sync_api import Page, expect
from servers import build_site, static_server

from test_lesson_in_browser import ERRORS

IDLE = "Python (Pyodide) | Idle"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site built from this checkout, served; the app exposed to the test (as JupyterLab's tests do)."""
    out = tmp_path_factory.mktemp("lite") / "site"
    build_site(out)
    with static_server(out) as base:
        yield base


@pytest.fixture
def offline(page: Page, site: str) -> Iterator[list[str]]:
    """The page may reach the site and nothing else: every other request is aborted and listed."""
    foreign: list[str] = []
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(site + "/") else (
        foreign.append(route.request.url), route.abort()))
    yield foreign
    assert foreign == []


def run_all(page: Page, site: str, notebook: str) -> None:
    """Open a lesson in the site, run every cell, wait for the kernel: no error output."""
    page.goto(f"{site}/lab/index.html?path={notebook}", timeout=LONG)
    run_every_cell(page, IDLE)
    assert page.locator(ERRORS).count() == 0, page.locator(ERRORS).first.inner_text()


def run_cell(page: Page, code: str) -> str:
    """Add a cell at the end of the open notebook, run it, and return its output's text."""
    page.evaluate("""async (code) => {
        const app = window.jupyterapp, notebook = app.shell.currentWidget.content;
        notebook.activeCellIndex = notebook.widgets.length - 1;
        await app.commands.execute('notebook:insert-cell-below');
        notebook.activeCell.model.sharedModel.setSource(code);
        await app.commands.execute('notebook:run-cell');
    }""", code)
    cell = page.locator(".jp-Notebook .jp-Cell").last
    expect(cell.locator(".jp-InputArea-prompt")).not_to_have_text("[*]:", timeout=LONG)
    expect(cell.locator(".jp-InputArea-prompt")).to_have_text(re.compile(r"\[\d+\]:"), timeout=LONG)
    return cell.locator(".jp-OutputArea").inner_text()


def test_the_landing_page_opens_the_start_page(page: Page, site: str, offline: list[str]) -> None:
    page.goto(site + "/", timeout=LONG)
    expect(page).to_have_url(f"{site}/lab/index.html?path=00-start-here.ipynb", timeout=LONG)
    expect(page.locator(".jp-NotebookPanel").filter(has_text="Domino lessons — start here")).to_be_visible(timeout=LONG)


@pytest.mark.parametrize("page_path, app, lang", [("it/00-start-here.ipynb", "lab-it", "it-IT"),
                                                 ("00-start-here.ipynb", "lab", "en")])
@pytest.mark.parametrize("opened_in", ["lab", "lab-it"])
def test_the_italian_pages_open_with_the_interface_in_italian(page: Page, site: str, offline: list[str], page_path: str,
                                                              app: str, lang: str, opened_in: str) -> None:
    """JupyterLite's menus in the page's language (the Italian language pack, built into the site), whichever app
    the link names: lab-it is the Italian one; each sends the other language's pages to the other."""
    page.goto(f"{site}/{opened_in}/index.html?path={page_path}", timeout=LONG)
    expect(page).to_have_url(re.compile(rf"/{app}/index\.html"), timeout=LONG)
    expect(page.locator(".jp-NotebookPanel")).to_be_visible(timeout=LONG)
    assert page.evaluate("document.documentElement.lang") == lang
    titles = page.locator(".lm-MenuBar-item .lm-MenuBar-itemLabel")
    expect(titles.nth(1)).to_have_text("Modifica" if lang == "it-IT" else "Edit", timeout=LONG)
    assert titles.all_inner_texts()[:4] == (["File", "Modifica", "Visualizza", "Esegui"] if lang == "it-IT"
                                            else ["File", "Edit", "View", "Run"])
    page.locator(".lm-MenuBar-item").nth(1).click()  # the Edit menu
    first = page.locator("#jp-mainmenu-edit .lm-Menu-item:not(.lm-mod-hidden) .lm-Menu-itemLabel").first
    expect(first).to_have_text("Annulla" if lang == "it-IT" else "Undo", timeout=LONG)


@pytest.mark.parametrize("notebook", ["it/02-italian.ipynb", "03-domeng.ipynb", "it/04-goat.ipynb", "it/00-start-here.ipynb"])
def test_every_game_runs_offline(page: Page, site: str, offline: list[str], notebook: str) -> None:
    """Each game's lesson runs whole in one language (All Fives, and the English start page, in the tests below):
    the twins' code cells are the same, and the Italian start page runs the Italian words in Pyodide."""
    run_all(page, site, notebook)
    assert page.locator("svg.domino-board").count() >= 1


def test_a_learner_steps_plays_answers_saves_and_replays(page: Page, site: str, offline: list[str]) -> None:
    run_all(page, site, "01-all-fives.ipynb")
    step_replay(page)
    play_by_click(page)
    answer_quiz(page)
    table = page.locator(".domino-play").first
    table.get_by_role("button", name="Save record").click()
    expect(table.locator(".domino-message")).to_contain_text("kept by this browser", timeout=LONG)
    run_cell(page, "from domino_lessons.widgets.replay_viewer import ReplayViewer\nReplayViewer('my-game.json')")
    saved = page.locator(".domino-replay").last
    board = saved.locator("svg.domino-board")
    expect(board).to_have_attribute("data-step", "0", timeout=LONG)
    saved.get_by_role("button", name="Next").click()
    expect(board).to_have_attribute("data-step", "1")
    expect(saved.locator(".domino-annotation")).to_contain_text("move 1")


def test_the_start_page_practises_remembers_and_installs(page: Page, site: str, offline: list[str]) -> None:
    """The start page runs whole; a practice question answered is kept by the browser (the progress file lives
    in its own storage) across a reload and a new kernel. The package's wheel installs in the browser with no flags: its
    JupyterLab dependency is not for Emscripten; and FSRS, which schedules the drills, is a pure wheel the site
    ships: it schedules offline. The wheel is pure, and the coach reviews a hand with its search in Python."""
    run_all(page, site, "00-start-here.ipynb")
    assert page.locator("svg.domino-board").count() >= 1
    kind = practise(page)
    page.reload()
    run_all(page, site, "00-start-here.ipynb")
    progress_is_kept(page, kind)
    lock = page.evaluate("async () => (await (await fetch('../static/pyodide/pyodide-lock.json')).json()).packages")
    url = f"{site}/static/pyodide/{lock['domino-lessons']['file_name']}"
    said = run_cell(page, "import micropip\nmicropip.uninstall('domino-lessons')\n"
                          f"await micropip.install({url!r})\nimport domino_lessons\n"
                          "print('installed', micropip.list()['domino-lessons'].version)")
    assert "installed 0.1.0" in said
    said = run_cell(page, "import fsrs\nfrom importlib.metadata import version\n"
                          "card, _ = fsrs.Scheduler().review_card(fsrs.Card(), fsrs.Rating.Again)\n"
                          "print('fsrs', version('fsrs'), card.state.name)")
    assert "fsrs 6.3.2 Learning" in said
    assert lock["domino-lessons"]["file_name"].endswith("-py3-none-any.whl")  # pure: the coach searches in Python
    said = run_cell(page, "from domino_lessons.coach import compiled, endgame, review\n"
                          "from domino_lessons.lesson import example\n"
                          "done = review(example('goat-match'), 1, 0, playouts=60)\n"
                          "print('coach', compiled.module() is None, endgame.limits() is endgame.PYTHON,"
                          " any(d.exact for d in done.decisions))")
    assert "coach True True True" in said
