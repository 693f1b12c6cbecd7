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
import statistics
import time
from typing import Callable

from domino_lessons import Match, Record, record
from domino_lessons.frames import Frame
from domino_lessons.lesson import example
from domino_lessons.players import play_out, random_player
from domino_lessons.layout import HALF, layout
from domino_lessons.render import PIPS, board_svg, table_svg


def median_ms(work: Callable[[], object], repeat: int = 30) -> float:
    work()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def full_table() -> Frame:
    """A two-player hand with 14 tiles each, played out until every tile possible is on the table."""
    best = None
    for seed in range(60):
        match = Match("all-fives", ["Ada", "Ben"], {"hand_size": 14})
        hand = match.deal_random(random.Random(seed))
        play_out(hand, [random_player(seed), random_player(seed + 1)])
        if best is None or hand.board.tiles_played > best.board.tiles_played:
            best = hand
    assert best is not None
    return Frame.of(best)


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
    table_ms, board_ms = median_ms(lambda: table_svg(frame)), median_ms(lambda: board_svg(frame.board))
    board = board_svg(frame.board)
    print(f"  table_svg (tableau + hands + scores) {table_ms:6.2f} ms  {len(table) / 1024:5.1f} KB")
    print(f"  board_svg (tableau alone)            {board_ms:6.2f} ms  {len(board) / 1024:5.1f} KB  "
          f"(table/board {table_ms / board_ms:.1f}x)")
    naive_ms, plain_ms = median_ms(lambda: naive_board(frame.board)), median_ms(lambda: string_board(frame.board))
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

    from domino_lessons.replay_viewer import ReplayViewer

    viewer = ReplayViewer(rec)
    cycle = iter(range(10**9))
    print(f"  ReplayViewer step (draw + annotation + widget values) "
          f"{median_ms(lambda: viewer.go(next(cycle) % len(frames)), 50):6.2f} ms")


if __name__ == "__main__":
    main()
