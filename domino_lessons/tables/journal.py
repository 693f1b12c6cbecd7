"""A table's journal: one JSON line for the table as it was set (its game, options, names, seed), then one per move,
each written and synced to disk before the move is answered. A table is restored by playing its journal again
through the engine; a last line cut short (the service killed mid-write) was never answered and is left out."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


class Journal:
    """Appends a table's lines to ``path`` (made if missing) and reads them back."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)

    def write(self, line: dict[str, Any]) -> None:
        """Append ``line`` and sync it to disk before returning."""
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(line, separators=(",", ":"), sort_keys=True) + "\n")
            out.flush()
            os.fsync(out.fileno())

    def read(self) -> list[dict[str, Any]]:
        """Every whole line written; a last line cut short is dropped (and cut from the file, so the next line
        starts clean)."""
        if not self.path.exists():
            return []
        data = self.path.read_bytes()
        whole = data[:data.rfind(b"\n") + 1]
        if len(whole) != len(data):
            with open(self.path, "r+b") as out:
                out.truncate(len(whole))
        return [json.loads(line) for line in whole.decode("utf-8").splitlines() if line]
