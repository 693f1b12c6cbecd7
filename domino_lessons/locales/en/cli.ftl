### The command line: each command's help and its arguments' help, and the lines it prints.
### Names in capitals (FILE, DIR) stand, in the help, for an argument's value.

cli-description = Domino lessons: open them, replay and render records, simulate.
cli-lab = copy the lessons to a folder and open them in JupyterLab (other arguments go to JupyterLab)
cli-classroom = the full-screen classroom view in Voila of a lesson or a record (other arguments go to Voila)
cli-render = write a replay as one self-contained HTML file, one SVG per step, or a handout to print
cli-worksheet = a worksheet to print of quiz positions, with an answer key on pages of its own (HTML or PDF)
cli-replay = replay a game record with every event annotated
cli-simulate = play complete hands between computer players, print statistics
cli-progress = one row per learner and game from progress files: quiz accuracy by kind, drills due, hands played, last active
cli-puzzles = mine puzzles from expert self-play: positions where one play is clearly best and the greedy player misses it, and reading puzzles
cli-check-game = check a game (a plug-in's or the package's) against the contract every game meets: its options, its words in every language, random games, its kernel, the coach and the widgets
cli-tables = serve class tables on this machine: learners play each other, the teacher watches every table
cli-tables-folder = where the tables' journals and the roster are kept (default domino-tables)
cli-tables-ip = the address to listen on (default 127.0.0.1: this machine only)
cli-tables-port = the port to listen on (default 8765)
cli-tables-hub = run as a JupyterHub service, started by the hub: learners are who the hub says, the teacher a hub admin or a member of the group teachers (address, port and prefix from the hub)
cli-tables-away = after how many seconds the computer plays a learner's seat left empty or away, until they come back (default 60)
cli-tables-key = the file of the key that seals each hand's deal in the journals, kept apart from the folder (made where missing; default ~/.local/state/domino-lessons/tables.key)
cli-tables-cert = serve over HTTPS with this TLS certificate (PEM, as Jupyter Server's --certfile), so that keys and the teacher's token never travel in clear
cli-tables-cert-key = the certificate's private key (PEM), where --certfile does not hold it
cli-tables-in-clear = tables: warning: listening on { $ip } without --certfile: the learners' keys and the teacher's token travel in clear on the network; give a certificate, or serve behind a proxy with HTTPS (see Class tables in the docs)
cli-seconds-var = SECONDS
cli-tables-hub-serving = class tables for the hub at { $url } (every move is kept in { $folder })
cli-tables-serving = class tables at { $url } (Ctrl-C stops them; every move is kept in { $folder }); the teacher's token is in { $token_file }
cli-lab-to = where the lessons go (default ./domino-lessons); edited lessons are never overwritten
cli-lab-lang = open the start page, and JupyterLab's menus and dialogs, in this language: { $languages }
cli-room-target = a lesson notebook (default the start page), a record file or a shipped example name
cli-room-to = the lessons folder (as for lab)
cli-room-lang = the lesson's or the replay's language: { $languages }
cli-room-scoring = a record's replay steps only through the steps that score (in a game that keeps counters, the steps that move them)
cli-record = a record file
cli-render-html = the HTML file to write
cli-render-svg-dir = the folder for step-NNN.svg files
cli-render-handout = a handout to print, OUT.pdf or OUT.html: the steps two to a page (with --scoring, the scoring steps)
cli-render-scoring = the handout's scoring steps only
cli-paper = the paper size (default a4)
cli-render-lang = the language of the annotations: { $languages }
cli-mkdir = create the output's folders if they do not exist
cli-game = one of { $games }
cli-sheet-out = the sheet to write: OUT.html or OUT.pdf
cli-sheet-kinds = the kinds of question asked, in turn (default: every kind the game's quiz asks)
cli-count = how many questions (default 10)
cli-sheet-seed = random seed: the same seed, the same sheet (default 0)
cli-sheet-lang = the sheet's language: { $languages }
cli-replay-record = a record file (domino-lessons/record/1 JSON)
cli-replay-json = print the replay as one JSON document
cli-replay-lang = the language of the transcript or of the JSON's text fields: { $languages }
cli-hands = how many hands (default 100)
cli-seed = random seed (default 0)
cli-players = number of players (default: the fewest allowed)
cli-bot = computer player (default greedy)
cli-simulate-json = print the statistics as JSON
cli-lang = the language of what is printed: { $languages } (default: the environment's, LANG)
cli-puzzle-count = how many keeps puzzles (default 10)
cli-playouts = playouts per decision (default 400)
cli-puzzle-out = write the puzzles' JSON to FILE (atomically) instead of printing it
cli-check-id = the game's id ({ $games })
cli-check-seeds = random deals per player count (default 6; the kernel plays four times as many)
cli-checked-options = options: a wrong one and too many players refused
cli-checked-words = words: every event and code, the title, the description and the glossary, in { $languages }
cli-checked-games = random games of every player count: the 28 tiles, every event in one line, the record replays
cli-checked-kernel = the playout kernel plays as the engine (where the game has one)
cli-checked-coach = the coach: the hint, the expert's moves, a hand reviewed
cli-checked-widgets = the widgets: the play table to the hand's end, the quiz, the replay viewer
cli-check-ok = ok
cli-check-missing = MISSING
cli-check-passed = { $game }: every check passed
cli-check-failed = { $game }: { $count } of the checks found something missing
cli-unknown-taken = an unknown option is taken instead of refused (read every option with the OptionReader)
cli-players-taken = one player more than max_players is taken instead of refused
cli-no-words = { $lang }: no words for { $what }
cli-game-broken = { $players } players, seed { $seed }: { $what }
cli-kernel-differs = { $players } players, seed { $seed }, move { $move }: the kernel's { $what } differ from the engine's
cli-kernel-moves = legal moves
cli-kernel-greedy = greedy choices
cli-kernel-end = hand's end and outcome
cli-kernel-scores = scores
cli-check-raised = raised { $what }
cli-hint-not-legal = the hint is not a legal move
cli-nothing-reviewed = the review of a hand finds no decision
cli-quiz-silent = { $lang }: the quiz says nothing to an answer
cli-files = learners' domino-progress.json files
cli-csv = write CSV (a header, then the rows) for a spreadsheet
cli-now = count the drills due at this UTC time (default: now)
cli-scoring-needs-handout = --scoring goes with --handout (the handout of the scoring steps only)
cli-not-iso = not an ISO time like 2025-03-01T09:00: '{ $text }'
cli-at-least-one = must be at least 1, not { $value }
cli-wrote = wrote { $path } ({ $count } { $unit ->
        [questions] { $count ->
            [one] question
           *[other] questions
        }
       *[steps] { $count ->
            [one] step
           *[other] steps
        }
    })
cli-wrote-svgs = { $count ->
        [one] wrote { $count } SVG file to { $folder }
       *[other] wrote { $count } SVG files to { $folder }
    }
cli-scoring-lesson = --scoring steps through a record's scoring steps: give a record, not a lesson
cli-no-lesson = no lesson '{ $name }' in { $folder }: the lessons are { $lessons }
cli-no-record = no record '{ $target }': give a record file or a shipped example such as all-fives-2p
cli-as-root = running as root: starting JupyterLab with --allow-root
cli-no-language-pack = JupyterLab's { $locale } language pack is not installed (pip install { $package }): its menus stay in English
cli-own-language = your JupyterLab settings ({ $own }) choose the interface language '{ $chosen }': it stays (the lessons' is '{ $locale }'; change it in Settings > Language)
cli-kept-edited = kept your edited { $name } (the package's version was not copied over it)
cli-needs-voila = the classroom view needs Voila: pip install "domino-lessons[classroom]"
# The progress table's column heads, separated by |
cli-columns = learner|game|quiz|drills due|hands|last active|cost|band
# The heads of progress --csv's columns, separated by |: English's are the columns' ids, for programs
cli-csv-columns = learner|game|quiz|drills_due|hands|last_active|cost|band
# $when: the local time a learner was last active
cli-last-active = { DATETIME($when, dateStyle: "medium", timeStyle: "short") }
cli-cost = { NUMBER($cost, minimumFractionDigits: 2, maximumFractionDigits: 2) }
cli-command-var = COMMAND
cli-record-var = RECORD
cli-target-var = LESSON or RECORD
cli-out-var = OUT
cli-dir-var = DIR
cli-folder-var = FOLDER
cli-game-var = GAME
cli-kind-var = KIND
cli-file-var = FILE
cli-number-var = N
cli-seed-var = SEED
cli-time-var = ISO
cli-lang-var = LANG
# $variant: the game's id; $title: its title; $unit: hand, or round (Domeng); $counted: points, or stones (Domeng);
# $net_differs: yes when the points net of subtractions ($net) differ from those scored ($points)
cli-simulated =
    { $unit ->
        [round] { $hands ->
            [one] { NUMBER($hands, useGrouping: "false") } round
           *[other] { NUMBER($hands, useGrouping: "false") } rounds
        }
       *[hand] { $hands ->
            [one] { NUMBER($hands, useGrouping: "false") } hand
           *[other] { NUMBER($hands, useGrouping: "false") } hands
        }
    } of { $variant }, { $players } { $bot } players, seed { NUMBER($seed, useGrouping: "false") }
    { $unit ->
        [round] blocked rounds
       *[hand] blocked hands
    }: { NUMBER($blocked, useGrouping: "false") } ({ NUMBER($blocked_share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) })
    tiles played per { $unit ->
        [round] round
       *[hand] hand
    }: { NUMBER($tiles, minimumFractionDigits: 2, maximumFractionDigits: 2) }
    { $counted ->
        [stones] stones moved per round: { NUMBER($stones, minimumFractionDigits: 2, maximumFractionDigits: 2) }
       *[points] points scored per hand: { NUMBER($points, minimumFractionDigits: 2, maximumFractionDigits: 2) }{ $net_differs ->
            [yes] {" "}(net after subtractions { NUMBER($net, minimumFractionDigits: 2, maximumFractionDigits: 2) })
           *[no] {""}
        }
    }
cli-unknown-language = unknown language '{ $lang }': the languages are { $languages }
