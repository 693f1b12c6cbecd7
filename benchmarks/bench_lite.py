"""The JupyterLite site: its size, a cold load to a working replay, Next in the site against JupyterLab,
and each lesson's run time in the site.

    .venv/bin/python benchmarks/bench_lite.py [--steps 50] [--loads 3] [--start-only]

Builds the site with ``bash lite/build`` into a temporary folder, serves it on 127.0.0.1 and drives
Debian Chromium (headless) as the browser tests do. A cold load is a fresh browser context (empty
cache and storage): from opening the All Fives lesson to its first replay answering Next; and from opening the
start page (the site's front door) to its first replay answering Next after Run All, with where the time goes:
the app's page, Pyodide's boot, the wheels' installs, the kernel's start, each cell and Next (medians).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from bench_browser import MEASURE, report  # noqa: E402
from servers import TOKEN, build_site, chromium, jupyterlab, static_server  # noqa: E402

WAIT = 120_000
IDLE = "Python (Pyodide) | Idle"
LESSONS = ["00-start-here.ipynb", "01-all-fives.ipynb", "02-italian.ipynb", "03-domeng.ipynb", "04-goat.ipynb"]
NUMBERED = """() => { const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')];
    return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent)); }"""


def size(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def open_and_run(page: object, site: str, notebook: str) -> float:
    """Open a notebook in the site and run it; the seconds from Run All to every cell done."""
    page.goto(f"{site}/lab/index.html?path={notebook}", timeout=WAIT)  # type: ignore[attr-defined]
    page.get_by_text(IDLE).wait_for(timeout=WAIT)  # type: ignore[attr-defined]
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget",  # type: ignore[attr-defined]
                           timeout=WAIT)
    start = time.perf_counter()
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")  # type: ignore[attr-defined]
    page.wait_for_function(NUMBERED, timeout=WAIT)  # type: ignore[attr-defined]
    return time.perf_counter() - start


def cold_load(browser: object, site: str) -> float:
    """A fresh context: open the lesson, run it, click Next on its first replay; seconds until step 1 shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    start = time.perf_counter()
    open_and_run(page, site, "01-all-fives.ipynb")
    replay = page.locator(".domino-replay").first
    replay.get_by_role("button", name="Next").click()
    replay.locator("svg.domino-board[data-step='1']").wait_for(state="attached", timeout=WAIT)
    seconds = time.perf_counter() - start
    context.close()
    return seconds


RECORD = """() => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  window.__messages = [];
  kernel.anyMessage.connect((_, args) => {
    const m = args.msg;
    window.__messages.push([Date.now(), args.direction, m.header.msg_type, m.header.msg_id,
                            m.parent_header ? m.parent_header.msg_id : null, m.content ? m.content.execution_state : null]);
  });
}"""
"""Records each kernel message (epoch ms) from now on: when each cell's request went out and its kernel went idle."""
EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, silent: false, store_history: false});
  let out = '';
  future.onIOPub = (m) => { if (m.header.msg_type === 'stream') out += m.content.text; };
  await future.done;
  return out;
}"""
"""Runs Python in the page's kernel, not in a cell; its printed output."""
WORKER = """
import json, os, sys, time
from js import performance
site = next(p for p in sys.path if p.endswith('site-packages'))
installed = {n.split('-')[0]: os.stat(os.path.join(site, n)).st_mtime * 1000
             for n in os.listdir(site) if n.endswith('.dist-info')}
print(json.dumps({'origin': performance.timeOrigin, 'now': time.time() * 1000, 'installed': installed,
                  'resources': [[e.name.split('/')[-1].split('?')[0], performance.timeOrigin + e.startTime,
                                 performance.timeOrigin + e.responseEnd, e.encodedBodySize]
                                for e in performance.getEntriesByType('resource')]}))
"""
"""The kernel's worker: when it started, what it fetched (epoch ms, bytes) and when each package was installed
(the mtime of its dist-info folder: the file system in the worker stamps each file with the wall clock)."""


def start_page_load(browser: object, site: str) -> dict[str, object]:
    """A fresh context: open the start page, Run All, click Next on its replay; the phases, in seconds from the
    page's opening: the app's page loaded, the kernel's worker started, Pyodide booted (wasm and standard library),
    the wheels in the lock fetched and installed, piplite and the kernel's own wheels installed, the kernel idle;
    then each cell's run (from its request to the kernel going idle), and Next answered."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    start = time.time() * 1000
    page.goto(f"{site}/lab/index.html?path=00-start-here.ipynb", timeout=WAIT)
    page.get_by_text(IDLE).wait_for(timeout=WAIT)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=WAIT)
    idle = time.time() * 1000
    page.evaluate(RECORD)
    run = time.time() * 1000
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(NUMBERED, timeout=WAIT)
    ran = time.time() * 1000
    replay = page.locator(".domino-replay").first
    before = replay.locator("svg.domino-board").first.get_attribute("data-step")
    replay.get_by_role("button", name="Next").click()
    replay.locator(f"svg.domino-board[data-step='{int(before) + 1}']").wait_for(state="attached", timeout=WAIT)
    answered = time.time() * 1000
    messages = page.evaluate("window.__messages")
    worker = json.loads(page.evaluate(EXECUTE, WORKER))
    page_resources = page.evaluate("""() => performance.getEntriesByType('resource').map(
        (e) => [e.name, e.encodedBodySize, e.responseEnd])""")
    context.close()
    requests = [m for m in messages if m[1] == "send" and m[2] == "execute_request"]
    cells = []
    for sent in requests:
        done = next(m[0] for m in messages if m[1] == "recv" and m[4] == sent[3] and m[5] == "idle")
        cells.append((done - sent[0]) / 1000)
    installed = worker["installed"]
    kernel_own = ("micropip", "piplite", "pyodide_kernel", "ipykernel")
    in_lock = [t for name, t in installed.items() if name not in kernel_own]
    ms = lambda t: (t - start) / 1000  # noqa: E731
    marks = {"app loaded, kernel's worker started": ms(worker["origin"]),
             "Pyodide fetched and booted": ms(min(in_lock)),
             "the lock's wheels installed": ms(max(in_lock)),
             "the kernel's own installs (micropip, piplite)": ms(max(installed[n] for n in kernel_own if n in installed)),
             "the kernel imported, idle": ms(idle)}
    phases, before = {}, 0.0
    for name, mark in marks.items():
        phases[name], before = max(mark, before) - before, max(mark, before)
    labels = ["imports", "the set", "the check", "the replay", "progress panel", "practice"]
    done = [0.0] + cells
    phases.update({f"cell: {labels[i] if i < len(labels) else i}": done[i + 1] - done[i] for i in range(len(cells))})
    phases["Next answered"] = (answered - ran) / 1000
    return {"total": (answered - start) / 1000, "run all": (ran - run) / 1000, "phases": phases,
            "bytes fetched": {"worker": sum(r[3] for r in worker["resources"]),
                              "page": sum(r[1] for r in page_resources)},
            "drive requests": sum(1 for r in worker["resources"] if r[0] == "drive")}


def start_page_report(loads: list[dict[str, object]]) -> None:
    """The medians of ``start_page_load``'s phases over the loads, each as a share of the total."""
    totals = [float(load["total"]) for load in loads]  # type: ignore[arg-type]
    total = statistics.median(totals)
    print(f"Start page, cold, to the first replay answering Next: median {total:.1f} s over {len(loads)} "
          f"(each: {', '.join(f'{t:.1f}' for t in totals)}); Run All "
          f"{statistics.median(load['run all'] for load in loads):.1f} s")  # type: ignore[misc]
    for name in loads[0]["phases"]:  # type: ignore[attr-defined]
        seconds = statistics.median(load["phases"][name] for load in loads)  # type: ignore[index]
        print(f"  {name:48} {seconds:5.2f} s  {100 * seconds / total:4.0f} %")
    print(f"  kernel's requests to the drive: {statistics.median(load['drive requests'] for load in loads):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("--start-only", action="store_true", help="only the start page's cold loads and their phases")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as root, chromium() as browser:
        out = Path(root) / "site"
        start = time.perf_counter()
        build_site(out)
        print(f"Site built in {time.perf_counter() - start:.0f} s: {size(out):.1f} MB "
              f"(Pyodide and the wheels: {size(out / 'static' / 'pyodide'):.1f} MB)")
        with static_server(out) as site:
            start_page_report([start_page_load(browser, site) for _ in range(args.loads)])
            if args.start_only:
                return
            loads = [cold_load(browser, site) for _ in range(args.loads)]
            print(f"Cold load to a working first replay: median {statistics.median(loads):.1f} s "
                  f"(each: {', '.join(f'{s:.1f}' for s in loads)})")
            runs = {notebook: open_and_run(browser.new_page(), site, notebook)  # type: ignore[attr-defined]
                    for notebook in LESSONS}  # a page of its own each: JupyterLite restores the last one's tabs
            print("Run All in the site: " + ", ".join(f"{n[:2]} {s:.1f} s" for n, s in runs.items()))
            page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
            open_and_run(page, site, "01-all-fives.ipynb")
            print("Click on Next -> updated board, measured in the page")
            lite = report("JupyterLite", page.evaluate(MEASURE, args.steps))
        with jupyterlab(Path(root) / "lab") as base:
            page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
            page.goto(f"{base}/lab/tree/01-all-fives.ipynb?token={TOKEN}&reset")
            page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=WAIT)
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.locator(".domino-replay svg.domino-board").wait_for(state="attached", timeout=WAIT)
            page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=WAIT)
            lab = report("JupyterLab", page.evaluate(MEASURE, args.steps))
    print(f"  JupyterLite / JupyterLab: {lite / lab:.2f}x")


if __name__ == "__main__":
    main()
