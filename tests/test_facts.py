"""Typed facts: each code with facts has a frozen dataclass whose fields are its phrase's parameters.

The facts classes are found from the ``Facts`` base once every game is imported (through the registry);
the package raises none of their codes with bare keyword facts; the type checker catches a misspelt fact.
"""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from dataclasses import FrozenInstanceError, fields
from enum import Enum
from pathlib import Path

import pytest

import domino_lessons
from domino_lessons.core import problems
from domino_lessons.core.errors import Decided, DominoError, Facts, IllegalMoveError, RecordError, RecordProblem
from domino_lessons.core.problems import DoesNotFit, NoSuchSeat
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.narrate.catalogue import message_id
from domino_lessons.narrate.language_check import messages, variables
from domino_lessons.rules import registry

PACKAGE = Path(domino_lessons.__file__).parent
WHERE = {"hand", "move", "token"}
"""``RecordError``'s own keywords: where in the record, not facts."""


def facts_classes() -> list[type[Facts]]:
    """Every facts class the package defines (the games' too: the registry imports them all)."""
    registry()
    found: list[type[Facts]] = []
    waiting = [Facts]
    while waiting:
        for sub in waiting.pop().__subclasses__():
            waiting.append(sub)
            if sub.__module__.startswith("domino_lessons."):
                found.append(sub)
    return found


FACTS = facts_classes()
BY_CODE = {cls.code: cls for cls in FACTS}


def test_facts_are_found_for_the_shared_codes_and_the_games() -> None:
    assert DoesNotFit in FACTS and problems.NoSuchSeat in FACTS
    assert any(cls.__module__.startswith("domino_lessons.rules.") for cls in FACTS)
    assert len(BY_CODE) == len(FACTS)  # one class per code


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("cls", FACTS, ids=lambda cls: cls.__name__)
def test_a_phrase_takes_exactly_its_facts(cls: type[Facts], lang: str) -> None:
    """A phrase function takes the facts' fields; a message names none but them (a game's ``unit`` where a fact is a
    game)."""
    said, name = narrator(lang), message_id(cls.code)
    if name in said.messages:
        given = {f.name for f in fields(cls)} | ({"unit"} if "game" in {f.name for f in fields(cls)} else set())
        assert variables(messages(said.messages.ids[name].parent)[name][1]) <= given
        return
    phrase = said.phrases[cls.code]
    assert list(inspect.signature(phrase).parameters) == [f.name for f in fields(cls)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_code_whose_phrase_takes_facts_has_a_facts_class(lang: str) -> None:
    enums = {type(code) for code in BY_CODE}
    untyped = [code for code, phrase in narrator(lang).phrases.items()
               if isinstance(code, Enum) and type(code) in enums and inspect.signature(phrase).parameters
               and code not in BY_CODE]
    assert untyped == []


def bare_raises(source: str) -> list[str]:
    """Where ``source`` gives a code that has a facts class with bare keyword facts: ``line: Enum.MEMBER``."""
    typed = {(type(code).__name__, code.name): {f.name for f in fields(cls)}
             for code, cls in BY_CODE.items()}
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        for arg in node.args:
            if isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name) and (arg.value.id, arg.attr) in typed:
                named = typed[arg.value.id, arg.attr]
                if any(k.arg is None or k.arg in named or k.arg not in WHERE for k in node.keywords):
                    found.append(f"{node.lineno}: {arg.value.id}.{arg.attr}")
    return found


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_code_with_facts_is_raised_with_bare_keywords(path: Path) -> None:
    assert bare_raises(path.read_text()) == []


def test_the_scan_finds_a_bare_raise() -> None:
    source = ("raise IllegalMoveError(Problem.DOES_NOT_FIT, tile=t, end='L', shows=3)\n"
              "raise RecordError(RecordProblem.DECIDED, hand=2, decided=1)\n"
              "raise RecordError(RecordProblem.HANDS, hand=2)\n"
              "raise DominoError(Problem.EMPTY_MOVE)\n")
    assert bare_raises(source) == ["1: Problem.DOES_NOT_FIT", "2: RecordProblem.DECIDED"]


def test_typed_and_bare_facts_make_the_same_error() -> None:
    tile = Tile(6, 4)
    typed = IllegalMoveError(DoesNotFit(tile=tile, end="L", shows=3))
    bare = IllegalMoveError(DoesNotFit.code, tile=tile, end="L", shows=3)
    assert (typed.problem, typed.facts, str(typed)) == (bare.problem, bare.facts, str(bare))
    assert typed.facts == {"tile": tile, "end": "L", "shows": 3}
    assert str(typed) == "6-4 does not fit end L, which shows 3"


def test_a_record_error_takes_facts_and_where() -> None:
    error = RecordError(Decided(decided=1), hand=2)
    assert (error.problem, error.facts, error.hand) == (RecordProblem.DECIDED, {"decided": 1}, 2)
    assert str(error) == "hand 2: the match was already decided in hand 1: no more hands may follow"
    assert RecordError(RecordProblem.HANDS).facts == {}


def test_facts_given_twice_are_refused() -> None:
    with pytest.raises(TypeError, match="seat"):
        DominoError(NoSuchSeat(seat=5, last=3), seat=6)  # type: ignore[call-overload]


def test_facts_are_frozen() -> None:
    facts = NoSuchSeat(seat=5, last=3)
    with pytest.raises(FrozenInstanceError):
        facts.seat = 6  # type: ignore[misc]


def test_the_type_checker_catches_a_misspelt_fact(tmp_path: Path) -> None:
    stray = tmp_path / "misspelt.py"
    stray.write_text("from domino_lessons.core.errors import IllegalMoveError\n"
                     "from domino_lessons.core.problems import DoesNotFit\n"
                     "from domino_lessons.core.tiles import Tile\n\n"
                     "error = IllegalMoveError(DoesNotFit(tile=Tile(6, 4), end='L', shoes=3))\n")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", str(stray)],
                             cwd=PACKAGE.parent, capture_output=True, text=True)
    assert checked.returncode != 0
    assert 'Unexpected keyword argument "shoes" for "DoesNotFit"' in checked.stdout
