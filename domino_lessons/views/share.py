"""Shareable replays: one self-contained HTML file (no kernel, no network), or one SVG per step.

The HTML file holds every frame's table as inline SVG (the tile faces defined once for the whole
page) and its annotation as escaped HTML, with a few lines of inline script for the First/Back/
Next/Last buttons, which a presenter's clicker presses too (the classroom's keys, ``CLICKER_KEYS``).
The words are the narrator's, in ``lang`` (None: the language being spoken); the step counter is a live region, so a screen
reader says each step.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

from .annotate import STYLE, frame_html
from ..core.labels import Control
from ..narrate import narrator
from ..core.record import Replay, check_ending, unwritable, write_atomic, write_error
from .render import faces_svg, table_svg

CLICKER_KEYS = {"PageDown": "next", "ArrowRight": "next", " ": "next", "PageUp": "back", "ArrowLeft": "back",
                "Home": "first", "End": "last"}
"""A presenter's clicker and the keyboard: the step button each key presses, on this page and in the
classroom view (``widgets/assist.py``)."""

PAGE_STYLE = """<style>
body { font-family: sans-serif; margin: 16px; background: #f4f6f4; color: #1b1b1b; }
h1 { font-size: 20px; margin: 0 0 8px 0; }
.frame { display: none; } .frame.shown { display: block; }
.frame svg { max-width: 100%; height: auto; }
.controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
.controls button { font-size: 16px; padding: 6px 14px; }
</style>"""

SCRIPT = """<script>
(function () {
  const frames = document.querySelectorAll(".frame");
  const where = document.getElementById("where");
  const template = where.getAttribute("data-template");
  let step = 0;
  function show(next) {
    step = Math.max(0, Math.min(frames.length - 1, next));
    frames.forEach((frame, i) => frame.classList.toggle("shown", i === step));
    where.textContent = template.replace("{step}", step).replace("{last}", frames.length - 1);
  }
  document.getElementById("first").onclick = () => show(0);
  document.getElementById("back").onclick = () => show(step - 1);
  document.getElementById("next").onclick = () => show(step + 1);
  document.getElementById("last").onclick = () => show(frames.length - 1);
  const keys = __KEYS__;
  document.addEventListener("keydown", (event) => {
    const target = event.target.closest ? event.target : document.body;
    const where = keys[event.key];
    if (!where || event.altKey || event.ctrlKey || event.metaKey || target.closest("input, textarea, select")
        || (event.key === " " && target.closest("button"))) { return; }
    event.preventDefault();
    document.getElementById(where).click();
  });
  show(0);
})();
</script>""".replace("__KEYS__", json.dumps(CLICKER_KEYS))


def replay_html(result: Replay, title: str, lang: str | None = None) -> str:
    """The whole replay as one HTML page that works offline."""
    frames = "\n".join(
        f'<div class="frame" data-step="{f.step}">{table_svg(f, faces=False, lang=lang)}'
        f'<div class="domino-annotation">{frame_html(f, lang)}</div></div>'
        for f in result.frames)
    word = narrator(lang).word
    buttons = "".join(f'<button id="{key}" title="{escape(word(tip))}">{escape(word(label))}</button>'
                      for key, label, tip in (("first", Control.FIRST, Control.FIRST_TIP),
                                              ("back", Control.BACK, Control.BACK_TIP),
                                              ("next", Control.NEXT, Control.NEXT_TIP),
                                              ("last", Control.LAST, Control.LAST_TIP)))
    counter = f'<span id="where" role="status" aria-live="polite" data-template="{escape(word(Control.STEP_OF))}"></span>'
    return (f'<!DOCTYPE html>\n<html lang="{narrator(lang).lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'{PAGE_STYLE}{STYLE}</head><body>{faces_svg()}<main class="domino-share"><h1>{escape(title)}</h1>'
            f'<div class="controls">{buttons}{counter}</div>{frames}</main>{SCRIPT}</body></html>\n')


HTML_ENDINGS = (".html", ".htm")
"""What the shareable page's file name may end in."""


def write_html(result: Replay, out: Path, title: str, make_folder: bool = True, lang: str | None = None) -> None:
    """The shareable page, written atomically (``make_folder``: create its folders if missing); a name not
    ending in ``HTML_ENDINGS`` is refused before the page is drawn."""
    check_ending(out, HTML_ENDINGS)
    write_atomic(out, replay_html(result, title, lang), make_folder=make_folder)


def write_svgs(result: Replay, folder: Path, make_folder: bool = True, lang: str | None = None) -> list[Path]:
    """One SVG file per replay step: ``step-000.svg``, ``step-001.svg``... Without ``make_folder`` only the
    folder itself may be created, inside one that exists."""
    if not make_folder:
        unwritable(folder)
    try:
        folder.mkdir(parents=make_folder, exist_ok=True)
    except OSError as exc:
        raise write_error(folder, exc) from None
    width = max(3, len(str(len(result.frames))))
    paths = []
    for frame in result.frames:
        path = folder / f"step-{frame.step:0{width}d}.svg"
        write_atomic(path, table_svg(frame, lang=lang))
        paths.append(path)
    return paths
