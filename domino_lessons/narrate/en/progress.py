"""English words for a drill of a reviewed decision and a reading puzzle: the question and its answer."""

from __future__ import annotations

from typing import Sequence

from ...core.learner import Learner
from .. import Phrasebook

BOOK = Phrasebook()


def kept(chosen: str, cost: float, best: str, right: bool, lines: Sequence[tuple[str, float]], unit: str = "points",
         penalty: bool = False) -> str:
    head = (f"No other play keeps more than {chosen}." if cost <= 0 else
            f"{chosen} is close to the best: {best} keeps only {cost:.1f} {unit} more." if right else
            f"{best} keeps {cost:.1f} {unit} more than {chosen} on average.")
    each = "; ".join(f"{play}: {value:+.1f} {unit}" for play, value in lines)
    way = (f"the others' {unit} minus the player's side's" if penalty or unit == "stones" else
           f"the player's side's {unit} minus the others'")
    rest = "round" if unit == "stones" else "hand"
    return (f"{head} What each play keeps for the rest of the {rest} ({way}: more is better), on average over the "
            f"deals the player cannot tell apart: {each}.")


def numbers(pips: Sequence[int], last: str = "and") -> str:
    """``3, 5 and 6`` (``last``: the last joining word); ``none`` for no number."""
    said = [str(pip) for pip in pips]
    return "none" if not said else said[0] if len(said) == 1 else f"{', '.join(said[:-1])} {last} {said[-1]}"


def ruled_out(who: str, chosen: Sequence[int], answer: Sequence[int], proofs: Sequence[tuple[int, Sequence[int]]],
              right: bool) -> str:
    head = (f"{who} holds no tile with {numbers(answer, 'or')}." if right else
            f"You chose: {numbers(chosen)}; the table proves {who} holds no tile with {numbers(answer, 'or')}.")
    why = "; ".join(f"at move {step} {who} could not play on {numbers(pips, 'or')}" for step, pips in proofs)
    return f"{head} {why[:1].upper()}{why[1:]}: a player passes or draws only when none of their tiles fits."


BOOK.phrases.update({
    Learner.KEEPS_MOST: lambda who, unit="points": (f"{who} is to play. Which play keeps the most for the rest of "
                                                    f"the {'round' if unit == 'stones' else 'hand'}?"),
    Learner.KEPT: kept,
    Learner.CANNOT_HOLD: lambda who: f"Which numbers can {who} not hold? Choose every number the table proves.",
    Learner.RULED_OUT: ruled_out,
})
