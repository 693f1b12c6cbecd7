"""Widget outputs as still HTML, for the docs site: no widget JavaScript, nothing fetched.

A lesson's widgets (``ReplayViewer``, ``PlayTable``, ``ScoreQuiz``, ``Practice``) need a kernel to move.
When the docs build executes a lesson, the kernel's widget state is saved in the notebook; myst-nb would
put it in the page for ipywidgets' HTML manager, loaded from a CDN. Here each widget view is drawn from
that saved state instead, once, at build time: containers as boxes, ``HTML`` widgets (our boards, SVG)
as their HTML, labels as text, buttons and inputs as disabled controls, the SVG canvas of the play table
as its SVG; the invisible helpers (anywidget front ends) draw nothing. The page then shows the widget as
it stood when the cell ran.

``install()`` patches myst-nb's renderer (``render_widget_view`` and ``render_nb_finalise``); conf.py
calls it.
"""

from __future__ import annotations

import html
import json
from typing import Any

from docutils import nodes

PREFIX = "IPY_MODEL_"
STATE_MIME = "application/vnd.jupyter.widget-state+json"
CONTAINERS = {"BoxModel": "column", "VBoxModel": "column", "HBoxModel": "row", "GridBoxModel": "row"}
TABS = {"TabModel", "AccordionModel", "StackModel"}
INPUTS = {"TextModel", "IntTextModel", "FloatTextModel", "BoundedIntTextModel", "BoundedFloatTextModel",
          "IntSliderModel", "FloatSliderModel", "PasswordModel"}
CHOICES = {"DropdownModel", "SelectModel", "RadioButtonsModel", "ToggleButtonsModel"}


def _id(reference: Any) -> str | None:
    return reference[len(PREFIX):] if isinstance(reference, str) and reference.startswith(PREFIX) else None


class Snapshot:
    """Draws the views of one notebook's saved widget state."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.models: dict[str, dict[str, Any]] = state

    def hidden(self, state: dict[str, Any]) -> bool:
        layout = self.models.get(_id(state.get("layout")) or "", {}).get("state", {})
        return layout.get("display") == "none" or layout.get("visibility") == "hidden"

    def draw(self, model_id: str | None, depth: int = 0) -> str:
        model = self.models.get(model_id or "")
        if model is None or depth > 50:
            return ""
        name, state = model.get("model_name", ""), model.get("state", {})
        if self.hidden(state):
            return ""
        description = html.escape(str(state.get("description", "")))
        if name in CONTAINERS:
            inner = "".join(self.draw(_id(child), depth + 1) for child in state.get("children", []))
            return f'<div class="dl-widget-box" style="display:flex;flex-direction:{CONTAINERS[name]};' \
                   f'flex-wrap:wrap;gap:4px">{inner}</div>'
        if name in TABS:
            children = state.get("children", [])
            titles = state.get("titles") or []
            index = state.get("selected_index") or 0
            heads = "".join(f'<span class="dl-widget-tab{" dl-selected" if i == index else ""}">'
                            f'{html.escape(str(titles[i] if i < len(titles) and titles[i] else i + 1))}</span>'
                            for i in range(len(children)))
            body = self.draw(_id(children[index]), depth + 1) if 0 <= index < len(children) else ""
            return f'<div class="dl-widget-tabs"><div class="dl-widget-tab-bar">{heads}</div>{body}</div>'
        if name in ("HTMLModel", "HTMLMathModel"):
            label = f"<span>{description}</span> " if description else ""
            return f'<div class="dl-widget-html">{label}{state.get("value", "")}</div>'
        if name == "LabelModel":
            return f'<span class="dl-widget-label">{html.escape(str(state.get("value", "")))}</span>'
        if name in ("ButtonModel", "ToggleButtonModel"):
            return f'<button class="dl-widget-button" type="button" disabled>{description}</button>'
        if name in ("CheckboxModel",):
            checked = " checked" if state.get("value") else ""
            return f'<label class="dl-widget-check"><input type="checkbox" disabled{checked}> {description}</label>'
        if name in ("TextareaModel",):
            return f'<textarea class="dl-widget-text" disabled>{html.escape(str(state.get("value", "")))}</textarea>'
        if name in INPUTS:
            value = html.escape(str(state.get("value", "")), quote=True)
            label = f"<span>{description}</span> " if description else ""
            return f'<label class="dl-widget-input">{label}<input type="text" disabled value="{value}"></label>'
        if name in CHOICES:
            labels = state.get("_options_labels") or []
            index = state.get("index")
            options = "".join(f'<option{" selected" if i == index else ""}>{html.escape(str(text))}</option>'
                              for i, text in enumerate(labels))
            label = f"<span>{description}</span> " if description else ""
            return f'<label class="dl-widget-choice">{label}<select disabled>{options}</select></label>'
        if name == "OutputModel":
            return "".join(self.output(item) for item in state.get("outputs", []))
        if model.get("model_module") == "anywidget":  # our canvas keeps its drawing in `svg`; helpers draw nothing
            svg = state.get("svg")
            return f'<div class="dl-widget-html">{svg}</div>' if isinstance(svg, str) and svg else ""
        return ""

    def output(self, item: dict[str, Any]) -> str:
        data = item.get("data", {})
        if item.get("output_type") == "stream":
            return f'<pre class="dl-widget-stream">{html.escape(str(item.get("text", "")))}</pre>'
        for mime in ("text/html", "image/svg+xml"):
            if mime in data:
                value = data[mime]
                return "".join(value) if isinstance(value, list) else str(value)
        if "application/vnd.jupyter.widget-view+json" in data:
            return self.draw(data["application/vnd.jupyter.widget-view+json"].get("model_id"))
        if "text/plain" in data:
            value = data["text/plain"]
            return f'<pre>{html.escape("".join(value) if isinstance(value, list) else str(value))}</pre>'
        return ""


def _state(renderer: Any) -> dict[str, Any]:
    metadata = renderer.renderer.nb_client.nb_metadata
    return ((metadata.get("widgets") or {}).get(STATE_MIME) or {}).get("state") or {}


def render_widget_view(self: Any, data: Any) -> list[nodes.Element]:
    """A widget view, as still HTML from the notebook's saved widget state."""
    view = data.content if isinstance(data.content, dict) else json.loads(data.string)
    drawn = Snapshot(_state(self)).draw(view.get("model_id"))
    if not drawn:
        drawn = '<p class="dl-widget-missing">(An interactive widget: run the lesson to use it.)</p>'
    return [nodes.raw(text=f'<div class="dl-widget-snapshot">{drawn}</div>', format="html")]


def install() -> None:
    from myst_nb.core.render import NbElementRenderer

    finalise = NbElementRenderer.render_nb_finalise

    def render_nb_finalise(self: Any, metadata: dict[str, Any]) -> None:
        """As myst-nb's, without the widget state in the page (the views are drawn already)."""
        finalise(self, {key: value for key, value in metadata.items() if key != "widgets"})

    NbElementRenderer.render_widget_view = render_widget_view
    NbElementRenderer.render_widget_view_inline = render_widget_view
    NbElementRenderer.render_nb_finalise = render_nb_finalise
