"""Italian words for what every game shares: plays, draws, passes, hand and match ends, bends."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...board import CountPart
from ...events import (CountScore, Draw, HandEnd, MatchEnd, Pass, PassWhy, Play, Reason, Score, Seats, Sistemata, Stock,
                       Why)
from ...rules import Variant
from ...tiles import Tile, tile_list
from .. import Phrasebook
from ..notation import change, part, seat_of, show

if TYPE_CHECKING:
    from ...engine import Hand, Match

BOOK = Phrasebook()
BOOK.words.update({Why.BY_LOT: "sorteggio", Why.FREE_CHOICE: "libera scelta",
                   Why.FROM_RECORD: "la registrazione: il vincitore precedente non è noto"})
BOOK.words.update({Stock.BONEYARD: "mazzo", Stock.POZZO: "pozzo", Stock.RESERVE: "riserva",
                   Stock.OUT_OF_PLAY: "fuori gioco", Stock.HIDDEN: "coperte"})
BOOK.words.update({PassWhy.NO_DRAWING: "In questo gioco non si pesca", PassWhy.DREW_ONE: "Ha già pescato una tessera",
                   PassWhy.NO_STOCK: "Nessun {stock}", PassWhy.STOCK_EMPTY: "{Stock} vuoto"})


def pass_why(code: PassWhy, stock: Stock) -> str:
    """``Mazzo vuoto``, ``Nessun pozzo``, ``In questo gioco non si pesca``..."""
    word = BOOK.words[stock]
    return BOOK.words[code].format(stock=word, Stock=word.capitalize())


@BOOK.reason(Why.BY_LOT, Why.FREE_CHOICE, Why.FROM_RECORD)
def chosen(reason: Reason, seats: Seats) -> str:
    return f"per {BOOK.words[reason.code]}"


@BOOK.reason(Why.WENT_OUT)
def went_out(reason: Reason, seats: Seats) -> str:
    return "ha chiuso la mano precedente"


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


def count_sentence(parts: tuple[CountPart, ...], scores: bool) -> str:
    """``Estremi L 3 + R 4 = 7 -> non è multiplo di 5``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(part(p) for p in parts) if parts else "nulla di aperto"
    if scores:
        verdict = "multiplo di 5, segna"
    elif total == 0:
        verdict = "lo zero non segna mai"
    else:
        verdict = "non è multiplo di 5"
    return f"Estremi {sums} = {total} -> {verdict}"


def holdings_text(seats: Seats, holdings: Iterable[tuple[int, tuple[Tile, ...]]]) -> str:
    """``Ben ha 6-5, 2-3 e Dan ha 1-1`` (mani vuote omesse)."""
    held = [f"{seats.names[s]} ha {tile_list(tiles)}" for s, tiles in holdings if tiles]
    return " e ".join(held) if held else "non resta nulla in mano"


@BOOK.says("describe", Variant)
def describe(variant: Variant) -> str:
    """One line for transcripts: the game and its options."""
    opts = ", ".join(f"{k} {v if isinstance(v, str) else show(v)}" for k, v in variant.options.items())
    return f"{title_of(variant)} ({opts})"


@BOOK.says("goal", Variant)
def goal(variant: Variant) -> str:
    return f"a {variant.target}"


@BOOK.says("standing", Variant)
def standing(variant: Variant, match: Match) -> str:
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


BOOK.fixed(Variant, hand_word="Mano", totals_word="Punteggi", totals_label="Punteggio", nobody="nessuno segna",
           end_question="Chi segna alla fine, e quanti punti?")


@BOOK.says("hint", Variant)
def no_hint(variant: Variant, hand: Hand, tile: Tile, end: str | None) -> str:
    return ""


@BOOK.event(Play)
def play(e: Play) -> str:
    who = e.name(e.player)
    if e.end is None:
        left = e.ends_after[0][1]
        because = f" ({why(e.lead_reason, e.seats)})." if e.lead_reason else "."
        words = [f"{who} apre con {left}-{e.tile.other(left)}" + because]
    else:
        words = [f"{who} gioca {e.tile} su {e.end}."]
    words.extend(why(mark, e.seats) for mark in e.marks)
    if e.count is None:
        words.append(f"Estremi {describe_ends(dict(e.ends_after))}.")
    else:
        words.append(count_sentence(e.count, e.scores))
    return " ".join(words)


@BOOK.event(Draw)
def draw(e: Draw) -> str:
    head = f"{e.name(e.player)} non ha nulla per {describe_ends(dict(e.ends))} -> pesca {e.tile}"
    if e.fits:
        return f"{head}: va su {' o '.join(e.fits)}, deve giocarla"
    if e.keeps_turn:
        return f"{head} (non va)"
    return f"{head}: non va -> la tiene, turno finito"


@BOOK.event(Pass)
def passes(e: Pass) -> str:
    return f"{pass_why(e.why, e.stock)}, nulla per {describe_ends(dict(e.ends))} -> {e.name(e.player)} passa"


@BOOK.event(CountScore)
def count_score(e: CountScore) -> str:
    total = sum(p.value for p in e.parts)
    who = e.name(e.player)
    sums = " + ".join(part(p) for p in e.parts)
    side = e.seats.side_name(e.side)
    team = f" per {side}" if side != who else ""
    return f"Estremi {sums} = {total} -> {who} segna {e.points}{team} ({e.before} -> {e.after})"


def hand_end_text(e: HandEnd, verdict: list[str]) -> str:
    """La fine della mano: domino o chiusura, il verdetto del gioco, poi chi apre la prossima."""
    if e.player is not None:
        head = f"{e.name(e.player)} ha giocato tutte le tessere: domino."
    else:
        pips = ", ".join(f"{e.seats.side_name(i)} {p}" for i, p in enumerate(e.side_pips))
        head = f"Chiusura: {BOOK.words[e.stock]} vuoto, nessuno può giocare. Punti {pips}."
    for sentence in verdict:
        head = f"{head} {sentence}."
    if e.match_over:
        return head
    if e.next_leader is None:
        return f"{head} Prossima mano: {why(e.next_reason, e.seats) if e.next_reason else 'apre per sorteggio'}."
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
        f" = {e.totals[i]} >= {e.target}" for i in crossed)
    if e.winner is None:
        verdict = "totali pari: la partita è patta"
    else:
        name = e.seats.side_name(e.winner)
        verdict = f"{name} vinc{'e' if len(e.seats.sides[e.winner]) == 1 else 'ono'} la partita"
    tail = "; la mano si ferma qui" if e.mid_hand else ""
    return f"{sums} -> {verdict}{tail}"


@BOOK.event(Sistemata)
def sistemata(e: Sistemata) -> str:
    who = e.name(e.player)
    where = f"il braccio {e.arm} al giunto {e.joint} (tra {e.before} e {e.after})"
    if e.direction == "straight":
        return f"{who} raddrizza {where}: solo la figura cambia, tocca ancora a {who}"
    side = "sinistra" if e.direction == "left" else "destra"
    return f"{who} piega {where} verso {side}: solo la figura cambia, tocca ancora a {who}"
