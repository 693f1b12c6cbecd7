"""The readable, annotated transcript of a replay (``domino-lessons replay RECORD``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event
from .narrate import narrator

if TYPE_CHECKING:
    from .record import Replay

TOKEN_WIDTH = 8


def transcript(replay: Replay) -> str:
    """Every play, draw and pass, every score with its arithmetic, hand by hand."""
    match = replay.match
    seats, variant = match.seats, match.variant
    say = narrator().say
    word = say("hand word", variant)
    lines = [say("describe", variant)]
    lines.append("Players: " + ", ".join(f"{name} (seat {i})" for i, name in enumerate(seats.names)))
    if seats.partnership:
        lines.append("Sides: " + ", ".join(f"{i} = {name}" for i, name in enumerate(seats.side_names)))
    if match.continued:
        lines.append("Continued match, starting scores: " + scores_line(seats.side_names, list(match.start_totals)))
    for hand in replay.hands:
        lines.append("")
        because = narrator().reason(hand.hand.lead_reason, seats)
        lines.append(f"{word} {hand.number}: {seats.names[hand.hand.leader]} leads ({because})")
        for step in hand.steps:
            for event in step.forced:
                lines.append(event_line("", "(forced)", event))
            for k, event in enumerate(step.events):
                number = f"{step.number}." if k == 0 and step.number is not None else ""
                lines.append(event_line(number, step.token if k == 0 and step.number is not None else "", event))
            if step.note:
                lines.append(f"{'':>5} {'':<{TOKEN_WIDTH}} note: {one_line(step.note)}")
        state = "" if hand.hand.over else f" ({word.lower()} unfinished)"
        lines.append(f"{say('totals word', variant)} after {word.lower()} {hand.number}{state}: {hand.standing}")
    lines.append("")
    if match.over:
        verdict = "drawn" if match.winner is None else f"won by {seats.side_name(match.winner)}"
        lines.append(f"Match {verdict}: {say('standing', variant, match)}")
    else:
        lines.append(f"Match not decided (playing {say('goal', variant)}): {say('standing', variant, match)}")
    return "\n".join(lines) + "\n"


def event_line(number: str, token: str, event: Event) -> str:
    return f"{number:>5} {token:<{TOKEN_WIDTH}} {event.type:<9} {one_line(event.text)}"


def scores_line(names: list[str], totals: list[int]) -> str:
    return ", ".join(f"{name} {total}" for name, total in zip(names, totals))


def one_line(text: str) -> str:
    """Teacher notes may hold line breaks; a transcript line may not."""
    return " ".join(text.split())
