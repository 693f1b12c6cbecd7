"""The table service as a teacher starts it (``domino-lessons tables``, a real process on 127.0.0.1), spoken to over
HTTP as a learner's client or the teacher's would: a hand played by two learners to its end, each sent nothing of
the other's hand; every forged, replayed, malformed or oversized request refused in one line, changing nothing; a
long poll woken by the other's move; the service killed mid-hand and started again, every table as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from test_tables import TILE

Answer = tuple[int, Any]


class Service:
    """``domino-lessons tables`` running on a folder, and requests to it."""

    def __init__(self, folder: Path, away: float = 60) -> None:
        self.folder = folder
        self.process = subprocess.Popen([sys.executable, "-m", "domino_lessons", "tables", "--folder", str(folder),
                                         "--port", "0", "--away", str(away)], stdout=subprocess.PIPE, text=True,
                                        env={**os.environ})
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        self.url = line.split(" at ", 1)[1].split(" ", 1)[0].rstrip("/")
        self.token = (folder / "teacher-token").read_text(encoding="utf-8").strip()

    def call(self, path: str, body: Any = None, auth: str | None = None, raw: bytes | None = None) -> Answer:
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method="GET" if data is None else "POST")
        if auth:
            request.add_header("Authorization", auth)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read())

    def teacher(self, path: str, body: Any = None) -> Answer:
        return self.call(path, body, f"token {self.token}")

    def stop(self, kill: bool = False) -> None:
        self.process.send_signal(signal.SIGKILL if kill else signal.SIGINT)
        self.process.wait(timeout=20)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Service]:
    running = Service(tmp_path / "tables")
    yield running
    if running.process.poll() is None:
        running.stop(kill=True)


def seated(service: Service, humans: int = 2, game: str = "all-fives") -> tuple[str, list[str]]:
    """A table opened by the teacher, and the keys of ``humans`` learners seated there in turn."""
    status, opened = service.teacher("/api/tables", {"game": game, "humans": [True] * humans})
    assert status == 200
    keys = []
    for name in ("Ada", "Ben", "Cy", "Dan")[:humans]:
        status, joined = service.call("/api/join", {"table": opened["table"].lower(), "name": name})
        assert status == 200 and joined["seat"] == len(keys)
        keys.append(f"key {joined['key']}")
    return opened["table"], keys


def named_tiles(view: Any) -> set[str]:
    return {f"{max(a, b)}-{min(a, b)}" for a, b in TILE.findall(json.dumps(view, ensure_ascii=False))}


def play_one(service: Service, code: str, keys: list[str]) -> dict[str, Any]:
    """The learner to move makes their first legal move; every learner's view is checked against the teacher's."""
    status, whole = service.teacher(f"/api/tables/{code}")
    for seat, key in enumerate(keys):
        status, view = service.call(f"/api/tables/{code}", auth=key)
        others = {t for s, held in enumerate(whole["hands"]) if s != seat for t in held}
        assert status == 200 and view["tiles"] == whole["hands"][seat]
        assert whole["over"] or not named_tiles({**view, "events": [e for e in view["events"]
                                                                   if not (e["type"] == "play" and e["end"] is None)]}
                                                ) & {f"{max(int(t[0]), int(t[2]))}-{min(int(t[0]), int(t[2]))}"
                                                     for t in others}
    mover = whole["to_move"]
    status, view = service.call(f"/api/tables/{code}", auth=keys[mover])
    status, after = service.call(f"/api/tables/{code}/move", {"move": view["legal"][0], "at": view["version"]},
                                 auth=keys[mover])
    assert status == 200, after
    return after


def test_two_learners_play_a_hand_to_its_end_each_seeing_only_their_own(service: Service) -> None:
    code, keys = seated(service)
    for _ in range(80):
        status, whole = service.teacher(f"/api/tables/{code}")
        if whole["over"]:
            break
        play_one(service, code, keys)
    assert whole["over"] and any(e["type"] == "hand_end" for e in whole["events"])
    status, tables = service.teacher("/api/tables")
    assert [t["table"] for t in tables] == [code] and tables[0]["learners"] == {"0": "Ada", "1": "Ben"}
    assert not named_tiles(tables)  # the list of tables names no tile


def test_what_is_refused_is_said_in_one_line_and_changes_nothing(service: Service) -> None:
    code, keys = seated(service)
    status, before = service.teacher(f"/api/tables/{code}")
    mover = before["to_move"]
    legal = service.call(f"/api/tables/{code}", auth=keys[mover])[1]["legal"][0]
    refusals = [
        (service.call(f"/api/tables/{code}"), 401, "No valid token or learner key"),
        (service.call(f"/api/tables/{code}", auth="token forged"), 401, "No valid token"),
        (service.call("/api/tables", auth=keys[0]), 403, "Only the teacher"),
        (service.call(f"/api/tables/{code}/move", {"move": legal, "at": before["version"]}, keys[1 - mover]), 409,
         "is to move"),
        (service.call(f"/api/tables/{code}/move", {"move": legal, "at": before["version"] - 1}, keys[mover]), 409,
         "look at it again"),
        (service.call(f"/api/tables/{code}/move", raw=b"{not json", auth=keys[mover]), 400, "JSON object"),
        (service.call(f"/api/tables/{code}/move", {"move": legal}, keys[mover]), 400, "move, at"),
        (service.call(f"/api/tables/{code}/move", raw=b"x" * 5000, auth=keys[mover]), 413, "over 4,096 bytes"),
        (service.call(f"/api/tables/{code}/move", raw=b"x" * 200_000, auth=keys[mover]), 413, "over 4,096 bytes"),
        (service.call("/api/tables/ZZZZZ", auth=keys[0]), 404, "There is no table"),
        (service.call(f"/api/tables/{code}?drawn=1&selected=<b>", auth=keys[mover]), 400, "is not a tile"),
        (service.call("/api/join", {"table": code, "name": "Cy"}), 409, "Every seat at table"),
        (service.call(f"/api/tables/{code}/move?lang=it", {"move": "draw 3-4", "at": before["version"]},
                      keys[mover]), 409, "non è una mossa"),
    ]
    for (status, answer), expected, says in refusals:
        assert (status, says in answer["error"], "\n" in answer["error"]) == (expected, True, False), answer
    assert service.teacher(f"/api/tables/{code}") == (200, before)


def test_every_request_is_checked_before_anything_changes(service: Service) -> None:
    """Fields of the wrong type, count or range are refused in words (400), in the reader's language, and nothing
    is opened, seated or moved: no table with more names than seats (it froze the computer's rounds), no name that
    is not a string (its table answered 500 for good), no version that is not an integer."""
    code, keys = seated(service)
    status, before = service.teacher(f"/api/tables/{code}")
    listing, files = service.teacher("/api/tables")[1], sorted(p.name for p in service.folder.iterdir())
    mover = before["to_move"]
    legal = service.call(f"/api/tables/{code}", auth=keys[mover])[1]["legal"][0]
    refusals = [
        (service.teacher("/api/tables", {"game": "goat", "humans": [True, False], "names": ["A", "B", "C"]}),
         400, "names: one per seat"),
        (service.teacher("/api/tables", {"game": "goat", "humans": [True] * 4, "names": [1, 2, 3, 4]}), 400, "names"),
        (service.teacher("/api/tables", {"game": "goat", "humans": [True] * 200}), 400, "humans"),
        (service.teacher("/api/tables", {"game": "goat", "humans": [True] * 4, "bot": "oracle"}), 400, "bot: expert"),
        (service.teacher("/api/tables", {"game": "goat", "humans": [True] * 4, "options": [1]}), 400, "options"),
        (service.teacher("/api/tables", {"game": ["goat"], "humans": [True] * 4}), 400, "game: ID"),
        (service.teacher("/api/tables", {"game": "goat", "humans": [True] * 3}), 409, "4"),
        (service.call(f"/api/tables/{code}?after=%C2%B2", auth=keys[0]), 400, "?after=VERSION"),
        (service.call(f"/api/tables/{code}?after={'9' * 5000}", auth=keys[0]), 400, "?after=VERSION"),
        (service.call(f"/api/tables/{code}/move", {"move": legal, "at": True}, keys[mover]), 400, '"at": VERSION'),
        (service.call(f"/api/tables/{code}/move", {"move": legal, "at": "1"}, keys[mover]), 400, '"at": VERSION'),
        (service.call(f"/api/tables/{code}/move", {"move": ["6-6"], "at": before["version"]}, keys[mover]), 400,
         '"move"'),
        (service.call("/api/join", {"table": code, "name": {"first": "Cy"}}), 400, "NAME"),
        (service.call("/api/join", {"table": code, "name": "Cy", "seat": True}), 400, "NAME"),
        (service.call("/api/join?lang=it", {"table": [code], "name": "Cy"}), 400, "oggetto JSON"),
        (service.teacher(f"/api/tables/{code}/steer", {"action": ["pause"]}), 400, '"action"'),
        (service.call("/api/nothing-here", auth=keys[0]), 404, "has nothing at /api/nothing-here"),
        (service.call("/favicon.ico?lang=it"), 404, "non ha nulla su /favicon.ico"),
    ]
    for (status, answer), expected, says in refusals:
        assert (status, says in answer["error"], "\n" in answer["error"]) == (expected, True, False), answer
    assert service.teacher(f"/api/tables/{code}") == (200, before)
    assert service.teacher("/api/tables")[1] == listing and sorted(p.name for p in service.folder.iterdir()) == files


def test_a_move_sent_twice_is_made_once(service: Service) -> None:
    code, keys = seated(service)
    status, whole = service.teacher(f"/api/tables/{code}")
    mover = whole["to_move"]
    view = service.call(f"/api/tables/{code}", auth=keys[mover])[1]
    sent = {"move": view["legal"][0], "at": view["version"]}
    first, again = (service.call(f"/api/tables/{code}/move", sent, keys[mover]) for _ in range(2))
    assert first[0] == 200 and again[0] == 409 and service.teacher(f"/api/tables/{code}")[1]["version"] == (
        view["version"] + 1)


def test_a_waiting_learner_is_woken_by_the_others_move(service: Service) -> None:
    code, keys = seated(service)
    whole = service.teacher(f"/api/tables/{code}")[1]
    mover, waiting = whole["to_move"], 1 - whole["to_move"]
    woken: list[Answer] = []
    waiter = threading.Thread(target=lambda: woken.append(
        service.call(f"/api/tables/{code}?after={whole['version']}", auth=keys[waiting])))
    waiter.start()
    time.sleep(0.5)
    assert waiter.is_alive() and not woken  # it waits for the table to move on
    play_one(service, code, keys)
    waiter.join(timeout=25)
    assert woken and woken[0][0] == 200 and woken[0][1]["version"] > whole["version"]
    assert woken[0][1]["to_move"] == waiting or whole["over"]


def test_killed_mid_hand_the_service_comes_back_with_every_table_as_it_was(service: Service) -> None:
    code, keys = seated(service)
    other, other_keys = seated(service, 4, "goat")
    for _ in range(5):
        play_one(service, code, keys)
        play_one(service, other, other_keys)
    before = [service.teacher(f"/api/tables/{c}")[1] for c in (code, other)]
    seen = service.call(f"/api/tables/{code}", auth=keys[0])[1]
    service.stop(kill=True)
    again = Service(service.folder)
    try:
        assert [again.teacher(f"/api/tables/{c}")[1] for c in (code, other)] == before
        assert again.call(f"/api/tables/{code}", auth=keys[0])[1] == seen  # the learner's key still seats them
        play_one(again, code, keys)
    finally:
        again.stop()


def test_a_seat_nobody_takes_is_played_by_the_computer_and_the_learner_keeps_theirs(tmp_path: Path) -> None:
    running = Service(tmp_path / "away", away=0.5)
    try:
        status, opened = running.teacher("/api/tables", {"game": "italian", "humans": [True, True], "now": True})
        code = opened["table"]
        ada = f"key {running.call('/api/join', {'table': code, 'name': 'Ada'})[1]['key']}"
        moved_by_ada = 0
        for _ in range(200):
            view = running.call(f"/api/tables/{code}", auth=ada)[1]
            if view["over"] or moved_by_ada == 4:
                break
            if view["to_move"] == 0:
                assert running.call(f"/api/tables/{code}/move", {"move": view["legal"][0], "at": view["version"]},
                                    ada)[0] == 200
                moved_by_ada += 1
            else:
                running.call(f"/api/tables/{code}?after={view['version']}", auth=ada)  # until the stand-in moves
        lines = [json.loads(line) for line in (tmp_path / "away" / f"{code}.jsonl").read_text().splitlines()[1:]]
        by = {(line["seat"], line.get("by", "learner")) for line in lines if "move" in line}
        assert by <= {(0, "learner"), (1, "computer")} and (1, "computer") in by and moved_by_ada >= 1
    finally:
        running.stop()


def test_the_teacher_alone_steers_a_table(service: Service) -> None:
    code, keys = seated(service)
    assert service.call(f"/api/tables/{code}/steer", {"action": "pause"}, keys[0])[0] == 403
    status, paused = service.teacher(f"/api/tables/{code}/steer", {"action": "pause"})
    assert status == 200 and paused["paused"]
    mover = paused["to_move"]
    view = service.call(f"/api/tables/{code}", auth=keys[mover])[1]
    status, refused = service.call(f"/api/tables/{code}/move", {"move": view["legal"][0], "at": view["version"]},
                                   keys[mover])
    assert status == 409 and refused["error"] == "The teacher has paused this table"
    status, dealt = service.teacher(f"/api/tables/{code}/steer", {"action": "restart", "given": {"1": ["6-6", "5-5"]}})
    assert status == 200 and {"6-6", "5-5"} <= set(dealt["hands"][1]) and not dealt["paused"]
    assert service.teacher(f"/api/tables/{code}/steer", {"action": "restart", "given": {"1": ["9-9"]}})[0] == 409


def test_a_key_file_that_is_no_key_is_said_in_one_line_and_nothing_starts(tmp_path: Path) -> None:
    bad = tmp_path / "tables.key"
    bad.write_text("not a key\n")
    for lang, says in (("en", "holds no table key"), ("it", "non contiene una chiave dei tavoli")):
        done = subprocess.run([sys.executable, "-m", "domino_lessons", "tables", "--folder", str(tmp_path / "t"),
                               "--key-file", str(bad), "--port", "0", "--lang", lang], capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1 and says in done.stderr
    assert bad.read_text() == "not a key\n"


def test_the_service_keeps_its_key_apart_and_its_folder_to_itself(tmp_path: Path) -> None:
    """The key the deals are sealed with is made in the user's state, not in the tables' folder; the folder and
    every file in it are the service's alone."""
    running = Service(tmp_path / "tables")
    try:
        code, keys = seated(running)
        play_one(running, code, keys)
    finally:
        running.stop()
    key = Path(os.environ["XDG_STATE_HOME"]) / "domino-lessons" / "tables.key"
    assert key.stat().st_mode & 0o777 == 0o600 and key.parent.stat().st_mode & 0o777 == 0o700
    folder = tmp_path / "tables"
    assert folder.stat().st_mode & 0o777 == 0o700
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert {p.name for p in files} >= {f"{code}.jsonl", "roster.json", "keys.json", "teacher-token"}
    assert all(p.stat().st_mode & 0o777 == 0o600 for p in files)
    assert key.read_bytes().strip() not in b"".join(p.read_bytes() for p in files)


def test_a_journal_that_cannot_be_written_is_said_in_words_and_nothing_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The service in this process, its journal refused by the disk (read-only, full): the teacher's pause, a move
    and a new table are refused (503) in the reader's language, and the table is as it was, after a restart too."""
    import asyncio
    import errno

    import tornado.httpserver
    import tornado.netutil
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

    from domino_lessons.tables import Hall, journal
    from domino_lessons.tables.service import KeyAuth, make_app
    from test_tables import SEAL

    folder = tmp_path / "hall"
    hall = Hall(folder, SEAL)
    table = hall.open("all-fives", [True, False])
    answers: list[tuple[int, Any]] = []

    async def run() -> None:
        sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
        server = tornado.httpserver.HTTPServer(make_app(hall, KeyAuth("t0ken", folder)))
        server.add_sockets(sockets)
        url = f"http://127.0.0.1:{sockets[0].getsockname()[1]}"
        client = AsyncHTTPClient(force_instance=True)
        for path, body in ((f"/api/tables/{table.code}/steer?lang=it", {"action": "pause"}),
                           (f"/api/tables/{table.code}/steer", {"action": "close"}),
                           ("/api/tables", {"game": "goat", "humans": [True] * 4})):
            try:
                answer = await client.fetch(HTTPRequest(url + path, "POST", {"Authorization": "token t0ken"},
                                                        json.dumps(body)))
                answers.append((answer.code, json.loads(answer.body)))
            except HTTPClientError as refused:
                assert refused.response is not None
                answers.append((refused.code, json.loads(refused.response.body)))
        client.close()
        server.stop()

    seen = table.view(None)
    listing = sorted(p.name for p in folder.iterdir())

    def refused(*args: Any, **kwargs: Any) -> int:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(journal.os, "open", refused)
    served = threading.Thread(target=asyncio.run, args=(run(),))  # its own loop, whatever runs in this thread
    served.start()
    served.join(timeout=60)
    monkeypatch.undo()
    assert [status for status, _ in answers] == [503, 503, 503], answers
    assert answers[0][1]["error"].startswith("non posso scrivere") and answers[1][1]["error"].startswith("cannot write")
    assert all("\n" not in said["error"] for _, said in answers)
    assert table.view(None) == seen and not table.paused and not table.closed and len(hall.tables) == 1
    assert sorted(p.name for p in folder.iterdir()) == listing
    assert Hall(folder, SEAL).tables[table.code].view(None) == seen


def test_a_refused_join_writes_nothing_and_a_code_cannot_be_tried_out(service: Service) -> None:
    """Finding 15: each refused join wrote a key (4,250 in a minute), and a table's code could be told apart from a
    wrong one. A refused join writes nothing; a learner's key opens no table they do not sit at, whatever its code;
    twenty refused joins in a minute and the next is refused (429) before anything is looked at."""
    code, keys = seated(service)
    other, _ = seated(service, 2, "italian")
    written = (service.folder / "keys.json").read_bytes()
    status, said = service.call("/api/join", {"table": code, "name": "Cy"})  # every seat taken
    assert status == 409 and (service.folder / "keys.json").read_bytes() == written
    real, wrong = service.call(f"/api/tables/{other}", auth=keys[0]), service.call("/api/tables/QQQQQ", auth=keys[0])
    assert real[0] == wrong[0] == 404 and real[1]["error"] == wrong[1]["error"].replace("QQQQQ", other)
    for _ in range(19):
        assert service.call("/api/join", {"table": "QQQQQ", "name": "Eve"})[0] == 404
    status, said = service.call("/api/join?lang=it", {"table": other, "name": "Eve"})
    assert status == 429 and said["error"].startswith("Troppi tentativi")
    assert (service.folder / "keys.json").read_bytes() == written
    assert service.call(f"/api/tables/{code}", auth=keys[0])[0] == 200  # a seated learner is not held up


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1, and its key, made now (PEM)."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=1))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
            .sign(key, hashes.SHA256()))
    certfile, keyfile = folder / "cert.pem", folder / "key.pem"
    certfile.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    keyfile.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                          serialization.NoEncryption()))
    return certfile, keyfile


def test_the_service_speaks_tls_with_a_certificate_and_warns_when_it_listens_beyond_the_machine_without(
        tmp_path: Path) -> None:
    import ssl

    from domino_lessons.tables.serve import exposed

    certfile, keyfile = self_signed(tmp_path)
    process = subprocess.Popen([sys.executable, "-m", "domino_lessons", "tables", "--folder", str(tmp_path / "t"),
                                "--port", "0", "--certfile", str(certfile), "--keyfile", str(keyfile)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        url = process.stdout.readline().split(" at ", 1)[1].split(" ", 1)[0].rstrip("/")
        assert url.startswith("https://127.0.0.1:")
        token = (tmp_path / "t" / "teacher-token").read_text().strip()
        request = urllib.request.Request(url + "/api/tables", headers={"Authorization": f"token {token}"})
        trusting = ssl.create_default_context(cafile=str(certfile))
        with urllib.request.urlopen(request, timeout=30, context=trusting) as answer:
            assert answer.status == 200 and json.loads(answer.read()) == []
        with pytest.raises(OSError):  # nothing is answered in clear
            urllib.request.urlopen(url.replace("https", "http") + "/api/tables", timeout=10)
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
    assert process.stderr is not None and "warning" not in process.stderr.read()
    assert [exposed(ip) for ip in ("127.0.0.1", "127.0.0.2", "::1", "localhost", "0.0.0.0", "192.168.1.20", "::")] == [
        False, False, False, False, True, True, True]


def test_a_page_left_open_many_times_over_holds_no_more_connections(service: Service) -> None:
    """Finding 15: 1,100 idle connections blocked every learner. One seat holds four long polls waiting at most; a
    fifth is answered at once, as the table is."""
    code, keys = seated(service)
    version = service.call(f"/api/tables/{code}", auth=keys[0])[1]["version"]
    answered: list[float] = []

    def wait() -> None:
        start = time.monotonic()
        service.call(f"/api/tables/{code}?after={version}&wait=6", auth=keys[0])
        answered.append(time.monotonic() - start)

    waiters = [threading.Thread(target=wait) for _ in range(6)]
    for waiter in waiters:
        waiter.start()
        time.sleep(0.2)
    for waiter in waiters:
        waiter.join(timeout=30)
    assert len(answered) == 6 and sorted(answered)[:2] == [t for t in sorted(answered)[:2] if t < 2]
    assert sum(t >= 5 for t in answered) == 4


def test_a_learner_whose_page_closed_is_away_at_once_and_here_again_when_heard(service: Service) -> None:
    """The page closed (its kernel runs on): away at once on the teacher's list, even with its wait still open (the
    computer plays their turns after the usual minute: a kernel restarted is back before); heard again, here."""
    code, keys = seated(service)
    whole = service.teacher(f"/api/tables/{code}")[1]
    mover = whole["to_move"]
    woken: list[Answer] = []
    waiter = threading.Thread(target=lambda: woken.append(
        service.call(f"/api/tables/{code}?after={whole['version'] + 5}", auth=keys[mover])))
    waiter.start()
    time.sleep(0.5)
    presence = lambda: next(t for t in service.teacher("/api/tables")[1] if t["table"] == code)["presence"]  # noqa: E731
    assert presence() == ["here", "here"]
    assert service.call(f"/api/tables/{code}/leave", {}, auth=keys[mover]) == (
        200, {"table": code, "seat": mover, "presence": "away"})
    waiter.join(timeout=5)
    assert woken and not waiter.is_alive()  # its own wait answered, and it does not make the learner here again
    assert presence()[mover] == "away"
    time.sleep(1.5)  # the computer's rounds, twice a second: it waits the usual minute before playing for them
    assert service.teacher(f"/api/tables/{code}")[1]["version"] == whole["version"]
    assert service.call(f"/api/tables/{code}", auth=keys[mover])[0] == 200
    assert presence()[mover] == "here"
    assert service.teacher(f"/api/tables/{code}/leave", {})[0] == 403  # the teacher holds no seat to leave


def test_a_learner_whose_waiting_connection_drops_is_away_at_once(service: Service) -> None:
    """A seat's page waits for the table and its connection drops (Voila shuts the kernel down with a closed tab):
    away on the teacher's list at once, not a wait and a minute later."""
    import socket
    import urllib.parse

    code, keys = seated(service)
    whole = service.teacher(f"/api/tables/{code}")[1]
    where = urllib.parse.urlsplit(service.url)
    with socket.create_connection((where.hostname, where.port)) as page:
        page.sendall(f"GET /api/tables/{code}?after={whole['version'] + 5} HTTP/1.1\r\nHost: x\r\n"
                     f"Authorization: {keys[1]}\r\n\r\n".encode())
        time.sleep(0.5)
    for _ in range(20):
        listed = next(t for t in service.teacher("/api/tables")[1] if t["table"] == code)
        if listed["presence"][1] == "away":
            break
        time.sleep(0.1)
    assert listed["presence"] == ["here", "away"]


def test_refused_joins_are_forgotten_after_a_minute_with_their_addresses() -> None:
    from domino_lessons.tables.service import recent_tries

    every: dict[str, list[float]] = {}
    for i in range(3):
        recent_tries(every, f"10.0.0.{i}", 100.0).append(100.0)
    assert recent_tries(every, "10.0.0.1", 130.0) == [100.0] and len(every) == 3
    assert recent_tries(every, "10.0.0.9", 161.0) == [] and list(every) == ["10.0.0.9"]
