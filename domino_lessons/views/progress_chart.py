"""The progress panel's chart: a learner's average cost per decision, hand by hand, as a small SVG line chart.

Drawn with svgwrite like ``render``: same input, same bytes; every text escaped by its XML writer; ``role="img"``
named by its ``<title>`` and described by its ``<desc>`` (each value, for a screen reader). The chart has class
``domino-cost-chart``, its line class ``cost-line`` and each hand's point class ``cost-point`` with ``data-cost``.
"""

from __future__ import annotations

from typing import Sequence

import svgwrite

from ..core.advice import Band
from ..core.learner import ChartDesc, ChartName
from ..narrate import narrator
from ..narrate.catalogue import tenths
from .render import THEME, Svg, _titled

WIDTH, HEIGHT, MARGIN = 320, 120, 24


def points(costs: Sequence[float], top: float | None = None) -> list[tuple[float, float]]:
    """Where each cost is drawn: hands from left to right, no cost at the bottom, ``top`` (else the highest) at the
    top."""
    top = max(top if top is not None else max(costs, default=0.0), 1e-9)
    step = (WIDTH - 2 * MARGIN) / max(len(costs) - 1, 1)
    return [(round(MARGIN + i * step, 1), round(HEIGHT - MARGIN - cost / top * (HEIGHT - 2 * MARGIN), 1))
            for i, cost in enumerate(costs)]


def cost_chart(costs: Sequence[float], learner: str, game: str, lang: str | None = None,
               limits: Sequence[float] = ()) -> Svg:
    """The chart of ``costs`` (each reviewed hand's average cost per decision, oldest first) of ``learner`` in
    ``game`` (its name), with its words in ``lang`` (None: the language spoken). ``limits``: the game's bands of
    skill (``coach.skill``), each drawn as a dashed line (class ``band-line``, ``data-band``) named at its right,
    the scale reaching the first two."""
    words = narrator(lang)
    drawing = svgwrite.Drawing(size=(WIDTH, HEIGHT), profile="full", debug=False)
    drawing.viewbox(0, 0, WIDTH, HEIGHT)
    _titled(drawing, "domino-cost-chart", words.said(ChartName(learner=learner, game=game)),
            words.said(ChartDesc(costs=tuple(tenths(cost) for cost in costs))))
    drawing.add(drawing.rect((0, 0), (WIDTH, HEIGHT), fill=THEME["background"]))
    bottom = HEIGHT - MARGIN
    drawing.add(drawing.line((MARGIN, MARGIN), (MARGIN, bottom), stroke=THEME["muted"]))
    drawing.add(drawing.line((MARGIN, bottom), (WIDTH - MARGIN, bottom), stroke=THEME["muted"]))
    top = max([*costs, *limits[:2]], default=0.0)
    drawn = points(costs, top)
    for band, limit in zip(Band, limits):
        if limit <= top:
            y = points([limit], top)[0][1]
            drawing.add(drawing.line((MARGIN, y), (WIDTH - MARGIN, y), stroke=THEME["muted"], stroke_dasharray="3,3",
                                     class_="band-line", data_band=band.value))
            drawing.add(drawing.text(words.word(band), insert=(WIDTH - MARGIN + 2, y + 3), fill=THEME["text"],
                                     font_size=8))
    if len(drawn) > 1:
        drawing.add(drawing.polyline(drawn, fill="none", stroke=THEME["end"], stroke_width=2, class_="cost-line"))
    for (x, y), cost in zip(drawn, costs):
        drawing.add(drawing.circle((x, y), 3, fill=THEME["end"], class_="cost-point", data_cost=f"{cost:.2f}"))
    drawing.add(drawing.text(f"{top:.1f}", insert=(2, MARGIN + 4), fill=THEME["text"], font_size=10))
    drawing.add(drawing.text("0", insert=(MARGIN - 10, bottom + 4), fill=THEME["text"], font_size=10))
    drawing.add(drawing.text(str(len(costs)), insert=(WIDTH - MARGIN - 4, bottom + 14), fill=THEME["text"],
                             font_size=10))
    return Svg(drawing.tostring())
