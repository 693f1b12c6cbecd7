"""English words of Fives and Threes: the count's fives and threes, the hand's end, who leads, the kept tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_lessons.core.events import Reason, Seats
from domino_lessons.core.spinner import CountPart, count_parts
from domino_lessons.core.tableau import Tableau
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import Phrasebook
from domino_lessons.narrate.en.core import hand_end_text, play_words, why
from domino_lessons.narrate.notation import change

from .game import EndScore, FivesAndThrees, Lead, ThreesHandEnd, ThreesPlay, ThreesScore, Tie, count_points

if TYPE_CHECKING:
    from domino_lessons.core.engine import Hand

BOOK = Phrasebook()
BOOK.fixed(FivesAndThrees, title="Fives and Threes")
BOOK.reasons.update({
    Lead.FEWEST: lambda r, seats: "held the fewest pips when the last hand was blocked",
    Tie.FEWEST: lambda r, seats: f"{tied(seats, r.values)} hold the fewest pips: nobody scores",
})


def tied(seats: Seats, held: tuple[int, ...]) -> str:
    """``Ada 5 = Ben 5``: the hands that tie on the fewest pips."""
    return " = ".join(f"{seats.names[s]} {p}" for s, p in enumerate(held) if p == min(held))


def arithmetic(total: int) -> str:
    """``15 / 5 = 3 and 15 / 3 = 5: 8``, or why the count scores nothing."""
    if total == 0:
        return "zero never scores"
    said = [f"{total} / {d} = {total // d}" for d in (5, 3) if total % d == 0]
    if not said:
        return "neither a multiple of 5 nor of 3"
    return f"{' and '.join(said)}: {count_points(total)}" if len(said) > 1 else said[0]


def count_sentence(parts: tuple[CountPart, ...]) -> str:
    """``Ends L 3 + R 12 = 15 -> 15 / 5 = 3 and 15 / 3 = 5: 8``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(map(str, parts)) if parts else "nothing open"
    return f"Ends {sums} = {total} -> {arithmetic(total)}"


@BOOK.says("count line", FivesAndThrees)
def count_line(game: type[FivesAndThrees], board: Tableau) -> str:
    return count_sentence(tuple(count_parts(board)))


@BOOK.says("hint", FivesAndThrees)
def hint(variant: FivesAndThrees, hand: Hand, tile: Tile, end: str | None) -> str:
    board = hand.board.copy()
    board.place(tile, end)
    return count_line(type(variant), board)


@BOOK.says("option kept", FivesAndThrees)
def kept(value: int) -> str:
    return f"the last {value} tiles stay in the boneyard" if value else "the whole boneyard may be drawn"


@BOOK.event(ThreesPlay)
def play(e: ThreesPlay) -> str:
    return " ".join([*play_words(e), count_sentence(e.count)])


@BOOK.event(ThreesScore)
def count_score(e: ThreesScore) -> str:
    total = sum(p.value for p in e.parts)
    return f"Ends {' + '.join(map(str, e.parts))} = {total} -> {arithmetic(total)} -> {change(e)}"


@BOOK.event(EndScore)
def end_score(e: EndScore) -> str:
    others = " + ".join(f"{e.name(s)} {p}" for s, p in enumerate(e.held) if s != e.side)
    raw = sum(e.held) - e.held[e.side]
    summed = f"{others} = {raw} pips" if len(e.held) > 2 else f"{others} pips"
    how = "went out" if e.went_out else f"holds the fewest pips, {e.held[e.side]}"
    return (f"{e.name(e.side)} {how}: {summed}, to the nearest 5 {e.rounded}, "
            f"{e.rounded} / 5 = {e.points} -> {change(e)}")


@BOOK.event(ThreesHandEnd)
def hand_end(e: ThreesHandEnd) -> str:
    return hand_end_text(e, [] if e.tie is None else [why(Reason(e.tie, values=e.side_pips), e.seats)])


GLOSSARY = """
| term | meaning |
|---|---|
| **count** | the open ends added up after a play, a double at a tip in full |
| **fives and threes** | a count divisible by 5 scores count / 5, by 3 count / 3; 15 and 30 score both |
| **spinner** | the first double: it opens four arms, N and S once both its sides are covered |
| **boneyard** | the undealt tiles, drawn until a tile fits; with two players its last two stay there |
| **going out** | laying your last tile: the others' pips, to the nearest 5, a point for each 5 |
| **blocked** | nobody can play or draw: the fewest pips score the others' |
"""


@BOOK.says("glossary", FivesAndThrees)
def glossary(variant: FivesAndThrees) -> str:
    """The game's words as a Markdown table."""
    return GLOSSARY.strip()
