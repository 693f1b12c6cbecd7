### Che cosa dice domino-lessons check-language: i file dei messaggi di una lingua confrontati con quelli inglesi.

language-check-help = confronta i file dei messaggi di una lingua con quelli inglesi: che cosa manca, che cosa avanza, che cosa non va
language-check-lang-help = la lingua: il nome della sua cartella in locales/ (fr, de, pt-BR...)
language-check-missing = { $file }: manca { $message } (l'inglese ce l'ha)
language-check-extra = { $file }: { $message } non c'è in inglese (un nome scritto male, o un messaggio che non si usa più)
language-check-broken = { $file }, riga { $line }: Fluent non riesce a leggerlo: { $why }
language-check-broken-message = { $file }: { $message } non si può dire: { $why }
language-check-variable = { $file }: { $message } usa la variabile ${ $variable }, che il messaggio inglese non dà (scritta male?)
language-check-plural = { $file }: a { $message } manca la forma [{ $category }] che questa lingua vuole per ${ $variable }
language-check-no-folder = Non c'è la cartella { $folder }: copiaci { $english }, poi traducine i file
language-check-passed = { $lang }: { $count ->
    [one] { $count } messaggio, presente e ben scritto
   *[other] { $count } messaggi, tutti presenti e ben scritti
  }
language-check-failed = { $lang }: { $count ->
    [one] una cosa da sistemare
   *[other] { $count } cose da sistemare
  }
