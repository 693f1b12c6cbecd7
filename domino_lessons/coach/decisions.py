"""A hand's turns walked in order: who was to move, what it saw and could play, what it played, and the move's number.

The review (``reviewer.review``), a drill's position (``progress.position``) and the puzzle miner (``mining``)
walk a hand the same way: ``turns`` over a record's moves (``recorded``), or over the moves players choose as
the hand comes to them (``played_by``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Iterator, Sequence

from ..core.engine import Hand, Move, MoveKind, parse_move
from ..core.errors import DominoError
from ..core.observation import Observation
from ..core.problems import NoSuchHand
from ..core.record import Record, apply_forced, replay
from .players import Player


@dataclass(frozen=True)
class Turn:
    """The seat to move in ``hand``, as the hand stood then (it moves on when the walk does): what the seat saw,
    and the move it ``played``."""

    hand: Hand
    seen: Observation
    played: Move

    @property
    def legal(self) -> list[Move]:
        """The moves the seat could make."""
        return self.seen.legal_moves()

    @property
    def step(self) -> int:
        """The move's number in the hand (1: the lead)."""
        return len(self.seen.history) + 1


def dealt(record: Record, hand_number: int) -> Hand:
    """Hand ``hand_number`` (from 1) of ``record`` as dealt, the hands before it replayed."""
    if not 1 <= hand_number <= len(record.hands):
        raise DominoError(NoSuchHand(hand=hand_number, last=len(record.hands)))
    match = replay(replace(record, hands=record.hands[:hand_number - 1])).match
    written = record.hands[hand_number - 1]
    return match.new_hand(written.deal, written.boneyard, written.leader)


def recorded(record: Record, hand_number: int) -> Iterator[Move]:
    """The moves of hand ``hand_number`` (from 1) of ``record``, as written."""
    return map(parse_move, record.hands[hand_number - 1].moves)


def played_by(hand: Hand, players: Sequence[Player]) -> Iterator[Move]:
    """The moves ``players`` (one a seat) make in ``hand``, each chosen when the hand comes to it, to its end."""
    while not hand.over:
        yield players[hand.to_move](hand.observe(hand.to_move), hand.legal_moves())


def turns(hand: Hand, moves: Iterable[Move], seat: int | None = None) -> Iterator[Turn]:
    """Each turn of ``hand`` (only ``seat``'s, when given) as ``moves`` are made: the draws and passes the rules
    force before a move and a record leaves out made first (``apply_forced``); a bend of the line is no turn."""
    for move in moves:
        if move.kind != MoveKind.BEND:
            apply_forced(hand, move)
            if seat is None or hand.to_move == seat:
                yield Turn(hand, hand.observe(hand.to_move), move)
        hand.push(move)


__all__ = ["Turn", "dealt", "played_by", "recorded", "turns"]
