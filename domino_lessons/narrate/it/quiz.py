"""Italian words for the quiz: questions, choices, feedback and explanations."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.labels import Ask
from ...rules import Variant
from .. import Phrasebook, narrator
from .core import BOOK as CORE, describe_ends, the, to
from .views import hand_word

BOOK = Phrasebook()


def play_label(tile: Any, end: str | None) -> str:
    return f"{tile} " + ("in apertura" if end is None else f"su {end}")


def laid_last(who: str | None, tile: Any) -> str:
    """The latest play, not a player going out: ``l'ultima tessera in tavola, 6-4, l'ha posata Ben``."""
    return (f"l'ultima tessera in tavola, {tile}, l'ha posata {who}" if who is not None
            else "nessuna tessera è stata posata")


def hand_end(word: str, blocked: bool, who: str | None, tile: Any, asked: str) -> str:
    ended = "o" if word.lower() == "giro" else "a"
    last = laid_last(who, tile)
    how = (f"è bloccat{ended}: nessuno può giocare. {last[:1].upper()}{last[1:]}" if blocked
           else f"è finit{ended}: {who} ha posato la sua ultima tessera, {tile}")
    article = "Il" if ended == "o" else "La"
    return f"{article} {word.lower()} {how}. {asked}"


def of_the(word: str) -> str:
    """``della mano``, ``del giro``."""
    return f"del {word.lower()}" if word.lower() == "giro" else f"della {word.lower()}"


def a_blocked(word: str) -> str:
    """``un giro bloccato``, ``una mano bloccata``."""
    return f"un {word.lower()} bloccato" if word.lower() == "giro" else f"una {word.lower()} bloccata"


def settle(game: Variant, blocked: bool, out: str | None, side: str) -> str:
    rule = narrator("it").say("settle rule", game)
    how = ("bloccata" if blocked else f"finita: {out} ha fatto domino") + (f" ({rule})" if rule else "")
    return (f"La mano è {how}. Di quanti punti cambia ora il totale di {side}? "
            f"(Una perdita si scrive con il segno meno.)")


def leader(word: str, out: str | None, led: str, who: str | None, tile: Any, pips: Sequence[tuple[str, int]]) -> str:
    masculine = word.lower() == "giro"
    ended = "o" if masculine else "a"
    if out is not None:
        before = f"{'Nel' if masculine else 'Nella'} {word.lower()} precedente {out} ha fatto domino"
    else:
        left = ", ".join(f"{name} {n}" for name, n in pips)
        before = (f"{'Il' if masculine else 'La'} {word.lower()} precedente si è bloccat{ended}: l'aveva "
                  f"apert{ended} {led} e {laid_last(who, tile)}. Punti rimasti: {left}")
    return f"{before}. Ecco la nuova distribuzione. Chi apre?"


def tied(chosen: str, tops: Sequence[str]) -> str:
    """The other plays that score as much as the one chosen, in brackets ("" for none)."""
    others = [play for play in tops if play != chosen]
    return f" (a pari merito con {' e '.join(others)})" if others else ""


def best(chosen: str, points: int, top: int, tops: Sequence[str], lines: Sequence[tuple[str, int, str]]) -> str:
    head = f"{chosen} segna {points}" + (f"; è il massimo{tied(chosen, tops)}." if points == top else
                                        f"; il massimo è {top}, con {' o '.join(tops)}.")
    return head + " " + "; ".join(f"{label}: {n} ({why})" for label, n, why in lines) + "."


BOOK.phrases.update({
    Ask.PLAY: play_label,
    Ask.SCORE: lambda who, play: f"{who} gioca {play}. Quanti punti segna questa giocata?",
    Ask.BEST: lambda who: f"Tocca {to(who)}. Quale giocata segna di più adesso?",
    Ask.HAND_END: hand_end,
    Ask.SETTLE: settle,
    Ask.LEADER: leader,
    Ask.LEADS: lambda who, because: f"Apre {who}: {because}.",
    Ask.DRAW: lambda who, ends, tile, stock: (f"{who} non ha tessere che vadano su {describe_ends(ends)} e pesca {tile} "
                                              f"{the(stock, 'da')}. Che cosa succede adesso?"),
    Ask.DRAW_RULE: lambda said, rule: f"{said} La regola di questo gioco: {CORE.words[rule]}.",
    Ask.SCORED: lambda play, points, why: f"{play} segna {points}. {why}.",
    Ask.SCORED_BEST: best,
    Ask.ANSWER: lambda answer, why: f"Risposta: {answer}. {why}",
    Ask.RIGHT: lambda: "Giusto! ",
    Ask.NOT_QUITE: lambda: "Non proprio. ",
    Ask.QUESTION: lambda number, prompt: f"Domanda {number}: {prompt}",
    Ask.STREAK: lambda streak, right, answered: f"Serie: {streak} · giuste {right} su {answered}",
    Ask.PLAYS_IT: lambda: "la gioca subito",
    Ask.DRAWS_AGAIN: lambda: "la tiene e pesca ancora",
    Ask.TURN_OVER: lambda: "la tiene: il turno è finito",
    Ask.AT_MOVES: lambda moves: f"Posizione del quiz: {moves} moss{'e' if moves != 1 else 'a'} dopo la distribuzione",
    Ask.AT_END: lambda game: f"Quiz: la fine {of_the(hand_word(game))}",
    Ask.NEW_DEAL: lambda: "Quiz: una nuova distribuzione",
    Ask.NOTHING_FITS: lambda: "Quiz: nessuna tessera va bene",
})
# How a hand is settled, as the settle question says it (a game's words may say more), and the number asked.
BOOK.fixed(Variant, settle_rule="", points_word="Punti")
