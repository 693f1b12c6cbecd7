"""What every test session shares, the notebooks' included: a learner's progress file of its own.

The lessons remember a learner's work in ``domino-progress.json`` in the lessons folder (``progress.use()``);
a test run must not leave one in the repository, so the session's notebooks and widgets keep theirs in a
temporary folder (the notebooks' kernels inherit the variable).
"""

from __future__ import annotations

import os
import shutil
import tempfile

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
