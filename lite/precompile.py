"""Compile the pure wheels' modules to bytecode for the site's Python, so the browser does not compile them.

    (run by lite/build inside Pyodide's own Python, under Node: precompile.py WHEELS_DIR KEEP...)

Each wheel in WHEELS_DIR is rewritten with each module's ``.py`` (except those whose paths in the wheel start with
one of KEEP) replaced by its ``.pyc`` (unoptimized, docstrings and asserts kept), compiled by the very Python the site
runs (Pyodide's, hence this script runs in it): the layout Pyodide's own distribution ships its packages in. A
module that does not compile stays as it is; a wheel with nothing to compile is left alone. The wheel's python tag becomes ``cp3XX`` (the bytecode is that
Python's), its RECORD lists the new files. Without this, the kernel compiles some 550 modules (6 MB of source:
IPython, traitlets, ipywidgets, pygments...) every time a learner opens the site: 1.6 s of a cold start on the
2-core machine.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import marshal
import re
import sys
import sysconfig
import zipfile
from pathlib import Path

SITE = sysconfig.get_paths()["purelib"]
"""Where Pyodide installs the wheels: the code objects' file names point there, as if compiled in place."""
TAG = f"cp{sys.version_info.major}{sys.version_info.minor}"


def pyc(source: bytes, filename: str) -> bytes:
    """A sourceless ``.pyc`` (flags 0, no timestamp to check: there is no source beside it)."""
    code = compile(source, filename, "exec", dont_inherit=True)
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def write_wheel(target: Path, files: dict[str, bytes]) -> None:
    """Write ``files`` (name: bytes) as the wheel ``target``, its RECORD listing them; the same files, the same bytes."""
    record = next(n for n in files if n.endswith(".dist-info/RECORD"))
    lines = [record_line(n, d) for n, d in files.items() if n != record] + [f"{record},,"]
    files[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for n, d in files.items():
            out.writestr(zipfile.ZipInfo(n, date_time=(1980, 1, 1, 0, 0, 0)), d, zipfile.ZIP_DEFLATED)


def precompile(wheel: Path, keep: tuple[str, ...]) -> Path:
    name, version, python, rest = wheel.name.split("-", 3)
    target = wheel.with_name(f"{name}-{version}-{TAG}-{rest}")
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(wheel) as source:
        for member in source.infolist():
            if member.is_dir():
                continue
            data = source.read(member)
            top = member.filename.split("/")[0]
            if (member.filename.endswith(".py") and not top.endswith((".dist-info", ".data"))
                    and not member.filename.startswith(keep)):
                try:
                    files[member.filename + "c"] = pyc(data, f"{SITE}/{member.filename}")
                    continue
                except SyntaxError:  # left as source: Python says why if it is ever imported
                    pass
            files[member.filename] = data
    if not any(n.endswith(".pyc") for n in files):
        return wheel
    info = next(n for n in files if n.endswith(".dist-info/WHEEL"))
    files[info] = re.sub(rb"(?m)^Tag: [^-\n]+-", f"Tag: {TAG}-".encode(), files[info])
    write_wheel(target, files)
    if target != wheel:
        wheel.unlink()
    return target


def main(argv: list[str]) -> int:
    folder, keep = Path(argv[0]), tuple(argv[1:])
    for wheel in sorted(folder.glob("*.whl")):
        before = wheel.stat().st_size
        done = precompile(wheel, keep)
        if done != wheel:
            print(f"precompile: {done.name} ({before} -> {done.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
