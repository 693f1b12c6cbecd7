"""English words for the play table: selections, refusals, hints, whose turn, saving."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import DominoError, Problem, message
from ...core.labels import Say
from .. import Phrasebook, narrator
from .advice import play
from ..notation import plays_listed
from .core import describe_ends, pass_why, why
from .problems import tiles
from .views import hand_word

if TYPE_CHECKING:
    from ...widgets.table_game import Prompt

BOOK = Phrasebook()


def new_hand(game: Any) -> str:
    """The button that deals again, as it reads for this game: ``New hand``, Domeng's ``New round``."""
    from ...core.phrases import NewHandButton  # its facts' module is loaded when a table first asks

    return narrator("en").said(NewHandButton(game=game))


def prompt(said: Prompt) -> str:
    """A prompt of the play table in words."""
    return narrator("en").phrase(said.say, said.facts)


def hint(hand: Any, tile: Any, end: str | None, points: int, why: Any = None, newcomer: Any = None) -> str:
    """The coach's play, what it makes now (a game's own line, e.g. the count), and why."""
    where = "as the lead" if end is None else f"on {end}"
    because = narrator("en").say("hint", hand.variant, hand, tile, end)
    if newcomer is not None and why is not None:
        reason = f" Better than {play(newcomer)}, the play a newcomer would make. {why.said('en')}"
    elif why is not None:
        reason = f" {why.said('en')}"
    else:
        reason = " It keeps the most for the rest of the hand."
    return f"Hint: {tile} {where}." + (f" {because}." if because else "") + reason


def does_not_fit(tile: Any, ends: dict[str, int], forced: str | None) -> str:
    return f"{tile} fits no open end ({describe_ends(ends)}): choose another tile" + (
        f", or {forced}." if forced else ".")


YOURS = {
    Problem.CAN_PLAY: lambda who, plays, kind: f"you can play {plays_listed(plays)}, so you may not {kind}",
    Problem.CANNOT_DRAW: lambda who, why, stock: f"you cannot draw: {pass_why(why, stock).lower()}; you must pass",
    Problem.MUST_DRAW: lambda who, stock, left: f"you must draw first: {tiles(left)} left to draw",
    Problem.MUST_LEAD: lambda who, tile, reason, seats: f"you must lead {tile} ({why(reason, seats)})",
    Problem.NOT_IN_HAND: lambda tile, who: f"{tile} is not in your hand",
}
"""The engine's refusals of the learner's own move, said to the learner."""


def not_allowed(error: DominoError) -> str:
    said = YOURS.get(error.problem)  # type: ignore[call-overload]
    return f"Not allowed: {said(**error.facts) if said else error.said('en')}."


def your_turn(then: Prompt | None = None, ends: dict[str, int] | None = None) -> str:
    if then is not None:
        return f"Your turn. {prompt(then)}"
    return f"Your turn: click a tile in your hand. Open ends {describe_ends(ends or {})}."


BOOK.phrases.update({
    Say.SELECTED_LEAD: lambda tile, game: f"{tile} selected: click Lead it to open the {hand_word(game).lower()} with it.",
    Say.SELECTED: lambda tile, fits: (f"{tile} selected: it fits {' or '.join(fits)}. Click a lit end (or its button) "
                                      f"to lay it."),
    Say.NOT_IN_HAND: lambda tile: f"{tile} is not in your hand.",
    Say.MUST_LEAD: lambda tile, reason, seats: f"You must lead {tile}: {why(reason, seats)}.",
    Say.DOES_NOT_FIT: does_not_fit,
    Say.PICK_A_TILE: lambda: "First click a tile in your hand, then the end to lay it on.",
    Say.NOT_ALLOWED: not_allowed,
    Say.HINT: hint,
    Say.NEW_MATCH: lambda: "A new match: scores start again from 0.",
    Say.SAVED: lambda hands, moves, path, browser, game: (
        f"Saved {hands} {hand_word(game).lower()}(s), {moves} moves, to {path}"
        + (" in this site's files, kept by this browser (the file browser's Download keeps a copy)" if browser else "")
        + f". Replay it with ReplayViewer({str(path)!r})."),
    Say.NOT_SAVED: lambda path, error, browser: (
        f"Could not save to {path}: {message(error, 'en')}"
        + (". In a browser the site keeps files only through its service worker: not in a private window, "
           "nor when the page is opened from a file instead of a web server." if browser else "")),
    Say.HAND_OVER: lambda game: f"Click {new_hand(game)} to go on.",
    Say.MATCH_OVER: lambda game: f"The match is over: {new_hand(game)} starts a new match.",
    Say.NOTHING_FITS: lambda ends, action: f"Nothing in your hand fits {describe_ends(ends)}: click {action.capitalize()}.",
    Say.YOUR_LEAD: lambda: "Your lead: click any tile in your hand, then Lead it.",
    Say.YOUR_TURN: your_turn,
    Say.WAIT: lambda who: f"Wait: it is {who}'s turn.",
    Say.CLICK_NEW_HAND: lambda game: f"This {hand_word(game).lower()} is over: click {new_hand(game)}.",
})
