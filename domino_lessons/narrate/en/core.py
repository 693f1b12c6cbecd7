"""English words for what every game shares: plays, draws, passes, hand and match ends, bends."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Iterable

from ...core.events import (Draw, DrawRule, HandEnd, MatchEnd, Outcome, Pass, PassWhy, Play, Reason, Score, Seats,
                            Sistemata, Stock, Why)
from ...rules import Variant
from ...core.spinner import Spinner
from ...core.tiles import Tile, tile_list
from .. import Phrasebook, narrator
from ..notation import show

if TYPE_CHECKING:
    from ...core.engine import Hand, Match
    from ...core.record import Standing

BOOK = Phrasebook()
BOOK.words.update({Why.BY_LOT: "lot", Why.FREE_CHOICE: "free choice",
                   Why.FROM_RECORD: "the record: the previous winner is unknown"})
BOOK.words.update({stock: stock.value for stock in Stock})


BOOK.words.update({PassWhy.NO_DRAWING: "No drawing in this game", PassWhy.DREW_ONE: "Already drew one tile this turn",
                   PassWhy.NO_STOCK: "No {stock}", PassWhy.STOCK_EMPTY: "{Stock} empty",
                   PassWhy.STOCK_KEPT: "The tiles left in the {stock} must stay there"})
BOOK.words.update({DrawRule.UNTIL_PLAYABLE: "draw until a tile fits, then play it",
                   DrawRule.ONE: "draw one tile; play it if it fits, otherwise keep it and the turn is over",
                   DrawRule.NONE: "nobody draws; a player who cannot play passes"})
BOOK.words.update({Outcome.DOMINO: "domino", Outcome.BLOCKED: "blocked"})
BOOK.reasons.update({
    Spinner.LEAD: lambda r, seats: "First double: the spinner.",
    Spinner.MID_LINE: lambda r, seats: (f"{r.tile} is the first double: spinner, one side covered; N and S open "
                                        f"after its other side."),
    Spinner.CLOSED: lambda r, seats: f"{r.tile} covers the spinner's second side: it stops counting; N and S are open.",
})


def pass_why(code: PassWhy, stock: Stock) -> str:
    """``Boneyard empty``, ``No pozzo``, ``No drawing in this game``..."""
    word = BOOK.words[stock]
    return BOOK.words[code].format(stock=word, Stock=word.capitalize())


@BOOK.reason(Why.BY_LOT, Why.FREE_CHOICE, Why.FROM_RECORD)
def chosen(reason: Reason, seats: Seats) -> str:
    return f"leader by {BOOK.words[reason.code]}"


@BOOK.reason(Why.WENT_OUT)
def went_out(reason: Reason, seats: Seats) -> str:
    return "went out last hand"


def title_of(variant: Variant) -> str:
    """The game's name."""
    return narrator("en").title(type(variant))


def why(reason: Reason, seats: Seats) -> str:
    """A reason in words, by whichever game's phrasebook knows its code."""
    return narrator("en").reason(reason, seats)


def describe_ends(ends: dict[str, int]) -> str:
    """``L 4 / R 3`` for messages."""
    return " / ".join(f"{name} {pip}" for name, pip in ends.items()) or "no tile on the table"


@cache
def ends_said(ends: tuple[tuple[str, int], ...]) -> str:
    """``describe_ends`` of an event's ends (its pairs of end and pip), said once for each set of ends."""
    return describe_ends(dict(ends))


def holdings_text(seats: Seats, holdings: Iterable[tuple[int, tuple[Tile, ...]]]) -> str:
    """``Ben holds 6-5, 2-3 and Dan holds 1-1`` (empty hands left out)."""
    held = [f"{seats.names[s]} holds {tile_list(tiles)}" for s, tiles in holdings if tiles]
    return " and ".join(held) if held else "nothing is left in hand"


@BOOK.says("describe", Variant)
def describe(variant: Variant) -> str:
    """One line for transcripts: the game and its options (in the game's own words where it has some, else as
    the record writes them)."""
    said = narrator("en")
    opts = ", ".join(said.option(variant, k, v) or f"{k} {v if isinstance(v, str) else show(v)}"
                     for k, v in variant.options.items())
    return f"{title_of(variant)} ({opts})"


@BOOK.says("goal", Variant)
def goal(variant: Variant) -> str:
    """What ends the match, for scoreboards: ``to 250``."""
    return f"to {variant.target}"


@BOOK.says("standing", Variant)
def standing(variant: Variant, match: Match | Standing) -> str:
    """The running totals in a line: ``Ada 30, Ben 15``."""
    return ", ".join(f"{name} {total}" for name, total in zip(match.seats.side_names, match.totals))


@BOOK.says("terms", Variant)
def no_terms(variant: Variant, events: Iterable[object]) -> str:
    """Games without a vocabulary of their own name no terms in the annotation."""
    return ""


@BOOK.says("counters held", Variant)
def counters_held(variant: Variant, count: int, office: bool) -> str:
    return f" · {count} held" + (" · in office" if office else "")


@BOOK.says("counters on the table", Variant)
def counters_on_table(variant: Variant, count: int) -> str:
    return f"table: {count}"


BOOK.fixed(Variant, hand_word="Hand", totals_word="Scores", totals_label="Score", nobody="nobody scores",
           jump_label="Scores", jump_prompt="jump to a scoring event…", scoring_only="Scoring steps only",
           end_question="Who scores at the end of it, and how many points?")


@BOOK.says("hint", Variant)
def no_hint(variant: Variant, hand: Hand, tile: Tile, end: str | None) -> str:
    """Games that score only at the end of a hand have no arithmetic for a single play."""
    return ""


def play_words(e: Play) -> list[str]:
    """What a play says before the board it leaves: who laid what where, and what the game notes of it."""
    who = e.seats.names[e.player]
    if e.end is None:
        left = e.ends_after[0][1]
        because = f" ({why(e.lead_reason, e.seats)})." if e.lead_reason else "."
        words = [f"{who} leads {left}-{e.tile.other(left)}" + because]
    else:
        words = [f"{who} plays {e.tile} on {e.end}."]
    if e.marks:
        words.extend(why(mark, e.seats) for mark in e.marks)
    return words


@BOOK.event(Play)
def play(e: Play) -> str:
    words = play_words(e)
    words.append(f"Ends {ends_said(e.ends_after)}.")
    return " ".join(words)


@BOOK.event(Draw)
def draw(e: Draw) -> str:
    head = f"{e.name(e.player)} has nothing for {ends_said(e.ends)} -> draws {e.tile}"
    if e.fits:
        return f"{head}: fits {' or '.join(e.fits)}, must play it"
    if e.keeps_turn:
        return f"{head} (no fit)"
    return f"{head}: no fit -> keeps it, turn over"


@BOOK.event(Pass)
def passes(e: Pass) -> str:
    return f"{pass_why(e.why, e.stock)}, nothing for {ends_said(e.ends)} -> {e.name(e.player)} passes"


def kept_in(stock: Stock, kept: int) -> str:
    """``the 2 tiles left in the boneyard stay there``: a stock whose last tiles must stay there."""
    if kept == 1:
        return f"the tile left in the {BOOK.words[stock]} stays there"
    return f"the {kept} tiles left in the {BOOK.words[stock]} stay there"


def hand_end_text(e: HandEnd, verdict: list[str]) -> str:
    """The hand's end: domino or blocked, the variant's verdict sentences, then who leads next."""
    if e.player is not None:
        head = f"{e.name(e.player)} has played every tile: {BOOK.words[Outcome.DOMINO]}."
    else:
        pips = ", ".join(f"{e.seats.side_name(i)} {p}" for i, p in enumerate(e.side_pips))
        stock = (f"no {BOOK.words[e.stock]}" if e.no_stock else f"{BOOK.words[e.stock]} empty" if not e.kept
                 else kept_in(e.stock, e.kept))
        head = f"{BOOK.words[Outcome.BLOCKED].capitalize()}: {stock}, nobody can play. Pips {pips}."
    for sentence in verdict:
        head = f"{head} {sentence}."
    if e.match_over:
        return head
    if e.next_leader is None:
        return f"{head} Next hand: {why(e.next_reason, e.seats) if e.next_reason else 'leader by lot'}."
    return f"{head} Next hand: {e.name(e.next_leader)} leads ({why(e.next_reason, e.seats) if e.next_reason else ''})."


@BOOK.event(HandEnd)
def hand_end(e: HandEnd) -> str:
    return hand_end_text(e, [])


@BOOK.event(MatchEnd)
def match_end(e: MatchEnd) -> str:
    crossed = [i for i, t in enumerate(e.totals) if t >= e.target]
    sums = "; ".join(
        f"{e.seats.side_name(i)} {e.totals[i] - e.last_points[i]} + {e.last_points[i]}"
        f" = {e.totals[i]} >= {e.target}" for i in crossed)
    if e.winner is None:
        verdict = "equal totals: the match is drawn"
    else:
        name = e.seats.side_name(e.winner)
        verdict = f"{name} win{'s' if len(e.seats.sides[e.winner]) == 1 else ''} the match"
    tail = "; the hand stops here" if e.mid_hand else ""
    return f"{sums} -> {verdict}{tail}"


@BOOK.event(Sistemata)
def sistemata(e: Sistemata) -> str:
    who = e.name(e.player)
    where = f"arm {e.arm} at joint {e.joint} (between {e.before} and {e.after})"
    how = "straightens" if e.direction == "straight" else "bends"
    to = "" if e.direction == "straight" else f" to the {e.direction}"
    return f"{who} {how} {where}{to}: layout only, {who} still to move"
