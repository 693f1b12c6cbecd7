"""``domino-lessons tables``: the table service on one machine, without a hub. The teacher's token is made once and
kept in the folder (readable by its owner alone), so a restart keeps it, and every table comes back from its
journal, its deals opened with the service's key (kept apart from the folder, in ``key_file``)."""

from __future__ import annotations

import asyncio
import json
import os
import ssl
import secrets
import sys
from pathlib import Path

import tornado.httpserver
import tornado.ioloop
import tornado.netutil
import tornado.web

from ..core.labels import Cli
from ..narrate import narrator
from .hall import Hall
from ..core.errors import WriteError
from ..core.record import write_atomic, write_error
from .client import running_service, service_file
from .seal import Seal, default_key_file, new_secret, private_folder
from .service import BODY_LIMIT, KeyAuth, make_app, stand_ins


def teacher_token(folder: Path) -> Path:
    """The file holding the teacher's token, made (mode 600) where missing."""
    path = folder / "teacher-token"
    if not path.exists():
        new_secret(path, secrets.token_urlsafe(24).encode())
    return path


def exposed(ip: str) -> bool:
    """Does listening on ``ip`` let other machines reach the service (anything but this machine's loopback)?"""
    import ipaddress

    try:
        return not ipaddress.ip_address(ip).is_loopback
    except ValueError:
        return ip != "localhost"


def more_files() -> None:
    """As many open files as the system lets this process hold (each learner's page waiting holds one)."""
    try:
        import resource
    except ImportError:  # not on Windows
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536) if hard != resource.RLIM_INFINITY else 65536,
                                                    hard))


def secured(certfile: Path, keyfile: Path | None) -> ssl.SSLContext:
    """A server's TLS from a certificate (PEM) and its key (where the certificate's file does not hold it)."""
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(certfile, keyfile)
    return tls


def application(hall: Hall, hub: bool) -> tuple[tornado.web.Application, Path | None, tuple[str, int] | None]:
    """The service's application for ``hall``; the teacher's token's file (None on a hub, whose admins and teachers
    are who the hub says); where the hub wants the service (None: where asked)."""
    if hub:
        from .hub import HubSeats, hub_setting

        ip, port, prefix = hub_setting()
        return make_app(hall, HubSeats(), prefix), None, (ip, port)
    token_file = teacher_token(hall.folder)
    return make_app(hall, KeyAuth(token_file.read_text(encoding="utf-8").strip(), hall.folder)), token_file, None


def serve(folder: Path, ip: str, port: int, hub: bool = False, away: float = 60.0, key_file: Path | None = None,
          certfile: Path | None = None, keyfile: Path | None = None) -> int:
    """Serve the hall kept in ``folder`` on ``ip``:``port`` until interrupted; with ``hub``, where and as the hub
    that started it says. A learner's seat left empty or away for ``away`` seconds is played by the computer. The
    deals are sealed with the key in ``key_file`` (made where missing; by default in the user's own state). With
    ``certfile`` (and ``keyfile``, where the certificate's file does not hold its key): over TLS (HTTPS); without,
    listening beyond this machine is warned of on stderr (keys and the teacher's token would travel in clear)."""
    hall = Hall(folder, Seal.kept_in(key_file or default_key_file()), away)
    app, token_file, given = application(hall, hub)
    ip, port = given or (ip, port)
    tls = secured(certfile, keyfile) if certfile is not None else None
    if tls is None and exposed(ip) and not hub:
        print(narrator().phrase(Cli.TABLES_IN_CLEAR, {"ip": ip}), file=sys.stderr)
    more_files()

    async def run() -> None:
        sockets = tornado.netutil.bind_sockets(port, address=ip)
        tornado.httpserver.HTTPServer(app, max_body_size=BODY_LIMIT, ssl_options=tls,
                                      idle_connection_timeout=60).add_sockets(sockets)
        bound = sockets[0].getsockname()[1]  # the port asked for, or the one the system gave for 0
        tornado.ioloop.PeriodicCallback(lambda: stand_ins(app, hall), 500).start()
        said = narrator().phrase(Cli.TABLES_SERVING if token_file else Cli.TABLES_HUB_SERVING, {
            "url": f"{'https' if tls else 'http'}://{ip}:{bound}/", "folder": folder, "token_file": token_file})
        if token_file is not None:  # the teacher's board finds the service from any folder
            here = "127.0.0.1" if ip in ("0.0.0.0", "") else ip
            announce(f"{'https' if tls else 'http'}://{here}:{bound}", token_file, folder)
        print(said, flush=True)
        await asyncio.Event().wait()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        print(file=sys.stderr)
    finally:
        withdraw()
    return 0


def announce(url: str, token_file: Path, folder: Path) -> None:
    """Say where this service is, and where the teacher's token is, in the user's own state (``service_file``, its
    owner's alone); where that cannot be written, why, in one line (the board is then given both)."""
    try:
        private_folder(service_file().parent)
        write_atomic(service_file(), json.dumps({"url": url, "token_file": str(token_file.resolve()),
                                                 "folder": str(folder.resolve()), "pid": os.getpid()}), mode=0o600)
    except OSError as exc:
        print(exc if isinstance(exc, WriteError) else write_error(service_file(), exc), file=sys.stderr)


def withdraw() -> None:
    """This service stops: the file that said where it is goes (not another's, started since)."""
    found = running_service()
    if found is not None and found["pid"] == os.getpid():
        service_file().unlink(missing_ok=True)
