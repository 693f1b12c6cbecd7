"""Writing a learner's or a teacher's file: a path that cannot be written is refused in one line naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_lessons.cli import main
from domino_lessons.core.errors import WriteError
from domino_lessons.lesson import example
from domino_lessons.core.record import write_atomic

RECORD = str(example("goat-match"))


def render(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["render", RECORD, *args])
    return code, capsys.readouterr().err


def test_a_missing_folder_is_refused_not_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no-such-dir" / "x.html"
    code, err = render(capsys, "--html", str(out))
    assert code == 2 and err == f"render: cannot write {out}: there is no folder {out.parent}\n"
    assert not out.parent.exists()
    code, err = render(capsys, "--svg-dir", str(tmp_path / "a" / "b"))
    assert code == 2 and "there is no folder" in err and not (tmp_path / "a").exists()


def test_mkdir_creates_the_folders_when_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "new" / "x.html"
    assert main(["render", RECORD, "--html", str(out), "--mkdir"]) == 0 and out.is_file()
    assert main(["render", RECORD, "--svg-dir", str(tmp_path / "svg" / "steps"), "--mkdir"]) == 0
    assert sorted(p.name for p in (tmp_path / "svg" / "steps").iterdir())[0] == "step-000.svg"
    assert main(["render", RECORD, "--svg-dir", str(tmp_path / "one")]) == 0  # one new folder inside one that exists


def test_errors_name_the_users_path_not_a_temporary_file_or_errno(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("mine")
    code, err = render(capsys, "--html", str(blocker / "x.html"))
    assert code == 2 and err == f"render: cannot write {blocker / 'x.html'}: {blocker} is a file, not a folder\n"
    code, err = render(capsys, "--html", str(tmp_path))
    assert code == 2 and err == f"render: cannot write {tmp_path}: it is a folder\n"
    folder = tmp_path / "handout.pdf"  # a folder, whatever its name ends in
    folder.mkdir()
    for option in ("--html", "--handout"):
        code, err = render(capsys, option, str(folder))
        assert code == 2 and err == f"render: cannot write {folder}: it is a folder\n"
    assert blocker.read_text() == "mine"
    for said in (err,):
        assert "Errno" not in said and ".x.html." not in said and "Traceback" not in said


def test_a_refused_write_names_the_path_and_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", str(tmp_path / ".x.json.ow3t4ajv"))

    monkeypatch.setattr("domino_lessons.core.record.os.replace", refuse)
    with pytest.raises(WriteError) as raised:
        write_atomic(tmp_path / "x.json", "{}")
    assert str(raised.value) == f"cannot write {tmp_path / 'x.json'}: not allowed there"
    assert list(tmp_path.iterdir()) == []  # the temporary file is gone too


def test_italian_says_it_in_italian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "manca" / "x.html"
    code, err = render(capsys, "--html", str(out), "--lang", "it")
    assert code == 2 and err == f"render: non posso scrivere {out}: la cartella {out.parent} non esiste\n"
