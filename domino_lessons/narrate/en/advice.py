"""English words for the principles of good play and how often the expert and a newcomer follow them."""

from __future__ import annotations

from enum import Enum

from typing import Any, Sequence

from ...core.advice import Advice, Band, Measure, Said, SkillSaid, Tally, Why
from .. import Phrasebook, narrator

BOOK = Phrasebook()


def measured(principle: Enum, positions: int, expert: int, greedy: int) -> str:
    """A principle (its name from the narrator: a game's own principles are worded in its folder) and its shares."""
    n = max(positions, 1)
    return (f"{narrator('en').word(principle)}: the expert follows it in {expert / n:.0%} of the {positions} "
            f"positions where it decides the play, a newcomer in {greedy / n:.0%}.")


def play(move: Any) -> str:
    """``3-2 on L``, as the quiz says a play."""
    from ...core.phrases import AskPlay  # loaded when advice is first said

    return narrator("en").said(AskPlay(tile=move.tile, end=move.end)) if move.tile is not None else str(move)


def clause(principle: Enum, move: Any, measure: float) -> str:
    """What ``principle``'s measure says of one play (a game's own principle: its phrase, in its folder)."""
    return narrator("en").phrase(principle, {"play": play(move), "measure": measure})


def principled(principle: Enum, better: Any, worse: Any, better_measure: float, worse_measure: float) -> str:
    return (f"\u201c{narrator('en').word(principle)}\u201d \u2014 {clause(principle, better, better_measure)}; "
            f"{clause(principle, worse, worse_measure)}.")


def follows(principle: Enum, play: Any, measure: float) -> str:
    return f"It follows \u201c{narrator('en').word(principle)}\u201d \u2014 {clause(principle, play, measure)}."


def line(measure: Measure, rounds: int, better: Tally, worse: Tally, deals: int, exact: bool, who: str,
         better_value: float, worse_value: float, unit: str, draws: bool = True) -> str:
    """What followed each play, on how many of the deals: the worse play first where the event is bad."""
    of = (f"the {deals} deals you cannot tell apart" if exact else
          f"{deals} deals drawn at random from those that fit what you see")
    when = "before your next turn" if rounds == 1 else "before your turn after next"
    at = "at your next turn" if rounds == 1 else "at one of your next two turns"
    good, bad = play(better.play), play(worse.play)
    stuck = "must draw or pass" if draws else "must pass"
    if measure == Measure.SCORES:
        also = f" ({better.points:.0f} on average)" if better.count else ""
        return (f"After {bad}, {who or 'the others'} score{'s' if who else ''} {when} on {worse.count} of {of} "
                f"({worse.points:.0f} points on average when that happens); after {good}, on {on(better.count)}{also}.")
    if measure == Measure.YOU_SCORE:
        return (f"After {good}, your side scores {when} on {better.count} of {of} ({better.points:.0f} points on "
                f"average when it does); after {bad}, on {on(worse.count)}.")
    if measure == Measure.THEY_STUCK:
        return (f"After {good}, {who or 'one of the others'} cannot play and {stuck} {when} on "
                f"{better.count} of {of}; after {bad}, on {on(worse.count)}.")
    if measure == Measure.YOU_STUCK:
        return (f"After {bad}, you cannot play and {stuck} {at} on {worse.count} of {of}; "
                f"after {good}, on {on(better.count)}.")
    if measure == Measure.BALANCE:
        by = "by your next turn" if rounds == 1 else "by your turn after next"
        return (f"{by.capitalize()}, your side is {signed(better.points)} {unit} {against(unit)} on average after "
                f"{good}, {signed(worse.points)} after {bad}, over {of}.")
    if measure == Measure.FINISH:
        end = "round" if unit == "stones" else "hand"
        return (f"Played out to the end of the {end}, your side finishes {signed(better.points)} {unit} "
                f"{against(unit)} on average after {good}, {signed(worse.points)} after {bad}, over {of}.")
    return f"After {good}, your side goes out first on {better.count} of {of}; after {bad}, on {on(worse.count)}."


def on(count: int) -> str:
    """``3``, or ``none``: how many deals, after ``on``."""
    return str(count) if count else "none"


def against(unit: str) -> str:
    """A balance's direction: points for your side against the others', or their stones against yours."""
    return "against the others (their stones minus yours)" if unit == "stones" else "against the others"


def signed(value: float) -> str:
    """``+1.5`` or ``-0.4``: a balance, good when positive."""
    return f"{value:+.1f}"


def now(points: float) -> str:
    """What a play scores as it is laid: ``5 points``, or ``nothing``."""
    return numbered(points, "point", "points") if points else "nothing"


def numbered(count: float, one: str, many: str) -> str:
    return f"{count:.0f} {one if count == 1 else many}"


BOOK.words.update({
    Advice.FOLLOW: "Leave ends you can play on",
    Advice.LEVEL: "Make every open end show the same number",
    Advice.DOUBLES: "Play a double while you can",
    Advice.SHUT_OUT: "Leave the next player only numbers they are known not to have",
    Advice.LEAVE_LITTLE: "Leave the next player little to score",
    Advice.SCORE_NOW: "Take the biggest score now",
    Advice.VARIETY: "Keep many different numbers in your hand",
})

BOOK.phrases.update({
    Said.MEASURED: measured,
    Why.PRINCIPLE: principled,
    Why.ONLY: follows,
    Why.LINE: line,
    Advice.FOLLOW: lambda play, measure: (f"after {play}, {numbered(measure, 'open end shows', 'open ends show')} a "
                                          f"number you still hold" if measure else
                                          f"after {play}, no open end shows a number you still hold"),
    Advice.LEVEL: lambda play, measure: (f"{play} makes every open end show the same number" if measure else
                                         f"{play} does not"),
    Advice.DOUBLES: lambda play, measure: f"{play} is a double" if measure else f"{play} is not",
    Advice.SHUT_OUT: lambda play, measure: (f"{play} leaves the next player only numbers they are known not to have"
                                            if measure else f"{play} does not"),
    Advice.LEAVE_LITTLE: lambda play, measure: (f"after {play} the next player can score at most "
                                                f"{numbered(-measure, 'point', 'points')}"),
    Advice.SCORE_NOW: lambda play, measure: (f"{play} scores {numbered(measure, 'point', 'points')} now" if measure
                                             else f"{play} scores nothing now"),
    Advice.VARIETY: lambda play, measure: (f"after {play} your tiles still show "
                                           f"{numbered(measure, 'number', 'different numbers')}"),
})


def bands_said(limits: Sequence[float], unit: str) -> str:
    """``Expert up to 0.40, Strong up to 0.80, Fair up to 2.60, Beginner beyond``."""
    names = [narrator("en").word(band) for band in Band]
    return ", ".join(f"{name} up to {top:.2f}" for name, top in zip(names, limits)) + f", {names[-1]} beyond"


def banded(cost: float, band: Band | None, limits: Sequence[float], unit: str) -> str:
    given = f"{cost:.2f} {unit} given away per decision on average, against the best play"
    if band is None:
        return given
    return f"{given}: {narrator('en').word(band)} ({bands_said(limits, unit)})"


def skill(decisions: int, cost: float, band: Band | None, limits: Sequence[float], result: float, deal: float,
          spent: float, unit: str) -> str:
    return (f"Your decisions: {decisions} reviewed, {banded(cost, band, limits, unit)}. The hand: {result:+.1f} "
            f"{unit} for your side against the others; the deal gave {deal:+.1f}, your decisions cost {spent:.1f}.")


def standing(hands: int, cost: float, band: Band | None, limits: Sequence[float], unit: str) -> str:
    last = "your reviewed hand" if hands == 1 else f"your last {hands} reviewed hands"
    return f"Over {last}: {banded(cost, band, limits, unit)}."


BOOK.words.update({Band.EXPERT: "Expert", Band.STRONG: "Strong", Band.FAIR: "Fair", Band.BEGINNER: "Beginner"})
BOOK.phrases.update({SkillSaid.HAND: skill, SkillSaid.STANDING: standing})


def compared(principle: Enum, held: bool, newcomer: Any, expert: Any, newcomer_now: int, expert_now: int,
             newcomer_keeps: float, expert_keeps: float, newcomer_measure: float, expert_measure: float, unit: str,
             penalty: bool, line: Any) -> str:
    """A "Playing well" position: the newcomer's play, the expert's, the principle's measure of each, the line."""
    way = (f"the others' {unit} minus the player's side's" if penalty or unit == "stones" else
           f"the player's side's {unit} minus the others'") + ", more is better"
    name = narrator("en").word(principle)
    rest = "round" if unit == "stones" else "hand"
    plays = (f"A newcomer plays {play(newcomer)}: it scores {now(newcomer_now)} now and keeps "
             f"{signed(newcomer_keeps)} {unit} for the rest of the {rest}. The expert plays {play(expert)}: "
             f"{now(expert_now)} now, {signed(expert_keeps)} {unit} for the rest of the {rest} "
             f"({way}, on average over the deals the player cannot tell apart).")
    measures = f"{clause(principle, expert, expert_measure)}; {clause(principle, newcomer, newcomer_measure)}."
    kept = (f" {name}: {measures}" if held else
            f" Here the expert sets \u201c{name}\u201d aside: {measures}")
    return plays + kept + (f" {line.said('en')}" if line is not None else "")


BOOK.phrases[Why.COMPARED] = compared
