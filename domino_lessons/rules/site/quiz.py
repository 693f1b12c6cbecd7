"""The quiz of Goat and the site's family: who wins or is charged (fish or patta), who leads, what a hand
is worth (the lone 0-0 and 6-6 in Goat)."""

from __future__ import annotations

import random
from typing import Sequence

from ...coach.players import Player
from ...core.engine import Match
from ...core.events import Event, HandEnd, Score
from ...narrate import narrator
from ...widgets.questions import GameQuiz, Question, explained, last_tile, play_to_end
from .game import AskValue, SiteGame, SiteHandEnd


def one_gainer(end: HandEnd, settled: Sequence[Event]) -> tuple[int | None, int]:
    """The one side that gains (None when several sides are charged, or in a patta), and the points."""
    gains = [e for e in settled if isinstance(e, Score) and e.points > 0]
    return (gains[0].side if len(gains) == 1 else None), sum(e.points for e in gains)


def value_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """What one side's tiles are worth at the end of a hand (a side holding a lone special double first)."""
    played = play_to_end(match, bots, rng)
    if played is None:
        return None
    hand, frame, end, settled = played
    sides = [s for s in range(len(match.seats.sides)) if end.side_pips[s]]
    if not sides:
        return None
    specials = end.specials if isinstance(end, SiteHandEnd) else ()
    special = [s for s in sides if any(seat in match.seats.sides[s] for seat, _ in specials)]
    side = special[0] if special else rng.choice(sides)
    name = match.seats.side_name(side)
    prompt = narrator().said(AskValue(side=name))
    return Question(frame, "value", prompt, None, choices=((name, side),), winner=side, points=end.side_pips[side],
                    why=explained([end]), last=last_tile(hand)[0], blocked=hand.blocked)


QUIZ = {SiteGame: GameQuiz(("hand_end", "leader", "value"), {"value": value_question}, one_gainer)}
"""Every game of the family: its kinds in turn, the value maker, the one side that gains."""
