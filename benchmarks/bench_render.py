"""Rendering benchmarks: a full table, one replay step, SVG bytes per frame.

    .venv/bin/python benchmarks/bench_render.py

Side-by-side comparisons in one run, reported as ratios: stepping through precomputed frames
against replaying the record up to the step each time; the whole table against the tableau alone;
our tableau against the naive svgwrite drawing of the same tiles (every pip its own circle, the
default validation on, everything rebuilt per frame, as pgx draws) and against the same picture
written as plain strings, for reference.
"""

from __future__ import annotations

import random
from dataclasses import replace
import statistics
import time
from typing import Callable

from domino_lessons import Match, Record
from domino_lessons.core import record
from domino_lessons.core.tableau import Tableau
from domino_lessons.core.frames import Frame
from domino_lessons.lesson import example
from domino_lessons.core.layout import HALF, layout
from domino_lessons.views.render import PIPS, board_svg, table_svg
from domino_lessons.core.tiles import FULL_SET


def median_ms(work: Callable[[], object], repeat: int = 30) -> float:
    work()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def alternating_ms(works: list[Callable[[], object]], repeat: int = 40) -> list[float]:
    """Median milliseconds of each piece of work, run in turn so that they share the machine's moods."""
    times: list[list[float]] = [[] for _ in works]
    for work in works:
        work()
    for _ in range(repeat):
        for work, spent in zip(works, times):
            start = time.perf_counter()
            work()
            spent.append((time.perf_counter() - start) * 1000)
    return [statistics.median(spent) for spent in times]


def full_board(seed: int = 0) -> Tableau:
    """All 28 tiles on one tableau with a spinner: tiles laid at random where they fit, retried until all fit."""
    rng = random.Random(seed)
    while True:
        board = Tableau(spinners=True)
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        board.place(tiles.pop(), None)
        laid = True
        while tiles and laid:
            laid = False
            for tile in list(tiles):
                fits = board.fitting_ends(tile)
                if fits:
                    board.place(tile, rng.choice(fits))
                    tiles.remove(tile)
                    laid = True
        if not tiles:
            return board


def full_table() -> Frame:
    """The whole table of a two-player All Fives hand with the 28-tile tableau in the middle."""
    hand = Match("all-fives", ["Ada", "Ben"]).deal_random(random.Random(0))
    return replace(Frame.of(hand), board=full_board(), held=((), ()), boneyard=0)


def naive_board(board) -> str:  # type: ignore[no-untyped-def]
    """The tableau drawn the naive way: svgwrite with validation, every pip a circle, nothing reused."""
    import svgwrite

    plan = layout(board)
    x, y, w, h = plan.bounds()
    drawing = svgwrite.Drawing(size=(w, h))
    drawing.viewbox(x, y, w, h)
    drawing.add(drawing.rect((x, y), (w, h), fill="#1f5f3a"))
    for t in plan.tiles:
        drawing.add(drawing.rect((t.x + 1, t.y + 1), (t.width - 2, t.height - 2), rx=4, fill="#fbf8ef", stroke="#2b2b2b"))
        for k, value in enumerate((t.first, t.second)):
            ox, oy = (t.x, t.y + k * HALF) if t.upright else (t.x + k * HALF, t.y)
            for px, py in PIPS[value]:
                drawing.add(drawing.circle((ox + px * HALF, oy + py * HALF), 2.6, fill="#1b1b1b"))
    return drawing.tostring()


def string_board(board) -> str:  # type: ignore[no-untyped-def]
    """The same picture as plain strings: the floor for any drawing library."""
    plan = layout(board)
    x, y, w, h = plan.bounds()
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x} {y} {w} {h}">',
             f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#1f5f3a"/>']
    for t in plan.tiles:
        parts.append(f'<rect x="{t.x + 1}" y="{t.y + 1}" width="{t.width - 2}" height="{t.height - 2}" rx="4" '
                     'fill="#fbf8ef" stroke="#2b2b2b"/>')
        for k, value in enumerate((t.first, t.second)):
            ox, oy = (t.x, t.y + k * HALF) if t.upright else (t.x + k * HALF, t.y)
            parts += [f'<circle cx="{ox + px * HALF}" cy="{oy + py * HALF}" r="2.6"/>' for px, py in PIPS[value]]
    parts.append("</svg>")
    return "".join(parts)


def main() -> None:
    frame = full_table()
    table = table_svg(frame)
    print(f"full table: {frame.board.tiles_played} tiles on the table")
    table_ms, board_ms, naive_ms, plain_ms = alternating_ms([
        lambda: table_svg(frame), lambda: board_svg(frame.board),
        lambda: naive_board(frame.board), lambda: string_board(frame.board)])
    board = board_svg(frame.board)
    print(f"  table_svg (tableau + hands + scores) {table_ms:6.2f} ms  {len(table) / 1024:5.1f} KB")
    print(f"  board_svg (tableau alone)            {board_ms:6.2f} ms  {len(board) / 1024:5.1f} KB  "
          f"(table/board {table_ms / board_ms:.1f}x)")
    print(f"  naive svgwrite tableau               {naive_ms:6.2f} ms  {len(naive_board(frame.board)) / 1024:5.1f} KB  "
          f"(naive/ours {naive_ms / board_ms:.1f}x)")
    print(f"  plain strings tableau (reference)    {plain_ms:6.2f} ms  {len(string_board(frame.board)) / 1024:5.1f} KB")

    rec: Record = record.load(example("all-fives-2p"))
    start = time.perf_counter()
    frames = record.replay(rec, frames=True).frames
    precompute = (time.perf_counter() - start) * 1000
    steps = range(0, len(frames), 5)
    step_ms = statistics.median(median_ms(lambda s=s: table_svg(frames[s]), 5) for s in steps)

    def replay_to(step: int) -> None:
        table_svg(record.replay(rec, frames=True).frames[step])

    rebuild_ms = statistics.median(median_ms(lambda s=s: replay_to(s), 3) for s in steps)
    sizes = [len(table_svg(f)) for f in frames]
    print(f"replay of all-fives-2p: {len(frames)} frames, precomputed once in {precompute:.1f} ms")
    print(f"  one step from a precomputed frame {step_ms:6.2f} ms; replaying the record each step {rebuild_ms:6.2f} ms "
          f"(ratio {rebuild_ms / step_ms:.1f}x)")
    print(f"  SVG bytes per frame: median {statistics.median(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB")

    from domino_lessons.widgets.replay_viewer import ReplayViewer

    viewer = ReplayViewer(rec)
    cycle = iter(range(10**9))
    print(f"  ReplayViewer step (draw + annotation + widget values) "
          f"{median_ms(lambda: viewer.go(next(cycle) % len(frames)), 50):6.2f} ms")


if __name__ == "__main__":
    main()
