"""What every test session shares, the notebooks' included: a learner's progress file of its own, and a state
folder of its own.

The lessons remember a learner's work in ``domino-progress.json`` in the lessons folder (``progress.use()``);
a test run must not leave one in the repository, so the session's notebooks and widgets keep theirs in a
temporary folder (the notebooks' kernels inherit the variable). The table services the tests start keep their key
in the user's state (``$XDG_STATE_HOME``): the session's, in a temporary folder too, not the home's.
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


_BEFORE: dict[str, str | None] = {}


def pytest_configure(config: pytest.Config) -> None:
    for variable, prefix in ((FOLDER_VARIABLE, "domino-progress-"), ("XDG_STATE_HOME", "domino-state-")):
        if variable not in os.environ or variable == "XDG_STATE_HOME":
            _BEFORE[variable] = os.environ.get(variable)
            _FOLDERS.append(tempfile.mkdtemp(prefix=prefix))
            os.environ[variable] = _FOLDERS[-1]


def pytest_unconfigure(config: pytest.Config) -> None:
    for variable, before in _BEFORE.items():
        if before is None:
            os.environ.pop(variable, None)
        else:
            os.environ[variable] = before
    for folder in _FOLDERS:
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
