"""A replay's handout to print: its scoring steps (or every step) two to a page, each with its table and its
annotation, a title with the players; hostile names escaped; bad output refused in one line."""

from __future__ import annotations

import json
from contextlib import nullcontext
import re
from html import escape
from pathlib import Path

import pypdf
import pytest

from domino_lessons.cli import main
from domino_lessons.core.phrases import PrintHandout
from domino_lessons.core.record import Replay, load, loads, replay
from domino_lessons.lesson import example
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.views.annotate import frame_html
from domino_lessons.views.handout import PER_PAGE, handout_frames, handout_html

RECORDS = sorted((Path(__file__).resolve().parent.parent / "domino_lessons" / "records").glob("*.json"))
HOSTILE = ['<script>alert(1)</script>', 'A & "B" </style>']


def replayed(path: Path) -> Replay:
    return replay(load(path), frames=True)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", RECORDS[::4], ids=lambda p: p.stem)
def test_the_handout_shows_the_scoring_steps_with_their_annotations(path: Path, lang: str) -> None:
    result = replayed(path)
    html = handout_html(result, scoring=True, lang=lang)
    steps = [int(s) for s in re.findall(r'<div class="item" data-step="(\d+)">', html)]
    counting = [f.step for f in result.frames if f.counting]
    assert steps == (counting or [f.step for f in result.frames])
    assert html.count('class="domino-table"') == len(steps)
    assert all(frame_html(result.frames[s], lang) in html for s in steps)
    assert html.count('<section class="part">') == -(-len(steps) // PER_PAGE)
    title = narrator(lang).said(PrintHandout(game=result.match.variant, players=result.record.players, scoring=True))
    assert f"<h1>{escape(title)}</h1>" in html and all(escape(name) in title for name in result.record.players)


def test_without_scoring_every_step_is_shown() -> None:
    result = replayed(RECORDS[0])
    assert [f.step for f in handout_frames(result, False)] == [f.step for f in result.frames]
    assert len(handout_frames(result, True)) < len(result.frames)
    html = handout_html(result, scoring=False)
    assert html.count('class="domino-table"') == len(result.frames)


def test_hostile_names_are_escaped_in_the_page_and_its_running_title() -> None:
    data = json.loads(Path(example("all-fives-2p")).read_text(encoding="utf-8"))
    data["players"] = HOSTILE
    html = handout_html(replay(loads(json.dumps(data)), frames=True), scoring=True)
    assert "<script>" not in html and html.count("</style>") == 1
    assert escape(HOSTILE[0]) in html and escape(HOSTILE[1]) in html
    running = re.search(r"@bottom-center \{ content: (\"[^\"]*\")", html)
    assert running is not None and "<" not in running.group(1) and "&" not in running.group(1)


def test_the_pdf_has_two_steps_to_a_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = str(example("goat-match"))
    out = tmp_path / "handout.pdf"
    assert main(["render", record, "--handout", str(out), "--scoring", "--lang", "it"]) == 0
    frames = handout_frames(replayed(Path(record)), True)
    assert f"({len(frames)} " in capsys.readouterr().out
    pages = [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(out).pages]
    assert len(pages) == -(-len(frames) // PER_PAGE)
    first = frames[0].words("it").label
    assert " ".join(first.split()) in pages[0] and "Ada" in pages[0]


@pytest.mark.parametrize("name", ["handout.doc", "missing/handout.pdf", "missing/handout.html"])
def test_bad_output_is_one_line_exit_2_and_nothing_written(name: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["render", str(example("goat-match")), "--handout", str(tmp_path / name)])
    err = capsys.readouterr().err.splitlines()
    assert code == 2 and len(err) == 1 and err[0].startswith("render: ")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args", [["--html", "page.pdf"], ["--html", "page.txt"], ["--html", "page.html", "--scoring"]],
                         ids=["pdf", "txt", "scoring"])
def test_render_html_refuses_another_ending_and_scoring_without_a_handout(args: list[str], tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    given = [a if a.startswith("--") else str(tmp_path / a) for a in args]
    with pytest.raises(SystemExit) if "--scoring" in args else nullcontext():
        assert main(["render", str(example("goat-match")), *given]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1].startswith("render: cannot write") or "--scoring goes with --handout" in err[-1]
    assert list(tmp_path.iterdir()) == []


def test_the_html_handout_is_written_as_made(tmp_path: Path) -> None:
    out = tmp_path / "deep" / "handout.html"
    assert main(["render", str(example("goat-match")), "--handout", str(out), "--mkdir"]) == 0
    assert out.read_text(encoding="utf-8") == handout_html(replayed(Path(example("goat-match"))), scoring=False)


def test_on_paper_the_table_is_recoloured_and_its_words_kept() -> None:
    """White cloth and dark type instead of the screen's green and white; every text and the tiles unchanged."""
    import xml.etree.ElementTree as ET

    from domino_lessons.views.printed import PAPER, on_paper
    from domino_lessons.views.render import THEME, table_svg

    data = json.loads(Path(example("domeng-camat")).read_text(encoding="utf-8"))
    data["players"][0] = HOSTILE[1]
    frame = replay(loads(json.dumps(data)), frames=True).frames[5]
    screen, paper = table_svg(frame), on_paper(table_svg(frame))
    colours = lambda svg: {e.get(k) for e in ET.fromstring(svg).iter() for k in ("fill", "stroke")} - {None}
    assert THEME["background"] in colours(screen) and not colours(paper) & (set(PAPER) - set(PAPER.values()))
    assert {e.get("fill") for e in ET.fromstring(paper).iter("{http://www.w3.org/2000/svg}text")} <= {None, "#1b1b1b",
                                                                                                    "#555555"}
    assert THEME["tile"] in colours(paper) and PAPER[THEME["background"]] in colours(paper)
    texts = lambda svg: [e.text for e in ET.fromstring(svg).iter()]
    assert texts(paper) == texts(screen) and HOSTILE[1] in texts(paper)
    assert "<script" not in paper and "&lt;/style&gt;" in paper
    html = handout_html(replayed(RECORDS[0]), scoring=True)
    assert f'fill="{THEME["background"]}"' not in html and f'fill="{PAPER[THEME["background"]]}"' in html
