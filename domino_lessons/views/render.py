"""SVG drawings of tiles, hands, the tableau, the scoreboard and the whole table, made with svgwrite.

Every function is pure and returns an ``Svg`` string that displays itself in Jupyter. Each
tile face is drawn once in ``<defs>`` and placed with ``<use>``. Documented hooks for tests and
styling:

- the tableau (``board_svg``, or the inner ``<svg>`` of ``table_svg``) has class ``domino-board``
  and ``data-step``; each tile on it class ``tile`` (plus ``last`` for the tile just played) and
  ``data-tile="6-4"``; the spinner a circle of class ``spinner``;
- each open-end marker is a group of class ``end`` (plus ``scoring`` when its pips made the
  score, ``target`` when the selected tile may go there) with ``data-end="L"`` (R, N, S); a plain
  end is a hollow circle, a scoring end a filled circle in a second ring, a target a diamond, so
  they differ by shape as well as colour;
- in ``table_svg``, each seat is a group of class ``seat`` (plus ``to-move``) with ``data-seat`` (and,
  in Domeng, ``data-stones``); Domeng's tray is a group of class ``stones-tray`` with ``data-table``;
  tiles in hand have class ``tile in-hand`` (plus ``playable``/``selected``) and ``data-tile``, a
  playable one a bar beneath it (``playable-marker``); the scoreboard is a group of class ``scoreboard``.

For assistive technology each drawing is ``role="img"`` named by its ``<title>`` and described by its
``<desc>`` (the narrator's words: the board, the score, the viewer's hand and the last tile laid); the
board inside a table is hidden from it. A table drawn ``interactive`` is ``role="group"`` instead and
its pickable tiles and ends are buttons with a spoken name (``aria-label``), for keyboard play.

Every drawing that has words takes ``lang`` (None: the language being spoken). Text from records is
escaped as svgwrite's XML writer escapes it (``svgxml`` writes its bytes, faster). Same input, same bytes.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Collection, Iterable, Sequence

import svgwrite
from svgwrite.container import Group

from ..core.tableau import Tableau
from ..core.phrases import (BoardDesc, HandDesc, HandTitle, LastLaid, PickEnd, PickTile, TableDesc, TileDesc, TilesHeld,
                            TileTitle)
from ..core.layout import HALF, Layout, PlacedTile, layout
from ..narrate import narrator
from ..rules import Counters
from .svgxml import tostring
from ..core.tiles import Tile

if TYPE_CHECKING:
    from ..core.frames import Frame

FIT = "max-width: 100%; height: auto"
"""Every drawing scales down to the width it is given (never up, never clipped), wherever it is shown."""
THEME = {
    "background": "#1f5f3a",
    "tile": "#fbf8ef",
    "edge": "#2b2b2b",
    "pip": "#1b1b1b",
    "back": "#6b4b2a",
    "end": "#ffd54a",
    "last": "#ffab91",
    "last_inner": "#bf360c",
    "text": "#ffffff",
    "target": "#7fdbff",
    "band": "#143d26",
    "muted": "#b8d8c2",
    "stone": "#cfd8dc",
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


_FACTORY = svgwrite.Drawing(profile="full", debug=False)
"""Makes the shared tile faces; never serialised itself."""

Face = tuple[int, int, bool]
"""A tile face as drawn: first (left or top) half, second half, upright."""

TABLE_WIDTH = 960
BAND = 44
"""Height of the scoreboard band at the top of a table."""
SMALL = 0.625
"""Scale of the tiles in the other players' hands on a table."""
MAX_BOARD_SCALE = 1.25
MAX_BOARD_HEIGHT = 480
MIN_BOARD_HEIGHT = 260


@dataclass(frozen=True, slots=True)
class Proportions:
    """How a table is drawn: the scoreboard's height, the stones tray's scale, the scale of the tiles in the
    other hands, and the table's height (the board taking what the rest leaves; None: what the board needs)."""

    band: int = BAND
    tray: float = 1.0
    small: float = SMALL
    height: int | None = None


PLAIN = Proportions()
CLASSROOM = Proportions(band=72, tray=1.5, small=0.68, height=740)
"""For a projector (``table_svg(classroom=True)``): always 960 x 740, large type, the board as big as the room
left; twelve tiles still fit one row of a four-seat table."""
SEATED = Proportions(height=540)
"""For a learner's seat at a class table: always 960 x 540 (taller only when the hands need it), so the table keeps
its size as the line grows and fits a 1366 x 768 laptop with its controls."""


def face_id(first: int, second: int, upright: bool) -> str:
    return f"{'v' if upright else 'h'}{first}{second}"


def _face(first: int, second: int, upright: bool) -> Group:
    """One tile face: rounded body, dividing line and pips, with its top-left corner at 0,0."""
    drawing = _FACTORY
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


def _titled(drawing: svgwrite.Drawing, css_class: str, title: str, desc: str, role: str = "img") -> None:
    """Class, scaling, and what assistive technology says of the drawing: its role, name and description."""
    drawing["class"] = css_class
    drawing["style"] = FIT
    drawing["role"] = role
    drawing.set_desc(title=title, desc=desc)


def _drawing(box: tuple[int, int, int, int], title: str, desc: str, css_class: str) -> svgwrite.Drawing:
    x, y, w, h = box
    drawing = svgwrite.Drawing(size=(w, h), profile="full", debug=False)
    drawing.viewbox(x, y, w, h)
    _titled(drawing, css_class, title, desc)
    drawing.add(drawing.rect((x, y), (w, h), fill=THEME["background"]))
    return drawing


@functools.cache
def _face_xml(face: Face) -> str:
    """A face's XML, serialised once per process."""
    return str(_face(*face).tostring())


def _serialise(drawing: svgwrite.Drawing, faces: Iterable[Face]) -> Svg:
    """The drawing as XML with the tile faces it uses defined in its ``<defs>``.

    The faces are the same in every drawing, so their XML is made once and written into the
    empty ``<defs />`` (the first one: texts are escaped, so no text can contain it); the bytes
    are those svgwrite writes with the faces added to ``drawing.defs``.
    """
    xml = tostring(drawing)
    defs = "".join(_face_xml(face) for face in sorted(set(faces)))
    return Svg(xml.replace("<defs />", f"<defs>{defs}</defs>", 1) if defs else xml)


def _faces(tiles: Iterable[PlacedTile]) -> list[Face]:
    return [(t.first, t.second, t.upright) for t in tiles]


def _upright(tile: Tile) -> PlacedTile:
    return PlacedTile(tile, 0, 0, tile.high, tile.low, True, None)


def _use(drawing: svgwrite.Drawing, placed: PlacedTile, css_class: str, scale: float = 1.0) -> svgwrite.container.Use:
    use = drawing.use(f"#{face_id(placed.first, placed.second, placed.upright)}")
    if scale == 1.0:
        use["x"], use["y"] = placed.x, placed.y
    else:
        use["transform"] = f"translate({placed.x},{placed.y}) scale({scale})"
    use["class"] = css_class
    use["data-tile"] = str(placed.tile)
    return use


def _back(drawing: svgwrite.Drawing, x: float, y: float, scale: float = 1.0) -> svgwrite.shapes.Rect:
    return drawing.rect((x + 1, y + 1), (HALF * scale - 2, 2 * HALF * scale - 2), rx=4 * scale, fill=THEME["back"],
                        stroke=THEME["edge"], **{"class": "tile back"})


def _text(drawing: svgwrite.Drawing, text: str, x: float, y: float, *, size: int = 13, anchor: str = "start",
          colour: str = "text", weight: str = "normal") -> svgwrite.text.Text:
    return drawing.text(text, insert=(x, y), font_size=size, font_family="sans-serif", text_anchor=anchor,
                        fill=THEME[colour], font_weight=weight)


def tile_svg(tile: Tile, *, lang: str | None = None) -> Svg:
    """One tile, standing upright as in a hand."""
    placed = _upright(tile)
    say = narrator(lang).said
    drawing = _drawing((-4, -4, HALF + 8, 2 * HALF + 8), say(TileTitle(tile=tile)), say(TileDesc(tile=tile)),
                       "domino-tile")
    drawing.add(_use(drawing, placed, "tile"))
    return _serialise(drawing, _faces([placed]))


def hand_svg(tiles: Iterable[Tile], *, face_up: bool = True, owner: str = "", title: str | None = None,
             desc: str | None = None, lang: str | None = None) -> Svg:
    """A row of upright tiles; ``face_up=False`` shows only their backs. Its title names the hand's
    ``owner`` ("Lucia's hand") and its description lists the tiles, unless ``title`` and ``desc`` are
    given (a row that is nobody's hand)."""
    tiles = list(tiles)
    gap = 6
    width = max(len(tiles), 1) * (HALF + gap) + gap
    say = narrator(lang).said
    if desc is None:
        desc = say(HandDesc(owner=owner, tiles=tiles if face_up else None, count=len(tiles), playable=()))
    heading = say(HandTitle(owner=owner)) if title is None else title
    drawing = _drawing((0, 0, width, 2 * HALF + 2 * gap), heading, desc,
                       "domino-hand")
    placed = [PlacedTile(t, gap + i * (HALF + gap), gap, t.high, t.low, True, None) for i, t in enumerate(tiles)]
    if face_up:
        for p in placed:
            drawing.add(_use(drawing, p, "tile in-hand"))
    else:
        for p in placed:
            drawing.add(_back(drawing, p.x, p.y))
    return _serialise(drawing, _faces(placed) if face_up else [])


def _board_desc(board: Tableau, lang: str | None) -> str:
    return narrator(lang).said(BoardDesc(tiles=board.tiles_played, ends=board.ends()))


def _draw_board(drawing: svgwrite.Drawing, into: svgwrite.container.SVG | svgwrite.Drawing, board: Tableau,
                plan: Layout, last: Tile | None, counted: Collection[str], targets: Collection[str],
                pickable: bool = False, lang: str | None = None) -> None:
    """Tiles, spinner and end markers of ``board`` (laid out as ``plan``) added to ``into``; faces must be defined.

    With ``pickable``, each end marker is a button for keyboard play, named by the narrator.
    """
    for placed in plan.tiles:
        into.add(_use(drawing, placed, "tile last" if placed.tile == last else "tile"))
        if placed.tile == last:  # light outside (against the felt), dark inside (against the tile)
            into.add(drawing.rect((placed.x - 3, placed.y - 3), (placed.width + 6, placed.height + 6), rx=6,
                                  fill="none", stroke=THEME["last"], stroke_width=3, **{"class": "last-marker"}))
            into.add(drawing.rect((placed.x - 0.5, placed.y - 0.5), (placed.width + 1, placed.height + 1), rx=4,
                                  fill="none", stroke=THEME["last_inner"], stroke_width=2,
                                  **{"class": "last-marker inner"}))
    spinner = next((t for t in plan.tiles if t.tile == board.spinner), None)
    if spinner is not None:
        into.add(drawing.circle((spinner.x + spinner.width // 2, spinner.y + spinner.height // 2), 5,
                                fill=THEME["end"], stroke=THEME["edge"], **{"class": "spinner"}))
    ends = board.ends()
    for marker in plan.ends:
        group = _end_marker(drawing, marker.name, marker.x, marker.y, marker.name in counted, marker.name in targets)
        if pickable:
            _pickable(group, narrator(lang).said(PickEnd(end=marker.name, pips=ends.get(marker.name),
                                                         fits=marker.name in targets)))
        into.add(group)


def _end_marker(drawing: svgwrite.Drawing, name: str, x: float, y: float, lit: bool, aimed: bool) -> Group:
    """An open end: a hollow circle; scoring, a filled circle in a second ring; a target, a diamond."""
    r = HALF // 2 - 2
    group = drawing.g(**{"class": "end" + (" scoring" if lit else "") + (" target" if aimed else "")})
    group["data-end"] = name
    if aimed:
        group.add(drawing.polygon([(x, y - r - 4), (x + r + 4, y), (x, y + r + 4), (x - r - 4, y)],
                                  fill=THEME["target"], stroke=THEME["edge"], stroke_width=2))
    elif lit:
        group.add(drawing.circle((x, y), r + 4, fill="none", stroke=THEME["end"], stroke_width=2))
        group.add(drawing.circle((x, y), r, fill=THEME["end"], stroke=THEME["edge"], stroke_width=1))
    else:
        group.add(drawing.circle((x, y), r, fill=THEME["background"], stroke=THEME["end"], stroke_width=2))
    group.add(_text(drawing, name, x, y + 4, size=11, anchor="middle", colour="pip" if lit or aimed else "text"))
    return group


def _pickable(element: svgwrite.base.BaseElement, name: str) -> None:
    """A tile or end the keyboard can reach and pick: a button with a spoken name (focus is managed by the canvas)."""
    element["role"] = "button"
    element["tabindex"] = "-1"
    element["aria-label"] = name


def board_svg(board: Tableau, *, step: int = 0, last: Tile | None = None, highlight_ends: Iterable[str] = (),
              targets: Iterable[str] = (), title: str = "The table", joints: bool = False,
              lang: str | None = None) -> Svg:
    """The tableau: placed tiles, the spinner marked, open ends marked (highlighted if counted).

    With ``joints``, each joint of arms L and R is numbered as the sistemata token counts it,
    filled where it may bend and hollow where it never does.
    """
    plan = layout(board)
    drawing = _drawing(plan.bounds(), title, _board_desc(board, lang), "domino-board")
    drawing["data-step"] = str(step)
    _draw_board(drawing, drawing, board, plan, last, set(highlight_ends), set(targets), lang=lang)
    if joints:
        _draw_joints(drawing, board, plan)
    return _serialise(drawing, _faces(plan.tiles))


def _draw_joints(drawing: svgwrite.Drawing, board: Tableau, plan: Layout) -> None:
    """A numbered marker on each joint: ``joint bendable`` (filled) or ``joint`` (hollow), ``data-joint="R 5"``."""
    where = {p.tile: (p.x + p.width / 2, p.y + p.height / 2) for p in plan.tiles}
    for arm, k, bendable in board.joints():
        tiles = board.arms[arm]
        before = board.lead if k == 1 else tiles[k - 2].tile
        (x1, y1), (x2, y2) = where[before], where[tiles[k - 1].tile]  # type: ignore[index]
        x, y = (x1 + x2) / 2, (y1 + y2) / 2
        group = drawing.g(**{"class": "joint bendable" if bendable else "joint"})
        group["data-joint"] = f"{arm} {k}"
        group.add(drawing.circle((x, y), 10, fill=THEME["last"] if bendable else THEME["background"],
                                 stroke=THEME["last"], stroke_width=2))
        group.add(_text(drawing, str(k), x, y + 4, size=11, anchor="middle", colour="pip" if bendable else "text",
                        weight="bold"))
        drawing.add(group)


def _scoreboard(drawing: svgwrite.Drawing, names: Sequence[str], totals: Sequence[int], *, title: str, goal: str,
                boneyard: int | None, width: int, stock: str = "boneyard") -> svgwrite.container.Group:
    group = drawing.g(**{"class": "scoreboard"})
    group.add(drawing.rect((0, 0), (width, BAND), fill=THEME["band"]))
    group.add(_text(drawing, title, 12, 27, size=15, weight="bold"))
    x = max(250, 40 + 9 * len(title))  # after the title, whose bold letters are about 9 units wide
    for name, total in zip(names, totals):
        group.add(_text(drawing, name, x, 18, size=12, colour="muted"))
        group.add(_text(drawing, str(total), x, 37, size=17, weight="bold"))
        x += max(90, 8 * len(name) + 20)
    tail = goal + (f" · {stock} {boneyard}" if boneyard is not None else "")
    group.add(_text(drawing, tail, width - 12, 27, size=13, anchor="end", colour="muted"))
    return group


def _projected_scoreboard(drawing: svgwrite.Drawing, names: Sequence[str], totals: Sequence[int], *, title: str,
                          goal: str, boneyard: int | None, width: int,
                          stock: str = "boneyard") -> svgwrite.container.Group:
    """The scoreboard in large type for a projector: the title over the target at the left, then the scores
    (their names about 10 units a letter, the title's 13, the target's 10)."""
    group = drawing.g(**{"class": "scoreboard"})
    group.add(drawing.rect((0, 0), (width, CLASSROOM.band), fill=THEME["band"]))
    tail = goal + (f" · {stock} {boneyard}" if boneyard is not None else "")
    group.add(_text(drawing, title, 14, 30, size=22, weight="bold"))
    group.add(_text(drawing, tail, 14, 60, size=18, colour="muted"))
    steps = [max(100, 10 * len(name) + 30) for name in names]
    x = max(40 + max(13 * len(title), 10 * len(tail)), width - 12 - sum(steps))
    for name, total, step in zip(names, totals, steps):
        group.add(_text(drawing, name, x, 28, size=18, colour="muted"))
        group.add(_text(drawing, str(total), x, 60, size=26, weight="bold"))
        x += step
    return group


def scoreboard_svg(names: Sequence[str], totals: Sequence[int], *, title: str = "Score", goal: str = "",
                   boneyard: int | None = None) -> Svg:
    """The running score of each side, the target and (optionally) the boneyard size."""
    desc = ", ".join(f"{n} {t}" for n, t in zip(names, totals)) + (f"; playing {goal}" if goal else "")
    drawing = _drawing((0, 0, TABLE_WIDTH, BAND), title, desc, "domino-scoreboard")
    drawing.add(_scoreboard(drawing, names, totals, title=title, goal=goal, boneyard=boneyard, width=TABLE_WIDTH))
    return Svg(tostring(drawing))


def _seat(drawing: svgwrite.Drawing, frame: Frame, seat: int, x: int, y: int, width: int, *, face_up: bool,
          scale: float, playable: Collection[Tile], selected: Tile | None,
          pickable: bool = False, lang: str | None = None) -> tuple[svgwrite.container.Group, int]:
    """One player's name and hand inside a box ``width`` wide; returns the group and its height."""
    tiles = frame.held[seat]
    tile_w, tile_h = round(HALF * scale), round(2 * HALF * scale)
    step, per_row = tile_w + (6 if scale == 1.0 else 3), _per_row(width, scale)
    height = _seat_height(len(tiles), width, scale)
    moving = frame.to_move == seat
    group = drawing.g(**{"class": "seat to-move" if moving else "seat"})
    group["data-seat"] = str(seat)
    name, words = frame.seats.names[seat], narrator(lang)
    label = f"{'▶ ' if moving else ''}{name} · {words.said(TilesHeld(count=len(tiles)))}"
    if frame.counters is not None:
        held = frame.totals[seat]
        label += words.say("counters held", frame.game, held, frame.counters.office == seat)
        group["data-stones"] = str(held)
    group.add(_text(drawing, label, x + 6, y + 15, size=13, colour="text" if moving else "muted",
                    weight="bold" if moving else "normal"))
    for i, tile in enumerate(tiles):
        tx, ty = x + 6 + (i % per_row) * step, y + 22 + (i // per_row) * (tile_h + 6)
        if not face_up:
            group.add(_back(drawing, tx, ty, scale))
            continue
        for element in _hand_tile(drawing, PlacedTile(tile, tx, ty, tile.high, tile.low, True, None), seat, scale,
                                  tile in playable, tile == selected, pickable, lang):
            group.add(element)
    return group, height


def _per_row(width: int, scale: float) -> int:
    """How many tiles drawn at ``scale`` fit one row of a seat's box ``width`` wide."""
    return max(1, (width - 12) // (round(HALF * scale) + (6 if scale == 1.0 else 3)))


def _seat_height(count: int, width: int, scale: float) -> int:
    """The height of a seat's box: its name and ``count`` tiles in as many rows as ``width`` needs."""
    return 22 + max(1, -(-count // _per_row(width, scale))) * (round(2 * HALF * scale) + 6)


def _hand_tile(drawing: svgwrite.Drawing, placed: PlacedTile, seat: int, scale: float, playable: bool, selected: bool,
               pickable: bool, lang: str | None) -> list[svgwrite.base.BaseElement]:
    """A face-up tile in a hand with its markers: a backing when selected, a bar beneath when playable."""
    x, y, w, h = placed.x, placed.y, round(HALF * scale), round(2 * HALF * scale)
    use = _use(drawing, placed, "tile in-hand" + (" playable" if playable else "") + (" selected" if selected else ""),
               scale)
    use["data-seat"] = str(seat)
    if pickable:
        _pickable(use, narrator(lang).said(PickTile(tile=placed.tile, playable=playable, selected=selected)))
    marks = []
    if selected:
        marks.append(drawing.rect((x - 3, y - 3), (w + 6, h + 6), rx=5, fill=THEME["target"],
                                  **{"class": "selected-marker"}))
    if playable:
        marks.append(drawing.rect((x + 4, y + h + 1), (w - 8, 4), rx=2, fill=THEME["end"], **{"class": "playable-marker"}))
    return [*marks, use]


def _used_faces(frame: Frame, plan: Layout, viewer: int | None, everyone: bool) -> list[Face]:
    """The faces a table drawing defines: the board's, and those of the hands drawn face up (``everyone``'s, else the
    viewer's alone: a face-down hand's tiles are named nowhere in the drawing)."""
    return _faces(plan.tiles) + [(t.high, t.low, True) for seat, held in enumerate(frame.held) for t in held
                                 if everyone or seat == viewer]


def table_svg(frame: Frame, *, viewer: int | None = None, show_all: bool = True, playable: Iterable[Tile] = (),
              selected: Tile | None = None, targets: Iterable[str] = (), last: Tile | None = None,
              interactive: bool = False, faces: bool = True, lang: str | None = None, classroom: bool = False,
              proportions: Proportions | None = None) -> Svg:
    """The whole table: scoreboard, every hand, the tableau in the middle and the boneyard count.

    ``viewer`` sits at the bottom with the hand face up and full size; the others' hands are
    face down unless ``show_all``. Without a viewer every hand is shown in the top row. The tile
    laid at this step is marked, or ``last`` where a quiz marks the last tile laid before it.
    ``interactive``: the viewer's tiles and the open ends are buttons for keyboard play (the PlayTable).
    ``faces=False`` leaves the tile faces out of its ``<defs>``: for a page that defines them once
    (``faces_svg``) and shows many tables. ``lang``: the language of its words (None: the one spoken).
    ``classroom``: for a projector (``CLASSROOM`` proportions); ``proportions``: others (``SEATED``)."""
    width, plan, playable = TABLE_WIDTH, layout(frame.board), set(playable)
    used = _used_faces(frame, plan, viewer, show_all or viewer is None) if faces else []
    drawing, said, words = svgwrite.Drawing(profile="full", debug=False), frame.words(lang), narrator(lang)
    _titled(drawing, "domino-table", f"{said.title}: {said.label}", _table_desc(frame, viewer, playable, last, lang),
            role="group" if interactive else "img")
    sizes = proportions or (CLASSROOM if classroom else PLAIN)
    groups, top_h = _top_row(drawing, frame, viewer, show_all or viewer is None, lang, sizes.band + 4, sizes.small)
    board_y = sizes.band + 4 + top_h + 4
    board = _table_board(drawing, frame, plan, board_y, last or frame.last, targets, interactive, lang,
                         room=_board_room(frame, viewer, board_y, sizes))
    height = board_y + int(board["height"])
    if viewer is not None:
        group, h = _seat(drawing, frame, viewer, 0, height + 4, width, face_up=True, scale=1.0,
                         playable=playable, selected=selected, pickable=interactive, lang=lang)
        groups.append(group)
        height += h + 8
    height += 4
    drawing["width"], drawing["height"] = width, height
    drawing.viewbox(0, 0, width, height)
    drawing.add(drawing.rect((0, 0), (width, height), fill=THEME["background"]))
    drawing.add(_table_scores(drawing, frame, lang, classroom))
    for group in [*groups, board]:
        drawing.add(group)
    if frame.counters is not None:
        on_table = words.say("counters on the table", frame.game, frame.counters.on_table)
        drawing.add(_tray(drawing, frame.counters, on_table, board_y + 8, sizes.tray))
    return _serialise(drawing, used)


def _table_scores(drawing: svgwrite.Drawing, frame: Frame, lang: str | None, large: bool) -> svgwrite.container.Group:
    """The table's scoreboard: each side's score, the game and hand, the target, the stock; ``large``: a projector's."""
    said = frame.words(lang)
    draw = _projected_scoreboard if large else _scoreboard
    return draw(drawing, frame.seats.side_names, frame.totals, title=f"{said.title} · {said.hand_word.lower()} "
                f"{frame.hand_number}", goal=said.goal, boneyard=frame.boneyard, width=TABLE_WIDTH,
                stock=narrator(lang).word(frame.stock))


def _board_room(frame: Frame, viewer: int | None, board_y: int, sizes: Proportions) -> tuple[int, int] | None:
    """The board's box (width, height) in a table of fixed height: what the scoreboard, the hands and the
    stones tray leave; None when the table is as tall as its board needs."""
    if sizes.height is None:
        return None
    below = 4 + (_seat_height(len(frame.held[viewer]), TABLE_WIDTH, 1.0) + 8 if viewer is not None else 0)
    tray = 0 if frame.counters is None else _tray_width(frame.counters, sizes.tray) + 16
    return TABLE_WIDTH - tray, max(MIN_BOARD_HEIGHT, sizes.height - board_y - below)


def faces_svg() -> Svg:
    """Every tile face, defined once in a hidden drawing: the ``<use>`` of every table on the same page
    (drawn with ``faces=False``) finds them there."""
    every = [(a, b, upright) for a in range(7) for b in range(7) for upright in (True, False)]
    defs = "".join(_face_xml(face) for face in every)
    return Svg('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="0" '
               f'height="0" style="position: absolute" aria-hidden="true" focusable="false"><defs>{defs}</defs></svg>')


def _table_desc(frame: Frame, viewer: int | None, playable: Collection[Tile], last: Tile | None,
                lang: str | None) -> str:
    """What a screen reader hears of a table: the step, the board, the score, the viewer's hand, the last tile."""
    said, say = frame.words(lang), narrator(lang).said
    parts = [said.label, _board_desc(frame.board, lang),
             say(TableDesc(score=said.score_line, stock=narrator(lang).word(frame.stock), left=frame.boneyard))]
    if viewer is not None:
        held = frame.held[viewer]
        parts.append(say(HandDesc(owner=frame.seats.names[viewer], tiles=held, count=len(held), playable=playable)))
    shown = last or frame.last
    if shown is not None:
        parts.append(say(LastLaid(tile=shown)))
    return " ".join(part if part.endswith(".") else part + "." for part in parts)


def _top_row(drawing: svgwrite.Drawing, frame: Frame, viewer: int | None, face_up: bool, lang: str | None = None,
             top: int = BAND + 4, scale: float = SMALL) -> tuple[list[svgwrite.container.Group], int]:
    """Every seat but the viewer's, side by side under the scoreboard; and the row's height."""
    others = [s for s in range(len(frame.seats.names)) if s != viewer]
    box_w = TABLE_WIDTH // max(len(others), 1)
    groups, top_h = [], 0
    for i, seat in enumerate(others):
        group, h = _seat(drawing, frame, seat, i * box_w, top, box_w, face_up=face_up, scale=scale,
                         playable=(), selected=None, lang=lang)
        groups.append(group)
        top_h = max(top_h, h)
    return groups, top_h


def _table_board(drawing: svgwrite.Drawing, frame: Frame, plan: Layout, top: int, last: Tile | None,
                 targets: Iterable[str], pickable: bool = False, lang: str | None = None,
                 room: tuple[int, int] | None = None) -> svgwrite.container.SVG:
    """The tableau as an inner ``<svg>`` the table's width (or the box ``room``, which it fills, with a thinner
    margin), the board centred and never blown up.

    Assistive technology skips it (the table's description says what is on it), except the end
    markers when they are ``pickable``.
    """
    width, tall = room or (TABLE_WIDTH, MAX_BOARD_HEIGHT)
    bx, by, bw, bh = plan.bounds(HALF // 2 if room else HALF)  # in a box it fills, half the margin
    scale = min(MAX_BOARD_SCALE, width / bw, tall / bh)
    board_h = tall if room else max(MIN_BOARD_HEIGHT, round(bh * scale))
    view_w, view_h = round(width / scale), round(board_h / scale)
    bx, by, bw, bh = bx - (view_w - bw) // 2, by - (view_h - bh) // 2, view_w, view_h
    board = drawing.svg(insert=(0, top), size=(width, board_h))
    board.viewbox(bx, by, bw, bh)
    board["class"] = "domino-board"
    board["data-step"] = str(frame.step)
    if not pickable:
        board["aria-hidden"] = "true"
    board.add(drawing.rect((bx, by), (bw, bh), fill=THEME["background"]))
    _draw_board(drawing, board, frame.board, plan, last, set(frame.counted), set(targets), pickable, lang)
    return board


def _tray_width(counters: Counters, big: float) -> int:
    return round((20 + 18 * (math.isqrt(counters.total - 1) + 1)) * big)


def _tray(drawing: svgwrite.Drawing, counters: Counters, label: str, y: int, big: float) -> svgwrite.container.Group:
    """The stones tray at the table's right edge; ``big`` scales it."""
    if big == 1.0:
        return _counters_tray(drawing, counters, label, TABLE_WIDTH - 118, y)
    placed = drawing.g(transform=f"translate({TABLE_WIDTH - 8 - _tray_width(counters, big)},{y}) scale({big})")
    placed.add(_counters_tray(drawing, counters, label, 0, 0))
    return placed


def _counters_tray(drawing: svgwrite.Drawing, counters: Counters, label: str, x: int,
                   y: int) -> svgwrite.container.Group:
    """A game's counters (Domeng's 25 stones): a square tray, the ones still on the table filled in.

    Hooks: class ``stones-tray`` and ``data-table`` (the count on the table).
    """
    side = math.isqrt(counters.total - 1) + 1
    group = drawing.g(**{"class": "stones-tray"})
    group["data-table"] = str(counters.on_table)
    group.add(drawing.rect((x, y), (20 + 18 * side, 38 + 18 * side), rx=8, fill=THEME["band"], stroke=THEME["muted"]))
    group.add(_text(drawing, label, x + 10 + 9 * side, y + 18, size=12, anchor="middle"))
    for k in range(counters.total):
        cx, cy = x + 19 + (k % side) * 18, y + 36 + (k // side) * 18
        filled = k < counters.on_table
        group.add(drawing.circle((cx, cy), 6, fill=THEME["stone"] if filled else "none", stroke=THEME["muted"],
                                 **{"class": "stone" if filled else "slot"}))
    return group
