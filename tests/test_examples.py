"""Every Python example in the README and the docs runs.

The ```python blocks of each Markdown file (README.md, docs/**/*.md; not the lessons, which the docs build
executes) run in order in one fresh interpreter per file, its current folder a temporary one holding copies
of the shipped records (``domino_lessons/records/*.json``), as the docs promise their readers. A block that
raises fails the test, which names the file and the line of the block.
"""

from __future__ import annotations

import inspect
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
RECORDS = REPO / "domino_lessons" / "records"
SKIP_FOLDERS = ("_build", "_site", "lessons/en", "lessons/it")
OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$")
TIMEOUT = 600

DRIVER = r'''
import json, sys, traceback
path, blocks = sys.argv[1], json.load(sys.stdin)
scope = {"__name__": "__main__"}
for line, code in blocks:
    try:
        # padded so that a traceback's line numbers are the Markdown file's
        exec(compile("\n" * (line - 1) + code, path, "exec"), scope)
    except BaseException:
        print(f"EXAMPLE FAILED: {path}:{line}", file=sys.stderr)
        traceback.print_exc()
        sys.exit(1)
print(f"{len(blocks)} examples ran")
'''


@dataclass(frozen=True)
class Block:
    line: int
    """The line of the block's first line of code (1-based)."""
    code: str


def python_blocks(text: str, language: str = "python") -> list[Block]:
    """The ```python fences (or ``language``'s) of a Markdown text, in order (other fences, and {code-cell}s,
    are not these)."""
    blocks: list[Block] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        opened = OPEN.match(lines[index])
        if not opened:
            index += 1
            continue
        indent, fence, info = opened["indent"], opened["fence"], opened["info"].strip()
        close = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        end = index + 1
        while end < len(lines) and not close.match(lines[end]):
            end += 1
        if info.split()[:1] == [language]:
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[index + 1:end]]
            blocks.append(Block(index + 2, "\n".join(body) + "\n"))
        index = end + 1
    return blocks


def run_examples(markdown: Path, workdir: Path) -> subprocess.CompletedProcess[str]:
    """Run the file's blocks in order in one fresh interpreter, in ``workdir`` (with the records copied in)."""
    workdir.mkdir(parents=True, exist_ok=True)
    for record in RECORDS.glob("*.json"):
        shutil.copy2(record, workdir / record.name)
    blocks = [(block.line, block.code) for block in python_blocks(markdown.read_text(encoding="utf-8"))]
    env = {**os.environ, "DOMINO_LESSONS_FOLDER": str(workdir), "PYTHONDONTWRITEBYTECODE": "1", "MPLBACKEND": "Agg"}
    return subprocess.run([sys.executable, "-c", DRIVER, str(markdown)], input=json.dumps(blocks), cwd=workdir,
                          capture_output=True, text=True, timeout=TIMEOUT, env=env)


def pages() -> list[Path]:
    found = [REPO / "README.md"]
    for page in sorted((REPO / "docs").rglob("*.md")):
        relative = page.relative_to(REPO / "docs").as_posix()
        if not any(relative.startswith(folder + "/") for folder in SKIP_FOLDERS):
            found.append(page)
    return [page for page in found if python_blocks(page.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("page", pages(), ids=lambda page: page.relative_to(REPO).as_posix())
def test_the_examples_run(page: Path, tmp_path: Path) -> None:
    done = run_examples(page, tmp_path / "work")
    assert done.returncode == 0, f"an example in {page.relative_to(REPO)} failed:\n{done.stderr[-4000:]}"


def test_the_readme_has_examples() -> None:
    assert len(python_blocks((REPO / "README.md").read_text(encoding="utf-8"))) >= 1


def test_a_broken_example_is_caught_with_its_file_and_line(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n```python\nfrom domino_lessons import load\nrecord = load('all-fives-2p.json')\n"
                    "```\n\n```console\n$ not run\n```\n\n- In a list:\n\n  ```python\n  hands = [record]\n"
                    "  ```\n\n```python\nprint(len(hands))\nraise ValueError('broken on purpose')\n```\n",
                    encoding="utf-8")
    blocks = python_blocks(page.read_text(encoding="utf-8"))
    assert [block.line for block in blocks] == [4, 15, 19]
    assert blocks[1].code == "hands = [record]\n"
    done = run_examples(page, tmp_path / "work")
    assert done.returncode == 1
    assert f"EXAMPLE FAILED: {page}:19" in done.stderr
    assert f'File "{page}", line 20' in done.stderr and "broken on purpose" in done.stderr


def test_an_example_that_works_passes(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("```python\nimport pathlib\nassert pathlib.Path('all-fives-2p.json').is_file()\n```\n",
                    encoding="utf-8")
    done = run_examples(page, tmp_path / "work")
    assert done.returncode == 0, done.stderr


def shown(named: Any) -> str:
    """A callable's parameters as the docs write them: ``name=default`` (defaults in double quotes), ``*`` before
    the keyword-only ones, no ``**kwargs``."""
    parts: list[str] = []
    for parameter in inspect.signature(named).parameters.values():
        if parameter.kind is parameter.VAR_KEYWORD:
            continue
        if parameter.kind is parameter.KEYWORD_ONLY and "*" not in parts:
            parts.append("*")
        value = parameter.default
        said = f'Path("{value}")' if isinstance(value, PurePath) else repr(value).replace("'", '"')
        default = "" if value is parameter.empty else "=" + said
        parts.append(parameter.name + default)
    return ", ".join(parts)


def test_the_widgets_calls_on_the_python_page_are_the_code_s() -> None:
    text = (REPO / "docs" / "reference" / "python.md").read_text(encoding="utf-8")
    lines = next(b for b in python_blocks(text, "text") if "import ReplayViewer" in b.code).code.splitlines()
    scope: dict[str, Any] = {}
    exec("\n".join(line for line in lines if line.startswith(("from ", "import "))), scope)
    calls = [line for line in lines if "(" in line and not line.startswith(("from ", "import "))]
    assert len(calls) == 9
    for call in calls:
        name, arguments = call.split("(", 1)
        assert arguments.removesuffix(")") == shown(eval(name, scope)), call


def shown_cells() -> list[tuple[str, Block]]:
    """The code cells a games page shows its reader (not those tagged to be removed or hidden), by page."""
    found = []
    for page in sorted((REPO / "docs" / "games").glob("*.md")):
        cells = python_blocks(page.read_text(encoding="utf-8"), "{code-cell}")
        found += [(page.name, cell) for cell in cells if not cell.code.startswith(":tags:")]
    return found


@pytest.mark.parametrize("cell", shown_cells(), ids=lambda cell: f"{cell[0]}:{cell[1].line}")
def test_a_cell_a_games_page_shows_runs_when_copied_alone(cell: tuple[str, Block], tmp_path: Path) -> None:
    page = tmp_path / cell[0]
    page.write_text("\n" * (cell[1].line - 2) + "```python\n" + cell[1].code + "```\n", encoding="utf-8")
    done = run_examples(page, tmp_path / "work")
    assert done.returncode == 0, f"docs/games/{cell[0]}:{cell[1].line} needs what a hidden cell defines:\n{done.stderr[-2000:]}"
