"""Italian words of First to fifty (Primo a cinquanta): who leads, going out, the blocked hand's differences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_lessons.core.events import Reason, Seats
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import Phrasebook
from domino_lessons.narrate.it.core import hand_end_text, the_tile, why
from domino_lessons.narrate.notation import change

from .game import BlockScore, FirstToFifty, Lead, OutScore, ToyHandEnd, Verdict

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand

BOOK = Phrasebook()
BOOK.fixed(FirstToFifty, title="Primo a cinquanta")
BOOK.reasons.update({
    Lead.HIGHEST_DOUBLE: lambda r, seats: f"ha {the_tile(r.tile)}, il doppio più alto distribuito, e apre con quello",
    Lead.WON_LAST: lambda r, seats: "ha vinto la mano precedente",
    Lead.HIGHEST_DOUBLE_NEXT: lambda r, seats: ("apre chi ha il doppio più alto, con quello (per sorteggio se "
                                                "nessun doppio è distribuito)"),
    Verdict.TIE: lambda r, seats: f"{tied(seats, r.values)} hanno meno punti di tutti: pari, nessuno segna",
})


def tied(seats: Seats, held: tuple[int, ...]) -> str:
    """``Ada 5 = Ben 5``: le mani pari con meno punti."""
    return " = ".join(f"{seats.names[s]} {p}" for s, p in enumerate(held) if p == min(held))


@BOOK.says("hint", FirstToFifty)
def hint(variant: FirstToFifty, hand: Hand, tile: Tile, end: str | None) -> str:
    return (f"Durante il gioco non si segna; {tile} vale {tile.pips}: meno punti restano in mano, meno ne incassa "
            f"chi fa domino")


@BOOK.event(ToyHandEnd)
def hand_end(e: ToyHandEnd) -> str:
    return hand_end_text(e, [] if e.verdict is None else [why(Reason(e.verdict, values=e.side_pips), e.seats)])


@BOOK.event(OutScore)
def out(e: OutScore) -> str:
    others = [(s, p) for s, p in enumerate(e.held) if s != e.side]
    left = " + ".join(f"{e.name(s)} {p}" for s, p in others)
    total = f" = {e.points}" if len(others) > 1 else ""
    return f"{e.name(e.side)} ha fatto domino: restano in mano {left}{total} -> {change(e)}"


@BOOK.event(BlockScore)
def block(e: BlockScore) -> str:
    own = e.held[e.side]
    each = [(e.name(s), p - own) for s, p in enumerate(e.held) if s != e.side]
    said = ", ".join(f"{name} {own + d} - {own} = {d}" for name, d in each)
    total = f": {' + '.join(str(d) for _, d in each)} = {e.points}" if len(each) > 1 else ""
    return f"{e.name(e.side)} ha meno punti di tutti, {own}: {said}{total} -> {change(e)}"


GLOSSARY = """
| termine | significato |
|---|---|
| **pozzo** | le tessere non distribuite, coperte: si pesca finché una tessera va |
| **fare domino** | posare l'ultima tessera: si incassano i punti rimasti nelle altre mani |
| **chiusura** | nessuno può giocare e il pozzo è vuoto: chi ha meno punti segna le differenze |
| **doppio più alto** | chi lo ha apre la prima mano, con quello |
"""


@BOOK.says("glossary", FirstToFifty)
def glossary(variant: FirstToFifty) -> str:
    """Le parole del gioco, come tabella Markdown."""
    return GLOSSARY.strip()
