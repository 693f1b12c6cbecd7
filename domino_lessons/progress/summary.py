"""The teacher's view of progress files: one row per learner and game."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

from fsrs import Card

from ..coach.skill import RECENT_HANDS, standing
from ..rules import registry
from .store import Data

COLUMNS = ("learner", "game", "quiz", "drills_due", "hands", "last_active", "cost", "band")


@dataclass(frozen=True)
class Row:
    """A learner's work on one game: quiz accuracy by kind (``score 7/9, best 2/3``), drills due, hands
    played, when last active (UTC ISO time, empty: never), the average cost per decision of the last ``RECENT_HANDS``
    reviewed hands and its band of skill (``coach.skill``; empty: none reviewed, or the game has no bands)."""

    learner: str
    game: str
    quiz: str
    drills_due: int
    hands: int
    last_active: str
    cost: str = ""
    band: str = ""
    kinds: tuple[tuple[str, int, int], ...] = ()
    """Each quiz kind asked, with its right answers and answers (``quiz`` says them with the kinds' ids)."""

    def cells(self, lang: str | None = None) -> tuple[str, ...]:
        """The row as data for a spreadsheet: the game's and band's ids, the time in UTC, a decimal point, the same in
        every language; the quiz's kinds by their names in ``lang``, as the table says them."""
        return tuple(self.quiz_said(lang) if column == "quiz" else str(getattr(self, column)) for column in COLUMNS)

    def quiz_said(self, lang: str | None = None) -> str:
        """``score 7/9, best 2/3``: each kind asked by its name, with its right answers and answers."""
        from ..narrate import narrator

        words, game = narrator(lang), registry().get(self.game)
        return ", ".join(f"{words.saying('quiz kind', game)(kind) if game else kind} {right}/{asked}"
                         for kind, right, asked in self.kinds)

    def said(self, lang: str | None = None) -> tuple[str, ...]:
        """The row as a teacher reads it in ``lang``: the game's title, each kind and the band by their names, the
        local time and the cost written as the language writes them."""
        from ..core.advice import Band
        from ..core.labels import Cli
        from ..narrate import narrator

        words = narrator(lang)
        game = registry().get(self.game)
        band = words.word(Band(self.band)).lower() if self.band else ""
        when = words.phrase(Cli.LAST_ACTIVE, {"when": datetime.fromisoformat(self.last_active).astimezone()}
                            ) if self.last_active else ""
        cost = words.phrase(Cli.COST, {"cost": float(self.cost)}) if self.cost else ""
        return (self.learner, words.title(game) if game else self.game, self.quiz_said(lang), str(self.drills_due),
                str(self.hands), when, cost, band)


def by_kind(marks: Iterable[tuple[str, bool]], recent: int | None = None) -> dict[str, tuple[int, int]]:
    """Each kind's right answers and answers, from each answer's kind and whether it was right (over each kind's
    last ``recent`` only, when given), in the order the kinds were first asked."""
    kinds: dict[str, list[bool]] = {}
    for kind, correct in marks:
        kinds.setdefault(kind, []).append(correct)
    kept = {kind: right if recent is None else right[-recent:] for kind, right in kinds.items()}
    return {kind: (sum(right), len(right)) for kind, right in kept.items()}


def accuracy(answers: list[dict[str, Any]]) -> tuple[tuple[str, int, int], ...]:
    """Each kind's right answers and answers, in the order first asked."""
    found = by_kind((answer["kind"], bool(answer["correct"])) for answer in answers)
    return tuple((kind, right, answered) for kind, (right, answered) in found.items())


def rows(data: Data, path: Path, now: datetime) -> list[Row]:
    """One row per game the file's learner (its ``learner``, else the file's name) worked on, by game id;
    one row without a game for a learner who has done nothing yet."""
    learner = str(data.get("learner") or path.stem)
    games = sorted({e["game"] for key in ("answers", "drills", "hands", "ticks") for e in data[key]})
    found = []
    for game in games or [""]:
        mine = {key: [e for e in data[key] if e["game"] == game] for key in ("answers", "drills", "hands", "ticks")}
        due = sum(Card.from_dict(d["card"]).due <= now for d in mine["drills"])
        last = max((e["at"] for entries in mine.values() for e in entries), default="")
        costs = [e["cost"] for e in mine["hands"] if e.get("cost") is not None][-RECENT_HANDS:]
        figure = standing(game, costs) if game in registry() else None
        cost = "" if figure is None else f"{figure.cost:.2f}"
        band = "" if figure is None or figure.band is None else figure.band.value
        kinds = accuracy(mine["answers"])
        quiz = ", ".join(f"{kind} {right}/{asked}" for kind, right, asked in kinds)  # ``score 7/9, best 2/3``
        found.append(Row(learner, game, quiz, due, len(mine["hands"]), last, cost, band, kinds))
    return found
