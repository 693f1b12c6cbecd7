"""The package's architecture: each game a folder no other module names, and layers imported one way.

A game is its folder under ``rules/`` (see ``rules.built_in``): nothing outside it may name the game,
its class, its id or aliases, or anything its ``game`` module defines. The layers (``core`` → ``rules``
→ ``narrate`` → ``coach`` → ``progress`` → ``tables`` → ``views`` → ``widgets`` → the front doors) import only downwards at
module level; upwards only lazily, where the words, the registry or a notebook's drawing are wanted.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

import domino_lessons
from domino_lessons import rules

PACKAGE = Path(domino_lessons.__file__).parent
FOLDERS = {Path(folder.__file__).parent for folder in (__import__(game.__module__, fromlist=["_"])
                                                       for game in rules.built_in())}
"""Each built-in game's folder."""
LAYERS = ("core", "rules", "narrate", "coach", "progress", "tables", "views", "widgets")
TOP = len(LAYERS)
IN_FOLDER = {"words": LAYERS.index("narrate"), "quiz": LAYERS.index("widgets"), "lesson": TOP}
"""A game folder's modules other than its rules sit in the layer of what they serve."""
LAZY_UP = {"narrate", "rules", "views"}
"""What a lower layer may import inside a function: the words when something is read as text, the
registry to look a game up, the drawings in a notebook's display hook."""
LAZY_MODULES = {"domino_lessons.widgets.questions", "domino_lessons.puzzles"}
"""Modules a lower layer may import inside a function: the quiz's question maker, for a drill asked again; the
shipped puzzles (a front door's), for a puzzle's drill asked again and for Practice's new puzzles."""


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def in_folder(path: Path) -> Path | None:
    return next((folder for folder in FOLDERS if folder in path.parents), None)


def core_words() -> tuple[set[str], set[str]]:
    """The core's own names (what its modules define) and words (its enums' values, and the narrator's words
    for them): a game's id may be a word too, as the Goat family's ``reserve`` names the undealt tiles."""
    import importlib
    from enum import Enum

    from domino_lessons.narrate import LANGUAGES, narrator

    defined: set[str] = set()
    words: set[str] = set()
    for path in (PACKAGE / "core").glob("*.py"):
        module = importlib.import_module(module_name(path))
        for name, value in vars(module).items():
            defined.add(name)
            if isinstance(value, type) and issubclass(value, Enum) and value.__module__ == module.__name__:
                words.update(str(member.value) for member in value)
                words.update(narrator(lang).words[m] for lang in LANGUAGES for m in value if m in narrator(lang).words)
    return defined, {w for w in words if w.islower()}


def game_names() -> dict[str, Path]:
    """Every name that belongs to one game, and its folder: its ids, aliases and classes, its folder's name,
    and the classes and constants its rules define (a name two games define, such as ``Lead``, is neither's)."""
    core_names, words = core_words()
    names: dict[str, Path] = {}
    seen: dict[str, set[Path]] = {}
    for game in rules.built_in():
        folder = Path(__import__(game.__module__, fromlist=["_"]).__file__).parent
        names.update({game.__name__: folder, game.id: folder, **{alias: folder for alias in game.aliases}})
        names[folder.name] = folder
        for path in folder.glob("*.py"):
            if path.stem.startswith("words") or path.name == "__init__.py":
                continue
            for node in ast.parse(path.read_text()).body:
                defined = ([node.name] if isinstance(node, ast.ClassDef) else
                           [t.id for t in node.targets if isinstance(t, ast.Name)] if isinstance(node, ast.Assign)
                           else [])
                for name in defined:
                    if not name.startswith("_") and not name.islower():
                        seen.setdefault(name, set()).add(folder)
    names.update({name: next(iter(folders)) for name, folders in seen.items() if len(folders) == 1})
    return {name: folder for name, folder in names.items() if name not in core_names and name not in words}


def docstring_lines(tree: ast.Module) -> set[int]:
    """The lines of every docstring (a string standing alone as a statement)."""
    return {line for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str) for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)}


def named_games(path: Path, names: dict[str, Path]) -> list[str]:
    """Where ``path`` names a game not its own: ``line: name``, in code and in strings that are not docstrings.

    In a string, a class's name counts wherever it stands as a word (``"the Goat family"``); an id, an alias
    or a folder's name when it is the whole string or begins a record's name (``"domeng-d1"``), since
    ``reserve`` or ``italian`` are words too."""
    text = path.read_text()
    docs = docstring_lines(ast.parse(text))
    classes = [n for n in names if n[:1].isupper()]
    in_words = re.compile(r"\b(" + "|".join(map(re.escape, sorted(classes, key=len, reverse=True))) + r")\b")
    own = in_folder(path)
    found = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        line = token.start[0]
        if token.type == tokenize.NAME and names.get(token.string, own) != own:
            found.append(f"{line}: {token.string}")
        elif token.type == tokenize.STRING and line not in docs:
            value = ast.literal_eval(token.string) if not token.string.lstrip("rbuRBU").startswith(("f", "F")) else token.string
            value = value if isinstance(value, str) else ""
            whole = sorted((w for w in names if value == w or value.startswith(w + "-") and value[len(w) + 1:].isalnum()),
                           key=len)[-1:]  # "international-two" is that game's id, not International's record
            found += [f"{line}: {w!r}" for w in whole if names[w] != own]
            found += [f"{line}: {m.group(0)!r}" for m in in_words.finditer(token.string) if names[m.group(0)] != own]
    return found


@pytest.mark.parametrize("path", [p for p in modules() if in_folder(p) is None],
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_outside_a_game_folder_names_a_game(path: Path) -> None:
    assert named_games(path, game_names()) == []


def test_a_game_folder_names_no_other_game() -> None:
    names = game_names()
    assert {p.relative_to(PACKAGE).as_posix(): named_games(p, names)
            for p in modules() if in_folder(p) is not None and named_games(p, names)} == {}


def test_the_name_scan_finds_a_game_named_outside_its_folder(tmp_path: Path) -> None:
    stray = tmp_path / "stray.py"
    game = rules.built_in()[-1]
    stray.write_text(f'"""Docstrings may mention {game.__name__}."""\nx = "{game.id}"\ny = {game.__name__}\n')
    assert named_games(stray, game_names()) == [f"2: {game.id!r}", f"3: {game.__name__}"]


def layer_of(path: Path) -> int:
    rel = path.relative_to(PACKAGE)
    if in_folder(path) is not None:
        return next((layer for stem, layer in IN_FOLDER.items() if path.stem.startswith(stem)), LAYERS.index("rules"))
    return LAYERS.index(rel.parts[0]) if len(rel.parts) > 1 and rel.parts[0] in LAYERS else TOP


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> list[tuple[ast.stmt, str, bool]]:
    """Each import of this package's modules in ``path``: (statement, module, at module level?).
    Imports under ``if TYPE_CHECKING:`` are for the type checker only and left out."""
    tree = ast.parse(path.read_text())
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    checking = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
                for n in ast.walk(node)}
    top = {id(n) for n in tree.body}
    found = []
    for node in ast.walk(tree):
        if id(node) in checking or not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                names = [".".join(base + ([node.module] if node.module else []))]
            else:
                names = [node.module or ""]
            names = [f"{names[0]}.{a.name}" if not node.module and node.level else names[0] for a in node.names]
        else:
            names = [a.name for a in node.names]
        found += [(node, n, id(node) in top) for n in names if n.startswith("domino_lessons.")]
    return found


def layer_of_module(name: str) -> int:
    path = PACKAGE.parent.joinpath(*name.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py", path.parent.with_suffix(".py"),
                      path.parent / "__init__.py"):
        if candidate.exists():
            return layer_of(candidate)
    raise AssertionError(f"no module {name}")


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_layers_import_downwards(path: Path) -> None:
    mine = layer_of(path)
    upwards = []
    for node, name, at_top in imported(path):
        theirs = layer_of_module(name)
        target = name.split(".")[1] if name.count(".") else ""
        if theirs > mine and (at_top or (target not in LAZY_UP and name not in LAZY_MODULES)):
            upwards.append(f"{node.lineno}: {name}")
    assert upwards == []


def test_every_layer_says_what_it_may_import() -> None:
    for layer in LAYERS:
        doc = ast.get_docstring(ast.parse((PACKAGE / layer / "__init__.py").read_text()))
        assert doc and "import" in doc, layer
