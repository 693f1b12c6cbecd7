### Practice (the day's drills and puzzles) and the progress panel.

trainer-a-drill = A drill from your own mistakes
trainer-a-puzzle = A new puzzle from real play
trainer-numbers = Numbers
trainer-nothing-yet = Nothing is recorded yet. When a quiz, a play table or Practice is given your progress file, your ticks, quiz answers, hands played and drills due appear here, game by game.
trainer-all-ticked = Every line of this lesson is ticked.
trainer-not-reviewed = No hand reviewed yet: review a hand at the play table to see your cost per decision here.
trainer-left-today = { $left } left today.
# $due: when the next drill is due, in the learner's own time ("none": no drill yet); $soon: yes when it is due
# within a quarter of an hour; $today: yes when it is due later today
trainer-done = { $due ->
    [none] Done for today: nothing is waiting. A question you miss in a quiz, or a costly play in a reviewed hand, comes back here as a drill.
   *[other] { $soon ->
        [yes] Done for now: the next drill comes back in a few minutes.
       *[no] { $today ->
            [yes] Done for now: the next drill comes back today at { DATETIME($due, timeStyle: "short") }.
           *[no] Done for today. The next drill is due on { DATETIME($due, dateStyle: "long") } at { DATETIME($due, timeStyle: "short") }.
        }
    }
  }
trainer-my-progress = { $learner ->
    [none] My progress
   *[other] My progress ({ $learner })
  }
trainer-ticked = What you now know: { $ticked } of { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
  } ticked.
# $kind: the kind of question, by its name
trainer-accuracy = { $kind }: { $right } right of the last { $answered }
trainer-hands = { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
  } played.
trainer-due-today = { $due ->
    [one] { $due } drill
   *[other] { $due } drills
  } due today.
trainer-go-on = Continue where you stopped: { $line }
trainer-chart = { $learner }: average cost per decision in { $game }, hand by hand
# $costs: the costs, oldest first, as a list
trainer-chart-desc = Average cost per decision of each reviewed hand, oldest first: { LIST($costs, style: "unit") }.
