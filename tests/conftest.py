"""Shared fixtures: the worked examples of the rules as records."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from helpers import AF1_DEAL, AF1_MOVES, AF2_DEAL, AF2_MOVES, make_record


@pytest.fixture
def af1() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF1_DEAL, AF1_MOVES))


@pytest.fixture
def af2() -> dict[str, Any]:
    return copy.deepcopy(make_record(AF2_DEAL, AF2_MOVES, players=["P1", "P2"]))
