"""A pseudo-locale: English's messages with every letter accented and each text a third longer, so that a screen
or a command's output shows at a glance which of its words came from the catalogue (``ŷôûŕ ţûŕñ``) and which did
not (``your turn``), and whether the layout holds longer words."""

from __future__ import annotations

from pathlib import Path

from domino_lessons.narrate.catalogue import HERE, Catalogue

ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                         "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ")
"""Each ASCII letter and its accented stand-in."""


def pseudo(text: str) -> str:
    """A text's letters accented, and one tilde for every three letters before its closing spaces (longer words, as
    many languages have)."""
    body = text.rstrip()
    return body.translate(ACCENTED) + "~" * (sum(c.isalpha() for c in body) // 3) + text[len(body):]


def pseudo_files(folder: Path, target: Path) -> list[Path]:
    """English's message files in ``folder`` rewritten into ``target`` with every text pseudo-localized (variables,
    keys, functions and references untouched)."""
    from fluent.syntax import FluentParser, FluentSerializer, ast, visitor

    class Texts(visitor.Transformer):
        def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
            node.value = pseudo(node.value)
            return node

    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted(folder.glob("*.ftl")):
        resource = Texts().visit(FluentParser().parse(path.read_text(encoding="utf-8")))
        written.append(target / path.name)
        written[-1].write_text(FluentSerializer().serialize(resource), encoding="utf-8")
    return written


def pseudo_catalogue(target: Path) -> Catalogue:
    """English's catalogue (the package's messages) as a pseudo-locale, written under ``target``."""
    return Catalogue("en", pseudo_files(HERE / "en", target))
