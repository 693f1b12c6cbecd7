"""Keep the lessons' stored outputs only where nbval compares them, on purpose only.

    python tests/clean_notebooks.py --execute   # run each lesson, then clean it
    python tests/clean_notebooks.py             # clean only

Cells tagged ``nbval-check-output`` keep their outputs and execution count; every other cell
is stored cleared, so nbval runs it without comparing. A cell's metadata keeps only its tags and
whether its input is hidden from the learner (``jupyter.source_hidden``, which JupyterLab, Voila and
JupyterLite honour). Review the diff before committing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
MARK = "nbval-check-output"
"""The cell tag that makes nbval compare a cell's output with the stored one."""


def checked(cell: nbformat.NotebookNode) -> bool:
    """Whether nbval compares this cell's output."""
    return MARK in cell.metadata.get("tags", [])


def kept_metadata(cell: nbformat.NotebookNode) -> dict[str, object]:
    """What a stored cell keeps of its metadata: its tags and whether its input is hidden."""
    kept: dict[str, object] = {}
    if cell.metadata.get("tags"):
        kept["tags"] = list(cell.metadata["tags"])
    if cell.metadata.get("jupyter", {}).get("source_hidden"):
        kept["jupyter"] = {"source_hidden": True}
    return kept


def clean(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    count = 0
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        if checked(cell):
            count += 1
            cell.execution_count = count
            for output in cell.outputs:
                if "execution_count" in output:
                    output["execution_count"] = count
        else:
            cell.outputs, cell.execution_count = [], None
        cell.metadata = kept_metadata(cell)
    for cell in notebook.cells:
        cell.pop("id", None)
    notebook.metadata.pop("widgets", None)  # widget state saved by a run: large, and differs every run
    notebook.nbformat_minor = 4
    nbformat.write(notebook, path)


if __name__ == "__main__":
    for notebook_path in sorted(NOTEBOOKS.rglob("*.ipynb")):
        if "--execute" in sys.argv:
            subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                            "--inplace", str(notebook_path)], check=True, cwd=notebook_path.parent)
        clean(notebook_path)
