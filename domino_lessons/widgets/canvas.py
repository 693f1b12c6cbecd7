"""A widget that shows an SVG drawing and reports picks of its tiles in hand and its open ends.

The front end is a few lines of JavaScript shipped inline through anywidget (no download, works
in JupyterLab and Voila). A click on an element with class ``in-hand`` and ``data-tile`` sends
``{"kind": "tile", "value": "6-4"}``; a click on an end marker ``data-end`` sends
``{"kind": "end", "value": "R"}``.

The keyboard does the same: the drawing's buttons (``role="button"``, drawn by ``table_svg(...,
interactive=True)``) form one tab stop; the arrow keys (and Home/End) move between them, Enter or
Space picks one. After each redraw the focus stays in the widget: on the same tile or end when it is
still there, on the first end the selected tile fits after a tile is picked, else on the first
playable tile, else on the drawing itself. Nothing here decides a move: the kernel does.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

ESM = """
const PICKS = ".in-hand[data-tile][role=button], [data-end][role=button]";
const keyOf = (node) => node.hasAttribute("data-end") ? "end " + node.getAttribute("data-end")
                                                      : "tile " + node.getAttribute("data-tile");

function render({ model, el }) {
  el.classList.add("domino-canvas");
  el.tabIndex = -1;
  let current = null, picked = null;
  const picks = () => [...el.querySelectorAll(PICKS)];
  const hold = (node, focus) => {
    picks().forEach((other) => other.setAttribute("tabindex", other === node ? "0" : "-1"));
    if (node) { current = keyOf(node); }
    if (focus) { (node || el).focus(); }
  };
  const draw = () => {
    const inside = el.contains(document.activeElement);
    el.innerHTML = model.get("svg");
    const all = picks();
    const target = picked === "tile" ? el.querySelector("[data-end].target[role=button]") : null;
    const same = all.find((node) => keyOf(node) === current);
    hold(target || same || el.querySelector(".in-hand.playable[role=button]") || all[0] || null, inside);
    picked = null;
  };
  const pick = (node) => {
    picked = node.hasAttribute("data-end") ? "end" : "tile";
    current = keyOf(node);
    model.send(picked === "end" ? { kind: "end", value: node.getAttribute("data-end") }
                                : { kind: "tile", value: node.getAttribute("data-tile") });
  };
  draw();
  model.on("change:svg", draw);
  el.addEventListener("click", (event) => {
    const hit = event.target.closest(".in-hand[data-tile], [data-end]");
    if (hit && el.contains(hit)) { pick(hit); }
  });
  el.addEventListener("keydown", (event) => {
    const all = picks(), at = all.indexOf(document.activeElement);
    if (at < 0) { return; }
    const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1,
                    Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      hold(all[(moves[event.key] + all.length) % all.length], true);
    } else if (event.key === "Enter" || event.key === " ") {
      pick(all[at]);
    } else { return; }
    event.preventDefault();
    event.stopPropagation();  // the notebook's own shortcuts (arrows move between cells) stay out of it
  });
}
export default { render };
"""

CSS = """
.domino-canvas svg { max-width: 100%; height: auto; display: block; }
.domino-canvas .in-hand, .domino-canvas [data-end] { cursor: pointer; }
.domino-canvas .in-hand.playable:hover { opacity: 0.8; }
.domino-canvas [role=button]:focus { outline: 3px solid #ffffff; outline-offset: 2px; }
.domino-canvas [role=button]:focus:not(:focus-visible) { outline: none; }
.domino-canvas:focus { outline: 2px dashed #1f5f3a; }
"""

ClickHandler = Callable[[str, str], None]


class SvgCanvas(anywidget.AnyWidget):
    """Shows ``svg``; calls each handler given to ``on_pick`` with (kind, value) on a click or a key."""

    _esm = ESM
    _css = CSS
    svg = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._handlers: list[ClickHandler] = []
        self.on_msg(self._receive)

    def on_pick(self, handler: ClickHandler) -> None:
        self._handlers.append(handler)

    def pick(self, kind: str, value: str) -> None:
        """What a click or Enter in the browser does; also for tests."""
        for handler in self._handlers:
            handler(kind, value)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") in ("tile", "end") and isinstance(content.get("value"), str):
            self.pick(content["kind"], content["value"])
