"""Italian words for the principles of good play and how often the expert and a newcomer follow them."""

from __future__ import annotations

from enum import Enum

from typing import Any, Sequence

from ...core.advice import Advice, Band, Measure, Said, SkillSaid, Tally, Why
from .. import Phrasebook, narrator

BOOK = Phrasebook()


def nel(share: float) -> str:
    """``nel 78%``, ``nell'80%``: the article as the number is read aloud (uno, otto, undici, ottanta...)."""
    whole = round(share * 100)
    article = "nell'" if whole in (1, 8, 11) or 80 <= whole <= 89 else "nello " if whole == 0 else "nel "
    return f"{article}{whole}%"


def measured(principle: Enum, positions: int, expert: int, greedy: int) -> str:
    """A principle (its name from the narrator: a game's own principles are worded in its folder) and its shares."""
    n = max(positions, 1)
    return (f"{narrator('it').word(principle)}: l'esperto lo segue {nel(expert / n)} delle {positions} "
            f"posizioni in cui il principio fa la differenza, un principiante {nel(greedy / n)}.")


def play(move: Any) -> str:
    """``3-2 su L``, come la giocata è detta nelle domande."""
    from ...core.phrases import AskPlay  # loaded when advice is first said

    return narrator("it").said(AskPlay(tile=move.tile, end=move.end)) if move.tile is not None else str(move)


def clause(principle: Enum, move: Any, measure: float) -> str:
    """Che cosa dice di una giocata la misura del principio (quelli di un gioco: nella sua cartella)."""
    return narrator("it").phrase(principle, {"play": play(move), "measure": measure})


def principled(principle: Enum, better: Any, worse: Any, better_measure: float, worse_measure: float) -> str:
    return (f"\u00ab{narrator('it').word(principle)}\u00bb \u2014 {clause(principle, better, better_measure)}; "
            f"{clause(principle, worse, worse_measure)}.")


def follows(principle: Enum, play: Any, measure: float) -> str:
    return f"Segue il principio \u00ab{narrator('it').word(principle)}\u00bb \u2014 {clause(principle, play, measure)}."


def line(measure: Measure, rounds: int, better: Tally, worse: Tally, deals: int, exact: bool, who: str,
         better_value: float, worse_value: float, unit: str, draws: bool = True) -> str:
    """Che cosa è seguito a ciascuna giocata, in quante delle distribuzioni."""
    of = (f"delle {deals} distribuzioni che non puoi distinguere" if exact else
          f"su {deals} distribuzioni estratte a caso fra quelle compatibili con ciò che vedi")
    when = "prima del tuo prossimo turno" if rounds == 1 else "prima del tuo turno successivo al prossimo"
    at = "al tuo prossimo turno" if rounds == 1 else "a uno dei tuoi prossimi due turni"
    good, bad = play(better.play), play(worse.play)
    stuck = "pescare o passare" if draws else "passare"
    if measure == Measure.SCORES:
        they, does = (who, "segna") if who else ("gli altri", "segnano")
        also = f" ({better.points:.0f} in media)" if better.count else ""
        return (f"Dopo {bad}, {they} {does} {when} in {worse.count} {of} ({worse.points:.0f} punti in media "
                f"quando succede); dopo {good}, in {nessuna(better.count)}{also}.")
    if measure == Measure.YOU_SCORE:
        return (f"Dopo {good}, la tua parte segna {when} in {better.count} {of} ({better.points:.0f} punti in media "
                f"quando succede); dopo {bad}, in {nessuna(worse.count)}.")
    if measure == Measure.THEY_STUCK:
        return (f"Dopo {good}, {who or 'uno degli altri'} non può giocare e deve {stuck} {when} in "
                f"{better.count} {of}; dopo {bad}, in {nessuna(worse.count)}.")
    if measure == Measure.YOU_STUCK:
        return (f"Dopo {bad}, non puoi giocare e devi {stuck} {at} in {worse.count} {of}; "
                f"dopo {good}, in {nessuna(better.count)}.")
    word = "pietre" if unit == "stones" else "punti"
    over = (f"sulle {deals} distribuzioni che non puoi distinguere" if exact else
            f"su {deals} distribuzioni estratte a caso fra quelle compatibili con ciò che vedi")
    if measure == Measure.BALANCE:
        by = "al tuo prossimo turno" if rounds == 1 else "fra due tuoi turni"
        return (f"{by.capitalize()}, la tua parte è in media a {signed(better.points)} {word} {rispetto(unit)} "
                f"dopo {good}, a {signed(worse.points)} dopo {bad}, {over}.")
    if measure == Measure.FINISH:
        end = "del giro" if unit == "stones" else "della mano"
        return (f"Giocando fino alla fine {end}, la tua parte termina in media a {signed(better.points)} {word} "
                f"{rispetto(unit)} dopo {good}, a {signed(worse.points)} dopo {bad}, {over}.")
    return (f"Dopo {good}, la tua parte fa domino per prima in {better.count} {of}; dopo {bad}, in "
            f"{nessuna(worse.count)}.")


def nessuna(count: int) -> str:
    """``3``, o ``nessuna``: in quante distribuzioni."""
    return str(count) if count else "nessuna"


def rispetto(unit: str) -> str:
    """Il verso di un saldo: punti della tua parte rispetto agli altri, o pietre degli altri meno le tue."""
    return "rispetto agli altri (pietre degli altri meno le tue)" if unit == "stones" else "rispetto agli altri"


def signed(value: float) -> str:
    """``+1,5`` o ``-0,4``: un saldo, buono se positivo."""
    return f"{value:+.1f}".replace(".", ",")


def subito(points: float) -> str:
    """Che cosa segna una giocata appena posata: ``segna subito 5 punti``, o ``non segna nulla subito``."""
    return f"segna subito {numbered(points, 'punto', 'punti')}" if points else "non segna nulla subito"


def numbered(count: float, one: str, many: str) -> str:
    return f"{count:.0f} {one if count == 1 else many}"


BOOK.words.update({
    Advice.FOLLOW: "Lascia capi su cui puoi ancora giocare",
    Advice.LEVEL: "Fa' che tutti i capi mostrino lo stesso numero",
    Advice.DOUBLES: "Gioca i doppi appena puoi",
    Advice.SHUT_OUT: "Lascia ai capi solo numeri che il giocatore seguente non ha",
    Advice.LEAVE_LITTLE: "Lascia poco da segnare al giocatore seguente",
    Advice.SCORE_NOW: "Prendi subito il punteggio più alto",
    Advice.VARIETY: "Tieni in mano molti numeri diversi",
})

BOOK.phrases.update({
    Said.MEASURED: measured,
    Why.PRINCIPLE: principled,
    Why.ONLY: follows,
    Why.LINE: line,
    Advice.FOLLOW: lambda play, measure: (f"dopo {play}, {numbered(measure, 'capo mostra', 'capi mostrano')} un "
                                          f"numero che hai ancora in mano" if measure else
                                          f"dopo {play}, nessun capo mostra un numero che hai ancora in mano"),
    Advice.LEVEL: lambda play, measure: (f"{play} fa mostrare lo stesso numero a tutti i capi" if measure else
                                         f"{play} no"),
    Advice.DOUBLES: lambda play, measure: f"{play} è un doppio" if measure else f"{play} no",
    Advice.SHUT_OUT: lambda play, measure: (f"dopo {play} i capi mostrano solo numeri che il giocatore seguente non ha"
                                            if measure else f"{play} no"),
    Advice.LEAVE_LITTLE: lambda play, measure: (f"dopo {play} il giocatore seguente può segnare al massimo "
                                                f"{numbered(-measure, 'punto', 'punti')}"),
    Advice.SCORE_NOW: lambda play, measure: (f"{play} segna subito {numbered(measure, 'punto', 'punti')}" if measure
                                             else f"{play} non segna nulla subito"),
    Advice.VARIETY: lambda play, measure: (f"dopo {play} le tue tessere mostrano ancora "
                                           f"{numbered(measure, 'numero', 'numeri diversi')}"),
})


def bands_said(limits: Sequence[float], unit: str) -> str:
    """``Esperto fino a 0,40, Forte fino a 0,80, Discreto fino a 2,60, Principiante oltre``."""
    names = [narrator("it").word(band) for band in Band]
    return ", ".join(f"{name} fino a {top:.2f}".replace(".", ",") for name, top in zip(names, limits)) + (
        f", {names[-1]} oltre")


def banded(cost: float, band: Band | None, limits: Sequence[float], unit: str) -> str:
    word = "pietre" if unit == "stones" else "punti"
    given = f"{f'{cost:.2f}'.replace('.', ',')} {word} persi in media a ogni decisione rispetto alla giocata migliore"
    if band is None:
        return given
    return f"{given}: {narrator('it').word(band)} ({bands_said(limits, unit)})"


def skill(decisions: int, cost: float, band: Band | None, limits: Sequence[float], result: float, deal: float,
          spent: float, unit: str) -> str:
    word = "pietre" if unit == "stones" else "punti"
    return (f"Le tue decisioni: {decisions} esaminat{'a' if decisions == 1 else 'e'}, {banded(cost, band, limits, unit)}. La mano: "
            f"{signed(result)} {word} per la tua parte rispetto agli altri; le tessere ricevute valevano {signed(deal)}, "
            f"le tue decisioni sono costate {f'{spent:.1f}'.replace('.', ',')}.")


def standing(hands: int, cost: float, band: Band | None, limits: Sequence[float], unit: str) -> str:
    last = "la tua mano esaminata" if hands == 1 else f"le tue ultime {hands} mani esaminate"
    return f"Su {last}: {banded(cost, band, limits, unit)}."


BOOK.words.update({Band.EXPERT: "Esperto", Band.STRONG: "Forte", Band.FAIR: "Discreto", Band.BEGINNER: "Principiante"})
BOOK.phrases.update({SkillSaid.HAND: skill, SkillSaid.STANDING: standing})


def compared(principle: Enum, held: bool, newcomer: Any, expert: Any, newcomer_now: int, expert_now: int,
             newcomer_keeps: float, expert_keeps: float, newcomer_measure: float, expert_measure: float, unit: str,
             penalty: bool, line: Any) -> str:
    """Una posizione di «Giocare bene»: la giocata del principiante, quella dell'esperto, la misura del principio."""
    word = "pietre" if unit == "stones" else "punti"
    ending = "e" if unit == "stones" else "i"
    way = (f"{word} degli altri meno quell{ending} della sua parte" if penalty or unit == "stones" else
           f"{word} della sua parte meno quell{ending} degli altri") + ", più alto è, meglio è"
    name = narrator("it").word(principle)
    rest = "del giro" if unit == "stones" else "della mano"
    plays = (f"Un principiante gioca {play(newcomer)}: {subito(newcomer_now)} e rende {signed(newcomer_keeps)} {word} "
             f"per il resto {rest}. L'esperto gioca {play(expert)}: {subito(expert_now)}, {signed(expert_keeps)} {word} "
             f"per il resto {rest} ({way}, in media sulle distribuzioni che il giocatore non può distinguere).")
    measures = f"{clause(principle, expert, expert_measure)}; {clause(principle, newcomer, newcomer_measure)}."
    kept = (f" {name}: {measures}" if held else
            f" Qui l'esperto mette da parte il principio \u00ab{name}\u00bb: {measures}")
    return plays + kept + (f" {line.said('it')}" if line is not None else "")


BOOK.phrases[Why.COMPARED] = compared
