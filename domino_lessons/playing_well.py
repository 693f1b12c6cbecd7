"""The lessons' "Playing well": for each principle a game's lesson teaches (``coach.principles``), shipped puzzles
(``puzzles.bank``, positions from real play) where the principle decides the best play: some where the expert
follows it and a newcomer (greedy) does not, one where the expert sets it aside (``gallery``). Each is told as a
comparison (``Example.compared``): the newcomer's play and the expert's, what each scores now and keeps for the rest
of the hand, which way is good, the principle's measure of each and, where one holds, the line that follows.

Finding the gallery and its lines took about a third of a lesson's run, so each game ships them
(``rules/<game's folder>/gallery/<game id>.json``, written by ``write``): ``gallery`` reads them there, and a test
finds them again from the puzzles (``made``)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from pathlib import Path
from typing import Any

from .coach.explain import line
from .coach.players import greedy
from .coach.principles import choices, decides, followers, principles_of, scorers_of
from .coach.skill import unit_of
from .core.advice import Compared
from .narrate import LANGUAGES, narrator
from .core.engine import Hand, Move
from .core.observation import Observation
from .lesson import Figure, moment
from .puzzles import KEEPS, Puzzle, bank
from .progress.position import position
from .rules import Variant, find_variant, game_package


@dataclass(frozen=True)
class Example:
    """A principle's puzzle, and the hand as its seat faced the decision."""

    principle: Enum
    puzzle: Puzzle
    hand: Hand
    told: tuple[tuple[str, str], ...] = ()
    """``compared`` as the game's gallery ships it, by language (found again live where a language is missing)."""

    @property
    def seen(self) -> Observation:
        return self.hand.observe(self.puzzle.seat)

    @property
    def best(self) -> Move:
        assert isinstance(self.puzzle.answer, Move)  # a keeps puzzle's answer is its best play
        return self.puzzle.answer

    @property
    def following(self) -> tuple[Move, ...]:
        """The plays that follow the principle here."""
        weighed = choices(self.seen, self.hand.legal_moves())
        found = followers(scorers_of(type(self.hand.variant))[self.principle], weighed) if weighed else None
        return found or ()

    def figure(self, lang: str = "en") -> Figure:
        """The table as the seat to play sees it, in ``lang``."""
        return moment(self.hand, viewer=self.puzzle.seat, show_all=False, lang=lang)

    @property
    def newcomer(self) -> Move:
        """The newcomer's (greedy's) play here."""
        return greedy(self.seen, self.hand.legal_moves())

    @property
    def held(self) -> bool:
        """Does the expert's play follow the principle here (else it sets it aside)?"""
        return self.best in self.following

    def comparison(self) -> Compared:
        """The facts ``compared`` says."""
        seen, values = self.seen, dict(self.puzzle.values)
        unit = unit_of(type(seen.variant))
        scorer = scorers_of(type(seen.variant))[self.principle]
        weighed = {c.move: scorer(c) for c in choices(seen, self.hand.legal_moves()) or ()}
        newcomer, best = self.newcomer, self.best
        now = {m: seen.variant.points_for(seen, m.tile, m.end) if m.tile is not None else 0 for m in (newcomer, best)}
        told = line(seen, best, newcomer, (values[best], values[newcomer]), unit, random.Random(self.puzzle.id))
        return Compared(principle=self.principle, held=self.held, newcomer=newcomer, expert=best,
                        newcomer_now=now[newcomer], expert_now=now[best], newcomer_keeps=values[newcomer],
                        expert_keeps=values[best], newcomer_measure=weighed[newcomer], expert_measure=weighed[best],
                        unit=unit, penalty=not seen.variant.higher_wins, line=told)

    def compared(self, lang: str = "en") -> str:
        """The newcomer's play set against the expert's, in ``lang``."""
        return dict(self.told).get(lang) or narrator(lang).said(self.comparison())


SHOWN = 2
"""Positions a principle is shown on where the expert follows it (one more where the expert sets it aside)."""


def gallery(game: str | type[Variant]) -> dict[Enum, tuple[Example, ...]]:
    """``chosen``'s gallery with its comparisons told, read where the game ships it (``write``), else found."""
    cls = find_variant(game) if isinstance(game, str) else game
    data = shipped(cls)
    if data is None:
        return chosen(cls)
    puzzles, shown = {p.id: p for p in bank(cls)}, data["shown"]
    return {principle: tuple(Example(principle, puzzles[e["puzzle"]], found(puzzles[e["puzzle"]]),
                                     tuple(e["compared"].items())) for e in shown[principle.value])
            for principle in principles_of(cls)}


def found(puzzle: Puzzle) -> Hand:
    """The hand as ``puzzle``'s seat faced its decision."""
    return position(puzzle.record, puzzle.hand, puzzle.seat, puzzle.step)


def chosen(game: str | type[Variant]) -> dict[Enum, tuple[Example, ...]]:
    """Each principle ``game``'s lesson teaches, in its order, with up to ``SHOWN`` shipped puzzles where the expert
    follows it and a newcomer does not, then one where the newcomer follows it and the expert sets it aside (more of
    those where fewer than two of the first are found); a puzzle shown once in the whole gallery where others will
    do. Raises LookupError for a principle shown on fewer than two positions."""
    hands = [(p, found(p)) for p in bank(game) if p.kind == KEEPS]
    used: set[str] = set()
    shown: dict[Enum, tuple[Example, ...]] = {}
    for principle in principles_of(game):
        def fits(broken: bool) -> list[Example]:
            made = (Example(principle, puzzle, hand) for puzzle, hand in hands)
            chosen = [e for e in made if decides(principle, e.seen, e.best, broken=broken)]
            return [e for e in chosen if e.puzzle.id not in used] + [e for e in chosen if e.puzzle.id in used]
        held = fits(False)[:SHOWN]
        aside = fits(True)[:max(1, 2 - len(held))]
        if len(held) + len(aside) < 2:
            raise LookupError(f"{game}: {principle.value!r} decides fewer than two shipped puzzles")
        shown[principle] = (*held, *aside)
        used |= {e.puzzle.id for e in shown[principle]}
    return shown


def shipped(game: type[Variant]) -> dict[str, Any] | None:
    """The gallery ``game`` ships (``gallery/<game id>.json`` in its folder, ``made``); None where it ships none."""
    if not game_package(game):
        return None
    path = resources.files(game_package(game)) / "gallery" / f"{game.id}.json"
    return dict(json.loads(path.read_text(encoding="utf-8"))) if path.is_file() else None


def made(game: str | type[Variant]) -> dict[str, Any]:
    """``game``'s gallery found from its puzzles (``chosen``) and told in every language, as the game ships it."""
    told = {principle.value: [{"puzzle": e.puzzle.id, "compared": {lang: e.compared(lang) for lang in LANGUAGES}}
                              for e in examples] for principle, examples in chosen(game).items()}
    return {"shown": told}


def write(game: str) -> None:
    """Find ``game``'s gallery again and write it into the game's folder (after its puzzles change)."""
    cls = find_variant(game)
    path = Path(str(resources.files(game_package(cls)))) / "gallery" / f"{cls.id}.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(made(game), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
