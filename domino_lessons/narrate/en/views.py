"""English words for the views' own lines: frame labels, transcript headings and summaries, annotations."""

from __future__ import annotations

from typing import Any, Sequence

from ...labels import Control, Label
from .. import Phrasebook, narrator
from ..notation import change
from .all_fives import count_line
from .core import describe_ends

BOOK = Phrasebook()


def hand_word(game: Any) -> str:
    """What a deal of ``game`` is called."""
    return narrator("en").say("hand word", game)


def scores(names: Sequence[str], totals: Sequence[int], sep: str = ", ") -> str:
    return sep.join(f"{name} {total}" for name, total in zip(names, totals))


def dealt(left: int, stock: str, draws: bool) -> str:
    tiles = f"{left} tile{'s' if left != 1 else ''}"
    if not left:
        rest = "every tile is dealt" + (f": no {stock}" if draws else "")
    elif draws:
        rest = f"the rest form the {stock} ({tiles})"
    else:
        rest = f"the other {tiles} stay face down ({stock}): nobody draws in this game"
    return f"The tiles are dealt; {rest}."


BOOK.phrases.update({
    Label.THE_DEAL: lambda game, number: f"{hand_word(game)} {number}: the deal",
    Label.AFTER_MOVES: lambda game, number, moves: f"{hand_word(game)} {number}, after {moves} move{'s' if moves != 1 else ''}",
    Label.MOVE: lambda game, number, move, token: f"{hand_word(game)} {number}, move {move}: {token}",
    Label.BEND: lambda game, number, token: f"{hand_word(game)} {number}: {token}",
    Label.FORCED: lambda game, number, kind: f"{hand_word(game)} {number}, forced {kind}",
    Label.PLAYERS: lambda names: "Players: " + ", ".join(f"{name} (seat {i})" for i, name in enumerate(names)),
    Label.SIDES: lambda names: "Sides: " + ", ".join(f"{i} = {name}" for i, name in enumerate(names)),
    Label.CONTINUED: lambda names, totals: f"Continued match, starting scores: {scores(names, totals)}",
    Label.HAND_LEADER: lambda word, number, who, because: f"{word} {number}: {who} leads ({because})",
    Label.NOTE: lambda: "note:",
    Label.FORCED_MARK: lambda: "(forced)",
    Label.AFTER_HAND: lambda totals, word, number, over, standing: (
        f"{totals} after {word.lower()} {number}{'' if over else f' ({word.lower()} unfinished)'}: {standing}"),
    Label.MATCH_WON: lambda winner, standing: (f"Match {'drawn' if winner is None else f'won by {winner}'}: "
                                               f"{standing}"),
    Label.MATCH_OPEN: lambda goal, standing: f"Match not decided (playing {goal}): {standing}",
    Label.SCORE_LINE: lambda names, totals, on_table, goal: (
        scores(names, totals, " · ") + ("" if on_table is None else f" · {on_table} on the table") + f" ({goal})"),
    Label.DEALT: dealt,
    Label.TERMS: lambda terms: f"Terms: {terms}",
    Label.TEACHER_NOTE: lambda note: f"Note: {note}",
    Label.TOTALS: lambda label, line: f"{label}: {line}",
    Label.ENDS: lambda ends: f"Ends {describe_ends(ends)}",
    Label.COUNT: count_line,
    Label.CHANGE: change,
    Label.TILES_HELD: lambda count: f"{count} tile{'s' if count != 1 else ''}",
})

BOOK.words.update({control: control.value for control in Control})
