### La riga di comando: l'aiuto di ogni comando e dei suoi argomenti, e le righe che stampa.
### I nomi in maiuscolo (FILE, CARTELLA) stanno, nell'aiuto, per il valore di un argomento.

cli-description = Lezioni di domino: aprirle, rigiocare e disegnare partite registrate, simulare.
cli-lab = copia le lezioni in una cartella e le apre in JupyterLab (gli altri argomenti vanno a JupyterLab)
cli-classroom = la vista a schermo intero per la classe, in Voila, di una lezione o di una partita registrata (gli altri argomenti vanno a Voila)
cli-render = scrive la replica di una partita in un unico file HTML, in un SVG per momento, o in una dispensa da stampare
cli-worksheet = una scheda da stampare con posizioni del quiz e le soluzioni in pagine a parte (HTML o PDF)
cli-replay = rigioca una partita registrata, con ogni evento spiegato
cli-simulate = fa giocare mani intere a giocatori guidati dal computer e ne stampa le statistiche
cli-progress = una riga per allievo e gioco dai file dei progressi: risposte giuste per tipo di domanda, esercizi da fare, mani giocate, ultima attività
cli-puzzles = estrae problemi dalle partite dell'esperto contro se stesso: posizioni in cui una giocata è chiaramente la migliore e il principiante non la trova, e problemi di lettura del tavolo
cli-check-game = verifica un gioco (di un'estensione o del pacchetto) rispetto al contratto di ogni gioco: le opzioni, le parole in ogni lingua, partite a caso, il kernel, il coach e i widget
cli-tables = tavoli di classe su questo computer: gli studenti giocano tra loro, l'insegnante osserva ogni tavolo
cli-tables-folder = dove si tengono i registri dei tavoli e chi siede dove (predefinito domino-tables)
cli-tables-ip = l'indirizzo su cui ascoltare (predefinito 127.0.0.1: solo questo computer)
cli-tables-port = la porta su cui ascoltare (predefinita 8765)
cli-tables-hub = funziona come servizio di JupyterHub, avviato dall'hub: chi sono gli allievi lo dice l'hub, l'insegnante è un amministratore dell'hub o chi è nel gruppo teachers (indirizzo, porta e prefisso dall'hub)
cli-tables-away = dopo quanti secondi il computer gioca al posto di un allievo assente o che si è allontanato, finché non torna (predefinito 60)
cli-tables-key = il file della chiave che sigilla la distribuzione di ogni mano nei registri, tenuto lontano dalla cartella (creato se manca; predefinito ~/.local/state/domino-lessons/tables.key)
cli-tables-cert = serve su HTTPS con questo certificato TLS (PEM, come --certfile di Jupyter Server), così le chiavi e il token dell'insegnante non viaggiano mai in chiaro
cli-tables-cert-key = la chiave privata del certificato (PEM), se --certfile non la contiene
cli-tables-in-clear = tables: attenzione: in ascolto su { $ip } senza --certfile: le chiavi degli studenti e il token dell'insegnante viaggiano in chiaro sulla rete; indica un certificato, oppure metti il servizio dietro un proxy con HTTPS (vedi Tavoli di classe nella documentazione)
cli-seconds-var = SECONDI
cli-tables-hub-serving = tavoli di classe per l'hub su { $url } (ogni mossa è conservata in { $folder })
cli-tables-serving = tavoli di classe su { $url } (Ctrl-C li ferma; ogni mossa è conservata in { $folder }); il token dell'insegnante è in { $token_file }
cli-lab-to = dove vanno le lezioni (predefinito ./domino-lessons); le lezioni modificate non vengono mai sovrascritte
cli-lab-lang = apre la pagina iniziale, i menu e le finestre di JupyterLab in questa lingua: { $languages }
cli-room-target = un notebook di lezione (predefinito: la pagina iniziale), un file di partita o il nome di un esempio del pacchetto
cli-room-to = la cartella delle lezioni (come per lab)
cli-room-lang = la lingua della lezione o della replica: { $languages }
cli-room-scoring = la replica di una partita solo nei momenti in cui si segna (in un gioco con le pietre, i momenti in cui si muovono)
cli-record = un file di partita registrata
cli-render-html = il file HTML da scrivere
cli-render-svg-dir = la cartella dei file step-NNN.svg
cli-render-handout = una dispensa da stampare, FILE.pdf o FILE.html: due momenti per pagina (con --scoring, i momenti in cui si segna)
cli-render-scoring = nella dispensa, solo i momenti in cui si segna
cli-paper = il formato del foglio (predefinito a4)
cli-render-lang = la lingua delle spiegazioni: { $languages }
cli-mkdir = crea le cartelle del file da scrivere, se non esistono
cli-game = uno fra { $games }
cli-sheet-out = la scheda da scrivere: FILE.html o FILE.pdf
cli-sheet-kinds = i tipi di domanda, a turno (predefinito: tutti quelli del quiz del gioco)
cli-count = quante domande (predefinito 10)
cli-sheet-seed = seme casuale: stesso seme, stessa scheda (predefinito 0)
cli-sheet-lang = la lingua della scheda: { $languages }
cli-replay-record = un file di partita registrata (JSON domino-lessons/record/1)
cli-replay-json = stampa la replica come un unico documento JSON
cli-replay-lang = la lingua della trascrizione o dei testi del JSON: { $languages }
cli-hands = quante mani (predefinito 100)
cli-seed = seme casuale (predefinito 0)
cli-players = il numero di giocatori (predefinito: il minimo del gioco)
cli-bot = il giocatore guidato dal computer (predefinito greedy, il principiante)
cli-simulate-json = stampa le statistiche in JSON
cli-lang = la lingua di ciò che si stampa: { $languages } (predefinita: quella dell'ambiente, LANG)
cli-puzzle-count = quanti problemi di tipo «quale giocata rende di più» (predefinito 10)
cli-playouts = simulazioni per decisione (predefinito 400)
cli-puzzle-out = scrive il JSON dei problemi in FILE (in modo sicuro) invece di stamparlo
cli-check-id = l'id del gioco ({ $games })
cli-check-seeds = distribuzioni a caso per numero di giocatori (predefinito 6; il kernel ne gioca quattro volte tante)
cli-checked-options = opzioni: una sbagliata e troppi giocatori rifiutati
cli-checked-words = parole: ogni evento e codice, il titolo, la descrizione e il glossario, in { $languages }
cli-checked-games = partite a caso per ogni numero di giocatori: le 28 tessere, ogni evento in una riga, la registrazione si rigioca uguale
cli-checked-kernel = il kernel delle simulazioni gioca come il motore (dove il gioco ne ha uno)
cli-checked-coach = il coach: il suggerimento, le mosse dell'esperto, una mano analizzata
cli-checked-widgets = i widget: il tavolo da gioco fino alla fine della mano, il quiz, il visore delle partite
cli-check-ok = ok
cli-check-missing = MANCA
cli-check-passed = { $game }: tutte le verifiche sono superate
cli-check-failed = { $game }: { $count } verifiche hanno trovato qualcosa che manca
cli-unknown-taken = un'opzione sconosciuta è accettata invece di essere rifiutata (leggi ogni opzione con l'OptionReader)
cli-players-taken = un giocatore in più di max_players è accettato invece di essere rifiutato
cli-no-words = { $lang }: mancano le parole per { $what }
cli-game-broken = { $players } giocatori, seme { $seed }: { $what }
cli-kernel-differs = { $players } giocatori, seme { $seed }, mossa { $move }: il kernel dà { $what } diversi dal motore
cli-kernel-moves = mosse lecite
cli-kernel-greedy = scelte del giocatore ingordo (greedy)
cli-kernel-end = fine ed esito della mano
cli-kernel-scores = punteggi
cli-check-raised = ha sollevato { $what }
cli-hint-not-legal = il suggerimento non è una mossa lecita
cli-nothing-reviewed = l'analisi di una mano non trova nessuna decisione
cli-quiz-silent = { $lang }: il quiz non dice nulla a una risposta
cli-files = i file domino-progress.json degli allievi
cli-csv = scrive in CSV (un'intestazione, poi le righe) per un foglio di calcolo
cli-now = conta gli esercizi da fare alla data e ora indicate (ISO, UTC; predefinito: adesso)
cli-scoring-needs-handout = --scoring va con --handout (la dispensa dei soli momenti in cui si segna)
cli-not-iso = non è una data e ora ISO come 2025-03-01T09:00: «{ $text }»
cli-at-least-one = deve essere almeno 1, non { $value }
cli-wrote = scritto { $path } ({ $count } { $unit ->
        [questions] { $count ->
            [one] domanda
           *[other] domande
        }
       *[steps] { $count ->
            [one] momento
           *[other] momenti
        }
    })
cli-wrote-svgs = { $count ->
        [one] scritto { $count } file SVG in { $folder }
       *[other] scritti { $count } file SVG in { $folder }
    }
cli-scoring-lesson = --scoring scorre i momenti in cui si segna di una partita registrata: indica una partita, non una lezione
cli-no-lesson = non c'è la lezione «{ $name }» in { $folder }: le lezioni sono { $lessons }
cli-no-record = non c'è la partita «{ $target }»: indica un file di partita o un esempio del pacchetto, come all-fives-2p
cli-as-root = sei l'utente root: JupyterLab parte con --allow-root
cli-no-language-pack = il pacchetto della lingua { $locale } di JupyterLab non è installato (pip install { $package }): i suoi menu restano in inglese
cli-own-language = le tue impostazioni di JupyterLab ({ $own }) scelgono la lingua «{ $chosen }»: resta quella (le lezioni sono in «{ $locale }»; si cambia in Impostazioni > Lingua)
cli-kept-edited = la tua versione modificata di { $name } è rimasta com'era (quella del pacchetto non l'ha sostituita)
cli-needs-voila = la vista per la classe richiede Voila: pip install "domino-lessons[classroom]"
# Le intestazioni delle colonne della tabella dei progressi, separate da |
cli-columns = allievo|gioco|quiz|esercizi da fare|mani|ultima attività|costo|fascia
# Le intestazioni delle colonne di progress --csv, separate da |
cli-csv-columns = allievo|gioco|quiz|esercizi da fare|mani|ultima attività|costo|fascia
# $when: l'ora locale dell'ultima attività
cli-last-active = { DATETIME($when, dateStyle: "medium", timeStyle: "short") }
cli-cost = { NUMBER($cost, minimumFractionDigits: 2, maximumFractionDigits: 2) }
cli-command-var = COMANDO
cli-record-var = PARTITA
cli-target-var = LEZIONE o PARTITA
cli-out-var = FILE
cli-dir-var = CARTELLA
cli-folder-var = CARTELLA
cli-game-var = GIOCO
cli-kind-var = TIPO
cli-file-var = FILE
cli-number-var = N
cli-seed-var = SEME
cli-time-var = ISO
cli-lang-var = LINGUA
cli-simulated =
    { $unit ->
        [round] { $hands ->
            [one] { NUMBER($hands, useGrouping: "false") } giro
           *[other] { NUMBER($hands, useGrouping: "false") } giri
        }
       *[hand] { $hands ->
            [one] { NUMBER($hands, useGrouping: "false") } mano
           *[other] { NUMBER($hands, useGrouping: "false") } mani
        }
    } di { $title }, { $players } giocatori { $bot ->
        [random] che giocano a caso
        [expert] esperti
       *[greedy] principianti
    }, seme { NUMBER($seed, useGrouping: "false") }
    { $unit ->
        [round] giri chiusi
       *[hand] mani chiuse
    }: { NUMBER($blocked, useGrouping: "false") } ({ NUMBER($blocked_share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) })
    tessere giocate per { $unit ->
        [round] giro
       *[hand] mano
    }: { NUMBER($tiles, minimumFractionDigits: 2, maximumFractionDigits: 2) }
    { $counted ->
        [stones] pietre mosse per giro: { NUMBER($stones, minimumFractionDigits: 2, maximumFractionDigits: 2) }
       *[points] punti segnati per mano: { NUMBER($points, minimumFractionDigits: 2, maximumFractionDigits: 2) }{ $net_differs ->
            [yes] {" "}(al netto delle sottrazioni { NUMBER($net, minimumFractionDigits: 2, maximumFractionDigits: 2) })
           *[no] {""}
        }
    }
cli-unknown-language = lingua sconosciuta «{ $lang }»: le lingue sono { $languages }
