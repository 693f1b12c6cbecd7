"""English words for Italian domino: credits, debits and the pairs' difference."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable

from ...core.events import Seats
from ...core.events import Reason
from .game import (CreditScore, DebitScore, DifferenceScore, Holdings, Italian, ItalianHandEnd, ItalianPairs,
                              Lead, Verdict)
from ...core.tiles import Tile
from ...narrate import Phrasebook
from ...narrate.notation import change, seat_of
from ...narrate.en.core import describe, hand_end_text, why

if TYPE_CHECKING:
    from ...core.engine import Hand

BOOK = Phrasebook()
BOOK.titles.update({"italian-2p": "2 players", "italian-3p": "3 players", "italian-pairs-closed": "a coppie, closed",
                    "italian-pairs-open": "a coppie, open"})
BOOK.fixed(Italian, title="Italian domino")
BOOK.fixed(ItalianPairs, title="Italian domino a coppie")
LEADS: dict[Enum, Callable[[Reason, Seats], str]] = {
    Lead.SIX_SIX: lambda r, seats: "holds 6-6 and leads it (4 players)",
    Lead.HIGHEST_DOUBLE: lambda r, seats: f"holds {r.tile}, the highest double dealt; 6-6 was not dealt",
    Lead.HEAVIEST: lambda r, seats: f"holds {r.tile}, the heaviest tile; no double was dealt",
    Lead.WON: lambda r, seats: "won the last hand",
    Lead.SEAT_AFTER: lambda r, seats: f"no winner: the seat after {seats.names[seat_of(r)]}",
    Lead.SIX_SIX_NEXT: lambda r, seats: "the holder of 6-6 leads it",
}
BOOK.reasons.update(LEADS)
BOOK.reasons.update({
    Verdict.EVERYONE_PAYS: lambda r, seats: "No winner: each player pays his own pips",
    Verdict.NULL_HAND: lambda r, seats: (f"{seats.side_names[0]} {r.values[0]} = {seats.side_names[1]} {r.values[1]} "
                                         f"-> null hand, no score"),
})


def pip_sum(tiles: tuple[Tile, ...]) -> str:
    """``2-2 4 + 6-0 6 = 10`` (one tile: ``6-6 12``; none: ``nothing``)."""
    if not tiles:
        return "nothing"
    parts = " + ".join(f"{t} {t.pips}" for t in tiles)
    return parts if len(tiles) == 1 else f"{parts} = {sum(t.pips for t in tiles)}"


def holdings_sum(seats: Seats, holdings: Holdings) -> str:
    """``Ben holds 2-2 4 + 6-0 6 = 10``; for several players ``Ben holds ... = 10, Cy holds 1-1 2: 10 + 2 = 12``."""
    each = [f"{seats.names[seat]} holds {pip_sum(tiles)}" for seat, tiles in holdings]
    if len(holdings) == 1:
        return each[0]
    sums = [sum(t.pips for t in tiles) for _, tiles in holdings]
    return f"{', '.join(each)}: {' + '.join(map(str, sums))} = {sum(sums)}"


@BOOK.says("hint", Italian)
def hint(variant: Italian, hand: Hand, tile: Tile, end: str | None) -> str:
    return f"Nothing scores during play; {tile} is worth {tile.pips} if it stays in your hand"


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
    tail = f" ({e.name(e.ignored)}'s tiles ignored)" if e.ignored is not None else ""
    return f"{e.name(e.player)} went out: {holdings_sum(e.seats, e.holdings)} -> {change(e)}{tail}"


@BOOK.event(DebitScore)
def debit(e: DebitScore) -> str:
    return f"{e.seats.side_name(e.side)} holds {pip_sum(e.tiles)}, debited: {change(e)}"


@BOOK.event(DifferenceScore)
def difference(e: DifferenceScore) -> str:
    names = e.seats.side_names
    sums = ", ".join(f"{n} {p}" for n, p in zip(names, e.pair_pips))
    high, low = max(e.pair_pips), min(e.pair_pips)
    return f"{sums} -> {names[e.side]} score the difference {high} - {low} = {e.points}: {change(e)}"


GLOSSARY = """
| italiano | English |
|---|---|
| <b lang="it">tessera</b> | tile |
| <b lang="it">doppio</b> | double |
| <b lang="it">pozzo</b> | the face-down stock you draw from; the boneyard |
| <b lang="it">pescare</b> | to draw from the pozzo |
| <b lang="it">accostare</b>, <b lang="it">attaccare</b> | to lay a tile on an open end |
| <b lang="it">capo</b>, <i lang="it">i capi</i> | an open end of the line (there are always two) |
| <b lang="it">passare</b> | to pass |
| <b lang="it">fare domino</b> | to play your last tile: you go out and win the hand |
| <b lang="it">chiusura</b>, <b lang="it">mano chiusa</b> | a blocked hand: nobody can play |
| <b lang="it">addebito</b> | debit: points charged against a player |
| <b lang="it">a coppie</b> | in pairs, partners opposite |
| <b lang="it">partita chiusa</b> / <b lang="it">aperta</b> | pairs game with 7 each and no pozzo / with 5 each and a pozzo of 8 |
| <b lang="it">mano nulla</b> | null hand: no score |
| <b lang="it">mano</b> / <b lang="it">partita</b> | hand / match |
"""
"""The Italian terms are marked as Italian, so a screen reader says them in Italian."""


@BOOK.says("glossary", Italian)
def glossary(variant: Italian) -> str:
    """The game's words, native terms first, as a Markdown table."""
    return GLOSSARY.strip()


KNOWN = (
    ("set", "The 28 tiles, the 7-tile hands and the pozzo", "The-set-and-the-pozzo"),
    ("matching", "Matching on a line with two ends, L and R", "Matching:-a-line-with-two-ends"),
    ("leader", "Who leads: free choice, the winner, the seat after the last leader; 6-6, the highest double, the heaviest tile; seats counted from 0",
     "Who-leads"),
    ("drawing", "Drawing one tile, and the turn that ends with it", "When-you-cannot-play:-draw-one-tile"),
    ("going-out", "Going out, a blocked hand noticed at once, credits and debits", "Going-out,-or-a-blocked-hand"),
    ("four-players", "Four players, each for himself", "Four-players,-each-for-himself"),
    ("pairs", "A coppie: partners opposite, closed and open", "Domino-a-coppie:-the-partnership-game"),
    ("difference", "The difference rule and the null hand", "The-difference-rule"),
    ("reading", "Reading the table: what a pass or a draw proves, and the hidden tiles", "Reading-the-table"),
)
"""The lesson's "What you now know" lines in order: (line id, text, the id of its section's heading)."""
