"""Every text a learner sees is in the lesson's language.

Each lesson is executed (its widgets' state kept), and every text a learner can see or hear is
collected: markdown, text and HTML outputs, SVG titles, descriptions and labels, widget labels,
tooltips, options and tab titles, and the transcript of every shipped record. An Italian text fails
on an English word, an English one on an Italian word; the games' own terms (written in capitals, or
marked with their language: ``<span lang="it">pozzo</span>``), players' names and code are not words
of either. Two lists of common words that belong to one language only decide.
"""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Iterator

import nbformat
import pytest
from nbclient import NotebookClient

from domino_lessons.narrate import speaking
from domino_lessons.core.record import load, replay

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
ITALIAN = sorted((ROOT / "notebooks" / "it").glob("*.ipynb"))
RECORDS = sorted((ROOT / "domino_lessons" / "records").glob("*.json"))

ENGLISH_ONLY = set("""
the and of to is are was were with for on by from this that these those it its his her he she they their them
you your we our has have had been not but if then when which who what where why how can may must will would should
each every any some one two three four five six more most less than only at as an out up down over into after before
again still yet here there now just both either neither other others another such very much many few first last next
back hand hands tile tiles play plays played playing draw draws drew drawn pass passes passed score scores scored
scoring ends end table lead leads led player players round rounds match wins win won winner points pips stones stone
boneyard reserve double doubles side sides seat seats left right partner step steps move moves deal dealt blocked
went fits fit nothing nobody everyone view shows hidden open closed rule rules game games learner hint review new
save check question answer wrong streak total totals goal lone goes keep kept count counts counted team
""".split())
"""Common English words that are not Italian words."""

ITALIAN_ONLY = set("""
il lo la di una uno gli della delle dello degli dei che è sono nel nella nelle nei negli dal dalla dalle dai alla alle allo ai
agli del questa questo questi queste quando perché anche ogni più tessera tessere giocatore giocatori punti pietre
tavolo tavola segna posa gioca giocata pesca passa mossa mosse squadra ancora tutte tutti solo chi cosa vince
perde tocca prima dopo poi sempre ha hanno può devi puoi nessuno niente quindi oppure mentre
""".split())
"""Common Italian words that are not English words (pozzo, a coppie, fare domino are the Italian game's terms)."""

ALLOWED = {
    "en": {"a", "i", "e", "o"},
    "it": {"spinner", "goat", "kozel", "muggins", "sniff", "file", "computer", "record"},
}
"""Words of the other language that a lesson may use as they are."""

WORD = re.compile(r"[\w'’-]+")
TRANSCRIPT_MOVE = re.compile(r"^[ \d]{4}\.? ")
"""A transcript line that starts with a move: its number, then the move in the reader's words (scanned too)."""


class Visible(HTMLParser):
    """The text of an HTML or SVG fragment a learner can read or hear: its data, and its accessible
    names (aria-label, title, alt); not styles, scripts, code (as a markdown cell's backticks are not words),
    or text marked as another language."""

    SILENT = {"style", "script", "code"}

    def __init__(self, lang: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang, self.texts, self.stack = lang, [], []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        foreign = named.get("lang") not in (None, self.lang)
        self.stack.append((tag, foreign or tag in self.SILENT))
        if not self.quiet:
            self.texts += [v for k, v in attrs if k in ("aria-label", "title", "alt") and v]

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.quiet:
            self.texts.append(data)

    @property
    def quiet(self) -> bool:
        return any(silent for _, silent in self.stack)


def visible(html: str, lang: str) -> list[str]:
    parser = Visible(lang)
    parser.feed(html)
    return parser.texts


def markdown_text(source: str, lang: str) -> list[str]:
    """A markdown cell's words: without code, link targets and anchors."""
    source = re.sub(r"```.*?```", " ", source, flags=re.S)
    source = re.sub(r"`[^`]*`", " ", source)
    source = re.sub(r"\]\([^)]*\)", "]", source)
    return visible(source, lang)


def output_texts(output: Any, lang: str) -> Iterator[str]:
    data = output.get("data", {})
    if "text/html" in data or "image/svg+xml" in data:
        for kind in ("text/html", "image/svg+xml"):
            if kind in data:
                yield from visible(data[kind], lang)
    elif "text/markdown" in data:
        yield from markdown_text(data["text/markdown"], lang)
    elif "text/plain" in data:
        yield data["text/plain"]
    if output.get("output_type") == "stream":
        yield output["text"]


def widget_texts(state: dict[str, Any], lang: str) -> Iterator[str]:
    """What the widgets show: labels, tooltips, options, tab titles, HTML and drawings."""
    for model in state.values():
        fields = model.get("state", {})
        for key in ("description", "tooltip", "placeholder"):
            if isinstance(fields.get(key), str):
                html = key == "description" and fields.get("description_allow_html")
                yield from visible(fields[key], lang) if html else [fields[key]]
        for key in ("_options_labels", "titles", "_titles"):
            values = fields.get(key)
            yield from (values.values() if isinstance(values, dict) else values or ())
        if model.get("model_name") in ("HTMLModel", "HTMLMathModel", "LabelModel") and isinstance(fields.get("value"), str):
            yield from visible(fields["value"], lang)
        if isinstance(fields.get("svg"), str):
            yield from visible(fields["svg"], lang)


@cache
def executed(path: Path) -> nbformat.NotebookNode:
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=300, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return notebook


def learner_texts(notebook: nbformat.NotebookNode, lang: str) -> Iterator[str]:
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            yield from markdown_text(cell.source, lang)
        elif cell.cell_type == "code":
            for output in cell.outputs:
                yield from output_texts(output, lang)
    state = notebook.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    yield from widget_texts(state.get("state", {}), lang)


def foreign_words(texts: Iterator[str] | list[str], lang: str) -> dict[str, str]:
    """The other language's words in ``texts``, each with the text it was found in."""
    other = ENGLISH_ONLY if lang == "it" else ITALIAN_ONLY
    found: dict[str, str] = {}
    for text in texts:
        for token in WORD.findall(text):
            last = re.split(r"['’]", token)[-1]  # l'ultima, dell'altro: the elided article is not a word
            word = last.lower()
            code = "_" in token or "-" in token or any(c.isdigit() for c in token)  # end_of_hand, subtract-own, P1
            if code or len(last) < 2 or last.isupper() or word in ALLOWED[lang]:
                continue
            if word in other:
                found.setdefault(word, " ".join(text.split())[:160])
    return found


@pytest.mark.parametrize("path", ITALIAN, ids=[p.name for p in ITALIAN])
def test_an_italian_lesson_shows_no_english(path: Path) -> None:
    found = foreign_words(list(learner_texts(executed(path), "it")), "it")
    assert not found, "English in the Italian lesson:\n" + "\n".join(f"{w!r} in: {t}" for w, t in found.items())


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_an_english_lesson_shows_no_italian(path: Path) -> None:
    found = foreign_words(list(learner_texts(executed(path), "en")), "en")
    assert not found, "Italian in the English lesson:\n" + "\n".join(f"{w!r} in: {t}" for w, t in found.items())


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_a_transcript_speaks_one_language(path: Path, lang: str) -> None:
    with speaking(lang):
        text = replay(load(path)).transcript()
    lines = [line[6:] if TRANSCRIPT_MOVE.match(line) else line for line in text.splitlines()]
    found = foreign_words(lines, lang)
    assert not found, f"{lang} transcript of {path.name}:\n" + "\n".join(f"{w!r} in: {t}" for w, t in found.items())


def test_the_scan_finds_what_it_looks_for() -> None:
    assert foreign_words(["Mano 1: la distribuzione", "Ada gioca 6-4 su R"], "it") == {}
    assert set(foreign_words(["Goat to 101", "Il set del doppio sei's hand"], "it")) == {"to", "hand"}
    assert set(foreign_words(["Lucia plays 6-4 on the pozzo"], "en")) == set()
    assert set(foreign_words(["Hand 1: la mano"], "en")) == {"la"}
    assert visible('<svg><title>Il set</title><desc>Una mano</desc><style>.a{}</style></svg>', "it") == ["Il set", "Una mano"]
    assert visible('<p>il <span lang="en">boneyard</span> e il pozzo</p>', "it") == ["il ", " e il pozzo"]
    assert markdown_text("Vedi `the_set()` e [la lezione](01-all-fives.ipynb#The-count)", "it") == ["Vedi   e [la lezione]"]
