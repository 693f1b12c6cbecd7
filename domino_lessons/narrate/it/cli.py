"""Le parole italiane della riga di comando: l'aiuto di ogni comando e dei suoi argomenti, e le righe che stampa."""

from __future__ import annotations

from ...core.labels import Cli
from .. import Phrasebook

BOOK = Phrasebook()

BOOK.words.update({
    Cli.DESCRIPTION: "Lezioni di domino: aprirle, rigiocare e disegnare partite registrate, simulare.",
    Cli.LAB: "copia le lezioni in una cartella e le apre in JupyterLab (gli altri argomenti vanno a JupyterLab)",
    Cli.CLASSROOM: ("la vista a schermo intero per la classe, in Voila, di una lezione o di una partita registrata "
                    "(gli altri argomenti vanno a Voila)"),
    Cli.RENDER: ("scrive la replica di una partita in un unico file HTML, in un SVG per momento, o in una dispensa da "
                 "stampare"),
    Cli.WORKSHEET: "una scheda da stampare con posizioni del quiz e le soluzioni in pagine a parte (HTML o PDF)",
    Cli.REPLAY: "rigioca una partita registrata, con ogni evento spiegato",
    Cli.SIMULATE: "fa giocare mani intere a giocatori guidati dal computer e ne stampa le statistiche",
    Cli.PROGRESS: ("una riga per allievo e gioco dai file dei progressi: risposte giuste per tipo di domanda, esercizi "
                   "da fare, mani giocate, ultima attività"),
    Cli.PUZZLES: ("estrae problemi dalle partite dell'esperto contro se stesso: posizioni in cui una giocata è "
                  "chiaramente la migliore e il principiante non la trova, e problemi di lettura del tavolo"),
    Cli.LAB_TO: "dove vanno le lezioni (predefinito ./domino-lessons); le lezioni modificate non vengono mai sovrascritte",
    Cli.LAB_LANG: "apre la pagina iniziale, i menu e le finestre di JupyterLab in questa lingua: {languages}",
    Cli.ROOM_TARGET: ("un notebook di lezione (predefinito: la pagina iniziale), un file di partita o il nome di un "
                      "esempio del pacchetto"),
    Cli.ROOM_TO: "la cartella delle lezioni (come per lab)",
    Cli.ROOM_LANG: "la lingua della lezione o della replica: {languages}",
    Cli.ROOM_SCORING: ("la replica di una partita solo nei momenti in cui si segna (in un gioco con le pietre, i "
                       "momenti in cui si muovono)"),
    Cli.RECORD: "un file di partita registrata",
    Cli.RENDER_HTML: "il file HTML da scrivere",
    Cli.RENDER_SVG_DIR: "la cartella dei file step-NNN.svg",
    Cli.RENDER_HANDOUT: ("una dispensa da stampare, OUT.pdf o OUT.html: due momenti per pagina (con --scoring, i "
                         "momenti in cui si segna)"),
    Cli.RENDER_SCORING: "nella dispensa, solo i momenti in cui si segna",
    Cli.PAPER: "il formato della carta (predefinito a4)",
    Cli.RENDER_LANG: "la lingua delle spiegazioni: {languages}",
    Cli.MKDIR: "crea le cartelle del file da scrivere, se non esistono",
    Cli.GAME: "uno fra {games}",
    Cli.SHEET_OUT: "la scheda da scrivere: OUT.html o OUT.pdf",
    Cli.SHEET_KINDS: "i tipi di domanda, a turno (predefinito: tutti quelli del quiz del gioco)",
    Cli.COUNT: "quante domande (predefinito 10)",
    Cli.SHEET_SEED: "seme casuale: stesso seme, stessa scheda (predefinito 0)",
    Cli.SHEET_LANG: "la lingua della scheda: {languages}",
    Cli.REPLAY_RECORD: "un file di partita registrata (JSON domino-lessons/record/1)",
    Cli.REPLAY_JSON: "stampa la replica come un unico documento JSON",
    Cli.REPLAY_LANG: "la lingua della trascrizione o dei testi del JSON: {languages}",
    Cli.HANDS: "quante mani (predefinito 100)",
    Cli.SEED: "seme casuale (predefinito 0)",
    Cli.PLAYERS: "il numero di giocatori (predefinito: il minimo del gioco)",
    Cli.BOT: "il giocatore guidato dal computer (predefinito greedy, il principiante)",
    Cli.SIMULATE_JSON: "stampa le statistiche in JSON",
    Cli.LANG: "la lingua di ciò che si stampa: {languages} (predefinita: quella dell'ambiente, LANG)",
    Cli.PUZZLE_COUNT: "quanti problemi di tipo «quale giocata rende di più» (predefinito 10)",
    Cli.PLAYOUTS: "simulazioni per decisione (predefinito 400)",
    Cli.PUZZLE_OUT: "scrive il JSON dei problemi in FILE (in modo sicuro) invece di stamparlo",
    Cli.FILES: "i file domino-progress.json degli allievi",
    Cli.CSV: "scrive in CSV (un'intestazione, poi le righe) per un foglio di calcolo",
    Cli.NOW: "conta gli esercizi da fare a quest'ora UTC (predefinito: adesso)",
    Cli.SCORING_NEEDS_HANDOUT: "--scoring va con --handout (la dispensa dei soli momenti in cui si segna)",
})

UNITS = {"steps": ("momento", "momenti"), "questions": ("domanda", "domande")}
"""Che cosa contiene un file scritto, al singolare e al plurale."""

BOOK.phrases.update({
    Cli.NOT_ISO: lambda text: f"non è un'ora ISO come 2025-03-01T09:00: {text!r}",
    Cli.AT_LEAST_ONE: lambda value: f"deve essere almeno 1, non {value}",
    Cli.WROTE: lambda path, count, unit: f"scritto {path} ({count} {UNITS[unit][count != 1]})",
    Cli.WROTE_SVGS: lambda count, folder: f"scritt{'o' if count == 1 else 'i'} {count} file SVG in {folder}",
})

BOOK.words.update({
    Cli.COMMAND_VAR: "COMANDO",
    Cli.RECORD_VAR: "PARTITA",
    Cli.TARGET_VAR: "LEZIONE o PARTITA",
    Cli.OUT_VAR: "OUT",
    Cli.DIR_VAR: "DIR",
    Cli.FOLDER_VAR: "CARTELLA",
    Cli.GAME_VAR: "GIOCO",
    Cli.KIND_VAR: "TIPO",
    Cli.FILE_VAR: "FILE",
    Cli.NUMBER_VAR: "N",
    Cli.SEED_VAR: "SEME",
    Cli.TIME_VAR: "ISO",
    Cli.LANG_VAR: "LINGUA",
})

BOOK.words.update({
    Cli.CHECK_GAME: ("verifica un gioco (di un'estensione o del pacchetto) rispetto al contratto di ogni gioco: le "
                     "opzioni, le parole in ogni lingua, partite a caso, il kernel, il coach e i widget"),
    Cli.CHECK_ID: "l'id del gioco ({games})",
    Cli.CHECK_SEEDS: "distribuzioni a caso per numero di giocatori (predefinito 6; il kernel ne gioca quattro volte tante)",
    Cli.CHECKED_OPTIONS: "opzioni: una sbagliata e troppi giocatori rifiutati",
    Cli.CHECKED_WORDS: "parole: ogni evento e codice, il titolo, la descrizione e il glossario, in {languages}",
    Cli.CHECKED_GAMES: ("partite a caso per ogni numero di giocatori: le 28 tessere, ogni evento in una riga, la "
                        "registrazione si rigioca uguale"),
    Cli.CHECKED_KERNEL: "il kernel delle simulazioni gioca come il motore (dove il gioco ne ha uno)",
    Cli.CHECKED_COACH: "il coach: il suggerimento, le mosse dell'esperto, una mano analizzata",
    Cli.CHECKED_WIDGETS: "i widget: il tavolo da gioco fino alla fine della mano, il quiz, il visore delle partite",
    Cli.CHECK_OK: "ok",
    Cli.CHECK_MISSING: "MANCA",
    Cli.CHECK_PASSED: "{game}: tutte le verifiche sono superate",
    Cli.CHECK_FAILED: "{game}: {count} verifiche hanno trovato qualcosa che manca",
    Cli.UNKNOWN_TAKEN: "un'opzione sconosciuta è accettata invece di essere rifiutata (leggi ogni opzione con l'OptionReader)",
    Cli.PLAYERS_TAKEN: "un giocatore in più di max_players è accettato invece di essere rifiutato",
    Cli.NO_WORDS: "{lang}: mancano le parole per {what}",
    Cli.GAME_BROKEN: "{players} giocatori, seme {seed}: {what}",
    Cli.KERNEL_DIFFERS: "{players} giocatori, seme {seed}, mossa {move}: il kernel dà {what} diversi dal motore",
    Cli.KERNEL_MOVES: "mosse lecite",
    Cli.KERNEL_GREEDY: "scelte del giocatore ingordo (greedy)",
    Cli.KERNEL_END: "fine ed esito della mano",
    Cli.KERNEL_SCORES: "punteggi",
    Cli.CHECK_RAISED: "ha sollevato {what}",
    Cli.HINT_NOT_LEGAL: "il suggerimento non è una mossa lecita",
    Cli.NOTHING_REVIEWED: "l'analisi di una mano non trova nessuna decisione",
    Cli.QUIZ_SILENT: "{lang}: il quiz non dice nulla a una risposta",
})

BOOK.words.update({
    Cli.TABLES: ("tavoli di classe su questo computer: gli studenti giocano tra loro, l'insegnante osserva ogni "
                 "tavolo"),
    Cli.TABLES_FOLDER: "dove si tengono i registri dei tavoli e chi siede dove (predefinito domino-tables)",
    Cli.TABLES_IP: "l'indirizzo su cui ascoltare (predefinito 127.0.0.1: solo questo computer)",
    Cli.TABLES_PORT: "la porta su cui ascoltare (predefinita 8765)",
    Cli.TABLES_HUB: ("funziona come servizio di JupyterHub, avviato dall'hub: gli studenti sono chi dice l'hub, "
                     "l'insegnante un amministratore dell'hub o chi è nel gruppo teachers (indirizzo, porta e prefisso "
                     "dall'hub)"),
    Cli.TABLES_AWAY: ("dopo quanti secondi il computer gioca al posto di uno studente assente o allontanato, finché "
                      "non torna (predefinito 60)"),
    Cli.TABLES_KEY: ("il file della chiave che sigilla la distribuzione di ogni mano nei registri, tenuto lontano "
                     "dalla cartella (creato se manca; predefinito ~/.local/state/domino-lessons/tables.key)"),
    Cli.TABLES_CERT: ("serve su HTTPS con questo certificato TLS (PEM, come --certfile di Jupyter Server), così le "
                      "chiavi e il token dell'insegnante non viaggiano mai in chiaro"),
    Cli.TABLES_CERT_KEY: "la chiave privata del certificato (PEM), se --certfile non la contiene",
    Cli.TABLES_IN_CLEAR: ("tables: attenzione: in ascolto su {ip} senza --certfile: le chiavi degli studenti e il "
                          "token dell'insegnante viaggiano in chiaro sulla rete; indica un certificato, oppure metti il "
                          "servizio dietro un proxy con HTTPS (vedi Tavoli di classe nella documentazione)"),
    Cli.SECONDS_VAR: "SECONDI",
    Cli.TABLES_HUB_SERVING: "tavoli di classe per l'hub su {url} (ogni mossa è conservata in {folder})",
    Cli.TABLES_SERVING: ("tavoli di classe su {url} (Ctrl-C li ferma; ogni mossa è conservata in {folder}); il token "
                         "dell'insegnante è in {token_file}"),
})

BOOK.words[Cli.COLUMNS] = "allievo gioco quiz esercizi_da_fare mani ultima_attività costo fascia"


def simulated(hands: int, variant: str, players: int, bot: str, seed: int, blocked: int, blocked_share: float,
              tiles: float, stones: float | None = None, points: float | None = None, net: float | None = None) -> str:
    def comma(value: float, form: str = ".2f") -> str:
        return f"{value:{form}}".replace(".", ",")

    net_said = f" (al netto delle sottrazioni {comma(net)})" if net is not None and net != points else ""
    hand, hands_word, closed = ("giro", "giri", "giri chiusi") if stones is not None else ("mano", "mani", "mani chiuse")
    last = (f"pietre mosse per giro: {comma(stones)}" if stones is not None else
            f"punti segnati per mano: {comma(points or 0)}{net_said}")
    from ...rules import find_variant
    from .. import narrator

    who = {"greedy": "principianti", "random": "che giocano a caso", "expert": "esperti"}.get(bot, bot)
    title = narrator("it").title(find_variant(variant))
    return "\n".join([f"{hands} {hand if hands == 1 else hands_word} di {title}, {players} giocatori {who}, seme {seed}",
                      f"{closed}: {blocked} ({comma(blocked_share * 100, '.1f')}%)",
                      f"tessere giocate per {hand}: {comma(tiles)}", last])


BOOK.phrases[Cli.SIMULATED] = simulated

BOOK.words.update({
    Cli.SCORING_LESSON: '--scoring scorre i momenti in cui si segna di una partita registrata: indica una partita, non una lezione',
    Cli.NO_LESSON: "non c'è la lezione {name!r} in {folder}: le lezioni sono {lessons}",
    Cli.NO_RECORD: "non c'è la partita {target!r}: indica un file di partita o un esempio del pacchetto, come all-fives-2p",
    Cli.AS_ROOT: "sei l'utente root: JupyterLab parte con --allow-root",
    Cli.NO_LANGUAGE_PACK: 'il pacchetto della lingua {locale} di JupyterLab non è installato (pip install {package}): i suoi menu restano in inglese',
    Cli.OWN_LANGUAGE: 'le tue impostazioni di JupyterLab ({own}) scelgono la lingua {chosen!r}: resta quella (le lezioni sono in {locale!r}; si cambia in Impostazioni > Lingua)',
    Cli.KEPT_EDITED: "la tua versione modificata di {name} è rimasta com'era (quella del pacchetto non l'ha sostituita)",
    Cli.NEEDS_VOILA: 'la vista per la classe richiede Voila: pip install "domino-lessons[classroom]"',
})
