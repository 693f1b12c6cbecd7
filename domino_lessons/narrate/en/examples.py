"""English titles of the example records shipped with the package (a replay tab's title).

Each game's words give the titles of its own records (``BOOK.titles``); a record without one is
called by its name.
"""

from __future__ import annotations

from ...core.labels import Label
from .. import Phrasebook, narrator

BOOK = Phrasebook()
BOOK.phrases[Label.EXAMPLE] = lambda name: narrator("en").titles.get(name, str(name))
