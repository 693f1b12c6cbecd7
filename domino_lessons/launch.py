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
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, Mapping, Sequence

from .core.errors import DominoError
from .core.labels import Cli
from .core.record import write_atomic
from .progress.book import FOLDER_VARIABLE, START_PAGE

MANIFEST = ".domino-lessons-manifest.json"
CLASSROOM = "classroom.ipynb"
LAB_CONFIG = ".domino-lessons-jupyter"
"""The Jupyter config folder the launcher owns inside the lessons folder (hidden in JupyterLab's file browser)."""
LAB_LOCALES = {"en": "en", "it": "it_IT"}
"""JupyterLab's interface language for each lesson language (``it_IT``: jupyterlab-language-pack-it-it)."""
TRANSLATION = "@jupyterlab/translation-extension:plugin"
NOTIFICATION = "@jupyterlab/apputils-extension:notification"
MAIN_MENU = "@jupyterlab/mainmenu-extension:plugin"
MENU_TITLES: dict[str, dict[str, str]] = json.loads(
    (resources.files("domino_lessons") / "narrate" / "lab_menus.json").read_text(encoding="utf-8"))
"""The menu bar's titles where the language pack leaves them in English (the 4.5 Italian pack has no ``menu``
context), per lesson language: given to JupyterLab as its main menu's labels (``jp-mainmenu-<name>``),
defaults only. The JupyterLite site's Italian app reads the same file (``lite/configure.py``)."""
NO_NEWS = {"fetchNews": "false", "checkForUpdates": False}
"""No "Would you like to get notified about official Jupyter news?" pop-up over the lessons, no update check."""
TOKEN_WARNING = "ServerApp.token config is deprecated"
"""The start of a false warning on JupyterLab's stderr, filtered out by :func:`serve_lab`."""


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
    return ("from domino_lessons.widgets.replay_viewer import ReplayViewer\n"
            f"ReplayViewer({str(record)!r}, classroom=True{extra}, lang={lang!r})")


def classroom_notebook(to: Path, target: str | None, lang: str = "en", scoring: bool = False) -> Path:
    """The notebook the classroom view shows: a lesson as it is, or a record in the big replay (``scoring``:
    stepping through the scoring steps only)."""
    if target is None or target.endswith(".ipynb"):
        if scoring:
            raise DominoError(said(Cli.SCORING_LESSON))
        name = target or START_PAGE
        folder = lessons_in(to, lang)
        path = folder / Path(name).name
        if not path.is_file():
            raise DominoError(said(Cli.NO_LESSON, name=name, folder=folder, lessons=", ".join(
                sorted(p.name for p in folder.glob("*.ipynb") if p.name != CLASSROOM))))
        return path
    record = Path(target).expanduser().resolve()
    if not record.is_file():
        shipped = to / "records" / f"{Path(target).stem}.json"
        if not shipped.is_file():
            raise DominoError(said(Cli.NO_RECORD, target=target))
        record = shipped.resolve()
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                           "source": classroom_cell(record, lang, scoring)}],
                "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                            "name": "python3"}},
                "nbformat": 4, "nbformat_minor": 4}
    path = to / CLASSROOM
    write_atomic(path, json.dumps(notebook, indent=1) + "\n")
    return path


def run(command: Sequence[str], cwd: Path, env: Mapping[str, str] | None = None) -> int:
    """Run a Jupyter server in the foreground (with ``env`` added to the environment); its exit status is ours."""
    try:
        return subprocess.call(list(command), cwd=cwd, env={**os.environ, **(env or {})})
    except KeyboardInterrupt:
        return 0


def said(code: Cli, **fields: Any) -> str:
    """A launch message in the language being spoken, with ``fields`` as its facts."""
    from .narrate import narrator

    return narrator().phrase(code, fields)


def as_root(extra: Sequence[str]) -> list[str]:
    """JupyterLab refuses to run as root unless told: add ``--allow-root`` for root, and say so."""
    if os.name != "posix" or os.geteuid() != 0 or "--allow-root" in extra:
        return list(extra)
    print(said(Cli.AS_ROOT), file=sys.stderr)
    return ["--allow-root", *extra]


def language_packs() -> set[str]:
    """The locales of the JupyterLab language packs installed here (``it_IT``, ...)."""
    return {entry.name for entry in entry_points(group="jupyterlab.languagepack")}


def lab_locale(lang: str) -> str:
    """JupyterLab's interface language for lessons in ``lang``: English when its language pack is missing (said)."""
    locale = LAB_LOCALES.get(lang, "en")
    if locale != "en" and locale not in language_packs():
        package = f"jupyterlab-language-pack-{locale.lower().replace('_', '-')}"
        print(said(Cli.NO_LANGUAGE_PACK, locale=locale, package=package), file=sys.stderr)
        return "en"
    return locale


def read_settings(path: Path) -> dict[str, Any]:
    """A JupyterLab settings file (JSON5: comments allowed); ``{}`` when there is none or it is unreadable."""
    import json5

    try:
        value = json5.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def user_settings_dir(extra: Sequence[str]) -> Path:
    """The user's own JupyterLab settings, as JupyterLab finds them (``--LabApp.user_settings_dir`` included)."""
    for i, arg in enumerate(extra):
        if arg.startswith("--LabApp.user_settings_dir="):
            return Path(arg.split("=", 1)[1]).expanduser()
        if arg == "--LabApp.user_settings_dir" and i + 1 < len(extra):
            return Path(extra[i + 1]).expanduser()
    from jupyterlab.commands import get_user_settings_dir

    return Path(get_user_settings_dir())


def menu_labels(titles: dict[str, str]) -> dict[str, Any]:
    """The main menu plugin's setting that names each menu of the menu bar (``{"edit": "Modifica"}``)."""
    return {"menus": [{"id": f"jp-mainmenu-{name}", "label": label} for name, label in titles.items()]}


def lab_settings(to: Path, lang: str, extra: Sequence[str] = ()) -> dict[str, str]:
    """The launcher's JupyterLab defaults for this launch; returns the environment that makes JupyterLab read them.

    They are default setting overrides (``labconfig/default_setting_overrides.json``) in a Jupyter config folder
    the launcher owns inside the lessons folder, put first on ``JUPYTER_CONFIG_PATH``: the interface language
    (``@jupyterlab/translation-extension:plugin`` ``locale``) and no news pop-up. They change JupyterLab's
    defaults only: whatever the user chose in their own JupyterLab settings stays and wins (and a language
    chosen there that is not the lessons' is said on stderr); nothing of theirs is written.
    """
    locale = lab_locale(lang)
    overrides: dict[str, Any] = {TRANSLATION: {"locale": locale}, NOTIFICATION: NO_NEWS}
    titles = MENU_TITLES.get(lang) if locale != "en" else None
    if titles:
        overrides[MAIN_MENU] = menu_labels(titles)
    labconfig = to / LAB_CONFIG / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    write_atomic(labconfig / "default_setting_overrides.json", json.dumps(overrides, indent=1, sort_keys=True) + "\n")
    own = user_settings_dir(extra) / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    chosen = read_settings(own).get("locale")
    if isinstance(chosen, str) and chosen != locale:
        print(said(Cli.OWN_LANGUAGE, own=own, chosen=chosen, locale=locale), file=sys.stderr)
    config_path = [str((to / LAB_CONFIG).resolve())]
    if os.environ.get("JUPYTER_CONFIG_PATH"):
        config_path.append(os.environ["JUPYTER_CONFIG_PATH"])
    return {"JUPYTER_CONFIG_PATH": os.pathsep.join(config_path)}


def current_token_name(extra: Sequence[str]) -> list[str]:
    """``--ServerApp.token`` / ``--NotebookApp.token`` (deprecated since jupyter-server 2) as ``--IdentityProvider.token``."""
    renamed = []
    for arg in extra:
        name, equals, value = arg.partition("=")
        renamed.append(f"--IdentityProvider.token{equals}{value}" if name in ("--ServerApp.token", "--NotebookApp.token")
                       else arg)
    return renamed


def lab(to: Path, extra: Sequence[str], lang: str = "en") -> int:
    """JupyterLab on the lessons folder, opening the start page in ``lang``, its interface in ``lang`` too."""
    kept = prepare(to)
    for name in kept:
        print(said(Cli.KEPT_EDITED, name=name), file=sys.stderr)
    start = (lessons_in(to, lang) / START_PAGE).relative_to(to).as_posix()
    env = {**lab_settings(to, lang, extra), FOLDER_VARIABLE: str(to.resolve())}
    return run([sys.executable, "-m", "domino_lessons.launch", f"--LabApp.default_url=/lab/tree/{start}",
                *as_root(current_token_name(extra))], to, env)


def serve_lab(argv: Sequence[str]) -> None:
    """``jupyter lab ARGV``, without the false ``DeprecationWarning: ServerApp.token config is deprecated``.

    notebook_shim reads every ServerApp trait at start-up, and reading ``ServerApp.token`` (which nobody set:
    a token is passed as ``--IdentityProvider.token``) warns. Python hides a library's DeprecationWarnings, but
    Voila's server extension (the classroom's) turns on those that traitlets reports when JupyterLab imports it,
    ahead of any filter set before: so that one warning, and only it, is dropped when it is shown.
    """
    import warnings

    shown = warnings.showwarning

    def showwarning(message: Warning | str, category: type[Warning], *args: Any, **kwargs: Any) -> None:
        if not (issubclass(category, DeprecationWarning) and str(message).startswith(TOKEN_WARNING)):
            shown(message, category, *args, **kwargs)

    warnings.showwarning = showwarning
    from jupyterlab.labapp import LabApp

    LabApp.launch_instance(argv=list(argv))


if __name__ == "__main__":  # how :func:`lab` starts JupyterLab: python -m domino_lessons.launch ARGS
    serve_lab(sys.argv[1:])


def classroom(to: Path, target: str | None, extra: Sequence[str], lang: str = "en", scoring: bool = False) -> int:
    """Voila showing a lesson or a record; it needs no ``--allow-root`` as root (Voila has no such check)."""
    try:
        import voila  # noqa: F401
    except ImportError:
        raise DominoError(said(Cli.NEEDS_VOILA)) from None
    prepare(to)
    page = classroom_notebook(to, target, lang, scoring)
    return run([sys.executable, "-m", "voila", page.relative_to(to).as_posix(), *extra], to,
               {FOLDER_VARIABLE: str(to.resolve())})
