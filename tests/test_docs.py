"""The docs site (``bash docs/build``), the publish workflow and the README.

The site is built once per session (the ``docs_site`` fixture in the root conftest.py) with warnings as
errors; these tests read what it made. The workflow is checked against GitHub's schema
(check-jsonschema's vendored copy, offline) and for the keys that publish the site; the README for its size
and for links that lead somewhere.
"""

from __future__ import annotations

import inspect
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

import pytest
import yaml

from domino_lessons import cli
from domino_lessons.widgets.replay_viewer import ReplayViewer

if TYPE_CHECKING:
    from conftest import DocsSite  # the root conftest.py's: the site a session built

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs"
WORKFLOW = REPO / ".github" / "workflows" / "pages.yml"
README = REPO / "README.md"
README_LIMIT = 12 * 1024
GAMES = ("all-fives", "italian", "domeng", "goat")
REFERENCE = ("cli", "api", "records", "python", "accessibility", "performance", "tables-api")
SECTIONS = ("teachers", "games", "lessons", "reference", "developers")
LESSONS = sorted(path.name for path in (REPO / "notebooks").glob("*.ipynb"))
ALLOWED_HOSTS = ("mybinder.org", "github.com")
"""The only hosts the README may link to (Binder, and the project's repository)."""
REPLAY_VIEWER = "domino_lessons.widgets.replay_viewer.ReplayViewer"
"""The API page's anchor of ReplayViewer (autodoc's id: the class's full name)."""


SPHINX_WARNING = re.compile(r"(^|: )(WARNING|ERROR|CRITICAL|SEVERE): ")
"""A line of Sphinx's warnings (``path:line: WARNING: ...``, a space after the colon). The executing kernels'
own log lines (Python logging's ``ERROR:tornado.general:...``, e.g. a socket closed at a kernel's shutdown) are
not these: they say nothing about the pages."""


class Tags(HTMLParser):
    """Every start tag of a page, with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def tags(page: Path) -> list[tuple[str, dict[str, str | None]]]:
    parser = Tags()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.tags


def test_a_sphinx_warning_is_told_from_a_kernels_log_line() -> None:
    assert SPHINX_WARNING.search("/docs/games/goat.md:12: WARNING: undefined label: 'x'")
    assert SPHINX_WARNING.search("ERROR: Unknown directive type \"foo\".")
    assert not SPHINX_WARNING.search("ERROR:tornado.general:Uncaught exception in ZMQStream callback")
    assert not SPHINX_WARNING.search("[IPKernelApp] WARNING | Kernel is running over TCP without encryption.")


def test_the_build_succeeds_with_warnings_as_errors(docs_site: DocsSite) -> None:
    site = docs_site.built()
    warnings = [line for line in docs_site.log.splitlines() if SPHINX_WARNING.search(line)]
    assert warnings == [], docs_site.log[-6000:]
    assert (site / "index.html").is_file()


def test_every_section_has_its_pages(docs_site: DocsSite) -> None:
    site = docs_site.built()
    wanted = ["index.html", *(f"{section}/index.html" for section in SECTIONS),
              *(f"games/{game}.html" for game in GAMES), *(f"reference/{page}.html" for page in REFERENCE),
              *(f"lessons/{lang}/{Path(name).stem}.html" for lang in ("en", "it") for name in LESSONS)]
    for section in ("teachers", "developers"):  # their leaves are whatever the folder holds, one at least
        leaves = sorted(path.stem for path in (DOCS / section).glob("*.md") if path.stem != "index")
        assert leaves, f"docs/{section}/ has no page besides its index"
        wanted += [f"{section}/{leaf}.html" for leaf in leaves]
    missing = [page for page in wanted if not (site / page).is_file()]
    assert missing == []
    start = (site / "index.html").read_text(encoding="utf-8")
    for section in SECTIONS:
        assert f'href="{section}/index.html"' in start, f"the start page does not link to {section}/"


def test_the_lessons_are_rendered_with_outputs_in_both_languages(docs_site: DocsSite) -> None:
    site = docs_site.built()
    for lang in ("en", "it"):
        for name in LESSONS:
            page = (site / "lessons" / lang / name).with_suffix(".html").read_text(encoding="utf-8")
            assert "cell_output" in page, f"{lang}/{name}: no output shown"
            assert "lite/" in page and "mybinder.org" in page, f"{lang}/{name}: does not say where to run it live"
            assert "<svg" in page, f"{lang}/{name}: no drawing"
            assert "ReplayViewer(children=" not in page and "VBox(children=" not in page, f"{lang}/{name}: a repr"
    replayed = (site / "lessons" / "en" / "01-all-fives.html").read_text(encoding="utf-8")
    assert "dl-widget-snapshot" in replayed and "dl-widget-missing" not in replayed


def test_every_link_within_a_page_finds_its_anchor(docs_site: DocsSite) -> None:
    site, pointed = docs_site.built(), 0
    for page in sorted(site.rglob("*.html")):
        found = tags(page)
        ids = {attrs["id"] for _, attrs in found if attrs.get("id")}
        anchors = {href[1:] for tag, attrs in found if tag == "a" and (href := attrs.get("href") or "").startswith("#")}
        assert anchors - {""} <= ids, f"{page.relative_to(site)}: no id for {sorted(anchors - ids - {''})[:5]}"
        pointed += len(anchors) if "lessons" in page.parts else 0
    assert pointed > 40  # the lessons' "Read again" links among them


def test_the_cli_page_lists_every_command(docs_site: DocsSite) -> None:
    page = (docs_site.built() / "reference" / "cli.html").read_text(encoding="utf-8")
    missing = [name for name in cli.COMMANDS if f'id="domino-lessons-{name}"' not in page]
    assert missing == []


def test_the_api_page_documents_replay_viewer_with_its_signature(docs_site: DocsSite) -> None:
    page = (docs_site.built() / "reference" / "api.html").read_text(encoding="utf-8")
    match = re.search(rf'<dt class="sig sig-object py" id="{re.escape(REPLAY_VIEWER)}">(.*?)</dt>', page, re.S)
    assert match, f"no #{REPLAY_VIEWER} on the API page"
    signature = re.sub(r"<[^>]+>", "", match.group(1))
    for name in inspect.signature(ReplayViewer).parameters:
        assert name in signature, f"{name} missing from ReplayViewer's signature: {signature}"
    for name in ("Match", "load", "loads", "Record", "replay", "PlayTable", "ScoreQuiz", "Practice", "table_svg",
                 "board_svg", "hand_svg", "tile_svg", "review", "use"):
        assert re.search(rf'id="domino_lessons\.[\w.]*\b{name}"', page), f"{name} is not on the API page"


def test_no_page_loads_anything_from_another_site(docs_site: DocsSite) -> None:
    site = docs_site.built()
    foreign = []
    for page in sorted(site.rglob("*.html")):
        for tag, attrs in tags(page):
            source = attrs.get("src") if tag in ("script", "img", "iframe") else (
                attrs.get("href") if tag == "link" else None)
            if source and (urlsplit(source).scheme or source.startswith("//")) and not source.startswith("data:"):
                foreign.append(f"{page.relative_to(site)}: <{tag}> {source}")
    assert foreign == []


def default_out() -> str:
    """The folder docs/build writes by default, relative to the repository."""
    match = re.search(r'^out="\$docs/([^"]+)"$', (DOCS / "build").read_text(encoding="utf-8"), re.M)
    assert match, "docs/build has no default out"
    return f"docs/{match.group(1)}"


def test_the_workflow_passes_githubs_schema() -> None:
    check = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) or "check-jsonschema"
    done = subprocess.run([check, "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_workflow_publishes_the_build_from_main_only() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as True
    assert set(on) == {"push", "workflow_dispatch"} and on["push"] == {"branches": ["main"]}
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    assert workflow["concurrency"]["group"] == "pages"
    build, deploy = workflow["jobs"]["build"], workflow["jobs"]["deploy"]
    for job in (build, deploy):
        assert job["if"] == "github.ref == 'refs/heads/main'"
    steps = build["steps"]
    assert [step.get("uses", "").split("@")[0] for step in steps if "uses" in step] == [
        "actions/checkout", "actions/setup-python", "actions/upload-pages-artifact"]
    assert [step["run"] for step in steps if "run" in step] == ["bash docs/build"]
    upload = next(step for step in steps if step.get("uses", "").startswith("actions/upload-pages-artifact@"))
    assert upload["uses"] == "actions/upload-pages-artifact@v3"
    assert upload["with"]["path"] == default_out() == "docs/_site"
    assert deploy["needs"] == "build"
    assert deploy["environment"] == {"name": "github-pages", "url": "${{ steps.deployment.outputs.page_url }}"}
    assert [step["uses"] for step in deploy["steps"]] == ["actions/deploy-pages@v4"]
    assert deploy["steps"][0]["id"] == "deployment"


def test_docs_build_puts_the_lessons_site_in_lite() -> None:
    script = (DOCS / "build").read_text(encoding="utf-8")
    assert re.search(r'^  bash lite/build "(\S+)"\n  cp -a "\1" "\$out/lite"$', script, re.M), \
        "docs/build does not copy lite/build's site to OUT/lite"


def test_the_lessons_link_to_the_apps_of_the_lessons_site(docs_site: DocsSite) -> None:
    """Each lesson's "run it live" link is a page lite/build makes (lab/ in English, lab-it/ in Italian)."""
    site = docs_site.built()
    configure = (REPO / "lite" / "configure.py").read_text(encoding="utf-8")
    assert 'START = "lab/index.html?path=00-start-here.ipynb"' in configure and 'ITALIAN_APP = "lab-it"' in configure
    for lang, app in (("en", "lab"), ("it", "lab-it")):
        for name in LESSONS:
            page = (site / "lessons" / lang / name).with_suffix(".html")
            path = name if lang == "en" else f"it/{name}"
            hrefs = [attrs.get("href") for tag, attrs in tags(page) if tag == "a"]
            assert f"../../lite/{app}/index.html?path={path}" in hrefs, f"{lang}/{name}: no link to the lessons site"
            assert (REPO / "notebooks" / path).is_file()


# The README ---------------------------------------------------------------------------------------

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|!\[[^\]]*\]\(\s*<?([^)\s>]+)>?"
                  r"|^\[[^\]]+\]:\s*(\S+)|(?:href|src)=\"([^\"]+)\"", re.M)
FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)


def links(text: str) -> list[str]:
    """Every link target of a Markdown text (inline, images, references, HTML), code blocks left out."""
    text = FENCE.sub("", text)
    text = re.sub(r"`[^`\n]*`", "", text)
    return [next(group for group in match.groups() if group) for match in LINK.finditer(text)]


def slug(title: str) -> str:
    """GitHub's anchor of a heading."""
    title = re.sub(r"<[^>]+>|[*_`]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", title)
    return re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")


def anchors(markdown: Path) -> set[str]:
    found: set[str] = set()
    text = FENCE.sub("", markdown.read_text(encoding="utf-8"))
    for title in re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$", text, re.M):
        base, count = slug(title), 0
        while (name := base if count == 0 else f"{base}-{count}") in found:
            count += 1
        found.add(name)
    found.update(re.findall(r'<a (?:name|id)="([^"]+)"', text))
    return found


def test_the_readme_is_at_most_12_kib() -> None:
    assert README.stat().st_size <= README_LIMIT, f"README.md is {README.stat().st_size} bytes"


def test_every_link_in_the_readme_leads_somewhere() -> None:
    external, broken = [], []
    for target in links(README.read_text(encoding="utf-8")):
        parts = urlsplit(target)
        if parts.scheme in ("http", "https"):
            external.append(target)
            if not any(parts.hostname == host or (parts.hostname or "").endswith("." + host)
                       for host in ALLOWED_HOSTS):
                broken.append(f"{target}: a host other than {', '.join(ALLOWED_HOSTS)}")
            continue
        if parts.scheme:
            broken.append(f"{target}: not a file in the repository nor an allowed site")
            continue
        path = (README.parent / unquote(parts.path)).resolve() if parts.path else README
        if not path.exists() or REPO not in (path, *path.parents):
            broken.append(f"{target}: no such file in the repository")
        elif parts.fragment and path.suffix == ".md" and parts.fragment not in anchors(path):
            broken.append(f"{target}: no heading #{parts.fragment} in {path.relative_to(REPO)}")
    print("external links in README.md:", *external, sep="\n  ")
    assert broken == []


def test_the_link_checker_finds_a_broken_link(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n## Two words\n\n[ok](#two-words) [bad](#three) [file](nowhere.md)\n"
                    "```\n[in code](ignored.md)\n```\n", encoding="utf-8")
    assert links(page.read_text(encoding="utf-8")) == ["#two-words", "#three", "nowhere.md"]
    assert anchors(page) == {"a-page", "two-words"}


@pytest.mark.parametrize("title, anchor", [("Open the lessons", "open-the-lessons"),
                                           ("From Python: `load`", "from-python-load"),
                                           ("JupyterLite (the static site)", "jupyterlite-the-static-site")])
def test_heading_anchors_are_githubs(title: str, anchor: str) -> None:
    assert slug(title) == anchor


def test_the_tables_api_page_lists_every_request_the_service_answers(tmp_path: Path) -> None:
    """The page's table of requests, method and path, against the service's routes and the methods each handler
    defines: a request added, dropped or renamed on either side fails here."""
    from domino_lessons.tables.seal import Seal
    from domino_lessons.tables.service import KeyAuth, make_app
    from domino_lessons.tables import Hall

    page = (DOCS / "reference" / "tables-api.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `(GET|POST)` \| `(/api/[^`]*)` \|", page, flags=re.M))
    hall = Hall(tmp_path / "tables", Seal.fresh())
    app = make_app(hall, KeyAuth("t", hall.folder))
    served = set()
    for rule in app.wildcard_router.rules:
        path = re.sub(r"\(\[A-Za-z0-9\]\{1,12\}\)", "{code}", rule.matcher.regex.pattern.rstrip("$"))
        for method in ("get", "post"):
            if method in vars(rule.target):
                served.add((method.upper(), path))
    assert documented == served and len(served) == 9
