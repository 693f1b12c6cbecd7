"""Domeng's quiz: the CUCUQ and his stones, who pays a PASS or PASSEBUNGE, the MATTIKKENG.

Each question's match starts from stones already spread out, so that players pay and fall short too.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...coach.players import Player
from ...core.engine import Match
from ...core.events import Event, HandEnd, Play
from ...core.frames import Caption, Frame
from ...core.labels import Ask
from ...narrate import narrator
from ...widgets.questions import TABLE, GameQuiz, Question, explained, last_tile, play_to_end
from .game import AskBlockedRound, AskMattikkeng, AskPass, Domeng, DomengAsk, RoundEnd, Shortfall, Stones
from .state import STONES


def spread(rng: random.Random) -> dict[str, Any]:
    """A ``start`` with some of the stones on the table and the rest held at random, no CAMAT yet."""
    table = rng.choice((STONES, 12, 5, 2, 1, 0, 0))
    held = [0] * 5
    for _ in range(STONES - table):
        held[rng.randrange(5)] += 1
    return {"table": table, "stones": held, "camat": None}


def cucuq(end: HandEnd, settled: Sequence[Event]) -> tuple[int | None, int]:
    """The CUCUQ (None: none) and the stones he receives."""
    seat = end.cucuq if isinstance(end, RoundEnd) else None
    return seat, sum(e.count for e in settled if isinstance(e, Stones) and e.to == seat)


def pass_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A player must pass. How many stones does it earn him, and who pays them?"""
    hand = match.deal_random(rng)
    wanted = turn % 2  # in turn: paid by the table, paid by the ULTIMO MAPPANO
    while not hand.over:
        move = bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves())
        if move.kind != "pass":
            hand.apply(move)
            continue
        frame = Frame.of(hand, label=Caption(Ask.NOTHING_FITS))
        passer, laid = hand.to_move, sum(isinstance(e, Play) and e.player == hand.to_move for e in hand.events)
        events = hand.apply(move)
        stones = [e for e in events if isinstance(e, Stones)]
        payers = {e.source for e in stones}
        if len(payers) != 1 or any(isinstance(e, Shortfall) for e in events) or (None in payers) == bool(wanted):
            continue
        payer = next(iter(payers))
        tile, seat = last_tile(hand)
        said = narrator()
        prompt = said.said(AskPass(who=hand.name(passer), ends=frame.board.ends(), laid=laid,
                                   last_who=None if seat is None else hand.name(seat), tile=tile))
        choices = ((said.phrase(DomengAsk.THE_TABLE, {}), TABLE),
                   *((n, i) for i, n in enumerate(match.seats.names) if i != passer))
        return Question(frame, "pass", prompt, None, choices=choices, winner=TABLE if payer is None else payer,
                        points=sum(e.count for e in stones), why=explained(events), last=tile)
    return None


def mattikkeng_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A blocked round. Who wins it, and how many stones does the MANGUNO collect?"""
    played = play_to_end(match, bots, rng, AskBlockedRound)
    if played is None or not played[0].blocked:
        return None
    hand, frame, end, settled = played
    assert isinstance(end, RoundEnd) and end.manguno is not None
    if bool(end.mattikkeng) != (turn % 3 != 0):  # mostly rounds with a MATTIKKENG
        return None
    collected = sum(e.count for e in settled if isinstance(e, Stones) and e.to == end.manguno)
    manguno = hand.name(end.manguno)
    tile, seat = last_tile(hand)
    prompt = narrator().said(AskMattikkeng(who=None if seat is None else hand.name(seat), tile=tile, manguno=manguno))
    choices = tuple((n, i) for i, n in enumerate(match.seats.names))
    return Question(frame, "mattikkeng", prompt, None, choices=choices, winner=end.winner, points=collected,
                    why=explained([end, *settled]), last=tile, blocked=True)


QUIZ = {Domeng: GameQuiz(("hand_end", "pass", "mattikkeng"),
                         {"pass": pass_question, "mattikkeng": mattikkeng_question}, cucuq, spread)}
"""Domeng's quiz: its kinds in turn, the makers of its own, the CUCUQ as the one who gains, spread stones."""
