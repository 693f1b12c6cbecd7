"""The JupyterLite site: its size, a cold load to a working replay, Next in the site against JupyterLab,
and each lesson's run time in the site.

    .venv/bin/python benchmarks/bench_lite.py [--steps 50] [--loads 3]

Builds the site with ``bash lite/build`` into a temporary folder, serves it on 127.0.0.1 and drives
Debian Chromium (headless) as the browser tests do. A cold load is a fresh browser context (empty
cache and storage): from opening the All Fives lesson to its first replay answering Next.
"""

from __future__ import annotations

import argparse
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as root, chromium() as browser:
        out = Path(root) / "site"
        start = time.perf_counter()
        build_site(out)
        print(f"Site built in {time.perf_counter() - start:.0f} s: {size(out):.1f} MB "
              f"(Pyodide and the wheels: {size(out / 'static' / 'pyodide'):.1f} MB)")
        with static_server(out) as site:
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
