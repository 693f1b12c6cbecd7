"""SVG rendering: structure, hooks, escaping, deterministic bytes, and a layout that never overlaps."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match, record
from domino_lessons.layout import layout
from domino_lessons.players import play_out, random_player
from domino_lessons.render import Svg, board_svg, hand_svg, tile_svg
from domino_lessons.tiles import Tile

RECORDS = Path(record.__file__).parent / "records"
SVG = "{http://www.w3.org/2000/svg}"


def af1_board():
    return record.replay(record.load(RECORDS / "all-fives-af1.json")).hands[0].hand.board


def test_board_hooks_and_text_alternative() -> None:
    svg = board_svg(af1_board(), step=7, highlight_ends=["L", "R"])
    root = ET.fromstring(svg)
    assert root.get("class") == "domino-board" and root.get("data-step") == "7"
    assert root.find(f"{SVG}title").text == "The table"
    assert "open ends L 3, R 1, N 1, S 2" in root.find(f"{SVG}desc").text
    tiles = [e.get("data-tile") for e in root.iter(f"{SVG}use")]
    assert sorted(tiles) == sorted(["6-6", "6-3", "6-4", "6-1", "6-2", "3-3", "4-1"])
    ends = {g.get("data-end"): g.get("class") for g in root.iter(f"{SVG}g") if g.get("data-end")}
    assert ends == {"L": "end scoring", "R": "end scoring", "N": "end", "S": "end"}
    assert len(list(root.iter(f"{SVG}circle"))) > 0 and root.find(f".//{SVG}circle[@class='spinner']") is not None


def test_each_face_defined_once_and_used() -> None:
    svg = board_svg(af1_board())
    defined = re.findall(r'<g id="([hv]\d\d)"', svg)
    used = re.findall(r'xlink:href="#([hv]\d\d)"', svg)
    assert len(defined) == len(set(defined)) and set(used) == set(defined)


def test_deterministic_bytes_and_repr() -> None:
    first, second = board_svg(af1_board(), step=3), board_svg(af1_board(), step=3)
    assert first == second and isinstance(first, Svg)
    assert first._repr_svg_() == first._repr_html_() == str(first)
    assert tile_svg(Tile(6, 4)) == tile_svg(Tile(4, 6))


def test_opaque_background() -> None:
    root = ET.fromstring(board_svg(af1_board()))
    first_rect = root.find(f"{SVG}rect")  # the first drawn element, under every tile
    x, y, w, h = (float(v) for v in re.split(r"[ ,]+", root.get("viewBox")))
    assert (float(first_rect.get("x")), float(first_rect.get("width"))) == (x, w) and first_rect.get("fill")


def test_names_are_escaped() -> None:
    svg = hand_svg([Tile(1, 2)], owner='<script>alert(1)</script> "]]>')
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    ET.fromstring(svg)  # still well-formed XML
    back = ET.fromstring(hand_svg([Tile(1, 2), Tile(3, 3)], face_up=False))
    assert "2 tiles face down" in back.find(f"{SVG}desc").text
    assert not list(back.iter(f"{SVG}use"))


def test_empty_board() -> None:
    root = ET.fromstring(board_svg(Match("all-fives", ["A", "B"]).deal_random(random.Random(1)).board))
    assert root.find(f"{SVG}desc").text == "No tile on the table yet"


def overlaps(a, b) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_layout_never_overlaps_tiles(seed: int, players: int) -> None:
    options = {"hand_size": 28 // players}  # as many tiles on the table as possible
    match = Match("all-fives", [f"P{i}" for i in range(players)], options)
    hand = match.deal_random(random.Random(seed))
    play_out(hand, [random_player(seed + i) for i in range(players)])
    plan = layout(hand.board)
    assert len(plan.tiles) == hand.board.tiles_played
    for i, a in enumerate(plan.tiles):
        for b in plan.tiles[i + 1:]:
            assert not overlaps(a, b), (a, b)
