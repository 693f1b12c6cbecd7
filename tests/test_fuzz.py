"""Fuzzing the record reader: mutated shipped records and random JSON never break it."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domino_lessons.core import record
from domino_lessons.core.errors import DominoError

RECORDS = sorted((Path(record.__file__).parent.parent / "records").glob("*.json"))
SHIPPED = [json.loads(p.read_text(encoding="utf-8")) for p in RECORDS]

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) |
    st.text(max_size=12) | st.sampled_from(["6-4", "6-4 R", "draw", "pass", "7-7", "6-4 N", "sistemata R 2 left",
                                            "-1", "", "W", "0", "all-fives", "domeng"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def paths(node: Any, here: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree: keys of objects, indexes of lists."""
    found = [here]
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, here + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node[:30]):
            found += paths(value, here + (i,))
    return found


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    """A shipped record with a few structure-aware changes: replace, delete, duplicate or swap values."""
    data = copy.deepcopy(draw(st.sampled_from(SHIPPED)))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(data)
        place = draw(st.sampled_from(places))
        if not place:
            continue
        parent = data
        for step in place[:-1]:
            parent = parent[step]
        last = place[-1]
        action = draw(st.sampled_from(["replace", "delete", "duplicate", "swap"]))
        if action == "replace":
            parent[last] = draw(junk)
        elif action == "delete":
            del parent[last]
        elif action == "duplicate" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif action == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(0, len(parent) - 1))
            parent[last], parent[other] = parent[other], parent[last]
    return data


def read(text: str) -> None:
    """Reading and replaying either works or raises the documented error, nothing else."""
    try:
        record.replay(record.loads(text))
    except DominoError as exc:
        assert str(exc) and "\n" not in str(exc)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_records_fail_cleanly(data: Any) -> None:
    read(json.dumps(data))


@settings(max_examples=500, deadline=None)
@given(junk)
def test_random_json_fails_cleanly(data: Any) -> None:
    read(json.dumps(data))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200))
def test_random_bytes_and_text_fail_cleanly(blob: bytes | str) -> None:
    try:
        record.loads(blob)
    except DominoError:
        pass


def test_huge_and_deep_records_are_refused_in_bounded_memory() -> None:
    """Refused with a clear message, holding at most 60 MB (speed is for the benchmarks, not a test)."""
    cases = ["[" * 200_000 + "]" * 200_000, '{"format": ' + "9" * 100_000 + "}", " " * 3_000_000,
             '{"hands": [' + ",".join(['{"deal": [], "boneyard": [], "moves": []}'] * 40_000) + "]}",
             '{"format": NaN}', '{"format": Infinity}']
    for text in cases:
        tracemalloc.start()
        try:
            record.replay(record.loads(text))
            raise AssertionError("accepted")
        except DominoError as exc:
            message = str(exc)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 60_000_000, (message, peak)
        assert message and "\n" not in message


def test_cli_exits_0_or_2_with_one_line(tmp_path: Path) -> None:
    """A sample of mutated files through the real command line."""
    import random

    rng = random.Random(7)
    files = []
    for i in range(40):
        data = copy.deepcopy(rng.choice(SHIPPED))
        hand = rng.choice(data["hands"])
        key = rng.choice(["moves", "deal", "boneyard", "leader"])
        hand[key] = rng.choice([[], "x", 3, None, ["9-9"], hand.get(key, [])[::-1] if key != "leader" else -1])
        path = tmp_path / f"r{i}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        files.append(path)
    (tmp_path / "broken.json").write_bytes(b"\xff\xfe{")
    files.append(tmp_path / "broken.json")
    for path in files:
        done = subprocess.run([sys.executable, "-m", "domino_lessons", "replay", str(path)], capture_output=True,
                              text=True, timeout=60)
        assert done.returncode in (0, 2), done.stderr
        if done.returncode == 2:
            assert done.stdout == "" and done.stderr.count("\n") == 1 and done.stderr.startswith(str(path))
            assert "Traceback" not in done.stderr
