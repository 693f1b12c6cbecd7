"""A table's journal: one JSON line for the table as it was set (its game, options, names, who the computer plays),
then one per change (a move, a deal, a teacher's step), each written whole and synced to disk before the change is
made and answered. A deal is written sealed (``seal``): the journal never names a tile of a hand in play. The file
is its owner's alone (0600 from its first byte).

A line is written whole or not at all: a write that fails part-way (a full disk) is cut back before the refusal.
What a kill mid-write leaves, a line cut short, is dropped when the journal is read, wherever it is (at the end, or
with the next line written after it): such a change was never answered."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..core.record import write_atomic, write_error

Line = dict[str, Any]


def encoded(line: Line) -> bytes:
    return (json.dumps(line, separators=(",", ":"), sort_keys=True) + "\n").encode("utf-8")


def parsed(raw: bytes) -> Line | None:
    """The line ``raw`` holds, or the whole line written after a torn one (its end), or None."""
    start = 0
    while (start := raw.find(b"{", start)) != -1:
        try:
            found = json.loads(raw[start:].decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            start += 1
            continue
        return found if isinstance(found, dict) else None
    return None


class Journal:
    """Appends a table's lines to ``path`` and reads them back."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def write(self, line: Line) -> None:
        """Append ``line`` whole and sync it to disk before returning; where the write fails, the file is cut back to
        what it was and a ``WriteError`` says why."""
        data = memoryview(encoded(line))
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        except OSError as exc:
            raise write_error(self.path, exc) from None
        size = None
        try:
            size = os.fstat(fd).st_size
            while data:
                data = data[os.write(fd, data):]
            os.fsync(fd)
        except OSError as exc:
            try:
                if size is not None:
                    os.ftruncate(fd, size)
            except OSError:
                pass  # left cut short on disk: the next read drops it
            raise write_error(self.path, exc) from None
        finally:
            os.close(fd)

    def read(self) -> list[Line]:
        """Every whole line written. Lines cut short are dropped wherever they are, and the file written again
        without them (so the next line starts clean)."""
        if not self.path.exists():
            return []
        data = self.path.read_bytes()
        whole = data.split(b"\n")[:-1]  # what follows the last line's end was never written whole
        kept = [line for line in map(parsed, whole) if line is not None]
        clean = b"".join(encoded(line) for line in kept)
        if clean != data:
            write_atomic(self.path, clean, mode=0o600)
        return kept
