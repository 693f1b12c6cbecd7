"""What a translator runs: a language's message files held against English's (``domino-lessons check-language``).

Every folder of messages is checked (the package's ``locales/`` and each game's): a message English has and the
language lacks, one the language has and English does not, a file Fluent cannot read, a variable English's message
does not give (a name misspelt), a plural form the language's rules (CLDR) need and the message lacks, and a message
that cannot be said with English's variables (a reference to a message that is not there, an unknown function).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ..core.labels import LanguageCheck
from .catalogue import HERE, folders

if TYPE_CHECKING:
    from fluent.syntax import ast

SOURCE = "en"
"""The language every other is checked against."""
NOON = datetime(2026, 12, 7, 12, 0, tzinfo=timezone.utc)
"""The time a message that writes a time is tried with."""
PLURALS = ("zero", "one", "two", "few", "many")
"""CLDR's plural categories but ``other`` (which a message's default variant stands for)."""


@dataclass(frozen=True)
class Finding:
    """One thing to fix: its code and its facts (``file``, ``message``...)."""

    code: LanguageCheck
    facts: dict[str, Any]


def roots() -> list[Path]:
    """Every folder that holds messages: the package's, then each game's."""
    from ..rules import registry
    from . import game_folders

    registry()
    return [HERE, *(folder.parent for folder in folders(SOURCE, tuple(game_folders())) if folder.parent != HERE)]


def language_findings(lang: str) -> Iterator[Finding]:
    """What is missing, extra or broken in ``lang``'s messages, folder by folder."""
    for root in roots():
        if not (root / lang).is_dir():
            yield Finding(LanguageCheck.NO_FOLDER, {"folder": str(root / lang), "english": str(root / SOURCE)})
            continue
        english, translated = messages(root / SOURCE), messages(root / lang)
        yield from broken(root / lang)
        for name in english.keys() - translated.keys():
            yield Finding(LanguageCheck.MISSING, {"file": english[name][0], "message": name})
        for name in translated.keys() - english.keys():
            yield Finding(LanguageCheck.EXTRA, {"file": translated[name][0], "message": name})
        for name in sorted(english.keys() & translated.keys()):
            yield from compared(lang, name, english[name], translated[name])
        yield from unsaid(lang, root / lang, translated,
                          {n: variables(m) | documented(m) for n, (_, m) in english.items()})


def messages(folder: Path) -> dict[str, tuple[str, ast.Message]]:
    """Each message of a folder's files by its id, with the file's name."""
    from fluent.syntax import FluentParser, ast

    found: dict[str, tuple[str, ast.Message]] = {}
    for path in sorted(folder.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = (path.name, entry)
    return found


def broken(folder: Path) -> Iterator[Finding]:
    """What Fluent cannot read in a folder's files: where, and why."""
    from fluent.syntax import FluentParser, ast

    for path in sorted(folder.glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Junk):
                for note in entry.annotations:
                    start = note.span.start if note.span else entry.span.start if entry.span else 0
                    yield Finding(LanguageCheck.BROKEN, {"file": path.name, "line": text.count("\n", 0, start) + 1,
                                                         "why": note.message})


def compared(lang: str, name: str, english: tuple[str, ast.Message], translated: tuple[str, ast.Message]) -> Iterator[Finding]:
    """A message held against English's: a variable English does not give, a plural form the language needs."""
    file, message = translated
    for variable in sorted(variables(message) - variables(english[1]) - documented(english[1])):
        yield Finding(LanguageCheck.VARIABLE, {"file": file, "message": name, "variable": variable})
    needed, have = categories(lang), selections(message)
    for variable, keys in selections(english[1]).items():
        if variable not in have and any(have.values()):
            continue  # the language chooses its forms on another count (Italian: "3 righe spuntate su 5")
        for category in sorted(needed & set(keys) - set(have.get(variable, ()))):
            yield Finding(LanguageCheck.PLURAL, {"file": file, "message": name, "variable": variable,
                                                 "category": category})


def unsaid(lang: str, folder: Path, translated: dict[str, tuple[str, ast.Message]],
           given: dict[str, set[str]]) -> Iterator[Finding]:
    """The messages that cannot be said with English's variables (each given a number, or a time where a message
    writes it as one)."""
    from .catalogue import bundle_of

    bundle = bundle_of(lang, sorted(folder.glob("*.ftl")))
    for name, (file, message) in translated.items():
        pattern = bundle.get_message(name).value if bundle.has_message(name) else None
        if pattern is None or name not in given:
            continue
        times = timed(message)
        facts = {v: NOON if v in times else 1 for v in given[name] | variables(message)}  # misspelt: a finding
        _, errors = bundle.format_pattern(pattern, facts)
        for error in errors:
            yield Finding(LanguageCheck.BROKEN_MESSAGE, {"file": file, "message": name, "why": str(error)})


def variables(message: ast.Message) -> set[str]:
    """The variables a message names."""
    from fluent.syntax import ast, visitor

    found: set[str] = set()

    class Names(visitor.Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Names().visit(message)
    return found


def timed(message: ast.Message) -> set[str]:
    """The variables a message writes as dates or times (``DATETIME($when)``)."""
    from fluent.syntax import ast, visitor

    found: set[str] = set()

    class Times(visitor.Visitor):
        def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
            if node.id.name == "DATETIME":
                found.update(a.id.name for a in node.arguments.positional if isinstance(a, ast.VariableReference))
            self.generic_visit(node)

    Times().visit(message)
    return found


def documented(message: ast.Message) -> set[str]:
    """The variables the comment above a message names (``# $title: the game's title``): facts the code gives that
    English's words need not use, and another language's may."""
    import re

    return set(re.findall(r"\$(\w+)", message.comment.content or "")) if message.comment else set()


def selections(message: ast.Message) -> dict[str, list[str]]:
    """The plural forms a message chooses among, by the variable each choice is made on."""
    from fluent.syntax import ast, visitor

    found: dict[str, list[str]] = {}

    class Choices(visitor.Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                keys = [v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)]
                found.setdefault(node.selector.id.name, []).extend(k for k in keys if k in PLURALS)
            self.generic_visit(node)

    Choices().visit(message)
    return found


def categories(lang: str) -> set[str]:
    """The plural categories ``lang`` has besides ``other`` (CLDR, through Babel): ``{"one", "many"}`` for Italian."""
    from babel import Locale, UnknownLocaleError

    try:
        return set(Locale.parse(lang.replace("-", "_")).plural_form.tags) - {"other"}
    except (UnknownLocaleError, ValueError):
        return {"one"}


def said(finding: Finding, lang: str | None = None) -> str:
    """A finding in words, in the language being spoken."""
    from . import narrator

    return narrator(lang).phrase(finding.code, finding.facts)

