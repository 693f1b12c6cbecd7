"""Italian messages for a record that cannot be read: its file, its JSON, its shape, and where."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.errors import FileProblem, RecordProblem
from .. import Phrasebook
from ..notation import show

BOOK = Phrasebook()


def shown(value: Any) -> str:
    """A value from the record as JSON, cut to 80 characters."""
    return show(value)[:80]


def at(hand: int | None, move: int | None, token: str | None) -> str:
    """``mano 1, mossa 3 ("6-1 N"): ``."""
    where = [] if hand is None else [f"mano {hand}"]
    if move is not None:
        where.append(f"mossa {move}" + (f" ({show(token)})" if token is not None else ""))
    return ", ".join(where) + ": "


def unknown_key(key: str, keys: Sequence[str], of_hand: bool) -> str:
    return f'chiave sconosciuta {shown(key)} ({"una mano" if of_hand else "una partita"} ha {", ".join(keys)})'


def cannot_read(why: str, reason: str = "") -> str:
    """Il file non si legge: con parole nostre dove la causa è una delle solite (le parole del sistema sono inglesi)."""
    said = {"missing": ": non esiste", "denied": ": non hai il permesso di leggerlo",
            "folder": ": è una cartella, non un file"}
    return f"non si riesce a leggere il file{said.get(reason, '')}"


BOOK.phrases.update({
    RecordProblem.AT: at,
    RecordProblem.FILE_TOO_BIG: lambda size, limit: f"il file è di {size} byte; una partita può averne al massimo {limit}",
    RecordProblem.CANNOT_READ: cannot_read,
    RecordProblem.TEXT_TOO_BIG: lambda size, limit: f"la partita è di {size} byte; può averne al massimo {limit}",
    RecordProblem.NOT_UTF8: lambda: "il file non è testo UTF-8",
    RecordProblem.BAD_JSON: lambda line, column, why: f"il JSON si interrompe alla riga {line}, colonna {column}",
    RecordProblem.TOO_DEEP: lambda: "partita non valida: JSON annidato troppo in profondità",
    RecordProblem.BAD_NUMBER: lambda why: f"JSON non valido: {why}",
    RecordProblem.NOT_A_NUMBER: lambda name: f"JSON non valido: {name} non è un numero che una partita possa contenere",
    RecordProblem.NOT_AN_OBJECT: lambda: "una partita deve essere un oggetto JSON con format, variant, players e hands",
    RecordProblem.UNKNOWN_KEY: unknown_key,
    RecordProblem.MISSING: lambda key, of_hand: f'{"la mano" if of_hand else "la partita"} non ha "{key}"',
    RecordProblem.FORMAT: lambda expected, given: f'"format" deve essere "{expected}", non {shown(given)}',
    RecordProblem.VARIANT: lambda: '"variant" deve essere una stringa come "all-fives"',
    RecordProblem.PLAYERS: lambda: '"players" deve essere una lista di nomi nell\'ordine dei posti',
    RecordProblem.NAME: lambda name, limit: (f"il nome {shown(name)} deve avere da 1 a {limit} caratteri, non essere "
                                             f"vuoto e stare su una riga"),
    RecordProblem.SAME_NAME: lambda: '"players" contiene due volte lo stesso nome',
    RecordProblem.OPTIONS: lambda: '"options" deve essere un oggetto come {"hand_size": 7}',
    RecordProblem.START: lambda: '"start" deve essere un oggetto come {"scores": [10, 20]}',
    RecordProblem.HANDS: lambda: '"hands" deve essere una lista di almeno una mano',
    RecordProblem.HAND: lambda: "una mano deve essere un oggetto con deal, boneyard e moves",
    RecordProblem.DEAL: lambda: '"deal" deve essere una lista di liste di tessere, una per posto',
    RecordProblem.MOVES: lambda: 'ogni mossa deve essere una stringa come "6-4 R", "draw" o "pass"',
    RecordProblem.LEADER: lambda: '"leader" deve essere il numero di un posto',
    RecordProblem.NOTES: lambda: '"notes" deve essere un oggetto con i numeri delle mosse come chiavi',
    RecordProblem.NOTE_KEY: lambda key, moves: (f"la nota {shown(key)} deve avere come chiave il numero di una mossa "
                                                f"da 1 a {moves} ed essere testo"),
    RecordProblem.NOTE_VALUE: lambda key: (f"la nota {key} deve essere un testo, o un oggetto di testi con le lingue "
                                           f'come chiavi, ad es. {{"en": "...", "it": "..."}}'),
    RecordProblem.NOTE_EMPTY: lambda key: f"la nota {key} è un oggetto vuoto: scrivi il testo di almeno una lingua",
    RecordProblem.NOTE_LANGUAGE: lambda key, lang: (f"nota {key}: {shown(lang)} non è il codice di una lingua: usa "
                                                    f'due o tre lettere minuscole, come "en" o "it"'),
    RecordProblem.NOTE_TEXT: lambda key, lang: f'nota {key}: il testo in "{lang}" deve essere una stringa non vuota',
    RecordProblem.NOT_A_LIST: lambda key: f'"{key}" deve essere una lista',
    RecordProblem.NOT_A_TILE: lambda value: f'{shown(value)} non è una tessera: scrivi le tessere come stringhe, ad es. "6-4"',
    RecordProblem.DECIDED: lambda decided: (f"la partita era già decisa alla mano {decided}: non possono seguire "
                                            f"altre mani"),
})

BOOK.phrases.update({
    FileProblem.NO_FOLDER: lambda path, folder: f"non posso scrivere {path}: la cartella {folder} non esiste",
    FileProblem.NOT_A_FOLDER: lambda path, blocker: f"non posso scrivere {path}: {blocker} è un file, non una cartella",
    FileProblem.IS_A_FOLDER: lambda path: f"non posso scrivere {path}: è una cartella",
    FileProblem.NOT_ALLOWED: lambda path: f"non posso scrivere {path}: lì non è permesso",
    FileProblem.CANNOT_WRITE: lambda path, why: f"non posso scrivere {path}: {why}",
    FileProblem.KIND_OF_FILE: lambda path, kinds: f"non posso scrivere {path}: il nome deve finire in {' o '.join(kinds)}",
    FileProblem.NO_PDF: lambda path, why: (f"non posso scrivere {path}: non si riesce a caricare la libreria per i PDF "
                                           f"({why}); scrivi invece un file .html, o installa WeasyPrint e Pango "
                                           f"(.ci/setup)"),
})
