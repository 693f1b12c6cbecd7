"""Point the built site at its own Pyodide, its own lock and no PyPI, and open the start page first.

    python lite/configure.py OUT

Sets the Pyodide kernel's settings in OUT/jupyter-lite.json (``pyodideUrl``, ``lockFileURL``, the
packages loaded with Pyodide, ``disablePyPIFallback``) and makes OUT/index.html send the browser
to the start page in JupyterLab. Checks that every file the settings name is there.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE = "./static/pyodide/pyodide.mjs"
LOCK = "./static/pyodide/pyodide-lock.json"
PRELOAD = ["domino-lessons", "comm", "ipython"]
"""Loaded with Pyodide (with what they depend on), so ``import domino_lessons`` needs no install cell."""
START = "lab/index.html?path=00-start-here.ipynb"
INDEX = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Domino lessons</title>
<meta http-equiv="refresh" content="0; url={start}">{config}</head>
<body><p><a href="{start}">Domino lessons: the start page</a></p></body></html>
"""
"""The landing page; it keeps JupyterLite's ``#jupyter-config-data``, which the app's pages read from it."""


def configure(out: Path) -> None:
    config_path = out / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    settings = config.setdefault("jupyter-config-data", {}).setdefault("litePluginSettings", {})
    settings[KERNEL] = {**settings.get(KERNEL, {}), "pyodideUrl": PYODIDE, "disablePyPIFallback": True,
                        "loadPyodideOptions": {"lockFileURL": LOCK, "packages": PRELOAD}}
    config_path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
    lock = json.loads((out / LOCK).read_text())
    for name in PRELOAD:
        if name not in lock["packages"]:
            raise SystemExit(f"configure: {name} is not in the site's lock")
    for entry in lock["packages"].values():
        if not (out / LOCK).with_name(entry["file_name"]).is_file():
            raise SystemExit(f"configure: {entry['file_name']} is in the lock but not in the site")
    if not (out / PYODIDE).is_file():
        raise SystemExit(f"configure: no {PYODIDE} in {out}")
    index = out / "index.html"
    config_script = re.search(r'<script id="jupyter-config-data".*?</script>', index.read_text(), re.DOTALL)
    if config_script is None:
        raise SystemExit(f"configure: no jupyter-config-data in {index}")
    index.write_text(INDEX.format(start=START, config=config_script.group(0)))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    configure(Path(sys.argv[1]))
    print(f"configure: {sys.argv[1]} uses its own Pyodide and opens {START}")
