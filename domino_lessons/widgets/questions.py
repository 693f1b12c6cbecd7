"""Quiz questions on real positions about each game's decisions (``ScoreQuiz`` shows them).

The generic kinds (``MAKERS``): what a play scores, the best play, the end-of-hand settlement, who
gains when a hand ends, who leads, what a draw does. A game asks its own kinds too, declared in its
folder (the module ``quiz``, as a ``GameQuiz``: its kinds in turn, their makers, who gains, where its
matches start). Questions come from games the engine plays (seeded), never from typed-in answers:
each position is shown as it was *before* the event asked about, with the last tile laid marked,
and each answer and its explanation come from the engine's events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Callable, Mapping, Sequence

from ..core.engine import Hand, Match, Move, deal_tiles
from ..core.events import Draw, Event, HandEnd, Pass, Play, Score
from ..core.frames import Caption, Frame
from ..core.names import NAMES
from ..core.labels import Ask as Ask  # its home is labels; importable from here as before
from ..core.errors import Facts
from ..core.phrases import (AskAnswer, AskAtEnd, AskAtMoves, AskBest, AskDraw, AskDrawRule, AskHandEnd, AskLeader,
                            AskLeads, AskPlay, AskScore, AskScored, AskScoredBest, AskSettle)
from ..narrate import narrator
from ..coach.players import PLAYERS, Player
from ..rules import Counters, Variant, find_variant, first_game, game_module
from ..core.tiles import Tile


def say(said: Facts | Enum, lang: str | None = None, /, **facts: Any) -> str:
    """What the quiz says, in ``lang`` (None: the language being spoken): a question's typed facts, or a code
    that takes none (or another package's code, with its facts by name)."""
    words = narrator(lang)
    return words.said(said) if isinstance(said, Facts) else words.phrase(said, facts)


NOBODY = -1
"""The choice "nobody" (no CUCUQ, a patta, nobody scores)."""
TABLE = -2
"""The choice "the table": what lies on the table pays, not a seat (a game's own choice)."""
IN_PLAY_KINDS = ("score", "best", "settle")
"""What a game that scores during play asks in turn, where it declares no kinds of its own."""
END_KINDS = ("hand_end", "leader")
"""What any other game asks in turn, where it declares no kinds of its own."""
DRAW_CHOICES = ((Ask.PLAYS_IT, 0), (Ask.DRAWS_AGAIN, 1), (Ask.TURN_OVER, 2))


@dataclass(frozen=True)
class Option:
    """One legal play in a quiz position, what it scores and why."""

    move: Move
    points: int
    why: str

    @property
    def label(self) -> str:
        return self.said()

    def said(self, lang: str | None = None) -> str:
        """The play in words, in ``lang`` (None: the language being spoken)."""
        return say(AskPlay(tile=self.move.tile, end=self.move.end), lang)


@dataclass(frozen=True)
class Question:
    """A real position, what is asked about it and the answer the engine worked out.

    ``score``: what one play (``options[asked]``) scores. ``best``: which legal play scores most.
    Every other kind asks for a choice (``winner``: the right choice's value, None for the
    "nobody" choice) and, where ``points`` is not None, a number.
    """

    frame: Frame
    kind: str
    prompt: str = ""
    seat: int | None = None
    """The seat the table is shown from (None: every hand face up)."""
    options: tuple[Option, ...] = ()
    asked: int = 0
    choices: tuple[tuple[str, int], ...] = ()
    winner: int | None = None
    points: int | None = None
    why: str = ""
    last: Tile | None = None
    """The tile marked on the board: the last one laid."""
    blocked: bool = False
    origin: Mapping[str, Any] | None = field(default=None, compare=False)
    """How to make it again: ``make_questions``'s arguments and the question's ``index`` among those it made."""

    @property
    def best(self) -> int:
        return max(o.points for o in self.options)

    @property
    def answer(self) -> int:
        """The value of the right choice."""
        return NOBODY if self.winner is None else self.winner

    def check(self, choice: int = 0, points: int = 0, lang: str | None = None) -> tuple[bool, str]:
        """Is the answer right? And the full explanation, in ``lang`` (None: the language being spoken;
        the reasons why are those said when the question was made)."""
        if self.kind == "score":
            asked = self.options[self.asked]
            scored = AskScored(play=asked.said(lang), points=asked.points, why=asked.why)
            return points == asked.points, say(scored, lang)
        if self.kind == "best":
            chosen = self.options[choice]
            tops = [o.said(lang) for o in self.options if o.points == self.best]
            lines = [(o.said(lang), o.points, o.why) for o in self.options]
            best = AskScoredBest(chosen=chosen.said(lang), points=chosen.points, top=self.best, tops=tops, lines=lines)
            return chosen.points == self.best, say(best, lang)
        right = choice == self.answer and (self.points is None or points == self.points)
        label = dict((v, k) for k, v in self.choices).get(self.answer, "")
        answer = ", ".join(x for x in (label, None if self.points is None else str(self.points)) if x)
        return right, say(AskAnswer(answer=answer, why=self.why), lang)


Maker = Callable[[Match, Sequence[Player], random.Random, int], Question | None]
"""A kind's maker: a question from a seeded match (given its turn among its kind's), or None to try another."""


def first_gainer(end: HandEnd, settled: Sequence[Event]) -> tuple[int | None, int]:
    """Who gains when a hand is settled, and how much: the first side that scores (None: nobody)."""
    gains = [e for e in settled if isinstance(e, Score) and e.points > 0]
    return (gains[0].side if gains else None), sum(e.points for e in gains)


def new_match(rng: random.Random) -> dict[str, Any] | None:
    """No ``start``: each question's match is a new one."""
    return None


@dataclass(frozen=True)
class GameQuiz:
    """What a game's quiz asks and how it answers. The module ``quiz`` in a game's folder declares one
    per class (``QUIZ``: class -> ``GameQuiz``); a game takes its class's, or its nearest base's."""

    kinds: tuple[str, ...]
    """The kinds of question asked in turn (``draw`` only where the stock is drawn from)."""
    makers: Mapping[str, Maker] = field(default_factory=dict)
    """The makers of the game's own kinds, beside the generic ``MAKERS``."""
    gainer: Callable[[HandEnd, Sequence[Event]], tuple[int | None, int]] = first_gainer
    """Who gains when a hand is settled, and how much: what the end-of-hand question asks."""
    start: Callable[[random.Random], dict[str, Any] | None] = new_match
    """The record ``start`` each question's match continues from (None: a new match)."""


def quiz_of(game: type[Variant]) -> GameQuiz:
    """The game's quiz as its folder declares it, or the generic kinds where it declares none."""
    declared: Mapping[type, GameQuiz] = getattr(game_module(game, "quiz"), "QUIZ", {})
    own = next((declared[cls] for cls in game.__mro__ if cls in declared), None)
    return own or GameQuiz(IN_PLAY_KINDS if game.points_in_play else END_KINDS)


def make_questions(variant: str | None = None, *, players: int | None = None, count: int = 10, seed: int = 0,
                   options: dict[str, Any] | None = None, kinds: Sequence[str] | None = None) -> list[Question]:
    """``count`` questions from seeded games of ``variant`` (by default the registry's first) between ``players``
    (by default the fewest the game is played by), taking the game's kinds (or ``kinds``) in turn.

    Each maker gets the question's turn (how many of its kind came before) to vary what it asks:
    blocked or gone out, which side, who pays.
    """
    rng = random.Random(seed)
    cls = find_variant(variant) if variant is not None else first_game()
    players = players or cls.min_players
    names = list(NAMES[:players])  # the lessons' names, seat by seat
    bots = [PLAYERS["greedy"](0) if i % 2 else PLAYERS["random"](rng.randrange(2**31)) for i in range(players)]
    game, quiz = Match(cls, names, options).variant, quiz_of(cls)
    makers = {**MAKERS, **quiz.makers}
    asked = tuple(kinds) if kinds else tuple(k for k in quiz.kinds
                                             if k != "draw" or (game.draw != "none" and players * game.hand_size < 28))
    unknown = [k for k in asked if k not in makers]
    if unknown:
        raise ValueError(f"unknown kind of question {unknown[0]!r}: the kinds are {', '.join(makers)}")
    questions: list[Question] = []
    for _ in range(count * 60):
        if len(questions) >= count:
            break
        kind = asked[len(questions) % len(asked)]
        match = Match(cls, names, options, quiz.start(rng))
        question = makers[kind](match, bots, rng, len(questions) // len(asked))
        if question is not None:
            questions.append(question)
    asked_for = {"variant": cls.id, "players": players, "count": count, "seed": seed,
                 "options": None if options is None else dict(options), "kinds": list(kinds) if kinds else None}
    return [replace(q, origin={**asked_for, "index": i}) for i, q in enumerate(questions)]


def explained(events: Sequence[Event]) -> str:
    """The events' explanations as sentences."""
    return " ".join(text if text.endswith(".") else f"{text}." for text in (e.text for e in events))


def play_one(hand: Hand, bots: Sequence[Player]) -> list[Event]:
    """One move by the player to move; the events it made."""
    return hand.apply(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))


def finish(hand: Hand, bots: Sequence[Player]) -> tuple[list[int], Counters | None]:
    """Play the hand out; the totals and the game's counters just before its last move."""
    totals, counters = list(hand.match.totals), hand.match.state.counters()
    while not hand.over:
        totals, counters = list(hand.match.totals), hand.match.state.counters()
        play_one(hand, bots)
    return totals, counters


def last_tile(hand: Hand) -> tuple[Tile | None, int | None]:
    """The last tile laid and who laid it."""
    play = next((e for e in reversed(hand.events) if isinstance(e, Play)), None)
    return (play.tile, play.player) if play else (None, None)


def play_to_end(match: Match, bots: Sequence[Player], rng: random.Random,
                label: Callable[[Variant], Facts] = AskAtEnd) -> tuple[Hand, Frame, HandEnd, list[Event]] | None:
    """Deal and play a hand out: the hand, its last position (captioned with ``label``'s facts of the game)
    with the totals (and counters) from before it was settled, the hand_end event and what followed it. None
    when the match ended in the hand."""
    hand = match.deal_random(rng)
    totals, counters = finish(hand, bots)
    if hand.match.over:
        return None
    end = next(i for i, e in enumerate(hand.events) if isinstance(e, HandEnd))
    last_move = len(hand.events) - 1 - next(
        i for i, e in enumerate(reversed(hand.events)) if isinstance(e, (Play, Pass, Draw)))
    for event in hand.events[last_move:end]:  # what the last move scored in play, before the hand ended
        if isinstance(event, Score):
            totals[event.side] += event.points
    frame = replace(Frame.of(hand, label=Caption(label(match.variant))), totals=tuple(totals),
                    counters=counters)
    ending = hand.events[end]
    assert isinstance(ending, HandEnd)
    return hand, frame, ending, list(hand.events[end + 1:])


def _score_or_best(kind: str) -> Callable[[Match, Sequence[Player], random.Random, int], Question | None]:
    def make(match: Match, bots: Sequence[Player], rng: random.Random, _: int) -> Question | None:
        """A position some moves into a hand where the player to move has at least two plays."""
        hand = match.deal_random(rng)
        moment = rng.randrange(1, 12)
        while not hand.over and len(hand.moves) < moment:
            play_one(hand, bots)
        plays = [] if hand.over else hand.playable(hand.to_move)
        if len({(m.tile, m.end) for m in plays}) < 2 or hand.board.lead is None:
            return None
        variant = hand.variant
        options = tuple(Option(m, variant.points_for(hand, m.tile, m.end), narrator().say("hint", variant, hand, m.tile, m.end))
                        for m in plays if m.tile is not None)
        scoring = [i for i, o in enumerate(options) if o.points]
        if kind == "best" and not scoring:  # every play scoring nothing: no best play to find
            return None
        # Ask about a scoring play about half the time, so "0" is not always right.
        asked = rng.choice(scoring) if scoring and rng.random() < 0.5 else rng.randrange(len(options))
        frame = Frame.of(hand, label=Caption(AskAtMoves(moves=len(hand.moves))))
        who = hand.name(hand.to_move)
        prompt = say(AskScore(who=who, play=options[asked].label) if kind == "score" else AskBest(who=who))
        return Question(frame, kind, prompt, hand.to_move, options, asked, last=last_tile(hand)[0],
                        choices=tuple((o.label, i) for i, o in enumerate(options)))
    return make


def _end_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """The last position of a hand (blocked or gone out, in turn) and who gains what when it is settled."""
    ended = play_to_end(match, bots, rng)
    if ended is None or ended[0].blocked != (turn % 2 == 0):
        return None
    hand, frame, end, settled = ended
    winner, points = quiz_of(type(hand.variant)).gainer(end, settled)
    asked, nobody = narrator().say("end question", hand.variant), narrator().say("nobody", hand.variant)
    word = narrator().say("hand word", match.variant).lower()
    tile, seat = last_tile(hand)
    prompt = say(AskHandEnd(word=word, blocked=hand.blocked, who=None if seat is None else hand.name(seat), tile=tile,
                            asked=asked))
    choices = (*((name, i) for i, name in enumerate(frame.seats.side_names)), (nobody, NOBODY))
    why = explained([end, *settled])
    return Question(frame, "hand_end", prompt, None, choices=choices, winner=winner,
                    points=points if winner is not None else 0, why=why, last=tile,
                    blocked=hand.blocked)


def _settle_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """How one side's total changes when the pips left in hand are settled (a game that scores during play)."""
    ended = play_to_end(match, bots, rng)
    if ended is None:
        return None
    hand, frame, end, settled = ended
    changes = [sum(e.points for e in settled if isinstance(e, Score) and e.side == side)
               for side in range(len(match.seats.sides))]
    changed = [side for side, change in enumerate(changes) if change] or list(range(len(changes)))
    side = changed[turn % len(changed)]  # a side whose total changes, where there is one (not "0" every time)
    change = changes[side]
    prompt = say(AskSettle(game=match.variant, blocked=hand.blocked,
                           out=None if hand.went_out is None else hand.name(hand.went_out),
                           side=match.seats.side_name(side)))
    why = explained([end, *settled])
    return Question(frame, "settle", prompt, None, choices=((match.seats.side_name(side), side),), winner=side,
                    points=change, why=why, last=last_tile(hand)[0], blocked=hand.blocked)


def _leader_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A fresh deal after a finished hand (gone out or blocked, in turn): who must lead it? The table shows
    nobody to move."""
    first = match.deal_random(rng)
    finish(first, bots)
    if match.over or first.blocked != (turn % 2 == 1):
        return None
    deal, rest = deal_tiles(rng, match.n_players, match.variant.hand_size)
    fixed = match.leader_rule(deal)
    if fixed is None:
        return None
    hand = match.new_hand(deal, rest)
    tile, seat = last_tile(first)
    prompt = say(AskLeader(word=narrator().say("hand word", match.variant).lower(),
                           out=None if first.went_out is None else first.name(first.went_out), led=first.name(first.leader),
                           who=None if seat is None else first.name(seat), tile=tile,
                           pips=[(first.name(s), first.pips(s)) for s in range(first.n_players)]))
    frame = replace(Frame.of(hand, label=Caption(Ask.NEW_DEAL)), to_move=None)  # the turn marker is the answer
    choices = tuple((name, i) for i, name in enumerate(match.seats.names))
    return Question(frame, "leader", prompt, None, choices=choices, winner=hand.leader, blocked=first.blocked,
                    why=say(AskLeads(who=hand.name(hand.leader),
                                     because=narrator().reason(hand.lead_reason, hand.seats))))


def _draw_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A player who cannot play draws a tile: what happens next?"""
    hand = match.deal_random(rng)
    skip = rng.randrange(3)
    while not hand.over:
        moves = hand.legal_moves()
        move = bots[hand.to_move](hand.observe(hand.to_move), moves)
        if move.kind == "draw" and hand.boneyard:
            frame = Frame.of(hand, label=Caption(Ask.NOTHING_FITS))
            drawer, tile = hand.to_move, hand.boneyard[0]
            events = hand.apply(move)
            drew = next(e for e in events if isinstance(e, Draw))
            if skip:
                skip -= 1
                continue
            answer = 0 if drew.fits else 1 if drew.keeps_turn else 2
            prompt = say(AskDraw(who=hand.name(drawer), ends=dict(drew.ends), tile=tile,
                                 stock=narrator().word(match.variant.stock)))
            choices = tuple((say(code), value) for code, value in DRAW_CHOICES)
            return Question(frame, "draw", prompt, drawer, choices=choices, winner=answer,
                            why=say(AskDrawRule(said=explained([drew]), rule=match.variant.draw)),
                            last=last_tile(hand)[0])
        hand.push(move)
    return None


MAKERS: dict[str, Maker] = {
    "score": _score_or_best("score"),
    "best": _score_or_best("best"),
    "settle": _settle_question,
    "hand_end": _end_question,
    "leader": _leader_question,
    "draw": _draw_question,
}
"""Each generic kind of question and the function that finds one in a seeded game."""
