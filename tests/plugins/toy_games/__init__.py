"""A game from outside the package, as another installed package adds one: "First to fifty", a draw game of
its own (``game``), with its words (``words_en``, ``words_it``) and its quiz (``quiz``) beside it. It is found
through the entry points its ``toy_games-1.0.dist-info`` declares (``domino_lessons.games`` and
``domino_lessons.words``); it imports nothing from the package's games, and nothing under ``domino_lessons/``
names it."""

from __future__ import annotations

from .game import BlockScore, FirstToFifty, Lead, OutScore, ToyHandEnd, Verdict

__all__ = ["BlockScore", "FirstToFifty", "Lead", "OutScore", "ToyHandEnd", "Verdict"]
