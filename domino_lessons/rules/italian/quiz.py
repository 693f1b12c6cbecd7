"""The Italian game's quiz: the settlement, who leads, what a draw-one turn does (all generic kinds)."""

from __future__ import annotations

from ...widgets.questions import GameQuiz
from .game import Italian

QUIZ = {Italian: GameQuiz(("hand_end", "leader", "draw"))}
"""Both Italian games (the pairs' too): the kinds they ask in turn."""
