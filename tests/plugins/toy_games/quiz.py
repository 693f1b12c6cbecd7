"""The quiz of First to fifty: only the generic kinds (the settlement, who leads, what a draw does)."""

from __future__ import annotations

from domino_lessons.widgets.questions import GameQuiz

from .game import FirstToFifty

QUIZ = {FirstToFifty: GameQuiz(("hand_end", "leader", "draw"))}
"""The kinds it asks in turn: a draw game adds the draw question to the two every game asks."""
