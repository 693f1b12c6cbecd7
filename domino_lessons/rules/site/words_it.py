"""Italian words for Goat and the site's family: going out, pesce and patta, the lone doubles, scoring."""

from __future__ import annotations

from ...core.events import Reason, Seats
from .game import (SPECIAL, ChargeScore, Goat, GoatMatchEnd, International, InternationalTwo, Lead, NoReserve,
                   Reserve, SiteAsk, SiteGame, SiteHandEnd, SiteProblem, TakeScore)
from .principles import SiteAdvice
from ...narrate import Phrasebook
from ...narrate.it.practice import quiz_kind as shared_kind
from ...narrate.notation import change, seat_of, side_sum
from ...narrate.it.core import describe, option_words, the_tile, title_of, to, why

BOOK = Phrasebook()
BOOK.titles.update({
    "goat-match": "Goat a 101", "goat-lone-double": "Lo 0-0 da solo", "goat-sistemata": "Piegare la fila",
    "reserve-3p": "Con la riserva", "no-reserve-2p": "Senza riserva", "international-match": "Internazionale",
    "international-two": "Internazionale per due",
})
BOOK.fixed(Goat, title="Goat (Kozel)")
BOOK.words[SiteAdvice.SHED_SPECIAL] = "Liberati dei doppi speciali, lo 0-0 e il 6-6, appena puoi"
BOOK.phrases[SiteAdvice.SHED_SPECIAL] = lambda play, measure: (f"{play} mette giù lo 0-0 o il 6-6" if measure else
                                                             f"{play} no")
BOOK.says("option scoring", SiteGame)({"goat": "punteggio del Goat", "winner-takes": "chi vince incassa"}.get)
BOOK.says("option special_doubles", SiteGame)(lambda v: "con i doppi speciali" if v else "senza doppi speciali")
BOOK.fixed(Reserve, title="Domino con la riserva")
BOOK.fixed(NoReserve, title="Domino senza riserva")
BOOK.fixed(International, title="Domino internazionale")
BOOK.fixed(InternationalTwo, title="Domino internazionale per due")
BOOK.phrases[SiteProblem.HAND_SIZE] = lambda players, size, limit, reserve: (
    f'opzione "hand_size": {players} giocatori x {size} tessere fa più di {limit}: il set ha 28 tessere'
    + (" e una deve restare nella riserva" if reserve else ""))
BOOK.reasons.update({
    Lead.LOWEST_DOUBLE: lambda r, seats: (f"ha {the_tile(r.tile)}, il doppio più basso distribuito senza contare lo "
                                          f"0-0, e può aprire con qualsiasi tessera"),
    Lead.LOWEST_TILE: lambda r, seats: (f"ha {the_tile(r.tile)}, la tessera più bassa, perché nessun doppio dall'1-1 "
                                        f"al 6-6 è stato distribuito, e può aprire con qualsiasi tessera"),
    Lead.HIGHEST_TILE: lambda r, seats: f"ha {the_tile(r.tile)}, la tessera più alta",
    Lead.LOWEST_DOUBLE_NEXT: lambda r, seats: "apre chi ha il doppio più basso",
    Lead.PATTA: lambda r, seats: "dopo la patta apre chi ha la tessera più alta",
    Lead.WON_FISH: lambda r, seats: "ha vinto il pesce",
    Lead.FISH_PARTNER: lambda r, seats: fish_partner(r, seats),
})


def fish_partner(r: Reason, seats: Seats) -> str:
    """After a fish won by a pair the partner with fewer points leads; on a tie, the first of the two to play."""
    seat = seat_of(r)
    partner = next(s for s in seats.sides[r.side or 0] if s != seat)
    mine, theirs = r.values
    won = f"pesce vinto da {seats.side_name(r.side or 0)}"
    if mine < theirs:
        return f"{won}; {seats.names[seat]} ha meno punti di {seats.names[partner]}, {mine} contro {theirs}"
    return (f"{won}; {seats.names[seat]} e {seats.names[partner]} hanno gli stessi punti ({mine}): dei due, "
            f"{seats.names[seat]} è il primo a giocare dopo l'ultima tessera in tavola")


@BOOK.says("describe", SiteGame)
def describe_site(variant: SiteGame) -> str:
    if variant.scoring != "goat":  # "chi vince incassa" already says who takes the points
        return describe(variant)
    # The title has its own brackets, "Goat (Kozel)": the options follow a colon, not a second pair.
    opts = ", ".join(option_words(k, v, variant) for k, v in variant.options.items())
    return f"{title_of(variant)}: {opts}; perde chi arriva al traguardo"


@BOOK.says("end question", SiteGame)
def end_question(variant: SiteGame) -> str:
    return ("A quale parte vanno i punti di penalità, e quanti? (Punteggio del Goat: a chi perde la mano si "
            "addebitano i suoi punti.)"
            if variant.scoring == "goat" else "Chi vince la mano, e quanti punti incassa?")


BOOK.fixed(SiteGame, nobody="nessuno (patta)")
BOOK.phrases[SiteAsk.VALUE] = lambda side: (f"La mano è finita. Quanto valgono ora le tessere di {side} "
                                             f"(il valore che decide un pesce e il punteggio)?")


def wins(seats: Seats, side: int | None) -> str:
    return "vincono" if side is not None and len(seats.sides[side]) > 1 else "vince"


@BOOK.event(SiteHandEnd)
def hand_end(e: SiteHandEnd) -> str:
    seats, names = e.seats, e.seats.side_names
    notes = [f"l'unica tessera di {seats.names[s]} è {the_tile(t)}, che vale {SPECIAL[t]}" for s, t in e.specials]
    said = "; ".join(notes)
    special = f" {said[:1].upper()}{said[1:]}." if notes else ""  # the reason comes before the sums it explains
    sums = ", ".join(side_sum(seats, side, e.values) for side in range(len(seats.sides)))
    if e.player is not None:
        head = (f"{seats.names[e.player]} posa la sua ultima tessera: {names[e.winner or 0]} {wins(seats, e.winner)} "
                f"la mano.{special} In mano: {sums}.")
    else:
        ends = " / ".join(f"{n} {p}" for n, p in e.ends)
        verdict = "patta, nessuno segna" if e.winner is None else f"{wins(seats, e.winner)} {names[e.winner]}"
        head = f"Pesce: nessuno può giocare su {ends}.{special} {sums} → {verdict}."
    if e.match_over:
        return head
    because = why(e.next_reason, seats) if e.next_reason else ""
    if e.next_leader is None:
        return f"{head} Prossima mano: {because}."
    return f"{head} Prossima mano: apre {seats.names[e.next_leader]} ({because})."


@BOOK.event(TakeScore)
def take(e: TakeScore) -> str:
    others = [s for s in range(len(e.seats.sides)) if s != e.side]
    held = ", ".join(side_sum(e.seats, s, e.values) for s in others)
    return f"{held} → {change(e, '→')}"


@BOOK.event(ChargeScore)
def charge(e: ChargeScore) -> str:
    name = e.seats.side_name(e.side)
    their = "loro" if len(e.seats.sides[e.side]) > 1 else "suoi"
    said = to(name)
    return f"{said[:1].upper()}{said[1:]} si addebitano i {their} {e.points} punti: {change(e, '→')}"


@BOOK.event(GoatMatchEnd)
def goat_match_end(e: GoatMatchEnd) -> str:
    names = e.seats.side_names
    sums = "; ".join(f"{names[i]} {e.totals[i] - e.last_points[i]} + {e.last_points[i]} = "
                     f"{e.totals[i]} ≥ {e.target}" for i in e.losers)
    goats = " e ".join(names[i] for i in e.losers)
    verdict = ("nessun vincitore fra gli altri (pareggio)" if e.winner is None
               else f"{wins(e.seats, e.winner)} {names[e.winner]}")
    are = "sono" if len(e.losers) > 1 or len(e.seats.sides[e.losers[0]]) > 1 else "è"
    goat = "i caproni" if len(e.losers) > 1 else "il caprone"
    return f"{sums} → {goats} {are} {goat} (goat): {verdict}"


GLOSSARY = """
| termine | significato |
|---|---|
| **Goat, Kozel** (*козёл*) | il gioco a coppie; il nome vuol dire *caprone* |
| **caprone** (*goat*) | la parte che arriva a 101 e perde |
| **pesce** (*рыба*) | una mano bloccata: nessuno può giocare |
| **patta** | una mano pari: valori uguali, nessun punto |
| **smazzata** | una mano (una distribuzione) |
| **riserva, bazar** (*базар*) | le tessere non distribuite, da cui si pesca |
| **doppio** (sul sito *la doppia*) | una tessera con le due metà uguali; lo 0-0 è il doppio bianco (sul sito *la doppia bianca*) |
| **chi vince incassa** | chi vince riceve i punti degli avversari |
| **punteggio del Goat** | penalità: chi arriva al traguardo perde |
| **sistemata** | piegare la fila: cambia solo la figura |
| **doppi speciali** | lo 0-0 o il 6-6 rimasto da solo in mano: 25 o 50 nel Goat |
"""


@BOOK.says("glossary", SiteGame)
def glossary(variant: SiteGame) -> str:
    return GLOSSARY.strip()


KNOWN = (
    ("basics", "Le basi: una fila con due capi, il doppio di traverso, chi può giocare deve giocare, i posti contati da 0",
     "Le-basi,-per-tutti-e-cinque-i-giochi"),
    ("hand-end", "Il domino, il pesce e la patta", "Come-finisce-una-mano"),
    ("scoring", "Chi vince incassa, e il punteggio del Goat, in cui chi arriva al traguardo perde",
     "Due-modi-di-segnare-i-punti"),
    ("special-doubles", "Lo 0-0 (25) e il 6-6 (50) rimasti da soli, che possono decidere anche un pesce",
     "I-due-doppi-speciali-del-Goat"),
    ("five-games", "I cinque giochi: giocatori, tessere, riserva o tessere fuori gioco, traguardi",
     "I-cinque-giochi-a-confronto"),
    ("leader", "Chi apre: chi ha il doppio più basso, chi ha la tessera più alta, chi ha vinto la mano precedente",
     "Chi-apre"),
    ("reserve", "La riserva: almeno una tessera resta alla distribuzione, poi si pesca fino all'ultima",
     "Pescare-dalla-riserva"),
    ("sistemata", "Piegare la fila: i giunti contati dall'apertura, e i due che non si piegano mai",
     "Piegare-la-fila:-la-sistemata"),
    ("reading", "Leggere il tavolo: che cosa rivelano un passo o una pescata, e le tessere nascoste",
     "Leggere-il-tavolo"),
)
"""The lesson's "Che cosa sai adesso" lines in order: (line id, text, the id of its section's heading)."""


OWN_KINDS = {'hand_end': 'a chi vanno i punti a fine mano', 'value': 'quanto valgono le tessere di una parte'}
"""I tipi di domanda propri di questo gioco, come li nomina il pannello dei progressi."""


@BOOK.says("quiz kind", SiteGame)
def quiz_kind(kind: str) -> str:
    return OWN_KINDS.get(kind) or shared_kind(kind)
