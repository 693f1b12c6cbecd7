"""Ways in: the lessons folder the launcher prepares, the classroom page, Binder, the shareable replay."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from domino_lessons.cli import main
from domino_lessons.core.errors import DominoError
from domino_lessons.launch import MANIFEST, classroom_notebook, lessons_source, prepare
from domino_lessons.lesson import example
from domino_lessons.core.record import load, replay
from domino_lessons.views.share import replay_html

ROOT = Path(__file__).resolve().parent.parent


def test_prepare_copies_lessons_and_records(tmp_path: Path) -> None:
    target = tmp_path / "lessons"
    assert prepare(target) == []
    names = sorted(p.name for p in target.glob("*.ipynb"))
    assert names == sorted(p.name for p in lessons_source().glob("*.ipynb")) and "00-start-here.ipynb" in names
    assert (target / "records" / "all-fives-af1.json").is_file() and (target / "images" / "replay.png").is_file()
    assert json.loads((target / MANIFEST).read_text())["01-all-fives.ipynb"]


def test_prepare_never_overwrites_an_edited_lesson(tmp_path: Path) -> None:
    target = tmp_path / "lessons"
    prepare(target)
    edited = target / "01-all-fives.ipynb"
    edited.write_text(edited.read_text() + " ", encoding="utf-8")
    mine = edited.read_text()
    (target / "02-italian.ipynb").unlink()
    assert prepare(target) == ["01-all-fives.ipynb"]
    assert edited.read_text() == mine and (target / "02-italian.ipynb").is_file()


def test_prepare_updates_a_lesson_the_user_did_not_touch(tmp_path: Path) -> None:
    target = tmp_path / "lessons"
    prepare(target)
    stale = target / "03-domeng.ipynb"
    stale.write_text("an older version", encoding="utf-8")
    manifest = json.loads((target / MANIFEST).read_text())
    import hashlib

    manifest["03-domeng.ipynb"] = hashlib.sha256(b"an older version").hexdigest()
    (target / MANIFEST).write_text(json.dumps(manifest))
    assert prepare(target) == [] and stale.read_bytes() == (lessons_source() / "03-domeng.ipynb").read_bytes()


def test_classroom_page_for_a_record_or_a_lesson(tmp_path: Path) -> None:
    prepare(tmp_path)
    page = classroom_notebook(tmp_path, "all-fives-2p")
    source = json.loads(page.read_text())["cells"][0]["source"]
    assert "classroom=True" in source and "all-fives-2p.json" in source
    assert classroom_notebook(tmp_path, "02-italian.ipynb").name == "02-italian.ipynb"
    with pytest.raises(DominoError, match="no record 'nothing-here'"):
        classroom_notebook(tmp_path, "nothing-here")
    with pytest.raises(DominoError, match="no lesson '09-chess.ipynb'"):
        classroom_notebook(tmp_path, "09-chess.ipynb")


def test_render_html_and_svgs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "share" / "af1.html"
    assert main(["render", str(example("all-fives-af1")), "--html", str(out), "--mkdir"]) == 0
    page = out.read_text(encoding="utf-8")
    assert page.count('class="frame"') == 8
    addresses = set(re.findall(r'https?://[^"\s]+', page))  # only the XML namespaces: nothing to fetch
    assert addresses <= {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/2001/xml-events"}
    assert main(["render", str(example("all-fives-af1")), "--svg-dir", str(tmp_path / "svgs")]) == 0
    assert sorted(p.name for p in (tmp_path / "svgs").iterdir())[:2] == ["step-000.svg", "step-001.svg"]
    assert main(["render", str(tmp_path / "missing.json"), "--html", str(out)]) == 2
    assert "missing.json" in capsys.readouterr().err


def test_shared_page_defines_each_tile_face_once() -> None:
    """Every frame uses the page's one set of faces: the longest shipped match stays a mailable page."""
    page = replay_html(replay(load(example("all-fives-4p-partnership")), frames=True), "All Fives")
    defined = re.findall(r'<g id="([hv]\d\d)"', page)
    used = set(re.findall(r'xlink:href="#([hv]\d\d)"', page))
    assert len(defined) == len(set(defined)) == 98 and used <= set(defined)
    assert len(page.encode()) <= 3_000_000


def test_shared_html_escapes_names_and_notes() -> None:
    data = json.loads(example("all-fives-af1").read_text())
    data["players"] = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>']
    data["hands"][0]["notes"] = {"1": "]]></svg><script>alert(2)</script>"}
    from domino_lessons.core.record import loads

    page = replay_html(replay(loads(json.dumps(data)), frames=True), "<b>title</b>")
    assert page.count("<script>") == 1  # only the page's own stepping script
    assert "<img" not in page and "&lt;script&gt;alert(1)" in page and "&lt;b&gt;title" in page


def test_binder_dockerfile_installs_the_requirements_on_the_pinned_python() -> None:
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == "python-3.12"
    assert "." in (ROOT / "binder" / "requirements.txt").read_text().split()
    repo2docker = Path(sys.executable).parent / "repo2docker"
    printed = subprocess.run([str(repo2docker), "--no-build", "--no-run", "--debug", str(ROOT)], capture_output=True,
                             text=True, timeout=120)
    text = printed.stdout + printed.stderr
    assert "python=3.12" in text and 'pip install --no-cache-dir -r "binder/requirements.txt"' in text
    assert "libpangoft2-1.0-0" in text  # binder/apt.txt: the Pango that WeasyPrint's PDFs need


def test_binder_requirements_alone_run_every_lesson(tmp_path: Path) -> None:
    """A fresh venv from binder/requirements.txt (plus the notebook test tools) runs the lessons."""
    env_dir = tmp_path / "binder-venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    quiet = ["--quiet", "--disable-pip-version-check"]
    subprocess.run([str(python), "-m", "pip", "install", *quiet, "-r", "binder/requirements.txt", "pytest", "nbval"],
                   cwd=ROOT, check=True, timeout=900)
    lessons = tmp_path / "notebooks"
    prepare(lessons)  # a copy outside the repository, so the kernel imports the installed package
    result = subprocess.run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax",
                             "--nbval-current-env", "--rootdir", str(lessons), str(lessons)],
                            cwd=lessons, capture_output=True, text=True, timeout=900,
                            env={**os.environ, "PYTHONPATH": ""})
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    where = subprocess.run([str(python), "-c", "from domino_lessons.launch import lessons_source as s; print(s())"],
                           cwd=tmp_path, capture_output=True, text=True, check=True).stdout.strip()
    assert where.startswith(str(env_dir)) and Path(where, "00-start-here.ipynb").is_file()  # lessons in the wheel


@pytest.mark.parametrize("uid, given, expected", [
    (0, [], ["--allow-root"]),
    (0, ["--allow-root", "--port", "9000"], ["--allow-root", "--port", "9000"]),
    (1000, ["--port", "9000"], ["--port", "9000"]),
])
def test_lab_passes_allow_root_only_for_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str], uid: int, given: list[str],
                                             expected: list[str]) -> None:
    from domino_lessons import launch

    commands: list[list[str]] = []
    monkeypatch.setattr(launch.os, "geteuid", lambda: uid)
    monkeypatch.setattr(launch, "run", lambda command, cwd, env=None: commands.append(list(command)) or 0)
    assert main(["lab", "--to", str(tmp_path), *given]) == 0
    assert commands[0][1:4] == ["-m", "domino_lessons.launch", "--LabApp.default_url=/lab/tree/00-start-here.ipynb"]
    assert commands[0][4:] == expected
    said = capsys.readouterr().err
    assert ("--allow-root" in said) == (uid == 0 and not given)


def test_lab_and_classroom_in_italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    from domino_lessons import launch

    commands: list[list[str]] = []
    monkeypatch.setattr(launch, "run", lambda command, cwd, env=None: commands.append(list(command)) or 0)
    assert main(["lab", "--to", str(tmp_path), "--lang", "it"]) == 0
    assert "--LabApp.default_url=/lab/tree/it/00-start-here.ipynb" in commands[0]
    assert (tmp_path / "it" / "03-domeng.ipynb").is_file()
    page = classroom_notebook(tmp_path, "03-domeng.ipynb", "it")
    assert page == tmp_path / "it" / "03-domeng.ipynb"
    replay_page = classroom_notebook(tmp_path, "all-fives-2p", "it")
    assert "lang='it'" in json.loads(replay_page.read_text())["cells"][0]["source"]
    assert main(["lab", "--to", str(tmp_path), "--lang", "xx"]) == 2
    assert capsys.readouterr().err.endswith("lab: unknown language 'xx': the languages are en, it\n")


def test_classroom_scoring_option_and_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """``classroom RECORD --scoring`` opens the replay on its scoring steps; as root Voila needs no flag."""
    from domino_lessons import launch

    commands: list[list[str]] = []
    monkeypatch.setattr(launch, "run", lambda command, cwd, env=None: commands.append(list(command)) or 0)
    monkeypatch.setattr(launch.os, "geteuid", lambda: 0)
    assert main(["classroom", "all-fives-2p", "--to", str(tmp_path), "--scoring", "--no-browser"]) == 0
    assert commands[0][1:3] == ["-m", "voila"] and "--allow-root" not in commands[0]
    source = json.loads((tmp_path / commands[0][3]).read_text())["cells"][0]["source"]
    assert "classroom=True, scoring=True" in source
    namespace: dict[str, object] = {}
    imports, shown = source.splitlines()
    exec(imports, namespace)  # the cell the classroom runs, run here: the viewer opens on the first scoring step
    viewer = eval(shown, namespace)
    assert viewer.scoring.value and viewer.frame.counting and viewer.frame.step == viewer.counting[0] > 0
    assert main(["classroom", "01-all-fives.ipynb", "--to", str(tmp_path), "--scoring"]) == 2
    assert "give a record, not a lesson" in capsys.readouterr().err


def launched(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> tuple[list[str], dict[str, str]]:
    """The command and the environment ``domino-lessons ARGV`` would start JupyterLab with."""
    from domino_lessons import launch

    started: list[tuple[list[str], dict[str, str]]] = []
    monkeypatch.setattr(launch, "run", lambda command, cwd, env=None: started.append((list(command), dict(env or {}))) or 0)
    assert main(argv) == 0
    return started[0]


@pytest.mark.parametrize("lang, locale", [(None, "en"), ("en", "en"), ("it", "it_IT")])
def test_lab_sets_the_interface_language_and_no_news_as_jupyterlab_defaults(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str | None,
        locale: str) -> None:
    """The launcher's own config folder, first on JUPYTER_CONFIG_PATH, holds JupyterLab default setting overrides:
    the language of the menus (``lab`` alone: English, whatever the machine's locale) and no news pop-up."""
    from jupyterlab_server.settings_utils import _get_overrides

    from domino_lessons.launch import LAB_CONFIG, MAIN_MENU, NOTIFICATION, TRANSLATION

    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path / "user-settings"))
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(tmp_path / "theirs"))
    lessons = tmp_path / "lessons"
    command, env = launched(monkeypatch, ["lab", "--to", str(lessons), *(["--lang", lang] if lang else [])])
    ours = (lessons / LAB_CONFIG).resolve()
    assert env["JUPYTER_CONFIG_PATH"].split(os.pathsep) == [str(ours), str(tmp_path / "theirs")]
    written = json.loads((ours / "labconfig" / "default_setting_overrides.json").read_text())
    menus = written.pop(MAIN_MENU, None)
    assert written == {TRANSLATION: {"locale": locale}, NOTIFICATION: {"fetchNews": "false", "checkForUpdates": False}}
    titles = {menu["id"]: menu["label"] for menu in (menus or {"menus": []})["menus"]}
    assert (titles["jp-mainmenu-edit"], titles["jp-mainmenu-view"], titles["jp-mainmenu-run"]) == (
        "Modifica", "Visualizza", "Esegui") if locale == "it_IT" else menus is None  # English: JupyterLab's own
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", env["JUPYTER_CONFIG_PATH"])
    overrides, error = _get_overrides(str(tmp_path / "no-app-settings"))  # as JupyterLab's server reads them
    assert error == "" and overrides[TRANSLATION]["locale"] == locale and overrides[NOTIFICATION]["fetchNews"] == "false"
    assert not (tmp_path / "user-settings").exists()  # nothing of the user's is written
    assert "language" not in capsys.readouterr().err


def test_the_users_own_language_setting_stays_and_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "user-settings" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    mine.parent.mkdir(parents=True)
    mine.write_text('{\n  // chosen in Settings > Language\n  "locale": "fr_FR",\n}\n', encoding="utf-8")
    before = mine.read_bytes()
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path / "user-settings"))
    launched(monkeypatch, ["lab", "--to", str(tmp_path / "lessons"), "--lang", "it"])
    assert mine.read_bytes() == before
    said = capsys.readouterr().err
    assert "scelgono la lingua «fr_FR»: resta quella" in said and str(mine) in said  # said in the lessons' language
    other = tmp_path / "elsewhere" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    other.parent.mkdir(parents=True)
    other.write_text('{"locale": "it_IT"}', encoding="utf-8")
    launched(monkeypatch, ["lab", "--to", str(tmp_path / "lessons"), "--lang", "it",
                           f"--LabApp.user_settings_dir={tmp_path / 'elsewhere'}"])
    assert "lingua" not in capsys.readouterr().err  # the same language as the lessons': nothing to say


def test_lab_in_italian_without_the_language_pack_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from domino_lessons import launch

    assert {"it_IT"} <= launch.language_packs()  # a dependency of the package
    monkeypatch.setattr(launch, "language_packs", lambda: set())
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path / "user-settings"))
    launched(monkeypatch, ["lab", "--to", str(tmp_path), "--lang", "it"])
    written = json.loads((tmp_path / launch.LAB_CONFIG / "labconfig" / "default_setting_overrides.json").read_text())
    assert written[launch.TRANSLATION] == {"locale": "en"} and launch.MAIN_MENU not in written  # all English
    assert "pip install jupyterlab-language-pack-it-it" in capsys.readouterr().err


def test_every_lesson_language_has_a_jupyterlab_locale() -> None:
    from domino_lessons.launch import LAB_LOCALES
    from domino_lessons.narrate import LANGUAGES

    assert set(LAB_LOCALES) == set(LANGUAGES)


def test_lab_passes_a_token_under_its_current_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path / "user-settings"))
    command, _ = launched(monkeypatch, ["lab", "--to", str(tmp_path), "--ServerApp.token=t1", "--NotebookApp.token",
                                        "t2", "--IdentityProvider.token=t3", "--port=9000"])
    assert [arg for arg in command[4:] if arg != "--allow-root"] == [
        "--IdentityProvider.token=t1", "--IdentityProvider.token", "t2", "--IdentityProvider.token=t3", "--port=9000"]


def test_serve_lab_drops_the_false_token_warning_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """What ``python -m domino_lessons.launch`` does around JupyterLab: the one warning goes, others stay."""
    import warnings

    from jupyterlab.labapp import LabApp

    from domino_lessons.launch import serve_lab

    given: list[list[str]] = []

    def launch_instance(argv: list[str]) -> None:
        given.append(argv)
        warnings.warn("ServerApp.token config is deprecated in jupyter-server 2.0. Use IdentityProvider.token",
                      DeprecationWarning)
        warnings.warn("something else is deprecated", DeprecationWarning)

    monkeypatch.setattr(LabApp, "launch_instance", launch_instance)
    shown: list[str] = []
    with warnings.catch_warnings():  # puts warnings.showwarning back on the way out
        warnings.simplefilter("always")
        warnings.showwarning = lambda message, *args, **kwargs: shown.append(str(message))
        serve_lab(["--port=9000"])
    assert given == [["--port=9000"]] and shown == ["something else is deprecated"]
