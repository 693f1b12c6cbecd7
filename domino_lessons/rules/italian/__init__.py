"""Italian domino (``../shared/rules/italian.md``): classic for 2-4 players, and a coppie.

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``words_en`` and ``words_it`` (its phrasebooks, found by the narrator) and the rest
of its slice beside them. Nothing outside the folder names the game.
"""

from .game import (CreditScore, DebitScore, DifferenceScore, Holdings, Italian, ItalianHandEnd, ItalianPairs, Lead,
                   opening_tile, Verdict)

GAMES = (Italian, ItalianPairs)
"""This folder's variants, in the order the registry lists them."""
ORDER = 2
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["CreditScore", "DebitScore", "DifferenceScore", "Holdings", "Italian", "ItalianHandEnd", "ItalianPairs",
           "Lead", "opening_tile", "Verdict", "GAMES", "ORDER"]
