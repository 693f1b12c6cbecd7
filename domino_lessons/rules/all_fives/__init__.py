"""All Fives, as ``shared/rules/all-fives.md`` says: the count, the spinner, both end-of-hand modes.

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``count`` (what the open ends count and when that scores), ``words_en`` and
``words_it`` (its phrasebooks, found by the narrator) and the rest of its slice beside them. Nothing outside the folder names the game.
"""

from .count import count_after, count_of, count_parts, count_scores, counted_ends, CountPart, tip_value
from .game import (AllFives, AwardScore, CountScore, FivesHandEnd, FivesPlay, FivesProblem, Holdings, holdings, round5,
                   Spinner, spinner_marks, split_share, SubtractScore)

GAMES = (AllFives,)
"""This folder's variants, in the order the registry lists them."""
ORDER = 1
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["AllFives", "AwardScore", "count_after", "count_of", "count_parts", "count_scores", "counted_ends",
           "CountPart", "CountScore", "FivesHandEnd", "FivesPlay", "FivesProblem", "Holdings", "holdings", "round5",
           "Spinner", "spinner_marks", "split_share", "SubtractScore", "tip_value", "GAMES", "ORDER"]
