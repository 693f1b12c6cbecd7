"""A learner's end of a class table, without widgets: the requests a lesson's ``TableClient`` makes to the table
service (``tables.service``), and where a learner's key is kept so they come back to their seat."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from ..core.errors import DominoError
from ..core.labels import TableWord
from ..core.record import write_atomic

def service_file() -> Path:
    """Where a running ``domino-lessons tables`` says where it is (its address and the teacher's token's file): in
    the user's own state, so the teacher's board finds it from any folder."""
    from .seal import state_home

    return state_home() / "domino-lessons" / "tables-service.json"


def running_service() -> dict[str, Any] | None:
    """The table service running on this machine as this user (``url``, ``token_file``, ``folder``, ``pid``), if
    any."""
    try:
        found = json.loads(service_file().read_text(encoding="utf-8"))
        os.kill(int(found["pid"]), 0)  # still running
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return found if isinstance(found.get("url"), str) and isinstance(found.get("token_file"), str) else None


KEYS = Path("domino-table-keys.json")
"""Where a learner's keys are kept, beside their lessons: one per service, table and learner."""


class Refusal(DominoError):
    """What the service said no to, in its own words (already in the reader's language)."""


class Connection:
    """Requests to the table service at ``url`` for one table, as the learner holding ``key`` (or the teacher, with
    ``token``)."""

    def __init__(self, url: str, table: str, *, key: str | None = None, token: str | None = None,
                 lang: str = "en") -> None:
        self.url, self.table, self.key, self.token, self.lang = url.rstrip("/"), table.upper(), key, token, lang

    def call(self, path: str, body: dict[str, Any] | None = None, timeout: float = 30) -> dict[str, Any]:
        """The service's JSON object."""
        return dict(self.request(path, body, timeout))

    def request(self, path: str, body: dict[str, Any] | None = None, timeout: float = 30) -> Any:
        """The service's JSON answer, or a ``Refusal`` with its words (a service out of reach is said too)."""
        sep = "&" if "?" in path else "?"
        request = urllib.request.Request(f"{self.url}{path}{sep}lang={self.lang}",
                                         data=None if body is None else json.dumps(body).encode(),
                                         method="GET" if body is None else "POST")
        if self.key or self.token:
            request.add_header("Authorization", f"key {self.key}" if self.key else f"token {self.token}")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as refused:
            raise Refusal(str(json.loads(refused.read()).get("error", refused.reason))) from None
        except (urllib.error.URLError, OSError) as lost:
            raise Refusal(TableWord.UNREACHABLE, url=self.url, why=str(getattr(lost, "reason", lost))) from None

    def join(self, name: str) -> tuple[int, str]:
        """Take a seat (or the one held already, with a key): the seat, and the name it is played under (the
        learner's; on a hub, the hub's); a new key is kept in ``key``."""
        joined = self.call("/api/join", {"table": self.table, "name": name})
        self.key = joined["key"] or self.key
        return int(joined["seat"]), str(joined["name"])

    def view(self, after: int | None = None, selected: str | None = None, wait: int | None = None) -> dict[str, Any]:
        """The table as this seat sees it, drawn (``selected``: the tile picked in its hand, where it fits marked);
        with ``after``, once it has moved past that version (or ``wait`` seconds)."""
        asked = ("" if after is None else f"&after={after}") + ("" if selected is None else f"&selected={selected}")
        asked += "" if wait is None else f"&wait={wait}"
        return self.call(f"/api/tables/{self.table}?drawn=1{asked}", timeout=60)

    def move(self, move: str, at: int) -> dict[str, Any]:
        return self.call(f"/api/tables/{self.table}/move?drawn=1", {"move": move, "at": at})

    def next_hand(self) -> dict[str, Any]:
        return self.call(f"/api/tables/{self.table}/next?drawn=1", {})

    def leave(self) -> None:
        """Say the learner's page is closed: away at once, until this connection is heard from again."""
        self.call(f"/api/tables/{self.table}/leave", {})

    def tables(self) -> list[dict[str, Any]]:
        """Every table at a glance (the teacher)."""
        return list(self.request("/api/tables"))

    def open_table(self, game: str, humans: list[bool], bot: str = "greedy",
                   options: dict[str, Any] | None = None) -> str:
        """Open a table (the teacher): its code, which this connection now speaks to. ``bot``: how the computer plays
        the seats nobody holds; ``options``: the game's (its defaults where not given)."""
        body = {"game": game, "humans": humans, "bot": bot, **({"options": options} if options else {})}
        self.table = str(self.call("/api/tables", body)["table"])
        return self.table

    def steer(self, action: str, given: dict[int, list[str]] | None = None) -> dict[str, Any]:
        """The teacher's step at this table (``pause``, ``resume``, ``close``, ``restart``, ``deal``), ``given``:
        tiles seats hold in the deal (``{1: ["6-6", "5-5"]}``: Ben holds two doubles)."""
        body: dict[str, Any] = {"action": action, **({"given": given} if given else {})}
        return self.call(f"/api/tables/{self.table}/steer?drawn=1", body)

    def record(self) -> dict[str, Any]:
        """The table's finished hands, as a record (``core.record``'s JSON)."""
        return self.call(f"/api/tables/{self.table}/record")


def key_id(url: str, table: str, name: str) -> str:
    """Where a learner's key is kept in the file: the service, the table and the learner (two learners whose lessons
    share a folder keep a key each)."""
    return f"{url.rstrip('/')} {table.upper()} {name.strip().casefold()}"


def kept_key(url: str, table: str, name: str, keys: Path = KEYS) -> str | None:
    """The key kept for learner ``name`` at ``table`` at ``url``, if any."""
    try:
        found = json.loads(keys.read_text(encoding="utf-8")).get(key_id(url, table, name))
    except (OSError, ValueError, AttributeError):
        return None
    return found if isinstance(found, str) else None


def keep_key(url: str, table: str, name: str, key: str, keys: Path = KEYS) -> None:
    """Keep learner ``name``'s ``key`` for ``table`` at ``url`` (the other keys kept stay), readable by its owner
    alone. Learners whose notebooks share the folder and sit down at the same moment each keep theirs: the file is
    read and written under a lock (``.domino-table-keys.json.lock`` beside it), where the system has locks."""
    with locked(keys.with_name(f".{keys.name}.lock")):
        try:
            kept = json.loads(keys.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            kept = {}
        kept = kept if isinstance(kept, dict) else {}
        kept[key_id(url, table, name)] = key
        write_atomic(keys, json.dumps(kept, sort_keys=True, indent=1), mode=0o600)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (made where missing) while inside; without ``fcntl`` (Windows, a browser's
    Python), no lock."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def unit_of_play(listed: dict[str, Any]) -> str:
    """What the game of a table (a view or a line of the list of tables) calls a deal played out: ``hand``, or
    ``round`` (``Variant.play_unit``), the fact a table's messages choose their words by."""
    from ..rules import registry

    game = registry().get(str(listed.get("game")))
    return game.play_unit if game is not None else "hand"
