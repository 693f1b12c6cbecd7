"""Italian words for the learner's progress: a file moved aside or not read, a drill's question and answer."""

from __future__ import annotations

import os
from typing import Sequence

from ...core.learner import Damage, Learner
from .. import Phrasebook
from ..notation import tenths
from .core import to as to_whom

BOOK = Phrasebook()


def file_name(path: str | os.PathLike[str]) -> str:
    """The last part of a path (pathlib imported here: the narrator is made without it)."""
    from pathlib import Path

    return Path(path).name


def damaged(damage: Damage, detail: str) -> str:
    return BOOK.words[damage] + (f" ({detail})" if detail else "")


def kept(chosen: str, cost: float, best: str, right: bool, lines: Sequence[tuple[str, float]], unit: str = "points",
         penalty: bool = False) -> str:
    word, ending = ("pietre", "e") if unit == "stones" else ("punti", "i")
    more = tenths(cost, comma=True)[1:]
    head = (f"Nessun'altra giocata rende più di {chosen}." if cost <= 0 else
            f"{chosen} è vicina alla migliore: {best} rende solo {more} {word} in più." if right else
            f"{best} rende in media {more} {word} più di {chosen}.")
    each = "; ".join(f"{play}: {tenths(value, comma=True)} {word}" for play, value in lines)
    way = (f"{word} degli altri meno quell{ending} della sua parte" if penalty or unit == "stones" else
           f"{word} della sua parte meno quell{ending} degli altri")
    rest = "del giro" if unit == "stones" else "della mano"
    return (f"{head} Quanto rende ogni giocata per il resto {rest} ({way}: più alto è, meglio è), in media sulle "
            f"distribuzioni che il giocatore non può distinguere: {each}.")


def numbers(pips: Sequence[int], last: str = "e") -> str:
    """``3, 5 e 6`` (``last``: l'ultima congiunzione); ``nessuno`` per nessun numero."""
    said = [str(pip) for pip in pips]
    return "nessuno" if not said else said[0] if len(said) == 1 else f"{', '.join(said[:-1])} {last} {said[-1]}"


def ruled_out(who: str, chosen: Sequence[int], answer: Sequence[int], proofs: Sequence[tuple[int, Sequence[int]]],
              right: bool) -> str:
    head = (f"{who} non ha nessuna tessera con {numbers(answer, 'o')}." if right else
            f"Hai scelto: {numbers(chosen)}; il tavolo dimostra che {who} non ha nessuna tessera con "
            f"{numbers(answer, 'o')}.")
    why = "; ".join(f"alla mossa {step} {who} non poteva giocare su {numbers(pips, 'o')}"
                    for step, pips in proofs)
    return (f"{head} {why[:1].upper()}{why[1:]}: si passa o si pesca solo quando nessuna delle proprie tessere "
            f"va bene.")


BOOK.words.update({
    Damage.UNREADABLE: "non si può leggere",
    Damage.NOT_JSON: "è troncato o danneggiato: non è un JSON completo",
    Damage.FOREIGN: "non è un file dei progressi di domino-lessons",
    Damage.NEWER: "è stato scritto da una versione più recente di domino-lessons",
})

BOOK.phrases.update({
    Learner.MOVED_ASIDE: lambda path, to, damage, detail: (f"Il file dei progressi {path} {damaged(damage, detail)}: "
                                                           f"l'ho spostato in {file_name(to)}, nella stessa cartella, "
                                                           f"e ne comincio uno nuovo."),
    Learner.KEPT_IN: lambda path: (f"Le risposte ai quiz, le mani e le spunte di questa pagina sono conservate in "
                                   f"`{path}`, sul tuo disco; non viene inviato niente a nessuno. Cancella il file per "
                                   f"ricominciare da capo."),
    Learner.NOT_READ: lambda path, damage, detail: f"{path}: {damaged(damage, detail)}; il file non è stato toccato",
    Learner.KEEPS_MOST: lambda who, unit="points": (f"Tocca {to_whom(who)}. Quale giocata rende di più per il resto "
                                                    f"{'del giro' if unit == 'stones' else 'della mano'}?"),
    Learner.KEPT: kept,
    Learner.CANNOT_HOLD: lambda who: (f"Quali numeri non può avere {who}? Scegli tutti i numeri che il tavolo ti "
                                      f"permette di escludere."),
    Learner.RULED_OUT: ruled_out,
})
