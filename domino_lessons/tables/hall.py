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
    """Every table of a class, by code, and who sits where (``roster``: a learner → the seat they hold at each table
    they joined)."""

    def __init__(self, folder: Path, seal: Seal, away: float = 60.0) -> None:
        """``away``: after how many seconds unheard a learner is away (the computer plays their turns)."""
        self.folder, self.seal, self.away = folder, seal, away
        private_folder(folder)
        self.tables: dict[str, Table] = {}
        for path in sorted(p for p in folder.glob("*.jsonl") if ".damaged-" not in p.name):
            table = kept_aside(path, lambda: Table.restore(path, seal))
            if table is not None:
                self.tables[table.code] = table
        self.roster: dict[str, dict[str, int]] = kept_aside(folder / "roster.json", self.read_roster) or {}
        self.seen: dict[tuple[str, int], float] = {}
        """When each seat's learner was last heard from (``time.monotonic``)."""
        self.gone: dict[tuple[str, int], float] = {}
        """When each seat's learner closed their page (``leave``), until they are heard from again: away at once,
        whatever request of theirs was still waiting."""
        self.waiting: dict[tuple[str, int | None], int] = {}
        """How many requests each seat's learner (None: the teacher) has waiting for the table to move (a page open:
        they are here)."""
        self.begun_at: dict[str, float] = {}
        """When each table was first seen begun by the computer's rounds (or the service started): an empty seat
        waits ``away`` from then, not from the table's opening."""
        self.failing: set[str] = set()
        """The tables whose journal could not be written at the last round (said once, until it can again)."""

    def read_roster(self) -> dict[str, dict[str, int]]:
        """The roster as written (a learner's one seat, ``[code, seat]``, as an earlier version wrote it)."""
        path = self.folder / "roster.json"
        if not path.exists():
            return {}
        roster = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(roster, dict):
            raise ValueError("not a roster")
        held = {learner: {str(seats[0]): int(seats[1])} if isinstance(seats, list) else
                {str(code): int(seat) for code, seat in dict(seats).items()} for learner, seats in roster.items()}
        return held

    def open(self, game: str, humans: list[bool], *, names: list[str] | None = None, options: dict[str, Any] | None = None,
             bot: str = "greedy", now: bool = False, shuffle: Any = None) -> Table:
        """A new table of ``game``: a seat for each of ``humans`` (False: the computer's), its first hand dealt once
        every learner's seat is taken (``now``: at once). ``names``: the learners the teacher seats, one a seat (a
        learner then takes only the seat named for them). ``shuffle``: a test's own generator for the deals.
        Refused, leaving nothing behind, where its journal cannot be written."""
        cls = find_variant(game)
        code = self.new_code()
        path = self.folder / f"{code}.jsonl"
        table = Table(code, cls.id, names or list(NAMES[:len(humans)]), path, seal=self.seal, options=options,
                      bot=bot, humans=humans, named=names is not None, shuffle=shuffle)
        try:
            table.start(now)
        except BaseException:
            path.unlink(missing_ok=True)
            raise
        self.tables[code] = table
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

    def seat_for(self, code: str, learner: str | None, name: str, seat: int | None = None) -> int:
        """The seat ``learner`` (None: a learner not yet admitted) called ``name`` takes at table ``code``, changing
        nothing: the one they hold there already, else the seat named for them where the teacher named the seats,
        else ``seat`` if it is a learner's and free, else the first free learner's seat. Refused where the table is
        over, another learner of that name sits there, or no seat is for them."""
        table = self.table(code)
        held = self.roster.get(learner, {}).get(table.code) if learner is not None else None
        if held is not None:
            return held
        if table.closed or table.match.over:
            raise DominoError(TableWord.TABLE_OVER)
        taken = self.held(table.code)
        if any(table.names[s].casefold() == name.casefold() for s in taken):
            raise DominoError(TableWord.NAME_TAKEN, name=name, code=table.code)
        free = [s for s, human in enumerate(table.humans) if human and s not in taken]
        if table.named:
            mine = [s for s in free if table.names[s].casefold() == name.casefold()]
            if not mine:
                raise DominoError(TableWord.NOT_YOUR_SEAT, name=name, code=table.code)
            return mine[0]
        chosen = seat if seat in free else (free[0] if free and seat is None else None)
        if chosen is None:
            raise DominoError(TableWord.NO_FREE_SEAT, code=table.code)
        return chosen

    def join(self, code: str, learner: str, name: str, seat: int | None = None) -> int:
        """Seat ``learner`` called ``name`` at table ``code`` (``seat_for``); the seat takes their name, and the table
        begins once every learner's seat is taken. A learner may hold seats at several tables."""
        table = self.table(code)
        chosen = self.seat_for(code, learner, name, seat)
        self.heard(table.code, chosen, time.monotonic())
        if self.roster.get(learner, {}).get(table.code) == chosen:
            return chosen
        table.sit(chosen, name)
        roster = {**self.roster, learner: {**self.roster.get(learner, {}), table.code: chosen}}
        write_atomic(self.folder / "roster.json", json.dumps(roster, sort_keys=True, indent=1), mode=0o600)
        self.roster = roster  # once written
        return chosen

    def seat_of(self, code: str, learner: str) -> int:
        """The seat ``learner`` holds at ``code``, noting they are there; refused where they hold none there."""
        held = self.roster.get(learner, {}).get(self.table(code).code)
        if held is None:
            raise DominoError(TableWord.NOT_SEATED, code=str(code)[:12])
        self.heard(self.table(code).code, held, time.monotonic())
        return held

    def heard(self, code: str, seat: int, since: float) -> None:
        """A request of ``seat``'s learner, sent at ``since``, has come or ended: they are here, unless they closed
        their page after sending it."""
        if self.gone.get((code, seat), -1e9) < since:
            self.gone.pop((code, seat), None)
            self.seen[(code, seat)] = time.monotonic()

    def leave(self, code: str, seat: int) -> None:
        """``seat``'s learner closed their page: away at once on the teacher's list until heard again; the computer
        plays their turns once ``away`` seconds have passed (a kernel restarted is back before)."""
        self.gone[(code, seat)] = self.seen[(code, seat)] = time.monotonic()

    def stand_ins(self, away: float | None = None, now: float | None = None) -> list[str]:
        """The computer's turns at every table where it is to move (a table restored mid-turn, a turn whose journal
        could not be written before), and the computer plays every learner's seat to move that nobody holds, or
        whose learner has not been heard from for ``away`` seconds and is not waiting at the table (its seat stays
        theirs: they take it back by coming back); the tables moved. A table whose journal cannot be written (or that
        fails otherwise) is said once on stderr and left as it was; the others move on."""
        now = time.monotonic() if now is None else now
        away = self.away if away is None else away
        moved = []
        for code, table in self.tables.items():
            if not table.begun:
                continue
            hand = table.hand
            begun = self.begun_at.setdefault(code, now)
            if hand.over or table.paused or table.closed or self.waiting.get((code, hand.to_move)):
                continue
            if table.humans[hand.to_move]:
                if now - self.seen.get((code, hand.to_move), begun) < away:
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

    def held(self, code: str) -> set[int]:
        """The seats of table ``code`` a learner holds."""
        return {seats[code] for seats in self.roster.values() if code in seats}

    def presence(self, code: str, now: float | None = None) -> list[str]:
        """Each seat of table ``code``: ``computer`` (its seat), ``free`` (a learner's nobody holds), ``here`` (its
        learner has a page waiting at the table, or was heard from within ``away`` seconds) or ``away`` (the computer
        plays their turns until they come back)."""
        now = time.monotonic() if now is None else now
        table, held = self.tables[code], self.held(code)
        return ["computer" if not human else "free" if seat not in held else
                "here" if (code, seat) not in self.gone and (self.waiting.get((code, seat))
                                                             or now - self.seen.get((code, seat), -1e9) < self.away)
                else "away" for seat, human in enumerate(table.humans)]

    def summary(self) -> list[dict[str, Any]]:
        """Every table at a glance, for the teacher: game, options, seats and who holds them (the computer playing as
        ``bot``), who is present, score, whose turn, whether it waits for its learners."""
        listed = []
        for code, t in self.tables.items():
            playing = t.begun and not t.hand.over
            listed.append({
                "table": code, "game": t.match.variant.id, "options": t.match.variant.options, "bot": t.bot,
                "names": list(t.names), "humans": t.humans, "presence": self.presence(code),
                "learners": {str(seat): t.names[seat] for seat in sorted(self.held(code))},
                "totals": list(t.match.totals), "hand": len(t.match.hands),
                "to_move": t.hand.to_move if playing else None, "over": t.match.over, "version": t.version,
                "paused": t.paused, "closed": t.closed, "waiting": not t.begun})
        return listed


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
