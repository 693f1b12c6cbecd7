"""Browser round trip: a click on the replay's Next until the new board is in the page.

    .venv/bin/python benchmarks/bench_browser.py [--steps 50]

Runs the All Fives lesson in JupyterLab and in Voila (Debian Chromium, headless), clicks Next
``--steps`` times in each and reports the median and 90th percentile, timed inside the page
(click -> the board's data-step attribute changed), and the Voila/JupyterLab ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from servers import TOKEN, chromium, jupyterlab, voila  # noqa: E402

MEASURE = """async (steps) => {
  const replay = document.querySelector('.domino-replay');
  const next = [...replay.querySelectorAll('button')].find((b) => b.textContent.trim().endsWith('Next'));
  const step = () => replay.querySelector('svg.domino-board').getAttribute('data-step');
  const times = [];
  for (let i = 0; i < steps; i++) {
    const before = step();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const board = replay.querySelector('svg.domino-board');
        if (board && board.getAttribute('data-step') !== before) { observer.disconnect(); resolve(); }
      });
      observer.observe(replay, { subtree: true, childList: true, attributes: true });
    });
    const start = performance.now();
    next.click();
    await changed;
    times.push(performance.now() - start);
  }
  return times;
}"""
WAIT = 120_000


def report(where: str, times: list[float]) -> float:
    ordered = sorted(times)
    median = statistics.median(ordered)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    print(f"  {where:<11} median {median:6.1f} ms   p90 {p90:6.1f} ms   max {ordered[-1]:6.1f} ms   ({len(times)} steps)")
    return median


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=50)
    steps = parser.parse_args().steps
    print("Click on Next -> updated board, measured in the page (Debian Chromium, headless)")
    with tempfile.TemporaryDirectory() as root, chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
        with jupyterlab(Path(root) / "lab") as base:
            page.goto(f"{base}/lab/tree/01-all-fives.ipynb?token={TOKEN}&reset")
            page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=WAIT)
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.locator(".domino-replay svg.domino-board").wait_for(state="attached", timeout=WAIT)
            page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=WAIT)
            lab = report("JupyterLab", page.evaluate(MEASURE, steps))
        with voila(Path(root) / "voila") as base:
            page.goto(f"{base}/voila/render/01-all-fives.ipynb", timeout=WAIT)
            page.locator(".domino-replay svg.domino-board").wait_for(state="attached", timeout=WAIT)
            shown = report("Voila", page.evaluate(MEASURE, steps))
    print(f"  Voila / JupyterLab: {shown / lab:.2f}x")


if __name__ == "__main__":
    main()
