"""English messages for a record that cannot be read: its file, its JSON, its shape, and where."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.errors import FileProblem, RecordProblem
from .. import Phrasebook
from ..notation import show

BOOK = Phrasebook()


def shown(value: Any) -> str:
    """A value from the record as JSON, cut to 80 characters."""
    return show(value)[:80]


def at(hand: int | None, move: int | None, token: str | None) -> str:
    """``hand 1, move 3 ("6-1 N"): ``."""
    where = [] if hand is None else [f"hand {hand}"]
    if move is not None:
        where.append(f"move {move}" + (f" ({show(token)})" if token is not None else ""))
    return ", ".join(where) + ": "


def unknown_key(key: str, keys: Sequence[str], of_hand: bool) -> str:
    return f'unknown key {shown(key)} (a {"hand" if of_hand else "record"} has {", ".join(keys)})'


def cannot_read(why: str, reason: str = "") -> str:
    """The file could not be read: in our own words where the cause is a common one, else the system's."""
    said = {"missing": "there is no such file", "denied": "you are not allowed to read it",
            "folder": "it is a folder, not a file"}
    return f"cannot read the file: {said.get(reason, why)}"


BOOK.phrases.update({
    RecordProblem.AT: at,
    RecordProblem.FILE_TOO_BIG: lambda size, limit: f"the file is {size} bytes; a record may be at most {limit}",
    RecordProblem.CANNOT_READ: cannot_read,
    RecordProblem.TEXT_TOO_BIG: lambda size, limit: f"the record is {size} bytes; a record may be at most {limit}",
    RecordProblem.NOT_UTF8: lambda: "the file is not UTF-8 text",
    RecordProblem.BAD_JSON: lambda line, column, why: f"malformed JSON at line {line}, column {column}: {why}",
    RecordProblem.TOO_DEEP: lambda: "malformed record: JSON nested too deeply",
    RecordProblem.BAD_NUMBER: lambda why: f"malformed JSON: {why}",
    RecordProblem.NOT_A_NUMBER: lambda name: f"malformed JSON: {name} is not a number a record may hold",
    RecordProblem.NOT_AN_OBJECT: lambda: "a record must be a JSON object with format, variant, players and hands",
    RecordProblem.UNKNOWN_KEY: unknown_key,
    RecordProblem.MISSING: lambda key, of_hand: f'the {"hand" if of_hand else "record"} has no "{key}"',
    RecordProblem.FORMAT: lambda expected, given: f'"format" must be "{expected}", not {shown(given)}',
    RecordProblem.VARIANT: lambda: '"variant" must be a string such as "all-fives"',
    RecordProblem.PLAYERS: lambda: '"players" must be a list of names in seat order',
    RecordProblem.NAME: lambda name, limit: (f"player name {shown(name)} must be 1 to {limit} characters, not blank, "
                                             f"on one line"),
    RecordProblem.SAME_NAME: lambda: '"players" has the same name twice',
    RecordProblem.OPTIONS: lambda: '"options" must be an object like {"hand_size": 7}',
    RecordProblem.START: lambda: '"start" must be an object like {"scores": [10, 20]}',
    RecordProblem.HANDS: lambda: '"hands" must be a list of at least one hand',
    RecordProblem.HAND: lambda: "a hand must be an object with deal, boneyard and moves",
    RecordProblem.DEAL: lambda: '"deal" must be a list of tile lists, one per seat',
    RecordProblem.MOVES: lambda: 'every move must be a string like "6-4 R", "draw" or "pass"',
    RecordProblem.LEADER: lambda: '"leader" must be a seat number',
    RecordProblem.NOTES: lambda: '"notes" must be an object keyed by move number',
    RecordProblem.NOTE_KEY: lambda key, moves: (f"note {shown(key)} must be keyed by a move number 1..{moves} "
                                                f"and be text"),
    RecordProblem.NOTE_VALUE: lambda key: (f"note {key} must be text, or an object of texts keyed by language "
                                           f'like {{"en": "...", "it": "..."}}'),
    RecordProblem.NOTE_EMPTY: lambda key: f"note {key} is an empty object: give at least one language's text",
    RecordProblem.NOTE_LANGUAGE: lambda key, lang: (f"note {key}: {shown(lang)} is not a language code: use two or "
                                                    f'three lowercase letters like "en" or "it"'),
    RecordProblem.NOTE_TEXT: lambda key, lang: f'note {key}: the "{lang}" text must be a non-empty string',
    RecordProblem.NOT_A_LIST: lambda key: f'"{key}" must be a list',
    RecordProblem.NOT_A_TILE: lambda value: f'{shown(value)} is not a tile: write tiles as strings like "6-4"',
    RecordProblem.DECIDED: lambda decided: (f"the match was already decided in hand {decided}: no more hands "
                                            f"may follow"),
})

BOOK.phrases.update({
    FileProblem.NO_FOLDER: lambda path, folder: f"cannot write {path}: there is no folder {folder}",
    FileProblem.NOT_A_FOLDER: lambda path, blocker: f"cannot write {path}: {blocker} is a file, not a folder",
    FileProblem.IS_A_FOLDER: lambda path: f"cannot write {path}: it is a folder",
    FileProblem.NOT_ALLOWED: lambda path: f"cannot write {path}: not allowed there",
    FileProblem.CANNOT_WRITE: lambda path, why: f"cannot write {path}: {why}",
    FileProblem.KIND_OF_FILE: lambda path, kinds: f"cannot write {path}: its name must end in {' or '.join(kinds)}",
    FileProblem.NO_PDF: lambda path, why: (f"cannot write {path}: the PDF library cannot load ({why}); write .html "
                                           f"instead, or install WeasyPrint and Pango (.ci/setup)"),
})
