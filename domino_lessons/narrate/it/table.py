"""Italian words for the play table: selections, refusals, hints, whose turn, saving."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import DominoError, Problem, message
from ...core.labels import Say
from .. import Phrasebook, narrator
from .advice import play
from .core import VERBS, describe_ends, pass_why, to, why
from .problems import tiles
from .views import hand_word, masculine, new_hand, this_hand

if TYPE_CHECKING:
    from ...widgets.table_game import Prompt

BOOK = Phrasebook()


def prompt(said: Prompt) -> str:
    return narrator("it").phrase(said.say, said.facts)


def hint(hand: Any, tile: Any, end: str | None, points: int, why: Any = None, newcomer: Any = None) -> str:
    """La giocata del coach, che cosa fa subito (la riga propria di un gioco, p. es. il conteggio) e perché."""
    where = "in apertura" if end is None else f"su {end}"
    because = narrator("it").say("hint", hand.variant, hand, tile, end)
    if newcomer is not None and why is not None:
        reason = f" Meglio di {play(newcomer)}, la giocata di un principiante. {why.said('it')}"
    elif why is not None:
        reason = f" {why.said('it')}"
    else:
        reason = f" È la giocata che rende di più per il resto {'del giro' if masculine(hand.variant) else 'della mano'}."
    return f"Suggerimento: {tile} {where}." + (f" {because}." if because else "") + reason


def does_not_fit(tile: Any, ends: dict[str, int], forced: str | None) -> str:
    other = VERBS.get(forced or "", forced)
    return f"{tile} non va su nessun capo aperto ({describe_ends(ends)}): scegli un'altra tessera" + (
        f", oppure {other}." if forced else ".")


def your_turn(then: Prompt | None = None, ends: dict[str, int] | None = None) -> str:
    if then is not None:
        return f"Tocca a te. {prompt(then)}"
    return f"Tocca a te: clicca una tessera della tua mano. Capi aperti {describe_ends(ends or {})}."


BUTTONS = {"draw": "Pesca", "pass": "Passa"}


def hands_said(hands: int, game: Any) -> str:
    """``1 mano``, ``3 mani``; in Domeng ``1 giro``, ``3 giri``."""
    if masculine(game):
        return f"{hands} gir{'i' if hands != 1 else 'o'}"
    return f"{hands} man{'i' if hands != 1 else 'o'}"

YOURS = {
    Problem.CAN_PLAY: lambda who, plays, kind: (f"puoi giocare {plays_said(plays)}, quindi non puoi "
                                                f"{VERBS.get(kind, kind)}"),
    Problem.CANNOT_DRAW: lambda who, why, stock: f"non puoi pescare: {pass_why(why, stock).lower()}; devi passare",
    Problem.MUST_DRAW: lambda who, stock, left: (f"prima devi pescare: rest{'ano' if left != 1 else 'a'} {tiles(left)} "
                                                 f"da pescare"),
    Problem.MUST_LEAD: lambda who, tile, reason, seats: f"devi aprire con {tile} ({why(reason, seats)})",
    Problem.NOT_IN_HAND: lambda tile, who: f"{tile} non è nella tua mano",
}
"""I rifiuti del motore a una mossa dell'allievo, detti a lui."""


def plays_said(plays: Any, most: int = 6) -> str:
    """Le prime ``most`` giocate come le dice il tavolo (``4-1 su R, 6-3 su L``), ``...`` per le altre."""
    return ", ".join(play(m) for m in plays[:most]) + (", ..." if len(plays) > most else "")


def not_allowed(error: DominoError) -> str:
    said = YOURS.get(error.problem)  # type: ignore[call-overload]
    return f"Mossa non permessa: {said(**error.facts) if said else error.said('it')}."


BOOK.phrases.update({
    Say.SELECTED_LEAD: lambda tile, game: (f"{tile} scelta: clicca Apri per cominciare "
                                           f"{'il' if masculine(game) else 'la'} {hand_word(game).lower()} con questa."),
    Say.SELECTED: lambda tile, fits: (f"{tile} scelta: va su {' o '.join(fits)}. Clicca un capo illuminato "
                                      f"(o il suo pulsante) per posarla."),
    Say.NOT_IN_HAND: lambda tile: f"{tile} non è nella tua mano.",
    Say.MUST_LEAD: lambda tile, reason, seats: f"Devi aprire con {tile}: {why(reason, seats)}.",
    Say.DOES_NOT_FIT: does_not_fit,
    Say.PICK_A_TILE: lambda: "Prima clicca una tessera della tua mano, poi il capo a cui accostarla.",
    Say.NOT_ALLOWED: not_allowed,
    Say.HINT: hint,
    Say.NEW_MATCH: lambda: "Una nuova partita: i punteggi ripartono da 0.",
    Say.SAVED: lambda hands, moves, path, browser, game: (
        f"Partita salvata ({hands_said(hands, game)}, {moves} moss{'e' if moves != 1 else 'a'}) "
        f"in {path}"
        + (" fra i file del sito, conservati da questo browser (con Download, nell'elenco dei file, ne scarichi "
           "una copia)" if browser else "")
        + f". Rivedila con ReplayViewer({str(path)!r})."),
    Say.NOT_SAVED: lambda path, error, browser: (
        f"Impossibile salvare in {path}: {message(error, 'it')}"
        + (". In un browser il sito conserva i file solo tramite il suo service worker: non in una finestra "
           "privata, né quando la pagina è aperta da un file invece che da un server web." if browser else "")),
    Say.HAND_OVER: lambda game: f"Clicca {new_hand(game)} per continuare.",
    Say.MATCH_OVER: lambda game: f"La partita è finita: clicca {new_hand(game)} per cominciarne un'altra.",
    Say.NOTHING_FITS: lambda ends, action: (f"Nessuna tessera della tua mano va su {describe_ends(ends)}: "
                                            f"clicca {BUTTONS.get(action, action)}."),
    Say.YOUR_LEAD: lambda: "Apri tu: clicca una tessera qualsiasi della tua mano, poi Apri.",
    Say.YOUR_TURN: your_turn,
    Say.WAIT: lambda who: f"Aspetta: tocca {to(who)}.",
    Say.CLICK_NEW_HAND: lambda game: (f"{this_hand(game).capitalize()} è finit{'o' if masculine(game) else 'a'}: "
                                      f"clicca {new_hand(game)}."),
})
