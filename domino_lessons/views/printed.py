"""Printed pages: the page shell (A4 or Letter, margins, a running title and page numbers) and writing it
as HTML with print styles or as PDF, through WeasyPrint (the ``print`` extra; its CSS paged media).

Every table is drawn with its tile faces inline (``table_svg``'s default): WeasyPrint does not follow a
``<use>`` into another drawing, so ``faces_svg`` is no help on paper. On paper the table is recoloured
(``on_paper``): a white cloth and dark type instead of the screen's green, for toner and for black-and-white
printers. A file is written atomically, an
existing one replaced (as ``render --html`` does); an unknown ending or a PDF library that cannot load is a
``WriteError`` before anything is drawn.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

from ..core.errors import DominoError, NoPdf, WriteError
from ..core.problems import OptionChoice
from ..core.record import check_ending, unwritable, write_atomic
from ..narrate import narrator
from .render import THEME

PAPERS = {"a4": "A4", "letter": "letter"}
"""The paper sizes, by the name a command takes, as CSS ``@page`` names them."""
ENDINGS = (".html", ".pdf")
"""What a printed page's file name may end in."""

PAPER = {
    THEME["background"]: "#ffffff",
    THEME["band"]: "#e4e4e4",
    THEME["text"]: "#1b1b1b",
    THEME["muted"]: "#555555",
    THEME["end"]: "#e8b000",
    THEME["target"]: "#0b61a4",
    THEME["stone"]: "#78909c",
}
"""The screen's colours that change on paper (the tiles, their backs and the last-tile marker keep theirs)."""
SVG_NAMESPACES = {"": "http://www.w3.org/2000/svg", "xlink": "http://www.w3.org/1999/xlink",
                  "ev": "http://www.w3.org/2001/xml-events"}

STYLE = """<style>
@page { size: __SIZE__; margin: 14mm 14mm 16mm 14mm;
  @bottom-center { content: __TITLE__ " \\B7  " counter(page) " / " counter(pages); font: 9pt sans-serif;
    color: #555; } }
body { font-family: sans-serif; font-size: 11pt; line-height: 1.35; color: #1b1b1b; margin: 0; }
@media screen { body { max-width: 190mm; margin: 16px auto; padding: 0 8px; } }
h1 { font-size: 16pt; margin: 0 0 4mm 0; } h2 { font-size: 12pt; margin: 0 0 2mm 0; }
.item > svg { display: block; width: 100%; height: auto; max-height: 78mm; border: 0.3mm solid #888; }
.part { break-before: page; } .part:first-of-type { break-before: auto; } .part.key { break-before: right; }
.item { break-inside: avoid; margin: 0 0 6mm 0; }
.blanks { display: flex; gap: 8mm; margin: 0 0 5mm 0; } .blanks span { flex: 1; border-bottom: 1px solid #555; }
.choices { list-style: none; padding: 0; margin: 2mm 0; columns: 2; } .choices li::before { content: "\\2610  "; }
.write { border-bottom: 1px solid #555; height: 9mm; }
.domino-annotation { font-size: 9.5pt; border-left: 3px solid #1f5f3a; padding: 2mm 3mm; margin: 2mm 0 0 0; }
.domino-annotation ul { margin: 1mm 0; padding-left: 5mm; } .domino-annotation .step { font-weight: bold; }
.domino-annotation li.score { font-weight: bold; } .domino-annotation .note { font-style: italic; }
</style>"""


def on_paper(svg: str) -> str:
    """A drawing recoloured for paper (``PAPER``): only the ``fill`` and ``stroke`` attributes change, never a text."""
    for prefix, uri in SVG_NAMESPACES.items():
        ET.register_namespace(prefix, uri)
    root = ET.fromstring(svg)
    for element in root.iter():
        for name in ("fill", "stroke"):
            colour = element.get(name)
            if colour in PAPER:
                element.set(name, PAPER[colour])
    return ET.tostring(root, encoding="unicode")


def css_string(text: str) -> str:
    """``text`` as a CSS string, every character but letters, digits and spaces escaped (safe in ``<style>``)."""
    return '"' + "".join(c if c.isalnum() and c.isascii() or c == " " else f"\\{ord(c):X} " for c in text) + '"'


def page_html(title: str, body: str, *, paper: str = "a4", lang: str | None = None) -> str:
    """A whole printable page: ``title`` (text) at its head and at the foot of every printed page, ``body`` (HTML)."""
    if paper not in PAPERS:
        raise DominoError(OptionChoice(key="paper", value=paper, choices=tuple(PAPERS)))
    style = STYLE.replace("__SIZE__", PAPERS[paper]).replace("__TITLE__", css_string(title))
    return (f'<!DOCTYPE html>\n<html lang="{narrator(lang).lang}"><head><meta charset="utf-8">'
            f"<title>{escape(title)}</title>{style}</head><body><h1>{escape(title)}</h1>{body}</body></html>\n")


def check_out(out: Path) -> None:
    """Refuse, before anything is drawn, a folder, a file name of no known ending, or a PDF where the PDF
    library cannot load."""
    check_ending(out, ENDINGS)
    if out.suffix.lower() == ".pdf":
        pdf_library(out)


def pdf_library(out: Path) -> type:
    """WeasyPrint's ``HTML`` class; a ``WriteError`` about ``out`` where it (or Pango under it) cannot load."""
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as exc:
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise WriteError(NoPdf(path=out, why=why)) from None
    return HTML  # type: ignore[no-any-return]


def write_printed(out: Path, html: str, *, make_folder: bool = True) -> None:
    """The page written to ``out``: as it is for ``.html``, rendered for ``.pdf`` (the folders made if
    ``make_folder``, else a missing one refused)."""
    check_out(out)
    if not make_folder:
        unwritable(out)
    data: str | bytes = html
    if out.suffix.lower() == ".pdf":
        data = pdf_library(out)(string=html).write_pdf()
    write_atomic(out, data, make_folder=make_folder)
