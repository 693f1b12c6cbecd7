"""Message catalogues: the sentences a learner reads, as Fluent messages a translator edits without Python.

A language is a folder of ``.ftl`` files (Project Fluent's syntax: https://projectfluent.org): the package's
``locales/<lang>/``, and each game's own beside its rules (``rules/<game>/locales/<lang>/``, the same for a
game another package adds). A code (``TableWord.THEIR_TURN``) is said by the message named after it
(``table-word-their-turn``, ``message_id``); the code's facts are the message's variables. The message chooses
its own form from them: plurals by the language's CLDR rules (``{ $hands -> [one] ... *[other] ... }``), a game's
unit (``$unit``), a name's first letter (``INITIAL($who)``: Italian's *ad Ada*). Numbers are written by the
language's rules (Babel, under Fluent): ``4,67`` and ``1.234`` in Italian.

Codes not yet in a catalogue are said by the narrator's phrasebooks (``narrate/<lang>/``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

FOLDER = "locales"
"""The name of the folder that holds a package's or a game's messages, one folder per language inside."""
HERE = Path(__file__).resolve().parent.parent / FOLDER
"""The package's own messages: what every game shares."""


def message_id(code: Enum) -> str:
    """The message that says ``code``: its class's and its own name in lower case, joined by hyphens
    (``TableWord.THEIR_TURN`` -> ``table-word-their-turn``)."""
    return _message_id(type(code).__name__, code.name)


@cache
def _message_id(kind: str, value: str) -> str:
    words = re.sub(r"(?<!^)(?=[A-Z])", "-", kind) + "-" + value
    return re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")


def fluent_value(value: Any) -> Any:
    """A fact as a Fluent variable: numbers stay numbers (the language writes them), a yes/no is ``yes`` or ``no``,
    a code its value as a key a message selects on (``Stock.OUT_OF_PLAY``: ``out-of-play``), no fact (None) ``none``,
    anything else its text (a tile ``6-4``, a path, a name)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float, date)):  # a date or a time: written by the message's DATETIME
        return value
    if isinstance(value, Enum):
        return re.sub(r"[^a-z0-9]+", "-", str(value.value).lower())
    return "none" if value is None else str(value)


def initial(name: Any) -> str:
    """``INITIAL($who)``: the first letter of a name, in lower case, for the forms that depend on it (*ad Ada*)."""
    return str(name)[:1].lower()


def number(value: Any, **options: Any) -> Any:
    """``NUMBER($n, ...)``: Fluent's own, reading ``useGrouping: "false"`` as Intl.NumberFormat does (fluent.runtime
    takes any string for true): ``seed 20000``, not ``seed 20,000``."""
    from fluent.runtime.types import fluent_number

    if "useGrouping" in options:
        options["useGrouping"] = str(options["useGrouping"]).lower() not in ("false", "0")
    return fluent_number(value, **options)


def capitalized(text: Any) -> str:
    """``CAPITALIZED($kind)``: a text with its first letter in upper case, to start a sentence with it."""
    said = str(text)
    return said[:1].upper() + said[1:]


def listed_list(items: Iterable[Any], style: str = "standard") -> Any:
    """A list as a Fluent variable: written by the language's pattern for lists (CLDR), ``standard`` unless the
    message asks for another style (``LIST``); its items Fluent numbers (``tenths``) or texts."""
    return _listed_type()(list(items), style)


@cache
def _listed_type() -> type:
    from babel.lists import format_list
    from fluent.runtime.types import FluentType

    class Listed(FluentType):
        def __init__(self, items: list[Any], style: str) -> None:
            self.items, self.style = items, style

        def format(self, locale: Any) -> str:
            items = [item.format(locale) if isinstance(item, FluentType) else str(item) for item in self.items]
            return str(format_list(items, style=self.style, locale=locale))  # type: ignore[arg-type]

    return Listed


def listed(value: Any, style: str = "standard") -> Any:
    """``LIST($items, style: "or")``: a list in another of CLDR's styles (``or``, ``unit``, ``unit-narrow``...)."""
    return listed_list(getattr(value, "items", [value]), str(style))


def tenths(value: float) -> Any:
    """A measured quantity as the catalogue writes it: to one decimal, by the language's rules (a Fluent number with
    its precision: ``4,7`` in Italian)."""
    from fluent.runtime.types import fluent_number

    return fluent_number(value, minimumFractionDigits=1, maximumFractionDigits=1)


FUNCTIONS: dict[str, Callable[..., Any]] = {"INITIAL": initial, "NUMBER": number, "CAPITALIZED": capitalized,
                                             "LIST": listed}
"""The functions every language's messages may call: Fluent's ``NUMBER`` (and ``DATETIME``) and ours."""


class MessageBroken(LookupError):
    """A message that could not be said as written: a variable it names is not among the facts, or it names a
    message or term that is not there."""


MESSAGE = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
"""A message's first line in a ``.ftl`` file: its id at the line's start, then ``=`` (a term's id starts with ``-``)."""


@dataclass
class Catalogue:
    """One language's messages, from every folder that has them. Fluent reads the files when a message is first
    said: a command that says none of them does not load it."""

    lang: str
    files: list[Path]
    ids: dict[str, Path] = field(init=False, repr=False)
    """Each message's id and the file it is written in."""

    def __post_init__(self) -> None:
        self.ids = {name: path for path in self.files for name in MESSAGE.findall(path.read_text(encoding="utf-8"))}

    def __contains__(self, message: str) -> bool:
        return message in self.ids

    @property
    def bundle(self) -> FluentBundle:
        """Every file's messages, read by Fluent for this language's rules (its plurals, its numbers)."""
        return _bundle(self.lang, tuple(self.files))

    def value(self, fact: Any) -> Any:
        """A fact as a variable: a list by the language's pattern for lists (CLDR: ``Ben, Cy e Dan``), else as
        ``fluent_value`` makes it."""
        if isinstance(fact, (list, tuple)):
            return listed_list(fact)
        return fluent_value(fact)

    def format(self, message: str, facts: Mapping[str, Any]) -> str:
        """The message with the facts as its variables; ``MessageBroken`` if it cannot be said as written."""
        pattern = self.bundle.get_message(message).value
        if pattern is None:
            raise MessageBroken(f"{self.ids[message].name}: {message} has no value, only attributes")
        text, errors = self.bundle.format_pattern(pattern, {k: self.value(v) for k, v in facts.items()})
        if errors:
            raise MessageBroken(f"{self.ids[message].name}: {message}: {'; '.join(map(str, errors))}")
        return str(text)


def folders(lang: str, games: Iterable[str] = ()) -> list[Path]:
    """The folders of ``lang``'s messages: the package's, then each game folder's (packages by their dotted names)
    that has one."""
    from importlib.util import find_spec

    found = [HERE / lang]
    for package in filter(None, games):  # a game defined in a script belongs to no package
        try:
            spec = find_spec(package)
        except (ImportError, ValueError):
            continue
        for root in (spec.submodule_search_locations or []) if spec else []:
            found.append(Path(root) / FOLDER / lang)
    return [folder for folder in dict.fromkeys(found) if folder.is_dir()]


def catalogue(lang: str, games: tuple[str, ...] = ()) -> Catalogue:
    """``lang``'s catalogue, with the messages of the games whose packages are named."""
    return _catalogue(lang, games)


@cache
def _locale(lang: str) -> Any:
    """Babel's data for ``lang`` (CLDR): its numbers, plurals and lists."""
    from babel import Locale

    return Locale.parse(lang.replace("-", "_"))


@cache
def _bundle(lang: str, files: tuple[Path, ...]) -> FluentBundle:
    return bundle_of(lang, files)


def bundle_of(lang: str, files: Iterable[Path]) -> FluentBundle:
    """The files' messages as Fluent reads them for ``lang``, read now."""
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([lang.replace("-", "_")], functions=FUNCTIONS, use_isolating=False)
    for path in files:
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


@cache
def _catalogue(lang: str, games: tuple[str, ...]) -> Catalogue:
    return Catalogue(lang, [path for folder in folders(lang, games) for path in sorted(folder.glob("*.ftl"))])
