"""A learner's ``Progress``: quiz answers, drills from mistakes, hands played and ticked lines, in one file."""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Protocol, Sequence

from ..coach.reviewer import Review
from ..core.learner import KeptIn
from ..narrate import LANGUAGES, narrator
from ..rules import Variant, find_variant
from .drills import KEEPS, PUZZLE, QUIZ, REVIEW, Drill, answered, costly, decision_made, new_drill
from ..core.errors import DominoError, IsAFolder, WriteError
from .store import Data, locked, merge, read, read_or_fresh, save, stamp

FILE_NAME = "domino-progress.json"
START_PAGE = "00-start-here.ipynb"
"""The lessons folder's start page: the folder a language's lessons sit in holds it."""
FOLDER_VARIABLE = "DOMINO_LESSONS_FOLDER"
"""Where the launcher says the lessons folder is (``domino-lessons lab`` sets it for the notebooks' kernels)."""
Game = str | type[Variant] | Variant


def default_path() -> Path:
    """``domino-progress.json`` in the lessons folder: the launcher's, else the current folder, or its parent where
    the current folder is a language's lessons (``it/``: one file for a learner's lessons in every language)."""
    folder = os.environ.get(FOLDER_VARIABLE)
    if folder:
        return Path(folder) / FILE_NAME
    here = Path.cwd()
    return (here.parent if here.name in LANGUAGES and (here.parent / START_PAGE).exists() else here) / FILE_NAME


def game_id(game: Game) -> str:
    """A game's id, from its id or an alias, its class or a game."""
    return game.id if not isinstance(game, str) else find_variant(game).id


def when(text: str) -> datetime:
    return datetime.fromisoformat(text)


@dataclass(frozen=True)
class Answer:
    """A quiz answer: the ``game`` (id), the ``kind`` of question, what makes it again (``question``: the
    question's ``origin``), right or wrong, and when (UTC)."""

    id: str
    game: str
    kind: str
    question: Mapping[str, Any]
    correct: bool
    at: datetime


class Posed(Protocol):
    """A shipped puzzle (``puzzles.bank``) as the progress file knows it: its id, game (id) and kind."""

    @property
    def id(self) -> str: ...

    @property
    def game(self) -> str: ...

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True)
class HandPlayed:
    """A hand played: the ``game`` (id), when, what each side made (``result``) and the review's average cost
    per decision (None: not reviewed)."""

    id: str
    game: str
    at: datetime
    result: tuple[int, ...]
    cost: float | None


class Progress:
    """One learner's progress file (by default ``default_path()``); every change is written at once."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, learner: str | None = None,
                 lang: str | None = None) -> None:
        """``lang``: the language a notebook shows it in (None: the language being spoken)."""
        self.path = Path(path) if path is not None else default_path()
        self.lang = lang
        if self.path.is_dir():  # a folder is never a damaged file to move aside
            raise WriteError(IsAFolder(path=self.path))
        with locked(self.path):
            self._data: Data = read_or_fresh(self.path, learner, lang)
        if learner and self._data.get("learner") != learner:
            self._data["learner"] = learner
            self._save()

    def _repr_markdown_(self) -> str:
        """In a notebook: where the work is kept."""
        return narrator(self.lang).said(KeptIn(path=self.path))

    @property
    def learner(self) -> str:
        """The learner's name: as stored in the file, else the file's name."""
        return str(self._data.get("learner") or self.path.stem)

    def _entries(self, key: str) -> list[dict[str, Any]]:
        """The file's entries of ``key`` as written now (merged with this process's)."""
        try:
            on_disk = read(self.path)
        except DominoError:  # not there yet, or damaged: the next write says so and starts afresh
            return list(self._data[key])
        self._data = merge(on_disk, self._data)
        return list(self._data[key])

    def _save(self, key: str | None = None, entry: dict[str, Any] | None = None) -> None:
        if key is not None and entry is not None:
            self._data[key] = [e for e in self._data[key] if e["id"] != entry["id"]] + [entry]
        self._data = save(self.path, self._data, self.lang)

    @property
    def answers(self) -> tuple[Answer, ...]:
        """Every quiz answer recorded, oldest first."""
        return tuple(Answer(e["id"], e["game"], e["kind"], e["question"], e["correct"], when(e["at"]))
                     for e in self._entries("answers"))

    @property
    def drills(self) -> tuple[Drill, ...]:
        """Every drill, due or not."""
        return tuple(Drill.from_json(e) for e in self._entries("drills"))

    @property
    def hands(self) -> tuple[HandPlayed, ...]:
        """Every hand recorded, oldest first."""
        return tuple(HandPlayed(e["id"], e["game"], when(e["at"]), tuple(e["result"]), e["cost"])
                     for e in self._entries("hands"))

    @property
    def ticks(self) -> dict[str, frozenset[str]]:
        """The "What you now know" lines ticked, by game id."""
        ticked: dict[str, set[str]] = {}
        for e in self._entries("ticks"):
            if e["ticked"]:
                ticked.setdefault(e["game"], set()).add(e["line"])
        return {game: frozenset(lines) for game, lines in ticked.items()}

    def record_answer(self, question: Any, correct: bool, now: datetime | None = None) -> Answer:
        """Remember a quiz answer to ``question`` (made by ``questions.make_questions``); a wrong one becomes a
        drill of the same question (or brings its drill back at once), a right one spaces its drill out."""
        origin = getattr(question, "origin", None)
        if origin is None:
            raise ValueError("only a question made by make_questions can be remembered: it has no origin")
        at = stamp(now)
        entry = {"id": uuid.uuid4().hex, "at": at, "game": origin["variant"], "kind": question.kind,
                 "question": dict(origin), "correct": bool(correct), "prompt": question.prompt}
        self._save("answers", entry)
        drill = new_drill(origin["variant"], question.kind, QUIZ, dict(origin))
        known = {d.id: d for d in self.drills}
        if not correct or drill.id in known:
            self.answer_drill(known.get(drill.id, drill), correct, now)
        return Answer(entry["id"], entry["game"], entry["kind"], entry["question"], entry["correct"], when(at))

    def add_review(self, review: Review, now: datetime | None = None) -> tuple[Drill, ...]:
        """Each decision of ``review`` (a ``coach.review`` result) costly enough (``drills.COSTLY_SHARE``)
        becomes a drill: which play keeps most, in the same position. The drills made, worst first."""
        if review.record is None:
            raise ValueError("the review has no record: make it with coach.review(record, ...)")
        kept = replace(review.record, hands=review.record.hands[:review.hand_number])  # the hands after: not needed
        record, game = kept.to_json(), find_variant(review.record.variant).id
        made = [new_drill(game, KEEPS, REVIEW, decision_made(review, d, record)) for d in costly(review)]
        return tuple(self.answer_drill(drill, False, now) for drill in made)

    def answer_drill(self, drill: Drill, correct: bool, now: datetime | None = None) -> Drill:
        """The drill rescheduled after an answer (right: ``Rating.Good``, wrong: ``Rating.Again``), remembered."""
        moved = answered(drill, correct, now or datetime.now(timezone.utc))
        self._save("drills", moved.to_json(stamp(now)))
        return moved

    def answer_puzzle(self, puzzle: Posed, correct: bool, now: datetime | None = None) -> Drill:
        """Remember an answer to a shipped puzzle: an answer of its kind, and its drill (``made``: the game and
        the puzzle's id; made at the first answer), rescheduled as every drill is."""
        game = game_id(puzzle.game)
        made = {"game": game, "puzzle": puzzle.id}
        self._save("answers", {"id": uuid.uuid4().hex, "at": stamp(now), "game": game, "kind": puzzle.kind,
                               "question": made, "correct": bool(correct)})
        drill = new_drill(game, puzzle.kind, PUZZLE, made)
        return self.answer_drill(next((d for d in self.drills if d.id == drill.id), drill), correct, now)

    def seen_puzzles(self, game: Game) -> frozenset[str]:
        """The ids of ``game``'s shipped puzzles answered at least once."""
        name = game_id(game)
        return frozenset(str(d.made["puzzle"]) for d in self.drills if d.source == PUZZLE and d.game == name)

    def puzzles_begun(self, game: Game | None = None, now: datetime | None = None) -> int:
        """How many puzzles (of ``game``, or of every game) were first answered on ``now``'s day (UTC)."""
        first: dict[str, str] = {}
        wanted = None if game is None else game_id(game)
        for e in self._entries("answers"):
            if "puzzle" in e["question"] and wanted in (None, e["game"]):
                first.setdefault(e["question"]["puzzle"], e["at"])
        return sum(at[:10] == stamp(now)[:10] for at in first.values())

    def due(self, game: Game | None = None, now: datetime | None = None) -> tuple[Drill, ...]:
        """The drills due at ``now`` (default: the present), of ``game`` or every game, the longest due first."""
        at, wanted = when(stamp(now)), None if game is None else game_id(game)
        found = [d for d in self.drills if d.due <= at and wanted in (None, d.game)]
        return tuple(sorted(found, key=lambda d: d.due))

    def tick(self, game: Game, line_id: str, now: datetime | None = None) -> None:
        """Tick a "What you now know" line of ``game``'s lesson."""
        self._mark(game, line_id, True, now)

    def untick(self, game: Game, line_id: str, now: datetime | None = None) -> None:
        """Take a tick back."""
        self._mark(game, line_id, False, now)

    def _mark(self, game: Game, line_id: str, ticked: bool, now: datetime | None) -> None:
        name = game_id(game)
        self._save("ticks", {"id": f"{name}/{line_id}", "at": stamp(now), "game": name, "line": line_id,
                             "ticked": ticked})

    def record_hand(self, game: Game, result: Sequence[int] = (), review: Review | None = None,
                    now: datetime | None = None, *, hand_id: str | None = None) -> HandPlayed:
        """Remember a hand played: what each side made, and the review's average cost per decision.
        ``hand_id``: the id of a hand recorded before (its review came later), written over, not counted again."""
        cost = None if review is None else review.average_cost
        entry_id, at, name = hand_id or uuid.uuid4().hex, stamp(now), game_id(game)
        self._save("hands", {"id": entry_id, "at": at, "game": name, "result": list(result), "cost": cost})
        return HandPlayed(entry_id, name, when(at), tuple(result), cost)
