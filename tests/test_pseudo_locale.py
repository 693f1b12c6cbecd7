"""The pseudo-locale (``pseudo_locale``) run over what speaks from the catalogue: every word a user reads there
comes from a message, none is written in Python. A word of three letters or more left in plain ASCII is one the
catalogue did not give, unless it is a fact (a name, a path, an id) or a command's own token."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import pytest

from domino_lessons.cli import COMMANDS, main
from domino_lessons.core.labels import TableWord
from domino_lessons.core.learner import Trainer
from domino_lessons.narrate import narrator
from domino_lessons.rules import VARIANT_IDS
from pseudo_locale import pseudo_catalogue

ARGPARSE = {"usage", "positional", "arguments", "options", "show", "this", "help", "message", "and", "exit"}
"""Python's argparse's own words (its gettext catalogue, not ours)."""
PLAIN = re.compile(r"(?<![\w-])[A-Za-z]{3,}(?![\w-])")
"""A word in plain ASCII letters that is not part of a token (``--svg-dir``, ``all-fives``, ``step-NNN.svg``)."""


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """English speaks the pseudo-locale: every narrator made meanwhile takes its messages."""
    import domino_lessons.narrate as narrate

    fake, real = pseudo_catalogue(tmp_path / "pseudo"), narrate.catalogue
    monkeypatch.setattr(narrate, "catalogue", lambda lang, games=(): fake if lang == "en" else real(lang, games))
    narrate._narrator.cache_clear()
    yield
    monkeypatch.undo()
    narrate._narrator.cache_clear()


def plain_words(text: str, allowed: set[str] = set()) -> set[str]:
    """The words of ``text`` in plain ASCII that neither argparse nor ``allowed`` explain."""
    return {w for w in PLAIN.findall(text) if w.lower() not in ARGPARSE and w not in allowed}


@pytest.mark.usefixtures("pseudo")
@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_of_the_command_line_comes_from_the_catalogue(command: str | None,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"] if command else ["--help"])
    out = capsys.readouterr().out
    tokens = {"domino", "lessons", *(command or "").split("-"), "lang", "letter", "csv", "now", "json", "seed", "html",
              "svg", "dir", "handout", "scoring", "paper", "mkdir", "out", "kinds", "count", "hands", "players", "bot",
              "playouts", "seeds", "folder", "port", "hub", "away", "certfile", "keyfile", "key", "ip", "to",
              "greedy", "expert", "random", *COMMANDS, *(w for game in VARIANT_IDS for w in game.split("-"))}
    assert plain_words(out, tokens) == set(), out


@pytest.mark.usefixtures("pseudo")
def test_the_class_tables_and_practice_say_nothing_but_messages() -> None:
    said = narrator("en")
    lines = [said.phrase(code, {"who": "Ada", "name": "Ada", "table": "KQ7", "code": "KQ7", "seat": 1,
                                "unit": "round", "match_over": False, "names": ["Ben", "Cy"], "hands": 2,
                                "path": "/x.json", "moves": "6-6", "url": "http://h", "why": "WHY", "score": "1 · 2",
                                "action": "close", "presence": "away", "state": "between", "bot": "expert",
                                "stock": "reserve", "given": "GIVEN", "expected": "EXPECTED", "limit": 9,
                                "size": 7, "count": 3, "to": "/y.json", "at": "A", "version": 2, "to_move": 0})
             for code in TableWord]
    lines += [said.phrase(code, {"left": 2, "due": None if code is Trainer.DONE else 3, "learner": None if code is Trainer.MY_PROGRESS else "LEARNER", "ticked": 1,
                                 "lines": 4, "kind": "KIND", "right": 1, "answered": 2, "hands": 0, "line": "LINE",
                                 "game": "GAME", "costs": [1.5, 2.0]}) for code in Trainer]
    facts = {"Ada", "Ben", "Cy", "KQ7", "WHY", "GIVEN", "EXPECTED", "KIND", "LINE", "GAME", "LEARNER", "http", "json",
             "close"}
    assert {word for line in lines for word in plain_words(line, facts)} == set(), lines
