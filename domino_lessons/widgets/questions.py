"""Quiz questions on real positions about each game's decisions (``ScoreQuiz`` shows them).

All Fives: what a play scores, the best play, the end-of-hand settlement. Italian: the settlement,
who leads, what a draw does. Domeng: the CUCUQ and his stones, who pays a PASS or PASSEBUNGE, the
MATTIKKENG. The Goat family: who wins or is charged (fish or patta), who leads, what a hand is
worth (the lone 0-0 and 6-6). Questions come from games the engine plays (seeded), never from
typed-in answers: each position is shown as it was *before* the event asked about, with the last
tile laid marked, and each answer and its explanation come from the engine's events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from ..core.engine import Hand, Match, Move, deal_tiles
from ..core.events import Draw, Event, HandEnd, Pass, Play, Score
from ..core.frames import Caption, Frame
from ..core.labels import Control
from ..core.labels import Ask as Ask  # its home is labels; importable from here as before
from ..narrate import narrator
from ..coach.players import PLAYERS, Player
from ..rules import Counters, Variant
from ..rules.domeng.game import Domeng, RoundEnd, Stones
from ..core.tiles import Tile


def say(ask: Ask, **facts: Any) -> str:
    """What the quiz says, in the language being spoken."""
    return narrator().phrase(ask, facts)


NOBODY = -1
"""The choice "nobody" (no CUCUQ, a patta, nobody scores)."""
TABLE = -2
"""The choice "the table" (Domeng: the stones on the table pay)."""
KINDS: dict[str, tuple[str, ...]] = {
    "italian": ("hand_end", "leader", "draw"),
    "italian-pairs": ("hand_end", "leader", "draw"),
    "domeng": ("hand_end", "pass", "mattikkeng"),
    "goat": ("hand_end", "leader", "value"),
    "reserve": ("hand_end", "leader", "value"),
    "no-reserve": ("hand_end", "leader", "value"),
    "international": ("hand_end", "leader", "value"),
    "international-two": ("hand_end", "leader", "value"),
}
"""The kinds of question each game's quiz asks, in turn, where it has its own."""
IN_PLAY_KINDS = ("score", "best", "settle")
"""Games that score during play (All Fives), and any game without kinds of its own that does."""
END_KINDS = ("hand_end", "leader")
"""Any other game without kinds of its own."""
DRAW_CHOICES = ((Ask.PLAYS_IT, 0), (Ask.DRAWS_AGAIN, 1), (Ask.TURN_OVER, 2))


@dataclass(frozen=True)
class Option:
    """One legal play in a quiz position, what it scores and why."""

    move: Move
    points: int
    why: str

    @property
    def label(self) -> str:
        return say(Ask.PLAY, tile=self.move.tile, end=self.move.end)


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

    @property
    def best(self) -> int:
        return max(o.points for o in self.options)

    @property
    def answer(self) -> int:
        """The value of the right choice."""
        return NOBODY if self.winner is None else self.winner

    def check(self, choice: int = 0, points: int = 0) -> tuple[bool, str]:
        """Is the answer right? And the full explanation."""
        if self.kind == "score":
            asked = self.options[self.asked]
            return points == asked.points, say(Ask.SCORED, play=asked.label, points=asked.points, why=asked.why)
        if self.kind == "best":
            chosen = self.options[choice]
            tops = [o.label for o in self.options if o.points == self.best]
            lines = [(o.label, o.points, o.why) for o in self.options]
            return chosen.points == self.best, say(Ask.SCORED_BEST, chosen=chosen.label, points=chosen.points,
                                                   top=self.best, tops=tops, lines=lines)
        right = choice == self.answer and (self.points is None or points == self.points)
        label = dict((v, k) for k, v in self.choices).get(self.answer, "")
        answer = ", ".join(x for x in (label, None if self.points is None else str(self.points)) if x)
        return right, say(Ask.ANSWER, answer=answer, why=self.why)


def make_questions(variant: str = "all-fives", *, players: int = 2, count: int = 10, seed: int = 0,
                   options: dict[str, Any] | None = None, kinds: Sequence[str] | None = None) -> list[Question]:
    """``count`` questions from seeded games, taking the game's kinds (or ``kinds``) in turn.

    Each maker gets the question's turn (how many of its kind came before) to vary what it asks:
    blocked or gone out, which side, who pays.
    """
    rng = random.Random(seed)
    names = [narrator().word(Control.PLAYER).format(n=i) for i in range(players)]  # seats count from 0
    bots = [PLAYERS["greedy"](0) if i % 2 else PLAYERS["random"](rng.randrange(2**31)) for i in range(players)]
    game = Match(variant, names, options).variant
    default = IN_PLAY_KINDS if game.points_in_play else END_KINDS
    asked = tuple(kinds) if kinds else tuple(k for k in KINDS.get(game.id, default)
                                             if k != "draw" or (game.draw != "none" and players * game.hand_size < 28))
    unknown = [k for k in asked if k not in MAKERS]
    if unknown:
        raise ValueError(f"unknown kind of question {unknown[0]!r}: the kinds are {', '.join(MAKERS)}")
    questions: list[Question] = []
    for _ in range(count * 60):
        if len(questions) >= count:
            break
        kind = asked[len(questions) % len(asked)]
        match = Match(variant, names, options, _start(game, rng))
        question = MAKERS[kind](match, bots, rng, len(questions) // len(asked))
        if question is not None:
            questions.append(question)
    return questions


def _start(game: Variant, rng: random.Random) -> dict[str, Any] | None:
    """Domeng questions start from stones already spread out, so that players pay and fall short too."""
    if not isinstance(game, Domeng):
        return None
    table = rng.choice((25, 12, 5, 2, 1, 0, 0))
    held = [0] * 5
    for _ in range(25 - table):
        held[rng.randrange(5)] += 1
    return {"table": table, "stones": held, "camat": None}


def _said(events: Sequence[Event]) -> str:
    """The events' explanations as sentences."""
    return " ".join(text if text.endswith(".") else f"{text}." for text in (e.text for e in events))


def _play(hand: Hand, bots: Sequence[Player]) -> list[Event]:
    """One move by the player to move; the events it made."""
    return hand.apply(bots[hand.to_move](hand, hand.legal_moves()))


def _finish(hand: Hand, bots: Sequence[Player]) -> tuple[list[int], Counters | None]:
    """Play the hand out; the totals and the game's counters (Domeng's stones) just before its last move."""
    totals, counters = list(hand.match.totals), hand.variant.counters(hand.match)
    while not hand.over:
        totals, counters = list(hand.match.totals), hand.variant.counters(hand.match)
        _play(hand, bots)
    return totals, counters


def _last_tile(hand: Hand) -> tuple[Tile | None, int | None]:
    """The last tile laid and who laid it."""
    play = next((e for e in reversed(hand.events) if isinstance(e, Play)), None)
    return (play.tile, play.player) if play else (None, None)


def _ended(match: Match, bots: Sequence[Player], rng: random.Random,
           label: Ask = Ask.AT_END) -> tuple[Hand, Frame, HandEnd, list[Event]] | None:
    """Deal and play a hand out: the hand, its last position with the totals (and stones) from before
    it was settled, the hand_end event and what followed it. None when the match ended in the hand."""
    hand = match.deal_random(rng)
    totals, counters = _finish(hand, bots)
    if hand.match.over:
        return None
    end = next(i for i, e in enumerate(hand.events) if isinstance(e, HandEnd))
    last_move = len(hand.events) - 1 - next(
        i for i, e in enumerate(reversed(hand.events)) if isinstance(e, (Play, Pass, Draw)))
    for event in hand.events[last_move:end]:  # what the last move scored in play, before the hand ended
        if isinstance(event, Score):
            totals[event.side] += event.points
    frame = replace(Frame.of(hand, label=Caption(label, (("game", match.variant),))), totals=tuple(totals),
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
            _play(hand, bots)
        plays = [] if hand.over else hand.playable(hand.to_move)
        if len({(m.tile, m.end) for m in plays}) < 2 or hand.board.lead is None:
            return None
        variant = hand.variant
        options = tuple(Option(m, variant.points_for(hand, m.tile, m.end), narrator().say("hint", variant, hand, m.tile, m.end))
                        for m in plays if m.tile is not None)
        scoring = [i for i, o in enumerate(options) if o.points]
        # Ask about a scoring play about half the time, so "0" is not always right.
        asked = rng.choice(scoring) if scoring and rng.random() < 0.5 else rng.randrange(len(options))
        frame = Frame.of(hand, label=Caption(Ask.AT_MOVES, (("moves", len(hand.moves)),)))
        who = hand.name(hand.to_move)
        prompt = (say(Ask.SCORE, who=who, play=options[asked].label) if kind == "score" else say(Ask.BEST, who=who))
        return Question(frame, kind, prompt, hand.to_move, options, asked, last=_last_tile(hand)[0],
                        choices=tuple((o.label, i) for i, o in enumerate(options)))
    return make


def _end_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """The last position of a hand (blocked or gone out, in turn) and who gains what when it is settled."""
    ended = _ended(match, bots, rng)
    if ended is None or ended[0].blocked != (turn % 2 == 0):
        return None
    hand, frame, end, settled = ended
    winner, points = hand.variant.gainer(end, settled)
    asked, nobody = narrator().say("end question", hand.variant), narrator().say("nobody", hand.variant)
    word = narrator().say("hand word", match.variant).lower()
    tile, seat = _last_tile(hand)
    prompt = say(Ask.HAND_END, word=word, blocked=hand.blocked, who=None if seat is None else hand.name(seat),
                 tile=tile, asked=asked)
    choices = (*((name, i) for i, name in enumerate(frame.seats.side_names)), (nobody, NOBODY))
    why = _said([end, *settled])
    return Question(frame, "hand_end", prompt, None, choices=choices, winner=winner,
                    points=points if winner is not None else 0, why=why, last=tile,
                    blocked=hand.blocked)


def _settle_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """All Fives: how one side's total changes when the pips left in hand are settled."""
    ended = _ended(match, bots, rng)
    if ended is None:
        return None
    hand, frame, end, settled = ended
    side = turn % len(match.seats.sides)
    change = sum(e.points for e in settled if isinstance(e, Score) and e.side == side)
    prompt = say(Ask.SETTLE, blocked=hand.blocked, out=None if hand.went_out is None else hand.name(hand.went_out),
                 mode=str(match.variant.options.get("end_of_hand", "")), side=match.seats.side_name(side))
    why = _said([end, *settled])
    return Question(frame, "settle", prompt, None, choices=((match.seats.side_name(side), side),), winner=side,
                    points=change, why=why, last=_last_tile(hand)[0], blocked=hand.blocked)


def _leader_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A fresh deal after a finished hand: who must lead it?"""
    first = match.deal_random(rng)
    _finish(first, bots)
    if match.over:
        return None
    deal, rest = deal_tiles(rng, match.n_players, match.variant.hand_size)
    fixed = match.leader_rule(deal)
    if fixed is None:
        return None
    hand = match.new_hand(deal, rest)
    tile, seat = _last_tile(first)
    prompt = say(Ask.LEADER, word=narrator().say("hand word", match.variant).lower(),
                 out=None if first.went_out is None else first.name(first.went_out), led=first.name(first.leader),
                 who=None if seat is None else first.name(seat), tile=tile,
                 pips=[(first.name(s), first.pips(s)) for s in range(first.n_players)])
    frame = Frame.of(hand, label=Caption(Ask.NEW_DEAL))
    choices = tuple((name, i) for i, name in enumerate(match.seats.names))
    return Question(frame, "leader", prompt, None, choices=choices, winner=hand.leader,
                    why=say(Ask.LEADS, who=hand.name(hand.leader),
                            because=narrator().reason(hand.lead_reason, hand.seats)))


def _draw_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """A player who cannot play draws a tile: what happens next?"""
    hand = match.deal_random(rng)
    skip = rng.randrange(3)
    while not hand.over:
        moves = hand.legal_moves()
        move = bots[hand.to_move](hand, moves)
        if move.kind == "draw" and hand.boneyard:
            frame = Frame.of(hand, label=Caption(Ask.NOTHING_FITS))
            drawer, tile = hand.to_move, hand.boneyard[0]
            events = hand.apply(move)
            drew = next(e for e in events if isinstance(e, Draw))
            if skip:
                skip -= 1
                continue
            answer = 0 if drew.fits else 1 if drew.keeps_turn else 2
            prompt = say(Ask.DRAW, who=hand.name(drawer), ends=dict(drew.ends), tile=tile,
                         stock=narrator().word(match.variant.stock))
            choices = tuple((say(code), value) for code, value in DRAW_CHOICES)
            return Question(frame, "draw", prompt, drawer, choices=choices, winner=answer,
                            why=say(Ask.DRAW_RULE, said=_said([drew]), rule=match.variant.draw), last=_last_tile(hand)[0])
        hand.push(move)
    return None


def _pass_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """Domeng: a player must pass. How many stones does it earn him, and who pays them?"""
    hand = match.deal_random(rng)
    wanted = turn % 2  # in turn: paid by the table, paid by the ULTIMO MAPPANO
    while not hand.over:
        move = bots[hand.to_move](hand, hand.legal_moves())
        if move.kind != "pass":
            hand.apply(move)
            continue
        frame = Frame.of(hand, label=Caption(Ask.NOTHING_FITS))
        passer, laid = hand.to_move, sum(isinstance(e, Play) and e.player == hand.to_move for e in hand.events)
        events = hand.apply(move)
        stones = [e for e in events if isinstance(e, Stones)]
        payers = {e.source for e in stones}
        if len(payers) != 1 or any(e.type == "shortfall" for e in events) or (None in payers) == bool(wanted):
            continue
        payer = next(iter(payers))
        tile, seat = _last_tile(hand)
        prompt = say(Ask.PASS, who=hand.name(passer), ends=frame.board.ends(), laid=laid,
                     last_who=None if seat is None else hand.name(seat), tile=tile)
        choices = ((say(Ask.THE_TABLE), TABLE), *((n, i) for i, n in enumerate(match.seats.names) if i != passer))
        why = _said(events)
        return Question(frame, "pass", prompt, None, choices=choices, winner=TABLE if payer is None else payer,
                        points=sum(e.count for e in stones), why=why, last=tile)
    return None


def _mattikkeng_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """Domeng: a blocked round. Who wins it, and how many stones does the MANGUNO collect?"""
    ended = _ended(match, bots, rng, Ask.BLOCKED_ROUND)
    if ended is None or not ended[0].blocked:
        return None
    hand, frame, end, settled = ended
    assert isinstance(end, RoundEnd) and end.manguno is not None
    if bool(end.mattikkeng) != (turn % 3 != 0):  # mostly rounds with a MATTIKKENG
        return None
    collected = sum(e.count for e in settled if isinstance(e, Stones) and e.to == end.manguno)
    manguno = hand.name(end.manguno)
    tile, seat = _last_tile(hand)
    prompt = say(Ask.MATTIKKENG, who=None if seat is None else hand.name(seat), tile=tile, manguno=manguno)
    choices = tuple((n, i) for i, n in enumerate(match.seats.names))
    why = _said([end, *settled])
    return Question(frame, "mattikkeng", prompt, None, choices=choices, winner=end.winner, points=collected, why=why,
                    last=tile, blocked=True)


def _value_question(match: Match, bots: Sequence[Player], rng: random.Random, turn: int) -> Question | None:
    """The Goat family: what one side's tiles are worth at the end of a hand (lone 0-0 and 6-6 in Goat)."""
    ended = _ended(match, bots, rng)
    if ended is None:
        return None
    hand, frame, end, settled = ended
    sides = [s for s in range(len(match.seats.sides)) if end.side_pips[s]]
    if not sides:
        return None
    special = [s for s in sides if any(seat in match.seats.sides[s] for seat, _ in getattr(end, "specials", ()))]
    side = special[0] if special else rng.choice(sides)
    name = match.seats.side_name(side)
    prompt = say(Ask.VALUE, side=name)
    return Question(frame, "value", prompt, None, choices=((name, side),), winner=side, points=end.side_pips[side],
                    why=_said([end]), last=_last_tile(hand)[0], blocked=hand.blocked)


MAKERS: dict[str, Callable[[Match, Sequence[Player], random.Random, int], Question | None]] = {
    "score": _score_or_best("score"),
    "best": _score_or_best("best"),
    "settle": _settle_question,
    "hand_end": _end_question,
    "leader": _leader_question,
    "draw": _draw_question,
    "pass": _pass_question,
    "mattikkeng": _mattikkeng_question,
    "value": _value_question,
}
"""Each kind of question and the function that finds one in a seeded game."""
