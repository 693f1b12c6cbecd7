### Che cosa dicono i widget delle lezioni del lavoro dell'allievo: il file dei progressi, le note su una replica, le pagine da stampare.
### $game è il titolo di un gioco; $unit come chiama una distribuzione giocata fino in fondo: hand (mano), o round (giro, nel Domeng).

## Il file dei progressi, visto da un widget

keep-only-here = Queste spunte restano solo finché il notebook è aperto: per salvarle, esegui `from domino_lessons import progress; progress.use(lang="it")` in una cella precedente.
keep-section = Rileggi
keep-not-kept = I tuoi progressi non vengono salvati: { $error }. Tutto il resto funziona normalmente.
keep-to-section = Rileggi: { $line }

## Le note su una replica

notes-box = La tua nota
notes-no-move = Questo momento non è una mossa scritta nella registrazione (è la distribuzione, una pescata obbligata o un passo obbligato): le note si scrivono solo sulle mosse registrate.
notes-how = «Salva la partita» scrive una copia della partita, con le tue note, nel file indicato in «File»; se il file esiste già, lo sostituisce solo quando premi il pulsante una seconda volta.
notes-replace = Sostituire il file?
notes-on-move = La tua nota sulla mossa { $move } { $unit ->
    [round] del giro
   *[hand] della mano
  } { $number }, in italiano (le note nelle altre lingue restano come sono)
notes-exists = { $path } esiste già: premi «{ notes-replace }» per sostituirlo, o cambia il nome.
notes-saved = { $notes ->
    [one] Partita salvata in { $path }, con { $notes } nota
   *[other] Partita salvata in { $path }, con { $notes } note
  }

## Le pagine da stampare

print-name = Nome
print-date = Data
print-answer = Risposta
print-worksheet = { $game }: scheda di esercizi
print-key = { $game }: soluzioni
print-handout = { $game }: { $players } ({ $scoring ->
    [yes] le mosse in cui si segna
   *[no] tutte le mosse
  })
