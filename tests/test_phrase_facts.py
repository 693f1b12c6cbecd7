"""Typed facts for the views' and widgets' phrases: each ``Label``, ``Control``, ``Ask`` and ``Say`` code whose
phrase takes facts (and each game's own quiz code) has a frozen dataclass, and the package says them only
through it.

``test_facts`` checks, for every facts class, that its fields are its phrase's parameters in each language and
that no code of an enum with facts classes is left without one; this file checks that the phrase codes are
among them, that no call in the package hands such a code its facts by name, and that the type checker
catches a misspelt fact.
"""

from __future__ import annotations

import ast
import inspect
import random
import subprocess
import sys
from dataclasses import fields, replace
from enum import Enum
from pathlib import Path

import pytest

import domino_lessons
from domino_lessons import Match
from domino_lessons.core import phrases
from domino_lessons.core.errors import Facts
from domino_lessons.core.frames import Caption, Frame
from domino_lessons.core.labels import Ask, Control, Label, Say
from domino_lessons.core.phrases import AskAtMoves, AskPlay, SayWait, TheDeal
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.rules import registry
from domino_lessons.widgets.questions import say
from domino_lessons.widgets.table_game import Prompt

PACKAGE = Path(domino_lessons.__file__).parent


def facts_classes() -> list[type[Facts]]:
    """Every facts class the package defines, the games' too (the registry imports them all)."""
    registry()
    found: list[type[Facts]] = []
    waiting = [Facts]
    while waiting:
        for sub in waiting.pop().__subclasses__():
            waiting.append(sub)
            if sub.__module__.startswith("domino_lessons."):
                found.append(sub)
    return found


BY_CODE = {cls.code: cls for cls in facts_classes()}
TYPED = {(type(code).__name__, code.name) for code in BY_CODE}
SHARED = (Label, Control, Ask, Say)
"""The codes of the lines every game shares (``labels``); each game's own quiz codes live in its folder."""


def takes_facts(code: Enum) -> bool:
    return any(inspect.signature(narrator(lang).phrases[code]).parameters for lang in LANGUAGES
               if code in narrator(lang).phrases)


def test_every_shared_code_with_facts_has_its_class_in_phrases() -> None:
    with_facts = [code for enum in SHARED for code in enum if takes_facts(code)]
    assert [code for code in with_facts if code not in BY_CODE] == []
    assert {BY_CODE[code].__module__ for code in with_facts} == {phrases.__name__}
    assert len(with_facts) == 78


def test_each_games_quiz_codes_with_facts_have_classes_in_its_folder() -> None:
    games = {cls for cls in BY_CODE.values() if cls.__module__.startswith("domino_lessons.rules.")
             and type(cls.code).__name__.endswith("Ask")}
    assert len(games) == 4
    for cls in games:
        enum = type(cls.code)
        assert cls.__module__ == enum.__module__  # beside its enum
        assert all(code in BY_CODE for code in enum if takes_facts(code))


def said_bare(source: str) -> list[str]:
    """Where ``source`` hands a call a code that has a facts class (with its facts beside it, or in a branch of
    an ``if`` expression): ``line: Enum.MEMBER``. Such a code is said only through its facts class."""
    def codes(node: ast.expr) -> list[str]:
        if isinstance(node, ast.IfExp):
            return codes(node.body) + codes(node.orelse)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (node.value.id, node.attr) in TYPED:
            return [f"{node.value.id}.{node.attr}"]
        return []

    found = [(node.lineno, code) for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call)
             for arg in [*node.args, *(k.value for k in node.keywords)] for code in codes(arg)]
    return [f"{line}: {code}" for line, code in sorted(found, key=lambda hit: hit[0])]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_code_with_facts_is_said_with_bare_facts(path: Path) -> None:
    assert said_bare(path.read_text()) == []


def test_the_scan_finds_bare_facts() -> None:
    source = ("narrator(lang).phrase(Label.TOKEN, {'token': t})\n"
              "say(Ask.PLAY, lang, tile=t, end=None)\n"
              "frame = Frame.of(hand, label=Caption(Label.THE_DEAL, (('game', g), ('number', 1))))\n"
              "Prompt(Say.MATCH_OVER if over else Say.HAND_OVER, {'game': g})\n"
              "say(Ask.RIGHT, lang) + narrator().phrase(Label.NOTE, {})\n"
              "narrator().said(TheDeal(game=g, number=1))\n")
    assert said_bare(source) == ["1: Label.TOKEN", "2: Ask.PLAY", "3: Label.THE_DEAL", "4: Say.MATCH_OVER",
                                 "4: Say.HAND_OVER"]


def test_typed_facts_say_what_the_bare_facts_said() -> None:
    game = Match("all-fives", ["Ada", "Ben"]).variant
    for lang in LANGUAGES:
        words = narrator(lang)
        assert words.said(TheDeal(game=game, number=2)) == words.phrase(Label.THE_DEAL, {"game": game, "number": 2})
        assert say(AskPlay(tile=Tile(6, 4), end="R"), lang) == say(Ask.PLAY, lang, tile=Tile(6, 4), end="R")
    assert narrator("en").said(TheDeal(game=game, number=2)) == "Hand 2: the deal"
    assert say(Ask.RIGHT, "en") == "Right! "  # a code without facts is said bare


def test_a_caption_takes_facts_and_equals_its_old_form() -> None:
    typed = Caption(AskAtMoves(moves=3))
    assert typed == Caption(Ask.AT_MOVES, (("moves", 3),)) and typed != Caption(AskAtMoves(moves=4))
    assert (typed.code, typed.facts) == (Ask.AT_MOVES, (("moves", 3),))
    assert typed.text("en") == "Quiz position: 3 moves into a hand"
    assert Caption(Ask.AT_MOVES, (("moves", 1),)).text("it") == "Posizione del quiz: 1 mossa dopo la distribuzione"
    hand = Match("all-fives", ["Ada", "Ben"]).deal_random(random.Random(1))
    assert Frame.of(hand).caption == Caption(TheDeal(game=hand.match.variant, number=1))


def test_a_prompt_takes_facts_and_equals_its_old_form() -> None:
    typed = Prompt(SayWait(who="Ada"), tone="problem")
    assert typed == Prompt(Say.WAIT, {"who": "Ada"}, "problem")
    assert (typed.say, typed.facts, typed.tone) == (Say.WAIT, {"who": "Ada"}, "problem")
    assert replace(typed, tone="") == Prompt(SayWait(who="Ada"))
    assert Prompt(Say.YOUR_LEAD).facts == {}
    with pytest.raises(TypeError, match="Say"):
        Prompt(AskAtMoves(moves=3))


def test_phrase_facts_are_frozen_and_compared_by_value() -> None:
    assert SayWait(who="Ada") == SayWait(who="Ada") != SayWait(who="Ben")
    with pytest.raises(AttributeError):
        SayWait(who="Ada").who = "Ben"  # type: ignore[misc]
    assert [f.name for f in fields(TheDeal)] == ["game", "number"]


def mypy_errors(tmp_path: Path, source: str) -> str:
    """What ``mypy --strict`` says of ``source`` (nothing: it is clean)."""
    stray = tmp_path / "stray.py"
    stray.write_text(source)
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", str(stray)],
                             cwd=PACKAGE.parent, capture_output=True, text=True)
    return checked.stdout


def test_the_type_checker_catches_a_misspelt_or_mistyped_fact(tmp_path: Path) -> None:
    head = ("from domino_lessons.core.frames import Caption\n"
            "from domino_lessons.core.phrases import AskAtMoves, SayWait\n"
            "from domino_lessons.narrate import narrator\n"
            "from domino_lessons.widgets.table_game import Prompt\n\n")
    assert mypy_errors(tmp_path, head + "said = narrator().said(SayWait(who='Ada'))\ncaption = Caption(AskAtMoves(moves=3))\n"
                       "prompt = Prompt(SayWait(who='Ada'), tone='problem')\n") == ""
    said = mypy_errors(tmp_path, head + "caption = Caption(AskAtMoves(move=3))\nsaid = narrator().said(SayWait(who=3))\n")
    assert 'Unexpected keyword argument "move" for "AskAtMoves"' in said
    assert 'Argument "who" to "SayWait" has incompatible type "int"' in said
