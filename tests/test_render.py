"""SVG rendering: structure, hooks, escaping, deterministic bytes, and a layout that never overlaps."""

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.layout import HALF, layout
from domino_lessons.core.tableau import Tableau
from domino_lessons.coach.players import play_out, random_player
from domino_lessons.views.render import Svg, board_svg, hand_svg, scoreboard_svg, table_svg, tile_svg
from domino_lessons.core.tiles import FULL_SET, Tile

RECORDS = Path(record.__file__).parent.parent / "records"
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


def long_line(seed: int) -> Tableau:
    """A line without a spinner, tiles laid at random wherever they fit until none does (up to all 28)."""
    rng = random.Random(seed)
    left = list(FULL_SET)
    rng.shuffle(left)
    board = Tableau()
    board.place(left.pop(), None)
    while fits := [(t, e) for t in left for e in board.fitting_ends(t)]:
        tile, end = rng.choice(fits)
        left.remove(tile)
        board.place(tile, end)
    return board


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6))
def test_a_line_without_a_spinner_winds_wide_and_short_and_never_overlaps(seed: int) -> None:
    """However long it grows, the line stays within a screen's shape (no taller than 13 halves, no wider than 37:
    narrower than the table),
    so a whole hand's line is drawn with tiles as big as the first ones'; no tile lies on another, no open end's
    marker on a tile."""
    board = long_line(seed)
    plan = layout(board)
    assert len(plan.tiles) == board.tiles_played
    for i, a in enumerate(plan.tiles):
        for b in plan.tiles[i + 1:]:
            assert not overlaps(a, b), (a, b)
        assert not any(a.x < m.x < a.x + a.width and a.y < m.y < a.y + a.height for m in plan.ends), a
    _, _, width, height = plan.bounds(0)
    assert height <= 13 * HALF and width <= 37 * HALF < 960, (board.tiles_played, width, height)


def af1_frames():
    return record.replay(record.load(RECORDS / "all-fives-af1.json"), frames=True).frames


def test_table_hooks_scoreboard_and_seats() -> None:
    frame = af1_frames()[5]  # Ada's 6-2 S scores 10 with all four ends
    root = ET.fromstring(table_svg(frame))
    assert root.get("class") == "domino-table"
    board = root.find(f"{SVG}svg")
    assert board.get("class") == "domino-board" and board.get("data-step") == "5"
    ends = {g.get("data-end"): g.get("class") for g in board.iter(f"{SVG}g") if g.get("data-end")}
    assert ends == {e: "end scoring" for e in "LRNS"}
    assert [u.get("data-tile") for u in board.iter(f"{SVG}use") if "last" in u.get("class")] == ["6-2"]
    seats = {g.get("data-seat"): g.get("class") for g in root.iter(f"{SVG}g") if g.get("data-seat")}
    assert seats == {"0": "seat", "1": "seat to-move"}
    in_hand = sorted(u.get("data-tile") for u in root.iter(f"{SVG}use") if "in-hand" in u.get("class"))
    assert in_hand == ["3-3", "4-1", "5-5"]
    texts = " ".join(t.text or "" for t in root.find(f"{SVG}g[@class='scoreboard']").iter(f"{SVG}text"))
    assert "Ada" in texts and "10" in texts and "15" in texts and "to 250" in texts
    assert "Score: Ada 10 · Ben 15" in root.find(f"{SVG}desc").text


def test_table_from_a_seat_hides_the_others() -> None:
    frame = af1_frames()[3]
    root = ET.fromstring(table_svg(frame, viewer=0, show_all=False, playable=[Tile(6, 2)], selected=Tile(6, 2),
                                   targets=["N"]))
    mine = {u.get("data-tile"): u.get("class") for u in root.iter(f"{SVG}use") if "in-hand" in (u.get("class") or "")}
    assert mine == {"6-2": "tile in-hand playable selected", "4-1": "tile in-hand"}
    backs = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "tile back"]
    assert len(backs) == 3  # Ben's three tiles, face down
    ends = {g.get("data-end"): g.get("class") for g in root.iter(f"{SVG}g") if g.get("data-end")}
    assert ends == {"L": "end", "R": "end", "N": "end target", "S": "end"}


def test_table_escapes_names_and_is_deterministic() -> None:
    data = json.loads((RECORDS / "all-fives-af1.json").read_text())
    data["players"] = ['<b onload="x">Ada</b>', "Ben & <i>co</i>"]
    frames = record.replay(record.loads(json.dumps(data)), frames=True).frames
    svg = table_svg(frames[3])
    assert "<b " not in svg and "<i>" not in svg and "&lt;b onload" in svg and "Ben &amp; &lt;i&gt;" in svg
    ET.fromstring(svg)
    assert svg == table_svg(record.replay(record.loads(json.dumps(data)), frames=True).frames[3])
    assert scoreboard_svg(["A<"], [5], goal="to 250").count("A&lt;") == 2  # text and desc


def test_faces_defined_once_in_the_table() -> None:
    svg = table_svg(af1_frames()[4])
    defined = re.findall(r'<g id="([hv]\d\d)"', svg)
    used = set(re.findall(r'xlink:href="#([hv]\d\d)"', svg))
    assert len(defined) == len(set(defined)) and used == set(defined)


def test_model_objects_draw_themselves() -> None:
    result = record.replay(record.load(RECORDS / "all-fives-af1.json"))
    hand = result.hands[0].hand
    assert Tile(6, 4)._repr_html_() == tile_svg(Tile(6, 4))
    assert hand.board._repr_html_() == board_svg(hand.board)
    assert 'class="domino-table"' in hand._repr_html_() and 'data-step="7"' in hand._repr_html_()
    assert af1_frames()[3]._repr_html_() == table_svg(af1_frames()[3])


def contrast(first: str, second: str) -> float:
    """WCAG 2 contrast ratio of two ``#rrggbb`` colours."""
    def luminance(colour: str) -> float:
        channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_drawing_is_a_named_image_and_the_board_inside_a_table_is_hidden() -> None:
    frame = af1_frames()[4]
    for svg in (board_svg(af1_board()), tile_svg(Tile(6, 4)), hand_svg([Tile(6, 4)], owner="Lucia"), table_svg(frame)):
        root = ET.fromstring(svg)
        assert root.get("role") == "img" and root.find(f"{SVG}title").text and root.find(f"{SVG}desc").text
    inner = ET.fromstring(table_svg(frame)).find(f"{SVG}svg")
    assert inner.get("class") == "domino-board" and inner.get("aria-hidden") == "true"
    root = ET.fromstring(table_svg(frame))
    assert not any(e.get("role") or e.get("tabindex") for e in root.iter() if e is not root)  # nothing to pick


def test_the_table_description_tells_the_viewers_hand_and_the_last_tile() -> None:
    frame = af1_frames()[4]
    hand = frame.held[0]
    desc = ET.fromstring(table_svg(frame, viewer=0, playable=hand[:1])).find(f"{SVG}desc").text
    assert desc.startswith(frame.label) and f"Last tile laid: {frame.last}." in desc
    assert f"Ada's hand: {hand[0]} (playable), {hand[1]}" in desc
    assert "Score: " in desc and "hand" not in ET.fromstring(table_svg(frame)).find(f"{SVG}desc").text


def busy_frame():
    """A step with at least three tiles in Ada's hand and two open ends."""
    return next(f for f in af1_frames() if len(f.held[0]) >= 3 and len(f.board.ends()) >= 2)


def test_an_interactive_table_makes_the_learners_tiles_and_the_ends_buttons() -> None:
    frame = busy_frame()
    hand = frame.held[0]
    root = ET.fromstring(table_svg(frame, viewer=0, playable=hand[:2], selected=hand[0], targets=["L"],
                                   interactive=True))
    assert root.get("role") == "group"
    buttons = {e.get("data-tile") or e.get("data-end"): e.get("aria-label") for e in root.iter()
               if e.get("role") == "button"}
    ends = frame.board.ends()
    assert buttons[str(hand[0])] == f"{hand[0]}, selected, playable"
    assert buttons[str(hand[1])] == f"{hand[1]}, playable" and buttons[str(hand[2])].endswith("cannot be played now")
    assert buttons["L"] == f"end L, shows {ends['L']}, the selected tile fits here"
    assert buttons["R"] == f"end R, shows {ends['R']}"
    assert set(buttons) == {str(t) for t in hand} | set(ends)  # no other seat's tile is a button
    assert all(e.get("tabindex") == "-1" for e in root.iter() if e.get("role") == "button")


def test_targets_scoring_ends_and_playable_tiles_differ_by_shape_not_only_colour() -> None:
    frame = busy_frame()
    hand = frame.held[0]
    root = ET.fromstring(table_svg(frame, viewer=0, playable=hand[:3], targets=["R"]))
    markers = {g.get("data-end"): g for g in root.iter(f"{SVG}g") if g.get("data-end")}
    assert markers["R"].find(f"{SVG}polygon") is not None  # a target: a diamond
    plain = [m for name, m in markers.items() if "scoring" not in m.get("class") and name != "R"]
    assert plain and all(len(m.findall(f"{SVG}circle")) == 1 for m in plain)
    lit = ET.fromstring(board_svg(af1_board(), highlight_ends=["L"]))
    scoring = next(g for g in lit.iter(f"{SVG}g") if g.get("data-end") == "L")
    assert len(scoring.findall(f"{SVG}circle")) == 2  # a scoring end: a second ring
    assert len([e for e in root.iter(f"{SVG}rect") if e.get("class") == "playable-marker"]) == 3


def test_the_last_tile_outline_contrasts_with_felt_and_tile() -> None:
    from domino_lessons.views.render import THEME

    assert contrast(THEME["last"], THEME["background"]) >= 3  # the outer stroke lies on the felt
    assert contrast(THEME["last_inner"], THEME["tile"]) >= 3  # the inner one against the tile
    root = ET.fromstring(table_svg(af1_frames()[4]))
    strokes = {e.get("stroke") for e in root.iter(f"{SVG}rect") if "last-marker" in (e.get("class") or "")}
    assert strokes == {THEME["last"], THEME["last_inner"]}


def test_model_objects_show_as_html_never_as_a_nameless_image() -> None:
    hand = record.replay(record.load(RECORDS / "all-fives-af1.json")).hands[0].hand
    for shown in (Tile(6, 4), hand.board, hand, af1_frames()[3]):
        assert not hasattr(shown, "_repr_svg_") and 'role="img"' in shown._repr_html_()
