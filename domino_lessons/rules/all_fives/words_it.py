"""Italian words for All Fives: the count, the spinner, the subtractions and awards at the end of a hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.tableau import Tableau
from .game import AllFives, AwardScore, FivesHandEnd, FivesProblem, Spinner, SubtractScore, count_scores
from ...core.tiles import Tile
from ...narrate import Phrasebook
from ...narrate.notation import change
from ...narrate.it.core import count_sentence, hand_end_text, holdings_text

if TYPE_CHECKING:
    from ...core.engine import Hand

BOOK = Phrasebook()
BOOK.fixed(AllFives, title="All Fives")
BOOK.phrases[FivesProblem.PARTNERSHIP] = (
    lambda players: f'opzione "partnership": solo in 4 si gioca a coppie, non in {players}')
BOOK.reasons.update({
    Spinner.LEAD: lambda r, seats: "Primo doppio: lo spinner.",
    Spinner.MID_LINE: lambda r, seats: (f"{r.tile} è il primo doppio: è lo spinner, con un lato coperto; N e S si "
                                        f"aprono quando si copre anche l'altro lato."),
    Spinner.CLOSED: lambda r, seats: (f"{r.tile} copre il secondo lato dello spinner, che non conta più; N e S sono "
                                      f"aperti."),
})


def count_line(board: Tableau) -> str:
    """Il conteggio di ``board`` con il calcolo."""
    parts = tuple(board.count_parts())
    return count_sentence(parts, count_scores(sum(p.value for p in parts)))


@BOOK.says("hint", AllFives)
def hint(variant: AllFives, hand: Hand, tile: Tile, end: str | None) -> str:
    board = hand.board.copy()
    board.place(tile, end)
    return count_line(board)


@BOOK.event(SubtractScore)
def subtract(e: SubtractScore) -> str:
    return f"{holdings_text(e.seats, e.holdings)}: in tutto {e.raw} punti, arrotondati a {-e.points}, sottratti: {change(e)}"


@BOOK.event(AwardScore)
def award(e: AwardScore) -> str:
    held = f"{holdings_text(e.seats, e.holdings)}: in tutto {e.raw} punti -> arrotondati a {e.rounded}"
    if not e.fewest:
        return f"{held} -> {change(e)}"
    mine, *others = e.fewest
    side = e.seats.side_name(e.side)
    if e.tied == 1:
        has = "hanno" if len(e.seats.sides[e.side]) > 1 else "ha"
        return f"Chiusura, {side} {has} meno punti ({mine} < {min(others)}): {held} -> {change(e)}"
    each = f"{e.rounded / e.tied:g}".replace(".", ",")
    share = f"{e.rounded} diviso fra {e.tied}: {each} -> {e.points} ciascuno"
    return f"Chiusura, {e.tied} parti pari con meno punti ({mine}): {held}, {share} -> {change(e)}"


@BOOK.event(FivesHandEnd)
def hand_end(e: FivesHandEnd) -> str:
    said = []
    if e.tied_without_award:
        names = " = ".join(f"{e.seats.side_name(s)} {e.side_pips[s]}" for s in e.tied_without_award)
        said.append(f"Pari con meno punti ({names}) -> nessun premio")
    for sides, pips in e.rounded_away:
        whose = " e ".join(e.seats.side_name(s) for s in sides)
        nothing = "nulla da sottrarre" if e.subtract else "nulla da assegnare"
        said.append(f"I {pips} punti di {whose} si arrotondano a 0: {nothing}" if pips != 1 else
                    f"L'unico punto di {whose} si arrotonda a 0: {nothing}")
    return hand_end_text(e, said)


GLOSSARY = """
| termine | significato |
|---|---|
| **tessera** (*dominu*) | uno dei 28 pezzi; un **doppio** ha lo stesso numero sulle due metà |
| **punti** (*pepite*) | i puntini; una tessera vale i suoi punti |
| **pozzo** (in inglese <i lang="en">boneyard</i>) | le tessere rimaste coperte dopo la distribuzione, da pescare una alla volta |
| **apertura** | la prima tessera della mano |
| **capo** | un'estremità aperta della fila, dove si accosta una tessera: L e R, più N e S sullo spinner |
| **spinner** (*u spinner*) | il primo doppio della mano; apre quattro bracci |
| **conteggio** | la somma dei capi aperti dopo una giocata; un multiplo di 5 segna |
| **domino** | posare l'ultima tessera della propria mano (*fare domino*): la mano finisce |
| **chiusura** | nessuno può giocare e il pozzo è vuoto: la mano finisce |
| **arrotondamento al 5** (`round5`) | arrotondare i punti al 5 più vicino: 1–2 per difetto, 3–4 per eccesso |
| **a coppie** | due giocatori uno di fronte all'altro, con un solo punteggio |
| **Muggins** | un gioco parente in cui l'avversario può reclamare un conteggio dimenticato (non usato qui) |
"""


@BOOK.says("glossary", AllFives)
def glossary(variant: AllFives) -> str:
    return GLOSSARY.strip()
