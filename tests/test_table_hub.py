"""The table service as a JupyterHub service: a real JupyterHub (its proxy from the npm registry, in
``tests/browser/node_modules``) starts ``domino-lessons tables --hub`` as a hub-managed service; learners are who the
hub says (their tokens, checked with the hub), the teacher a hub admin; a learner's token cannot do the teacher's
part, a request without one is refused, and two learners play through the hub's proxy."""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROXY = ROOT / "tests" / "browser" / "node_modules" / ".bin" / "configurable-http-proxy"
SERVICE = "domino-tables"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Hub:
    """A JupyterHub on 127.0.0.1 with the table service, and requests to it."""

    def __init__(self, folder: Path, more: str = "") -> None:
        """``more``: configuration lines added to the hub's (formatted with ``folder`` and ``port``)."""
        self.folder, self.admin_token = folder, secrets.token_hex(16)
        self.port, service_port = free_port(), free_port()
        folder.mkdir(parents=True, exist_ok=True)
        config = folder / "jupyterhub_config.py"
        config.write_text(CONFIG.format(port=self.port, hub_port=free_port(), api_port=free_port(), proxy=str(PROXY),
                                        folder=folder, python=sys.executable, service_port=service_port,
                                        admin_token=self.admin_token)
                          + more.format(folder=folder, port=self.port), encoding="utf-8")
        self.log = open(folder / "hub.log", "wb")
        self.process = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=folder,
                                        stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self.wait_until_up()

    def wait_until_up(self) -> None:
        for _ in range(150):
            try:
                if self.call("/services/domino-tables/api/tables")[0] in (401, 403):
                    return
            except (urllib.error.URLError, ConnectionError, ValueError):
                pass
            time.sleep(0.2)
        raise AssertionError("the hub or its table service did not start")

    def call(self, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}",
                                         data=None if body is None else json.dumps(body).encode(),
                                         method="GET" if body is None else "POST")
        if token:
            request.add_header("Authorization", f"token {token}")
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read() or b"null")
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read() or b"null")

    def user_token(self, name: str, scopes: tuple[str, ...] = (f"access:services!service={SERVICE}",)) -> str:
        """A token of ``name``, a hub user made now, as their server would hold one (``scopes``: what it may do)."""
        self.call(f"/hub/api/users/{name}", {}, self.admin_token)
        status, made = self.call(f"/hub/api/users/{name}/tokens",
                                 {"scopes": list(scopes), "note": "test"}, self.admin_token)
        assert status in (200, 201), made
        return str(made["token"])

    def stop(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=30)
        self.log.close()


CONFIG = """
c = get_config()  # noqa
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.JupyterHub.db_url = "sqlite:///{folder}/hub.sqlite"
c.JupyterHub.cookie_secret_file = "{folder}/cookie_secret"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.Authenticator.admin_users = {{"teacher"}}
c.JupyterHub.services = [
    {{"name": "domino-tables", "url": "http://127.0.0.1:{service_port}",
      "command": [{python!r}, "-m", "domino_lessons", "tables", "--hub", "--folder", "{folder}/tables",
                  "--key-file", "{folder}/tables.key"]}},
    {{"name": "test-admin", "api_token": "{admin_token}"}},
]
c.JupyterHub.load_roles = [
    {{"name": "user", "scopes": ["self", "access:services!service=domino-tables"]}},
    {{"name": "test-admin", "scopes": ["admin:users", "tokens", "access:services"], "services": ["test-admin"]}},
]
c.Spawner.server_token_scopes = [
    "access:servers!server", "users:activity!user", "access:services!service=domino-tables",
]
"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hub]:
    running = Hub(tmp_path_factory.mktemp("hub"))
    yield running
    running.stop()


def test_the_hub_says_who_is_a_learner_and_who_the_teacher(hub: Hub) -> None:
    teacher, ada, ben = (hub.user_token(name) for name in ("teacher", "ada", "ben"))
    api = f"/services/{SERVICE}/api"
    assert hub.call(f"{api}/tables")[0] == 401
    assert hub.call(f"{api}/tables", token=ada)[0] == 403
    status, opened = hub.call(f"{api}/tables", {"game": "goat", "humans": [True, True, False, False]}, teacher)
    assert status == 200
    code = opened["table"]
    seats = [hub.call(f"{api}/join", {"table": code, "name": "?"}, token)[1] for token in (ada, ben)]
    assert [(s["seat"], s["key"]) for s in seats] == [(0, None), (1, None)]  # the hub's names, no keys
    assert hub.call(f"{api}/join", {"table": code, "name": "?"}, ada)[1]["seat"] == 0  # back to the same seat
    tokens = {0: ada, 1: ben}
    for _ in range(6):
        whole = hub.call(f"{api}/tables/{code}", token=teacher)[1]
        if whole["over"]:
            break
        mover = whole["to_move"]
        view = hub.call(f"{api}/tables/{code}", token=tokens[mover])[1]
        assert view["tiles"] == whole["hands"][mover] and "hands" not in view
        status, moved = hub.call(f"{api}/tables/{code}/move", {"move": view["legal"][0], "at": view["version"]},
                                 tokens[mover])
        assert status == 200, moved
    listing = hub.call(f"{api}/tables", token=teacher)[1]
    assert listing[0]["learners"] == {"0": "ada", "1": "ben"}
    elsewhere = hub.user_token("ada", (f"read:users:activity!user=ada",))  # Ada's, but not for this service
    assert hub.call(f"{api}/tables/{code}", token=elsewhere)[0] == 401
    assert hub.call(f"{api}/join", {"table": code, "name": "?"}, elsewhere)[0] == 401
