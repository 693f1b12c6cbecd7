"""Shared fixtures: the worked examples of the rules as records; and two games from outside the package.

``tests/plugins`` holds two small packages with their ``dist-info``, as installed packages would: put on
the import path before anything reads the registry, their games (``first-to-fifty``, ``fives-and-threes``) are
among the games every test reads from the registry. ``DOMINO_LESSONS_TEST_PLUGINS=0`` runs the suite without them
(and without the two files that test them): the package's tests pass either way.
"""

from __future__ import annotations

import copy
import os
import sys
from pathlib import Path
from typing import Any

PLUGINS = os.environ.get("DOMINO_LESSONS_TEST_PLUGINS", "1") != "0"
if PLUGINS:
    sys.path.insert(0, str(Path(__file__).resolve().parent / "plugins"))
collect_ignore = [] if PLUGINS else ["test_plugin_game.py", "test_plugin_spinner_game.py"]

import pytest  # noqa: E402
from helpers import AF1_DEAL, AF1_MOVES, AF2_DEAL, AF2_MOVES, make_record  # noqa: E402


@pytest.fixture
def af1() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF1_DEAL, AF1_MOVES))


@pytest.fixture
def af2() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF2_DEAL, AF2_MOVES, players=["P1", "P2"]))
