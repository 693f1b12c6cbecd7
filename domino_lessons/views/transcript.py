"""The readable, annotated transcript of a replay (``domino-lessons replay RECORD``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.events import Event
from ..core.labels import Label
from ..core.phrases import (AfterHand, Continued, EventKind, ForcedMark, HandLeader, MatchOpen, MatchWon, PlayersLabel,
                            Sides, Token)
from ..narrate import narrator
from ..core.note import said

if TYPE_CHECKING:
    from ..core.record import Replay, Step

TOKEN_WIDTH = 8
"""The token column's width, at least (wider where a language's tokens are: ``pesca 6-5``)."""


def transcript(replay: Replay, lang: str | None = None) -> str:
    """Every play, draw and pass, every score with its arithmetic, hand by hand, in ``lang`` (None: the
    language being spoken; each hand's standing is the one said when the record was replayed)."""
    match = replay.match
    seats, variant = match.seats, match.variant
    words = narrator(lang)
    say, line = words.say, words.said
    word = say("hand word", variant)
    lines = [say("describe", variant), line(PlayersLabel(names=seats.names))]
    if seats.partnership:
        lines.append(line(Sides(names=seats.side_names)))
    if match.continued:
        lines.append(line(Continued(names=seats.side_names, totals=match.start_totals,
                                    word=say("totals word", variant))))
    width = max([TOKEN_WIDTH, *(len(line(Token(token=step.token))) for hand in replay.hands for step in hand.steps
                                if step.number is not None)])
    for hand in replay.hands:
        because = words.reason(hand.hand.lead_reason, seats)
        lines += ["", line(HandLeader(word=word, number=hand.number, who=seats.names[hand.hand.leader],
                                      because=because))]
        lines += [text for step in hand.steps for text in step_lines(step, word, lang, width)]
        lines.append(line(AfterHand(totals=say("totals word", variant), word=word, number=hand.number,
                                    over=hand.hand.over, standing=hand.said_standing(lang))))
    standing = say("standing", variant, match)
    winner = None if match.winner is None else seats.side_name(match.winner)
    lines += ["", line(MatchWon(winner=winner, standing=standing)) if match.over else
              line(MatchOpen(goal=say("goal", variant), standing=standing))]
    return "\n".join(lines) + "\n"


def step_lines(step: Step, hand_word: str, lang: str | None = None, width: int = TOKEN_WIDTH) -> list[str]:
    """A step's lines: forced moves, the move and its events, the teacher's note (``hand_word``: what
    the game calls a hand, for the kind of a hand's end; ``width``: the token column's)."""
    words = narrator(lang)
    lines = [event_line("", words.said(ForcedMark(kind=event.type)), event, hand_word, lang, width)
             for event in step.forced]
    token = words.said(Token(token=step.token)) if step.number is not None else ""
    for k, event in enumerate(step.events):
        number = f"{step.number}." if k == 0 and step.number is not None else ""
        lines.append(event_line(number, token if k == 0 else "", event, hand_word, lang, width,
                                own=k == 0 and bool(token) and event.type in SAID_BY_TOKEN))
    if step.note:
        note = one_line(said(step.note, lang))
        lines.append(f"{'':>5} {'':<{width}} {words.phrase(Label.NOTE, {})} {note}")
    return lines


def event_line(number: str, token: str, event: Event, hand_word: str, lang: str | None = None,
               width: int = TOKEN_WIDTH, own: bool = False) -> str:
    """One event's line: its move number and token in the reader's words (on its step's first line), its kind and
    its words; ``own``: the event is the move its token names (a draw, a pass), whose kind is not said again."""
    words = narrator(lang)
    kind = words.said(EventKind(kind=event.type, hand_word=hand_word)) if not own else ""
    return f"{number:>5} {token:<{width}} {kind:<9} {one_line(words.event(event))}"


SAID_BY_TOKEN = ("draw", "pass")
"""The kinds of event a move's token already names (``pass``, ``draw 5-5``): their kind column stays empty on the
move's own line ("pass  pass" read as a stutter); a forced draw or pass keeps it, beside its ``(forced)``."""


def one_line(text: str) -> str:
    """Teacher notes may hold line breaks; a transcript line may not."""
    return " ".join(text.split())
