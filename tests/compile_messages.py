"""Compile the gettext catalogs the command line ships (``domino_lessons/locale/*/LC_MESSAGES/*.po`` → ``.mo``).

    .venv/bin/python tests/compile_messages.py

Run it after editing a ``.po`` file; ``tests/test_cli_language.py`` checks every ``.mo`` is its ``.po`` compiled.
"""

from __future__ import annotations

import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parent.parent / "domino_lessons" / "locale"


def compiled(po: Path) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file (the same bytes for the same file)."""
    with po.open("rb") as handle:
        catalog = read_po(handle)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


if __name__ == "__main__":
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        po.with_suffix(".mo").write_bytes(compiled(po))
        print(f"wrote {po.with_suffix('.mo').relative_to(LOCALE.parent.parent)}")
