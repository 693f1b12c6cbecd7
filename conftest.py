"""What every test session shares, the notebooks' included: a learner's progress file of its own.

The lessons remember a learner's work in ``domino-progress.json`` in the lessons folder (``progress.use()``);
a test run must not leave one in the repository, so the session's notebooks and widgets keep theirs in a
temporary folder (the notebooks' kernels inherit the variable).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from domino_lessons.progress import FOLDER_VARIABLE

_FOLDERS: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    if FOLDER_VARIABLE not in os.environ:
        _FOLDERS.append(tempfile.mkdtemp(prefix="domino-progress-"))
        os.environ[FOLDER_VARIABLE] = _FOLDERS[-1]


def pytest_unconfigure(config: pytest.Config) -> None:
    for folder in _FOLDERS:
        os.environ.pop(FOLDER_VARIABLE, None)
        shutil.rmtree(folder, ignore_errors=True)


@dataclass(frozen=True)
class DocsSite:
    """The docs built by ``bash docs/build --docs-only --out folder``: the folder, the exit code and the log."""

    folder: Path
    returncode: int
    log: str

    def built(self) -> Path:
        """The folder, or the test fails with the build's log."""
        if self.returncode != 0:
            pytest.fail(f"bash docs/build failed ({self.returncode}):\n{self.log[-6000:]}", pytrace=False)
        return self.folder


@pytest.fixture(scope="session")
def docs_site(tmp_path_factory: pytest.TempPathFactory) -> DocsSite:
    """The docs site built once for the session (the venv is the test run's, so no setup step)."""
    out = tmp_path_factory.mktemp("docs") / "site"
    repo = Path(__file__).resolve().parent
    done = subprocess.run(["bash", str(repo / "docs" / "build"), "--docs-only", "--no-setup", "--out", str(out)],
                          cwd=repo, capture_output=True, text=True, timeout=1200,
                          env={**os.environ, "PYTHON": sys.executable})
    return DocsSite(out, done.returncode, done.stdout + done.stderr)
