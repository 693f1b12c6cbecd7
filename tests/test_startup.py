"""Start-up: ``replay`` loads only what it needs, its facts classes are not made by ``dataclasses``, and entry
points are read without ``importlib.metadata`` when no installed package declares any in the group."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from importlib.metadata import entry_points as metadata_entry_points
from pathlib import Path

import pytest

from domino_lessons.cli import COMMANDS, build_parser
from domino_lessons.core.entries import entry_points, maybe_declared
from domino_lessons.core.errors import Facts
from domino_lessons.core.frozen import Frozen
from domino_lessons.core.record import Standing, _tile, example
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import WORDS_GROUP
from domino_lessons.rules import GAMES_GROUP, built_in, registry, written_ids


PLUGINS = str(Path(__file__).parent / "plugins")
"""The tests' plug-ins (two games from outside the package), as installed packages: a start-up is tried without them
and with them."""


def started(code: str, plugins: bool) -> list[str]:
    """What ``code`` prints, run in a fresh interpreter outside the project, the tests' plug-ins installed or not."""
    env = {**os.environ, "PYTHONPATH": PLUGINS if plugins else ""}
    return subprocess.run([sys.executable, "-c", code, str(example("all-fives-af2"))], capture_output=True, text=True,
                          check=True, cwd="/", env=env).stdout.splitlines()


@pytest.mark.parametrize("plugins", [False, True], ids=["alone", "with plug-ins"])
def test_replay_json_loads_neither_the_coach_nor_frames_nor_metadata(plugins: bool) -> None:
    """Nor ``importlib.metadata`` where no installed package declares entry points (with plug-ins it reads them)."""
    code = ("import sys; from domino_lessons.cli import main; main(['replay', sys.argv[1], '--json']); "
            "print(sorted(m for m in sys.modules if m.startswith(('domino_lessons.coach', 'domino_lessons.widgets', "
            "'domino_lessons.views', 'domino_lessons.core.phrases', 'domino_lessons.core.frames', "
            "'importlib.metadata', 'ipywidgets', 'svgwrite', 'anywidget')) "
            "and not m.startswith('importlib.metadata.')))")
    assert started(code, plugins)[-1] == ("['importlib.metadata']" if plugins else "[]")


@pytest.mark.parametrize("plugins", [False, True], ids=["alone", "with plug-ins"])
def test_a_replay_loads_its_records_game_alone_and_the_registry_stays_whole(plugins: bool) -> None:
    code = ("import sys; from domino_lessons.cli import main; main(['replay', sys.argv[1], '--json']); "
            "folders = lambda: sorted({m.split('.')[2] for m in sys.modules if m.count('.') > 2 "
            "and m.startswith('domino_lessons.rules.')}); print(folders()); "
            "from domino_lessons.narrate import narrator; said = narrator(); "
            "from domino_lessons.rules import registry; "
            "from domino_lessons.rules.site import Goat; print(len(registry()), folders(), narrator() is said, "
            "narrator().title(Goat))")
    out = started(code, plugins)
    assert out[-2] == "['all_fives']"
    games = len(built_in()) + (len(list(Path(PLUGINS).glob("*.dist-info"))) if plugins else 0)
    assert out[-1] == f"{games} ['all_fives', 'domeng', 'italian', 'site'] False Goat"


def test_every_built_in_id_is_written_where_its_folder_has_it() -> None:
    assert written_ids() == {game.id: game.__module__.split(".")[2] for game in built_in()}


def test_no_facts_class_is_made_by_dataclasses() -> None:
    """``dataclasses`` would write and compile each facts class's methods at every start-up."""
    registry()
    waiting, made = [Facts], []
    while waiting:
        for sub in waiting.pop().__subclasses__():
            waiting.append(sub)
            if sub.__module__.startswith("domino_lessons.") and "__dataclass_fields__" in vars(sub):
                made.append(sub.__name__)
    assert made == [] and Standing.__mro__[1] is Frozen


def test_a_command_parser_has_its_own_arguments_and_every_command_listed() -> None:
    whole, replay_only = build_parser(), build_parser("replay")
    assert whole.format_help() == replay_only.format_help()
    assert list(COMMANDS) == ["lab", "classroom", "render", "worksheet", "replay", "simulate", "progress", "puzzles",
                             "check-game", "tables", "check-language"]
    given = ["replay", "x.json", "--json"]
    assert vars(replay_only.parse_args(given)) == vars(whole.parse_args(given))
    with pytest.raises(SystemExit):
        replay_only.parse_args(["simulate", "all-fives"])  # its arguments were left out


def test_the_plugins_groups_are_found_as_importlib_metadata_finds_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(PLUGINS)  # where conftest puts them too, unless the suite runs without them
    pairs: list[tuple[str, str | None]] = [(GAMES_GROUP, None), (WORDS_GROUP, "it")]
    for group, name in pairs:
        assert maybe_declared(group)
        found = list(metadata_entry_points(group=group) if name is None else
                     metadata_entry_points(group=group, name=name))
        assert list(entry_points(group, name)) == found and found


def test_a_group_nobody_declares_is_empty_without_metadata() -> None:
    assert not maybe_declared("domino_lessons.nobody-declares-this")
    assert list(entry_points("domino_lessons.nobody-declares-this")) == []


def test_a_zip_or_an_egg_on_the_path_is_left_to_importlib_metadata(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    archive = tmp_path / "packages.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("x-1.0.dist-info/entry_points.txt", "[domino_lessons.nobody-declares-this]\nx = x:X\n")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing"), str(archive)])
    assert maybe_declared("domino_lessons.nobody-declares-this")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing"), str(tmp_path / "thing.egg")])
    assert maybe_declared("domino_lessons.nobody-declares-this")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing")])
    assert not maybe_declared("domino_lessons.nobody-declares-this")


def test_a_written_tile_reads_as_before() -> None:
    assert _tile("6-4") is _tile("4-6") is _tile(" 4-6 ") is Tile(6, 4)
    for bad in ("7-1", "6_4", "64", 64):
        with pytest.raises(ValueError):
            _tile(bad)


def test_a_narrator_made_before_a_game_is_loaded_still_says_that_games_words() -> None:
    """A widget keeps its narrator; a game loaded later on demand (the progress panel's, a drill's) still has its words."""
    code = ("from domino_lessons.narrate import narrator\n"
            "from domino_lessons.rules import find_variant\n"
            "words = narrator('it')\n"
            "game = find_variant('italian')\n"
            "print(words.title(game))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "Domino italiano"
