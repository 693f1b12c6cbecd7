"""What assistive technology needs from our widgets that ipywidgets does not give: announcements, focus, names.

Each ReplayViewer, PlayTable and ScoreQuiz holds one invisible ``Assist``; its front end (inline
JavaScript through anywidget, installed once per page) watches the page and, inside our widgets
(``.domino-replay``, ``.domino-play``, ``.domino-quiz``):

- makes every annotation, message and quiz feedback (``.domino-annotation``, ``.domino-message``) a
  polite live region, so a screen reader reads each step, answer and explanation as it appears
  (problems are ``role="alert"`` in ``message_html``);
- moves the focus to the nearest control that still exists when the focused one is disabled, hidden
  or removed (Last at the last step, Lead it once the lead is laid, Check once answered), so it never
  falls to the page;
- in the classroom view (``.domino-classroom``), answers a presenter's clicker and the keyboard
  without a click into the page first: PageDown, ArrowRight and Space press Next; PageUp and
  ArrowLeft press Back; Home and End press First and Last. A focused field, menu or slider keeps its
  keys, and a focused button its own Space and Enter;
- names each slider's handle and value field after the slider's own label ("Step"), and hides the
  buttons' icon glyphs, so a button is called "Last", not "<glyph> Last".
"""

from __future__ import annotations

import json

import anywidget

from ..views.share import CLICKER_KEYS as CLICKER_KEYS  # the keys the shareable page answers too

ESM = """
const WIDGETS = ".domino-replay, .domino-play, .domino-quiz";
const CONTROLS = "button, input, select, textarea, [tabindex='0'], [contenteditable='true']";
const usable = (node) => node.isConnected && !node.disabled && node.getClientRects().length > 0;

function install() {
  if (window.__dominoAssist) { return; }
  window.__dominoAssist = true;
  let lost = null;  // the focused control and the widget's controls at that moment, in order
  document.addEventListener("focusin", (event) => {
    const widget = event.target.closest ? event.target.closest(WIDGETS) : null;
    lost = widget ? { node: event.target, list: [...widget.querySelectorAll(CONTROLS)].filter(usable) } : null;
  });
  document.addEventListener("mousedown", (event) => {
    if (!(event.target.closest && event.target.closest(WIDGETS))) { lost = null; }
  });
  const rescue = () => {
    const active = document.activeElement;
    // Chromium may still report the disabled control as focused until its next rendering update.
    if (!lost || usable(lost.node) || (active && active !== document.body && active !== lost.node)) { return; }
    const at = lost.list.indexOf(lost.node);
    for (let step = 1; step < lost.list.length; step++) {
      for (const near of [lost.list[at - step], lost.list[at + step]]) {
        if (near && usable(near)) { near.focus(); return; }
      }
    }
  };
  const annotate = () => {
    document.querySelectorAll(".domino-annotation:not([aria-live]), .domino-message:not([aria-live])")
      .forEach((region) => region.setAttribute("aria-live", "polite"));
    document.querySelectorAll(".domino-replay i.fa:not([aria-hidden]), .domino-play i.fa:not([aria-hidden]), "
                              + ".domino-quiz i.fa:not([aria-hidden])")
      .forEach((icon) => icon.setAttribute("aria-hidden", "true"));
    document.querySelectorAll(".domino-replay .widget-slider, .domino-play .widget-slider").forEach((slider) => {
      const label = slider.querySelector(".widget-label");
      const name = label ? label.textContent.trim() : "";
      if (!name) { return; }
      slider.querySelectorAll("[role=slider]").forEach((handle) => handle.setAttribute("aria-label", name));
      slider.querySelectorAll(".widget-readout").forEach((readout) => {
        readout.setAttribute("role", "textbox");
        readout.setAttribute("aria-label", name);
      });
    });
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) { return; }
    queued = true;
    requestAnimationFrame(() => { queued = false; annotate(); rescue(); });
  }).observe(document.body, { subtree: true, childList: true, attributes: true,
                              attributeFilter: ["disabled", "style", "class"] });
  annotate();
  document.addEventListener("keydown", clicker);
  document.documentElement.setAttribute("data-domino-assist", "ready");  // for tests: the keys are answered now
}

const KEYS = __KEYS__;
const OWN_KEYS = "input, textarea, select, [contenteditable='true'], [role=slider], .domino-canvas";

function clicker(event) {
  const view = document.querySelector(".domino-classroom");
  const where = KEYS[event.key];
  if (!view || !where || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) { return; }
  const target = event.target.closest ? event.target : document.body;
  if (target.closest(OWN_KEYS) || (event.key === " " && target.closest("button"))) { return; }
  const button = view.querySelector("button.domino-" + where);
  event.preventDefault();
  if (button && !button.disabled) { button.click(); }
}

function render({ el }) {
  el.style.display = "none";
  install();
}
export default { render };
""".replace("__KEYS__", json.dumps(CLICKER_KEYS))


class Assist(anywidget.AnyWidget):
    """Invisible; placed in a widget so that its page gets live regions, kept focus and named sliders."""

    _esm = ESM
