"""A class table: a match between learners and the computer (in the seats nobody holds), every move checked by the
engine and journalled before it is answered, restored from its journal after a restart."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from ..coach.players import PLAYERS
from ..core.engine import Hand, Match, Move, MoveKind, parse_move
from ..core.errors import DominoError
from ..core.record import Record
from ..core.labels import TableWord
from .journal import Journal
from .views import seat_view, teacher_view

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
        self.hand = self.deal()

    def deal(self) -> Hand:
        """The next hand, dealt from the table's seed and the hand's number (so a restart deals it again)."""
        return self.match.deal_random(random.Random(f"{self.seed}:{len(self.match.hands)}"))

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
        if self.match.over:
            raise DominoError(TableWord.TABLE_OVER)
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

    def next_hand(self) -> None:
        """On to the next hand, once the last one is over (and the match is not): journalled, as a move is."""
        if self.hand.over and not self.match.over:
            self.journal.write({"hand": len(self.match.hands) + 1, "deal": True})
            self.hand = self.deal()
            self.version += 1
            self.computer_turns()

    def view(self, seat: int | None, lang: str = "en", since: int = 0, drawn: bool = False) -> dict[str, Any]:
        """What ``seat`` is sent (None: the teacher); ``drawn``: with the table drawn as they see it."""
        view = (teacher_view(self.hand, lang, since, drawn) if seat is None
                else seat_view(self.hand, seat, lang, since, drawn))
        return {"table": self.code, "hand": len(self.match.hands), "version": self.version, **view}

    def record(self) -> Record:
        """The match's finished hands as a record, for each learner's review and the teacher's replay: each hand's
        stock is the tiles drawn, in the order drawn, then the rest sorted (their order was never played, and is
        nobody's to know). The hand being played is left out until it is over."""
        whole = Record.from_match(self.match)
        finished = whole.hands if self.hand.over else whole.hands[:-1]
        for kept, hand in zip(finished, self.match.hands):
            drawn = [m.tile for m in hand.moves if m.kind == MoveKind.DRAW and m.tile is not None]
            kept.boneyard = drawn + sorted(set(hand.undealt) - set(drawn))
        return Record(whole.variant, whole.players, finished, whole.options, whole.start)

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
        table.version = len(moves)
        table.hand = table.deal()
        for line in moves:
            while len(table.match.hands) < line["hand"]:
                table.hand = table.deal()
            if "move" in line:
                table.players_replay(line)
        return table

    def players_replay(self, line: dict[str, Any]) -> None:
        """One journalled move played again (the computer's too: its player is made again with its seed, and asked
        again so its generator stays where it was)."""
        seat = line["seat"]
        if not self.humans[seat] or line.get("by") == "computer":
            self.players[seat](self.hand.observe(seat), self.hand.legal_moves())
        self.hand.apply(parse_move(line["move"]))
