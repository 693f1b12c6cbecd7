"""Starting the lessons: copy them to a writable folder, then open JupyterLab or the classroom view.

The copy never overwrites a lesson the user edited: a manifest remembers the checksum of every
file as it was copied, and a file whose checksum changed since is kept as it is.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Sequence

from .errors import DominoError
from .record import write_atomic

MANIFEST = ".domino-lessons-manifest.json"
START_PAGE = "00-start-here.ipynb"
CLASSROOM = "classroom.ipynb"


def lessons_source() -> Path:
    """The lesson notebooks: inside the installed package, or the repository's ``notebooks/``."""
    packaged = Path(str(resources.files("domino_lessons"))) / "notebooks"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "notebooks"


def records_source() -> Path:
    return Path(str(resources.files("domino_lessons"))) / "records"


def checksum(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def prepare(to: Path) -> list[str]:
    """Copy the lessons, their images and the example records into ``to``; return what was kept.

    A file is (re)written when it is new or unchanged since the last copy; a file the user edited
    is left alone and named in the returned list.
    """
    to.mkdir(parents=True, exist_ok=True)
    manifest_path = to / MANIFEST
    try:
        manifest: dict[str, str] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    sources = [(p, p.relative_to(lessons_source()).as_posix()) for p in sorted(lessons_source().rglob("*"))
               if p.is_file() and ".ipynb_checkpoints" not in p.parts]
    sources += [(p, f"records/{p.name}") for p in sorted(records_source().glob("*.json"))]
    kept = []
    for source, name in sources:
        target = to / name
        if target.exists():
            current = checksum(target)
            if current == checksum(source):
                manifest[name] = current
                continue
            if manifest.get(name) != current:
                kept.append(name)
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        manifest[name] = checksum(target)
    write_atomic(manifest_path, json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return kept


def lessons_in(to: Path, lang: str) -> Path:
    """Where the lessons in ``lang`` are: the folder itself for English, ``it/`` for Italian..."""
    return to if lang == "en" else to / lang


def classroom_cell(record: Path, lang: str = "en", scoring: bool = False) -> str:
    """The code of the classroom view of ``record``: the big replay."""
    extra = ", scoring=True" if scoring else ""
    return ("from domino_lessons.replay_viewer import ReplayViewer\n"
            f"ReplayViewer({str(record)!r}, classroom=True{extra}, lang={lang!r})")


def classroom_notebook(to: Path, target: str | None, lang: str = "en", scoring: bool = False) -> Path:
    """The notebook the classroom view shows: a lesson as it is, or a record in the big replay (``scoring``:
    stepping through the scoring steps only)."""
    if target is None or target.endswith(".ipynb"):
        if scoring:
            raise DominoError("--scoring steps through a record's scoring steps: give a record, not a lesson")
        name = target or START_PAGE
        folder = lessons_in(to, lang)
        path = folder / Path(name).name
        if not path.is_file():
            raise DominoError(f"no lesson {name!r} in {folder}: the lessons are "
                              f"{', '.join(sorted(p.name for p in folder.glob('*.ipynb') if p.name != CLASSROOM))}")
        return path
    record = Path(target).expanduser().resolve()
    if not record.is_file():
        shipped = to / "records" / f"{Path(target).stem}.json"
        if not shipped.is_file():
            raise DominoError(f"no record {target!r}: give a record file or a shipped example such as all-fives-2p")
        record = shipped.resolve()
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                           "source": classroom_cell(record, lang, scoring)}],
                "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                            "name": "python3"}},
                "nbformat": 4, "nbformat_minor": 4}
    path = to / CLASSROOM
    write_atomic(path, json.dumps(notebook, indent=1) + "\n")
    return path


def run(command: Sequence[str], cwd: Path) -> int:
    """Run a Jupyter server in the foreground; its exit status is ours."""
    try:
        return subprocess.call(list(command), cwd=cwd, env=dict(os.environ))
    except KeyboardInterrupt:
        return 0


def as_root(extra: Sequence[str]) -> list[str]:
    """JupyterLab refuses to run as root unless told: add ``--allow-root`` for root, and say so."""
    if os.name != "posix" or os.geteuid() != 0 or "--allow-root" in extra:
        return list(extra)
    print("running as root: starting JupyterLab with --allow-root", file=sys.stderr)
    return ["--allow-root", *extra]


def lab(to: Path, extra: Sequence[str], lang: str = "en") -> int:
    kept = prepare(to)
    for name in kept:
        print(f"kept your edited {name} (the package's version was not copied over it)", file=sys.stderr)
    start = (lessons_in(to, lang) / START_PAGE).relative_to(to).as_posix()
    return run([sys.executable, "-m", "jupyter", "lab", f"--LabApp.default_url=/lab/tree/{start}",
                *as_root(extra)], to)


def classroom(to: Path, target: str | None, extra: Sequence[str], lang: str = "en", scoring: bool = False) -> int:
    """Voila showing a lesson or a record; it needs no ``--allow-root`` as root (Voila has no such check)."""
    try:
        import voila  # noqa: F401
    except ImportError:
        raise DominoError('the classroom view needs Voila: pip install "domino-lessons[classroom]"') from None
    prepare(to)
    page = classroom_notebook(to, target, lang, scoring)
    return run([sys.executable, "-m", "voila", page.relative_to(to).as_posix(), *extra], to)
