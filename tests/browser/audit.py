"""axe-core in the page: the accessibility violations our widgets cause (offline, from tests/browser/node_modules)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

AXE = Path(__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
OURS = [".domino-replay", ".domino-play", ".domino-quiz", ".domino-figures", ".domino-share", ".domino-checklist",
        ".domino-progress-panel", "svg[class^='domino-']", ".jp-OutputArea-output"]
"""What our widgets, drawings and cells' outputs put on a page (every output a learner sees, as JupyterLab or Voila
shows it: an SVG output drawn as an ``<img>`` must carry a text alternative); the rest (JupyterLab's, Voila's own
chrome) is not ours to fix."""
SERIOUS = ("critical", "serious")


def violations(page: Page, include: list[str] | None = None) -> list[dict[str, Any]]:
    """The critical and serious violations axe finds inside our widgets: rule, impact and the first targets."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async (include) => {
        const present = include.filter(s => document.querySelector(s));
        if (!present.length) return [];
        const result = await axe.run({include: present.map(s => [s])}, {resultTypes: ['violations']});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            targets: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + n.failureSummary)}));
    }""", include or OURS)
    return [v for v in found if v["impact"] in SERIOUS]
