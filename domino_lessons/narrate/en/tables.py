"""English words of the class tables: another seat's draw, and a move a table refuses."""

from __future__ import annotations

from ...core.events import Stock
from ...core.labels import TableWord
from .. import Phrasebook
from .core import BOOK as CORE

BOOK = Phrasebook()
BOOK.phrases.update({
    TableWord.HIDDEN_DRAW: lambda who, stock: f"{who} draws a tile from the {CORE.words[Stock(stock)]}",
    TableWord.BAD_MOVE: lambda given: f"{given!r} is not a move: write a tile and an end (6-4 R), draw or pass",
    TableWord.NOT_YOUR_TURN: lambda seat, to_move: f"it is not seat {seat}'s turn: seat {to_move} is to move",
    TableWord.NO_SUCH_SEAT: lambda seat: f"this table has no seat {seat}",
    TableWord.NO_SUCH_TABLE: lambda code: f"there is no table {code!r}: check the code the teacher gave",
    TableWord.NO_FREE_SEAT: lambda code: f"every seat at table {code} is taken",
    TableWord.NOT_SEATED: lambda code: f"you have no seat at table {code!r}: join it first",
    TableWord.TEACHER_ONLY: lambda: "only the teacher may do this",
    TableWord.NOT_JSON: lambda expected: f"the request must be a JSON object with {expected}",
    TableWord.TOO_BIG: lambda limit: f"the request is over {limit} bytes",
    TableWord.WHO_ARE_YOU: lambda: "no valid token or learner key: join a table first",
    TableWord.STALE: lambda at, version: (f"this move was made at the table's step {at}, which is now at step "
                                          f"{version}: look at the table again"),
    TableWord.SEATED: lambda table, seat, name: f"Table {table}: you sit in seat {seat} as {name}",
    TableWord.YOUR_TURN: lambda: "Your turn: choose a move and press Play",
    TableWord.THEIR_TURN: lambda who: f"{who} is to move",
    TableWord.HAND_DONE: lambda match_over: ("The match is over" if match_over
                                             else "The hand is over: Next hand deals the next one"),
    TableWord.MOVE_LABEL: lambda: "Your move",
    TableWord.PLAY_BUTTON: lambda: "Play",
    TableWord.NEXT_BUTTON: lambda: "Next hand",
    TableWord.SAVE_BUTTON: lambda: "Save the game",
    TableWord.SAVED: lambda path, hands: f"Saved {hands} finished hand{'s' if hands != 1 else ''} to {path}",
    TableWord.EXISTS: lambda path: f"{path} is there already: kept as it is (give another name, or replace=True)",
    TableWord.OPEN_BUTTON: lambda: "Open a table",
    TableWord.GAME_LABEL: lambda: "Game",
    TableWord.PLAYERS_LABEL: lambda: "Players",
    TableWord.BOT_LABEL: lambda: "Computer",
    TableWord.PLAY_ONE_OF: lambda moves: f"That tile cannot lead: play one of {moves}",
    TableWord.BOT_CHOICE: lambda bot: {"greedy": "plays like a newcomer", "expert": "plays like the expert"}[bot],
    TableWord.LEARNER_SEAT: lambda seat: f"Seat {seat}: a learner",
    TableWord.WATCH_LABEL: lambda: "Watch",
    TableWord.COLUMNS: lambda: "Table|Game|Seats|Score|Hand|To move",
    TableWord.OPENED: lambda table: f"Table {table} is open: learners join it with the code {table}",
    TableWord.PAUSED: lambda: "the teacher has paused this table",
    TableWord.BAD_ACTION: lambda action: f"{action!r} is not something a table does: pause, resume, close, restart or deal",
    TableWord.BAD_DEAL: lambda size: (f"these tiles cannot be dealt so: give each seat by its number real tiles "
                                      f"(6-6), none twice, at most {size} a seat"),
    TableWord.REVIEW_BUTTON: lambda: "Review my hand",
    TableWord.PAUSE_BUTTON: lambda: "Pause",
    TableWord.RESUME_BUTTON: lambda: "Resume",
    TableWord.RESTART_BUTTON: lambda: "Restart",
    TableWord.CLOSE_BUTTON: lambda: "Close",
    TableWord.UNREACHABLE: lambda url, why: f"the table service at {url} cannot be reached ({why})",
    TableWord.TABLE_OVER: lambda: "the match at this table is over",
    TableWord.SET_ASIDE: lambda path, to, why: (f"{path} could not be read ({why}): kept aside as {to}; the service "
                                                f"starts without it"),
    TableWord.WAITING: lambda names: f"the first hand is dealt once everyone has sat down (seats still free: {names})",
    TableWord.NAME_TAKEN: lambda name, code: (f"someone called {name} sits at table {code} already: join with your "
                                              f"name and an initial"),
    TableWord.NOT_YOUR_SEAT: lambda name, code: (f"no seat at table {code} is for {name}: write your name as your "
                                                 f"teacher wrote it"),
    TableWord.TOO_MANY_TRIES: lambda: "too many tries from this machine: wait a minute, then check the table's code",
    TableWord.TOO_MANY_LEARNERS: lambda count: (f"this table service keeps {count} learners already: the teacher "
                                                f"starts it on a new folder"),
    TableWord.START_BUTTON: lambda: "Start now",
    TableWord.PROJECTOR_BUTTON: lambda: "Full screen",
    TableWord.ADDRESS_LABEL: lambda: "Service",
    TableWord.CODE_LABEL: lambda: "Table code",
    TableWord.NAME_LABEL: lambda: "Your name",
    TableWord.JOIN_BUTTON: lambda: "Sit down",
    TableWord.FILL_THE_FORM: lambda: "write the table's code your teacher gave, and your name",
    TableWord.NO_SERVICE: lambda: ("no table service runs on this machine: start it in a terminal with "
                                   "domino-lessons tables, or give the board its address and token"),
    TableWord.NO_TOKEN: lambda path: (f"the teacher's token is not at {path}: domino-lessons tables says where it "
                                      f"keeps it when it starts (TablesBoard() alone finds it)"),
    TableWord.CONFIRM: lambda action, table, score, hands: (
        f"{'Restart' if action == 'restart' else 'Close'} table {table}? Its match ({score}, hand {hands}) is kept as "
        f"a record and {'a new match begins at 0 · 0' if action == 'restart' else 'nobody can play on'}: press "
        f"{'Restart' if action == 'restart' else 'Close'} again to do it"),
    TableWord.STEERED: lambda action, table: {
        "start": f"Table {table} has begun", "pause": f"Table {table} is paused: nobody can move until you resume it",
        "resume": f"Table {table} plays on", "restart": f"Table {table} begins a new match at 0 · 0",
        "close": f"Table {table} is closed", "deal": f"Table {table}: the next hand is dealt"}[action],
    TableWord.PRESENCE: lambda presence: {"here": "here", "away": "away: the computer plays for them",
                                          "free": "free seat", "computer": "the computer"}[presence],
    TableWord.TABLE_STATE: lambda state: {"waiting": "waiting for its learners", "paused": "paused",
                                          "closed": "closed", "over": "match over", "between": "hand over"}[state],
    TableWord.NO_SUCH_PATH: lambda path: f"the table service has nothing at {path}: its requests are under /api/",
    TableWord.BAD_KEY_FILE: lambda path: (f"{path} holds no table key: move it away and a new one is made (the hands "
                                          f"in play it sealed cannot then be brought back)"),
})
