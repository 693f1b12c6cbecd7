### The class tables: what a learner's table, the teacher's board and the tables' service say.
### Variables hold facts: a seat's number ($seat), a learner's name ($who, $name), a table's code ($table, $code).
### $unit is what the game calls one deal played out: hand, or round (Domeng).

## A learner's table

table-word-seated = Table { $table }: you sit in seat { $seat } as { $name }
table-word-your-turn = Your turn: choose a move and press Play
table-word-their-turn = { $who } is to move
# $stock: what the game calls the tiles not dealt
table-word-hidden-draw = { $who } draws a tile from the { $stock ->
    [pozzo] pozzo
    [reserve] reserve
    [out-of-play] out of play
    [hidden] hidden
   *[boneyard] boneyard
  }
table-word-hand-done = { $match_over ->
    [yes] The match is over
   *[no] { $unit ->
        [round] The round is over: press { table-word-next-button } to deal the next one
       *[hand] The hand is over: press { table-word-next-button } to deal the next one
    }
  }
table-word-move-label = Your move
table-word-play-button = Play
table-word-next-button = { $unit ->
    [round] Next round
   *[hand] Next hand
  }
table-word-save-button = Save the game
table-word-saved = { $unit ->
    [round] { $hands ->
        [one] Saved { $hands } finished round to { $path }
       *[other] Saved { $hands } finished rounds to { $path }
    }
   *[hand] { $hands ->
        [one] Saved { $hands } finished hand to { $path }
       *[other] Saved { $hands } finished hands to { $path }
    }
  }
table-word-review-button = { $unit ->
    [round] Review my round
   *[hand] Review my hand
  }
table-word-play-one-of = That tile cannot lead: play one of { $moves }
table-word-not-your-turn = It is not your turn: { $who } is to move
table-word-stale = The table has moved on since: look at it again and make your move again
table-word-paused = The teacher has paused this table
table-word-table-over = The match at this table is over
table-word-waiting = { $unit ->
    [round] The first round is dealt once everyone has sat down (seats still free: { $names })
   *[hand] The first hand is dealt once everyone has sat down (seats still free: { $names })
  }

## Sitting down: the join form and what it may be told

table-word-address-label = Service
table-word-code-label = Table code
table-word-name-label = Your name
table-word-join-button = Sit down
table-word-fill-the-form = Write the table's code your teacher gave, and your name
table-word-no-such-table = There is no table '{ $code }': check the code the teacher gave
table-word-no-free-seat = Every seat at table { $code } is taken
table-word-not-seated = You have no seat at table '{ $code }': join it first
table-word-name-taken = Someone called { $name } sits at table { $code } already: join with your name and an initial
table-word-not-your-seat = No seat at table { $code } is for { $name }: write your name as your teacher wrote it
table-word-too-many-tries = Too many tries from this machine: wait a minute, then check the table's code
table-word-unreachable = The table service at { $url } cannot be reached ({ $why })

## The teacher's board

table-word-open-button = Open a table
table-word-game-label = Game
table-word-players-label = Players
table-word-bot-label = Computer
table-word-bot-choice = { $bot ->
    [expert] plays like the expert
   *[greedy] plays like a newcomer
  }
table-word-learner-seat = Seat { $seat }: a learner
table-word-watch-label = Watch
# The heads of the list of tables' columns, separated by |
table-word-columns = Table|Game|Seats|Score|Hand|To move
table-word-opened = Table { $table } is open: learners join it with the code { $table }
table-word-start-button = Start now
table-word-pause-button = Pause
table-word-resume-button = Resume
table-word-restart-button = Restart
table-word-close-button = Close
table-word-projector-button = Full screen
table-word-confirm = { $action ->
    [restart] Restart table { $table }? Its match ({ $score }, { $unit ->
            [round] round
           *[hand] hand
        } { $hands }) is kept as a record and a new match begins at 0 · 0: press { table-word-restart-button } again to do it
   *[close] Close table { $table }? Its match ({ $score }, { $unit ->
            [round] round
           *[hand] hand
        } { $hands }) is kept as a record and nobody can play on: press { table-word-close-button } again to do it
  }
table-word-steered = { $action ->
    [start] Table { $table } has begun
    [pause] Table { $table } is paused: nobody can move until you resume it
    [resume] Table { $table } plays on
    [restart] Table { $table } begins a new match at 0 · 0
    [close] Table { $table } is closed
   *[deal] { $unit ->
        [round] Table { $table }: the next round is dealt
       *[hand] Table { $table }: the next hand is dealt
    }
  }
table-word-presence = { $presence ->
    [here] here
    [away] away: the computer plays for them
    [free] free seat
   *[computer] the computer
  }
table-word-table-state = { $state ->
    [waiting] waiting for its learners
    [paused] paused
    [closed] closed
    [over] match over
   *[between] { $unit ->
        [round] round over
       *[hand] hand over
    }
  }
table-word-no-service = No table service runs on this machine: start it in a terminal with domino-lessons tables, or give the board its address and token
table-word-no-token = The teacher's token is not at { $path }: domino-lessons tables says where it keeps it when it starts (TablesBoard() alone finds it)

## What the service refuses: a request made by hand or by another program

table-word-bad-move = '{ $given }' is not a move: write a tile and an end (6-4 R), draw or pass
table-word-no-such-seat = This table has no seat { $seat }
table-word-teacher-only = Only the teacher may do this
table-word-not-json = The request must be a JSON object with { $expected }
table-word-too-big = The request is over { $limit } bytes
table-word-who-are-you = No valid token or learner key: join a table first
table-word-bad-action = '{ $action }' is not something a table does: pause, resume, close, restart or deal
table-word-bad-deal = These tiles cannot be dealt so: give each seat by its number real tiles (6-6), none twice, at most { $size } a seat
table-word-too-many-learners = This table service keeps { $count } learners already: the teacher starts it on a new folder
table-word-no-such-path = The table service has nothing at { $path }: its requests are under /api/

## The service's own lines, as it starts

table-word-set-aside = { $path } could not be read ({ $why }): kept aside as { $to }; the service starts without it
table-word-bad-key-file = { $path } holds no table key: move it away and a new one is made (the hands in play it sealed cannot then be brought back)
