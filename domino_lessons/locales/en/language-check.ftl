### What domino-lessons check-language says: a language's message files held against English's.

language-check-help = check a language's message files against English's: what is missing, extra or broken
language-check-lang-help = the language: its folder's name under locales/ (fr, de, pt-BR...)
language-check-missing = { $file }: { $message } is missing (English has it)
language-check-extra = { $file }: { $message } is not in English (a misspelt name, or a message no longer used)
language-check-broken = { $file }, line { $line }: Fluent cannot read this: { $why }
language-check-broken-message = { $file }: { $message } cannot be said: { $why }
language-check-variable = { $file }: { $message } uses the variable ${ $variable }, which English's message does not give (misspelt?)
language-check-plural = { $file }: { $message } lacks the form [{ $category }] this language needs for ${ $variable }
language-check-no-folder = There is no folder { $folder }: copy { $english } to it, then translate its files
language-check-passed = { $lang }: { $count ->
    [one] { $count } message, there and well formed
   *[other] { $count } messages, all there and well formed
  }
language-check-failed = { $lang }: { $count ->
    [one] one thing to fix
   *[other] { $count } things to fix
  }
