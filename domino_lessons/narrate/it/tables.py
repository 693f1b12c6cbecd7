"""Italian words of the class tables: another seat's draw, and a move a table refuses."""

from __future__ import annotations

from ...core.events import Stock
from ...core.labels import TableWord
from .. import Phrasebook
from .core import the

BOOK = Phrasebook()
BOOK.phrases.update({
    TableWord.HIDDEN_DRAW: lambda who, stock: f"{who} pesca una tessera {the(Stock(stock), 'da')}",
    TableWord.BAD_MOVE: lambda given: (f"{given!r} non è una mossa: scrivi una tessera e un capo (6-4 R), draw o "
                                       f"pass"),
    TableWord.NOT_YOUR_TURN: lambda seat, to_move: f"non è il turno del posto {seat}: tocca al posto {to_move}",
    TableWord.NO_SUCH_SEAT: lambda seat: f"a questo tavolo non c'è il posto {seat}",
    TableWord.NO_SUCH_TABLE: lambda code: f"non c'è nessun tavolo {code!r}: controlla il codice dato dall'insegnante",
    TableWord.NO_FREE_SEAT: lambda code: f"al tavolo {code} tutti i posti sono occupati",
    TableWord.NOT_SEATED: lambda code: f"non hai un posto al tavolo {code!r}: prima siediti",
    TableWord.TEACHER_ONLY: lambda: "solo l'insegnante può farlo",
    TableWord.NOT_JSON: lambda expected: f"la richiesta deve essere un oggetto JSON con {expected}",
    TableWord.TOO_BIG: lambda limit: f"la richiesta supera {limit} byte",
    TableWord.WHO_ARE_YOU: lambda: "manca un token o una chiave valida: prima siediti a un tavolo",
    TableWord.STALE: lambda at, version: (f"questa mossa è stata fatta al passo {at} del tavolo, che ora è al passo "
                                          f"{version}: guarda di nuovo il tavolo"),
    TableWord.SEATED: lambda table, seat, name: f"Tavolo {table}: siedi al posto {seat} come {name}",
    TableWord.YOUR_TURN: lambda: "Tocca a te: scegli una mossa e premi Gioca",
    TableWord.THEIR_TURN: lambda who: f"Tocca a {who}",
    TableWord.HAND_DONE: lambda match_over: ("La partita è finita" if match_over
                                             else "La mano è finita: Prossima mano distribuisce la successiva"),
    TableWord.MOVE_LABEL: lambda: "La tua mossa",
    TableWord.PLAY_BUTTON: lambda: "Gioca",
    TableWord.NEXT_BUTTON: lambda: "Prossima mano",
    TableWord.SAVE_BUTTON: lambda: "Salva la partita",
    TableWord.SAVED: lambda path, hands: (f"{hands} {'mani finite salvate' if hands != 1 else 'mano finita salvata'} "
                                          f"in {path}"),
    TableWord.EXISTS: lambda path: f"{path} c'è già: resta com'è (scegli un altro nome, o replace=True)",
    TableWord.OPEN_BUTTON: lambda: "Apri un tavolo",
    TableWord.GAME_LABEL: lambda: "Gioco",
    TableWord.PLAYERS_LABEL: lambda: "Giocatori",
    TableWord.BOT_LABEL: lambda: "Computer",
    TableWord.PLAY_ONE_OF: lambda moves: f"Questa tessera non può aprire: gioca una di queste, {moves}",
    TableWord.BOT_CHOICE: lambda bot: {"greedy": "gioca da principiante", "expert": "gioca da esperto"}[bot],
    TableWord.LEARNER_SEAT: lambda seat: f"Posto {seat}: uno studente",
    TableWord.WATCH_LABEL: lambda: "Osserva",
    TableWord.COLUMNS: lambda: "Tavolo|Gioco|Posti|Punteggio|Mano|Di turno",
    TableWord.OPENED: lambda table: f"Il tavolo {table} è aperto: gli studenti si siedono con il codice {table}",
    TableWord.PAUSED: lambda: "l'insegnante ha messo in pausa questo tavolo",
    TableWord.BAD_ACTION: lambda action: (f"{action!r} non è qualcosa che un tavolo fa: pause, resume, close, restart "
                                          f"o deal"),
    TableWord.BAD_DEAL: lambda size: (f"queste tessere non si possono distribuire così: dai a ogni posto, per numero, "
                                      f"tessere vere (6-6), nessuna due volte, al massimo {size} per posto"),
    TableWord.REVIEW_BUTTON: lambda: "Analizza la mia mano",
    TableWord.PAUSE_BUTTON: lambda: "Pausa",
    TableWord.RESUME_BUTTON: lambda: "Riprendi",
    TableWord.RESTART_BUTTON: lambda: "Ricomincia",
    TableWord.CLOSE_BUTTON: lambda: "Chiudi",
    TableWord.UNREACHABLE: lambda url, why: f"il servizio dei tavoli su {url} non risponde ({why})",
    TableWord.TABLE_OVER: lambda: "la partita a questo tavolo è finita",
    TableWord.SET_ASIDE: lambda path, to, why: (f"non si è potuto leggere {path} ({why}): è stato messo da parte come "
                                                f"{to}; il servizio parte senza"),
    TableWord.WAITING: lambda names: (f"la prima mano si distribuisce quando tutti si sono seduti (posti ancora "
                                      f"liberi: {names})"),
    TableWord.NAME_TAKEN: lambda name, code: (f"al tavolo {code} siede già qualcuno che si chiama {name}: entra con il "
                                              f"tuo nome e un'iniziale"),
    TableWord.NOT_YOUR_SEAT: lambda name, code: (f"al tavolo {code} non c'è un posto per {name}: scrivi il tuo nome "
                                                 f"come l'ha scritto l'insegnante"),
    TableWord.TOO_MANY_TRIES: lambda: ("troppi tentativi da questo computer: aspetta un minuto, poi controlla il codice "
                                       "del tavolo"),
    TableWord.TOO_MANY_LEARNERS: lambda count: (f"questo servizio dei tavoli ha già {count} studenti: l'insegnante lo "
                                                f"avvia su una nuova cartella"),
    TableWord.START_BUTTON: lambda: "Inizia ora",
    TableWord.PROJECTOR_BUTTON: lambda: "Schermo intero",
    TableWord.ADDRESS_LABEL: lambda: "Servizio",
    TableWord.CODE_LABEL: lambda: "Codice del tavolo",
    TableWord.NAME_LABEL: lambda: "Il tuo nome",
    TableWord.JOIN_BUTTON: lambda: "Siediti",
    TableWord.FILL_THE_FORM: lambda: "scrivi il codice del tavolo che ti ha dato l'insegnante, e il tuo nome",
    TableWord.NO_SERVICE: lambda: ("su questo computer non è attivo nessun servizio dei tavoli: avvialo in un terminale "
                                   "con domino-lessons tables, oppure indica alla bacheca il suo indirizzo e il token"),
    TableWord.NO_TOKEN: lambda path: (f"il token dell'insegnante non è in {path}: domino-lessons tables dice dove lo "
                                      f"conserva quando parte (TablesBoard() da solo lo trova)"),
    TableWord.CONFIRM: lambda action, table, score, hands: (
        f"{'Ricominciare' if action == 'restart' else 'Chiudere'} il tavolo {table}? La sua partita ({score}, mano "
        f"{hands}) resta come registrazione e {'ne comincia una nuova da 0 · 0' if action == 'restart' else 'nessuno potrà più giocare'}: "
        f"premi di nuovo {'Ricomincia' if action == 'restart' else 'Chiudi'} per farlo"),
    TableWord.STEERED: lambda action, table: {
        "start": f"Il tavolo {table} è cominciato",
        "pause": f"Il tavolo {table} è in pausa: nessuno può muovere finché non lo riprendi",
        "resume": f"Il tavolo {table} riprende", "restart": f"Il tavolo {table} comincia una nuova partita da 0 · 0",
        "close": f"Il tavolo {table} è chiuso", "deal": f"Tavolo {table}: è distribuita la mano successiva"}[action],
    TableWord.PRESENCE: lambda presence: {"here": "presente", "away": "assente: gioca il computer al suo posto",
                                          "free": "posto libero", "computer": "il computer"}[presence],
    TableWord.TABLE_STATE: lambda state: {"waiting": "in attesa degli studenti", "paused": "in pausa",
                                          "closed": "chiuso", "over": "partita finita",
                                          "between": "mano finita"}[state],
    TableWord.NO_SUCH_PATH: lambda path: (f"il servizio dei tavoli non ha nulla su {path}: le sue richieste stanno "
                                          f"sotto /api/"),
    TableWord.BAD_KEY_FILE: lambda path: (f"{path} non contiene una chiave dei tavoli: spostalo altrove e ne verrà "
                                          f"creata una nuova (le mani in corso sigillate con quella non si potranno "
                                          f"più riprendere)"),
})
