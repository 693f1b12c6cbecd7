"""Titoli italiani delle partite d'esempio distribuite con il pacchetto (il titolo di una scheda)."""

from __future__ import annotations

from ...core.labels import Label
from .. import Phrasebook

BOOK = Phrasebook()

TITLES = {
    "all-fives-af1": "Esempio AF-1", "all-fives-af2": "Esempio AF-2", "all-fives-2p": "2 giocatori",
    "all-fives-3p-winner-takes": "3 giocatori, winner-takes", "all-fives-4p-partnership": "4 giocatori a coppie",
    "all-fives-blocked": "Una mano chiusa",
    "italian-2p": "2 giocatori", "italian-3p": "3 giocatori", "italian-pairs-closed": "A coppie, chiusa",
    "italian-pairs-open": "A coppie, aperta",
    "domeng-d1": "Giro D1", "domeng-d2": "Giro D2", "domeng-pollo": "POLLO", "domeng-empty-table": "Banco vuoto",
    "domeng-camat": "CAMAT", "domeng-match": "Partita intera",
    "goat-match": "Goat a 101", "goat-lone-double": "Lo 0-0 da solo", "goat-sistemata": "Piegare la fila",
    "reserve-3p": "Con la riserva", "no-reserve-2p": "Senza riserva", "international-match": "Internazionale",
    "international-two": "Internazionale per due",
}

BOOK.phrases[Label.EXAMPLE] = lambda name: TITLES.get(name, str(name))
