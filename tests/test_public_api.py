"""The public API is a contract: every name the docs' "From Python" page (docs/reference/python.md) documents can
be imported from where it says, takes the arguments it lists, and the page's examples run as written."""

from __future__ import annotations

import importlib
import re
import sys
import warnings
from pathlib import Path

import pytest

from domino_lessons.moved import KEPT, MOVED

ROOT = Path(__file__).resolve().parent.parent
SECTION = (ROOT / "docs" / "reference" / "python.md").read_text(encoding="utf-8")

DOCUMENTED = {
    "domino_lessons": ["Match", "play", "record", "load", "replay", "Hand", "Move", "IllegalMoveError", "RecordError",
                       "find_variant", "Tile"],
    "domino_lessons.core.record": ["load", "replay", "loads", "Record", "Replay"],
    "domino_lessons.coach.players": ["greedy", "random_player", "expert"],
    "domino_lessons.coach.reading": ["knowledge", "table_knowledge"],
    "domino_lessons.coach": ["review"],
    "domino_lessons.views.render": ["table_svg", "board_svg", "hand_svg", "tile_svg", "faces_svg"],
    "domino_lessons.widgets.replay_viewer": ["ReplayViewer", "replay_tabs"],
    "domino_lessons.widgets.play_table": ["PlayTable"],
    "domino_lessons.widgets.quiz": ["ScoreQuiz"],
    "domino_lessons.widgets.table_client": ["TableClient"],
    "domino_lessons.widgets.tables_board": ["TablesBoard"],
    "domino_lessons.lesson": ["example", "moment", "position", "walkthrough", "glossary", "the_set"],
    "domino_lessons.rules": ["find_variant", "registry"],
}


@pytest.mark.parametrize("module, names", DOCUMENTED.items(), ids=list(DOCUMENTED))
def test_every_documented_name_imports_from_where_it_is_documented(module: str, names: list[str]) -> None:
    imported = importlib.import_module(module)

    def importable(name: str) -> bool:  # as ``from module import name`` finds it: an attribute or a submodule
        if hasattr(imported, name):
            return True
        try:
            importlib.import_module(f"{module}.{name}")
        except ImportError:
            return False
        return True

    assert [name for name in names if not importable(name)] == []


def test_the_hand_has_its_documented_methods() -> None:
    """The widgets' documented calls are checked against their code in test_examples.py."""
    from domino_lessons import Hand

    assert {"legal_moves", "apply", "push", "events"} <= set(dir(Hand))


@pytest.mark.parametrize("block", re.findall(r"```python\n(.*?)```", SECTION, flags=re.S))
def test_the_python_pages_examples_run(block: str, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    exec(compile(block, "docs/reference/python.md", "exec"), {})  # noqa: S102 - the page's own example, as a user would
    assert capsys.readouterr().out or "print(" not in block


@pytest.mark.parametrize("old", sorted(MOVED))
def test_a_moved_module_still_imports_from_its_old_path(old: str) -> None:
    """The same module object, with a warning naming the new path (none for the documented short paths)."""
    sys.modules.pop(f"domino_lessons.{old}", None)
    new = importlib.import_module(f"domino_lessons.{MOVED[old]}")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = importlib.import_module(f"domino_lessons.{old}")
    assert module is new and module.__spec__ is not None and module.__spec__.name == new.__name__
    said = [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]
    assert said == ([] if old in KEPT else [f"domino_lessons.{old} has moved to {new.__name__}: import it from there "
                                            f"(the old path will go in a later release)"])
