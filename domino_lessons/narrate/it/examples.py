"""Titoli italiani delle partite d'esempio distribuite con il pacchetto (il titolo di una scheda).

Le parole di ogni gioco danno i titoli delle sue partite (``BOOK.titles``); una partita senza
titolo si chiama col suo nome.
"""

from __future__ import annotations

from ...core.labels import Label
from .. import Phrasebook, narrator

BOOK = Phrasebook()
BOOK.phrases[Label.EXAMPLE] = lambda name: narrator("it").titles.get(name, str(name))
