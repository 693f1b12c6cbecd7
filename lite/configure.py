"""Point the built site at its own Pyodide, its own lock and no PyPI, and open the start page first.

    python lite/configure.py OUT

Sets the Pyodide kernel's settings in OUT/jupyter-lite.json (``pyodideUrl``, ``lockFileURL``, the
packages loaded with Pyodide, ``disablePyPIFallback``) and makes OUT/index.html send the browser
to the start page in JupyterLab. Checks that every file the settings name is there.

The interface language: OUT/lab is JupyterLab in English; OUT/lab-it, a copy of it whose settings
default to Italian (``@jupyterlab/translation-extension:plugin`` ``locale`` ``it_IT``, translated by
the language pack that lite/build installs, served from OUT/api/translations), is JupyterLab in
Italian. Each sends a page of the other language (``?path=it/...`` or not) to the other, so the
Italian lessons open in Italian and the English ones in English, however they are linked. A
language chosen in Settings > Language is the learner's and wins in both.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE = "./static/pyodide/pyodide.mjs"
LOCK = "./static/pyodide/pyodide-lock.json"
PRELOAD = ["domino-lessons", "comm", "ipython"]
"""Loaded with Pyodide (with what they depend on), so ``import domino_lessons`` needs no install cell."""
START = "lab/index.html?path=00-start-here.ipynb"
ITALIAN_APP = "lab-it"
ITALIAN_START = f"{ITALIAN_APP}/index.html?path=it/00-start-here.ipynb"
ITALIAN_LOCALE = "it_IT"
TRANSLATION = "@jupyterlab/translation-extension:plugin"
MAIN_MENU = "@jupyterlab/mainmenu-extension:plugin"
MENU_TITLES = Path(__file__).resolve().parent.parent / "domino_lessons" / "narrate" / "lab_menus.json"
"""The menu bar's Italian titles, which the language pack leaves in English (as ``domino-lessons lab --lang it``)."""
INDEX = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Domino lessons</title>
<meta http-equiv="refresh" content="0; url={start}">{config}</head>
<body><p><a href="{start}">Domino lessons: the start page</a></p>
<p lang="it"><a href="{italian}">Lezioni di domino: si comincia da qui</a></p></body></html>
"""
"""The landing page; it keeps JupyterLite's ``#jupyter-config-data``, which the app's pages read from it."""
APP_START = "const { pathname, origin, search, hash } = window.location;"
"""The first line of the script in each app's index.html that loads the app: the language check goes after it."""
SAME_LANGUAGE = """
        const asked = new URLSearchParams(search).get('path');
        if (asked !== null && asked.startsWith('it/') !== {italian}) {{
          window.location.replace(`../{other}/index.html${{search}}${{hash}}`);  // the page's language, before any loading
          return;
        }}"""


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
    index.write_text(INDEX.format(start=START, italian=ITALIAN_START, config=config_script.group(0)))
    italian_app(out)


def italian_app(out: Path) -> None:
    """OUT/lab-it: JupyterLab in Italian beside OUT/lab, each sending the other's pages to the other."""
    if not (out / "api" / "translations" / f"{ITALIAN_LOCALE}.json").is_file():
        raise SystemExit(f"configure: no {ITALIAN_LOCALE} translations in {out}/api/translations "
                         "(the build needs jupyterlab_server and jupyterlab-language-pack-it-it)")
    italian = out / ITALIAN_APP
    shutil.rmtree(italian, ignore_errors=True)
    shutil.copytree(out / "lab", italian)
    config_path = italian / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    data = config["jupyter-config-data"]
    if data.get("appUrl") != "/lab":
        raise SystemExit(f"configure: lab/jupyter-lite.json has appUrl {data.get('appUrl')!r}, not '/lab'")
    data["appUrl"] = f"/{ITALIAN_APP}"
    overrides = data.setdefault("settingsOverrides", {})
    overrides[TRANSLATION] = {**overrides.get(TRANSLATION, {}), "locale": ITALIAN_LOCALE}
    titles = json.loads(MENU_TITLES.read_text(encoding="utf-8"))["it"]
    overrides[MAIN_MENU] = {"menus": [{"id": f"jp-mainmenu-{name}", "label": label} for name, label in titles.items()]}
    config_path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
    for app, other, is_italian in (("lab", ITALIAN_APP, "false"), (ITALIAN_APP, "lab", "true")):
        page = out / app / "index.html"
        html = page.read_text()
        if html.count(APP_START) != 1:
            raise SystemExit(f"configure: {page} does not load the app as expected (no single {APP_START!r})")
        page.write_text(html.replace(APP_START, APP_START + SAME_LANGUAGE.format(italian=is_italian, other=other)))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    configure(Path(sys.argv[1]))
    print(f"configure: {sys.argv[1]} uses its own Pyodide and opens {START} (in Italian: {ITALIAN_START})")
