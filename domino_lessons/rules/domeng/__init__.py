"""Domeng (``../shared/rules/domeng.md``): the five-player Bugis game scored with 25 stones (PIETRE).

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``words_en`` and ``words_it`` (its phrasebooks, found by the narrator) and the rest
of its slice beside them. Nothing outside the folder names the game.
"""

from .game import (Camat, Domeng, DomengMatchEnd, DomengPass, DomengProblem, Lead, OPENING_DOUBLES, OWED, RoundEnd,
                   RULE_NAMES, Shortfall, STONES, Stones, Term, transfer)

GAMES = (Domeng,)
"""This folder's variants, in the order the registry lists them."""
ORDER = 3
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["Camat", "Domeng", "DomengMatchEnd", "DomengPass", "DomengProblem", "Lead", "OPENING_DOUBLES", "OWED",
           "RoundEnd", "RULE_NAMES", "Shortfall", "STONES", "Stones", "Term", "transfer", "GAMES", "ORDER"]
