"""All Fives, as ``shared/rules/all-fives.md`` says: the count, the spinner, both end-of-hand modes.

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``scoring`` (when a count scores and what a hand's end scores, as plain integers the engine's
hooks and the playout kernel both call; the count itself, the spinner and rounding are the family's, in
``core.spinner``), ``words_en`` and
``words_it`` (its phrasebooks, found by the narrator) and the rest of its slice beside them. Nothing outside the folder names the game.
"""

from ...core.spinner import (count_after, count_of, count_parts, counted_ends, CountPart, Spinner, spinner_marks,
                             tip_value)  # the family's, importable here as before
from .game import AllFives, AwardScore, CountScore, FivesHandEnd, FivesPlay, FivesProblem, Holdings, holdings, SubtractScore
from .scoring import count_scores, FivesKernel, round5, split_share

GAMES = (AllFives,)
"""This folder's variants, in the order the registry lists them."""
ORDER = 1
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["AllFives", "AwardScore", "count_after", "count_of", "count_parts", "count_scores", "counted_ends",
           "CountPart", "CountScore", "FivesHandEnd", "FivesKernel", "FivesPlay", "FivesProblem", "Holdings", "holdings", "round5",
           "Spinner", "spinner_marks", "split_share", "SubtractScore", "tip_value", "GAMES", "ORDER"]
