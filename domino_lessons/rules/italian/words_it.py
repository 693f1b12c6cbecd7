"""Italian words for Italian domino: who leads, credits, debits and the pairs' difference."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable

from ...core.events import Reason, Seats
from .game import (CreditScore, DebitScore, DifferenceScore, Holdings, Italian, ItalianHandEnd, ItalianPairs,
                              Lead, Verdict)
from ...core.tiles import Tile
from ...narrate import Phrasebook
from ...narrate.notation import change, seat_of
from ...narrate.it.core import describe, hand_end_text, the_tile, why

if TYPE_CHECKING:
    from ...core.engine import Hand

BOOK = Phrasebook()
BOOK.titles.update({"italian-2p": "2 giocatori", "italian-3p": "3 giocatori",
                    "italian-pairs-closed": "A coppie, chiusa", "italian-pairs-open": "A coppie, aperta"})
BOOK.fixed(Italian, title="Domino italiano")
BOOK.fixed(ItalianPairs, title="Domino italiano a coppie")
LEADS: dict[Enum, Callable[[Reason, Seats], str]] = {
    Lead.SIX_SIX: lambda r, seats: "in quattro apre chi ha il 6-6",
    Lead.HIGHEST_DOUBLE: lambda r, seats: (f"ha {the_tile(r.tile)}, il doppio più alto distribuito; il 6-6 non è "
                                           f"stato distribuito"),
    Lead.HEAVIEST: lambda r, seats: (f"ha {the_tile(r.tile)}, la tessera più pesante; nessun doppio è stato "
                                     f"distribuito"),
    Lead.WON: lambda r, seats: "ha vinto la mano precedente",
    Lead.SEAT_AFTER: lambda r, seats: f"nessun vincitore: tocca a chi siede dopo {seats.names[seat_of(r)]}",
    Lead.SIX_SIX_NEXT: lambda r, seats: "apre chi ha il 6-6",
}
BOOK.reasons.update(LEADS)
BOOK.reasons.update({
    Verdict.EVERYONE_PAYS: lambda r, seats: "Nessun vincitore: a ognuno si addebitano i propri punti",
    Verdict.NULL_HAND: lambda r, seats: (f"{seats.side_names[0]} {r.values[0]} = {seats.side_names[1]} {r.values[1]} "
                                         f"→ mano nulla, nessun punto"),
})


def pip_sum(tiles: tuple[Tile, ...]) -> str:
    """``2-2 4 + 6-0 6 = 10`` (una tessera: ``6-6 12``; nessuna: ``niente``)."""
    if not tiles:
        return "niente"
    parts = " + ".join(f"{t} {t.pips}" for t in tiles)
    return parts if len(tiles) == 1 else f"{parts} = {sum(t.pips for t in tiles)}"


def holdings_sum(seats: Seats, holdings: Holdings) -> str:
    each = [f"{seats.names[seat]} ha {pip_sum(tiles)}" for seat, tiles in holdings]
    if len(holdings) == 1:
        return each[0]
    sums = [sum(t.pips for t in tiles) for _, tiles in holdings]
    return f"{', '.join(each)}: {' + '.join(map(str, sums))} = {sum(sums)}"


@BOOK.says("hint", Italian)
def hint(variant: Italian, hand: Hand, tile: Tile, end: str | None) -> str:
    return f"Durante il gioco non si segna; {tile} vale {tile.pips} se ti resta in mano"


@BOOK.says("describe", ItalianPairs)
def describe_pairs(variant: ItalianPairs) -> str:
    kind = "partita chiusa" if variant.hand_size == 7 else "partita aperta"
    return f"{describe(variant)} [{kind}]"


@BOOK.event(ItalianHandEnd)
def hand_end(e: ItalianHandEnd) -> str:
    if e.verdict is None:
        return hand_end_text(e, [])
    return hand_end_text(e, [why(Reason(e.verdict, values=e.side_pips), e.seats)])


@BOOK.event(CreditScore)
def credit(e: CreditScore) -> str:
    tail = f" (le tessere di {e.name(e.ignored)} non contano)" if e.ignored is not None else ""
    return f"{e.name(e.player)} ha fatto domino: {holdings_sum(e.seats, e.holdings)} → {change(e, '→')}{tail}"


@BOOK.event(DebitScore)
def debit(e: DebitScore) -> str:
    has = "hanno" if len(e.seats.sides[e.side]) > 1 else "ha"
    return f"{e.seats.side_name(e.side)} {has} {pip_sum(e.tiles)}, addebito: {change(e, '→')}"


@BOOK.event(DifferenceScore)
def difference(e: DifferenceScore) -> str:
    names = e.seats.side_names
    sums = ", ".join(f"{n} {p}" for n, p in zip(names, e.pair_pips))
    high, low = max(e.pair_pips), min(e.pair_pips)
    return f"{sums} → {names[e.side]} segnano la differenza {high} - {low} = {e.points}: {change(e, '→')}"


GLOSSARY = """
| italiano | significato |
|---|---|
| **tessera** | uno dei 28 pezzi del set |
| **doppio** | tessera con lo stesso numero sulle due metà |
| **pozzo** | le tessere coperte da cui si pesca |
| **pescare** | prendere una tessera dal pozzo |
| **accostare**, **attaccare** | posare una tessera a un capo della fila, con la metà che mostra lo stesso numero |
| **capo** | un'estremità aperta della fila, dove si accosta una tessera (i capi sono sempre due) |
| **passare** | saltare il turno quando non si può giocare |
| **fare domino** | posare l'ultima tessera della propria mano: si vince la mano |
| **chiusura**, **mano chiusa** | mano bloccata: nessuno può giocare |
| **accredito** | punti dati a chi fa domino |
| **addebito** | punti tolti a un giocatore |
| **a coppie** | in quattro, due coppie: i compagni siedono uno di fronte all'altro |
| **partita chiusa / aperta** | a coppie con 7 tessere e niente pozzo / con 5 e un pozzo di 8 |
| **mano nulla** | mano senza punti (coppie pari) |
| **mano / partita** | una distribuzione / l'intera sfida fino a 100 |
"""


@BOOK.says("glossary", Italian)
def glossary(variant: Italian) -> str:
    return GLOSSARY.strip()


KNOWN = (
    ("set", "Le 28 tessere, le mani di 7 e il pozzo", "Le-tessere-e-il-pozzo"),
    ("matching", "Accostare una tessera a uno dei due capi della fila, L e R", "Accostare:-una-fila-con-due-capi"),
    ("leader", "Chi apre: libera scelta, chi ha vinto, chi siede dopo l'ultimo che ha aperto; il 6-6, il doppio più alto, la tessera più pesante; i posti contati da 0",
     "Chi-apre"),
    ("drawing", "Pescare una tessera sola, e il turno che finisce lì", "Quando-non-puoi-giocare:-peschi-una-tessera"),
    ("going-out", "Il domino, la chiusura che si nota subito, accrediti e addebiti", "Il-domino,-o-la-chiusura"),
    ("four-players", "In quattro, ognuno per sé", "In-quattro,-senza-coppie"),
    ("pairs", "A coppie: compagni di fronte, partita chiusa e aperta", "Domino-a-coppie"),
    ("difference", "La regola della differenza e la mano nulla", "La-regola-della-differenza"),
    ("reading", "Leggere il tavolo: che cosa rivela un passo o una pescata, e le tessere nascoste",
     "Leggere-il-tavolo"),
)
"""The lesson's "Che cosa sai adesso" lines in order: (line id, text, the id of its section's heading)."""
