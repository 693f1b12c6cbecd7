"""The table service: a Tornado application (the engine under Jupyter Server and JupyterHub's services) that carries
a ``Hall``'s messages over HTTP. It decides no rule (the engine does, in ``Table``) and sends each reader only what
``views`` gives them.

``/api/join`` seats a learner at a table by its code and gives back their key; ``/api/tables`` lists the tables
(teacher) or opens one (teacher); ``/api/tables/CODE`` is a table as the reader may see it (a learner: their seat;
the teacher: every hand), and with ``?after=VERSION`` waits until the table has moved on (a long poll);
``?drawn=1`` adds the table drawn as the reader sees it; ``/api/tables/CODE/move`` makes the reader's move, made against the version they saw (so a move sent twice, or after
the table moved on, is refused and made once at most); ``/api/tables/CODE/next`` deals the next hand; ``/api/tables/CODE/record`` is the finished hands as a record; ``/api/tables/CODE/steer`` is the teacher's (pause,
resume, close, restart, deal the next hand with tiles given to seats for a demonstration). Who the reader
is comes from an ``Auth``: on one machine a token for the teacher and a key per learner (``KeyAuth``).
Every refusal is one line in the reader's language (``?lang=it``), with nothing changed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from datetime import timedelta
from pathlib import Path
import inspect
from typing import Any, Awaitable, NamedTuple, Protocol

import tornado.locks
import tornado.web

from ..core.errors import DominoError, WriteError
from ..core.labels import TableWord
from ..core.record import write_atomic
from ..coach.players import PLAYERS
from ..core.tiles import Tile
from ..narrate import LANGUAGES
from .hall import Hall, kept_aside
from .table import Table, given_from

LIMIT = 4096
"""The largest request body taken, in bytes."""
BODY_LIMIT = 1 << 20
"""What the server reads at all: a body up to it is refused in words (over ``LIMIT``); past it the connection is
closed."""
WAIT = 20.0
"""How long a long poll waits for the table to move on, in seconds."""
SEAT_WAITS = 4
"""The most long polls one seat (or the teacher, at a table) holds waiting at once; more are answered at once."""
WAITS = 400
"""The most long polls the service holds waiting at once (a class of 100 learners, a page each, and the teachers'),
well under the open files a process may hold; more are answered at once."""


SEATS = 8
"""The most seats a table is opened with (every game has fewer)."""
KEYS = 2000
"""The most learners' keys the service keeps (a school's classes; a folder of its own for more)."""
TRIES = 20
"""The most joins refused to one address in a minute (a table's code cannot be guessed by trying them all)."""
NAME = 40
"""The longest name a seat or a learner is given."""


STATUS: dict[Any, int] = {TableWord.NO_SUCH_TABLE: 404, TableWord.WHO_ARE_YOU: 401}
"""The HTTP status of a refusal by its problem (else 409: the table's state refuses it)."""


def checked(fits: bool, expected: str) -> None:
    """Refuse a request whose fields are not what they must be (``expected``, as the refusal says it)."""
    if not fits:
        raise Refused(400, DominoError(TableWord.NOT_JSON, expected=expected))


class Who(NamedTuple):
    """The reader of a request: a learner (``name``, who they are to the service; ``shown``, the name they gave,
    seen at their seat), or the teacher."""

    name: str
    teacher: bool
    shown: str = ""


class Auth(Protocol):
    admits: bool
    """Does a learner without a key get one by joining (else: the hub says who they are)?"""

    def who(self, handler: tornado.web.RequestHandler) -> Who | None | Awaitable[Who | None]: ...

    def admit(self, name: str) -> tuple[str, str]: ...


class KeyAuth:
    """One machine without a hub: the teacher sends ``Authorization: token TOKEN``; a learner the key ``admit`` gave
    them when they joined (``Authorization: key KEY``). Keys are kept hashed in the hall's folder."""

    admits = True

    def __init__(self, token: str, folder: Path) -> None:
        self.token, self.file = token, folder / "keys.json"
        self.keys: dict[str, str] = kept_aside(self.file, self.read_keys) or {}

    def read_keys(self) -> dict[str, str]:
        if not self.file.exists():
            return {}
        keys = json.loads(self.file.read_text(encoding="utf-8"))
        if not isinstance(keys, dict) or not all(isinstance(v, str) for v in keys.values()):
            raise ValueError("not a file of keys")
        return keys

    def who(self, handler: tornado.web.RequestHandler) -> Who | None:
        scheme, _, value = handler.request.headers.get("Authorization", "").partition(" ")
        if scheme.lower() == "token" and hmac.compare_digest(value.encode(), self.token.encode()):
            return Who("teacher", True)
        name = self.keys.get(hashlib.sha256(value.encode()).hexdigest()) if scheme.lower() == "key" else None
        return Who(name, False, name.rpartition("#")[0]) if name is not None else None

    def admit(self, name: str) -> tuple[str, str]:
        """A new learner called ``name``: their key (given once, kept only hashed) and who they are here; refused
        once the service keeps ``KEYS`` learners."""
        if len(self.keys) >= KEYS:
            raise DominoError(TableWord.TOO_MANY_LEARNERS, count=KEYS)
        key, learner = secrets.token_urlsafe(24), f"{name[:NAME]}#{len(self.keys) + 1}"
        keys = {**self.keys, hashlib.sha256(key.encode()).hexdigest(): learner}
        write_atomic(self.file, json.dumps(keys, sort_keys=True, indent=1), mode=0o600)
        self.keys = keys  # once written
        return key, learner


class Refused(Exception):
    """A request refused: its HTTP status and what to say."""

    def __init__(self, status: int, error: DominoError) -> None:
        super().__init__(status)
        self.status, self.error = status, error


class Base(tornado.web.RequestHandler):
    """What every request shares: its reader, its language, its JSON body, and refusals in words."""

    hall: Hall
    auth: Auth
    moved: dict[str, tornado.locks.Condition]

    def initialize(self, hall: Hall, auth: Auth, moved: dict[str, tornado.locks.Condition]) -> None:
        self.hall, self.auth, self.moved = hall, auth, moved

    @property
    def lang(self) -> str:
        lang = self.get_query_argument("lang", "en")
        return lang if lang in LANGUAGES else "en"

    @property
    def drawn(self) -> bool:
        """``?drawn=1``: the answer carries the table drawn as the reader sees it (SVG)."""
        return self.get_query_argument("drawn", "") == "1"

    @property
    def selected(self) -> Tile | None:
        """``?selected=6-4``: the tile a learner picked in their hand, the ends it fits marked in their drawing."""
        given = self.get_query_argument("selected", None)
        try:
            return None if given is None else Tile.parse(given[:8])
        except DominoError as exc:
            raise Refused(400, exc) from exc

    async def identified(self) -> Who | None:
        """Who the request's reader is (asking the hub, where it is the hub that knows), if anyone."""
        found = self.auth.who(self)
        return await found if inspect.isawaitable(found) else found

    async def reader(self, teacher: bool = False) -> Who:
        who = await self.identified()
        if who is None:
            raise Refused(401, DominoError(TableWord.WHO_ARE_YOU))
        if teacher and not who.teacher:
            raise Refused(403, DominoError(TableWord.TEACHER_ONLY))
        return who

    async def at_table(self, code: str) -> tuple[Who, Table, int | None]:
        """The reader, table ``code``, and the reader's seat there (None: the teacher); a learner who holds no seat
        there is told there is no such table, as for a code that is none (a code is not to be tested so)."""
        who = await self.reader()
        table = self.hall.table(code)
        if who.teacher:
            return who, table, None
        try:
            return who, table, self.hall.seat_of(code, who.name)
        except DominoError:
            raise DominoError(TableWord.NO_SUCH_TABLE, code=str(code)[:12]) from None

    def body(self, *fields: str) -> dict[str, Any]:
        """The request's JSON object, which must hold ``fields``."""
        if len(self.request.body) > LIMIT:
            raise Refused(413, DominoError(TableWord.TOO_BIG, limit=LIMIT))
        try:
            given = json.loads(self.request.body or b"{}")
        except (ValueError, UnicodeDecodeError):
            given = None
        if not isinstance(given, dict) or not all(f in given for f in fields):
            raise Refused(400, DominoError(TableWord.NOT_JSON, expected=", ".join(fields) or "{}"))
        return given

    def answer(self, value: Any) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(value, ensure_ascii=False))

    def refuse(self, status: int, error: DominoError) -> None:
        self.set_status(status)
        self.answer({"error": error.said(self.lang)})

    def changed(self, code: str) -> None:
        self.moved.setdefault(code, tornado.locks.Condition()).notify_all()

    def write_error(self, status_code: int, **kwargs: Any) -> None:  # never a traceback, one line
        self.answer({"error": self._reason})


def refusing(method: Any) -> Any:
    """A handler method whose refusals (``Refused``, the engine's ``DominoError``, a file that could not be written:
    nothing changed) answer in words."""
    async def run(self: Base, *args: Any) -> None:
        try:
            await method(self, *args)
        except Refused as exc:
            self.refuse(exc.status, exc.error)
        except WriteError as exc:
            self.refuse(503, exc)
        except DominoError as exc:
            self.refuse(STATUS.get(exc.problem, 409), exc)
    return run


def recent_tries(every: dict[str, list[float]], who: str, now: float) -> list[float]:
    """When ``who``'s joins were refused this last minute: their list in ``every``, where every refusal older than
    a minute is forgotten, and with it whoever has none left (a service up for weeks keeps no address for ever)."""
    for quiet in [k for k, kept in every.items() if not kept or now - kept[-1] >= 60]:
        del every[quiet]
    tries = every.setdefault(who, [])
    tries[:] = [t for t in tries if now - t < 60]
    return tries


class Join(Base):
    @refusing
    async def post(self) -> None:
        """Seat a learner: ``{"table": CODE, "name": NAME, "seat": N (optional)}`` → their seat, and their key when
        they came without one (a learner who has one keeps it, and their seat at a table they sit at already). A
        join refused writes nothing; a learner (or, without a key, an address) refused ``TRIES`` times in a minute is
        refused for a while."""
        who = await self.identified()
        tries = recent_tries(self.settings["tries"], str(who.name if who else self.request.remote_ip), time.monotonic())
        if len(tries) >= TRIES:
            raise Refused(429, DominoError(TableWord.TOO_MANY_TRIES))
        try:
            answer = await self.seated(who)
        except (Refused, DominoError):
            tries.append(time.monotonic())
            raise
        self.answer(answer)

    async def seated(self, who: Who | None) -> dict[str, Any]:
        """The join made, for ``who`` (None: a learner without a key yet)."""
        given = self.body("table", "name")
        seat = given.get("seat")
        checked(isinstance(given["table"], str) and isinstance(given["name"], str)
                and 0 < len(given["name"].strip()) <= NAME and (seat is None or type(seat) is int),
                f'"table": CODE, "name": NAME (up to {NAME} characters), "seat"?: N')
        table = self.hall.table(given["table"])
        if who is not None and not who.teacher:
            key, learner, name = None, who.name, who.shown or who.name
        elif not self.auth.admits:  # on a hub, who the hub does not vouch for is nobody
            raise Refused(401, DominoError(TableWord.WHO_ARE_YOU))
        else:
            name = given["name"].strip()
            self.hall.seat_for(table.code, None, name, seat)  # refused before any key is written
            key, learner = self.auth.admit(name)
        chosen = self.hall.join(table.code, learner, name, seat)
        self.changed(table.code)
        return {"table": table.code, "seat": chosen, "key": key, "name": table.names[chosen]}


class Tables(Base):
    @refusing
    async def get(self) -> None:
        """Every table at a glance (the teacher)."""
        await self.reader(teacher=True)
        self.answer(self.hall.summary())

    @refusing
    async def post(self) -> None:
        """Open a table (the teacher): ``{"game": ID, "humans": [true, false, ...], "names"?, "options"?, "bot"?}``."""
        await self.reader(teacher=True)
        given = self.body("game", "humans")
        humans, names, options = given["humans"], given.get("names"), given.get("options")
        bot = given.get("bot", "greedy")
        checked(isinstance(given["game"], str) and len(given["game"]) <= 40, "game: ID")
        checked(isinstance(humans, list) and 0 < len(humans) <= SEATS and all(isinstance(h, bool) for h in humans),
                "humans: [true, false, ...]")
        checked(names is None or (isinstance(names, list) and len(names) == len(humans)
                                  and all(isinstance(n, str) and 0 < len(n) <= NAME for n in names)),
                f"names: one per seat, up to {NAME} characters each")
        checked(options is None or isinstance(options, dict), "options: {...}")
        checked(bot in PLAYERS, f"bot: {' | '.join(sorted(PLAYERS))}")
        checked(isinstance(given.get("now", False), bool), '"now": true | false')
        table = self.hall.open(given["game"], humans, names=names, options=options, bot=bot,
                               now=given.get("now", False))
        self.answer({"table": table.code})


class TableView(Base):
    polling: tuple[str, int] | None = None
    """The table and seat whose page this request waits for, while it waits."""

    @refusing
    async def get(self, code: str) -> None:
        """The table as the reader may see it; with ``?after=V``, once its version is past ``V`` (a long poll)."""
        _, table, seat = await self.at_table(code)
        after, selected = self.get_query_argument("after", None), self.selected
        wait = self.get_query_argument("wait", str(int(WAIT)))
        checked(after is None or (after.isascii() and after.isdigit() and len(after) <= 12), "?after=VERSION")
        checked(wait.isascii() and wait.isdigit() and 1 <= int(wait[:3]) <= WAIT, f"?wait=1..{int(WAIT)}")
        if after is not None and table.version <= int(after):
            self.polling = None if seat is None else (table.code, seat)
            await self.wait_at(table.code, seat, float(wait))
            self.polling = None
        self.answer(table.view(seat, self.lang, drawn=self.drawn, selected=selected))

    def on_connection_close(self) -> None:
        """The page waiting here went away with its connection (its kernel shut down with the page, as Voila does on
        a closed tab, or killed): its learner is away at once."""
        if self.polling is not None:
            self.hall.leave(*self.polling)
            self.changed(self.polling[0])
            self.polling = None

    async def wait_at(self, code: str, seat: int | None, wait: float = WAIT) -> None:
        """Wait for table ``code`` to move on (or ``wait`` seconds); a learner waiting is at the table all the
        while."""
        here, since = (code, seat), time.monotonic()
        if self.hall.waiting.get(here, 0) >= SEAT_WAITS or sum(self.hall.waiting.values()) >= WAITS:
            return  # answered at once: a page left open many times over holds no more connections
        self.hall.waiting[here] = self.hall.waiting.get(here, 0) + 1
        try:
            await self.moved.setdefault(code, tornado.locks.Condition()).wait(timeout=timedelta(seconds=wait))
        finally:
            self.hall.waiting[here] -= 1
            if seat is not None:
                self.hall.heard(code, seat, since)


class MoveView(Base):
    @refusing
    async def post(self, code: str) -> None:
        """The reader's move, ``{"move": "6-4 R", "at": VERSION}``, made against the version they saw."""
        _, table, seat = await self.at_table(code)
        given = self.body("move", "at")
        checked(isinstance(given["move"], str) and type(given["at"]) is int, '"move": "6-4 R", "at": VERSION')
        if seat is None:
            raise Refused(403, DominoError(TableWord.NOT_SEATED, code=table.code))
        if given["at"] != table.version:
            raise Refused(409, DominoError(TableWord.STALE, at=str(given["at"])[:12], version=table.version))
        table.act(seat, given["move"])
        self.changed(table.code)
        self.answer(table.view(seat, self.lang, drawn=self.drawn))


class RecordView(Base):
    @refusing
    async def get(self, code: str) -> None:
        """The table's finished hands as a record (a seated learner or the teacher), for review and replay."""
        _, table, seat = await self.at_table(code)
        self.answer(table.record().to_json())


class Steer(Base):
    @refusing
    async def post(self, code: str) -> None:
        """The teacher's step: ``{"action": "pause" | "resume" | "close" | "restart" | "deal", "given"?: {"1":
        ["6-6", "5-5"]}}`` (``given``: tiles seats hold in the deal, for a demonstration)."""
        await self.reader(teacher=True)
        table = self.hall.table(code)
        given = self.body("action")
        checked(isinstance(given["action"], str), '"action": "pause" | "resume" | "close" | "restart" | "deal"')
        table.steer(given["action"], given_from(given.get("given"), table.match.variant.hand_size))
        self.changed(table.code)
        self.answer(table.view(None, self.lang, drawn=self.drawn))


class NextHand(Base):
    @refusing
    async def post(self, code: str) -> None:
        """On to the next hand (a seated learner or the teacher), once the last one is over."""
        _, table, seat = await self.at_table(code)
        table.next_hand()
        self.changed(table.code)
        self.answer(table.view(seat, self.lang, drawn=self.drawn))


class Leave(Base):
    @refusing
    async def post(self, code: str) -> None:
        """A seated learner's page closed: away at once (the computer plays their turns) until they are heard from
        again; their page's own wait answered."""
        _, table, seat = await self.at_table(code)
        if seat is None:
            raise Refused(403, DominoError(TableWord.NOT_SEATED, code=table.code))
        self.hall.leave(table.code, seat)
        self.changed(table.code)
        self.answer({"table": table.code, "seat": seat, "presence": "away"})


class NotFound(Base):
    """Any other path: refused in words, as JSON."""

    async def prepare(self) -> None:
        self.refuse(404, DominoError(TableWord.NO_SUCH_PATH, path=self.request.path[:80]))


def stand_ins(app: tornado.web.Application, hall: Hall) -> None:
    """The computer's moves for the seats left empty or away, each table's readers woken (run every half second)."""
    moved: dict[str, tornado.locks.Condition] = app.settings["moved"]
    for code in hall.stand_ins():
        moved.setdefault(code, tornado.locks.Condition()).notify_all()


def make_app(hall: Hall, auth: Auth, prefix: str = "/") -> tornado.web.Application:
    """The service's application, its routes under ``prefix`` (a hub's service has its own)."""
    shared = {"hall": hall, "auth": auth, "moved": {}}
    base = prefix.rstrip("/")
    return tornado.web.Application([
        (rf"{base}/api/join", Join, shared), (rf"{base}/api/tables", Tables, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})", TableView, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})/move", MoveView, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})/next", NextHand, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})/record", RecordView, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})/steer", Steer, shared),
        (rf"{base}/api/tables/([A-Za-z0-9]{{1,12}})/leave", Leave, shared),
    ], max_body_size=BODY_LIMIT, moved=shared["moved"], tries={}, default_handler_class=NotFound,
        default_handler_args=shared)
