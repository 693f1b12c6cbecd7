"""English words of First to fifty: its name, who leads, going out, the blocked hand's differences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_lessons.core.events import Reason, Seats
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import Phrasebook
from domino_lessons.narrate.en.core import hand_end_text, why
from domino_lessons.narrate.notation import change

from .game import BlockScore, FirstToFifty, Lead, OutScore, ToyHandEnd, Verdict

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand

BOOK = Phrasebook()
BOOK.fixed(FirstToFifty, title="First to fifty")
BOOK.reasons.update({
    Lead.HIGHEST_DOUBLE: lambda r, seats: f"holds {r.tile}, the highest double dealt, and leads it",
    Lead.WON_LAST: lambda r, seats: "won the last hand",
    Lead.HIGHEST_DOUBLE_NEXT: lambda r, seats: "the holder of the highest double leads it (by lot if none was dealt)",
    Verdict.TIE: lambda r, seats: f"{tied(seats, r.values)} hold the fewest pips: a tie, nobody scores",
})


def tied(seats: Seats, held: tuple[int, ...]) -> str:
    """``Ada 5 = Ben 5``: the hands that tie on the fewest pips."""
    return " = ".join(f"{seats.names[s]} {p}" for s, p in enumerate(held) if p == min(held))


@BOOK.says("hint", FirstToFifty)
def hint(variant: FirstToFifty, hand: Hand, tile: Tile, end: str | None) -> str:
    return (f"Nothing scores during play; {tile} is worth {tile.pips}: the fewer pips left in your hand, "
            f"the less another player takes when he goes out")


@BOOK.event(ToyHandEnd)
def hand_end(e: ToyHandEnd) -> str:
    return hand_end_text(e, [] if e.verdict is None else [why(Reason(e.verdict, values=e.side_pips), e.seats)])


@BOOK.event(OutScore)
def out(e: OutScore) -> str:
    others = [(s, p) for s, p in enumerate(e.held) if s != e.side]
    left = " + ".join(f"{e.name(s)} {p}" for s, p in others)
    total = f" = {e.points}" if len(others) > 1 else ""
    return f"{e.name(e.side)} went out: {left}{total} left in hand -> {change(e)}"


@BOOK.event(BlockScore)
def block(e: BlockScore) -> str:
    own = e.held[e.side]
    each = [(e.name(s), p - own) for s, p in enumerate(e.held) if s != e.side]
    said = ", ".join(f"{name} {own + d} - {own} = {d}" for name, d in each)
    total = f": {' + '.join(str(d) for _, d in each)} = {e.points}" if len(each) > 1 else ""
    return f"{e.name(e.side)} holds the fewest pips, {own}: {said}{total} -> {change(e)}"


GLOSSARY = """
| term | meaning |
|---|---|
| **boneyard** | the undealt tiles, face down: draw from it until a tile fits |
| **going out** | laying your last tile: you take the pips left in the other hands |
| **blocked** | nobody can play and the boneyard is empty: the fewest pips score the differences |
| **highest double** | the first hand's leader holds it and leads it |
"""


@BOOK.says("glossary", FirstToFifty)
def glossary(variant: FirstToFifty) -> str:
    """The game's words as a Markdown table."""
    return GLOSSARY.strip()
