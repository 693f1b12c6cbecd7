"""English words for the principles of good play and how often the expert and a newcomer follow them."""

from __future__ import annotations

from enum import Enum

from ...core.advice import Advice, Said
from .. import Phrasebook, narrator

BOOK = Phrasebook()


def measured(principle: Enum, positions: int, expert: int, greedy: int) -> str:
    """A principle (its name from the narrator: a game's own principles are worded in its folder) and its shares."""
    n = max(positions, 1)
    return (f"{narrator('en').word(principle)}: the expert follows it in {expert / n:.0%} of the {positions} "
            f"positions where it decides the play, a newcomer in {greedy / n:.0%}.")


BOOK.words.update({
    Advice.FOLLOW: "Leave ends you can follow",
    Advice.LEVEL: "Make both ends show the same number",
    Advice.DOUBLES: "Play a double while you can",
    Advice.SHUT_OUT: "Leave the next player only numbers he is known to lack",
    Advice.LEAVE_LITTLE: "Leave the next player little to score",
    Advice.SCORE_NOW: "Take the biggest score now",
})

BOOK.phrases.update({Said.MEASURED: measured})
