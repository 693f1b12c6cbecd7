"""PageBeat: whether a widget's page is still open. Its front end (inline JavaScript through anywidget) says so every
few seconds while the page shows it, and says "gone" when the page is closed or navigated away, or the view is
closed (a notebook's tab in JupyterLab); the kernel, which
runs on after a closed tab, learns from it that nobody is looking (a class table's seat then stops holding the
table up)."""

from __future__ import annotations

import time
from typing import Any, Callable

import anywidget

ESM = """
function render({ model, el }) {
  el.style.display = "none";
  const beat = () => model.send({ page: "open" });
  const gone = () => model.send({ page: "gone" });
  const shown = () => { if (document.visibilityState === "visible") { beat(); } };
  beat();
  const timer = setInterval(beat, 5000);
  // before the page's own handlers (a capturing listener runs first): Voila's closes the kernel's connection
  window.addEventListener("beforeunload", gone, { capture: true });
  window.addEventListener("pagehide", gone);
  document.addEventListener("visibilitychange", shown);
  return () => {  // the view closed (JupyterLab's tab closed, the output cleared): gone, unless another view beats
    clearInterval(timer);
    window.removeEventListener("beforeunload", gone, { capture: true });
    window.removeEventListener("pagehide", gone);
    document.removeEventListener("visibilitychange", shown);
    gone();
  };
}
export default { render };
"""

LOST = 20.0
"""Seconds without a beat after which the page is taken for closed: a closed tab that could not say so (a browser
runs no script once it closes a page hidden behind others), or a tab hidden for five minutes, which browsers let
beat once a minute only (its learner is away until they look at it again)."""


class PageBeat(anywidget.AnyWidget):
    """Invisible. ``showing``: whether a page shows it now (True until it has had ``LOST`` seconds to say so);
    ``on_change``: called with True or False when that changes."""

    _esm = ESM

    def __init__(self, on_change: Callable[[bool], None] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.heard: float | None = time.monotonic()
        """When the page last said it is open (None: it said it is gone)."""
        self.on_change = on_change
        self.on_msg(lambda _, content, buffers: self.said(content.get("page") == "open"))

    @property
    def showing(self) -> bool:
        """Whether a page shows the widget now, as far as the kernel can tell."""
        return self.heard is not None and time.monotonic() - self.heard < LOST

    def said(self, is_open: bool, now: float | None = None) -> None:
        """The page said it is open, or gone."""
        was = self.showing
        self.heard = (now or time.monotonic()) if is_open else None
        if was != self.showing and self.on_change is not None:
            self.on_change(self.showing)
