"""A widget that shows an SVG drawing and reports clicks on its tiles in hand and its open ends.

The front end is a few lines of JavaScript shipped inline through anywidget (no download, works
in JupyterLab and Voila). A click on an element with class ``in-hand`` and ``data-tile`` sends
``{"kind": "tile", "value": "6-4"}``; a click on an end marker ``data-end`` sends
``{"kind": "end", "value": "R"}``.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

ESM = """
function render({ model, el }) {
  el.classList.add("domino-canvas");
  const draw = () => { el.innerHTML = model.get("svg"); };
  draw();
  model.on("change:svg", draw);
  el.addEventListener("click", (event) => {
    const hit = event.target.closest(".in-hand[data-tile], [data-end]");
    if (!hit || !el.contains(hit)) { return; }
    const end = hit.getAttribute("data-end");
    model.send(end ? { kind: "end", value: end } : { kind: "tile", value: hit.getAttribute("data-tile") });
  });
}
export default { render };
"""

CSS = """
.domino-canvas svg { max-width: 100%; height: auto; display: block; }
.domino-canvas .in-hand, .domino-canvas [data-end] { cursor: pointer; }
.domino-canvas .in-hand.playable:hover { opacity: 0.8; }
"""

ClickHandler = Callable[[str, str], None]


class SvgCanvas(anywidget.AnyWidget):
    """Shows ``svg``; calls each handler given to ``on_pick`` with (kind, value) on a click."""

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
        """What a click in the browser does; also for tests and keyboard-free use."""
        for handler in self._handlers:
            handler(kind, value)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") in ("tile", "end") and isinstance(content.get("value"), str):
            self.pick(content["kind"], content["value"])
