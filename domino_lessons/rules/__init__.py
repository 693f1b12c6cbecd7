"""The games: the ``Variant`` base, the registry, and one folder per game.

Each game is a ``Variant`` subclass with class metadata and a few rule hooks, in its own folder
(``rules/<game>/``: its rules, its words, its quiz), which nothing else names. The engine
(``domino_lessons.core.engine``) runs every game; a variant only answers its questions: which
options it takes, who leads, what a play scores, how a hand is settled and when the match ends.
``find_variant("all-fives")`` looks a variant up by id or alias, case-insensitively; ``registry()``
lists them all, the package's own folders first, then those other packages add. Before the registry is
asked for, a built-in game's id loads that game's folder alone (``written_ids``).

The rules import only the core; a game folder's words import the narrator, its quiz the widgets' models.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
import sys
import warnings
from functools import cache
from importlib.util import find_spec
from types import ModuleType
from typing import Any

from ..core.entries import entry_points
from ..core.errors import DominoError, Facts
from ..core.problems import GameIdTaken, GameNotLoaded, NotAGame, UnknownVariant, VariantNotText
from ..core.state import Counters as Counters  # importable from here as before
from ..core.variant import LeadFacts as LeadFacts, OptionReader as OptionReader, Variant as Variant  # their home: the core

GAMES_GROUP = "domino_lessons.games"
"""The entry-point group through which another package adds a game: each entry names a ``Variant``
subclass (``my-game = "my_games.rules:MyGame"``); its words come through
``narrate.WORDS_GROUP``."""


@cache
def registry() -> dict[str, type[Variant]]:
    """Every available variant by id: the one list of the games. The package's own (``built_in``) come first, then
    those other installed packages add through ``GAMES_GROUP``; one that cannot be loaded, is no
    ``Variant`` or takes an id already taken is left out, said in one warning line."""
    games: dict[str, type[Variant]] = {cls.id: cls for cls in built_in()}
    for entry in entry_points(group=GAMES_GROUP):
        try:
            game = entry.load()
        except Exception as exc:  # another package's code: whatever it raises, the package's own games stay
            left_out(GameNotLoaded(name=entry.name, source=entry.value, why=str(exc)))
            continue
        if not (isinstance(game, type) and issubclass(game, Variant) and isinstance(getattr(game, "id", None), str)):
            left_out(NotAGame(name=entry.name, source=entry.value))
        elif game.id in games:
            left_out(GameIdTaken(name=entry.name, source=entry.value, id=game.id, owner=games[game.id].__module__))
        else:
            games[game.id] = game
    return games


def built_in() -> list[type[Variant]]:
    """The package's own games: every folder beside this module (one per game) gives its ``GAMES``,
    the folders in their ``ORDER``."""
    folders = [importlib.import_module(f"{__name__}.{m.name}") for m in pkgutil.iter_modules(__path__) if m.ispkg]
    return [game for folder in sorted(folders, key=lambda f: f.ORDER) for game in folder.GAMES]


@cache
def written_ids() -> dict[str, str]:
    """The folder of each built-in game's id as its folder's ``game.py`` writes it (``    id = "..."``), read
    without importing any game: a hint that ``find_variant`` checks against the folder's ``GAMES``."""
    folders: dict[str, str] = {}
    for folder in (m.name for m in pkgutil.iter_modules(__path__) if m.ispkg):
        try:
            with open(os.path.join(__path__[0], folder, "game.py"), "rb") as rules:
                text = rules.read()
        except OSError:
            continue
        for written in re.findall(rb'^    id = "([^"\\]+)"$', text, re.MULTILINE):
            folders.setdefault(written.decode(), folder)
    return folders


def built_in_named(game_id: str) -> type[Variant] | None:
    """The built-in game of this exact id, its folder alone imported (None when no folder writes the id)."""
    folder = written_ids().get(game_id)
    if folder is None:
        return None
    games = importlib.import_module(f"{__name__}.{folder}").GAMES
    return next((game for game in games if game.id == game_id), None)


def game_package(game: type[Variant]) -> str:
    """The name of a game's folder: the package holding its ``Variant`` ("" for a top-level module)."""
    module = sys.modules[game.__module__]
    return module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]


def game_module(game: type[Variant], name: str) -> ModuleType | None:
    """The module ``name`` in a game's folder (the package holding its ``Variant``), or None where the
    game has none: how what is a game's own beside its rules (its ``quiz``, its ``lesson``) is found."""
    folder = game_package(game)
    wanted = f"{folder}.{name}"
    return importlib.import_module(wanted) if folder and find_spec(wanted) is not None else None


def left_out(why: Facts) -> None:
    """Say in one warning line why a game another package declares is left out of the registry."""
    warnings.warn(str(DominoError(why)), stacklevel=3)


def __getattr__(name: str) -> Any:
    """``VARIANT_IDS``: every variant id, in the registry's order (worked out from it when first asked)."""
    if name == "VARIANT_IDS":
        return tuple(registry())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def find_variant(name: str) -> type[Variant]:
    """Look a variant up by id or alias, case-insensitively."""
    if not isinstance(name, str):
        raise DominoError(VariantNotText(value=name))
    if not registry.cache_info().currsize:  # a built-in id: its folder alone (an added game never takes it)
        game = built_in_named(name)
        if game is not None:
            return game
    known = registry()
    if name in known:
        return known[name]
    key = name.strip().lower()
    for cls in known.values():
        if key == cls.id or key in cls.aliases:
            return cls
    raise DominoError(UnknownVariant(value=name, ids=tuple(registry())))


def first_game() -> type[Variant]:
    """The registry's first game (the first lesson's): what a widget plays when no game is named."""
    return next(iter(registry().values()))
