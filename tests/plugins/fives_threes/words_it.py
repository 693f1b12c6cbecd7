"""Italian words of Fives and Threes (Cinque e tre): i cinque e i tre del conteggio, la fine della mano, chi apre,
le tessere che restano nel pozzo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_lessons.core.events import Reason, Seats
from domino_lessons.core.spinner import CountPart, count_parts
from domino_lessons.core.tableau import Tableau
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import Phrasebook
from domino_lessons.narrate.it.core import hand_end_text, play_words, why
from domino_lessons.narrate.notation import change

from .game import EndScore, FivesAndThrees, Lead, ThreesHandEnd, ThreesPlay, ThreesScore, Tie, count_points

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand

BOOK = Phrasebook()
BOOK.fixed(FivesAndThrees, title="Cinque e tre")
BOOK.reasons.update({
    Lead.FEWEST: lambda r, seats: "aveva meno punti in mano quando la mano precedente si è chiusa",
    Tie.FEWEST: lambda r, seats: f"{tied(seats, r.values)} hanno meno punti di tutti: nessuno segna",
})


def tied(seats: Seats, held: tuple[int, ...]) -> str:
    """``Ada 5 = Ben 5``: le mani pari con meno punti."""
    return " = ".join(f"{seats.names[s]} {p}" for s, p in enumerate(held) if p == min(held))


def arithmetic(total: int) -> str:
    """``15 / 5 = 3 e 15 / 3 = 5: 8``, o perché il conteggio non segna."""
    if total == 0:
        return "lo zero non segna mai"
    said = [f"{total} / {d} = {total // d}" for d in (5, 3) if total % d == 0]
    if not said:
        return "non è multiplo né di 5 né di 3"
    return f"{' e '.join(said)}: {count_points(total)}" if len(said) > 1 else said[0]


def count_sentence(parts: tuple[CountPart, ...]) -> str:
    """``Capi L 3 + R 12 = 15 → 15 / 5 = 3 e 15 / 3 = 5: 8``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(map(str, parts)) if parts else "nessun capo aperto"
    return f"Capi {sums} = {total} → {arithmetic(total)}"


@BOOK.says("count line", FivesAndThrees)
def count_line(game: type[FivesAndThrees], board: Tableau) -> str:
    return count_sentence(tuple(count_parts(board)))


@BOOK.says("hint", FivesAndThrees)
def hint(variant: FivesAndThrees, hand: Hand, tile: Tile, end: str | None) -> str:
    board = hand.board.copy()
    board.place(tile, end)
    return count_line(type(variant), board)


@BOOK.says("option kept", FivesAndThrees)
def kept(value: int) -> str:
    return f"le ultime {value} tessere restano nel pozzo" if value else "si può pescare tutto il pozzo"


@BOOK.event(ThreesPlay)
def play(e: ThreesPlay) -> str:
    return " ".join([*play_words(e), count_sentence(e.count)])


@BOOK.event(ThreesScore)
def count_score(e: ThreesScore) -> str:
    total = sum(p.value for p in e.parts)
    return f"Capi {' + '.join(map(str, e.parts))} = {total} → {arithmetic(total)} → {change(e)}"


@BOOK.event(EndScore)
def end_score(e: EndScore) -> str:
    others = " + ".join(f"{e.name(s)} {p}" for s, p in enumerate(e.held) if s != e.side)
    raw = sum(e.held) - e.held[e.side]
    summed = f"{others} = {raw} punti" if len(e.held) > 2 else f"{others} punti"
    how = "ha fatto domino" if e.went_out else f"ha meno punti in mano, {e.held[e.side]}"
    return (f"{e.name(e.side)} {how}: {summed}, al 5 più vicino {e.rounded}, "
            f"{e.rounded} / 5 = {e.points} → {change(e)}")


@BOOK.event(ThreesHandEnd)
def hand_end(e: ThreesHandEnd) -> str:
    return hand_end_text(e, [] if e.tie is None else [why(Reason(e.tie, values=e.side_pips), e.seats)])


GLOSSARY = """
| termine | significato |
|---|---|
| **conteggio** | la somma dei capi aperti dopo una giocata, un doppio in punta per intero |
| **cinque e tre** | un conteggio divisibile per 5 segna conteggio / 5, per 3 conteggio / 3; 15 e 30 segnano entrambi |
| **spinner** | il primo doppio: apre quattro bracci, N e S quando i suoi due lati sono coperti |
| **pozzo** | le tessere non distribuite, che si pescano finché una va; in due, le ultime due restano lì |
| **domino** | posare l'ultima tessera: i punti in mano agli altri, al 5 più vicino, un punto ogni 5 |
| **chiusura** | nessuno può giocare né pescare: chi ha meno punti in mano segna quelli degli altri |
"""


@BOOK.says("glossary", FivesAndThrees)
def glossary(variant: FivesAndThrees) -> str:
    """Le parole del gioco in una tabella Markdown."""
    return GLOSSARY.strip()
