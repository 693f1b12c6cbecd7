"""Italian messages for the errors every game shares: bad tokens, deals, moves, ends, bends, options."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.errors import Problem
from ...core.events import Reason, Seats, Why
from ...core.tiles import MAX_PIP, tile_list
from .. import Phrasebook, narrator
from ..notation import plays_listed, show
from .core import VERBS, describe_ends, pass_why, the, to, why

BOOK = Phrasebook()


def tiles(n: int) -> str:
    return f"{n} tesser{'e' if n != 1 else 'a'}"


def can_play(who: str, plays: Sequence[Any], kind: str) -> str:
    return f"{who} può giocare ({plays_listed(plays)}), quindi non può {VERBS.get(kind, kind)}"


def leader_disagrees(leader: int, seat: int, who: str, reason: Reason, seats: Seats) -> str:
    return f'"leader" {leader} non concorda con le regole: apre {who}, al posto {seat}, perché {why(reason, seats)}'


def the_game(game: type) -> str:
    """The game's name as the subject of a sentence: ``Il domino italiano``, ``All Fives``, ``Domeng``."""
    title = narrator("it").title(game)
    return f"Il {title[:1].lower()}{title[1:]}" if title.startswith("Domino") else title


def players(game: type, minimum: int, maximum: int, given: int) -> str:
    counts = [str(n) for n in range(minimum, maximum + 1)]
    span = f"solo in {counts[0]}" if len(counts) == 1 else f"in {', '.join(counts[:-1])} o {counts[-1]}"
    return f"{the_game(game)} si gioca {span}, non in {given}"


LEFT_TO = {Why.BY_LOT: "al sorteggio", Why.FREE_CHOICE: "alla libera scelta",
           Why.FROM_RECORD: "alla registrazione, perché il vincitore precedente non è noto"}
"""To whom the rules leave the choice of the leader."""


def dealt_to(who: str, dealt: int, size: int) -> str:
    if dealt == 1:
        return f"{to(who)} è stata distribuita 1 tessera, non {size}"
    return f"{to(who)} sono state distribuite {dealt} tessere, non {size}"


def option_choice(key: str, value: Any, choices: Sequence[Any]) -> str:
    return f'opzione "{key}": {show(value)} non è fra {" | ".join(show(c) for c in choices)}'


BOOK.phrases.update({
    Problem.TILE_HALF: lambda half: f"una metà di tessera è un numero intero da 0 a {MAX_PIP}, non {half!r}",
    Problem.NOT_A_TILE: lambda text: f"{text!r} non è una tessera: scrivila a-b con punti da 0 a {MAX_PIP}, come 6-4",
    Problem.PIPS_OUT_OF_SET: lambda text: (f"{text!r} non è una tessera del doppio sei: i punti vanno da 0 a "
                                           f"{MAX_PIP}"),
    Problem.MOVE_NOT_TEXT: lambda: 'una mossa è un testo come "6-4 R", "draw" o "pass"',
    Problem.EMPTY_MOVE: lambda: "mossa vuota",
    Problem.TAKES_NO_TILE: lambda word: (f"dopo {word} non va scritto nulla" if word == "pass"
                                         else f"dopo {word} si scrive al massimo una tessera"),
    Problem.PLAY_SHAPE: lambda: 'una giocata è una tessera e al più un capo, come "6-4 R"',
    Problem.NOT_AN_END: lambda given: f"{given!r} non è un capo: i capi sono L, R, N e S (W ed E valgono L e R)",
    Problem.BEND_SHAPE: lambda: ('una piega si scrive "sistemata BRACCIO K DIR": BRACCIO è L o R, K è il numero del '
                                 'giunto, da 2 in su; DIR è left, right o straight'),
    Problem.MATCH_OVER: lambda: "la partita è già finita",
    Problem.HAND_NOT_FINISHED: lambda: "la mano precedente non è finita",
    Problem.LEADER_DISAGREES: leader_disagrees,
    Problem.LEADER_REQUIRED: lambda chosen: f'"leader" serve per questa mano: le regole lo lasciano {LEFT_TO[chosen]}',
    Problem.LEADER_SEAT: lambda last: f'"leader" deve essere un posto da 0 a {last}',
    Problem.DEAL_HANDS: lambda hands, players: f"la distribuzione ha {hands} mani per {players} giocatori",
    Problem.DEAL_SIZE: dealt_to,
    Problem.TILE_TWICE: lambda tile: f"la tessera {tile} compare due volte fra le mani e il pozzo",
    Problem.TILES_MISSING: lambda tiles: (f"alle mani e al pozzo manca{'no' if len(tiles) != 1 else ''} "
                                          f"{tile_list(tiles)}: insieme devono fare le 28 tessere"),
    Problem.HAND_OVER: lambda: "la mano è già finita: nessun'altra mossa",
    Problem.NO_SISTEMATA: lambda game: f"{the_game(game)} non prevede la sistemata: la sua fila non si piega mai",
    Problem.NO_TILE: lambda: "una giocata vuole una tessera",
    Problem.NOT_IN_HAND: lambda tile, who: f"{tile} non è in mano {to(who)}",
    Problem.ON_TABLE: lambda tile: f"{tile} è già in tavola",
    Problem.MUST_LEAD: lambda who, tile, reason, seats: f"{who} deve aprire con {tile} ({why(reason, seats)})",
    Problem.CAN_PLAY: can_play,
    Problem.CANNOT_DRAW: lambda who, why, stock: f"{who} non può pescare: {pass_why(why, stock).lower()}; {who} deve passare",
    Problem.NEXT_TILE: lambda stock, tile, given: f"la prossima tessera {the(stock, 'di')} è {tile}, non {given}",
    Problem.MUST_DRAW: lambda who, stock, left: (f"{who} deve prima pescare: {the(stock, 'in')} "
                                                 f"rest{'ano' if left != 1 else 'a'} {tiles(left)}"),
    Problem.UNKNOWN_MOVE: lambda kind: f"mossa sconosciuta {kind!r}",
    Problem.LEAD_HAS_NO_END: lambda tile, end: f"{tile} è l'apertura: il capo {end} non c'è ancora, scrivi la tessera da sola",
    Problem.FITS_NO_END: lambda tile, ends: f"{tile} non va su nessun capo aperto ({describe_ends(ends)})",
    Problem.NAME_THE_END: lambda tile, fits: f'{tile} va sui capi {", ".join(fits)}: indica quale, come "{tile} {fits[0]}"',
    Problem.NO_SUCH_END: lambda end: f"{end!r} non è un capo: i capi si chiamano L, R, N e S",
    Problem.END_NOT_OPEN_YET: lambda end, spinner: (f"il capo {end} non è ancora aperto: prima vanno coperti i due "
                                                    f"lati dello spinner {spinner}"),
    Problem.NO_SPINNER_YET: lambda end: f"il capo {end} non è aperto: in tavola non c'è ancora uno spinner",
    Problem.ONLY_L_AND_R: lambda end: f"in questo gioco il capo {end} non esiste: la fila ha solo i capi L e R",
    Problem.DOES_NOT_FIT: lambda tile, end, shows: f"{tile} non va sul capo {end}, che mostra {shows}",
    Problem.ARM_CANNOT_BEND: lambda arm: f"il braccio {arm!r} non si piega: solo i bracci L e R",
    Problem.NO_JOINT: lambda arm, count, joint: f"il braccio {arm} ha {tiles(count)}: nessun giunto {joint}",
    Problem.JOINT_AT_LEAD: lambda arm, lead: f"il giunto {arm} 1 è alla prima tessera della mano ({lead}): non si piega mai",
    Problem.JOINT_AFTER_DOUBLE: lambda arm, joint, double: (f"il giunto {arm} {joint} viene subito dopo il doppio "
                                                            f"{double}: non si piega mai"),
    Problem.PLAYERS: players,
    Problem.TOO_MANY_TILES: lambda players, size: (f'opzione "hand_size": {players} giocatori x {size} tessere fa più '
                                                   f"delle 28 tessere del set"),
    Problem.TOO_MANY_KEPT: lambda kept, stock: (f"{kept} tessere non distribuite devono restare dove sono, ma la "
                                                f"distribuzione ne lascia solo {stock}"),
    Problem.START_SHAPE: lambda: '"start" deve essere {"scores": [un totale per parte]}',
    Problem.START_SCORES: lambda sides: f'i punteggi di "start" devono essere {sides} interi, uno per parte',
    Problem.START_ENDS_MATCH: lambda: 'i punteggi di "start" chiudono già la partita',
    Problem.OPTIONS_SHAPE: lambda: '"options" deve essere un oggetto come {"hand_size": 7}',
    Problem.OPTION_CHOICE: option_choice,
    Problem.OPTION_NUMBER: lambda key, minimum, value: f'opzione "{key}": serve un intero ≥ {minimum}, non {show(value)}',
    Problem.UNKNOWN_OPTION: lambda key, variant, known: (f'opzione sconosciuta "{key}" per {variant} '
                                                         f"(le sue opzioni: {', '.join(known) or 'nessuna'})"),
    Problem.VARIANT_NOT_TEXT: lambda value: f'"variant" deve essere un testo, non {show(value)}',
    Problem.GAME_NOT_LOADED: lambda name, source, why: f"il gioco {name!r} ({source}) non si può caricare: {why}",
    Problem.NOT_A_GAME: lambda name, source: f"il gioco {name!r} ({source}) non è una Variant con un id",
    Problem.WORDS_NOT_LOADED: lambda lang, source, why: (f"le parole {lang} {source!r} sono lasciate fuori: "
                                                         f"{why or 'il modulo non ha un BOOK (un Phrasebook)'}"),
    Problem.GAME_ID_TAKEN: lambda name, source, id, owner: (f"il gioco {name!r} ({source}) usa l'id {id!r}, che ha già "
                                                            f"{owner}: lasciato fuori"),
    Problem.UNKNOWN_VARIANT: lambda value, ids: f"variante sconosciuta {show(value)}: le varianti sono {', '.join(ids)}",
    Problem.UNKNOWN_KIND: lambda kind, game, kinds: (f"{the_game(game)} non prevede domande di tipo {show(kind)}: "
                                                     f"i tipi previsti sono {', '.join(kinds)}"),
    Problem.NOTHING_DEALT: lambda: "non è stato distribuito niente",
    Problem.NO_SUCH_SEAT: lambda seat, last: f"il posto {seat} non è un posto di questo gioco (da 0 a {last})",
    Problem.NO_SUCH_STEP: lambda step, last: f"la mossa {step} non è una mossa di questa replica (da 0 a {last})",
    Problem.NO_SUCH_HAND: lambda hand, last: f"la mano {hand} non è in questa registrazione (da 1 a {last})",
    Problem.NO_FRAMES: lambda: "la replica non ha fotogrammi: falla con replay(record, frames=True)",
    Problem.NO_DEAL_FITS: lambda seat, tries: (f"nessuna distribuzione delle tessere nascoste concorda con ciò che "
                                               f"sa il posto {seat} (dopo {tries} tentativi)"),
    Problem.OBSERVATION_OUT_OF_DATE: lambda moves, now: (f"la mano è andata avanti da questa osservazione (mosse: "
                                                         f"{moves} allora, {now} ora): osservala di nuovo"),
})
