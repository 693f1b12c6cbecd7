"""The progress file: plain versioned JSON, read and checked, merged and written atomically under a lock.

``{"format": 1, "learner": ..., "answers": [...], "drills": [...], "hands": [...], "ticks": [...]}``: each
list holds objects with an ``id`` and ``at`` (when it last changed, UTC ISO time). Every write re-reads the
file under a lock (``fcntl.flock`` on a sibling ``.<name>.lock``, where ``fcntl`` exists: not on Windows or
in the browser, where one process writes) and merges: entries by id, the later ``at`` winning, so two
processes writing at once lose nothing. A file that cannot be read is never overwritten: it is moved aside
(``<stem>.damaged-<UTC time>.json``), said in one line on stderr, and a fresh file started.
"""

from __future__ import annotations

import errno
import json
import os
import sys
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from ..core.errors import DominoError
from ..core.learner import Damage, MovedAside, NotRead
from ..core.record import write_atomic
from ..narrate import narrator

try:
    import fcntl
except ImportError:  # Windows: no lock
    LOCKS = False
else:
    LOCKS = hasattr(fcntl, "flock")  # the browser's Python (Pyodide) has fcntl without flock: one process writes

FORMAT = 1
LISTS = ("answers", "drills", "hands", "ticks")
"""The file's lists of entries, each entry an object with an ``id`` and an ``at``."""
Data = dict[str, Any]


def fresh(learner: str | None = None) -> Data:
    """An empty progress file's contents."""
    return {"format": FORMAT, **({"learner": learner} if learner else {}), **{key: [] for key in LISTS}}


def stamp(now: datetime | None = None) -> str:
    """``now`` (default: the present) as UTC ISO time; a naive time is taken as UTC."""
    when = now or datetime.now(timezone.utc)
    when = when if when.tzinfo else when.replace(tzinfo=timezone.utc)
    return when.astimezone(timezone.utc).isoformat(timespec="microseconds")


def damaged(path: Path, damage: Damage, detail: str | None = None) -> DominoError:
    return DominoError(NotRead(path=path, damage=damage, detail=detail))


def parse(path: Path, raw: bytes) -> Data:
    """The file's contents, checked: a ``DominoError`` (``NotRead``) says why it is no progress file."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise damaged(path, Damage.NOT_JSON, "UTF-8") from None  # what it is not: the same in every language
    except json.JSONDecodeError as exc:
        raise damaged(path, Damage.NOT_JSON, f"{exc.lineno}:{exc.colno}") from None  # line:column, as editors write it
    if not isinstance(data, dict) or "format" not in data:
        raise damaged(path, Damage.FOREIGN)
    if isinstance(data["format"], int) and not isinstance(data["format"], bool) and data["format"] > FORMAT:
        raise damaged(path, Damage.NEWER, str(data["format"]))
    if data["format"] != FORMAT or not isinstance(data.get("learner", ""), str):
        raise damaged(path, Damage.FOREIGN, '"format"' if data["format"] != FORMAT else '"learner"')
    for key in LISTS:
        entries = data.setdefault(key, [])
        if not isinstance(entries, list) or not all(
                isinstance(e, dict) and isinstance(e.get("id"), str) and isinstance(e.get("at"), str) for e in entries):
            raise damaged(path, Damage.FOREIGN, f'"{key}"')
    return data


def read(path: Path) -> Data:
    """The progress file at ``path`` (a ``DominoError`` when it cannot be read or is none)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise damaged(path, Damage.UNREADABLE, errno.errorcode.get(exc.errno or 0, "").lower()) from None
    return parse(path, raw)


def aside(path: Path, now: datetime | None = None) -> Path:
    """A new name beside ``path`` for it when damaged: ``<stem>.damaged-<UTC time>[-n]<suffix>``."""
    when = stamp(now)[:19].replace("-", "").replace(":", "") + "Z"
    names = (f"{path.stem}.damaged-{when}{'' if n == 1 else f'-{n}'}{path.suffix}" for n in range(1, 10_000))
    return next(path.with_name(name) for name in names if not path.with_name(name).exists())


def read_or_fresh(path: Path, learner: str | None = None, lang: str | None = None) -> Data:
    """The file's contents; none yet: fresh ones; a damaged file moved aside (said in one line, in ``lang``) and
    fresh ones written. Call under ``locked``."""
    if not path.exists():
        return fresh(learner)
    try:
        return read(path)
    except DominoError as exc:
        to = aside(path)
        os.replace(path, to)
        print(narrator(lang).said(MovedAside(path=path, to=Path(to.name), damage=exc.facts["damage"],
                                             detail=exc.facts["detail"])),
              file=sys.stderr)
        data = fresh(learner)
        write(path, data)
        return data


def merge(disk: Data, mine: Data) -> Data:
    """Both, entry by entry (by id; the later ``at`` wins, mine on a tie), each list oldest first."""
    merged: Data = {**disk, **{k: v for k, v in mine.items() if k not in LISTS}}
    for key in LISTS:
        by_id = {e["id"]: e for e in disk[key]}
        for entry in mine[key]:
            if entry["id"] not in by_id or by_id[entry["id"]]["at"] <= entry["at"]:
                by_id[entry["id"]] = entry
        merged[key] = sorted(by_id.values(), key=lambda e: str(e["at"]))
    return merged


def write(path: Path, data: Data) -> None:
    """Write ``data`` atomically, readable by a person (one entry a line)."""
    lines = [f'  "{k}": {json.dumps(v, ensure_ascii=False)}' for k, v in data.items() if k not in LISTS]
    for key in LISTS:
        entries = ",\n".join(f"    {json.dumps(e, ensure_ascii=False)}" for e in data[key])
        lines.append(f'  "{key}": [\n{entries}\n  ]' if entries else f'  "{key}": []')
    write_atomic(path, "{\n" + ",\n".join(lines) + "\n}\n")


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the file's lock (where there are locks) for a read, merge and write."""
    if not LOCKS:
        yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(f".{path.name}.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def save(path: Path, mine: Data, lang: str | None = None) -> Data:
    """Merge ``mine`` into the file under its lock and write it; what the file holds now (a damaged file found
    meanwhile is said in ``lang``)."""
    with locked(path):
        merged = merge(read_or_fresh(path, mine.get("learner"), lang), mine)
        write(path, merged)
    return merged
