### What the lessons' widgets say about the learner's work: the progress file, the notes on a replay, printed pages.
### $game is a game's title; $unit what it calls a deal played out: hand, or round (Domeng).

## The progress file, seen from a widget

keep-only-here = These ticks are kept only while this notebook runs: to have them remembered, run `from domino_lessons import progress; progress.use()` in a cell above this one.
keep-section = Read again
# $error: why the progress file cannot be written, said as an error
keep-not-kept = Your progress is not being saved: { $error }. Everything else goes on.
keep-to-section = Read again: { $line }

## The notes editor of a replay

notes-box = Your note
notes-no-move = No move of its own at this step (the deal, a forced draw or pass): a note goes with a move.
notes-how = Save record writes the game with your notes to the file named here; a file that exists is replaced only when you press again.
notes-replace = Replace file?
notes-on-move = Your note on { $unit ->
    [round] round
   *[hand] hand
  } { $number }, move { $move }, in English (notes in other languages are kept)
notes-exists = { $path } exists: press { notes-replace } to replace it, or change the name.
notes-saved = { $notes ->
    [one] Saved the record with { $notes } note to { $path }
   *[other] Saved the record with { $notes } notes to { $path }
  }

## Printed pages

print-name = Name
print-date = Date
print-answer = Answer
print-worksheet = { $game }: worksheet
print-key = { $game }: answer key
# $players: the players' names, as a list
print-handout = { $game }: { $players } ({ $scoring ->
    [yes] the scoring steps
   *[no] every step
  })
