"""Italian words for the Practice widget and the progress panel."""

from __future__ import annotations

from datetime import datetime
from typing import Sequence

from ...core.learner import Trainer
from ...rules import Variant
from .. import Phrasebook

BOOK = Phrasebook()

KINDS = {"score": "quanto segna una giocata", "best": "la giocata migliore", "settle": "il conto di fine mano",
         "hand_end": "chi guadagna a fine mano", "leader": "chi apre", "draw": "che cosa fa una pescata",
         "keeps": "quale giocata conserva di più", "reading": "leggere il tavolo"}
"""I tipi di domanda di ogni gioco e dei problemi; un gioco nomina i suoi nelle sue parole."""


@BOOK.says("quiz kind", Variant)
def quiz_kind(kind: str) -> str:
    """Come si chiama un tipo di domanda (le parole di un gioco nominano i suoi tipi)."""
    return KINDS.get(kind, kind)


def done(due: datetime | None) -> str:
    if due is None:
        return ("Per oggi hai finito: non c'è niente in attesa. Una domanda sbagliata in un quiz, o una giocata "
                "costosa in una mano rivista, torna qui come esercizio.")
    return f"Per oggi hai finito. Il prossimo esercizio è il {due:%d/%m/%Y} alle {due:%H:%M} (UTC)."


def costs_said(costs: Sequence[float]) -> str:
    return ("Costo medio per decisione di ogni mano rivista, dalla più vecchia: "
            + ", ".join(f"{cost:.1f}".replace(".", ",") for cost in costs) + ".")


BOOK.words.update({
    Trainer.A_DRILL: "Un esercizio dai tuoi errori",
    Trainer.A_PUZZLE: "Un problema nuovo da partite vere",
    Trainer.NUMBERS: "Numeri",
    Trainer.NOTHING_YET: ("Non c'è ancora niente. Quando dai il tuo file dei progressi a un quiz, al tavolo di gioco "
                          "o a Practice, qui compaiono, gioco per gioco, le righe spuntate, le risposte ai quiz, le "
                          "mani giocate e gli esercizi da fare."),
    Trainer.ALL_TICKED: "Hai spuntato tutte le righe di questa lezione.",
    Trainer.NOT_REVIEWED: ("Nessuna mano rivista: rivedi una mano al tavolo di gioco per vedere qui il tuo costo per "
                           "decisione."),
})

BOOK.phrases.update({
    Trainer.LEFT_TODAY: lambda left: f"{'Resta' if left == 1 else 'Restano'} {left} per oggi.",
    Trainer.DONE: done,
    Trainer.MY_PROGRESS: lambda learner: "I miei progressi" + (f" ({learner})" if learner else ""),
    Trainer.TICKED: lambda ticked, lines: (f"Che cosa sai ora: {ticked} "
                                           f"{'riga spuntata' if ticked == 1 else 'righe spuntate'} su {lines}."),
    Trainer.ACCURACY: lambda kind, right, answered: f"{kind}: {right} risposte giuste sulle ultime {answered}",
    Trainer.HANDS: lambda hands: f"{hands} {'mano giocata' if hands == 1 else 'mani giocate'}.",
    Trainer.DUE_TODAY: lambda due: f"{due} {'esercizio' if due == 1 else 'esercizi'} da fare oggi.",
    Trainer.GO_ON: lambda line: f"Riprendi da dove eri rimasto: {line}",
    Trainer.CHART: lambda learner, game: f"{learner}: costo medio per decisione a {game}, mano per mano",
    Trainer.CHART_DESC: costs_said,
})
