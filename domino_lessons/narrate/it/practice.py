"""Italian words for the Practice widget and the progress panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...core.learner import Trainer
from ...rules import Variant
from .. import Phrasebook

if TYPE_CHECKING:
    from datetime import datetime

BOOK = Phrasebook()

KINDS = {"score": "quanto segna una giocata", "best": "quale giocata segna di più", "settle": "il conto di fine mano",
         "hand_end": "chi segna a fine mano", "leader": "chi apre", "draw": "che cosa succede dopo una pescata",
         "keeps": "quale giocata rende di più", "reading": "leggere il tavolo"}
"""I tipi di domanda di ogni gioco e dei problemi; un gioco nomina i suoi nelle sue parole."""


@BOOK.says("quiz kind", Variant)
def quiz_kind(kind: str) -> str:
    """Come si chiama un tipo di domanda (le parole di un gioco nominano i suoi tipi)."""
    return KINDS.get(kind, kind)


def done(due: datetime | None, minutes: int = 0) -> str:
    """Per ora non resta niente: quando torna il prossimo esercizio, nell'ora di chi impara (fra ``minutes``)."""
    if due is None:
        return ("Per oggi hai finito: non ci sono esercizi da fare. Ogni domanda sbagliata in un quiz e ogni "
                "giocata costosa in una mano rivista tornano qui come esercizio.")
    from datetime import datetime  # here: the narrator is made without it

    local = due.astimezone()
    if minutes < 15:
        return "Per ora hai finito: il prossimo esercizio torna fra pochi minuti."
    if local.date() == datetime.now(local.tzinfo).date():
        return f"Per ora hai finito: il prossimo esercizio torna oggi alle {local:%H:%M}."
    return f"Per oggi hai finito. Il prossimo esercizio è previsto per il {local:%d/%m/%Y} alle {local:%H:%M}."


def accuracy(kind: str, right: int, answered: int) -> str:
    """``2 risposte giuste sulle ultime 3``, ``1 risposta giusta sull'ultima``."""
    said = "1 risposta giusta" if right == 1 else f"{right} risposte giuste"
    return f"{kind[:1].upper()}{kind[1:]}: {said} " + ("sull'ultima" if answered == 1 else f"sulle ultime {answered}")


def costs_said(costs: Sequence[float]) -> str:
    return ("Costo medio per decisione in ogni mano rivista, dalla prima all'ultima: "
            + ", ".join(f"{cost:.1f}".replace(".", ",") for cost in costs) + ".")


BOOK.words.update({
    Trainer.A_DRILL: "Un esercizio nato dai tuoi errori",
    Trainer.A_PUZZLE: "Un problema nuovo, preso da una partita vera",
    Trainer.NUMBERS: "Numeri",
    Trainer.NOTHING_YET: ("Non c'è ancora niente da mostrare. Quando un quiz, il tavolo di gioco o gli esercizi di ripasso usano il "
                          "tuo file dei progressi, qui compaiono, gioco per gioco, le righe spuntate, le risposte ai "
                          "quiz, le mani giocate e gli esercizi da fare."),
    Trainer.ALL_TICKED: "Hai spuntato tutte le righe di questa lezione.",
    Trainer.NOT_REVIEWED: ("Nessuna mano rivista: rivedi una mano al tavolo di gioco per vedere qui il tuo costo medio "
                           "per decisione."),
})

BOOK.phrases.update({
    Trainer.LEFT_TODAY: lambda left: f"{'Ne resta' if left == 1 else 'Ne restano'} {left} per oggi.",
    Trainer.DONE: done,
    Trainer.MY_PROGRESS: lambda learner: "I miei progressi" + (f" ({learner})" if learner else ""),
    Trainer.TICKED: lambda ticked, lines: (f"Che cosa sai adesso: {ticked} "
                                           f"{'riga spuntata' if ticked == 1 else 'righe spuntate'} su {lines}."),
    Trainer.ACCURACY: accuracy,
    Trainer.HANDS: lambda hands: ("Nessuna mano giocata." if hands == 0
                                  else f"{hands} {'mano giocata' if hands == 1 else 'mani giocate'}."),
    Trainer.DUE_TODAY: lambda due: ("Nessun esercizio da fare oggi." if due == 0 else
                                    f"{due} {'esercizio' if due == 1 else 'esercizi'} da fare oggi."),
    Trainer.GO_ON: lambda line: f"Riprendi da dove avevi lasciato: {line}",
    Trainer.CHART: lambda learner, game: f"Costo medio per decisione di {learner}, mano per mano ({game})",
    Trainer.CHART_DESC: costs_said,
})
