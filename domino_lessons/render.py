"""SVG drawings of tiles, hands and the tableau, made with svgwrite.

Every function is pure and returns an ``Svg`` string that displays itself in Jupyter. Each
tile face is drawn once in ``<defs>`` and placed with ``<use>``. Documented hooks for tests and
styling: the tableau's root has class ``domino-board`` and ``data-step``; each placed tile has
class ``tile`` and ``data-tile="6-4"``; each open-end marker class ``end`` and ``data-end``.
Text from records is escaped by svgwrite's XML writer. Same input, same bytes.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import svgwrite
from svgwrite.container import Group

from .board import Tableau
from .layout import HALF, PlacedTile, layout
from .tiles import Tile

THEME = {
    "background": "#1f5f3a",
    "tile": "#fbf8ef",
    "edge": "#2b2b2b",
    "pip": "#1b1b1b",
    "back": "#6b4b2a",
    "end": "#ffd54a",
    "last": "#ff7043",
    "text": "#ffffff",
}

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.25, 0.5), (0.25, 0.78), (0.75, 0.22), (0.75, 0.5), (0.75, 0.78)),
}
"""Pip centres in a unit square for each value: the standard patterns."""


class Svg(str):
    """An SVG document as a string that shows itself in a notebook."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def face_id(first: int, second: int, upright: bool) -> str:
    return f"{'v' if upright else 'h'}{first}{second}"


def _face(drawing: svgwrite.Drawing, first: int, second: int, upright: bool) -> Group:
    """One tile face: rounded body, dividing line and pips, with its top-left corner at 0,0."""
    w, h = (HALF, 2 * HALF) if upright else (2 * HALF, HALF)
    group = drawing.g(id=face_id(first, second, upright))
    group.add(drawing.rect((1, 1), (w - 2, h - 2), rx=4, ry=4, fill=THEME["tile"], stroke=THEME["edge"]))
    if upright:
        group.add(drawing.line((4, HALF), (HALF - 4, HALF), stroke=THEME["edge"]))
    else:
        group.add(drawing.line((HALF, 4), (HALF, HALF - 4), stroke=THEME["edge"]))
    for k, value in enumerate((first, second)):
        ox, oy = (0, k * HALF) if upright else (k * HALF, 0)
        for px, py in PIPS[value]:
            group.add(drawing.circle((round(ox + px * HALF, 1), round(oy + py * HALF, 1)), 2.6, fill=THEME["pip"]))
    return group


def _drawing(box: tuple[int, int, int, int], title: str, desc: str, css_class: str) -> svgwrite.Drawing:
    x, y, w, h = box
    drawing = svgwrite.Drawing(size=(w, h), profile="full", debug=False)
    drawing.viewbox(x, y, w, h)
    drawing["class"] = css_class
    drawing.set_desc(title=title, desc=desc)
    drawing.add(drawing.rect((x, y), (w, h), fill=THEME["background"]))
    return drawing


def _place_faces(drawing: svgwrite.Drawing, tiles: Sequence[PlacedTile], last: Tile | None = None) -> None:
    for face in sorted({(t.first, t.second, t.upright) for t in tiles}):
        drawing.defs.add(_face(drawing, *face))
    for placed in tiles:
        use = drawing.use(f"#{face_id(placed.first, placed.second, placed.upright)}", insert=(placed.x, placed.y))
        use["class"] = "tile last" if placed.tile == last else "tile"
        use["data-tile"] = str(placed.tile)
        drawing.add(use)
        if placed.tile == last:
            drawing.add(drawing.rect((placed.x - 2, placed.y - 2), (placed.width + 4, placed.height + 4), rx=5,
                                     fill="none", stroke=THEME["last"], stroke_width=3, **{"class": "last-marker"}))


def tile_svg(tile: Tile) -> Svg:
    """One tile, standing upright as in a hand."""
    placed = PlacedTile(tile, 0, 0, tile.high, tile.low, True, None)
    drawing = _drawing((-4, -4, HALF + 8, 2 * HALF + 8), f"Tile {tile}", f"The domino tile {tile}", "domino-tile")
    _place_faces(drawing, [placed])
    return Svg(drawing.tostring())


def hand_svg(tiles: Iterable[Tile], *, face_up: bool = True, owner: str = "") -> Svg:
    """A row of upright tiles; ``face_up=False`` shows only their backs."""
    tiles = list(tiles)
    gap = 6
    width = max(len(tiles), 1) * (HALF + gap) + gap
    who = f"{owner}'s hand" if owner else "A hand"
    desc = f"{who}: " + (", ".join(str(t) for t in tiles) if face_up else f"{len(tiles)} tiles face down")
    drawing = _drawing((0, 0, width, 2 * HALF + 2 * gap), who, desc, "domino-hand")
    placed = [PlacedTile(t, gap + i * (HALF + gap), gap, t.high, t.low, True, None) for i, t in enumerate(tiles)]
    if face_up:
        _place_faces(drawing, placed)
    else:
        for p in placed:
            drawing.add(drawing.rect((p.x + 1, p.y + 1), (HALF - 2, 2 * HALF - 2), rx=4, fill=THEME["back"],
                                     stroke=THEME["edge"], **{"class": "tile back"}))
    return Svg(drawing.tostring())


def board_svg(board: Tableau, *, step: int = 0, last: Tile | None = None,
              highlight_ends: Iterable[str] = (), title: str = "The table") -> Svg:
    """The tableau: placed tiles, the spinner marked, open ends marked (and highlighted if counted)."""
    plan = layout(board)
    ends = board.ends()
    desc = ("No tile on the table yet" if not ends else
            f"{board.tiles_played} tiles on the table; open ends " + ", ".join(f"{n} {p}" for n, p in ends.items()))
    drawing = _drawing(plan.bounds(), title, desc, "domino-board")
    drawing["data-step"] = str(step)
    _place_faces(drawing, plan.tiles, last)
    spinner = next((t for t in plan.tiles if t.tile == board.spinner), None)
    if spinner is not None:
        drawing.add(drawing.circle((spinner.x + spinner.width // 2, spinner.y + spinner.height // 2), 5,
                                   fill=THEME["end"], stroke=THEME["edge"], **{"class": "spinner"}))
    lit = set(highlight_ends)
    for marker in plan.ends:
        group = drawing.g(**{"class": "end scoring" if marker.name in lit else "end"})
        group["data-end"] = marker.name
        group.add(drawing.circle((marker.x, marker.y), HALF // 2 - 2, fill=THEME["end"] if marker.name in lit else "none",
                                 stroke=THEME["end"], stroke_width=2))
        group.add(drawing.text(marker.name, insert=(marker.x, marker.y + 4), text_anchor="middle", font_size=11,
                               font_family="sans-serif", fill=THEME["text"] if marker.name not in lit else THEME["pip"]))
        drawing.add(group)
    return Svg(drawing.tostring())
