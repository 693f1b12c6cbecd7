"""A class's tables: opened by the teacher, joined by learners (a learner keeps their seat when they come back),
kept in one folder of the service's alone (0700; each table's journal, and the roster of who sits where, written
atomically, every file 0600), so a service restarted, even killed, comes back with every table as it was. A table
or a roster that cannot be read is moved aside with one line, and the others start."""

from __future__ import annotations

import json
import os
import secrets
import sys
import time
from pathlib import Path
from typing import Any, Callable

from ..core.errors import DominoError
from ..core.labels import TableWord
from ..core.names import NAMES
from ..core.record import write_atomic
from ..progress.store import aside
from ..rules import find_variant
from .seal import Seal, private_folder
from .table import Table

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""A table's code is read aloud and typed: no 0/O, 1/I."""


class Hall:
    """Every table of a class, by code, and who sits where (``roster``: a learner's name → (code, seat))."""

    def __init__(self, folder: Path, seal: Seal) -> None:
        self.folder, self.seal = folder, seal
        private_folder(folder)
        self.tables: dict[str, Table] = {}
        for path in sorted(p for p in folder.glob("*.jsonl") if ".damaged-" not in p.name):
            table = kept_aside(path, lambda: Table.restore(path, seal))
            if table is not None:
                self.tables[table.code] = table
        self.roster: dict[str, list[Any]] = kept_aside(folder / "roster.json", self.read_roster) or {}
        self.seen: dict[tuple[str, int], float] = {}
        """When each seat's learner was last heard from (``time.monotonic``)."""
        self.waiting: dict[tuple[str, int], int] = {}
        """How many requests each seat's learner has waiting for the table to move (a page open: they are here)."""
        self.opened: dict[str, float] = {code: time.monotonic() for code in self.tables}
        """When each table was opened (or the service started): an empty seat waits ``away`` from then."""
        self.failing: set[str] = set()
        """The tables whose journal could not be written at the last round (said once, until it can again)."""

    def read_roster(self) -> dict[str, list[Any]]:
        path = self.folder / "roster.json"
        if not path.exists():
            return {}
        roster = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(roster, dict) or not all(isinstance(v, list) and len(v) == 2 for v in roster.values()):
            raise ValueError("not a roster")
        return roster

    def open(self, game: str, humans: list[bool], *, names: list[str] | None = None, options: dict[str, Any] | None = None,
             bot: str = "greedy", shuffle: Any = None) -> Table:
        """A new table of ``game``: a seat for each of ``humans`` (False: the computer's), started at once
        (``shuffle``: a test's own generator for the deals). Refused, leaving nothing behind, where its journal
        cannot be written."""
        cls = find_variant(game)
        code = self.new_code()
        path = self.folder / f"{code}.jsonl"
        table = Table(code, cls.id, names or list(NAMES[:len(humans)]), path, seal=self.seal, options=options,
                      bot=bot, humans=humans, shuffle=shuffle)
        try:
            table.start()
        except BaseException:
            path.unlink(missing_ok=True)
            raise
        self.tables[code] = table
        self.opened[code] = time.monotonic()
        return table

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(5))
            if code not in self.tables:
                return code

    def table(self, code: str) -> Table:
        found = self.tables.get(code.upper()) if isinstance(code, str) else None
        if found is None:
            raise DominoError(TableWord.NO_SUCH_TABLE, code=str(code)[:12])
        return found

    def join(self, code: str, learner: str, seat: int | None = None) -> int:
        """Seat ``learner`` at table ``code``: the seat they hold already (coming back), else ``seat`` if it is a
        learner's and free, else the first free learner's seat."""
        table = self.table(code)
        held = self.roster.get(learner)
        if held is not None and held[0] == table.code:
            return int(held[1])
        if table.closed or table.match.over:
            raise DominoError(TableWord.TABLE_OVER)
        taken = {s for code_, s in self.roster.values() if code_ == table.code}
        free = [s for s, human in enumerate(table.humans) if human and s not in taken]
        chosen = seat if seat in free else (free[0] if free and seat is None else None)
        if chosen is None:
            raise DominoError(TableWord.NO_FREE_SEAT, code=table.code)
        roster = {**self.roster, learner: [table.code, chosen]}
        write_atomic(self.folder / "roster.json", json.dumps(roster, sort_keys=True, indent=1), mode=0o600)
        self.roster = roster  # once written
        return chosen

    def seat_of(self, code: str, learner: str) -> int:
        """The seat ``learner`` holds at ``code``, noting they are there; refused where they hold none there."""
        held = self.roster.get(learner)
        if held is None or held[0] != self.table(code).code:
            raise DominoError(TableWord.NOT_SEATED, code=str(code)[:12])
        self.seen[(held[0], int(held[1]))] = time.monotonic()
        return int(held[1])

    def stand_ins(self, away: float, now: float | None = None) -> list[str]:
        """The computer's turns at every table where it is to move (a table restored mid-turn, a turn whose journal
        could not be written before), and the computer plays every learner's seat to move that nobody holds, or
        whose learner has not been heard from for ``away`` seconds and is not waiting at the table (its seat stays
        theirs: they take it back by coming back); the tables moved. A table whose journal cannot be written (or that
        fails otherwise) is said once on stderr and left as it was; the others move on."""
        now = time.monotonic() if now is None else now
        moved = []
        for code, table in self.tables.items():
            hand = table.hand
            if hand.over or table.paused or table.closed or self.waiting.get((code, hand.to_move)):
                continue
            if table.humans[hand.to_move]:
                if now - self.seen.get((code, hand.to_move), self.opened.get(code, 0.0)) < away:
                    continue
                step = table.stand_in
            else:
                step = table.computer_turns
            try:
                step()
            except Exception as exc:  # a journal that cannot be written, or a table gone wrong: the others move on
                if code not in self.failing:
                    print(exc.said() if isinstance(exc, DominoError) else f"{code}: {exc!r}", file=sys.stderr)
                self.failing.add(code)
                continue
            self.failing.discard(code)
            moved.append(code)
        return moved

    def summary(self) -> list[dict[str, Any]]:
        """Every table at a glance, for the teacher: game, options, seats and who holds them (the computer playing as
        ``bot``), score, whose turn."""
        return [{"table": code, "game": t.match.variant.id, "options": t.match.variant.options, "bot": t.bot,
                 "names": list(t.match.seats.names),
                 "learners": {str(s): name for name, (c, s) in self.roster.items() if c == code},
                 "humans": t.humans, "totals": list(t.match.totals), "hand": len(t.match.hands),
                 "to_move": None if t.hand.over else t.hand.to_move, "over": t.match.over, "version": t.version,
                 "paused": t.paused, "closed": t.closed}
                for code, t in self.tables.items()]


def kept_aside(path: Path, read: Callable[[], Any]) -> Any:
    """What ``read`` makes of ``path``; where it cannot (damaged, written by an earlier version, sealed with another
    key), None: the file is moved aside (``<stem>.damaged-<UTC time><suffix>``), said in one line on stderr."""
    try:
        return read()
    except Exception as exc:  # whatever the file holds, the service starts
        to = aside(path)
        os.replace(path, to)
        print(DominoError(TableWord.SET_ASIDE, path=path, to=to, why=str(exc)[:200]).said(), file=sys.stderr)
        return None
