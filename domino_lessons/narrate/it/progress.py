"""Italian words for the learner's progress: a file moved aside or not read, a drill's question and answer."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ...core.learner import Damage, Learner
from .. import Phrasebook
from .core import to as to_whom

BOOK = Phrasebook()


def damaged(damage: Damage, detail: str) -> str:
    return BOOK.words[damage] + (f" ({detail})" if detail else "")


def kept(chosen: str, cost: float, best: str, right: bool, lines: Sequence[tuple[str, float]]) -> str:
    head = (f"{chosen} conserva quanto qualsiasi altra giocata." if cost <= 0 else
            f"{chosen} è vicina alla migliore: {best} conserva solo {cost:.1f} in più." if right else
            f"{best} conserva in media {cost:.1f} più di {chosen}.")
    each = "; ".join(f"{play}: {value:+.1f}" for play, value in lines)
    return (f"{head} Quanto conserva ogni giocata per il resto della mano, in media sulle distribuzioni che il "
            f"giocatore non sa distinguere: {each}.")


BOOK.words.update({
    Damage.UNREADABLE: "non si può leggere",
    Damage.NOT_JSON: "è troncato o danneggiato: non è un JSON completo",
    Damage.FOREIGN: "non è un file dei progressi di domino-lessons",
    Damage.NEWER: "è stato scritto da una versione più recente di domino-lessons",
})

BOOK.phrases.update({
    Learner.MOVED_ASIDE: lambda path, to, damage, detail: (f"Il file dei progressi {path} non si può leggere, "
                                                           f"{damaged(damage, detail)}: è stato spostato in "
                                                           f"{Path(to).name} accanto a lui, e si comincia un file "
                                                           f"dei progressi nuovo."),
    Learner.NOT_READ: lambda path, damage, detail: f"{path}: non letto, {damaged(damage, detail)}; lasciato com'è",
    Learner.KEEPS_MOST: lambda who: f"Tocca {to_whom(who)}. Quale giocata conserva di più per il resto della mano?",
    Learner.KEPT: kept,
})
