"""svgxml writes every drawing the package makes exactly as svgwrite's ``tostring`` does, and falls back to it
for what it does not know."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
import svgwrite
from hypothesis import given, settings
from hypothesis import strategies as st

import domino_lessons.views.render as render
from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.frames import Frame
from domino_lessons.lesson import example
from domino_lessons.rules import registry
from domino_lessons.views import svgxml

NASTY = ["<&\">'", "a\nb\rc\td", "Zoë 中文 ✓", "]]> <!-- x -->", "&amp; &#10;", "", " "]
RECORDS = sorted(p.stem for p in (Path(render.__file__).parent.parent / "records").glob("*.json"))


def written(drawing: Any) -> str:
    """The drawing as svgxml writes it itself (no fallback), checked against svgwrite's own bytes."""
    out: list[str] = []
    svgxml._write(drawing, out, drawing._parameter)
    return "".join(out)


def drawings(draw: Callable[[], object]) -> Iterator[Any]:
    """Every svgwrite drawing ``draw`` serialises through ``render``."""
    made: list[Any] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(render, "tostring", lambda drawing: made.append(drawing) or svgxml.tostring(drawing))
        draw()
    assert made
    return iter(made)


def assert_same(draw: Callable[[], object]) -> None:
    for drawing in drawings(draw):
        assert written(drawing) == drawing.tostring()


def every_view(frame: Frame, rng: random.Random, lang: str | None = None) -> None:
    """The drawings of one frame: table (plain, each viewer, interactive, classroom, without faces), board, hand."""
    seats = len(frame.held)
    viewer = rng.randrange(seats)
    held = frame.held[viewer]
    chosen = held[0] if held else None
    targets = frame.board.fitting_ends(chosen) if chosen is not None and frame.board.tiles_played else []
    render.table_svg(frame, lang=lang)
    render.table_svg(frame, lang=lang, classroom=True)
    render.table_svg(frame, viewer=viewer, show_all=False, playable=held[:2], selected=chosen, targets=targets,
                     interactive=True, lang=lang)
    render.table_svg(frame, viewer=viewer, faces=False, lang=lang, last=chosen)
    render.board_svg(frame.board, step=frame.step, joints=True, highlight_ends=frame.counted, targets=targets,
                     lang=lang)
    render.hand_svg(held, owner=frame.seats.names[viewer], lang=lang)
    render.hand_svg(held, face_up=False, lang=lang)


@pytest.mark.parametrize("name", RECORDS)
def test_every_frame_of_every_shipped_record_is_written_as_svgwrite_writes_it(name: str) -> None:
    frames = record.replay(record.load(example(name)), frames=True).frames
    rng = random.Random(name)
    assert_same(lambda: [every_view(frame, rng, rng.choice([None, "it"])) for frame in frames[::3] + frames[-1:]])


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(sorted(registry())), seed=st.integers(0, 10**6), steps=st.integers(0, 60),
       names=st.lists(st.sampled_from(NASTY) | st.text(max_size=12), min_size=5, max_size=5))
def test_random_positions_and_names_are_written_as_svgwrite_writes_them(game: str, seed: int, steps: int,
                                                                        names: list[str]) -> None:
    rng = random.Random(seed)
    seats = registry()[game].min_players
    hand = Match(game, names[:seats]).deal_random(rng)
    for _ in range(steps):
        if hand.over:
            break
        hand.push(rng.choice(hand.legal_moves()))
    assert_same(lambda: every_view(Frame.of(hand), rng))
    assert_same(lambda: render.scoreboard_svg(names, list(range(len(names))), title=names[0], goal=names[1]))


@pytest.mark.parametrize("text", NASTY)
def test_attributes_and_texts_of_every_known_element_are_escaped_as_svgwrite_escapes_them(text: str) -> None:
    drawing = svgwrite.Drawing(size=(10, 10), profile="full", debug=False)
    drawing.set_desc(title=text, desc=text)
    group = drawing.add(drawing.g(**{"class": text, "data-n": 1.5, "data-none": None, "data-empty": ""}))
    group.add(drawing.text(text, insert=(1, 2), **{"aria-label": text})).add(drawing.tspan(text, x=[3]))
    group.add(drawing.use("#h64", insert=(0, 0), transform=text))
    group.add(drawing.polygon([(0, 1), (2.5, 3)], stroke=text))
    group.add(drawing.polyline([(0, 1)]))
    group.add(drawing.ellipse((1, 1), (2, 3)))
    drawing.add(drawing.svg(insert=(0, 0), size=(5, 5))).add(drawing.line((0, 0), (1, 1)))
    assert written(drawing) == drawing.tostring()


def test_a_writer_that_escapes_differently_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(svgxml, "_escape_attrib", lambda text: text.replace("&", "&amp;").replace("\"", "&quot;"))
    with pytest.raises(AssertionError):
        test_attributes_and_texts_of_every_known_element_are_escaped_as_svgwrite_escapes_them("<&\">'")
    monkeypatch.setattr(svgxml, "_escape_cdata", lambda text: text.replace("&", "&amp;"))
    frame = Frame.of(Match("all-fives", ["<Ada>", "Ben"]).deal_random(random.Random(1)))
    with pytest.raises(AssertionError):
        assert_same(lambda: render.table_svg(frame))


def fallback_cases() -> list[Any]:
    checked = svgwrite.Drawing(size=(10, 10))  # svgwrite's validation on
    checked.add(checked.rect((0, 0), (1, 1)))
    styled = svgwrite.Drawing(profile="full", debug=False)
    styled.defs.add(styled.style("a > b { fill: red }"))
    tiny = svgwrite.Drawing(profile="tiny", debug=False)
    tiny.add(tiny.circle((1 / 3, 2 / 3), 0.123456789))
    namespaced = svgwrite.Drawing(profile="full", debug=False)
    namespaced.add(namespaced.rect((0, 0), (1, 1)))["{http://example.com/x}y"] = "z"
    stranger = svgwrite.Drawing(profile="full", debug=False)
    stranger.add(svgwrite.shapes.Rect((0, 0), (1, 1), debug=False))  # made with a parameter of its own
    surrogate = svgwrite.Drawing(profile="full", debug=False)
    surrogate.add(surrogate.text("\udc80", insert=(0, 0)))
    return [checked, styled, tiny, namespaced, stranger, surrogate]


@pytest.mark.parametrize("drawing", fallback_cases())
def test_what_it_does_not_know_svgwrite_writes(drawing: Any) -> None:
    own, asked = drawing.tostring(), []
    drawing.tostring = lambda: asked.append(drawing) or own
    assert svgxml.tostring(drawing) == own and asked == [drawing]
