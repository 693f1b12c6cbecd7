"""A class on one server: JupyterHub on 127.0.0.1 and simulated learners in one headless Chromium.

Set up once (into ``benchmarks/.venv`` and ``benchmarks/node_modules``, both ignored by git), then run:

    benchmarks/.venv/bin/python benchmarks/bench_hub.py --setup
    benchmarks/.venv/bin/python benchmarks/bench_hub.py [--learners 20] [--at-once 5] [--lesson 00-start-here.ipynb]
        [--then 01-all-fives.ipynb] [--slim]

``--setup`` is ``pip install -e . jupyterhub playwright`` into ``benchmarks/.venv`` (JupyterLab and ipywidgets come
with the package; Playwright drives Debian's ``/usr/bin/chromium``, no browser is downloaded) and ``npm install
--prefix benchmarks`` (``configurable-http-proxy``, pinned by ``benchmarks/package-lock.json``).

The hub runs with ``SimpleLocalProcessSpawner`` (every learner is this OS user, with a home of their own in a temp
folder, the lessons copied into it by ``launch.prepare`` before the server starts) and ``DummyAuthenticator``.
Each learner (a Playwright context) logs in, waits for JupyterLab's kernel to be idle on the lesson, runs every
cell, then clicks the first replay's Next ``--steps`` times (First instead once it is at its end), each click waited
for until the board's ``data-step`` is the step it leads to; then opens ``--then`` (a second lesson, a second
kernel: "the start page and one lesson open") and runs its every cell. ``--slim``: the learners' servers without
the server extensions a lesson does not use (``SLIM``). At most ``--at-once`` learners are in the browser at a time; every server started stays up to the end, so
the last learners work beside all the others' servers and kernels. Each learner has ``--timeout`` seconds, the whole
run ``--run-timeout``.

Reported: memory per learner (RSS and PSS of its single-user server with its kernels, from /proc, the largest of
samples taken every few seconds), the hub's and the proxy's, the time from log-in to the first Next answered
(median, 95th percentile), each phase, and every learner that failed and why. Printed, and written to
``benchmarks/hub.json``. Every process started (hub, proxy, servers, kernels, browser) is stopped on the way out,
after a failure or Ctrl-C too, and what is left (nothing, expected) is said.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "browser"))
sys.path.insert(0, str(HERE))

from lesson_steps import EVERY_CELL_RAN, LAB_IDLE  # noqa: E402
from servers import CHROMIUM, CHROMIUM_ARGS, alive, descendants, free_port, stop, wait_for  # noqa: E402

VENV = HERE / ".venv"
PROXY = HERE / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "dominoes"
ERROR_OUTPUT = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
SAMPLE_EVERY = 3.0
HUB_CONFIG = """import sys
sys.path.insert(0, {here!r})
from bench_hub import learner_home
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.pid_file = {root!r} + "/proxy.pid"
c.JupyterHub.db_url = "sqlite:///" + {root!r} + "/hub.sqlite"
c.JupyterHub.cookie_secret_file = {root!r} + "/cookie_secret"
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {root!r} + "/homes/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.default_url = "/lab/tree/{lesson}"
c.Spawner.pre_spawn_hook = learner_home
c.Spawner.start_timeout = 300
c.Spawner.http_timeout = 300
"""


@dataclass
class Memory:
    """Resident (RSS) and proportional (PSS: shared pages split between their users) set sizes, in bytes."""

    rss: int = 0
    pss: int = 0

    def __add__(self, other: Memory) -> Memory:
        return Memory(self.rss + other.rss, self.pss + other.pss)


@dataclass
class Learner:
    """One learner's run: seconds from the start of the log-in to each milestone, or why it failed."""

    name: str
    error: str = ""
    stage: str = "waiting"
    lab_open: float = math.nan
    cells_ran: float = math.nan
    first_next: float = math.nan
    then_ran: float = math.nan
    steps_ms: list[float] = field(default_factory=list)


def setup() -> None:
    """The benchmark's own installs: JupyterHub and Playwright beside the package, the proxy from npm."""
    if not (VENV / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(VENV / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "-e", str(HERE.parent), "jupyterhub", "playwright"], check=True)
    subprocess.run(["npm", "install", "--no-fund", "--no-audit", "--prefix", str(HERE)], check=True)


def learner_home(spawner: Any) -> None:
    """The hub's pre-spawn hook: the lessons copied into the learner's home, JupyterLab's news toast off there,
    the learner's progress kept in that home."""
    from domino_lessons.launch import NO_NEWS, NOTIFICATION, prepare
    from domino_lessons.progress import FOLDER_VARIABLE

    home = Path(spawner.home_dir)
    prepare(home)
    plugin, name = NOTIFICATION.split(":")
    settings = home / ".jupyter" / "lab" / "user-settings" / plugin
    settings.mkdir(parents=True, exist_ok=True)
    (settings / f"{name}.jupyterlab-settings").write_text(json.dumps(NO_NEWS))
    spawner.environment = {**spawner.environment, FOLDER_VARIABLE: str(home)}


SLIM = "--ServerApp.jpserver_extensions={'jupyter_lsp': False, 'jupyter_server_terminals': False}"
"""A learner's server without the language server and the terminals, which no lesson uses."""


def hub_config(root: Path, port: int, lesson: str, slim: bool = False) -> str:
    """The hub's configuration file, every port free on 127.0.0.1."""
    args = ["--allow-root"] if os.geteuid() == 0 else []
    return HUB_CONFIG.format(here=str(HERE), port=port, hub_port=free_port(), proxy_port=free_port(),
                             proxy=str(PROXY), root=str(root), password=PASSWORD,
                             singleuser=str(VENV / "bin" / "jupyterhub-singleuser"),
                             args=[*args, "--LabApp.expose_app_in_browser=True", *([SLIM] if slim else [])],
                             lesson=lesson)


@contextmanager
def hub(root: Path, lesson: str, seen: set[int], slim: bool = False) -> Iterator[tuple[str, int]]:
    """JupyterHub started in a session of its own; yields its URL and pid. On the way out the hub is told to stop
    (it stops the servers and the proxy), then every process it started that was ever ``seen`` is killed if left."""
    port = free_port()
    config = root / "jupyterhub_config.py"
    config.write_text(hub_config(root, port, lesson, slim))
    env = {**os.environ, "PATH": f"{VENV / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    log = root / "hub.log"
    base = f"http://127.0.0.1:{port}"
    with log.open("wb") as out:
        process = subprocess.Popen([str(VENV / "bin" / "jupyterhub"), "-f", str(config)], cwd=root, env=env,
                                   stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            wait_for(f"{base}/hub/login", process, log, timeout=120)
            yield base, process.pid
        finally:
            seen |= descendants(process.pid)
            stop(process, seen, timeout=60)


def read_memory(pid: int) -> Memory:
    """RSS and PSS of one process (``/proc/PID/smaps_rollup``); zero when it is gone."""
    sizes = {}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("Rss", "Pss"):
                sizes[key] = int(value.split()[0]) * 1024
    except (OSError, ValueError):
        return Memory()
    return Memory(sizes.get("Rss", 0), sizes.get("Pss", 0))


def owner(pid: int) -> str:
    """Whose process this is: a learner's name (its ``JUPYTERHUB_USER``), "proxy", or "" (the hub's own)."""
    try:
        environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return ""
    for entry in environ:
        if entry.startswith(b"JUPYTERHUB_USER="):
            return entry.split(b"=", 1)[1].decode()
    return "proxy" if b"configurable-http-proxy" in command else ""


def group_memory(families: Mapping[int, set[int]], owners: Mapping[int, str],
                 sizes: Mapping[int, Memory]) -> dict[str, Memory]:
    """The memory of each owner: the processes the hub started directly (``families``: each with every process it
    started in turn) summed under their ``owners``' names ("" for the hub's own)."""
    total: dict[str, Memory] = {}
    for top, family in families.items():
        name = owners.get(top, "")
        for pid in {top} | family:
            total[name] = total.get(name, Memory()) + sizes.get(pid, Memory())
    return total


def sample(hub_pid: int, seen: set[int]) -> dict[str, Memory]:
    """The memory of the hub ("hub", itself included), the proxy and each learner now; adds every pid to ``seen``."""
    everyone = descendants(hub_pid)
    seen |= everyone
    children = {pid for pid in everyone if parent(pid) == hub_pid}
    families = {pid: descendants(pid) for pid in children} | {hub_pid: set()}
    sizes = {pid: read_memory(pid) for pid in everyone | {hub_pid}}
    grouped = group_memory(families, {pid: owner(pid) for pid in children}, sizes)
    grouped["hub"] = grouped.pop("", Memory())
    return grouped


def parent(pid: int) -> int:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0
    return int(stat[stat.rindex(")") + 2:].split()[1])


def largest(peaks: dict[str, Memory], now: Mapping[str, Memory]) -> None:
    """Keep in ``peaks`` each owner's largest RSS and PSS so far."""
    for name, memory in now.items():
        was = peaks.get(name, Memory())
        peaks[name] = Memory(max(was.rss, memory.rss), max(was.pss, memory.pss))


async def watch(hub_pid: int, seen: set[int], peaks: dict[str, Memory]) -> None:
    """Sample the memory every few seconds until cancelled."""
    while True:
        largest(peaks, sample(hub_pid, seen))
        await asyncio.sleep(SAMPLE_EVERY)


async def lesson_session(page: Any, base: str, learner: Learner, steps: int, wait_ms: float, then: str) -> None:
    """Log in, wait for the lesson with its kernel idle, Run all, step the first replay; open ``then`` and Run all."""
    start = time.monotonic()
    learner.stage = "logging in"
    await page.goto(f"{base}/hub/login", timeout=wait_ms)
    await page.fill("#username_input", learner.name)
    await page.fill("#password_input", PASSWORD)
    await page.click("#login_submit")
    learner.stage = "opening the lesson"
    await page.get_by_text(LAB_IDLE).wait_for(timeout=wait_ms)
    await page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=wait_ms)
    learner.lab_open = time.monotonic() - start
    learner.stage = "running every cell"
    await page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    await page.wait_for_function(EVERY_CELL_RAN, timeout=wait_ms)
    await page.get_by_text(LAB_IDLE).wait_for(timeout=wait_ms)
    if await page.locator(ERROR_OUTPUT).count():
        raise RuntimeError(f"a cell failed: {(await page.locator(ERROR_OUTPUT).first.inner_text())[-300:]}")
    learner.cells_ran = time.monotonic() - start
    learner.stage = "stepping the replay"
    replay = page.locator(".domino-replay").first
    await replay.locator("svg.domino-board").wait_for(state="attached", timeout=wait_ms)
    for _ in range(steps):
        learner.steps_ms.append(await step_once(replay, wait_ms))
        if math.isnan(learner.first_next):
            learner.first_next = time.monotonic() - start
    if then:
        learner.stage = "running the second lesson"
        await run_another(page, then, wait_ms)
        learner.then_ran = time.monotonic() - start
    learner.stage = "done"


async def run_another(page: Any, lesson: str, wait_ms: float) -> None:
    """Open ``lesson`` beside the first (a kernel of its own), wait for its kernel, Run all."""
    await page.evaluate(f"() => {{ window.jupyterapp.commands.execute('docmanager:open', "
                        f"{{path: {json.dumps(lesson)}}}); }}")
    await page.wait_for_function(f"() => window.jupyterapp.shell.currentWidget?.context?.path === {json.dumps(lesson)}",
                                 timeout=wait_ms)
    await page.get_by_text(LAB_IDLE).wait_for(timeout=wait_ms)
    await page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    await page.wait_for_function(EVERY_CELL_RAN, timeout=wait_ms)
    await page.get_by_text(LAB_IDLE).wait_for(timeout=wait_ms)


async def step_once(replay: Any, wait_ms: float) -> float:
    """Next (First once the replay is at its end), waited for until the board shows the step it leads to; the
    milliseconds from the click to the new board."""
    from playwright.async_api import expect

    board = replay.locator("svg.domino-board")
    before = int(await board.get_attribute("data-step") or 0)
    next_button = replay.get_by_role("button", name="Next", exact=True)
    button, want = ((next_button, before + 1) if await next_button.is_enabled()
                    else (replay.get_by_role("button", name="First", exact=True), 0))
    start = time.monotonic()
    await button.click(timeout=wait_ms)
    await expect(board).to_have_attribute("data-step", str(want), timeout=wait_ms)
    return (time.monotonic() - start) * 1000


async def one_learner(browser: Any, base: str, name: str, gate: asyncio.Semaphore, args: argparse.Namespace) -> Learner:
    """A learner in a browser context of their own, once the gate lets them in, within ``args.timeout`` seconds."""
    learner = Learner(name)
    async with gate:
        context = await browser.new_context(viewport={"width": 1280, "height": 900})
        try:
            page = await context.new_page()
            await asyncio.wait_for(lesson_session(page, base, learner, args.steps, args.timeout * 1000,
                                                  args.then),
                                   args.timeout)
        except Exception as error:  # noqa: BLE001 (each learner's failure is counted and said, not raised)
            said = str(error).splitlines()[0][:200] if str(error) else ""
            learner.error = f"{type(error).__name__} while {learner.stage}: {said}".rstrip(": ")
        finally:
            await context.close()
    return learner


async def the_class(base: str, hub_pid: int, seen: set[int], peaks: dict[str, Memory],
                    args: argparse.Namespace) -> list[Learner]:
    """Every learner, ``args.at_once`` at a time, within ``args.run_timeout`` seconds; memory sampled meanwhile."""
    from playwright.async_api import async_playwright

    watcher = asyncio.create_task(watch(hub_pid, seen, peaks))
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                gate = asyncio.Semaphore(args.at_once)
                names = [f"learner{i:02d}" for i in range(1, args.learners + 1)]
                tasks = [asyncio.create_task(one_learner(browser, base, name, gate, args)) for name in names]
                await asyncio.wait(tasks, timeout=args.run_timeout)
                for task in tasks:
                    task.cancel()
                return [task.result() if task.done() and not task.cancelled() else Learner(name, "run timeout")
                        for name, task in zip(names, tasks)]
            finally:
                largest(peaks, sample(hub_pid, seen))
                await browser.close()
    finally:
        watcher.cancel()


def percentile(values: Sequence[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile (NaN for no values)."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def spread(values: Sequence[float]) -> dict[str, float]:
    return {"median": statistics.median(values) if values else math.nan, "p95": percentile(values, 95),
            "max": max(values, default=math.nan)}


def summary(learners: list[Learner], peaks: Mapping[str, Memory], args: argparse.Namespace) -> dict[str, Any]:
    """What hub.json holds: the run's settings, the figures, and each learner."""
    ok = [learner for learner in learners if not learner.error]
    per = [peaks[learner.name] for learner in learners if learner.name in peaks]
    mib = 1024 * 1024
    return {
        "learners": args.learners, "at_once": args.at_once, "lesson": args.lesson, "then": args.then,
        "slim": args.slim, "steps": args.steps,
        "cores": os.cpu_count(), "memory_total_gib": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
                                                          / 1024 ** 3, 1),
        "errors": len(learners) - len(ok), "failed": {learner.name: learner.error for learner in learners
                                                      if learner.error},
        "learner_rss_mib": spread([m.rss / mib for m in per]), "learner_pss_mib": spread([m.pss / mib for m in per]),
        "hub_rss_mib": peaks.get("hub", Memory()).rss / mib, "proxy_rss_mib": peaks.get("proxy", Memory()).rss / mib,
        "lab_open_s": spread([learner.lab_open for learner in ok]),
        "cells_ran_s": spread([learner.cells_ran for learner in ok]),
        "first_next_s": spread([learner.first_next for learner in ok]),
        "then_ran_s": spread([learner.then_ran for learner in ok if not math.isnan(learner.then_ran)]),
        "next_ms": spread([t for learner in ok for t in learner.steps_ms]),
        "each": [asdict(learner) | asdict(peaks.get(learner.name, Memory())) for learner in learners],
    }


def table(result: Mapping[str, Any]) -> str:
    """The printed report."""
    lines = [f"{result['learners']} learners, {result['at_once']} at a time, {result['lesson']}, "
             f"{result['steps']} clicks on Next each ({result['cores']} cores, {result['memory_total_gib']} GiB)",
             f"{'':<34} {'median':>9} {'p95':>9} {'max':>9}"]
    rows = [("memory per learner, RSS (MiB)", "learner_rss_mib"), ("memory per learner, PSS (MiB)", "learner_pss_mib"),
            ("log in -> lesson open (s)", "lab_open_s"), ("log in -> every cell ran (s)", "cells_ran_s"),
            ("log in -> first Next answered (s)", "first_next_s"), ("Next -> new board (ms)", "next_ms"),
            ("log in -> second lesson ran (s)", "then_ran_s")]
    for label, key in rows:
        figures = result[key]
        lines.append(f"{label:<34} {figures['median']:>9.1f} {figures['p95']:>9.1f} {figures['max']:>9.1f}")
    lines.append(f"hub {result['hub_rss_mib']:.0f} MiB RSS, proxy {result['proxy_rss_mib']:.0f} MiB RSS; "
                 f"errors: {result['errors']}")
    lines += [f"  {name}: {why}" for name, why in result["failed"].items()]
    return "\n".join(lines)


def arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--setup", action="store_true", help="install JupyterHub, Playwright and the proxy, then stop")
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--at-once", type=int, default=5, help="learners in the browser at a time")
    parser.add_argument("--lesson", default="00-start-here.ipynb", help="a lesson with a replay")
    parser.add_argument("--then", default="01-all-fives.ipynb", help="a second lesson opened after (empty: none)")
    parser.add_argument("--slim", action="store_true", help="the learners' servers without unused extensions")
    parser.add_argument("--steps", type=int, default=10, help="clicks on the replay's Next")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per learner")
    parser.add_argument("--run-timeout", type=float, default=1800, help="seconds for the whole class")
    parser.add_argument("--out", type=Path, default=HERE / "hub.json")
    return parser.parse_args(argv)


def main() -> None:
    args = arguments()
    if args.setup:
        setup()
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped as on Ctrl-C: everything started is stopped
    seen: set[int] = set()
    peaks: dict[str, Memory] = {}
    with tempfile.TemporaryDirectory(prefix="bench-hub-") as root:
        with hub(Path(root), args.lesson, seen, args.slim) as (base, hub_pid):
            learners = asyncio.run(the_class(base, hub_pid, seen, peaks, args))
    left = sorted(pid for pid in seen if alive(pid))
    result = summary(learners, peaks, args) | {"left_running": left}
    print(table(result))
    print(f"processes left running: {left or 'none'}")
    args.out.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
