"""The command line in the user's language: ``--lang``, else the environment's (``LANG=it_IT.UTF-8``), else English.

Every ``--help`` and the messages of a scripted set of bad inputs are scanned for the other language's words
(``test_language_scan.foreign_words``); argparse's own words come from the gettext catalog shipped in
``domino_lessons/locale``, which must be its ``.po`` compiled.
"""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path
from typing import Callable

import pytest

from compile_messages import LOCALE, compiled
from domino_lessons.cli import COMMANDS, language_of, main
from domino_lessons.narrate import LANGUAGES
from domino_lessons.rules import VARIANT_IDS
from test_language_scan import foreign_words

ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")
HELPS = [[], *([name] for name in COMMANDS)]
"""The top-level help and each command's."""


def bad_inputs(tmp: Path) -> list[list[str]]:
    """Commands a newcomer gets wrong: each must fail with one clear line (exit 2)."""
    folder = tmp / "a-folder"
    folder.mkdir(exist_ok=True)
    broken = tmp / "broken.json"
    broken.write_text('{"format": 1,\n  "players": [', encoding="utf-8")
    damaged = tmp / "domino-progress.json"
    damaged.write_text("[1, 2", encoding="utf-8")
    return [["replay"], ["replay", str(tmp / "missing.json")], ["replay", str(folder)], ["replay", str(broken)],
            ["replay", str(broken), "--bogus"], ["worksheet", "goat", "--out", str(tmp / "s.html"), "--count", "0"],
            ["render", str(broken), "--html", str(tmp / "x.html"), "--scoring"], ["simulate", "goat", "--bot", "nobody"],
            ["progress", str(damaged)], ["progress", str(tmp / "p.json"), "--now", "yesterday"], ["nonsense"]]


def foreign(text: str, lang: str) -> dict[str, str]:
    """The other language's words in a command's output; the languages' codes (``en, it``) and the games' ids
    (``reserve``) are codes, not words."""
    text = text.replace(", ".join(LANGUAGES), "")
    for game in VARIANT_IDS:
        text = re.sub(rf"(?<![\w-]){re.escape(game)}(?![\w-])", "", text)
    return foreign_words(text.splitlines(), lang)


def said(run: Callable[[], int], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The exit status and everything printed."""
    try:
        status = run()
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out + err


@pytest.fixture
def italian_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")


@pytest.mark.parametrize("how", ["--lang", "LANG"])
def test_every_help_and_every_bad_input_speaks_italian(how: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    if how == "LANG":
        monkeypatch.setenv("LANG", "it_IT.UTF-8")
    asked = ["--lang", "it"] if how == "--lang" else []
    for words in HELPS:
        status, text = said(lambda: main([*words, "--help", *asked]), capsys)
        assert status == 0 and text.startswith("uso: ")
        assert not foreign(text, "it"), (words, foreign(text, "it"))
    for words in bad_inputs(tmp_path):
        status, text = said(lambda: main([*words, *asked]), capsys)
        assert status == 2 and "Traceback" not in text, (words, text)
        found = foreign(text, "it")
        assert not found and "No such file" not in text and "Expecting" not in text, (words, text, found)


def test_english_stays_english(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    for words in HELPS:
        status, text = said(lambda: main([*words, "--help"]), capsys)
        assert status == 0 and text.startswith("usage: ") and not foreign(text, "en")
    status, text = said(lambda: main(["replay", str(tmp_path / "missing.json")]), capsys)
    assert status == 2 and "cannot read the file: there is no such file" in text


def test_the_language_is_asked_then_the_environments_then_english() -> None:
    assert language_of(["replay", "x", "--lang", "IT"], {"LANG": "en_US.UTF-8"}) == "it"
    assert language_of(["replay", "x", "--lang=en"], {"LANG": "it_IT.UTF-8"}) == "en"
    assert language_of(["replay", "x"], {"LANG": "it_IT.UTF-8"}) == "it"
    assert language_of(["replay", "x"], {"LC_ALL": "it_IT", "LANG": "en_GB"}) == "it"
    assert language_of(["replay", "x"], {"LANG": "fr_FR.UTF-8"}) == "en"  # not spoken here: English
    assert language_of(["replay", "x"], {}) == "en"
    assert language_of(["replay", "x", "--lang", "xx"], {}) == "xx"  # refused later, with one line


def test_an_unknown_language_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, text = said(lambda: main(["worksheet", "goat", "--out", "x.html", "--lang", "xx"]), capsys)
    assert status == 2 and text.count("\n") == 1 and "xx" in text and "en, it" in text


def test_what_is_written_is_said_in_the_language_with_its_count(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                italian_environment: None) -> None:
    status, text = said(lambda: main(["worksheet", "goat", "--out", str(tmp_path / "s.html"), "--count", "1"]), capsys)
    assert status == 0 and text.strip() == f"scritto {tmp_path / 's.html'} (1 domanda)"
    status, text = said(lambda: main(["worksheet", "goat", "--out", str(tmp_path / "s.html"), "--count", "1",
                                      "--lang", "en"]), capsys)
    assert text.strip() == f"wrote {tmp_path / 's.html'} (1 question)"


def test_progress_and_simulate_speak_italian(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             italian_environment: None) -> None:
    status, text = said(lambda: main(["simulate", "italian", "--hands", "2"]), capsys)
    assert status == 0 and "mani chiuse" in text and not foreign(text, "it")
    mine = tmp_path / "ada.json"
    mine.write_text(json.dumps({"format": 1, "learner": "Ada", "answers": [
        {"id": "1", "at": "2025-03-01T09:00:00.000000+00:00", "game": "goat", "kind": "leader", "correct": True,
         "origin": None}], "drills": [], "hands": [], "ticks": []}), encoding="utf-8")
    status, text = said(lambda: main(["progress", str(mine)]), capsys)
    assert status == 0 and text.split()[:2] == ["allievo", "gioco"] and "chi apre 1/1" in text, text


def test_every_catalog_is_its_po_compiled() -> None:
    catalogs = sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))
    assert catalogs
    for po in catalogs:
        assert po.with_suffix(".mo").read_bytes() == compiled(po), f"run tests/compile_messages.py for {po}"
    italian = gettext.translation("argparse", LOCALE, languages=["it"])
    assert italian.gettext("usage: ") == "uso: " and italian.ngettext("expected %s argument",
                                                                      "expected %s arguments", 1) == "serve %s valore"
