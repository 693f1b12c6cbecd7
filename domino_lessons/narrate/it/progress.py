"""Italian words for a drill of a reviewed decision and a reading puzzle: the question and its answer."""

from __future__ import annotations

from typing import Sequence

from ...core.learner import Learner
from .. import Phrasebook
from ..notation import tenths
from .core import to as to_whom

BOOK = Phrasebook()


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


BOOK.phrases.update({
    Learner.KEEPS_MOST: lambda who, unit="points": (f"Tocca {to_whom(who)}. Quale giocata rende di più per il resto "
                                                    f"{'del giro' if unit == 'stones' else 'della mano'}?"),
    Learner.KEPT: kept,
    Learner.CANNOT_HOLD: lambda who: (f"Quali numeri non può avere {who}? Scegli tutti i numeri che il tavolo ti "
                                      f"permette di escludere."),
    Learner.RULED_OUT: ruled_out,
})
