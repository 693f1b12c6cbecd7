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


def test_the_tallest_line_is_drawn_larger_than_on_the_plain_table() -> None:
    """Italian 2p's tallest line: squeezed to half size on the plain table, two thirds in the classroom (30 units
    a tile: 40 px at 1080 lines)."""
    frame = tallest("italian-2p")
    plain, room = (board_scale(ET.fromstring(table_svg(frame, classroom=on))) for on in (False, True))
    assert plain < 0.55 and room * 2 * HALF >= 30


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
