"""Leave out of the site's wheels the data no lesson reads: Babel's locale data but for the lessons' languages, and
pytz's time zones but UTC.

    python lite/trim.py WHEELS_DIR LANG...      (run by lite/build before precompile.py)

The messages (Fluent, over Babel) need CLDR's data for the languages the lessons speak: ``root.dat`` and one file
per language (``it.dat``); Babel's wheel carries 1,000 locales (33 MB unpacked, 11 MB in its wheel). Fluent imports
pytz for dates with a time zone, which the site's lessons never write. Each wheel is rewritten with its RECORD
listing what is left; the same wheels, the same bytes.
"""

from __future__ import annotations

import re
import sys
import zipfile
from pathlib import Path

from precompile import write_wheel


def left_out(languages: list[str]) -> dict[str, re.Pattern[str]]:
    """For each wheel by its project's name, the files left out."""
    kept = "|".join(["root", *map(re.escape, languages)])
    return {"babel": re.compile(rf"babel/locale-data/(?!({kept})\.dat$)"),
            "pytz": re.compile(r"pytz/zoneinfo/(?!(UTC|Etc/UTC)$)")}


def trim(wheel: Path, dropped: re.Pattern[str]) -> tuple[int, int]:
    """Rewrite ``wheel`` without the files ``dropped`` matches; its size before and after."""
    before = wheel.stat().st_size
    with zipfile.ZipFile(wheel) as source:
        files = {m.filename: source.read(m) for m in source.infolist()
                 if not m.is_dir() and not dropped.match(m.filename)}
    write_wheel(wheel, files)
    return before, wheel.stat().st_size


def main(argv: list[str]) -> int:
    folder, languages = Path(argv[0]), argv[1:]
    for project, dropped in left_out(languages).items():
        for wheel in sorted(folder.glob(f"{project}-*.whl")):
            before, after = trim(wheel, dropped)
            print(f"trim: {wheel.name} ({before} -> {after} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
