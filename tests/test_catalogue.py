"""The message catalogues (``locales/<lang>/*.ftl``): every language has English's messages and no other, each reads
and can be said, every message says a code the package has, and ``check-language`` finds what a translator gets
wrong."""

from __future__ import annotations

import importlib
import pkgutil
import re
import shutil
from enum import Enum
from pathlib import Path

import pytest

import domino_lessons
from domino_lessons.cli import main
from domino_lessons.core.labels import TableWord
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.narrate import language_check
from domino_lessons.narrate.catalogue import HERE, MessageBroken, message_id
from domino_lessons.narrate.language_check import language_findings, messages, roots

SOURCE = Path(domino_lessons.__file__).parent


def codes() -> dict[str, Enum]:
    """Every code of the package (a member of any of its enums) by the id of the message that would say it."""
    for module in pkgutil.walk_packages(domino_lessons.__path__, "domino_lessons."):
        if ".notebooks" not in module.name and not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found: dict[str, Enum] = {}
    waiting = list(Enum.__subclasses__())
    while waiting:
        kind = waiting.pop()
        waiting += kind.__subclasses__()
        if kind.__module__.startswith("domino_lessons."):
            found.update({message_id(code): code for code in kind})
    return found


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_englishs_messages_each_readable_and_sayable(lang: str) -> None:
    assert [language_check.said(f) for f in language_findings(lang)] == []


def test_every_message_says_a_code_the_code_uses_and_each_code_is_said_in_one_place() -> None:
    known = codes()
    text = "\n".join(path.read_text(encoding="utf-8") for path in SOURCE.rglob("*.py"))
    for root in roots():
        for name in messages(root / "en"):
            assert name in known, f"{name}: no code is said by this message"
            code = known[name]
            assert f"{type(code).__name__}.{code.name}" in text, f"{name}: {code} is never used"
    catalogued = {type(known[name]) for root in roots() for name in messages(root / "en")}
    for kind in catalogued:  # a kind of code is said by messages alone, never by a phrasebook too
        for lang in LANGUAGES:
            assert not set(kind) & set(narrator(lang).phrases), f"{kind.__name__}: said in Python too ({lang})"


def test_numbers_and_lists_are_written_by_the_languages_rules() -> None:
    facts = {"names": ["Ben", "Cy", "Dan"], "unit": "round"}
    assert narrator("en").phrase(TableWord.WAITING, facts).endswith("(seats still free: Ben, Cy, and Dan)")
    assert narrator("it").phrase(TableWord.WAITING, facts).endswith("(posti ancora liberi: Ben, Cy e Dan)")
    assert narrator("en").phrase(TableWord.TOO_BIG, {"limit": 65536}).endswith("65,536 bytes")
    assert narrator("it").phrase(TableWord.TOO_BIG, {"limit": 65536}).endswith("65.536 byte")
    assert narrator("it").phrase(TableWord.THEIR_TURN, {"who": "Ada"}) == "Tocca ad Ada"
    assert narrator("it").phrase(TableWord.THEIR_TURN, {"who": "Ben"}) == "Tocca a Ben"
    assert narrator("it").phrase(TableWord.NEXT_BUTTON, {"unit": "round"}) == "Prossimo giro"


def test_a_fact_missing_is_an_error_not_a_sentence_with_a_hole() -> None:
    with pytest.raises(MessageBroken, match="tables.ftl: table-word-their-turn: .*who"):
        narrator("en").phrase(TableWord.THEIR_TURN, {})


MISTAKES = [  # (what a translator does to a copy of English's files, what check-language says of it)
    (("table-word-move-label = Your move\n", ""), "tables.ftl: table-word-move-label is missing"),
    (("table-word-play-button = Play\n", "table-word-play-button = Play\ntable-word-plays = Plays\n"),
     "tables.ftl: table-word-plays is not in English"),
    (("table-word-their-turn = { $who } is to move", "table-word-their-turn = { $whoo } is to move"),
     "tables.ftl: table-word-their-turn uses the variable $whoo"),
    (("table-word-watch-label = Watch\n", "table-word-watch-label = { $x\n"), "tables.ftl, line "),
    (("table-word-bot-label = Computer", "table-word-bot-label = { table-word-computer }"),
     "tables.ftl: table-word-bot-label cannot be said: Unknown message: table-word-computer"),
    (("    [one] one thing to fix\n", ""), "language-check.ftl: language-check-failed lacks the form [one]"),
]


def test_check_language_lists_what_a_translator_got_wrong(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(language_check, "roots", lambda: [tmp_path])
    shutil.copytree(HERE / "en", tmp_path / "en")
    shutil.copytree(HERE / "en", tmp_path / "fr")
    assert main(["check-language", "fr"]) == 0
    assert re.fullmatch(r"fr: \d+ messages, all there and well formed\n", capsys.readouterr().out)
    for (before, after), _ in MISTAKES:
        path = next(p for p in (tmp_path / "fr").glob("*.ftl") if before in p.read_text(encoding="utf-8"))
        path.write_text(path.read_text(encoding="utf-8").replace(before, after, 1), encoding="utf-8")
    assert main(["check-language", "fr", "--lang", "en"]) == 1
    out = capsys.readouterr().out
    for _, said in MISTAKES:
        assert said in out
    assert out.endswith(f"fr: {len(out.splitlines()) - 1} things to fix\n")
    assert main(["check-language", "pt", "--lang", "it"]) == 1
    assert f"Non c'è la cartella {tmp_path / 'pt'}: copiaci {tmp_path / 'en'}" in capsys.readouterr().out
