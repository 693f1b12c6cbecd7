"""Italian words for Domeng: passes, stones, shortfalls, the CAMAT, round and match ends.

I termini del gioco (PASSEBUNGE, CUCUQ, CAMAT...) restano in bugis, come li dicono i giocatori.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ...core.events import Event
from .game import (Camat, Domeng, DomengAsk, DomengMatchEnd, DomengPass, DomengProblem, Lead, RoundEnd,
                   Shortfall, Stones, Term, state_of)
from .principles import DomengAdvice
from .state import STONES
from ...narrate import Phrasebook
from ...narrate.it.practice import quiz_kind as shared_kind
from ...narrate.it.quiz import a_blocked, laid_last
from ...narrate.it.views import hand_word
from .words_en import terms_of
from ...narrate.notation import seat_of
from ...narrate.it.core import describe_ends, the_tile, to, why

if TYPE_CHECKING:
    from ...core.engine import Match
    from ...core.record import Standing

BOOK = Phrasebook()
BOOK.words[DomengAdvice.COUNT_OUT] = "Lascia sui capi numeri quasi esauriti"
BOOK.phrases[DomengAdvice.COUNT_OUT] = lambda play, measure: (
    f"dopo {play}, nessuna tessera nascosta va sui capi" if measure == 0 else
    f"dopo {play}, 1 tessera nascosta va sui capi" if measure == -1 else
    f"dopo {play}, {-measure:.0f} tessere nascoste vanno sui capi")
BOOK.titles.update({"domeng-d1": "Giro D1", "domeng-d2": "Giro D2", "domeng-pollo": "POLLO",
                    "domeng-empty-table": "Banco vuoto", "domeng-camat": "CAMAT", "domeng-match": "Partita intera"})
BOOK.fixed(Domeng, title="Domeng")
BOOK.phrases.update({
    DomengProblem.MATCH_END: lambda value: f'l\'opzione "match_end" deve essere "camat" o "rounds:N" con N ≥ 1, non {value!r}',
    DomengProblem.NO_OPENING_DOUBLE: lambda: ("nessun doppio dal 6-6 al 3-3 è stato distribuito: tre tessere coperte "
                                              "non possono nascondere quattro doppi"),
    DomengProblem.START_SHAPE: lambda: ('"start" per Domeng deve essere {"table": n, "stones": [uno per posto], '
                                        '"camat": posto o null}'),
    DomengProblem.START_NUMBERS: lambda: '"start": "table" e le cinque "stones" devono essere interi ≥ 0',
    DomengProblem.START_SUM: lambda table, held: (f'"start": le pietre del banco ("table", {table}) e quelle in mano '
                                                  f"({held}) devono fare 25"),
    DomengProblem.START_CAMAT: lambda: '"start": "camat" deve essere un posto da 0 a 4, o null',
})


def pass_question(who: str, ends: Mapping[str, int], laid: int, last_who: str | None, tile: Any) -> str:
    done = ("non ha ancora posato nessuna tessera" if not laid
            else f"ha posato {laid} tesser{'e' if laid != 1 else 'a'}")
    return (f"{who} non può giocare su {describe_ends(dict(ends))} e {done} in questo giro; "
            f"{laid_last(last_who, tile)}. Quante pietre riceve {who}, e chi gliele dà?")


BOOK.phrases.update({
    DomengAsk.PASS: pass_question,
    DomengAsk.MATTIKKENG: lambda who, tile, manguno: (f"Il giro è bloccato: {laid_last(who, tile)} e nessuno ha potuto "
                                                      f"rispondere, quindi {manguno} è il MANGUNO. Chi vince il giro, e "
                                                      f"quante pietre prende {manguno}?"),
    DomengAsk.THE_TABLE: lambda: "il banco",
    DomengAsk.BLOCKED_ROUND: lambda game: f"Quiz: {a_blocked(hand_word(game))}",
})
BOOK.reasons.update({
    Lead.OPENS: lambda r, seats: "nel primo giro apre chi ha il 6-6" + (
        f"; {' e '.join(the_tile(t) for t in r.tiles)} {'sono' if len(r.tiles) > 1 else 'è'} fra le tessere coperte, "
        f"quindi apre chi ha {the_tile(r.tile)}" if r.tiles else ""),
    Lead.CAMAT: lambda r, seats: "CAMAT",
    Lead.WINNER: lambda r, seats: "ha vinto il giro precedente",
    Term.LEMPA: lambda r, seats: "LEMPA.",
    Term.MAPPAKULING: lambda r, seats: "MAPPAKULING (non è la sua ultima tessera: niente pietre).",
    Term.ULTIMO_MAPPANO: lambda r, seats: f"ULTIMO MAPPANO: {seats.names[seat_of(r)]}.",
})

RULE_NAMES = {"pass": "PASS", "passebunge": "PASSEBUNGE", "cappu": "PRIMO CAPPU", "ceki": "CEKI", "pollo": "POLLO",
              "manguno": "MANGUNO", "mattikkeng": "MATTIKKENG", "mattikkeng-1": "MATTIKKENG (una pietra sola)"}


def stones(n: int) -> str:
    return f"{n} pietr{'e' if n != 1 else 'a'}"


@BOOK.says("terms", Domeng)
def terms(variant: Domeng, events: Iterable[Event]) -> str:
    return ", ".join(terms_of(events))


BOOK.fixed(Domeng, totals_label="Pietre", hand_word="Giro", hand_gender="m", totals_word="Pietre",
           jump_label="Pietre", jump_prompt="vai a un momento in cui si muovono pietre…",
           scoring_only="Solo i momenti in cui si muovono pietre",
           points_word="Pietre", nobody="nessun CUCUQ",
           end_question="Chi è il CUCUQ qui, e quante pietre riceve?")


@BOOK.says("counters held", Domeng)
def held(variant: Domeng, count: int, camat: bool) -> str:
    return f" · {stones(count)}" + (" · CAMAT" if camat else "")


@BOOK.says("counters on the table", Domeng)
def on_table(variant: Domeng, count: int) -> str:
    return f"banco: {stones(count)}"


@BOOK.says("describe", Domeng)
def describe(variant: Domeng) -> str:
    end = "fino al primo CAMAT" if variant.rounds is None else f"{variant.rounds} giri"
    return f"Domeng (5 giocatori, 25 pietre, {end})"


@BOOK.says("goal", Domeng)
def goal(variant: Domeng) -> str:
    return "fino al primo CAMAT" if variant.rounds is None else f"in {variant.rounds} giri"


@BOOK.says("standing", Domeng)
def standing(variant: Domeng, match: Match | Standing) -> str:
    held = ", ".join(f"{n} {t}" for n, t in zip(match.seats.names, match.totals))
    state = state_of(match)
    camat = f"; CAMAT {match.seats.names[state.camat]}" if state.camat is not None else ""
    return f"banco {state.table}; {held}{camat}"


@BOOK.event(DomengPass)
def passes(e: DomengPass) -> str:
    who, ends = e.name(e.player), describe_ends(dict(e.ends))
    if e.kind == "closing":
        return (f"{who} non può giocare, ma l'ultima tessera in tavola è sua: passo di chiusura, nessuna "
                f"pietra. MANGUNO {who} ({e.pips} punti)")
    if e.kind == "passebunge":
        return f"{who} non può giocare su {ends} e non ha ancora posato nessuna tessera in questo giro → PASSEBUNGE"
    return f"{who} non può giocare su {ends} → PASS"


@BOOK.event(Stones)
def stones_event(e: Stones) -> str:
    rule, taker = RULE_NAMES[e.rule], e.name(e.to)
    holds = f"{taker} ne ha {e.to_before + e.count}"
    if e.source is None:
        return (f"{rule}: {to(taker)} spett{'ano' if e.owed != 1 else 'a'} {stones(e.owed)}; il banco ne dà {e.count} "
                f"({e.source_before} → {e.source_before - e.count}); {holds}")
    payer = e.name(e.source)
    article = "l'" if e.role[:1] in "AEIOU" else "il "
    return (f"{rule}: il banco è vuoto → {article}{e.role} {payer} dà {stones(e.count)} {to(taker)} "
            f"({payer} {e.source_before} → {e.source_before - e.count}); {holds}")


@BOOK.event(Shortfall)
def shortfall(e: Shortfall) -> str:
    due, lack = ("spetta", "manca") if e.count == 1 else ("spettano", "mancano")
    if e.paid:  # a part was given: ancora, non ... più
        who = " e ".join(["il banco", *(e.name(p) for p in e.payers)])
        has = "non hanno più pietre" if e.payers else "non ha più pietre"
        return f"{RULE_NAMES[e.rule]}: {to(e.name(e.to))} ne {due} ancora {e.count}; {who} {has}: ne {lack} {e.count}"
    stones = "1 pietra" if e.count == 1 else f"{e.count} pietre"
    nobody = "né il banco né " + " né ".join(e.name(p) for p in e.payers) + " ne hanno" if e.payers else (
        "il banco non ne ha")
    return f"{RULE_NAMES[e.rule]}: {to(e.name(e.to))} {due} {stones}, ma {nobody}: ne {lack} {e.count}"


@BOOK.event(Camat)
def camat(e: Camat) -> str:
    who = e.name(e.player)
    return f"Banco 0 e {who} ha 0 pietre → {who} è CAMAT; tutte le {STONES} pietre tornano nel banco"


@BOOK.event(RoundEnd)
def round_end(e: RoundEnd) -> str:
    name = e.seats.names
    if e.manguno is None:
        head = f"{name[e.winner]} posa la sua ultima tessera: PRIMO CAPPU (capi {describe_ends(dict(e.ends))})"
        if e.term == "CEKI":
            head += "; un MAPPAKULING con una tessera non doppia: CEKI"
        elif e.term == "POLLO":
            head += "; un MAPPAKULING con una LEMPA: POLLO"
        head += "."
    else:
        pm = e.pips[e.manguno]
        listing = ", ".join(f"{name[s]} {p}" for s, p in enumerate(e.pips))
        head = f"Chiusura: MANGUNO {name[e.manguno]} ({pm} punti). Punti in mano: {listing}. "
        if not e.mattikkeng:
            head += f"Nessuno ≤ {pm} → vince {name[e.winner]}."
        else:
            found = " e ".join(f"{name[s]} {e.pips[s]}" for s in e.mattikkeng)
            head += f"MATTIKKENG {found} (≤ {pm}) → vince {name[e.winner]}; nessun CUCUQ."
    if e.cucuq is not None:
        before = name[e.winner if e.manguno is None else e.manguno]
        head += f" CUCUQ {name[e.cucuq]} (siede prima di {before})."
    if e.match_over or e.next_leader is None:
        return head
    because = why(e.next_reason, e.seats) if e.next_reason else ""
    return f"{head} Prossimo giro: apre {name[e.next_leader]} ({because})."


@BOOK.event(DomengMatchEnd)
def match_end(e: DomengMatchEnd) -> str:
    if e.rounds is None:
        return f"Primo CAMAT eletto: {e.name(e.winner or 0)} vince la partita"
    fewest = min(e.held)
    tied = [e.name(s) for s, n in enumerate(e.held) if n == fewest]
    head = f"{e.rounds} giri giocati; meno pietre ({fewest}): {', '.join(tied)}"
    if e.winner is None:
        return f"{head} → pareggio, nessun vincitore"
    return f"{head} → {e.name(e.winner)} vince la partita"


GLOSSARY = """
| termine | significato |
|---|---|
| **LEMPA** | un doppio, come il 6-6 |
| **PASS** | chi non può giocare passa e riceve 1 pietra |
| **PASSEBUNGE** | passare prima di aver posato una tessera nel giro: si ricevono 2 pietre |
| **ULTIMO DOMINO** | l'ultima tessera in tavola, la più recente |
| **ULTIMO MAPPANO** | chi l'ha posata; dà le pietre che il banco non ha più |
| **PRIMO CAPPU** | il primo che posa tutte le sue tessere; vince il giro |
| **MAPPAKULING** | una giocata che rende uguali i due capi |
| **CEKI** | fare domino con un MAPPAKULING di una tessera non doppia: il CUCUQ riceve 3 pietre |
| **POLLO** | fare domino con un MAPPAKULING di una LEMPA: il CUCUQ riceve 5 pietre |
| **MANGUNO** | l'ULTIMO MAPPANO quando tutti, lui compreso, hanno passato: chi blocca |
| **MATTIKKENG** | un altro giocatore con punti uguali o inferiori a quelli del MANGUNO |
| **CUCUQ** | chi siede prima del PRIMO CAPPU (o del MANGUNO); riceve pietre |
| **pietre** | le 25 pietre di penalità |
| **CAMAT** | un PRIMO CAPPU senza pietre quando il banco è vuoto; apre ogni giro e, di norma, vince la partita |
"""


@BOOK.says("glossary", Domeng)
def glossary(variant: Domeng) -> str:
    return GLOSSARY.strip()


KNOWN = (
    ("seats", "I posti da 0 a 4, e perché si gioca in cinque", "Perché-cinque-giocatori?"),
    ("who-starts", "Chi apre il primo giro, e chi i successivi", "Chi-apre-il-giro"),
    ("lempa", "LEMPA: un doppio, posato di traverso; i due capi L e R", "LEMPA:-un-doppio"),
    ("pass", "Gioco obbligato, PASS (1 pietra) e PASSEBUNGE (2, ogni volta)",
     "PASS-e-PASSEBUNGE:-pietre-a-chi-non-può-giocare"),
    ("who-pays", "Prima dà il banco, poi l'ULTIMO MAPPANO",
     "ULTIMO-DOMINO-e-ULTIMO-MAPPANO:-chi-dà-le-pietre-quando-il-banco-non-basta"),
    ("shortfall", "Chi dà, dà al massimo quello che ha; un ammanco è condonato", "Quando-nessuno-può-dare:-l'ammanco"),
    ("mappakuling", "MAPPAKULING: i capi uguali dopo la giocata, anche se lo erano già; a metà giro niente pietre",
     "MAPPAKULING:-i-due-capi-uguali"),
    ("primo-cappu", "PRIMO CAPPU e il CUCUQ seduto prima di lui: 1 pietra", "PRIMO-CAPPU-e-il-CUCUQ"),
    ("ceki-pollo", "CEKI 3, POLLO 5, al posto di 1; il banco e il PRIMO CAPPU possono dividersele",
     "CEKI-e-POLLO:-fare-domino-con-un-MAPPAKULING"),
    ("manguno", "MANGUNO: quattro passi normali, con le loro pietre, un passo di chiusura senza pietre, 1 pietra al CUCUQ",
     "MANGUNO:-chi-blocca-il-gioco"),
    ("mattikkeng", "MATTIKKENG: chi vince, 5 pietre o 1 sola al MANGUNO, chi le dà e fino a quante",
     "MATTIKKENG:-battere-chi-blocca"),
    ("camat", "CAMAT: solo un PRIMO CAPPU, con il banco vuoto e senza pietre; il primo vince la partita",
     "CAMAT:-la-fine-della-partita"),
    ("camat-in-office", "Un CAMAT in carica, e la partita che finisce dopo N giri", "Un-CAMAT-in-carica,-e-la-fine-della-partita"),
    ("reading", "Leggere il tavolo: che cosa rivela un passo, e le tessere nascoste", "Leggere-il-tavolo"),
)
"""The lesson's "Che cosa sai adesso" lines in order: (line id, text, the id of its section's heading)."""


OWN_KINDS = {'hand_end': 'chi è il CUCUQ a fine giro', 'pass': 'quante pietre riceve chi passa, e chi gliele dà',
             'mattikkeng': 'chi vince un giro bloccato'}
"""I tipi di domanda propri di questo gioco, come li nomina il pannello dei progressi."""


@BOOK.says("quiz kind", Domeng)
def quiz_kind(kind: str) -> str:
    return OWN_KINDS.get(kind) or shared_kind(kind)
