"""Words for the facts: every sentence a learner reads is made here, one package per language.

The engine and the rules make events that hold numbers, seats, tiles and codes; a narrator turns
them into text. ``narrator("en")`` is the English one; each language is a package of the same
shape (``narrate/en/``): ``core`` for what every game shares and one module per view, each filling a
``Phrasebook``. A game's own words live in its folder (``rules/<game>/words_en.py``) and are found
through the registry, so a new game adds nothing here.

The narrator imports the core and the rules (to find the games' words), nothing above them.
"""

from __future__ import annotations

import importlib
import pkgutil
import warnings
from contextlib import contextmanager
from contextvars import ContextVar
from enum import Enum
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypeVar

from ..core import variant
from ..core.problems import WordsNotLoaded
from ..core.variant import Variant
from .catalogue import Catalogue, catalogue, message_id

if TYPE_CHECKING:
    from ..core.errors import Facts

LANGUAGES = ("en", "it")
"""The languages a narrator exists for."""
SPEAKING: ContextVar[str] = ContextVar("speaking", default="en")
"""The language ``narrator()`` speaks when none is named: set with ``speaking(lang)``."""

F = TypeVar("F", bound=Callable[..., str])


class Phrasebook:
    """One module's words: how to say each kind of thing (an event, a hint...) for each class, each
    reason code, each word's code and each phrase's code (an error, a prompt, a label); ``options``
    the words for a game's options (``key -> value -> words``, None to write the value as it is); ``titles``
    names the example records a game ships, by record name."""

    def __init__(self) -> None:
        self.sayings: dict[tuple[str, type], Callable[..., str]] = {}
        self.reasons: dict[Enum, Callable[..., str]] = {}
        self.words: dict[Enum, str] = {}
        self.phrases: dict[Enum, Callable[..., str]] = {}
        self.titles: dict[str, str] = {}
        self.options: dict[str, Callable[[Any], str | None]] = {}

    def says(self, kind: str, *classes: type) -> Callable[[F], F]:
        """Register the decorated function as the way to say ``kind`` for objects of these classes."""
        def register(say: F) -> F:
            for cls in classes:
                self.sayings[(kind, cls)] = say
            return say
        return register

    def fixed(self, cls: type, **words: str) -> None:
        """Register words that never change for objects of ``cls``: ``fixed(Domeng, hand_word="Round")``
        says "Round" for the kind ``hand word`` (underscores stand for spaces)."""
        for kind, word in words.items():
            self.sayings[(kind.replace("_", " "), cls)] = lambda *_, word=word: word

    def event(self, *classes: type) -> Callable[[F], F]:
        """Register the decorated function as the way to say events of these classes."""
        return self.says("event", *classes)

    def reason(self, *codes: Enum) -> Callable[[F], F]:
        """Register the decorated function as the way to say these reason codes."""
        def register(say: F) -> F:
            for code in codes:
                self.reasons[code] = say
            return say
        return register


class Narrator:
    """Every phrasebook of one language, merged."""

    def __init__(self, lang: str, books: list[Phrasebook], messages: Catalogue | None = None) -> None:
        self.lang = lang
        self.messages = messages if messages is not None else catalogue(lang)
        """The language's message catalogue: a code with a message there is said by it, not by a phrasebook."""
        self.sayings: dict[tuple[str, type], Callable[..., str]] = {}
        self.reasons: dict[Enum, Callable[..., str]] = {}
        self.words: dict[Enum, str] = {}
        self.phrases: dict[Enum, Callable[..., str]] = {}
        self.every_title: dict[str, str] = {}
        self.options: dict[str, Callable[[Any], str | None]] = {}
        self.found: dict[tuple[str, type], Callable[..., str]] = {}
        """What ``saying`` found for each kind and class, so that each class's bases are searched once."""
        self.events: dict[type, Callable[..., str]] = {}
        """What ``event`` found for each class of event (a replay says one per event: no key to build)."""
        self.games_made = variant.GAMES_MADE
        """How many game classes there were when these books were merged (a game is loaded when first asked for)."""
        for book in books:
            self.sayings.update(book.sayings)
            self.reasons.update(book.reasons)
            self.words.update(book.words)
            self.phrases.update(book.phrases)
            self.every_title.update(book.titles)
            for key, said in book.options.items():  # shared words: the first book's stay (a game's own: ``option``)
                self.options.setdefault(key, said)

    @property
    def titles(self) -> dict[str, str]:
        """The example records' titles, every game's (the registry is made for them: a record need not be loaded)."""
        from ..rules import registry

        registry()
        return narrator(self.lang).every_title

    def caught_up(self) -> bool:
        """After a word was not found: take the words of the games loaded since these books were merged (a widget
        keeps its narrator while a game is loaded on demand); True when there were any."""
        if self.games_made == variant.GAMES_MADE:
            return False
        fresh = narrator(self.lang)
        for name in ("sayings", "reasons", "words", "phrases", "every_title", "options", "games_made", "messages"):
            setattr(self, name, getattr(fresh, name))
        self.found, self.events = {}, {}
        return True

    def saying(self, kind: str, of: type) -> Callable[..., str]:
        """The most specific phrase registered for ``kind`` of class ``of`` (or of a base class)."""
        say = self.found.get((kind, of))
        if say is not None:
            return say
        for cls in of.__mro__:
            say = self.sayings.get((kind, cls))
            if say is not None:
                self.found[kind, of] = say
                return say
        if self.caught_up():
            return self.saying(kind, of)
        raise LookupError(f"no {self.lang} words for the {kind} of {of.__name__}")

    def say(self, kind: str, subject: Any, *args: Any) -> str:
        """``kind`` said of ``subject``, by the most specific phrase registered for its class."""
        return self.saying(kind, type(subject))(subject, *args)

    def option(self, variant: Any, key: str, value: Any) -> str | None:
        """An option of ``variant`` in words: the game's own (``@BOOK.says("option KEY", Game)``, one game's words
        never another's), else the words every game shares (``BOOK.options``); None where there are none."""
        try:
            said: str | None = self.saying(f"option {key}", type(variant))(value)
        except LookupError:
            shared = self.options.get(key)
            said = shared(value) if shared is not None else None
        return said

    def title(self, game: type) -> str:
        """A game's name, from its class (``narrator().title(AllFives)``)."""
        return self.saying("title", game)()

    def event(self, event: Any) -> str:
        """The annotation of one event: what happened and the arithmetic behind it."""
        say = self.events.get(type(event))
        if say is None:
            say = self.events[type(event)] = self.saying("event", type(event))
        return say(event)

    def reason(self, reason: Any, seats: Any) -> str:
        """A ``Reason`` (a code with its facts) in words; ``seats`` names the players."""
        say = self.reasons.get(reason.code)
        if say is None and self.caught_up():
            return self.reason(reason, seats)
        if say is None:
            raise LookupError(f"no {self.lang} words for the reason {reason.code!r}")
        return say(reason, seats)

    def phrase(self, code: Enum, facts: dict[str, Any]) -> str:
        """A code with its facts by name in words (for a code without a facts class: another package's, or
        one that takes no facts)."""
        name = message_id(code)
        if name in self.messages:
            return self.messages.format(name, self.variables(facts))
        say = self.phrases.get(code)
        if say is None and self.caught_up():
            return self.phrase(code, facts)
        if say is None:
            raise LookupError(f"no {self.lang} words for {code!r}")
        return say(**facts)

    def variables(self, facts: dict[str, Any]) -> dict[str, Any]:
        """Facts as a message's variables: a game (its class or a match's) by its title, its unit of play as ``unit``
        unless given; an error by what it says; the rest as they are (``Catalogue.value`` writes them)."""
        from ..core.errors import DominoError, message

        said = dict(facts)
        for key, value in facts.items():
            game = value if isinstance(value, type) else type(value)
            if issubclass(game, Variant):
                said[key] = self.title(game)
                said.setdefault("unit", game.play_unit)
            elif isinstance(value, DominoError):
                said[key] = message(value, self.lang)
        return said

    def said(self, facts: Facts) -> str:
        """A code's typed facts in words: an error's message, a prompt, a label, a question
        (``said(TheDeal(game=game, number=1))``)."""
        return self.phrase(facts.code, facts.as_dict())

    def knows(self, code: Enum) -> bool:
        """Are there words for ``code``: a message in the catalogue, or a phrasebook's reason, phrase or word?"""
        return message_id(code) in self.messages or code in self.reasons or code in self.phrases or code in self.words

    def word(self, code: Enum) -> str:
        """The word or phrase for a code (a draw rule, the name of the stock...)."""
        name = message_id(code)
        if name in self.messages:
            return self.messages.format(name, {})
        if code not in self.words and self.caught_up():
            return self.word(code)
        if code not in self.words:
            raise LookupError(f"no {self.lang} word for {code!r}")
        return self.words[code]


def books_of(package: ModuleType) -> list[Phrasebook]:
    """The phrasebooks of every module in a language package (``core`` first)."""
    names = sorted((m.name for m in pkgutil.iter_modules(package.__path__)), key=lambda n: (n != "core", n))
    modules = [importlib.import_module(f"{package.__name__}.{name}") for name in names]
    return [m.BOOK for m in modules if isinstance(getattr(m, "BOOK", None), Phrasebook)]


def narrator(lang: str | None = None) -> Narrator:
    """The narrator for ``lang`` (by default the language being spoken: English unless ``speaking`` says), with the
    words of every game made so far (a narrator made before a game was is made again)."""
    return _narrator(lang or SPEAKING.get(), variant.GAMES_MADE)


WORDS_GROUP = "domino_lessons.words"
"""The entry-point group through which another package gives its game's words: an entry named by the
language (``en = "my_games.words_en"``) names a module holding a ``BOOK`` (a ``Phrasebook``)."""


@cache
def _narrator(lang: str, _games_made: int) -> Narrator:
    check_language(lang)
    package = importlib.import_module(f"{__name__}.{lang}")
    added, left = added_books(lang)
    made = Narrator(lang, books_of(package) + game_books(lang) + added, catalogue(lang, tuple(game_folders())))
    for facts in left:  # said once the narrator that says it is made
        warnings.warn(made.phrase(facts.code, facts.as_dict()), stacklevel=3)
    return made


def game_books(lang: str) -> list[Phrasebook]:
    """Each game's words in ``lang``: the module ``words_<lang>`` in the game's folder (the package holding its
    ``Variant``), where it has one, in the order of ``game_folders``."""
    from importlib.util import find_spec

    books: list[Phrasebook] = []
    for folder in game_folders():
        name = f"{folder}.words_{lang}"
        if folder and find_spec(name) is not None:
            book = getattr(importlib.import_module(name), "BOOK", None)
            if isinstance(book, Phrasebook) and book not in books:
                books.append(book)
    return books


def game_folders() -> list[str]:
    """The packages of the games: the registered games' in the registry's order (once it is made), then those of the
    other games made (before the registry is made, a replay has made its record's game alone)."""
    import sys

    from ..rules import registry

    games = list(registry().values()) if registry.cache_info().currsize else []
    return list(dict.fromkeys(game_folder(sys.modules[game.__module__]) for game in games + made_games()))


def made_games() -> list[type[Variant]]:
    """Every ``Variant`` subclass there is, bases before the games made from them."""
    made, waiting = [], [Variant]
    while waiting:
        found = waiting.pop(0).__subclasses__()
        made += found
        waiting += found
    return made


def game_folder(module: ModuleType) -> str:
    """The package a game's module belongs to (the module itself when it is a package)."""
    return module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]


def added_books(lang: str) -> tuple[list[Phrasebook], list[WordsNotLoaded]]:
    """The phrasebooks other packages add for ``lang`` through ``WORDS_GROUP`` (a game's words beside its module,
    ``words_<lang>``, are found without it), and the entries left out: an import that fails, a module without
    a ``BOOK``."""
    from ..core.entries import entry_points

    books: list[Phrasebook] = []
    left: list[WordsNotLoaded] = []
    for entry in entry_points(WORDS_GROUP, lang):
        try:
            book = getattr(importlib.import_module(entry.value), "BOOK", None)
        except Exception as exc:  # another package's code: whatever it raises, the package's words stay
            left.append(WordsNotLoaded(lang=lang, source=entry.value, why=f"{type(exc).__name__}: {exc}"))
            continue
        if not isinstance(book, Phrasebook):
            left.append(WordsNotLoaded(lang=lang, source=entry.value, why=""))
        elif book not in game_books(lang):
            books.append(book)
    return books, left


def check_language(lang: str) -> str:
    """``lang`` if a narrator speaks it; otherwise a ``ValueError`` naming the languages there are."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: the languages are {', '.join(LANGUAGES)}")
    return lang


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Within this block, ``narrator()`` (and so ``event.text``, transcripts, labels...) speaks ``lang``."""
    token = SPEAKING.set(check_language(lang))
    try:
        yield
    finally:
        SPEAKING.reset(token)
