"""Tableau geometry: where each placed tile and each open-end marker goes, in SVG units.

The lead sits at the origin. Arm L runs west, R east, N north and S south; each arm turns
(L to the north, R to the south, N to the east, S to the west) when it reaches the frame, so no two
arms cross. Without a spinner the line then winds like a snake: L and R run back across the table one
tile further out, and back again, so a full 28-tile line stays wide and short and its tiles readable
on a screen. With a spinner (four arms) each arm turns once. Doubles lie across the line. An arm a
player bent (sistemata) turns at the joints he chose instead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .tableau import Tableau
from .tiles import Tile

HALF = 24
"""Side of one half of a tile: a tile is 2 x 1 halves."""
REACH = 11 * HALF
"""How far an arm runs from the centre before it turns."""
WIDE = 17 * HALF
"""How far a winding line's later rows run from the centre before they turn back."""

Vector = tuple[int, int]
DIRECTIONS: dict[str, Vector] = {"L": (-1, 0), "R": (1, 0), "N": (0, -1), "S": (0, 1)}
TURNS: dict[str, Vector] = {"L": (0, -1), "R": (0, 1), "N": (1, 0), "S": (-1, 0)}


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """A tile on the drawing: its box, which half is first (left or top) and whether it stands upright."""

    tile: Tile
    x: int
    y: int
    first: int
    second: int
    upright: bool
    arm: str | None

    @property
    def width(self) -> int:
        return HALF if self.upright else 2 * HALF

    @property
    def height(self) -> int:
        return 2 * HALF if self.upright else HALF


@dataclass(frozen=True, slots=True)
class EndMarker:
    name: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Layout:
    tiles: tuple[PlacedTile, ...]
    ends: tuple[EndMarker, ...]

    def bounds(self, margin: int = HALF) -> tuple[int, int, int, int]:
        """(x, y, width, height) around every tile and marker."""
        xs = [t.x for t in self.tiles] + [e.x - HALF // 2 for e in self.ends]
        ys = [t.y for t in self.tiles] + [e.y - HALF // 2 for e in self.ends]
        xe = [t.x + t.width for t in self.tiles] + [e.x + HALF // 2 for e in self.ends]
        ye = [t.y + t.height for t in self.tiles] + [e.y + HALF // 2 for e in self.ends]
        if not xs:
            return (-4 * HALF, -2 * HALF, 8 * HALF, 4 * HALF)
        x0, y0 = min(xs) - margin, min(ys) - margin
        return (x0, y0, max(xe) + margin - x0, max(ye) + margin - y0)


def box(tile: Tile, inner: int, centre_x: int, centre_y: int, d: Vector) -> PlacedTile:
    """A tile whose ``inner`` half faces against direction ``d``, centred on a point."""
    outer = tile.other(inner)
    across = tile.is_double
    upright = (d[0] == 0) != across
    w, h = (HALF, 2 * HALF) if upright else (2 * HALF, HALF)
    # The first half is the left (or top) one: the inner half when the arm runs east or south.
    first, second = (inner, outer) if d[0] + d[1] > 0 else (outer, inner)
    return PlacedTile(tile, centre_x - w // 2, centre_y - h // 2, first, second, upright, None)


def layout(board: Tableau) -> Layout:
    """Place every tile of ``board`` and mark its open ends."""
    lead = board.lead
    if lead is None:
        return Layout((), ())
    tiles: list[PlacedTile] = []
    if lead.is_double:
        lead_box = box(lead, lead.high, 0, 0, (1, 0))
    else:
        lead_box = PlacedTile(lead, -HALF, -HALF // 2, board.lead_left, lead.other(board.lead_left), False, None)
    tiles.append(lead_box)
    tips: dict[str, tuple[int, int, Vector]] = {}
    spinner_box = lead_box if board.spinner == lead else None
    for name in ("L", "R"):
        d = DIRECTIONS[name]
        start = (d[0] * (lead_box.width // 2), 0)
        tips[name] = _walk(board, name, start, d, tiles)
        if board.spinner is not None and board.spinner_arm == name:
            spinner_box = next(t for t in tiles if t.tile == board.spinner)
    if spinner_box is not None and board.branches_open:
        cx, cy = spinner_box.x + spinner_box.width // 2, spinner_box.y + spinner_box.height // 2
        for name in ("N", "S"):
            d = DIRECTIONS[name]
            if not spinner_box.upright:  # the spinner lies across a vertical run: branch sideways
                d = (-d[1], d[0])
            start = (cx + d[0] * (spinner_box.width // 2), cy + d[1] * (spinner_box.height // 2))
            tips[name] = _walk(board, name, start, d, tiles)
    ends = board.ends()
    markers = tuple(EndMarker(name, x + d[0] * HALF // 2, y + d[1] * HALF // 2)
                    for name, (x, y, d) in tips.items() if name in ends)
    return Layout(tuple(tiles), markers)


def _walk(board: Tableau, name: str, start: tuple[int, int], d: Vector,
          out: list[PlacedTile]) -> tuple[int, int, Vector]:
    """Lay arm ``name`` from ``start`` (the edge it grows from); return its tip and direction.

    The arm turns by itself when it reaches the frame (once beside a spinner; a line without one winds on), unless
    a player bent it (sistemata): then it turns exactly at the bent joints.
    """
    x, y = start
    bent = {k: way for (arm, k), way in board.bends.items() if arm == name}
    winds = not bent and not board.spinners and name in ("L", "R")
    turns = len(bent)  # an arm a player bent turns only where he bent it
    row, rise = d, start  # the way the last row ran, and where the last turn began
    may_turn = False  # never at the arm's first tile, nor right after a double
    for k, placed in enumerate(board.arms[name], 1):
        tile = placed.tile
        along = HALF if tile.is_double else 2 * HALF
        beyond = (x + d[0] * along, y + d[1] * along)
        turn: Vector | None = None
        if k in bent:
            turn = (d[1], -d[0]) if bent[k] == "left" else (-d[1], d[0])
        elif may_turn and turns == 0 and max(abs(beyond[0]), abs(beyond[1])) > REACH:
            turn = TURNS[name] if d == DIRECTIONS[name] else (d[1], -d[0])
        elif may_turn and winds and turns:
            turn = _winding(d, row, beyond, abs(x - rise[0]) + abs(y - rise[1]), TURNS[name])
        if turn is not None:
            # The turned run starts one half clear of the line, so a branch from a spinner on it
            # (doubles lie across, one half to either side) never touches the line it left.
            x, y = x - d[0] * HALF // 2 + turn[0] * 3 * HALF // 2, y - d[1] * HALF // 2 + turn[1] * 3 * HALF // 2
            row = d if turn == TURNS[name] else row
            d, rise, turns = turn, (x, y), turns + 1
        cx, cy = x + d[0] * along // 2, y + d[1] * along // 2
        out.append(replace(box(tile, tile.other(placed.outer), cx, cy, d), arm=name))
        x, y = x + d[0] * along, y + d[1] * along
        may_turn = not tile.is_double
    return x, y, d


def _winding(d: Vector, row: Vector, beyond: tuple[int, int], risen: int, outward: Vector) -> Vector | None:
    """Where a winding line turns by itself: from a row, outward once the next tile would pass ``WIDE``; from the
    step between rows (one tile long, ``risen`` so far), back across the table, against the last ``row``."""
    if d == outward:
        return (-row[0], -row[1]) if risen >= 2 * HALF else None
    return outward if beyond[0] * d[0] + beyond[1] * d[1] > WIDE else None
