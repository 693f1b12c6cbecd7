"""Italian words for what every game shares: plays, draws, passes, hand and match ends, bends."""

from __future__ import annotations

from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any, Iterable

from ...core.events import (Draw, DrawRule, HandEnd, MatchEnd, Outcome, Pass, PassWhy, Play, Reason, Seats,
                            Sistemata, Stock, Why)
from ...core.engine import MoveKind
from ...rules import Variant
from ...core.spinner import Spinner
from ...core.tiles import Tile, tile_list
from .. import Phrasebook, narrator
from ..notation import show

if TYPE_CHECKING:
    from ...core.engine import Hand, Match
    from ...core.record import Standing

BOOK = Phrasebook()
BOOK.words.update({Why.BY_LOT: "sorteggio", Why.FREE_CHOICE: "libera scelta",
                   Why.FROM_RECORD: "la registrazione: il vincitore precedente non è noto"})
BOOK.words.update({Stock.BONEYARD: "pozzo", Stock.POZZO: "pozzo", Stock.RESERVE: "riserva",
                   Stock.OUT_OF_PLAY: "fuori gioco", Stock.HIDDEN: "coperte"})
BOOK.words.update({PassWhy.NO_DRAWING: "In questo gioco non si pesca", PassWhy.DREW_ONE: "Ha già pescato una tessera",
                   PassWhy.NO_STOCK: "{Non_c_e}", PassWhy.STOCK_EMPTY: "{Stock} {vuoto}",
                   PassWhy.STOCK_KEPT: "Le tessere rimaste {nel} devono restarvi"})
BOOK.words.update({DrawRule.UNTIL_PLAYABLE: "si pesca finché una tessera va, e la si gioca",
                   DrawRule.ONE: "si pesca una tessera; se va si gioca, altrimenti si tiene e il turno finisce",
                   DrawRule.NONE: "non si pesca; chi non può giocare passa"})
BOOK.words.update({Outcome.DOMINO: "domino", Outcome.BLOCKED: "chiusura"})
BOOK.reasons.update({
    Spinner.LEAD: lambda r, seats: "Primo doppio: lo spinner.",
    Spinner.MID_LINE: lambda r, seats: (f"{r.tile} è il primo doppio: è lo spinner, con un lato coperto; N e S si "
                                        f"aprono quando si copre anche l'altro lato."),
    Spinner.CLOSED: lambda r, seats: (f"{r.tile} copre il secondo lato dello spinner, che non conta più; N e S sono "
                                      f"aperti."),
})
VERBS: dict[str, str] = {MoveKind.DRAW: "pescare", MoveKind.PASS: "passare"}
"""The verb of a kind of move (``non può pescare``); a kind without one is said as it is."""

GENDER = {"pozzo": "m", "riserva": "f", "fuori gioco": "fp", "coperte": "fp"}
"""The gender of each stock's word (``BOOK.words[stock]``): m, f, or fp (feminine plural: *le tessere ...*)."""
ARTICLED = {"pozzo": "il pozzo", "riserva": "la riserva", "fuori gioco": "le tessere fuori gioco",
            "coperte": "le tessere coperte"}
"""Each stock's word with its article."""
JOINED = {("di", "il"): "del", ("di", "la"): "della", ("di", "le"): "delle", ("in", "il"): "nel",
          ("in", "la"): "nella", ("in", "le"): "nelle", ("da", "il"): "dal", ("da", "la"): "dalla",
          ("da", "le"): "dalle", ("a", "il"): "al", ("a", "la"): "alla", ("a", "le"): "alle"}


def word_of(stock: Stock | str) -> str:
    """The stock's word: ``pozzo``, ``riserva`` (a word already said stays as it is)."""
    return BOOK.words[stock] if isinstance(stock, Stock) else stock


def the(stock: Stock | str, prep: str = "") -> str:
    """The stock with its article, joined to ``prep``: ``il pozzo``, ``della riserva``, ``nel pozzo``."""
    article, noun = ARTICLED[word_of(stock)].split(" ", 1)
    return f"{JOINED[(prep, article)] if prep else article} {noun}"


def noun(stock: Stock | str) -> str:
    """The stock as a noun on its own: ``pozzo``, ``riserva``, ``tessere coperte``."""
    return ARTICLED[word_of(stock)].split(" ", 1)[1]


def agrees(stock: Stock | str, masculine: str, feminine: str, plural: str = "") -> str:
    """The form that agrees with the stock's word: ``agrees(stock, "vuoto", "vuota")``."""
    gender = GENDER[word_of(stock)]
    return masculine if gender == "m" else feminine if gender == "f" else plural or feminine


def pass_why(code: PassWhy, stock: Stock) -> str:
    """``Pozzo vuoto``, ``Riserva vuota``, ``Non c'è riserva``, ``In questo gioco non si pesca``..."""
    word = BOOK.words[stock]
    return BOOK.words[code].format(stock=word, Stock=word.capitalize(), vuoto=agrees(stock, "vuoto", "vuota"),
                                   Non_c_e=no_stock(stock).capitalize(), nel=the(stock, "in"))


def no_stock(stock: Stock) -> str:
    """A game that deals every tile: ``non c'è pozzo``, ``non c'è riserva``, ``non ci sono tessere fuori gioco``."""
    return f"non ci sono {noun(stock)}" if GENDER[word_of(stock)] == "fp" else f"non c'è {noun(stock)}"


def empty(stock: Stock) -> str:
    """``il pozzo è vuoto``, ``la riserva è vuota``, ``le tessere coperte sono finite``."""
    if GENDER[word_of(stock)] == "fp":
        return f"{the(stock)} sono finite"
    return f"{the(stock)} è {agrees(stock, 'vuoto', 'vuota')}"


SEAT = "Posto"
"""What a seat without a name is called (``Posto 2``; seats count from 0, as in the records)."""


def to(name: str) -> str:
    """``a Ben``, ``ad Ada``: the preposition *a* before a name, with its euphonic *d* before an a; ``al posto 2``
    before a seat that has no name but its number (``Posto 2``)."""
    seat, _, number = name.partition(" ")
    if seat == SEAT and number.isdigit():
        return f"al {seat.lower()} {number}"
    return f"ad {name}" if name[:1] in "Aa" else f"a {name}"


def the_tile(tile: Tile | None) -> str:
    """A tile with the article its first number takes when read aloud: ``l'1-1``, ``lo 0-3``, ``il 6-5``."""
    first = str(tile).split("-")[0]
    return f"l'{tile}" if first == "1" else f"lo {tile}" if first == "0" else f"il {tile}"


CHOSEN: dict[Enum, str] = {Why.BY_LOT: "per sorteggio", Why.FREE_CHOICE: "per libera scelta",
                           Why.FROM_RECORD: "lo indica la registrazione: il vincitore precedente non è noto"}
"""Who leads when the rules leave it to chance, to a choice, or to the record."""


@BOOK.reason(Why.BY_LOT, Why.FREE_CHOICE, Why.FROM_RECORD)
def chosen(reason: Reason, seats: Seats) -> str:
    return CHOSEN[reason.code]


@BOOK.reason(Why.WENT_OUT)
def went_out(reason: Reason, seats: Seats) -> str:
    return "ha fatto domino nella mano precedente"


def title_of(variant: Variant) -> str:
    """The game's name."""
    from .. import narrator

    return narrator("it").title(type(variant))


def why(reason: Reason, seats: Seats) -> str:
    """A reason in words, by whichever game's phrasebook knows its code."""
    from .. import narrator

    return narrator("it").reason(reason, seats)


def describe_ends(ends: dict[str, int]) -> str:
    """``L 4 / R 3`` nei messaggi."""
    return " / ".join(f"{name} {pip}" for name, pip in ends.items()) or "nessuna tessera in tavola"


@cache
def ends_said(ends: tuple[tuple[str, int], ...]) -> str:
    """``describe_ends`` dei capi di un evento (coppie di capo e punti), detto una volta per ogni insieme di capi."""
    return describe_ends(dict(ends))


def holdings_text(seats: Seats, holdings: Iterable[tuple[int, tuple[Tile, ...]]]) -> str:
    """``Ben ha 6-5, 2-3 e Dan ha 1-1`` (mani vuote omesse)."""
    held = [f"{seats.names[s]} ha {tile_list(tiles)}" for s, tiles in holdings if tiles]
    return " e ".join(held) if held else "non resta nulla in mano"


@BOOK.says("describe", Variant)
def describe(variant: Variant) -> str:
    """One line for transcripts: the game and its options."""
    opts = ", ".join(option_words(k, v, variant) for k, v in variant.options.items())
    return f"{title_of(variant)} ({opts})"


BOOK.options.update({
    "hand_size": lambda v: f"{v} tessere a testa",
    "target": lambda v: f"si gioca a {v}",
    "draw": {DrawRule.ONE: "si pesca una tessera", DrawRule.UNTIL_PLAYABLE: "si pesca finché una tessera va"}.get,
    "partnership": lambda v: "a coppie" if v else "ognuno per sé",
})
"""Le opzioni comuni a ogni gioco, a parole (un valore che è un codice delle registrazioni resta com'è); un gioco
dice le sue con ``@BOOK.says("option CHIAVE", Gioco)``, che valgono solo per lui."""


def option_words(key: str, value: Any, variant: Any = None) -> str:
    """An option of ``variant`` in words (``Narrator.option``), else as the record writes it."""
    said = narrator("it").option(variant, key, value) if variant is not None else narrator("it").options.get(
        key, lambda _: None)(value)
    return said or f"{key} {value if isinstance(value, str) else show(value)}"


@BOOK.says("goal", Variant)
def goal(variant: Variant) -> str:
    return f"a {variant.target}"


@BOOK.says("standing", Variant)
def standing(variant: Variant, match: Match | Standing) -> str:
    return ", ".join(f"{name} {total}" for name, total in zip(match.seats.side_names, match.totals))


@BOOK.says("terms", Variant)
def no_terms(variant: Variant, events: Iterable[object]) -> str:
    return ""


@BOOK.says("counters held", Variant)
def counters_held(variant: Variant, count: int, office: bool) -> str:
    return f" · {count} in mano" + (" · in carica" if office else "")


@BOOK.says("counters on the table", Variant)
def counters_on_table(variant: Variant, count: int) -> str:
    return f"in tavola: {count}"


BOOK.fixed(Variant, hand_word="Mano", hand_gender="f", totals_word="Punteggi", totals_label="Punteggio",
           jump_label="Punti", jump_prompt="vai a un momento che segna…", scoring_only="Solo i momenti in cui si segna",
           nobody="nessuno segna",
           end_question="Chi segna alla fine, e quanti punti?")


@BOOK.says("hint", Variant)
def no_hint(variant: Variant, hand: Hand, tile: Tile, end: str | None) -> str:
    return ""


def play_words(e: Play) -> list[str]:
    """Ciò che una giocata dice prima dei capi che lascia: chi ha posato cosa e dove, e ciò che il gioco ne nota."""
    who = e.seats.names[e.player]
    if e.end is None:
        left = e.ends_after[0][1]
        because = f" ({why(e.lead_reason, e.seats)})." if e.lead_reason else "."
        words = [f"{who} apre con {left}-{e.tile.other(left)}" + because]
    else:
        words = [f"{who} gioca {e.tile} su {e.end}."]
    if e.marks:
        words.extend(why(mark, e.seats) for mark in e.marks)
    return words


@BOOK.event(Play)
def play(e: Play) -> str:
    words = play_words(e)
    words.append(f"Capi {ends_said(e.ends_after)}.")
    return " ".join(words)


@BOOK.event(Draw)
def draw(e: Draw) -> str:
    head = f"{e.name(e.player)} non ha tessere che vadano su {ends_said(e.ends)}: pesca {e.tile}"
    if e.fits:
        return f"{head}: va su {' o '.join(e.fits)}, deve giocarla"
    if e.keeps_turn:
        return f"{head} (non va)"
    return f"{head}: non va → la tiene, turno finito"


@BOOK.event(Pass)
def passes(e: Pass) -> str:
    ends, who = ends_said(e.ends), e.name(e.player)
    if e.why is PassWhy.DREW_ONE:
        return f"{who} ha già pescato una tessera e nulla va su {ends} → passa"
    return f"{pass_why(e.why, e.stock)} e nulla va su {ends}: {who} passa"


def kept_in(stock: Stock, kept: int) -> str:
    """``restano 2 tessere nel pozzo, che non si pescano``: a stock whose last tiles must stay there."""
    if kept == 1:
        return f"resta 1 tessera {the(stock, 'in')}, che non si pesca"
    return f"restano {kept} tessere {the(stock, 'in')}, che non si pescano"


def hand_end_text(e: HandEnd, verdict: list[str]) -> str:
    """La fine della mano: domino o chiusura, il verdetto del gioco, poi chi apre la prossima."""
    if e.player is not None:
        head = f"{e.name(e.player)} ha posato tutte le sue tessere: {BOOK.words[Outcome.DOMINO]}."
    else:
        pips = ", ".join(f"{e.seats.side_name(i)} {p}" for i, p in enumerate(e.side_pips))
        stock = no_stock(e.stock) if e.no_stock else empty(e.stock) if not e.kept else kept_in(e.stock, e.kept)
        head = f"{BOOK.words[Outcome.BLOCKED].capitalize()}: {stock} e nessuno può giocare. Punti in mano: {pips}."
    for sentence in verdict:
        head = f"{head} {sentence}."
    if e.match_over:
        return head
    if e.next_leader is None:
        return f"{head} Prossima mano: {why(e.next_reason, e.seats) if e.next_reason else 'chi apre si sorteggia'}."
    because = why(e.next_reason, e.seats) if e.next_reason else ""
    return f"{head} Prossima mano: apre {e.name(e.next_leader)} ({because})."


@BOOK.event(HandEnd)
def hand_end(e: HandEnd) -> str:
    return hand_end_text(e, [])


@BOOK.event(MatchEnd)
def match_end(e: MatchEnd) -> str:
    crossed = [i for i, t in enumerate(e.totals) if t >= e.target]
    sums = "; ".join(
        f"{e.seats.side_name(i)} {e.totals[i] - e.last_points[i]} + {e.last_points[i]}"
        f" = {e.totals[i]} ≥ {e.target}" for i in crossed)
    if e.winner is None:
        verdict = "totali pari: la partita è patta"
    else:
        name = e.seats.side_name(e.winner)
        verdict = f"{name} vinc{'e' if len(e.seats.sides[e.winner]) == 1 else 'ono'} la partita"
    tail = "; la mano si ferma qui" if e.mid_hand else ""
    return f"{sums} → {verdict}{tail}"


@BOOK.event(Sistemata)
def sistemata(e: Sistemata) -> str:
    who = e.name(e.player)
    where = f"il braccio {e.arm} al giunto {e.joint} (tra {e.before} e {e.after})"
    if e.direction == "straight":
        return f"{who} raddrizza {where}: solo la figura cambia, tocca ancora {to(who)}"
    side = "sinistra" if e.direction == "left" else "destra"
    return f"{who} piega {where} verso {side}: solo la figura cambia, tocca ancora {to(who)}"
