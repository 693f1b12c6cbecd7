"""Italian words for the views' own lines: frame labels, transcript headings and summaries, annotations."""

from __future__ import annotations

from typing import Any, Sequence

from ...labels import Control, Label
from .. import Phrasebook, narrator
from ..notation import by_since, change, estimates, tenths
from .all_fives import count_line
from .core import describe_ends

BOOK = Phrasebook()


def hand_word(game: Any) -> str:
    """What a deal of ``game`` is called."""
    return narrator("it").say("hand word", game)


def scores(names: Sequence[str], totals: Sequence[int], sep: str = ", ") -> str:
    return sep.join(f"{name} {total}" for name, total in zip(names, totals))


def dealt(left: int, stock: str, draws: bool) -> str:
    tiles = f"{left} tesser{'e' if left != 1 else 'a'}"
    if not left:
        rest = "tutte le tessere sono servite" + (f": nessun {stock}" if draws else "")
    elif draws:
        rest = f"le altre formano il {stock} ({tiles})"
    else:
        rest = f"le altre {tiles} restano da parte ({stock}): in questo gioco non si pesca"
    return f"Le tessere sono servite; {rest}."


def after_hand(totals: str, word: str, number: int, over: bool, standing: str) -> str:
    state = "" if over else " (non finita)"
    return f"{totals} dopo {word.lower()} {number}{state}: {standing}"


def hand_desc(owner: str, tiles: Sequence[Any] | None, count: int, playable: Any) -> str:
    who = f"La mano di {owner}" if owner else "Una mano"
    if tiles is None:
        return f"{who}: {count} tesser{'e' if count != 1 else 'a'} coperte"
    if not tiles:
        return f"{who}: nessuna tessera"
    return f"{who}: " + ", ".join(f"{t} (giocabile)" if t in playable else str(t) for t in tiles)


def board_desc(tiles: int, ends: dict[str, int]) -> str:
    if not ends:
        return "Ancora nessuna tessera in tavola"
    return (f"{tiles} tesser{'e' if tiles != 1 else 'a'} in tavola; estremi aperti "
            + ", ".join(f"{name} {pips}" for name, pips in ends.items()))


def pick_tile(tile: Any, playable: bool, selected: bool) -> str:
    return f"{tile}" + (", scelta" if selected else "") + (", giocabile" if playable else ", non giocabile ora")


def pick_end(end: str, pips: int | None, fits: bool) -> str:
    shows = "" if pips is None else f", mostra {pips}"
    return f"estremo {end}{shows}" + (", la tessera scelta va qui" if fits else "")


def reading_seat(name: str, count: int, lacks: dict[int, int], unit: str) -> str:
    held = f"{name} ha {count} tesser{'e' if count != 1 else 'a'}"
    if not lacks:
        return f"{held}; nessun numero escluso"
    word = "mossa" if unit == "move" else "passo"
    return f"{held}; " + ", ".join(f"nessun {' né '.join(map(str, pips))} (dal{'la' if unit == 'move' else ''} {word} {since})"
                                   for since, pips in by_since(lacks))


def reading_unseen(tiles: Sequence[Any]) -> str:
    return f"Non viste: {len(tiles)} tesser{'e' if len(tiles) != 1 else 'a'}: " + ", ".join(map(str, tiles))


def review_title(name: str, game: Any, number: int, decisions: int, playouts: int) -> str:
    return (f"Revisione di {name}, {hand_word(game).lower()} {number}: {decisions} decision{'i' if decisions != 1 else 'e'}, "
            f"{playouts} simulazioni ciascuna")


def review_decision(decision: Any, unit: str) -> str:
    word = "pietre" if unit == "stones" else "punti"
    played = f"Mossa {decision.move}: giocata {decision.played}"
    if decision.best_now_scored > 0:
        played += (f" (segna subito {decision.scored}); la più redditizia subito: {decision.best_now} "
                   f"({decision.best_now_scored})")
    return f"{played}. {word.capitalize()} stimat{'e' if unit == 'stones' else 'i'} per il resto della mano: {estimates(decision.values, comma=True)}"


def review_verdict(decision: Any, unit: str) -> str:
    if decision.cost <= 0.05:
        return "La scelta migliore trovata."
    word = "pietre" if unit == "stones" else "punti"
    return f"{decision.best} avrebbe tenuto in media {tenths(decision.cost, comma=True)[1:]} {word} in più."


BOOK.phrases.update({
    Label.REVIEW_TITLE: review_title,
    Label.REVIEW_DECISION: review_decision,
    Label.REVIEW_VERDICT: review_verdict,
    Label.REVIEW_PICK: lambda: "Scegli un posto in Vista di per rivedere le sue scelte.",
    Label.REVIEW_NONE: lambda: "Ogni mossa di questa mano era obbligata: non c'è niente da rivedere.",
    Label.READING_TITLE: lambda who: f"Cosa sa {who}" if who else "Cosa sai",
    Label.READING_UNSEEN: reading_unseen,
    Label.READING_SEAT: reading_seat,
    Label.READING_PICK: lambda: "Scegli un posto in Vista di per leggere il tavolo da quel posto.",
    Label.TILE_TITLE: lambda tile: f"Tessera {tile}",
    Label.TILE_DESC: lambda tile: f"La tessera del domino {tile}",
    Label.HAND_TITLE: lambda owner: f"La mano di {owner}" if owner else "Una mano",
    Label.HAND_DESC: hand_desc,
    Label.BOARD_DESC: board_desc,
    Label.TABLE_DESC: lambda score, stock, left: f"Punteggio: {score}. {stock.capitalize()}: {left}",
    Label.LAST_LAID: lambda tile: f"Ultima tessera posata: {tile}",
    Label.PICK_TILE: pick_tile,
    Label.PICK_END: pick_end,
    Label.SCORING_STEP: lambda number, of: f"Momento che segna {number} di {of}",
    Label.THE_DEAL: lambda game, number: f"{hand_word(game)} {number}: la distribuzione",
    Label.AFTER_MOVES: lambda game, number, moves: f"{hand_word(game)} {number}, dopo {moves} moss{'e' if moves != 1 else 'a'}",
    Label.MOVE: lambda game, number, move, token: f"{hand_word(game)} {number}, mossa {move}: {token}",
    Label.BEND: lambda game, number, token: f"{hand_word(game)} {number}: {token}",
    Label.FORCED: lambda game, number, kind: (f"{hand_word(game)} {number}, "
                                              f"{ {'draw': 'pesca', 'pass': 'passo'}.get(kind, kind)} obbligato"),
    Label.PLAYERS: lambda names: "Giocatori: " + ", ".join(f"{name} (posto {i})" for i, name in enumerate(names)),
    Label.SIDES: lambda names: "Lati: " + ", ".join(f"{i} = {name}" for i, name in enumerate(names)),
    Label.CONTINUED: lambda names, totals: f"Partita ripresa, punteggi iniziali: {scores(names, totals)}",
    Label.HAND_LEADER: lambda word, number, who, because: f"{word} {number}: apre {who} ({because})",
    Label.NOTE: lambda: "nota:",
    Label.EVENT_KIND: lambda kind, hand_word: {
        "play": "giocata", "draw": "pesca", "pass": "passo", "score": "punti", "stones": "pietre",
        "shortfall": "ammanco", "camat": "CAMAT", "hand_end": f"fine {hand_word.lower()}", "match_end": "fine partita",
        "sistemata": "sistemata"}.get(kind, kind),
    Label.FORCED_MARK: lambda: "(obbligo)",
    Label.AFTER_HAND: after_hand,
    Label.MATCH_WON: lambda winner, standing: (f"Partita {'patta' if winner is None else f'vinta da {winner}'}: "
                                               f"{standing}"),
    Label.MATCH_OPEN: lambda goal, standing: f"Partita non decisa (si gioca {goal}): {standing}",
    Label.SCORE_LINE: lambda names, totals, on_table, goal: (
        scores(names, totals, " · ") + ("" if on_table is None else f" · {on_table} in tavola") + f" ({goal})"),
    Label.DEALT: dealt,
    Label.TERMS: lambda terms: f"Termini: {terms}",
    Label.TEACHER_NOTE: lambda note: f"Nota: {note}",
    Label.TOTALS: lambda label, line: f"{label}: {line}",
    Label.ENDS: lambda ends: f"Estremi {describe_ends(ends)}",
    Label.COUNT: count_line,
    Label.CHANGE: change,
    Label.TILES_HELD: lambda count: f"{count} tesser{'e' if count != 1 else 'a'}",
})

BOOK.words.update({
    Control.FIRST: "Inizio", Control.FIRST_TIP: "Torna alla distribuzione",
    Control.BACK: "Indietro", Control.BACK_TIP: "Una mossa indietro",
    Control.NEXT: "Avanti", Control.NEXT_TIP: "Una mossa avanti",
    Control.LAST: "Fine", Control.LAST_TIP: "La fine della partita",
    Control.PLAY: "Riproduci", Control.PAUSE: "Pausa", Control.PLAY_TIP: "Scorri la partita da sola",
    Control.STEP: "Passo", Control.STEP_OF: "passo {step} di {last}", Control.SCORES: "Punti",
    Control.JUMP: "vai a un momento che segna…", Control.VIEW_FROM: "Vista di",
    Control.EVERYONE: "tutti (tutte le mani)", Control.SHOW_ALL: "Mostra tutte le mani",
    Control.SCORING_ONLY: "Solo i momenti che segnano",
    Control.PLAY_ON: "Gioca su {end}", Control.PLAY_ON_TIP: "Posa la tessera scelta sull'estremo {end}",
    Control.LEAD_IT: "Apri", Control.LEAD_IT_TIP: "Posa la tessera scelta come prima tessera",
    Control.DRAW: "Pesca", Control.DRAW_TIP: "Prendi una tessera dal mazzo",
    Control.PASS: "Passa", Control.PASS_TIP: "Passa quando non puoi giocare né pescare",
    Control.HINT: "Suggerimento", Control.HINT_TIP: "Mostra la giocata che segna di più",
    Control.REVIEW: "Rivedi questa mano",
    Control.REVIEW_TIP: "Quanto valeva ogni tua scelta, simulata sulle distribuzioni che non potevi distinguere",
    Control.READING: "Cosa sai", Control.READING_TIP: "Mostra cosa dice il tavolo delle mani degli altri",
    Control.NEW_HAND: "Nuova mano", Control.SAVE: "Salva la partita", Control.FILE: "File",
    Control.POINTS: "Punti", Control.STONES: "Pietre", Control.CHECK: "Verifica",
    Control.NEXT_QUESTION: "Prossima domanda", Control.WHO: "Chi", Control.WHICH_PLAY: "Giocata", Control.THEN: "Poi",
    Control.PLAYER: "Giocatore {n}", Control.THE_SET: "Il set del doppio sei",
    Control.LEARNER: "Allievo", Control.COMPUTER: "Computer", Control.LEFT: "Sinistra", Control.PARTNER: "Compagno",
    Control.ACROSS: "Di fronte", Control.RIGHT: "Destra",
})
