"""English words of the command line: every command's help, its arguments' help and the lines it prints."""

from __future__ import annotations

from ...core.labels import Cli
from .. import Phrasebook

BOOK = Phrasebook()

BOOK.words.update({
    Cli.DESCRIPTION: "Domino lessons: open them, replay and render records, simulate.",
    Cli.LAB: "copy the lessons to a folder and open them in JupyterLab (other arguments go to JupyterLab)",
    Cli.CLASSROOM: "the full-screen classroom view in Voila of a lesson or a record (other arguments go to Voila)",
    Cli.RENDER: "write a replay as one self-contained HTML file, one SVG per step, or a handout to print",
    Cli.WORKSHEET: "a worksheet to print of quiz positions, with an answer key on pages of its own (HTML or PDF)",
    Cli.REPLAY: "replay a game record with every event annotated",
    Cli.SIMULATE: "play complete hands between computer players, print statistics",
    Cli.PROGRESS: ("one row per learner and game from progress files: quiz accuracy by kind, drills due, hands "
                   "played, last active"),
    Cli.PUZZLES: ("mine puzzles from expert self-play: positions where one play is clearly best and the greedy player "
                  "misses it, and reading puzzles"),
    Cli.LAB_TO: "where the lessons go (default ./domino-lessons); edited lessons are never overwritten",
    Cli.LAB_LANG: "open the start page, and JupyterLab's menus and dialogs, in this language: {languages}",
    Cli.ROOM_TARGET: "a lesson notebook (default the start page), a record file or a shipped example name",
    Cli.ROOM_TO: "the lessons folder (as for lab)",
    Cli.ROOM_LANG: "the lesson's or the replay's language: {languages}",
    Cli.ROOM_SCORING: ("a record's replay steps only through the steps that score (in a game that keeps counters, the "
                       "steps that move them)"),
    Cli.RECORD: "a record file",
    Cli.RENDER_HTML: "the HTML file to write",
    Cli.RENDER_SVG_DIR: "the folder for step-NNN.svg files",
    Cli.RENDER_HANDOUT: "a handout to print, OUT.pdf or OUT.html: the steps two to a page (with --scoring, the scoring steps)",
    Cli.RENDER_SCORING: "the handout's scoring steps only",
    Cli.PAPER: "the paper size (default a4)",
    Cli.RENDER_LANG: "the language of the annotations: {languages}",
    Cli.MKDIR: "create the output's folders if they do not exist",
    Cli.GAME: "one of {games}",
    Cli.SHEET_OUT: "the sheet to write: OUT.html or OUT.pdf",
    Cli.SHEET_KINDS: "the kinds of question asked, in turn (default: every kind the game's quiz asks)",
    Cli.COUNT: "how many questions (default 10)",
    Cli.SHEET_SEED: "random seed: the same seed, the same sheet (default 0)",
    Cli.SHEET_LANG: "the sheet's language: {languages}",
    Cli.REPLAY_RECORD: "a record file (domino-lessons/record/1 JSON)",
    Cli.REPLAY_JSON: "print the replay as one JSON document",
    Cli.REPLAY_LANG: "the language of the transcript or of the JSON's text fields: {languages}",
    Cli.HANDS: "how many hands (default 100)",
    Cli.SEED: "random seed (default 0)",
    Cli.PLAYERS: "number of players (default: the fewest allowed)",
    Cli.BOT: "computer player (default greedy)",
    Cli.SIMULATE_JSON: "print the statistics as JSON",
    Cli.LANG: "the language of what is printed: {languages} (default: the environment's, LANG)",
    Cli.PUZZLE_COUNT: "how many keeps puzzles (default 10)",
    Cli.PLAYOUTS: "playouts per decision (default 400)",
    Cli.PUZZLE_OUT: "write the puzzles' JSON to FILE (atomically) instead of printing it",
    Cli.FILES: "learners' domino-progress.json files",
    Cli.CSV: "write CSV (a header, then the rows) for a spreadsheet",
    Cli.NOW: "count the drills due at this UTC time (default: now)",
    Cli.SCORING_NEEDS_HANDOUT: "--scoring goes with --handout (the handout of the scoring steps only)",
})

BOOK.phrases.update({
    Cli.NOT_ISO: lambda text: f"not an ISO time like 2025-03-01T09:00: {text!r}",
    Cli.AT_LEAST_ONE: lambda value: f"must be at least 1, not {value}",
    Cli.WROTE: lambda path, count, unit: (f"wrote {path} ({count} {unit[:-1] if count == 1 else unit})"),
    Cli.WROTE_SVGS: lambda count, folder: f"wrote {count} SVG file{'' if count == 1 else 's'} to {folder}",
})

BOOK.words.update({
    Cli.COMMAND_VAR: "COMMAND",
    Cli.RECORD_VAR: "RECORD",
    Cli.TARGET_VAR: "LESSON or RECORD",
    Cli.OUT_VAR: "OUT",
    Cli.DIR_VAR: "DIR",
    Cli.FOLDER_VAR: "FOLDER",
    Cli.GAME_VAR: "GAME",
    Cli.KIND_VAR: "KIND",
    Cli.FILE_VAR: "FILE",
    Cli.NUMBER_VAR: "N",
    Cli.SEED_VAR: "SEED",
    Cli.TIME_VAR: "ISO",
    Cli.LANG_VAR: "LANG",
})

BOOK.words.update({
    Cli.CHECK_GAME: ("check a game (a plug-in's or the package's) against the contract every game meets: its options, "
                     "its words in every language, random games, its kernel, the coach and the widgets"),
    Cli.CHECK_ID: "the game's id ({games})",
    Cli.CHECK_SEEDS: "random deals per player count (default 6; the kernel plays four times as many)",
    Cli.CHECKED_OPTIONS: "options: a wrong one and too many players refused",
    Cli.CHECKED_WORDS: "words: every event and code, the title, the description and the glossary, in {languages}",
    Cli.CHECKED_GAMES: "random games of every player count: the 28 tiles, every event in one line, the record replays",
    Cli.CHECKED_KERNEL: "the playout kernel plays as the engine (where the game has one)",
    Cli.CHECKED_COACH: "the coach: the hint, the expert's moves, a hand reviewed",
    Cli.CHECKED_WIDGETS: "the widgets: the play table to the hand's end, the quiz, the replay viewer",
    Cli.CHECK_OK: "ok",
    Cli.CHECK_MISSING: "MISSING",
    Cli.CHECK_PASSED: "{game}: every check passed",
    Cli.CHECK_FAILED: "{game}: {count} of the checks found something missing",
    Cli.UNKNOWN_TAKEN: "an unknown option is taken instead of refused (read every option with the OptionReader)",
    Cli.PLAYERS_TAKEN: "one player more than max_players is taken instead of refused",
    Cli.NO_WORDS: "{lang}: no words for {what}",
    Cli.GAME_BROKEN: "{players} players, seed {seed}: {what}",
    Cli.KERNEL_DIFFERS: "{players} players, seed {seed}, move {move}: the kernel's {what} differ from the engine's",
    Cli.KERNEL_MOVES: "legal moves",
    Cli.KERNEL_GREEDY: "greedy choices",
    Cli.KERNEL_END: "hand's end and outcome",
    Cli.KERNEL_SCORES: "scores",
    Cli.CHECK_RAISED: "raised {what}",
    Cli.HINT_NOT_LEGAL: "the hint is not a legal move",
    Cli.NOTHING_REVIEWED: "the review of a hand finds no decision",
    Cli.QUIZ_SILENT: "{lang}: the quiz says nothing to an answer",
})

BOOK.words.update({
    Cli.TABLES: "serve class tables on this machine: learners play each other, the teacher watches every table",
    Cli.TABLES_FOLDER: "where the tables' journals and the roster are kept (default domino-tables)",
    Cli.TABLES_IP: "the address to listen on (default 127.0.0.1: this machine only)",
    Cli.TABLES_PORT: "the port to listen on (default 8765)",
    Cli.TABLES_HUB: ("run as a JupyterHub service, started by the hub: learners are who the hub says, the teacher a hub "
                     "admin or a member of the group teachers (address, port and prefix from the hub)"),
    Cli.TABLES_AWAY: ("after how many seconds the computer plays a learner's seat left empty or away, until they "
                      "come back (default 60)"),
    Cli.TABLES_KEY: ("the file of the key that seals each hand's deal in the journals, kept apart from the folder "
                     "(made where missing; default ~/.local/state/domino-lessons/tables.key)"),
    Cli.TABLES_CERT: ("serve over HTTPS with this TLS certificate (PEM, as Jupyter Server's --certfile), so that "
                      "keys and the teacher's token never travel in clear"),
    Cli.TABLES_CERT_KEY: "the certificate's private key (PEM), where --certfile does not hold it",
    Cli.TABLES_IN_CLEAR: ("tables: warning: listening on {ip} without --certfile: the learners' keys and the "
                          "teacher's token travel in clear on the network; give a certificate, or serve behind a "
                          "proxy with HTTPS (see Class tables in the docs)"),
    Cli.SECONDS_VAR: "SECONDS",
    Cli.TABLES_HUB_SERVING: "class tables for the hub at {url} (every move is kept in {folder})",
    Cli.TABLES_SERVING: ("class tables at {url} (Ctrl-C stops them; every move is kept in {folder}); the teacher's "
                         "token is in {token_file}"),
})

BOOK.words[Cli.COLUMNS] = "learner game quiz drills_due hands last_active cost band"


def simulated(hands: int, variant: str, players: int, bot: str, seed: int, blocked: int, blocked_share: float,
              tiles: float, stones: float | None = None, points: float | None = None, net: float | None = None) -> str:
    net_said = f" (net after subtractions {net:.2f})" if net is not None and net != points else ""
    last = (f"stones moved per hand: {stones:.2f}" if stones is not None else
            f"points scored per hand: {points or 0:.2f}{net_said}")  # subtractions: a game that has them
    return "\n".join([f"{hands} hands of {variant}, {players} {bot} players, seed {seed}",
                      f"blocked hands: {blocked} ({blocked_share:.1%})", f"tiles played per hand: {tiles:.2f}", last])


BOOK.phrases[Cli.SIMULATED] = simulated

BOOK.words.update({
    Cli.SCORING_LESSON: "--scoring steps through a record's scoring steps: give a record, not a lesson",
    Cli.NO_LESSON: 'no lesson {name!r} in {folder}: the lessons are {lessons}',
    Cli.NO_RECORD: 'no record {target!r}: give a record file or a shipped example such as all-fives-2p',
    Cli.AS_ROOT: 'running as root: starting JupyterLab with --allow-root',
    Cli.NO_LANGUAGE_PACK: "JupyterLab's {locale} language pack is not installed (pip install {package}): its menus stay in English",
    Cli.OWN_LANGUAGE: "your JupyterLab settings ({own}) choose the interface language {chosen!r}: it stays (the lessons' is {locale!r}; change it in Settings > Language)",
    Cli.KEPT_EDITED: "kept your edited {name} (the package's version was not copied over it)",
    Cli.NEEDS_VOILA: 'the classroom view needs Voila: pip install "domino-lessons[classroom]"',
})
