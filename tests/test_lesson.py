"""Lesson helpers, and the lesson notebooks as stored: thin, cleared, compared where marked."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import nbformat
import pytest

from domino_lessons import load, replay
from domino_lessons.core.errors import IllegalMoveError
from domino_lessons.core.labels import Label
from domino_lessons.narrate import books_of, game_books, narrator
from domino_lessons.lesson import (Figure, event_in, events_with, example, first_with, frames_with, lay, moment,
                                   position, walkthrough)

from clean_notebooks import checked

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
ITALIAN = sorted((ROOT / "notebooks" / "it").glob("*.ipynb"))


def test_position_caption_and_drawing() -> None:
    figure = position("6-6", "6-3 L")
    assert repr(figure) == "6-6 · 6-3 L: Ends L 3 + spinner 6-6 12 = 15 -> a multiple of 5, it scores"
    html = figure._repr_html_()
    assert 'class="domino-board"' in html and 'data-tile="6-3"' in html and "-&gt; a multiple" in html
    assert html.count('class="end scoring"') == 2  # L 3 and the spinner lead's open side R
    assert 'class="end scoring"' not in position("6-6", "6-3 L", "6-4 R")._repr_html_()


def test_walkthrough_counts_after_every_play() -> None:
    lines = repr(walkthrough("4-1", "1-1 R", "4-4 L", "1-2 R")).splitlines()
    assert [line.split(" = ")[1].split(" ")[0] for line in lines] == ["5", "6", "10", "10"]
    assert lines[1].startswith("2. 1-1 R: Ends L 4 + R spinner 1-1 2")


def test_lay_refuses_what_the_rules_refuse() -> None:
    with pytest.raises(IllegalMoveError, match="not open yet"):
        lay(["4-1", "1-1 R", "1-5 N"])
    with pytest.raises(ValueError, match="not a play"):
        lay(["4-1", "draw"])


def test_examples_and_moments() -> None:
    with pytest.raises(ValueError, match="the examples are .*all-fives-af1"):
        example("no-such-game")
    frames = replay(load(example("all-fives-2p")), frames=True).frames
    draw = first_with(frames, "draw")
    figure = moment(draw)
    assert isinstance(figure, Figure) and "draws" in repr(figure) and repr(figure).endswith(draw.score_line)
    assert frames_with(frames, "score", points=999) == []
    with pytest.raises(LookupError, match="no step has a score event with points=999"):
        first_with(frames, "score", points=999)


def test_moments_are_selected_by_event_data() -> None:
    frames = replay(load(example("domeng-d1")), frames=True).frames
    plain = first_with(frames, "pass", kind="pass")
    assert event_in(plain, "pass").kind == "pass"  # type: ignore[attr-defined]
    assert [e.kind for f in frames_with(frames, "pass", kind="passebunge")  # type: ignore[attr-defined]
            for e in events_with(f.events, "pass")] == ["passebunge", "passebunge"]
    assert frames_with(frames, "stones", count=lambda n: n == 2) == frames_with(frames, "pass", kind="passebunge")
    with pytest.raises(LookupError, match="has no camat event"):
        event_in(plain, "camat")


def test_no_code_selects_moments_by_their_text() -> None:
    """Lessons and library find frames and events by type and fields, never by searching English."""
    sources = [*(ROOT / "domino_lessons").rglob("*.py"), *NOTEBOOKS]
    pattern = re.compile(r"""(in|not in)\s+\w+\.text\b|\.text\.(find|startswith|endswith|count)\(|re\.\w+\([^)]*\.text""")
    offenders = [f"{path.name}: {line.strip()}" for path in sources
                 for line in path.read_text(encoding="utf-8").splitlines() if pattern.search(line)]
    assert offenders == []


def test_captions_are_escaped() -> None:
    html = Figure("<svg/>", ("<script>x</script>",))._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html


@pytest.mark.parametrize("path", NOTEBOOKS + ITALIAN, ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS + ITALIAN])
def test_notebook_is_stored_clean(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    code = [c for c in notebook.cells if c.cell_type == "code"]
    marked = [c for c in code if checked(c)]
    assert marked, "mark the deterministic cells worth comparing"
    assert "widgets" not in notebook.metadata, "saved widget state: clean with tests/clean_notebooks.py"
    for cell in code:
        if cell in marked:
            assert cell.outputs and cell.execution_count, f"checked cell without stored output: {cell.source[:60]}"
            assert "0x" not in str(cell.outputs), "an object address in a compared output"
        else:
            assert not cell.outputs and cell.execution_count is None, f"stored output: {cell.source[:60]}"


def test_lessons_exist_and_link_to_each_other() -> None:
    names = [p.name for p in NOTEBOOKS]
    assert names == ["00-start-here.ipynb", "01-all-fives.ipynb", "02-italian.ipynb", "03-domeng.ipynb", "04-goat.ipynb"]
    start = "".join(c.source for c in nbformat.read(NOTEBOOKS[0], as_version=4).cells)
    assert all(f"]({name})" in start for name in names[1:])
    for path, following in zip(NOTEBOOKS[1:], names[2:] + [None]):
        last = nbformat.read(path, as_version=4).cells[-1].source
        assert "](00-start-here.ipynb)" in last and (following is None or f"]({following})" in last)


def heading_id(line: str) -> str:
    """The anchor JupyterLab and Voila give a markdown heading: its text, spaces made hyphens."""
    text = re.sub(r"[*`]", "", line.lstrip("#").strip())
    return text.replace(" ", "-")


@pytest.mark.parametrize("path", NOTEBOOKS[1:] + ITALIAN[1:],
                         ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS[1:] + ITALIAN[1:]])
def test_lesson_ends_with_a_checklist_linking_to_its_sections(path: Path) -> None:
    cells = nbformat.read(path, as_version=4).cells
    text = [c.source for c in cells if c.cell_type == "markdown"]
    ids = {heading_id(line) for source in text for line in source.splitlines() if line.startswith("#")}
    checklist = next(s for s in text if s.startswith(("## What you now know", "## Che cosa sai adesso")))
    links = re.findall(r"\]\(#([^)]+)\)", checklist)
    assert len(links) >= 7 and [link for link in links if link not in ids] == []


@pytest.mark.parametrize("variant, term", [("all-fives", "spinner"), ("italian", "pozzo"), ("italian-pairs", "a coppie"),
                                           ("domeng", "CUCUQ"), ("goat", "patta"), ("international-two", "fish")])
def test_each_game_has_a_glossary_from_the_narrator(variant: str, term: str) -> None:
    from domino_lessons.lesson import glossary

    table = glossary(variant)._repr_markdown_()
    assert table.startswith("| ") and "|---|---|" in table.splitlines()[1] and term in table


def code_cells(path: Path) -> list[str]:
    """A notebook's code, with every ``lang=...`` argument taken out."""
    cells = nbformat.read(path, as_version=4).cells
    return [re.sub(r',? ?lang="(en|it)"', "", c.source) for c in cells if c.cell_type == "code"]


@pytest.mark.parametrize("path", ITALIAN, ids=[p.name for p in ITALIAN])
def test_italian_lesson_is_its_english_twin_with_lang_it(path: Path) -> None:
    """Same code cells apart from lang="it", every lesson there, and the start pages link to each other."""
    english = ROOT / "notebooks" / path.name
    assert code_cells(path) == code_cells(english)
    italian_code = "".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code")
    assert 'lang="en"' not in italian_code
    prose = "".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown")
    assert "](00-start-here.ipynb)" in prose or path.name == "00-start-here.ipynb"


def test_the_start_pages_link_to_each_other_and_every_italian_lesson() -> None:
    assert [p.name for p in ITALIAN] == [p.name for p in NOTEBOOKS]
    english = "".join(c.source for c in nbformat.read(NOTEBOOKS[0], as_version=4).cells)
    italian = "".join(c.source for c in nbformat.read(ITALIAN[0], as_version=4).cells)
    assert "](it/00-start-here.ipynb)" in english and "](../00-start-here.ipynb)" in italian
    assert all(f"]({p.name})" in italian for p in ITALIAN[1:])


def test_opened_at_moves_each_viewer_to_its_first_such_step() -> None:
    import ipywidgets as widgets

    from domino_lessons.lesson import opened_at
    from domino_lessons.widgets.replay_viewer import ReplayViewer

    two, three = ReplayViewer(example("italian-2p")), ReplayViewer(example("italian-3p"))
    tabs = widgets.Tab(children=[two, three])
    assert opened_at(tabs, "hand_end") is tabs
    assert [two.frame.step, three.frame.step] == [14, 23]  # the end of each game's first hand
    assert opened_at(two, "hand_end", outcome="blocked") is two and two.frame.step == 266
    with pytest.raises(LookupError, match="no step has a score event with points=999"):
        opened_at(three, "score", points=999)


def test_replayed_from_plays_the_same_hand_from_other_stones() -> None:
    from domino_lessons.lesson import replayed_from

    real = replay(load(example("domeng-match")), frames=True).frames
    frames = replayed_from("domeng-match", 5, {"table": 0, "stones": [2, 6, 6, 6, 5]})
    assert frames[0].hand_number == 5 and frames[0].label.startswith("Round 5") and frames[0].totals == (2, 6, 6, 6, 5)
    first = real.index(next(f for f in real if f.hand_number == 5))
    assert [f.last for f in frames] == [f.last for f in real[first:first + len(frames)]]  # the same plays
    end = frames[-1]
    assert [(e.source, e.count) for e in events_with(end.events, "stones")] == [(0, 3)]  # Andi gives all he has
    assert [e.count for e in events_with(end.events, "shortfall")] == [2] and end.note is None
    with pytest.raises(ValueError, match="has 6 hands, not a hand 7"):
        replayed_from("domeng-match", 7, {"table": 25, "stones": [0] * 5})


def test_before_reset_shows_the_stones_the_election_sees() -> None:
    from domino_lessons.lesson import before_reset

    frames = replay(load(example("domeng-camat")), frames=True).frames
    elected = first_with(frames, "camat")
    assert elected.counters.on_table == 25 and sum(elected.totals) == 0  # type: ignore[union-attr]
    before = before_reset(frames, elected)
    assert before.counters.on_table == 0 and before.counters.office is None  # type: ignore[union-attr]
    assert before.totals == (0, 9, 9, 2, 5) and sum(before.totals) == 25  # Andi's last stone went to Ena
    assert events_with(before.events, "camat") == [] and event_in(before, "stones").count == 1
    with pytest.raises(LookupError, match="has no camat event"):
        before_reset(frames, frames[-2])
    with pytest.raises(ValueError, match="not a step of these frames"):
        before_reset(frames[:-1], elected)
    others = replay(load(example("italian-2p")), frames=True).frames
    with pytest.raises(LookupError, match="puts nothing back during a match"):  # a game without such a reset
        before_reset(others, others[1])


def test_nbval_compares_the_tagged_cells_stored_output(tmp_path: Path) -> None:
    """The ``nbval-check-output`` tag does what nbval's ``# NBVAL_CHECK_OUTPUT`` comment does, out of the learner's
    sight: a tagged cell whose stored output no longer matches fails the lesson's run."""
    path = ROOT / "notebooks" / "01-all-fives.ipynb"
    notebook = nbformat.read(path, as_version=4)
    cell = next(c for c in notebook.cells if c.cell_type == "code" and checked(c) and c.outputs[0].get("text"))
    cell.outputs[0]["text"] = "not what it prints\n"
    nbformat.write(notebook, tmp_path / path.name)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull,
                          "--nbval-lax", "--nbval-current-env", path.name],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert run.returncode == 1 and "mismatch 'stdout'" in run.stdout and "1 failed" in run.stdout, run.stdout[-2000:]


@pytest.mark.parametrize("path", NOTEBOOKS + ITALIAN, ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS + ITALIAN])
def test_a_learner_sees_no_test_plumbing(path: Path) -> None:
    """Assertions and nbval's markers live in cells whose input is hidden, never where a learner reads."""
    notebook = nbformat.read(path, as_version=4)
    shown = [c for c in notebook.cells if c.cell_type == "code" and not c.metadata.get("jupyter", {}).get("source_hidden")]
    hidden = [c for c in notebook.cells if c.cell_type == "code" and c not in shown]
    for cell in shown:
        assert not re.search(r"\bassert\b|NBVAL|\blambda\b", cell.source), f"plumbing a learner reads: {cell.source[:80]}"
    assert any("assert" in c.source for c in hidden), "the moments shown are still asserted, out of sight"
    for cell in hidden:
        assert not cell.outputs, "a hidden cell shows nothing"


def test_every_example_is_titled_by_its_own_game_s_words() -> None:
    """The examples' titles come from each game's words (``BOOK.titles``), none from the views' own books."""
    names = sorted(p.stem for p in example("all-fives-af1").parent.glob("*.json"))
    for lang in ("en", "it"):
        titled = {name for book in game_books(lang) for name in book.titles}
        assert set(names) <= titled, lang
        assert not any(book.titles for book in books_of(import_module(f"domino_lessons.narrate.{lang}")))
        assert narrator(lang).phrase(Label.EXAMPLE, {"name": names[0]}) == narrator(lang).titles[names[0]]
    assert narrator("en").phrase(Label.EXAMPLE, {"name": "no-such-record"}) == "no-such-record"
