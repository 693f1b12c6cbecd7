"""JupyterLab's own interface in the lessons' language, and a first launch with nothing over the lessons.

``domino-lessons lab --lang it`` is started here on fresh Jupyter folders and without the settings the
other browser tests give JupyterLab (no news pop-up): what the learner sees is what the launcher sets.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest
from lesson_steps import LONG
from playwright.sync_api import Page, expect
from servers import STARTED, TOKEN, descendants, free_port, stop, wait_for

TOKEN_WARNING = "ServerApp.token config is deprecated"
ITALIAN = {"lang": "it-IT", "edit": ["Annulla", "Ripeti"], "status": "Modalità: Comando"}
ENGLISH = {"lang": "en", "edit": ["Undo", "Redo"], "status": "Mode: Command"}
"""What the language pack translates: the Edit menu's first items and the status bar. (The 4.5 Italian pack has
no translation for the menu bar's own titles, which JupyterLab looks up in the ``menu`` context: the launcher
gives them as the main menu's labels, ``launch.MENU_TITLES``.)"""


@contextmanager
def launched(root: Path, *args: str) -> Iterator[tuple[str, Path]]:
    """``domino-lessons lab ARGS`` on a fresh lessons folder, with Jupyter folders of its own and nothing in them;
    yields its base URL and its log (stdout and stderr)."""
    env = dict(os.environ)
    for name in ("JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_CONFIG_DIR"):
        env[name] = str(root / name.lower())
    env.pop("JUPYTER_CONFIG_PATH", None)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "domino_lessons", "lab", "--to", str(root / "lessons"), *args, "--no-browser",
               f"--port={port}", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", "--allow-root"]
    log = root / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=root,
                                   start_new_session=True)
        STARTED.append(process)
        try:
            wait_for(f"{base}/lab?token={TOKEN}", process, log)
            yield base, log
        finally:
            stop(process, descendants(process.pid))


@pytest.fixture(scope="module")
def italian_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    with launched(tmp_path_factory.mktemp("lab-it"), "--lang", "it") as started:
        yield started


def interface(page: Page) -> dict[str, object]:
    """The page's language, the Edit menu's first two items (the menu opened by its position, the second in the
    menu bar, whatever its title) and the status bar's mode, once the notebook is up."""
    expect(page.locator(".jp-NotebookPanel")).to_be_visible(timeout=LONG)
    page.locator(".lm-MenuBar-item").nth(1).click()
    items = page.locator("#jp-mainmenu-edit .lm-Menu-item:not(.lm-mod-hidden) .lm-Menu-itemLabel")
    expect(items.first).not_to_have_text("", timeout=LONG)
    edit = [text for text in items.all_inner_texts() if text][:2]
    page.keyboard.press("Escape")
    status = page.locator("#jp-main-statusbar").inner_text()
    mode = next((known for known in (ITALIAN["status"], ENGLISH["status"]) if known in status), status)
    return {"lang": page.evaluate("document.documentElement.lang"), "edit": edit, "status": mode}


def menu_bar(page: Page) -> list[str]:
    return page.locator(".lm-MenuBar-item .lm-MenuBar-itemLabel").all_inner_texts()


def test_lab_in_italian_shows_jupyterlabs_interface_in_italian(page: Page, italian_lab: tuple[str, Path]) -> None:
    base, _ = italian_lab
    page.goto(f"{base}/?token={TOKEN}", timeout=LONG)  # the launcher's landing page: the Italian start page
    expect(page.locator(".jp-NotebookPanel").filter(has_text="Lezioni di domino")).to_be_visible(timeout=LONG)
    assert interface(page) == ITALIAN
    assert menu_bar(page)[:4] == ["File", "Modifica", "Visualizza", "Esegui"]


def test_lab_shows_no_news_pop_up_and_no_token_warning(page: Page, italian_lab: tuple[str, Path]) -> None:
    """Issue 29: nothing covers the widgets on a first launch, and stderr has no false deprecation warning."""
    base, log = italian_lab
    page.goto(f"{base}/lab/tree/it/00-start-here.ipynb?token={TOKEN}&reset", timeout=LONG)
    expect(page.locator(".lm-MenuBar-item").first).to_be_visible(timeout=LONG)
    page.wait_for_timeout(2000)  # without the launcher's setting the question pops up within 0.1 s of the menus
    assert page.locator(".Toastify__toast").count() == 0, page.locator(".Toastify__toast").all_inner_texts()
    with urllib.request.urlopen(f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={TOKEN}",
                                timeout=60) as answer:
        notification = json.load(answer)
    assert notification["schema"]["properties"]["fetchNews"]["default"] == "false"  # a default: the user's own
    assert "fetchNews" not in notification["settings"]  # settings hold nothing of it
    said = log.read_text(errors="replace")
    assert "Jupyter Server" in said and TOKEN_WARNING not in said and "DeprecationWarning" not in said, said[-3000:]


def test_plain_lab_shows_jupyterlabs_interface_in_english(page: Page, lab_server: tuple[str, Path]) -> None:
    """The session's JupyterLab, started by ``domino-lessons lab`` without ``--lang``."""
    base, lessons = lab_server
    page.goto(f"{base}/lab/tree/00-start-here.ipynb?token={TOKEN}", timeout=LONG)
    expect(page.locator(".jp-NotebookPanel").filter(has_text="Domino lessons — start here")).to_be_visible(timeout=LONG)
    assert menu_bar(page)[:4] == ["File", "Edit", "View", "Run"]
    assert interface(page) == ENGLISH
    assert TOKEN_WARNING not in (lessons.parent / "server.log").read_text(errors="replace")
