"""Italian words for the principles of good play and how often the expert and a newcomer follow them."""

from __future__ import annotations

from enum import Enum

from ...core.advice import Advice, Said
from .. import Phrasebook, narrator

BOOK = Phrasebook()


def nel(share: float) -> str:
    """``nel 78%``, ``nell'80%``: the article as the number is read aloud (uno, otto, undici, ottanta...)."""
    whole = round(share * 100)
    article = "nell'" if whole in (1, 8, 11) or 80 <= whole <= 89 else "nel "
    return f"{article}{whole}%"


def measured(principle: Enum, positions: int, expert: int, greedy: int) -> str:
    """A principle (its name from the narrator: a game's own principles are worded in its folder) and its shares."""
    n = max(positions, 1)
    return (f"{narrator('it').word(principle)}: l'esperto lo segue {nel(expert / n)} delle {positions} "
            f"posizioni in cui decide la giocata, un principiante {nel(greedy / n)}.")


BOOK.words.update({
    Advice.FOLLOW: "Lascia capi a cui puoi rispondere",
    Advice.LEVEL: "Fai mostrare lo stesso numero a tutti e due i capi",
    Advice.DOUBLES: "Gioca un doppio finché puoi",
    Advice.SHUT_OUT: "Lascia al giocatore seguente solo numeri che sai che non ha",
    Advice.LEAVE_LITTLE: "Lascia poco da segnare al giocatore seguente",
    Advice.SCORE_NOW: "Prendi subito il punteggio più alto",
})

BOOK.phrases.update({Said.MEASURED: measured})
