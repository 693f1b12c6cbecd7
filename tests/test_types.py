"""House rules checked over the package's source: strict typing and short functions."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LONGEST = 40


def test_mypy_strict_passes() -> None:
    """``mypy --strict`` over the package, as configured in pyproject.toml."""
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_function_is_longer_than_forty_lines() -> None:
    long = []
    for path in sorted((ROOT / "domino_lessons").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LONGEST:
                    long.append(f"{path.relative_to(ROOT)}: {node.name} ({lines} lines)")
    assert long == []
