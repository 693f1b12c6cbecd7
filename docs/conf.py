"""Sphinx configuration of the domino_lessons docs (``bash docs/build``, or plain ``sphinx-build docs OUT``).

MyST Markdown everywhere; pages that run code are MyST text notebooks executed by myst-nb. At build start
the lessons (``notebooks/*.ipynb`` and ``notebooks/it/*.ipynb``, with ``notebooks/images``) are copied
into ``docs/lessons/en`` and ``docs/lessons/it`` (generated, git-ignored), each with a note on where to run
it live; the build executes them once (jupyter-cache: beside the doctrees, or in $DOMINO_DOCS_CACHE)
and fails on a cell error.
Widget outputs are drawn as still HTML from the saved widget state (``_ext/widget_snapshot.py``): no
widget JavaScript and nothing fetched by the pages. Offline: no intersphinx.
"""

from __future__ import annotations

import atexit
import inspect
import json
import os
import re
import shutil
import sys
import tempfile
from html import unescape
from pathlib import Path

from docutils.nodes import make_id

DOCS = Path(__file__).resolve().parent
REPO = DOCS.parent
sys.path[:0] = [str(DOCS / "_ext"), str(REPO)]

import widget_snapshot  # noqa: E402

widget_snapshot.install()

project = "domino_lessons"
author = "domino_lessons developers"
copyright = "domino_lessons developers"
release = version = "0.1.0"

extensions = ["myst_nb", "sphinx.ext.autodoc", "sphinxarg.ext"]
html_theme = "furo"
html_title = "domino_lessons"
html_static_path = ["_static"]
html_css_files = ["widgets.css"]
html_show_sourcelink = False
html_copy_source = False
exclude_patterns = ["_build", "_site", "jupyter_execute", "_ext", "_static", "**.ipynb_checkpoints", "node_modules",
                    "Thumbs.db", ".DS_Store"]
source_suffix = {".md": "myst-nb", ".ipynb": "myst-nb"}
nitpicky = False  # on, it reports ~80 unresolved annotations (the stdlib's, without intersphinx offline)

myst_heading_anchors = 3
smartquotes = False  # "--scoring" stays two hyphens, to be copied as written
myst_enable_extensions = ["colon_fence", "deflist"]

nb_execution_mode = "cache"
nb_execution_raise_on_error = True
nb_execution_timeout = 900
nb_execution_show_tb = True
nb_ipywidgets_js: dict[str, dict[str, str]] = {}  # nothing from a CDN: widget views are drawn at build time
nb_merge_streams = True

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "show-inheritance": False}

# The lessons keep a learner's progress file; the build's goes to a temporary folder, not into docs/.
if "DOMINO_LESSONS_FOLDER" not in os.environ:
    os.environ["DOMINO_LESSONS_FOLDER"] = tempfile.mkdtemp(prefix="domino-docs-progress-")
    atexit.register(shutil.rmtree, os.environ["DOMINO_LESSONS_FOLDER"], ignore_errors=True)

LESSONS = DOCS / "lessons"
LIVE = {
    "en": ("Run this lesson live: in your browser, with nothing to install, on the "
           '<a href="{lite}">lessons site</a> beside these docs; '
           "on [Binder]({binder}); or on your own machine with `domino-lessons lab`."),
    "it": ("Per usare questa lezione dal vivo: nel browser, senza installare nulla, sul "
           '<a href="{lite}">sito delle lezioni</a> accanto a questa documentazione; su [Binder]({binder}); '
           "oppure sul tuo computer con `domino-lessons lab --lang it`."),
}
BINDER = "https://mybinder.org/v2/gh/domino-lessons/domino_lessons/HEAD?urlpath=lab/tree/notebooks/{path}"


HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$", re.MULTILINE)
LOCAL_LINK = re.compile(r"\]\(#([^)\s]+)\)")


def _slug(title: str) -> str:
    """The anchor MyST gives a heading (``myst_heading_anchors``): GitHub's slug."""
    return re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")


def _anchors(notebook: dict) -> dict[str, str]:  # type: ignore[type-arg]
    """Jupyter's anchor of each heading (its text, spaces as dashes) -> MyST's."""
    titles = [title for cell in notebook["cells"] if cell["cell_type"] == "markdown"
              for title in HEADING.findall("".join(cell["source"]))]
    plain = [re.sub(r"[*_`]", "", title) for title in titles]
    return {title.replace(" ", "-"): _slug(title) for title in plain}


def _lesson(source: Path, lang: str) -> str:
    """Copy one lesson, its links to the other language's folder mended and the note on running it live."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    path = source.name if lang == "en" else f"it/{source.name}"
    app = "lab" if lang == "en" else "lab-it"
    lite = f"../../lite/{app}/index.html?path={path}"
    note = LIVE[lang].format(lite=lite, binder=BINDER.format(path=path))
    anchors = _anchors(notebook)
    noted = False
    for cell in notebook["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        text = "".join(cell["source"])
        text = text.replace("](it/", "](../it/") if lang == "en" else text.replace("](../", "](../en/")
        text = LOCAL_LINK.sub(lambda m: f"](#{anchors.get(m.group(1), m.group(1))})", text)
        if not noted and text.startswith("# "):
            head, _, rest = text.partition("\n")
            text, noted = f"{head}\n\n```{{tip}}\n{note}\n```\n{rest}", True
        cell["source"] = text
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def _update(target: Path, data: bytes) -> None:
    """Write ``target`` only if its bytes change, atomically (two builds at once may copy the lessons)."""
    if target.exists() and target.read_bytes() == data:
        return
    with tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}.", delete=False) as scratch:
        scratch.write(data)
    os.replace(scratch.name, target)


def copy_lessons() -> None:
    """notebooks/ -> docs/lessons/en and docs/lessons/it (rewritten only where changed, so caches hold)."""
    notebooks = REPO / "notebooks"
    for lang, folder in (("en", notebooks), ("it", notebooks / "it")):
        target = LESSONS / lang
        (target / "images").mkdir(parents=True, exist_ok=True)
        wanted = {source.name for source in folder.glob("*.ipynb")}
        for stale in target.glob("*.ipynb"):
            if stale.name not in wanted:
                stale.unlink()
        for source in sorted(folder.glob("*.ipynb")):
            _update(target / source.name, _lesson(source, lang).encode("utf-8"))
        for image in sorted((notebooks / "images").iterdir()):
            if image.is_file():
                _update(target / "images" / image.name, image.read_bytes())


class _Written(str):
    """An annotation written as a string (``from __future__ import annotations``), shown without quotes."""

    def __repr__(self) -> str:
        return str(self)


def _class_signature(app, what, name, obj, options, signature, return_annotation):  # type: ignore[no-untyped-def]
    """The widgets' real signatures: autodoc would show traitlets' ``__new__(*args, **kwargs)``."""
    if what != "class" or not signature or "*args: t.Any" not in signature:
        return None
    try:
        found = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    parameters = [parameter.replace(annotation=_Written(parameter.annotation))
                  if isinstance(parameter.annotation, str) else parameter for parameter in found.parameters.values()]
    return str(found.replace(parameters=parameters, return_annotation=inspect.Signature.empty)), return_annotation


def _config_inited(app, config) -> None:  # type: ignore[no-untyped-def]
    """The executed lessons' cache: inside the build folder (beside the doctrees), or where docs/build says."""
    cache = os.environ.get("DOMINO_DOCS_CACHE") or Path(app.doctreedir) / "jupyter_cache"
    config.nb_execution_cache_path = str(cache)


def _lesson_anchors(app, pagename, templatename, context, doctree) -> None:  # type: ignore[no-untyped-def]
    """The lessons' "Read again" links name JupyterLab's heading anchors (``#Doubles-are-laid-crosswise``), the
    site's ids are docutils' (``doubles-are-laid-crosswise``): each such link is pointed at the id the page has."""
    body = context.get("body")
    if not pagename.startswith("lessons/") or not body:
        return
    ids = set(re.findall(r'\bid="([^"]+)"', body))

    def pointed(found: re.Match[str]) -> str:
        anchor = make_id(unescape(found[1]))
        return found[0] if found[1] in ids or anchor not in ids else f'href="#{anchor}"'

    context["body"] = re.sub(r'href="#([^"]+)"', pointed, body)


copy_lessons()


def setup(app):  # type: ignore[no-untyped-def]
    app.connect("config-inited", _config_inited, priority=100)
    app.connect("autodoc-process-signature", _class_signature)
    app.connect("html-page-context", _lesson_anchors)
    return {"parallel_read_safe": True}
