"""Shared fixtures: the worked examples of the rules as records; and a game from outside the package.

``tests/plugins`` holds a small package with its ``dist-info``, as an installed package would: put on
the import path before anything reads the registry, its game (``first-to-fifty``) is one of the games
every test reads from the registry.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "plugins"))

import pytest  # noqa: E402
from helpers import AF1_DEAL, AF1_MOVES, AF2_DEAL, AF2_MOVES, make_record  # noqa: E402


@pytest.fixture
def af1() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF1_DEAL, AF1_MOVES))


@pytest.fixture
def af2() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF2_DEAL, AF2_MOVES, players=["P1", "P2"]))
