"""The table drawn for a projector (``table_svg(classroom=True)``): one frame, a board as big as the room left,
large type; the default table untouched."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from domino_lessons.core import record
from domino_lessons.core.frames import Frame
from domino_lessons.core.layout import HALF, layout
from domino_lessons.views.annotate import MARGIN, SIDE, STYLE
from domino_lessons.views.render import CLASSROOM, TABLE_WIDTH, table_svg
from domino_lessons.widgets.replay_viewer import ReplayViewer

RECORDS = Path(record.__file__).parent.parent / "records"
SVG = "{http://www.w3.org/2000/svg}"


def frames(name: str) -> list[Frame]:
    return record.replay(record.load(RECORDS / f"{name}.json"), frames=True).frames


def tallest(name: str) -> Frame:
    """The step whose line runs tallest (the one that strains the board the most)."""
    return max(frames(name), key=lambda f: layout(f.board).bounds()[3])


def board_scale(root: ET.Element) -> float:
    """Screen units of the table per unit of the board: the inner ``<svg>``'s height over its viewBox's."""
    board = root.find(f"{SVG}svg")
    assert board is not None
    return float(board.get("height", "0")) / float(board.get("viewBox", "").replace(",", " ").split()[3])


@pytest.mark.parametrize("name", ["italian-2p", "domeng-match", "all-fives-4p-partnership", "goat-match"])
def test_the_classroom_table_keeps_one_frame_and_its_board_fills_it(name: str) -> None:
    for frame in [*frames(name)[::25], tallest(name)]:
        root = ET.fromstring(table_svg(frame, classroom=True))
        assert root.get("viewBox") == f"0,0,{TABLE_WIDTH},{CLASSROOM.height}"
        board = root.find(f"{SVG}svg")
        assert board is not None
        assert int(board.get("y", "0")) + int(board.get("height", "0")) + 4 == CLASSROOM.height


@pytest.mark.parametrize("game", ["italian-2p", "goat-match", "domeng-match", "reserve-3p"])
def test_the_tallest_line_is_drawn_as_large_as_the_first_tiles(game: str) -> None:
    """The tallest line of a shipped match without a spinner winds across the table instead of growing up and down
    it: on the plain table and in the classroom its tiles are drawn at full size, never squeezed (the line
    that turned once was drawn at half size on the plain table)."""
    frame = tallest(game)
    plain, room = (board_scale(ET.fromstring(table_svg(frame, classroom=on))) for on in (False, True))
    assert plain >= 1 and room >= 1


def test_the_scores_and_the_stones_tray_are_in_large_type() -> None:
    """Every word of the scoreboard at 18 units or more, the tray's scaled to 18 (24 px at 1080 lines), the
    tray clear of the board."""
    frame = frames("domeng-match")[60]
    root = ET.fromstring(table_svg(frame, classroom=True))
    scores = root.find(f"{SVG}g[@class='scoreboard']")
    assert scores is not None and min(float(t.get("font-size", "0")) for t in scores.iter(f"{SVG}text")) >= 18
    placed = next(g for g in root.iter(f"{SVG}g") if g.find(f"{SVG}g[@class='stones-tray']") is not None)
    moved = re.fullmatch(r"translate\((\d+),\d+\) scale\(([\d.]+)\)", placed.get("transform", ""))
    assert moved is not None
    x, scale = moved.groups()
    label = placed.find(f".//{SVG}text")
    assert label is not None and float(label.get("font-size", "0")) * float(scale) >= 18
    board = root.find(f"{SVG}svg")
    assert board is not None and int(board.get("width", "0")) <= int(x)


Box = tuple[float, float, float, float]


def hand_tile_boxes(root: ET.Element) -> list[Box]:
    """Every tile in a hand, face up or down, as (left, top, right, bottom) in the table's units."""
    boxes = []
    for tile in root.iter():
        kinds = tile.get("class", "").split()
        if "tile" not in kinds or not {"in-hand", "back"} & set(kinds):
            continue
        if tile.tag == f"{SVG}rect":
            x, y, w, h = (float(tile.get(key, "0")) for key in ("x", "y", "width", "height"))
            boxes.append((x, y, x + w, y + h))
            continue
        moved = re.fullmatch(r"translate\(([-\d.]+),([-\d.]+)\) scale\(([\d.]+)\)", tile.get("transform", ""))
        x, y, scale = (map(float, moved.groups()) if moved else (float(tile.get("x", "0")), float(tile.get("y", "0")), 1))
        upright = tile.get("{http://www.w3.org/1999/xlink}href", "").startswith("#v")
        w, h = (HALF, 2 * HALF) if upright else (2 * HALF, HALF)
        boxes.append((x, y, x + w * scale, y + h * scale))
    return boxes


def apart(a: Box, b: Box) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("name", sorted(path.stem for path in RECORDS.glob("*.json")))
def test_every_hand_stays_inside_the_classroom_table_at_every_step(name: str) -> None:
    """Seen from seat 0 (its tiles face up, the others' backs), at every step of every shipped record: each hand's
    tiles inside the table and clear of the board."""
    for frame in frames(name):
        root = ET.fromstring(table_svg(frame, viewer=0, show_all=False, classroom=True))
        board = root.find(f"{SVG}svg")
        assert board is not None
        x, y, w, h = (float(board.get(key, "0")) for key in ("x", "y", "width", "height"))
        boxes = hand_tile_boxes(root)
        assert boxes, (name, frame.step)
        for box in boxes:
            inside = box[0] >= 0 and box[1] >= 0 and box[2] <= TABLE_WIDTH and box[3] <= CLASSROOM.height
            assert inside and apart(box, (x, y, x + w, y + h)), (name, frame.step, box)


def test_the_plain_table_is_unchanged_by_the_keyword() -> None:
    frame = frames("domeng-match")[60]
    assert table_svg(frame, classroom=False) == table_svg(frame)
    assert table_svg(frame, classroom=True) != table_svg(frame)


def test_the_classroom_viewer_draws_the_classroom_table_and_sizes_it_to_the_window() -> None:
    frame = frames("all-fives-2p")[0]
    assert ReplayViewer(RECORDS / "all-fives-2p.json", classroom=True).board.value == table_svg(frame, classroom=True)
    assert ReplayViewer(RECORDS / "all-fives-2p.json").board.value == table_svg(frame)
    width = f"min(100vw - {SIDE}px, (100vh - {MARGIN}px) * {TABLE_WIDTH} / {CLASSROOM.height})"
    assert f".domino-view {{ flex: 0 0 auto; min-width: 0; width: {width} !important; }}" in STYLE
    assert f"max-height: calc(100vh - {MARGIN}px)" in STYLE
