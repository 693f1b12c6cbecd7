### Gli esercizi di ripasso (Practice) e il pannello dei progressi.

trainer-a-drill = Un esercizio nato dai tuoi errori
trainer-a-puzzle = Un problema nuovo, preso da una partita vera
trainer-numbers = Numeri
trainer-nothing-yet = Non c'è ancora niente da mostrare. Quando un quiz, il tavolo di gioco o gli esercizi di ripasso usano il tuo file dei progressi, qui compaiono, gioco per gioco, le righe spuntate, le risposte ai quiz, le mani giocate e gli esercizi da fare.
trainer-all-ticked = Hai spuntato tutte le righe di questa lezione.
trainer-not-reviewed = Nessuna mano rivista: rivedi una mano al tavolo di gioco per vedere qui il tuo costo medio per decisione.
trainer-left-today = { $left ->
    [one] Ne resta { $left } per oggi.
   *[other] Ne restano { $left } per oggi.
  }
trainer-done = { $due ->
    [none] Per oggi hai finito: non ci sono esercizi da fare. Ogni domanda sbagliata in un quiz e ogni giocata costosa in una mano rivista tornano qui come esercizio.
   *[other] { $soon ->
        [yes] Per ora hai finito: il prossimo esercizio torna fra pochi minuti.
       *[no] { $today ->
            [yes] Per ora hai finito: il prossimo esercizio torna oggi alle { DATETIME($due, timeStyle: "short") }.
           *[no] Per oggi hai finito. Il prossimo esercizio è previsto per il { DATETIME($due, dateStyle: "long") } alle { DATETIME($due, timeStyle: "short") }.
        }
    }
  }
trainer-my-progress = { $learner ->
    [none] I miei progressi
   *[other] I miei progressi ({ $learner })
  }
trainer-ticked = Che cosa sai adesso: { $ticked ->
    [one] { $ticked } riga spuntata
   *[other] { $ticked } righe spuntate
  } su { $lines }.
trainer-accuracy = { CAPITALIZED($kind) }: { $right ->
    [one] { $right } risposta giusta
   *[other] { $right } risposte giuste
  } { $answered ->
    [one] sull'ultima
   *[other] sulle ultime { $answered }
  }
trainer-hands = { $hands ->
    [0] Nessuna mano giocata.
    [one] { $hands } mano giocata.
   *[other] { $hands } mani giocate.
  }
trainer-due-today = { $due ->
    [0] Nessun esercizio da fare oggi.
    [one] { $due } esercizio da fare oggi.
   *[other] { $due } esercizi da fare oggi.
  }
trainer-go-on = Riprendi da dove avevi lasciato: { $line }
trainer-chart = Costo medio per decisione di { $learner }, mano per mano ({ $game })
trainer-chart-desc = Costo medio per decisione in ogni mano rivista, dalla prima all'ultima: { LIST($costs, style: "unit-narrow") }.
