"""What every language writes the same way: signed changes, side sums, a review's estimates.

Numbers, tiles and end names are notation, not words; each language's phrasebooks use these.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.events import Reason, Score, Seats


def show(value: Any) -> str:
    """A value from a record or a call as JSON writes it (``"x"``, ``[1, 2]``), else its repr."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def tile_first(token: str) -> str:
    """A record's token with each tile as the text says it, the higher number first (``1-6 R`` → ``6-1 R``)."""
    return " ".join(canonical(word) for word in token.split())


def canonical(word: str) -> str:
    pips = word.split("-")
    if len(pips) == 2 and all(pip.isdigit() for pip in pips) and int(pips[0]) < int(pips[1]):
        return f"{pips[1]}-{pips[0]}"
    return word


def seat_of(reason: Reason) -> int:
    """The seat a reason names (its code always has one)."""
    if reason.seat is None:
        raise ValueError(f"{reason.code!r} names no seat")
    return reason.seat


def change(score: Score, arrow: str = "->") -> str:
    """``Ada +10 (20 -> 30)``; ``arrow``: the language's (Italian writes ``→``)."""
    return f"{score.seats.side_name(score.side)} {score.points:+d} ({score.before} {arrow} {score.after})"


def side_sum(seats: Seats, side: int, values: tuple[int, ...]) -> str:
    """``Ada+Cy 9 + 8 = 17`` or ``Ben 14``."""
    members = seats.sides[side]
    total = sum(values[s] for s in members)
    if len(members) == 1:
        return f"{seats.side_name(side)} {total}"
    return f"{seats.side_name(side)} {' + '.join(str(values[s]) for s in members)} = {total}"


def by_since(lacks: dict[int, int]) -> list[tuple[int, list[int]]]:
    """The pips ruled out for a seat grouped by the step since which, earliest first: ``[(13, [0, 5])]``."""
    return [(since, [pip for pip, at in lacks.items() if at == since]) for since in sorted(set(lacks.values()))]


def tenths(value: float, comma: bool = False) -> str:
    """A signed value to one decimal (``+4.2``; ``+4,2`` where the comma is the decimal mark)."""
    text = f"{value:+.1f}"
    return text.replace(".", ",") if comma else text


def give_or_take(value: float, margin: float, comma: bool = False) -> str:
    """A value with the half-width of its interval, unsigned: ``8.3 ± 2.1`` (``8,3 ± 2,1``)."""
    return f"{tenths(value, comma)[1:]} ± {tenths(margin, comma)[1:]}"


def estimates(values: Any, comma: bool = False) -> str:
    """A review's choices with their estimated worth: ``5-5 N +7.3, 6-4 R +3.1``; with the decimal comma, where a
    comma cannot part them: ``5-5 N: +7,3; 6-4 R: +3,1``."""
    if comma:
        return "; ".join(f"{move}: {tenths(value, comma)}" for move, value in values)
    return ", ".join(f"{move} {tenths(value, comma)}" for move, value in values)


def plays_listed(plays: Any, most: int = 6) -> str:
    """The first ``most`` plays in record notation, ``...`` for the rest: ``3-3, 6-3 L, ...``."""
    return ", ".join(str(m) for m in plays[:most]) + (", ..." if len(plays) > most else "")
