"""English words for the quiz: questions, choices, feedback and explanations."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.labels import Ask
from ...rules import Variant
from .. import Phrasebook, narrator
from .core import BOOK as CORE, describe_ends
from .views import hand_word

BOOK = Phrasebook()


def play_label(tile: Any, end: str | None) -> str:
    return f"{tile} " + ("as the lead" if end is None else f"on {end}")


def laid_last(who: str | None, tile: Any) -> str:
    return f"{who} laid the last tile, {tile}" if who is not None else "no tile was laid"


def hand_end(word: str, blocked: bool, who: str | None, tile: Any, asked: str) -> str:
    how = (f"blocked: nobody can play. {laid_last(who, tile)}" if blocked
           else f"over: {who} laid his last tile, {tile}")
    return f"The {word} is {how}. {asked}"


def settle(game: Variant, blocked: bool, out: str | None, side: str) -> str:
    rule = narrator("en").say("settle rule", game)
    how = ("blocked" if blocked else f"over: {out} went out") + (f" ({rule})" if rule else "")
    return f"The hand is {how}. By how many points does {side}'s total change now? (A loss is negative.)"


def leader(word: str, out: str | None, led: str, who: str | None, tile: Any, pips: Sequence[tuple[str, int]]) -> str:
    if out is not None:
        before = f"{out} went out"
    else:
        left = ", ".join(f"{name} {n}" for name, n in pips)
        before = f"it was blocked; {led} had led it and {laid_last(who, tile)}. Pips left: {left}"
    return f"Last {word}: {before}. Here is the new deal. Who leads?"


def tied(chosen: str, tops: Sequence[str]) -> str:
    """The other plays that score as much as the one chosen, in brackets ("" for none)."""
    others = [play for play in tops if play != chosen]
    return f" (tied with {' and '.join(others)})" if others else ""


def best(chosen: str, points: int, top: int, tops: Sequence[str], lines: Sequence[tuple[str, int, str]]) -> str:
    head = f"{chosen} scores {points}" + (f"; that is the most{tied(chosen, tops)}." if points == top else
                                          f"; the most is {top}, with {' or '.join(tops)}.")
    return head + " " + "; ".join(f"{label}: {n} ({why})" for label, n, why in lines) + "."


BOOK.phrases.update({
    Ask.PLAY: play_label,
    Ask.SCORE: lambda who, play: f"{who} plays {play}. How many points does this play score?",
    Ask.BEST: lambda who: f"{who} is to play. Which play scores the most points now?",
    Ask.HAND_END: hand_end,
    Ask.SETTLE: settle,
    Ask.LEADER: leader,
    Ask.LEADS: lambda who, because: f"{who} leads: {because}.",
    Ask.DRAW: lambda who, ends, tile, stock: (f"{who} has nothing for {describe_ends(ends)} and draws {tile} from the "
                                              f"{stock}. What happens next?"),
    Ask.DRAW_RULE: lambda said, rule: f"{said} The rule in this game: {CORE.words[rule]}.",
    Ask.SCORED: lambda play, points, why: f"{play} scores {points}. {why}.",
    Ask.SCORED_BEST: best,
    Ask.ANSWER: lambda answer, why: f"Answer: {answer}. {why}",
    Ask.RIGHT: lambda: "Right! ",
    Ask.NOT_QUITE: lambda: "Not quite. ",
    Ask.QUESTION: lambda number, prompt: f"Question {number}: {prompt}",
    Ask.STREAK: lambda streak, right, answered: f"Streak: {streak} · right {right} of {answered}",
    Ask.PLAYS_IT: lambda: "plays it at once",
    Ask.DRAWS_AGAIN: lambda: "keeps it and draws again",
    Ask.TURN_OVER: lambda: "keeps it: the turn is over",
    Ask.AT_MOVES: lambda moves: f"Quiz position: {moves} move{'s' if moves != 1 else ''} into a hand",
    Ask.AT_END: lambda game: f"Quiz: the end of a {hand_word(game).lower()}",
    Ask.NEW_DEAL: lambda: "Quiz: a new deal",
    Ask.NOTHING_FITS: lambda: "Quiz: nothing fits",
})
# How a hand is settled, as the settle question says it (a game's words may say more), and the number asked.
BOOK.fixed(Variant, settle_rule="", points_word="Points")
