"""Fixtures for the real-browser tests: one Chromium, one JupyterLab and one Voila per session."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from servers import chromium, classroom, jupyterlab, voila  # noqa: E402


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    with chromium() as launched:
        yield launched


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """JupyterLab started by the launcher, and the lessons folder it serves."""
    root = tmp_path_factory.mktemp("lab")
    with jupyterlab(root) as base:
        yield base, root / "lessons"


@pytest.fixture(scope="session")
def lab_url(lab_server: tuple[str, Path]) -> str:
    return lab_server[0]


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """Voila serving a copy of the lessons, and that lessons folder."""
    root = tmp_path_factory.mktemp("voila")
    with voila(root) as base:
        yield base, root / "lessons"


@pytest.fixture(scope="session")
def voila_url(voila_server: tuple[str, Path]) -> str:
    return voila_server[0]


@pytest.fixture(scope="session")
def classroom_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with classroom(tmp_path_factory.mktemp("classroom"), "all-fives-2p") as url:
        yield url


@pytest.fixture
def page(browser: object) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    opened = context.new_page()
    yield opened
    context.close()
