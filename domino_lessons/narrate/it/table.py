"""Italian words for the play table: selections, refusals, hints, whose turn, saving."""

from __future__ import annotations

from typing import Any

from ...table_game import Prompt, Say
from .. import Phrasebook, narrator
from .core import describe_ends, why

BOOK = Phrasebook()


def prompt(said: Prompt) -> str:
    return narrator("it").phrase(said.say, said.facts)


def hint(hand: Any, tile: Any, end: str | None) -> str:
    where = "in apertura" if end is None else f"su {end}"
    because = narrator("it").say("hint", hand.variant, hand, tile, end)
    return f"Suggerimento: {tile} {where}." + (f" {because}." if because else "")


def does_not_fit(tile: Any, ends: dict[str, int], forced: str | None) -> str:
    other = {"draw": "pescare", "pass": "passare"}.get(forced or "", forced)
    return f"{tile} non va su nessun estremo aperto ({describe_ends(ends)}): scegli un'altra tessera" + (
        f", oppure {other}." if forced else ".")


def your_turn(then: Prompt | None = None, ends: dict[str, int] | None = None) -> str:
    if then is not None:
        return f"Tocca a te. {prompt(then)}"
    return f"Tocca a te: clicca una tessera della tua mano. Estremi aperti {describe_ends(ends or {})}."


BUTTONS = {"draw": "Pesca", "pass": "Passa"}

BOOK.phrases.update({
    Say.SELECTED_LEAD: lambda tile: f"{tile} scelta: clicca Apri per cominciare la mano con questa.",
    Say.SELECTED: lambda tile, fits: (f"{tile} scelta: va su {' o '.join(fits)}. Clicca un estremo illuminato "
                                      f"(o il suo pulsante) per posarla."),
    Say.NOT_IN_HAND: lambda tile: f"{tile} non è nella tua mano.",
    Say.MUST_LEAD: lambda tile, reason, seats: f"Devi aprire con {tile}: {why(reason, seats)}.",
    Say.DOES_NOT_FIT: does_not_fit,
    Say.PICK_A_TILE: lambda: "Prima clicca una tessera della tua mano, poi l'estremo su cui posarla.",
    Say.NOT_ALLOWED: lambda error: f"Non si può: {error}.",
    Say.HINT: hint,
    Say.NEW_MATCH: lambda: "Una nuova partita: i punteggi ripartono da 0.",
    Say.SAVED: lambda hands, moves, path, browser: (
        f"Salvate {hands} mani, {moves} mosse, in {path}"
        + (" fra i file del sito, conservati da questo browser (Download nel file browser ne tiene una copia)"
           if browser else "")
        + f". Rivedile con ReplayViewer({str(path)!r})."),
    Say.NOT_SAVED: lambda path, error, browser: (
        f"Impossibile salvare in {path}: {error}"
        + (". In un browser il sito conserva i file solo tramite il suo service worker: non in una finestra "
           "privata, né quando la pagina è aperta da un file invece che da un server web." if browser else "")),
    Say.HAND_OVER: lambda: "Clicca Nuova mano per continuare.",
    Say.MATCH_OVER: lambda: "La partita è finita: Nuova mano comincia una nuova partita.",
    Say.NOTHING_FITS: lambda ends, action: (f"Nessuna tessera della tua mano va su {describe_ends(ends)}: "
                                            f"clicca {BUTTONS.get(action, action)}."),
    Say.YOUR_LEAD: lambda: "Apri tu: clicca una tessera qualsiasi della tua mano, poi Apri.",
    Say.YOUR_TURN: your_turn,
    Say.WAIT: lambda who: f"Aspetta: tocca a {who}.",
    Say.CLICK_NEW_HAND: lambda: "Questa mano è finita: clicca Nuova mano.",
})
