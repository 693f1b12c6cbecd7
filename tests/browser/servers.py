"""Start JupyterLab or Voila on a copy of the lessons, and Debian Chromium through Playwright.

Used by the browser tests and the browser benchmark. Nothing is downloaded: the browser is
Debian's ``/usr/bin/chromium`` and every server listens on 127.0.0.1 only.

Each server starts in a session of its own. On the way out its whole process group is stopped
(the launcher, the JupyterLab or Voila it started), then every process it had started by then,
kernels included (they run in sessions of their own), is waited for and, if need be, killed.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TOKEN = "domino-lessons-test"
STARTED: list[subprocess.Popen[bytes]] = []
"""Every server started here, newest last (for the test that none outlives its ``with``)."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer in {timeout} s:\n{log.read_text()[-3000:]}")


def lesson_copy(root: Path) -> Path:
    """A writable copy of the lessons made by the launcher, so a browser session never edits the repository."""
    from domino_lessons.launch import prepare

    work = root / "lessons"
    prepare(work)
    return work


def jupyter_env(root: Path) -> dict[str, str]:
    """The servers' environment: their own Jupyter folders; the progress file where a learner's would be (the
    launcher's lessons folder, Voila's notebooks' folder), not the test session's."""
    from domino_lessons.progress import FOLDER_VARIABLE

    env = dict(os.environ)
    env.pop(FOLDER_VARIABLE, None)
    for name in ("JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_CONFIG_DIR"):
        folder = root / name.lower()
        folder.mkdir(parents=True, exist_ok=True)
        env[name] = str(folder)
    notify = root / "jupyterlab_settings_dir" / "@jupyterlab" / "apputils-extension"
    notify.mkdir(parents=True, exist_ok=True)
    (notify / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    return env


def descendants(pid: int) -> set[int]:
    """Every living process started by ``pid``, however deep (read from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parent = int(stat[stat.rindex(")") + 2:].split()[1])
            children.setdefault(parent, []).append(int(entry.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pid: int) -> bool:
    """Running, not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


def stop(process: subprocess.Popen[bytes], family: set[int], timeout: float = 20) -> None:
    """SIGTERM to the server's process group (it shuts its kernels down), then SIGKILL to whatever is left."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and any(alive(pid) for pid in family | {process.pid}):
        process.poll()
        time.sleep(0.2)
    for pid in family | {process.pid}:
        if alive(pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    process.wait(timeout=10)


@contextmanager
def server(command: list[str], ready_url: str, root: Path) -> Iterator[subprocess.Popen[bytes]]:
    """The server started by ``command``, ready at ``ready_url``; stopped with all it started on the way out."""
    log = root / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=jupyter_env(root),
                                   cwd=root / "lessons", start_new_session=True)
        STARTED.append(process)
        try:
            wait_for(ready_url, process, log)
            yield process
        finally:
            stop(process, descendants(process.pid))


@contextmanager
def jupyterlab(root: Path) -> Iterator[str]:
    """JupyterLab started by ``domino-lessons lab`` on a fresh lessons folder; yields its base URL."""
    lessons = root / "lessons"
    lessons.mkdir(parents=True)
    port = free_port()
    command = [sys.executable, "-m", "domino_lessons", "lab", "--to", str(lessons), "--no-browser", f"--port={port}",
               "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", "--allow-root",
               "--LabApp.expose_app_in_browser=True"]
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/lab?token={TOKEN}", root):
        yield base


@contextmanager
def voila(root: Path) -> Iterator[str]:
    """Voila serving the lessons folder; yields its base URL. Open ``{base}/voila/render/NB.ipynb``
    to run one lesson full screen (each page load runs the notebook afresh)."""
    lessons = lesson_copy(root)
    port = free_port()
    command = [sys.executable, "-m", "voila", str(lessons), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/voila/static/voila.js", root):
        yield base


@contextmanager
def classroom(root: Path, target: str) -> Iterator[str]:
    """``domino-lessons classroom TARGET``: Voila showing one lesson or record; yields its URL."""
    lessons = root / "lessons"
    lessons.mkdir(parents=True)
    port = free_port()
    command = [sys.executable, "-m", "domino_lessons", "classroom", target, "--to", str(lessons), "--no-browser",
               f"--port={port}", "--Voila.ip=127.0.0.1"]
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/voila/static/voila.js", root):
        yield base + "/"


@contextmanager
def classroom_records(root: Path) -> Iterator[str]:
    """Voila over one classroom page per shipped record (the launcher's own cell); yields its base URL.
    Open ``{base}/voila/render/NAME.ipynb`` for the record NAME (one server for them all)."""
    from domino_lessons.launch import classroom_cell, records_source

    lessons = root / "lessons"
    lessons.mkdir(parents=True)
    for record in sorted(records_source().glob("*.json")):
        cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                "source": classroom_cell(record)}
        (lessons / f"{record.stem}.ipynb").write_text(json.dumps(
            {"cells": [cell], "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                                          "name": "python3"}}, "nbformat": 4, "nbformat_minor": 4}))
    port = free_port()
    command = [sys.executable, "-m", "voila", str(lessons), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/voila/static/voila.js", root):
        yield base


def build_site(out: Path) -> None:
    """``bash lite/build OUT``, then the app exposed to the page as ``window.jupyterapp`` (for tests and
    benchmarks only, as ``--LabApp.expose_app_in_browser`` does for JupyterLab)."""
    built = subprocess.run(["bash", str(NOTEBOOKS.parent / "lite" / "build"), str(out)], capture_output=True, text=True,
                           timeout=900)
    if built.returncode != 0:
        raise RuntimeError(f"lite/build failed:\n{built.stdout[-3000:]}{built.stderr[-3000:]}")
    config_path = out / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    config["jupyter-config-data"]["exposeAppInBrowser"] = True
    config_path.write_text(json.dumps(config))


@contextmanager
def static_server(folder: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1 serving ``folder``; yields its base URL."""
    port = free_port()
    log = folder.parent / "http.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", str(folder), str(port)],
                                   stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        STARTED.append(process)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for(f"{base}/index.html", process, log)
            yield base
        finally:
            stop(process, descendants(process.pid))


@contextmanager
def chromium() -> Iterator[object]:
    """A headless Debian Chromium driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
