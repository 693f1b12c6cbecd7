### Il file dei progressi di un allievo: dove si conserva, e un file che non si riesce a leggere.
### $damage: perché non si legge, con $detail:
###   unreadable: il motivo del sistema (enoent: non c'è, eacces: non è permesso, eisdir: è una cartella...),
###   not-json: dove smette di essere JSON (riga:colonna, o UTF-8), foreign: la chiave sbagliata,
###   newer: il numero del formato del file.

progress-file-kept-in = Le risposte ai quiz, le mani e le spunte di questa pagina sono conservate in `{ $path }`, sul tuo disco; non viene inviato niente a nessuno. Cancella il file per ricominciare da capo.
progress-file-moved-aside = Il file dei progressi { $path } { $damage ->
    [unreadable] { $detail ->
        [enoent] non c'è
        [eacces] non si ha il permesso di leggerlo
        [eisdir] è una cartella
       *[other] non si può leggere
    }
    [not-json] è troncato o danneggiato: non è un JSON completo ({ $detail })
    [newer] è stato scritto da una versione più recente di domino-lessons (formato { $detail })
   *[foreign] non è un file dei progressi di domino-lessons{ $detail ->
        [none] {""}
       *[other] {" "}({ $detail })
    }
  }: l'ho spostato in { $to }, nella stessa cartella, e ne comincio uno nuovo.
progress-file-not-read = { $path }: { $damage ->
    [unreadable] { $detail ->
        [enoent] il file non esiste
        [eacces] non si ha il permesso di leggere il file
        [eisdir] è una cartella, non un file
       *[other] il file non si può leggere
    }
    [not-json] il file è troncato o danneggiato: non è un JSON completo ({ $detail }); resta com'è
    [newer] il file è stato scritto da una versione più recente di domino-lessons (formato { $detail }); resta com'è
   *[foreign] non è un file dei progressi di domino-lessons{ $detail ->
        [none] {""}
       *[other] {" "}({ $detail })
    }; resta com'è
  }
