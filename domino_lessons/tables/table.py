"""A class table: a match between learners and the computer (in the seats nobody holds), every move checked by the
engine and journalled before it is answered, restored from its journal after a restart."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from ..coach.players import PLAYERS
from ..core.engine import Hand, Match, Move, MoveKind, parse_move
from ..core.errors import DominoError
from ..core.record import Record, write_atomic
from ..core.tiles import FULL_SET, Tile
from ..core.labels import TableWord
from .journal import Journal
from .views import seat_view, teacher_view

STEERS = ("pause", "resume", "close", "restart")
"""What the teacher may do to a table besides dealing its next hand."""
Given = dict[int, list[Tile]]
"""Tiles the teacher gives seats in a deal, by seat."""


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


def kept(given: Given | None) -> dict[str, list[str]]:
    """``given`` as the journal keeps it."""
    return {str(seat): [str(t) for t in tiles] for seat, tiles in (given or {}).items()}


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
    """One table: ``code`` (what learners join by), a game, who sits where (None: the computer), the match."""

    def __init__(self, code: str, game: str, names: list[str], journal: Path, *, options: dict[str, Any] | None = None,
                 seed: int = 0, bot: str = "greedy", humans: list[bool] | None = None) -> None:
        self.code, self.seed, self.bot = code, seed, bot
        self.match = Match(game, names, options)
        self.humans = list(humans) if humans is not None else [True] * len(names)
        self.players = [PLAYERS[bot](seed * 10 + seat) for seat in range(len(names))]
        self.journal = Journal(journal)
        self.version = 0
        """How many changes the table has seen (moves and deals): a reader waits for a higher one."""
        self.paused = self.closed = False
        self.restarts = 0
        self.hand = self.deal()

    def deal(self, given: Given | None = None) -> Hand:
        """The next hand, dealt from the table's seed, its restarts and the hand's number (so a service started
        again deals it again); ``given``: tiles the teacher gives seats for a demonstration, the rest dealt so."""
        rng = random.Random(f"{self.seed}:{self.restarts}:{len(self.match.hands)}")
        if not given:
            return self.match.deal_random(rng)
        hands, boneyard = dealt_with(rng, given, len(self.humans), self.match.variant.hand_size)
        fixed = self.match.leader_rule(hands)
        return self.match.new_hand(hands, boneyard, None if fixed is not None else rng.randrange(len(hands)))

    def setting(self) -> dict[str, Any]:
        """The journal's first line: what the table is made from."""
        return {"table": self.code, "game": self.match.variant.id, "options": self.match.variant.options,
                "names": list(self.match.seats.names), "seed": self.seed, "bot": self.bot, "humans": self.humans}

    def start(self) -> None:
        """Write the table's setting to a new journal, then let the computer move where it is to."""
        self.journal.write(self.setting())
        self.computer_turns()

    def act(self, seat: int, given: str) -> None:
        """``seat``'s move, written as a record writes it (``6-4 R``, ``draw``, ``pass``): checked by the engine,
        journalled, applied, then the computer's turns. A move refused (a ``DominoError`` in the reader's words)
        changes nothing and is not journalled."""
        move = self.checked(seat, given)
        self.journal.write({"hand": len(self.match.hands), "seat": seat, "move": given})
        self.hand.apply(move)
        self.version += 1
        self.computer_turns()

    def checked(self, seat: int, given: str) -> Move:
        """``given`` as a legal move of ``seat``, else the refusal: who may not move, what is not a move, and the
        engine's own reason for an illegal one (raised before the hand changes)."""
        if not 0 <= seat < len(self.humans):
            raise DominoError(TableWord.NO_SUCH_SEAT, seat=seat)
        if self.match.over or self.closed:
            raise DominoError(TableWord.TABLE_OVER)
        if self.paused:
            raise DominoError(TableWord.PAUSED)
        if self.hand.over or self.hand.to_move != seat:
            raise DominoError(TableWord.NOT_YOUR_TURN, seat=seat, to_move=self.hand.to_move)
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
        journalled as a learner's is."""
        while not self.hand.over:
            seat = self.hand.to_move
            if self.humans[seat]:
                return
            move = self.players[seat](self.hand.observe(seat), self.hand.legal_moves())
            self.journal.write({"hand": len(self.match.hands), "seat": seat, "move": str(move)})
            self.hand.apply(move)
            self.version += 1

    def stand_in(self) -> None:
        """The computer's move for the learner's seat to move (left empty, or its learner away), journalled as the
        computer's; then the computer's turns. The seat stays the learner's."""
        seat = self.hand.to_move
        move = self.players[seat](self.hand.observe(seat), self.hand.legal_moves())
        self.journal.write({"hand": len(self.match.hands), "seat": seat, "move": str(move), "by": "computer"})
        self.hand.apply(move)
        self.version += 1
        self.computer_turns()

    def next_hand(self, given: Given | None = None) -> None:
        """On to the next hand, once the last one is over (and the match is not): journalled, as a move is;
        ``given``: tiles the teacher gives seats (``deal``)."""
        if self.hand.over and not self.match.over and not self.closed:
            line = {"hand": len(self.match.hands) + 1, "deal": True, **({"given": kept(given)} if given else {})}
            self.hand = self.deal(given)
            self.journal.write(line)
            self.version += 1
            self.computer_turns()

    def steer(self, action: str, given: Given | None = None) -> None:
        """The teacher's: ``pause``, ``resume``, ``close``, ``restart`` (a new match at the same seats, ``given``
        tiles dealt where named) or ``deal`` (the next hand, ``given`` likewise). Journalled; refused (changing
        nothing) where the action is unknown or the tiles cannot be dealt so."""
        if action == "deal":
            self.next_hand(given)
            return
        if action not in STEERS:
            raise DominoError(TableWord.BAD_ACTION, action=str(action)[:20])
        self.steered(action, given)  # a deal that cannot be made is refused here, before the journal
        self.journal.write({"steer": action, **({"given": kept(given)} if given else {})})
        self.version += 1
        self.computer_turns()

    def steered(self, action: str, given: Given | None) -> None:
        """A teacher's step taken (as ``steer``, or from the journal), without the journal or the computer's turns."""
        if action == "restart":
            ended = self.record(whole=True)
            match = Match(self.match.variant.id, list(self.match.seats.names), self.match.variant.options)
            self.restarts, previous = self.restarts + 1, self.match
            self.match = match
            try:
                self.hand = self.deal(given)
            except DominoError:
                self.restarts, self.match = self.restarts - 1, previous
                raise
            self.keep(ended, self.restarts)
        if action == "close" and not self.closed:
            self.keep(self.record(whole=True), self.restarts + 1)
        self.paused = action == "pause"
        self.closed = self.closed or action == "close"

    def keep(self, record: Record, number: int) -> None:
        """A match that ended at the teacher's word (restarted or closed), kept beside the journal as the table's
        ``number``-th record (``K7QXM-1.json``), its hand in play too; a file there already is left as it is (a
        service started again plays the journal, and this step, again)."""
        path = self.journal.path.with_name(f"{self.code}-{number}.json")
        if record.hands and not path.exists():
            write_atomic(path, record.dumps())

    def view(self, seat: int | None, lang: str = "en", since: int = 0, drawn: bool = False,
             selected: Tile | None = None) -> dict[str, Any]:
        """What ``seat`` is sent (None: the teacher); ``drawn``: with the table drawn as they see it, ``selected``
        picked in the seat's hand."""
        view = (teacher_view(self.hand, lang, since, drawn) if seat is None
                else seat_view(self.hand, seat, lang, since, drawn, selected))
        return {"table": self.code, "hand": len(self.match.hands), "version": self.version, "paused": self.paused,
                "closed": self.closed, **view}

    def record(self, whole: bool = False) -> Record:
        """The match's finished hands as a record, for each learner's review and the teacher's replay: each hand's
        stock is the tiles drawn, in the order drawn, then the rest sorted (their order was never played, and is
        nobody's to know). The hand being played is left out until it is over, or the table closed; ``whole``: in
        it as far as it went."""
        made = Record.from_match(self.match)
        finished = made.hands if self.hand.over or self.closed or whole else made.hands[:-1]
        for kept, hand in zip(finished, self.match.hands):
            drawn = [m.tile for m in hand.moves if m.kind == MoveKind.DRAW and m.tile is not None]
            kept.boneyard = drawn + sorted(set(hand.undealt) - set(drawn))
        return Record(made.variant, made.players, finished, made.options, made.start)

    @classmethod
    def restore(cls, journal: Path) -> Table:
        """The table as its journal left it: made from its first line, every move after it played again."""
        lines = Journal(journal).read()
        first, moves = lines[0], lines[1:]
        table = cls.__new__(cls)
        table.code, table.seed, table.bot, table.humans = first["table"], first["seed"], first["bot"], first["humans"]
        table.match = Match(first["game"], first["names"], first["options"])
        table.players = [PLAYERS[table.bot](table.seed * 10 + seat) for seat in range(len(first["names"]))]
        table.journal = Journal(journal)
        table.paused = table.closed = False
        table.restarts = 0
        table.hand = table.deal()
        for line in moves:
            table.replay_line(line)
        table.version = len(moves)
        return table

    def replay_line(self, line: dict[str, Any]) -> None:
        """One journal line played again: a teacher's step, a deal, or a move."""
        given = given_from(line.get("given"))
        if "steer" in line:
            self.steered(line["steer"], given)
            return
        while len(self.match.hands) < line["hand"]:
            self.hand = self.deal(given)
        if "move" in line:
            self.players_replay(line)

    def players_replay(self, line: dict[str, Any]) -> None:
        """One journalled move played again (the computer's too: its player is made again with its seed, and asked
        again so its generator stays where it was)."""
        seat = line["seat"]
        if not self.humans[seat] or line.get("by") == "computer":
            self.players[seat](self.hand.observe(seat), self.hand.legal_moves())
        self.hand.apply(parse_move(line["move"]))
