"""English words for the views' own lines: frame labels, transcript headings and summaries, annotations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from ...core.labels import Control, Label
from .. import Phrasebook, narrator
from ..notation import by_since, change, estimates, give_or_take, tile_first
from ...rules import Variant
from .advice import play as play_said
from .core import describe_ends

if TYPE_CHECKING:
    from ...core.tableau import Tableau

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


def hand_desc(owner: str, tiles: Sequence[Any] | None, count: int, playable: Any) -> str:
    who = f"{owner}'s hand" if owner else "A hand"
    if tiles is None:
        return f"{who}: {count} tile{'s' if count != 1 else ''} face down"
    if not tiles:
        return f"{who}: no tiles"
    return f"{who}: " + ", ".join(f"{t} (playable)" if t in playable else str(t) for t in tiles)


def board_desc(tiles: int, ends: dict[str, int]) -> str:
    if not ends:
        return "No tile on the table yet"
    return (f"{tiles} tile{'s' if tiles != 1 else ''} on the table; open ends "
            + ", ".join(f"{name} {pips}" for name, pips in ends.items()))


def pick_tile(tile: Any, playable: bool, selected: bool) -> str:
    return f"{tile}" + (", selected" if selected else "") + (", playable" if playable else ", cannot be played now")


def pick_end(end: str, pips: int | None, fits: bool) -> str:
    shows = "" if pips is None else f", shows {pips}"
    return f"end {end}{shows}" + (", the selected tile fits here" if fits else "")


def reading_seat(name: str, count: int, lacks: dict[int, int], unit: str) -> str:
    held = f"{name} holds {count} tile{'s' if count != 1 else ''}"
    if not lacks:
        return f"{held}; nothing ruled out"
    word = "move" if unit == "move" else "step"
    return f"{held}; " + ", ".join(f"no {' or '.join(map(str, pips))} (since {word} {since})" for since, pips in by_since(lacks))


def reading_unseen(tiles: Sequence[Any]) -> str:
    return f"Unseen: {len(tiles)} tile{'s' if len(tiles) != 1 else ''}: " + ", ".join(map(str, tiles))


def review_title(name: str, game: Any, number: int, decisions: int, playouts: int) -> str:
    return (f"Review of {name}'s {hand_word(game).lower()} {number}: {decisions} decision{'s' if decisions != 1 else ''}, "
            f"{playouts} playouts each")


def review_decision(decision: Any, unit: str, penalty: bool = False) -> str:
    played = f"Move {decision.move}: you played {play_said(decision.played)}"
    if decision.best_now_scored > 0:
        played += (f" (scored {decision.scored} immediately); the most any play scored immediately: "
                   f"{play_said(decision.best_now)} ({decision.best_now_scored})")
    rest = "round" if unit == "stones" else "hand"
    way = (f"the others' {unit} minus your side's" if penalty or unit == "stones" else
           f"your side's {unit} minus the others'") + ", more is better"
    if decision.exact:
        return f"{played}. Exact {unit} for the rest of the {rest} ({way}): {estimates(decision.values)}"
    return (f"{played}. Estimated {unit} for the rest of the {rest} ({way}; each estimate's margin of error: ± {decision.spread:.1f}): "
            f"{estimates(decision.values)}")


def review_verdict(decision: Any, unit: str) -> str:
    if not (decision.mistake or decision.close):
        return "The best choice, solved exactly." if decision.exact else "The best choice found."
    why = f" Why: {decision.why.said('en')}" if decision.mistake and decision.why is not None else ""
    if decision.exact:
        return (f"{play_said(decision.best)} would have kept exactly {decision.cost:.1f} {unit} more on average, counting "
                f"every deal you could not tell apart.{why}")
    kept = f"{play_said(decision.best)} would have kept {give_or_take(decision.cost, decision.margin)} {unit} more on average"
    close = f"Too close to call: {kept}, within the margin of error (the difference still counts in your average)."
    return close if decision.close else f"{kept}.{why}"


BOOK.phrases.update({
    Label.REVIEW_TITLE: review_title,
    Label.REVIEW_DECISION: review_decision,
    Label.REVIEW_VERDICT: review_verdict,
    Label.REVIEW_PICK: lambda: "Choose a seat under View from to review its choices.",
    Label.REVIEW_NONE: lambda game: (f"Every move of this {hand_word(game).lower()} was forced: there is nothing to "
                                     f"review."),
    Label.READING_TITLE: lambda who: f"What {who or 'you'} can tell",
    Label.READING_UNSEEN: reading_unseen,
    Label.READING_SEAT: reading_seat,
    Label.READING_PICK: lambda: "Choose a seat under View from to read the table from that seat.",
    Label.TILE_TITLE: lambda tile: f"Tile {tile}",
    Label.TILE_DESC: lambda tile: f"The domino tile {tile}",
    Label.HAND_TITLE: lambda owner: f"{owner}'s hand" if owner else "A hand",
    Label.HAND_DESC: hand_desc,
    Label.BOARD_DESC: board_desc,
    Label.TABLE_DESC: lambda score, stock, left: f"Score: {score}. {stock.capitalize()}: {left}",
    Label.LAST_LAID: lambda tile: f"Last tile laid: {tile}",
    Label.PICK_TILE: pick_tile,
    Label.PICK_END: pick_end,
    Label.SCORING_STEP: lambda number, of: f"Scoring step {number} of {of}",
    Label.THE_DEAL: lambda game, number: f"{hand_word(game)} {number}: the deal",
    Label.AFTER_MOVES: lambda game, number, moves: f"{hand_word(game)} {number}, after {moves} move{'s' if moves != 1 else ''}",
    Label.MOVE: lambda game, number, move, token: f"{hand_word(game)} {number}, move {move}: {tile_first(token)}",
    Label.BEND: lambda game, number, token: f"{hand_word(game)} {number}: {tile_first(token)}",
    Label.TOKEN: tile_first,
    Label.FORCED: lambda game, number, kind: f"{hand_word(game)} {number}, forced {kind}",
    Label.PLAYERS: lambda names: "Players: " + ", ".join(f"{name} (seat {i})" for i, name in enumerate(names)),
    Label.SIDES: lambda names: "Sides: " + ", ".join(f"{i} = {name}" for i, name in enumerate(names)),
    Label.CONTINUED: lambda names, totals, word: f"Continued match, starting {word.lower()}: {scores(names, totals)}",
    Label.HAND_LEADER: lambda word, number, who, because: f"{word} {number}: {who} leads ({because})",
    Label.NOTE: lambda: "note:",
    Label.EVENT_KIND: lambda kind, hand_word: kind,
    Label.FROM_STOCK: lambda stock: f"from the {narrator('en').word(stock)}",
    Label.FORCED_MARK: lambda kind: "(forced)",
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
    Label.COUNT: lambda board, game: narrator("en").saying("count line", game)(game, board),
    Label.CHANGE: lambda score: change(score),
    Label.TILES_HELD: lambda count: f"{count} tile{'s' if count != 1 else ''}",
})


def of_game(control: Control) -> Callable[[Any], str]:
    """A control that names the hand, said in the game's own word: Domeng's "New round"."""
    return lambda game: control.value.format(hand=hand_word(game).lower())


BOOK.words.update({control: control.value for control in Control})
BOOK.phrases.update({control: of_game(control)
                     for control in (Control.REVIEW, Control.NEW_HAND, Control.HAND_OVER_TIP, Control.LEAD_DONE_TIP)})
BOOK.words[Control.WHICH_PLAY] = "Play"  # the quiz's choice of a play, beside its board


@BOOK.says("count line", Variant)
def ends_line(game: type[Variant], board: Tableau) -> str:
    """A game that counts nothing during play: a board's caption shows its open ends."""
    return f"Ends {describe_ends(board.ends())}"
