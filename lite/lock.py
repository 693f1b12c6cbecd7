"""Write the site's own pyodide-lock.json: Pyodide's ``info`` and one entry per wheel in a folder.

    python lite/lock.py PYODIDE_LOCK WHEELS_DIR OUT_LOCK

Each entry has the wheel's sha256, its top-level imports and its dependencies, read from the
wheel's METADATA with the markers evaluated as in Pyodide (Emscripten, Python 3.14). A dependency
that is not among the wheels stops the build, except the two whose only job in a browser is done
by the site itself (the widgets' front end). Sorted keys and names: the same wheels, the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

FRONT_END_ONLY = {"jupyterlab-widgets", "widgetsnbextension"}
"""ipywidgets' front end: the site ships it as a JupyterLab extension, so the kernel needs no wheel of it."""


def pyodide_environment(info: dict[str, str]) -> dict[str, str]:
    """The marker environment of Pyodide's Python (from the lock's ``info``)."""
    full = info["python"]
    return {"implementation_name": "cpython", "implementation_version": full, "os_name": "posix",
            "platform_machine": "wasm32", "platform_release": "", "platform_system": "Emscripten",
            "platform_version": "", "python_full_version": full, "platform_python_implementation": "CPython",
            "python_version": ".".join(full.split(".")[:2]), "sys_platform": "emscripten", "extra": ""}


def imports(wheel: zipfile.ZipFile) -> list[str]:
    """The top-level modules a wheel installs."""
    names = wheel.namelist()
    top_level = [n for n in names if n.endswith(".dist-info/top_level.txt")]
    if top_level:
        return sorted(line.strip() for line in wheel.read(top_level[0]).decode().splitlines() if line.strip())
    found = set()
    for name in names:
        first, _, rest = name.partition("/")
        if first.endswith((".dist-info", ".data")):
            continue
        if rest and (rest in ("__init__.py", "__init__.pyc") or first.isidentifier()):
            found.add(first)
        elif not rest and first.endswith((".py", ".pyc")):
            found.add(first.rsplit(".", 1)[0])
    return sorted(found)


def entry(path: Path, environment: dict[str, str]) -> dict[str, object]:
    name, version, _, _ = parse_wheel_filename(path.name)
    with zipfile.ZipFile(path) as wheel:
        metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        requires = Parser().parsestr(wheel.read(metadata).decode()).get_all("Requires-Dist") or []
        modules = imports(wheel)
    depends = set()
    for line in requires:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            depends.add(canonicalize_name(requirement.name))
    return {"name": str(name), "version": str(version), "file_name": path.name, "install_dir": "site",
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "package_type": "package", "imports": modules,
            "depends": sorted(depends - FRONT_END_ONLY), "unvendored_tests": False}


def lock(pyodide_lock: Path, wheels: Path) -> dict[str, object]:
    info = json.loads(pyodide_lock.read_text())["info"]
    environment = pyodide_environment(info)
    packages = {e["name"]: e for e in (entry(p, environment) for p in sorted(wheels.glob("*.whl")))}
    missing = {f"{name} needs {dep}" for name, e in packages.items() for dep in e["depends"]  # type: ignore[attr-defined]
               if dep not in packages}
    if missing:
        raise SystemExit("lock: wheels missing: " + "; ".join(sorted(missing)))
    return {"info": info, "packages": packages}


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    result = lock(Path(argv[0]), Path(argv[1]))
    Path(argv[2]).write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    print(f"lock: {len(result['packages'])} packages -> {argv[2]}")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
