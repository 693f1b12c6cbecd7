"""Italian words for the views' own lines: frame labels, transcript headings and summaries, annotations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...core.engine import MoveKind
from ...core.events import Stock
from ...core.labels import Control, Label
from .. import Phrasebook, narrator
from ..notation import by_since, change, estimates, give_or_take, tenths, tile_first
from ...rules import Variant
from .advice import play as play_said
from .core import SEAT, agrees, describe_ends, noun, the

if TYPE_CHECKING:
    from ...core.tableau import Tableau

BOOK = Phrasebook()
FORCED: dict[str, str] = {MoveKind.DRAW: "pescata obbligata", MoveKind.PASS: "passo obbligato"}
"""A forced move, by its kind (a frame's label)."""


def hand_word(game: Any) -> str:
    """What a deal of ``game`` is called."""
    return narrator("it").say("hand word", game)


def masculine(game: Any) -> bool:
    """Is the game's word for a hand masculine (Domeng's *giro*) rather than feminine (*mano*)?"""
    return narrator("it").say("hand gender", game) == "m"


def this_hand(game: Any) -> str:
    """``questa mano``, ``questo giro``."""
    return f"{'questo' if masculine(game) else 'questa'} {hand_word(game).lower()}"


def new_hand(game: Any) -> str:
    """The button that deals again: ``Nuova mano``, ``Nuovo giro``."""
    return f"{'Nuovo' if masculine(game) else 'Nuova'} {hand_word(game).lower()}"


def hand_over_tip(game: Any) -> str:
    """``La mano è finita: distribuisci una nuova mano``; in Domeng ``Il giro è finito: ...``."""
    m, word = masculine(game), hand_word(game).lower()
    return (f"{'Il' if m else 'La'} {word} è finit{'o' if m else 'a'}: distribuisci {'un' if m else 'una'} "
            f"{new_hand(game).lower()}")


def lead_done_tip(game: Any) -> str:
    m = masculine(game)
    return f"{'Il' if m else 'La'} {hand_word(game).lower()} è già stat{'o' if m else 'a'} apert{'o' if m else 'a'}"


def scores(names: Sequence[str], totals: Sequence[int], sep: str = ", ") -> str:
    return sep.join(f"{name} {total}" for name, total in zip(names, totals))


def dealt(left: int, stock: str, draws: bool) -> str:
    if not left:
        return "Tutte le 28 tessere sono distribuite" + (
            f": {agrees(stock, 'nessun', 'nessuna')} {stock}." if draws else ".")
    tiles = f"{left} tesser{'e' if left != 1 else 'a'}"
    if draws:
        rest = f"le restanti formano {the(stock)} ({tiles})"
    elif left == 1:
        rest = f"l'altra tessera resta da parte ({stock}): in questo gioco non si pesca"
    else:
        rest = f"le altre {tiles} restano da parte ({stock}): in questo gioco non si pesca"
    return f"Le tessere sono distribuite; {rest}."


def after_hand(totals: str, word: str, number: int, over: bool, standing: str) -> str:
    masculine = word.lower() == "giro"
    state = "" if over else f" ({word.lower()} non finit{'o' if masculine else 'a'})"
    return f"{totals} dopo {'il' if masculine else 'la'} {word.lower()} {number}{state}: {standing}"


def hand_desc(owner: str, tiles: Sequence[Any] | None, count: int, playable: Any) -> str:
    who = f"La mano di {owner}" if owner else "Una mano"
    if tiles is None:
        return f"{who}: {count} tesser{'e coperte' if count != 1 else 'a coperta'}"
    if not tiles:
        return f"{who}: nessuna tessera"
    return f"{who}: " + ", ".join(f"{t} (giocabile)" if t in playable else str(t) for t in tiles)


def board_desc(tiles: int, ends: dict[str, int]) -> str:
    if not ends:
        return "Ancora nessuna tessera in tavola"
    return (f"{tiles} tesser{'e' if tiles != 1 else 'a'} in tavola; capi aperti "
            + ", ".join(f"{name} {pips}" for name, pips in ends.items()))


def pick_tile(tile: Any, playable: bool, selected: bool) -> str:
    return f"{tile}" + (", scelta" if selected else "") + (", giocabile" if playable else ", non giocabile ora")


def pick_end(end: str, pips: int | None, fits: bool) -> str:
    shows = "" if pips is None else f", mostra {pips}"
    return f"capo {end}{shows}" + (", la tessera scelta va qui" if fits else "")


def reading_seat(name: str, count: int, lacks: dict[int, int], unit: str) -> str:
    held = f"{name} ha {count} tesser{'e' if count != 1 else 'a'}"
    if not lacks:
        return f"{held}; nessun numero escluso"
    # A hand's move is a *mossa*, a replay's step a *momento* (a *passo* is only a pass): TERMINI.
    word = "mossa" if unit == "move" else "momento"
    return f"{held}; " + ", ".join(f"niente {' né '.join(map(str, pips))} ({'dalla' if word == 'mossa' else 'dal'} "
                                   f"{word} {since})" for since, pips in by_since(lacks))


def reading_unseen(tiles: Sequence[Any]) -> str:
    return f"Tessere nascoste ({len(tiles)}): " + ", ".join(map(str, tiles))


def review_title(name: str, game: Any, number: int, decisions: int, playouts: int) -> str:
    return (f"Revisione di {name}, {hand_word(game).lower()} {number}: {decisions} decision{'i' if decisions != 1 else 'e'}, "
            f"{playouts} simulazioni ciascuna")


def review_decision(decision: Any, unit: str, penalty: bool = False) -> str:
    word = "pietre" if unit == "stones" else "punti"
    played = f"Mossa {decision.move}: hai giocato {play_said(decision.played)}"
    if decision.best_now_scored > 0:
        played += (f" (hai segnato subito {decision.scored}); la giocata che segnava di più subito: "
                   f"{play_said(decision.best_now)} ({decision.best_now_scored})")
    rest = "del giro" if unit == "stones" else "della mano"
    ending = "e" if unit == "stones" else "i"
    way = (f"{word} degli altri meno quell{ending} della tua parte" if penalty or unit == "stones" else
           f"{word} della tua parte meno quell{ending} degli altri") + ", più alto è, meglio è"
    if decision.exact:
        return (f"{played}. Vantaggio esatto in {word} per il resto {rest} ({way}): "
                f"{estimates(decision.values, comma=True)}")
    each = f"margine di ciascuna stima: ± {tenths(decision.spread, comma=True)[1:]}"
    return (f"{played}. Vantaggio stimato in {word} per il resto {rest} ({way}; {each}): "
            f"{estimates(decision.values, comma=True)}")


def review_verdict(decision: Any, unit: str) -> str:
    if not (decision.mistake or decision.close):
        return "È la scelta migliore (calcolo esatto)." if decision.exact else "È la scelta migliore trovata."
    if decision.exact:
        by = f"esattamente {tenths(decision.cost, comma=True)[1:]}"
    else:
        by = give_or_take(decision.cost, decision.margin, comma=True)
    if unit == "stones":  # stones are penalties: the better choice takes fewer
        kept = f"{play_said(decision.best)} avrebbe fatto prendere in media {by} pietre in meno"
    else:
        kept = f"{play_said(decision.best)} avrebbe reso in media {by} punti in più"
    why = f" Perché: {decision.why.said('it')}" if decision.mistake and decision.why is not None else ""
    if decision.exact:
        return f"{kept}, contate tutte le distribuzioni che non potevi distinguere.{why}"
    if decision.close:
        return (f"Scelte troppo vicine per decidere: {kept}, entro il margine di errore (la differenza conta "
                f"comunque nella tua media).")
    return f"{kept}.{why}"


NOTATION = {"draw": "pesca", "pass": "passo", "left": "a sinistra", "right": "a destra"}
"""The record's English move words, as a caption says them in Italian (``draw 5-5``: ``pesca 5-5``,
``sistemata R 5 left``: ``sistemata R 5 a sinistra``)."""


def said_token(token: str) -> str:
    """A record's token in Italian words, each tile the higher number first: ``draw 1-6`` → ``pesca 6-1``."""
    return " ".join(NOTATION.get(word.lower(), word) for word in tile_first(token).split())


BOOK.phrases.update({
    Label.REVIEW_TITLE: review_title,
    Label.REVIEW_DECISION: review_decision,
    Label.REVIEW_VERDICT: review_verdict,
    Label.REVIEW_PICK: lambda: "Scegli un posto nel menu «Visto da» per rivedere le sue scelte.",
    Label.REVIEW_NONE: lambda game: f"Ogni mossa di {this_hand(game)} era obbligata: non c'è niente da rivedere.",
    Label.READING_TITLE: lambda who: f"Che cosa capisce {who}" if who else "Che cosa dice il tavolo",
    Label.READING_UNSEEN: reading_unseen,
    Label.READING_SEAT: reading_seat,
    Label.READING_PICK: lambda: "Scegli un posto nel menu «Visto da» per leggere il tavolo da quel posto.",
    Label.TILE_TITLE: lambda tile: f"Tessera {tile}",
    Label.TILE_DESC: lambda tile: f"La tessera del domino {tile}",
    Label.HAND_TITLE: lambda owner: f"La mano di {owner}" if owner else "Una mano",
    Label.HAND_DESC: hand_desc,
    Label.BOARD_DESC: board_desc,
    Label.TABLE_DESC: lambda score, stock, left: f"Punteggio: {score}. {noun(stock).capitalize()}: {left}",
    Label.LAST_LAID: lambda tile: f"Ultima tessera in tavola: {tile}",
    Label.PICK_TILE: pick_tile,
    Label.PICK_END: pick_end,
    Label.SCORING_STEP: lambda number, of: f"Momento in cui si segna, {number} di {of}",
    Label.THE_DEAL: lambda game, number: f"{hand_word(game)} {number}: la distribuzione",
    Label.AFTER_MOVES: lambda game, number, moves: f"{hand_word(game)} {number}, dopo {moves} moss{'e' if moves != 1 else 'a'}",
    Label.MOVE: lambda game, number, move, token: f"{hand_word(game)} {number}, mossa {move}: {said_token(token)}",
    Label.BEND: lambda game, number, token: f"{hand_word(game)} {number}: {said_token(token)}",
    Label.TOKEN: lambda token: said_token(token),
    Label.FORCED: lambda game, number, kind: (f"{hand_word(game)} {number}, "
                                              f"{FORCED.get(kind, kind)}"),
    Label.PLAYERS: lambda names: "Giocatori: " + ", ".join(f"{name} (posto {i})" for i, name in enumerate(names)),
    Label.SIDES: lambda names: "Parti: " + ", ".join(f"{i} = {name}" for i, name in enumerate(names)),
    Label.CONTINUED: lambda names, totals, word: f"Partita ripresa, {word.lower()} iniziali: {scores(names, totals)}",
    Label.HAND_LEADER: lambda word, number, who, because: f"{word} {number}: apre {who} ({because})",
    Label.NOTE: lambda: "nota:",
    Label.EVENT_KIND: lambda kind, hand_word: {
        "play": "giocata", "draw": "pescata", "pass": "passo", "score": "punti", "stones": "pietre",
        "shortfall": "ammanco", "camat": "CAMAT", "hand_end": f"fine {hand_word.lower()}",
        "match_end": "fine partita"}.get(kind, str(kind)),
    Label.FROM_STOCK: lambda stock: "dalla riserva" if stock is Stock.RESERVE else "dal pozzo",
    Label.FORCED_MARK: lambda kind: "(obbligato)" if kind == "pass" else "(obbligata)",
    Label.AFTER_HAND: after_hand,
    Label.MATCH_WON: lambda winner, standing: (f"Partita {'patta' if winner is None else f'vinta da {winner}'}: "
                                               f"{standing}"),
    Label.MATCH_OPEN: lambda goal, standing: f"Partita ancora aperta (si gioca {goal}): {standing}",
    Label.SCORE_LINE: lambda names, totals, on_table, goal: (
        scores(names, totals, " · ") + ("" if on_table is None else f" · banco {on_table}") + f" (si gioca {goal})"),
    Label.DEALT: dealt,
    Label.TERMS: lambda terms: f"Termini: {terms}",
    Label.TEACHER_NOTE: lambda note: f"Nota: {note}",
    Label.TOTALS: lambda label, line: f"{label}: {line}",
    Label.ENDS: lambda ends: f"Capi {describe_ends(ends)}",
    Label.COUNT: lambda board, game: narrator("it").saying("count line", game)(game, board),
    Label.CHANGE: lambda score: change(score, "→"),
    Label.TILES_HELD: lambda count: f"{count} tesser{'e' if count != 1 else 'a'}",
})

BOOK.words.update({
    Control.FIRST: "Inizio", Control.FIRST_TIP: "Torna alla distribuzione",
    Control.BACK: "Indietro", Control.BACK_TIP: "Un momento indietro",
    Control.NEXT: "Avanti", Control.NEXT_TIP: "Un momento avanti",
    Control.LAST: "Fine", Control.LAST_TIP: "La fine della partita",
    Control.PLAY: "Riproduci", Control.PAUSE: "Pausa", Control.PLAY_TIP: "Fa scorrere la partita da sola",
    Control.STEP: "Momento", Control.STEP_OF: "momento {step} di {last}",
    Control.VIEW_FROM: "Visto da",
    Control.EVERYONE: "tutti (tutte le mani)", Control.SHOW_ALL: "Mostra tutte le mani",
    Control.PLAY_ON: "Gioca su {end}", Control.PLAY_ON_TIP: "Accosta la tessera scelta al capo {end}",
    Control.LEAD_IT: "Apri", Control.LEAD_IT_TIP: "Posa la tessera scelta come prima tessera",
    Control.DRAW: "Pesca", Control.DRAW_TIP: "Pesca una tessera {from_stock}",
    Control.PASS: "Passa", Control.PASS_TIP: "Passa quando non puoi giocare né pescare",
    Control.PASS_NO_DRAW_TIP: "Passa quando nessuna tua tessera va",
    Control.WAIT_TIP: "Aspetta: non tocca a te",
    Control.PICK_FIRST_TIP: "Prima scegli una tessera della tua mano",
    Control.NOT_THERE_TIP: "La tessera scelta non va sul capo {end}",
    Control.NO_DRAW_TIP: "Una tua tessera va: non puoi pescare",
    Control.NO_PASS_TIP: "Puoi ancora giocare o pescare: non puoi passare",
    Control.NO_PASS_PLAY_TIP: "Una tua tessera va: non puoi passare",
    Control.HINT: "Suggerimento",
    Control.HINT_SUGGESTED_TIP: "Mostra la giocata consigliata e perché",
    Control.REVIEW_TIP: "Quanto valeva ogni tua scelta, simulata sulle distribuzioni che non potevi distinguere",
    Control.READING: "Che cosa dice il tavolo", Control.READING_TIP: "Mostra cosa dice il tavolo delle mani degli altri",
    Control.SAVE: "Salva la partita", Control.FILE: "File",
    Control.POINTS: "Punti", Control.CHECK: "Verifica",
    Control.NEXT_QUESTION: "Prossima domanda", Control.WHO: "Chi", Control.WHICH_PLAY: "Giocata", Control.THEN: "Poi",
    Control.THE_SET: "Il set del doppio sei",
    Control.LEARNER: "Allievo", Control.COMPUTER: "Computer", Control.LEFT: "Sinistra", Control.PARTNER: "Compagno",
    Control.ACROSS: "Di fronte", Control.RIGHT: "Destra",
})

BOOK.phrases.update({  # the controls that name the hand, said of the game: in Domeng the hand is a *giro*
    Control.REVIEW: lambda game: f"Rivedi {this_hand(game)}",
    Control.NEW_HAND: new_hand,
    Control.HAND_OVER_TIP: hand_over_tip,
    Control.LEAD_DONE_TIP: lead_done_tip,
})


@BOOK.says("count line", Variant)
def ends_line(game: type[Variant], board: Tableau) -> str:
    """A game that counts nothing during play: a board's caption shows its open ends."""
    return f"Capi {describe_ends(board.ends())}"
