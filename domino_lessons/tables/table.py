"""A class table: a match between learners and the computer (in the seats nobody holds), every move checked by the
engine and journalled before it is made and answered, restored from its journal after a restart.

Deals come from the operating system's randomness (no seed anybody could find again); each is journalled sealed
(``seal``), so the journal brings a hand in play back without naming a tile of it. The computer's moves are
journalled as moves: a table is restored without asking the computer again."""

from __future__ import annotations

import random
import secrets
import sys
from pathlib import Path
from typing import Any

from ..coach.players import PLAYERS
from ..core.engine import Hand, Match, Move, MoveKind, deal_tiles, parse_move
from ..core.errors import DominoError, WriteError
from ..core.record import Record, write_atomic
from ..core.tiles import FULL_SET, Tile
from ..core.labels import TableWord
from ..core.names import NAMES
from .journal import Journal, Line
from .seal import Seal
from .views import seat_view, teacher_view

STEERS = ("pause", "resume", "close", "restart", "start")
"""What the teacher may do to a table besides dealing its next hand (``start``: deal the first hand now, before every
learner's seat is taken)."""
Given = dict[int, list[Tile]]
"""Tiles the teacher gives seats in a deal, by seat."""
FORMAT = 2
"""The journal's format: 2, deals sealed in the journal (1, before: deals computed from a seed in its first line)."""
Deal = tuple[list[list[Tile]], list[Tile], "int | None"]
"""A hand's deal: each seat's tiles, the stock in the order it is drawn, the leader where it goes by lot."""


def dealt_with(rng: random.Random, given: Given, seats: int, size: int) -> tuple[list[list[Tile]], list[Tile]]:
    """A deal in which each seat holds the tiles ``given`` it, the rest shuffled by ``rng`` (refused where a tile is
    given twice or a seat more than ``size``)."""
    named = [t for tiles in given.values() for t in tiles]
    if len(set(named)) < len(named) or any(not 0 <= s < seats or len(t) > size for s, t in given.items()):
        raise DominoError(TableWord.BAD_DEAL, size=size)
    rest = [t for t in FULL_SET if t not in set(named)]
    rng.shuffle(rest)
    hands = []
    for seat in range(seats):
        mine = list(given.get(seat, []))
        hands.append(mine + rest[:size - len(mine)])
        rest = rest[size - len(mine):]
    return hands, rest


def dealt(match: Match, rng: random.Random, given: Given | None = None) -> Deal:
    """``match``'s next deal, not yet made: shuffled by ``rng``, each seat holding the tiles ``given`` it."""
    seats, size = match.n_players, match.variant.hand_size
    hands, stock = dealt_with(rng, given, seats, size) if given else deal_tiles(rng, seats, size)
    return hands, stock, None if match.leader_rule(hands) is not None else rng.randrange(seats)


def sealed_form(deal: Deal) -> dict[str, Any]:
    hands, stock, leader = deal
    return {"hands": [[str(t) for t in held] for held in hands], "stock": [str(t) for t in stock], "leader": leader}


def deal_from(opened: dict[str, Any]) -> Deal:
    """A deal as ``sealed_form`` wrote it."""
    return ([[Tile.parse(t) for t in held] for held in opened["hands"]], [Tile.parse(t) for t in opened["stock"]],
            opened["leader"])


def given_from(written: Any, size: int = 0) -> Given | None:
    """Tiles given by seat, from a journal line or a request (``{"1": ["6-6", "5-5"]}``); refused where unreadable
    (``size``: a seat's tiles, for the words)."""
    if not written:
        return None
    try:
        return {int(seat): [Tile.parse(t) for t in tiles] for seat, tiles in dict(written).items()}
    except (TypeError, ValueError, DominoError):
        raise DominoError(TableWord.BAD_DEAL, size=size) from None

class Table:
    """One table: ``code`` (what learners join by), a game, who sits where (``humans``; False: the computer, playing
    as ``bot``), the match; its journal at ``journal``, its deals sealed by ``seal``. ``named``: the teacher named the
    learners' seats (a learner takes only the seat of their name). ``shuffle``: where deals come from, the operating
    system's randomness unless a test gives its own generator.

    A table waits for its learners: each learner's seat takes their name as they sit down (``sit``), and the first
    hand is dealt once every learner's seat is taken, or when the teacher starts it (``begin``)."""

    hand: Hand

    def __init__(self, code: str, game: str, names: list[str], journal: Path, *, seal: Seal,
                 options: dict[str, Any] | None = None, bot: str = "greedy", humans: list[bool] | None = None,
                 named: bool = False, shuffle: random.Random | None = None) -> None:
        self.code, self.bot, self.seal, self.named = code, bot, seal, named
        self.shuffle = shuffle or secrets.SystemRandom()
        self.names = list(names)
        """Each seat's name: the learner's once they sit down (the match takes them when it starts)."""
        self.match = Match(game, names, options)
        self.humans = list(humans) if humans is not None else [True] * len(names)
        self.seated: set[int] = set()
        """The learners' seats taken."""
        self.players = [PLAYERS[bot](self.shuffle.randrange(2 ** 32)) for _ in names]
        self.journal = Journal(journal)
        self.version = 0
        """How many changes the table has seen (moves, deals, the teacher's steps): a reader waits for a higher one."""
        self.paused = self.closed = False
        self.restarts = 0

    @property
    def begun(self) -> bool:
        """Has the first hand been dealt?"""
        return bool(self.match.hands)

    def setting(self) -> Line:
        """The journal's first line: what the table is made from."""
        return {"format": FORMAT, "table": self.code, "game": self.match.variant.id,
                "options": self.match.variant.options, "names": self.names, "bot": self.bot, "humans": self.humans,
                "named": self.named}

    def start(self, now: bool = False) -> None:
        """Write the table's setting to a new journal; deal the first hand at once where ``now`` or no seat is a
        learner's (else when they are all taken)."""
        self.journal.write(self.setting())
        if now or not any(self.humans):
            self.begin()

    def begin(self) -> None:
        """Deal the first hand (once), then let the computer move where it is to."""
        if not self.begun:
            self.deal_next(None)
            self.move_on()

    def sit(self, seat: int, name: str) -> None:
        """A learner called ``name`` sits down at ``seat`` (a learner's): journalled, then the seat is theirs and
        named after them (in the match, if it has not started; a computer's seat of the same name is named anew);
        the table begins once every learner's seat is taken."""
        if not 0 <= seat < len(self.humans) or not self.humans[seat]:
            raise DominoError(TableWord.NO_SUCH_SEAT, seat=seat)
        if seat not in self.seated or self.names[seat] != name:
            self.journal.write({"sit": seat, "name": name})
            self.sat(seat, name)
            self.version += 1
        if all(seat in self.seated for seat, human in enumerate(self.humans) if human):
            self.begin()

    def sat(self, seat: int, name: str) -> None:
        """``sit`` made (or made again from the journal), without the journal."""
        self.seated.add(seat)
        self.names[seat] = name
        learners = {self.names[s] for s in self.seated}
        spare = (n for n in NAMES if n not in learners and n not in self.names)
        self.names = [next(spare, f"{n}{s + 1}") if s not in self.seated and n in learners else n
                      for s, n in enumerate(self.names)]
        if not self.begun:
            self.match = self.fresh_match()

    def about(self, restarts: int, hand: int) -> str:
        """What a sealed deal is of: this table, its match (by restarts) and hand."""
        return f"{self.code}:{restarts}:{hand}"

    def deal_next(self, given: Given | None) -> None:
        """Deal the match's next hand (``given``: tiles given to seats): journalled sealed, then made."""
        deal = dealt(self.match, self.shuffle, given)  # a deal that cannot be made is refused here, before the journal
        number = len(self.match.hands) + 1
        sealed = self.seal.close(sealed_form(deal), self.about(self.restarts, number))
        self.journal.write({"hand": number, "deal": sealed})
        self.hand = self.match.new_hand(*deal)
        self.version += 1

    def act(self, seat: int, given: str) -> None:
        """``seat``'s move, written as a record writes it (``6-4 R``, ``draw``, ``pass``): checked by the engine,
        journalled, made, then the computer's turns. A move refused (a ``DominoError`` in the reader's words)
        changes nothing and is not journalled."""
        move = self.checked(seat, given)
        self.journal.write({"hand": len(self.match.hands), "seat": seat, "move": given})
        self.hand.apply(move)
        self.version += 1
        self.move_on()

    def move_on(self) -> None:
        """The computer's turns after a change that is made: where the journal cannot be written now, they are left
        for the service's next round (``Hall.stand_ins``), and the change stands."""
        try:
            self.computer_turns()
        except WriteError as exc:
            print(exc.said(), file=sys.stderr)

    def checked(self, seat: int, given: str) -> Move:
        """``given`` as a legal move of ``seat``, else the refusal: who may not move, what is not a move, and the
        engine's own reason for an illegal one (raised before the hand changes)."""
        if not 0 <= seat < len(self.humans):
            raise DominoError(TableWord.NO_SUCH_SEAT, seat=seat)
        if self.match.over or self.closed:
            raise DominoError(TableWord.TABLE_OVER)
        if self.paused:
            raise DominoError(TableWord.PAUSED)
        if not self.begun:
            raise DominoError(TableWord.WAITING, names=self.waiting_for(), unit=self.match.variant.play_unit)
        if self.hand.over or self.hand.to_move != seat:
            raise DominoError(TableWord.NOT_YOUR_TURN, seat=seat, to_move=self.hand.to_move,
                              who=self.names[self.hand.to_move])
        try:
            move = parse_move(given) if isinstance(given, str) and len(given) <= 40 else None
        except DominoError:
            move = None
        if move is None or (move.kind == MoveKind.DRAW and move.tile is not None):  # naming the drawn tile would
            raise DominoError(TableWord.BAD_MOVE, given=str(given)[:40])          # probe the stock's order
        if not any(m.kind == move.kind and m.tile == move.tile and m.end == move.end and m.joint == move.joint
                   for m in self.hand.legal_moves()):
            self.hand.apply(move)  # the engine says why it is illegal, and changes nothing
        return move

    def computer_turns(self) -> None:
        """The computer's moves in the seats nobody holds, until a learner is to move or the hand is over; each
        journalled as a learner's is, before it is made."""
        while self.begun and not self.hand.over and not self.paused and not self.closed:
            seat = self.hand.to_move
            if self.humans[seat]:
                return
            self.computer_move(seat, {})

    def computer_move(self, seat: int, said: Line) -> None:
        """The computer's move for ``seat``, journalled (with ``said``) and made."""
        move = self.players[seat](self.hand.observe(seat), self.hand.legal_moves())
        self.journal.write({"hand": len(self.match.hands), "seat": seat, "move": str(move), **said})
        self.hand.apply(move)
        self.version += 1

    def stand_in(self) -> None:
        """The computer's move for the learner's seat to move (left empty, or its learner away), journalled as the
        computer's; then the computer's turns. The seat stays the learner's."""
        self.computer_move(self.hand.to_move, {"by": "computer"})
        self.move_on()

    def next_hand(self, given: Given | None = None) -> None:
        """On to the next hand, once the last one is over (and the match is not): journalled, as a move is;
        ``given``: tiles the teacher gives seats (``deal``)."""
        if self.begun and self.hand.over and not self.match.over and not self.closed:
            self.deal_next(given)
            self.move_on()

    def steer(self, action: str, given: Given | None = None) -> None:
        """The teacher's: ``pause``, ``resume``, ``close``, ``restart`` (a new match at the same seats, ``given``
        tiles dealt where named) or ``deal`` (the next hand, ``given`` likewise). Journalled, then made; refused
        (changing nothing) where the action is unknown, the tiles cannot be dealt so or the journal not written."""
        if action == "deal":
            self.next_hand(given)
            return
        if action not in STEERS:
            raise DominoError(TableWord.BAD_ACTION, action=str(action)[:20])
        if action == "start":
            if self.closed:
                raise DominoError(TableWord.TABLE_OVER)
            self.begin()
            return
        if action == "restart":
            match = self.fresh_match()
            deal = dealt(match, self.shuffle, given)  # a deal that cannot be made is refused here, before the journal
            self.journal.write({"steer": action, "hand": 1,
                                "deal": self.seal.close(sealed_form(deal), self.about(self.restarts + 1, 1))})
            self.restarted(match, deal)
        else:
            self.journal.write({"steer": action})
            self.steered(action)
        self.version += 1
        self.move_on()

    def fresh_match(self) -> Match:
        """A new match of the table's game at its seats, under their names now."""
        return Match(self.match.variant.id, list(self.names), self.match.variant.options)

    def waiting_for(self) -> list[str]:
        """The learners' seats not yet taken, by their names (``["Ben", "Cy"]``)."""
        return [n for s, n in enumerate(self.names) if self.humans[s] and s not in self.seated]

    def restarted(self, match: Match, deal: Deal) -> None:
        """A new match at the same seats, its first hand ``deal``; the one abandoned kept as a record."""
        ended = self.record(whole=True)
        self.restarts, self.match, self.paused = self.restarts + 1, match, False
        self.hand = match.new_hand(*deal)
        self.keep(ended, self.restarts)

    def steered(self, action: str) -> None:
        """A teacher's pause, resume or close made (as ``steer``, or from the journal), without the journal."""
        if action == "close" and not self.closed:
            self.keep(self.record(whole=True), self.restarts + 1)
        self.paused = action == "pause"
        self.closed = self.closed or action == "close"

    def keep(self, record: Record, number: int) -> None:
        """A match that ended at the teacher's word (restarted or closed), kept beside the journal as the table's
        ``number``-th record (``K7QXM-1.json``, its owner's alone), its hand in play too; a file there already is
        left as it is (a service started again plays the journal, and this step, again, and so writes one that
        could not be written before)."""
        path = self.journal.path.with_name(f"{self.code}-{number}.json")
        if record.hands and not path.exists():
            try:
                write_atomic(path, record.dumps(), mode=0o600)
            except WriteError as exc:
                print(exc.said(), file=sys.stderr)

    def view(self, seat: int | None, lang: str = "en", since: int = 0, drawn: bool = False,
             selected: Tile | None = None) -> dict[str, Any]:
        """What ``seat`` is sent (None: the teacher); ``drawn``: with the table drawn as they see it, ``selected``
        picked in the seat's hand. Before the first hand: the seats, who is awaited, and nothing of a hand."""
        if not self.begun:
            view: dict[str, Any] = {"game": self.match.variant.id, "names": list(self.names), "waiting": True,
                                    "totals": list(self.match.totals),
                                    "awaited": [s for s, human in enumerate(self.humans)
                                                if human and s not in self.seated],
                                    **({} if seat is None else {"seat": seat})}
        else:
            view = (teacher_view(self.hand, lang, since, drawn) if seat is None
                    else seat_view(self.hand, seat, lang, since, drawn, selected))
            view["waiting"] = False
        return {"table": self.code, "hand": len(self.match.hands), "version": self.version, "paused": self.paused,
                "closed": self.closed, **view}

    def record(self, whole: bool = False) -> Record:
        """The match's finished hands as a record, for each learner's review and the teacher's replay: each hand's
        stock is the tiles drawn, in the order drawn, then the rest sorted (their order was never played, and is
        nobody's to know). The hand being played is left out until it is over, or the table closed; ``whole``: in
        it as far as it went."""
        made = Record.from_match(self.match)
        finished = made.hands if not self.begun or self.hand.over or self.closed or whole else made.hands[:-1]
        for kept, hand in zip(finished, self.match.hands):
            drawn = [m.tile for m in hand.moves if m.kind == MoveKind.DRAW and m.tile is not None]
            kept.boneyard = drawn + sorted(set(hand.undealt) - set(drawn))
        return Record(made.variant, made.players, finished, made.options, made.start)

    @classmethod
    def restore(cls, journal: Path, seal: Seal) -> Table:
        """The table as its journal left it: made from its first line, every change after it made again (the
        computer's moves as they were written). A ``ValueError`` (or a ``DominoError``) says why it cannot be: a
        journal of an earlier format, a deal sealed with another key, a line the engine refuses."""
        lines = Journal(journal).read()
        if not lines or lines[0].get("format") != FORMAT:
            raise ValueError(f"not a journal of format {FORMAT}")
        first = lines[0]
        table = cls(first["table"], first["game"], first["names"], journal, seal=seal, options=first["options"],
                    bot=first["bot"], humans=first["humans"], named=first["named"])
        for line in lines[1:]:
            table.replay_line(line)
        table.version = len(lines) - 1
        return table

    def replay_line(self, line: Line) -> None:
        """One journal line made again: a teacher's step, a deal, or a move."""
        if line.get("steer") == "restart":
            opened = self.seal.open(line["deal"], self.about(self.restarts + 1, 1))
            self.restarted(self.fresh_match(), deal_from(opened))
        elif "steer" in line:
            self.steered(line["steer"])
        elif "sit" in line:
            self.sat(line["sit"], line["name"])
        elif "deal" in line:
            opened = self.seal.open(line["deal"], self.about(self.restarts, line["hand"]))
            self.hand = self.match.new_hand(*deal_from(opened))
        else:
            self.hand.apply(parse_move(line["move"]))
