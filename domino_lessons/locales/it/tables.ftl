### I tavoli della classe: quello che dicono il tavolo di un allievo, la bacheca dell'insegnante e il servizio.
### Le variabili sono fatti: il numero di un posto ($seat), il nome di un allievo ($who, $name), il codice di un
### tavolo ($table, $code). $unit è come il gioco chiama una distribuzione giocata fino in fondo: hand (la mano), o
### round (il giro, nel Domeng). INITIAL($who) è l'iniziale di un nome, minuscola: «ad Ada», «a Ben».

## Il tavolo di un allievo

table-word-seated = Tavolo { $table }: siedi al posto { $seat } come { $name }
table-word-your-turn = Tocca a te: scegli una mossa e premi «{ table-word-play-button }»
table-word-their-turn = Tocca { INITIAL($who) ->
    [a] ad
   *[other] a
  } { $who }
# $stock: come il gioco chiama le tessere non distribuite
table-word-hidden-draw = { $who } pesca una tessera { $stock ->
    [reserve] dalla riserva
    [out-of-play] dalle tessere fuori gioco
    [hidden] dalle tessere coperte
   *[other] dal pozzo
  }
table-word-hand-done = { $match_over ->
    [yes] La partita è finita
   *[no] { $unit ->
        [round] Il giro è finito: premi «{ table-word-next-button }» per distribuire il successivo
       *[hand] La mano è finita: premi «{ table-word-next-button }» per distribuire la successiva
    }
  }
table-word-move-label = La tua mossa
table-word-play-button = Gioca
table-word-next-button = { $unit ->
    [round] Prossimo giro
   *[hand] Prossima mano
  }
table-word-save-button = Salva la partita
table-word-saved = { $unit ->
    [round] { $hands ->
        [one] { $hands } giro finito salvato in { $path }
       *[other] { $hands } giri finiti salvati in { $path }
    }
   *[hand] { $hands ->
        [one] { $hands } mano finita salvata in { $path }
       *[other] { $hands } mani finite salvate in { $path }
    }
  }
table-word-review-button = { $unit ->
    [round] Rivedi il mio giro
   *[hand] Rivedi la mia mano
  }
table-word-play-one-of = Questa tessera non può aprire: gioca una di queste, { $moves }
table-word-not-your-turn = Non è il tuo turno: tocca { INITIAL($who) ->
    [a] ad
   *[other] a
  } { $who }
table-word-stale = Nel frattempo il tavolo è andato avanti: guarda di nuovo il tavolo e rifai la tua mossa
table-word-paused = L'insegnante ha messo in pausa questo tavolo
table-word-table-over = La partita a questo tavolo è finita
table-word-waiting = { $unit ->
    [round] Il primo giro si distribuisce quando tutti si sono seduti (posti ancora liberi: { $names })
   *[hand] La prima mano si distribuisce quando tutti si sono seduti (posti ancora liberi: { $names })
  }

## Sedersi: il modulo, e che cosa può sentirsi rispondere

table-word-address-label = Servizio
table-word-code-label = Codice del tavolo
table-word-name-label = Il tuo nome
table-word-join-button = Siediti
table-word-fill-the-form = Scrivi il codice del tavolo che ti ha dato l'insegnante, e il tuo nome
table-word-no-such-table = Non c'è nessun tavolo «{ $code }»: controlla il codice dato dall'insegnante
table-word-no-free-seat = Al tavolo { $code } tutti i posti sono occupati
table-word-not-seated = Non hai un posto al tavolo «{ $code }»: prima siediti
table-word-name-taken = Al tavolo { $code } siede già qualcuno che si chiama { $name }: entra con il tuo nome e un'iniziale
table-word-not-your-seat = Al tavolo { $code } non c'è un posto per { $name }: scrivi il tuo nome come l'ha scritto l'insegnante
table-word-too-many-tries = Troppi tentativi da questo computer: aspetta un minuto, poi controlla il codice del tavolo
table-word-unreachable = Il servizio dei tavoli su { $url } non risponde ({ $why })

## La bacheca dell'insegnante

table-word-open-button = Apri un tavolo
table-word-game-label = Gioco
table-word-players-label = Giocatori
table-word-bot-label = Computer
table-word-bot-choice = { $bot ->
    [expert] gioca da esperto
   *[greedy] gioca da principiante
  }
table-word-learner-seat = Posto { $seat }: allievo
table-word-watch-label = Osserva
# Le intestazioni delle colonne dell'elenco dei tavoli, separate da |
table-word-columns = Tavolo|Gioco|Posti|Punteggio|Mano|Di turno
table-word-opened = Il tavolo { $table } è aperto: gli allievi si siedono con il codice { $table }
table-word-start-button = Inizia ora
table-word-pause-button = Pausa
table-word-resume-button = Riprendi
table-word-restart-button = Ricomincia
table-word-close-button = Chiudi
table-word-projector-button = Schermo intero
table-word-confirm = { $action ->
    [restart] Ricominciare il tavolo { $table }? La sua partita ({ $score }, { $unit ->
            [round] giro
           *[hand] mano
        } { $hands }) resta come registrazione e ne comincia una nuova da 0 · 0: premi di nuovo «{ table-word-restart-button }» per farlo
   *[close] Chiudere il tavolo { $table }? La sua partita ({ $score }, { $unit ->
            [round] giro
           *[hand] mano
        } { $hands }) resta come registrazione e nessuno potrà più giocare: premi di nuovo «{ table-word-close-button }» per farlo
  }
table-word-steered = { $action ->
    [start] Il tavolo { $table } è cominciato
    [pause] Il tavolo { $table } è in pausa: nessuno può muovere finché non lo riprendi
    [resume] Il tavolo { $table } riprende
    [restart] Il tavolo { $table } comincia una nuova partita da 0 · 0
    [close] Il tavolo { $table } è chiuso
   *[deal] { $unit ->
        [round] Tavolo { $table }: è distribuito il giro successivo
       *[hand] Tavolo { $table }: è distribuita la mano successiva
    }
  }
table-word-presence = { $presence ->
    [here] presente
    [away] assente: gioca il computer al suo posto
    [free] posto libero
   *[computer] il computer
  }
table-word-table-state = { $state ->
    [waiting] in attesa degli allievi
    [paused] in pausa
    [closed] chiuso
    [over] partita finita
   *[between] { $unit ->
        [round] giro finito
       *[hand] mano finita
    }
  }
table-word-no-service = Su questo computer non è attivo nessun servizio dei tavoli: avvialo in un terminale con domino-lessons tables, oppure indica alla bacheca il suo indirizzo e il token
table-word-no-token = Il token dell'insegnante non è in { $path }: domino-lessons tables dice dove lo conserva quando parte (TablesBoard() da solo lo trova)

## Che cosa rifiuta il servizio: una richiesta fatta a mano o da un altro programma
## (draw, pass, pause, resume, close, restart, deal sono le parole delle richieste, come nelle registrazioni)

table-word-bad-move = «{ $given }» non è una mossa: scrivi una tessera e un capo (6-4 R), oppure draw o pass
table-word-no-such-seat = A questo tavolo non c'è il posto { $seat }
table-word-teacher-only = Solo l'insegnante può farlo
table-word-not-json = La richiesta deve essere un oggetto JSON con { $expected }
table-word-too-big = La richiesta supera { $limit } byte
table-word-who-are-you = Manca un token o una chiave valida: prima siediti a un tavolo
table-word-bad-action = «{ $action }» non è qualcosa che un tavolo fa: pause, resume, close, restart o deal
table-word-bad-deal = Queste tessere non si possono distribuire così: dai a ogni posto, per numero, tessere vere (6-6), nessuna due volte, al massimo { $size } per posto
table-word-too-many-learners = Questo servizio dei tavoli ha già { $count } allievi: l'insegnante lo avvia su una nuova cartella
table-word-no-such-path = Il servizio dei tavoli non ha nulla su { $path }: le sue richieste stanno sotto /api/

## Le righe del servizio stesso, quando parte

table-word-set-aside = Non si è potuto leggere { $path } ({ $why }): è stato messo da parte come { $to }; il servizio parte senza
table-word-bad-key-file = { $path } non contiene una chiave dei tavoli: spostalo altrove e ne verrà creata una nuova (le mani in corso sigillate con quella non si potranno più riprendere)
