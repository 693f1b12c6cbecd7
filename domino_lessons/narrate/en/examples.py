"""English titles of the example records shipped with the package (a replay tab's title)."""

from __future__ import annotations

from ...core.labels import Label
from .. import Phrasebook

BOOK = Phrasebook()

TITLES = {
    "all-fives-af1": "Example AF-1", "all-fives-af2": "Example AF-2", "all-fives-2p": "2 players",
    "all-fives-3p-winner-takes": "3 players, winner takes", "all-fives-4p-partnership": "4 players in pairs",
    "all-fives-blocked": "A blocked hand",
    "italian-2p": "2 players", "italian-3p": "3 players", "italian-pairs-closed": "a coppie, closed",
    "italian-pairs-open": "a coppie, open",
    "domeng-d1": "Round D1", "domeng-d2": "Round D2", "domeng-pollo": "POLLO", "domeng-empty-table": "Empty table",
    "domeng-camat": "CAMAT", "domeng-match": "Whole match",
    "goat-match": "Goat to 101", "goat-lone-double": "A lone 0-0", "goat-sistemata": "Bending the line",
    "reserve-3p": "With the reserve", "no-reserve-2p": "Without the reserve", "international-match": "International",
    "international-two": "International for two",
}

BOOK.phrases[Label.EXAMPLE] = lambda name: TITLES.get(name, str(name))
