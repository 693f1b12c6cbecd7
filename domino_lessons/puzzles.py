"""Puzzles from real play: the positions mined from expert self-play that every game ships
(``rules/<game's folder>/puzzles/<game id>.json``, made by ``coach.mining``), each asked as a question.

``bank("goat")`` gives a game's puzzles (by id, alias or class). A *keeps* puzzle asks which play keeps
the most for the rest of the hand (only the best is right: it beats the second best with 95 %
confidence, and the greedy player chooses otherwise); a *reading* puzzle asks which numbers another
seat cannot hold, as its passes prove. ``domino-lessons puzzles GAME`` mines more.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Mapping

from .coach.mining import KEEPS, READING
from .core.engine import Move, parse_move
from .core.record import Record, from_json
from .progress.position import KeepQuestion, keep_question, position
from .progress.reading_question import ReadingQuestion, reading_question
from .rules import Variant, find_variant, game_package

__all__ = ["KEEPS", "READING", "Puzzle", "bank", "from_bank"]


@dataclass(frozen=True)
class Puzzle:
    """One position of a hand of ``record`` (``hand`` from 1) as ``seat`` faced it at move ``step`` (1: the lead)."""

    id: str
    game: str
    kind: str
    """``KEEPS`` or ``READING``."""
    record: Record
    hand: int
    step: int
    seat: int
    answer: Move | frozenset[int]
    """The best play (keeps), or the numbers seat ``of`` cannot hold (reading)."""
    of: int | None = None
    """The seat a reading puzzle asks about."""
    values: tuple[tuple[Move, float], ...] = ()
    """Each play's mean value, best first (keeps)."""
    lead: float = 0.0
    """The best play's mean lead over the second best (keeps), and the lower end of its 95 % interval."""
    low: float = 0.0
    seed: int = 0
    """The seed and playouts of the estimates (keeps): ``coach.mining.judge`` with them gives them again."""
    playouts: int = 0

    def question(self) -> KeepQuestion | ReadingQuestion:
        """The puzzle as a question: which play keeps most (only the best is right), or which numbers ruled out."""
        if self.kind == READING:
            return reading_question(position(self.record, self.hand, self.seat, self.step), self.of or 0)
        made = {"record": self.record.to_json(), "hand": self.hand, "seat": self.seat, "step": self.step,
                "values": [(str(move), value) for move, value in self.values], "margin": 0.0}
        return keep_question(made)


def puzzle(data: Mapping[str, Any], game: str, records: list[Record]) -> Puzzle:
    """One puzzle of a bank's JSON."""
    keeps = data["kind"] == KEEPS
    answer: Move | frozenset[int] = parse_move(data["answer"]) if keeps else frozenset(data["answer"])
    values = tuple((parse_move(token), float(value)) for token, value in data.get("values", ()))
    return Puzzle(data["id"], game, data["kind"], records[data["record"]], data["hand"], data["step"], data["seat"],
                  answer, data.get("of"), values, float(data.get("lead", 0.0)), float(data.get("low", 0.0)),
                  int(data.get("seed", 0)), int(data.get("playouts", 0)))


def from_bank(data: Mapping[str, Any]) -> tuple[Puzzle, ...]:
    """The puzzles of a bank's JSON document (``coach.mining.mine``)."""
    records = [from_json(record) for record in data["records"]]
    return tuple(puzzle(p, data["game"], records) for p in data["puzzles"])


def bank(game: str | type[Variant]) -> tuple[Puzzle, ...]:
    """The puzzles a game ships (by id, alias or class; none where it ships none)."""
    cls = find_variant(game) if isinstance(game, str) else game
    return shipped(game_package(cls), cls.id)


@cache
def shipped(folder: str, game_id: str) -> tuple[Puzzle, ...]:
    """The puzzles of ``folder/puzzles/<game_id>.json``, a game's folder (none for a game outside a package)."""
    if not folder:
        return ()
    path = resources.files(folder) / "puzzles" / f"{game_id}.json"
    return from_bank(json.loads(path.read_text(encoding="utf-8"))) if path.is_file() else ()
