"""Domeng (``../shared/rules/domeng.md``): the five-player Bugis game scored with 25 stones (PIETRE).

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``scoring`` (its stones as plain integers, which the rules and the playout kernel both
call), ``state`` (a match's stones on the table and its CAMAT), ``words_en`` and
``words_it`` (its phrasebooks, found by the narrator), ``quiz`` (its questions, found by the quiz)
and ``lesson`` (the election just before its reset, found by ``lesson.before_reset``). Nothing
outside the folder names the game.
"""

from .game import (Camat, Domeng, DomengAsk, DomengMatchEnd, DomengPass, DomengProblem, Lead, OPENING_DOUBLES, OWED,
                   RoundEnd, RULE_NAMES, Shortfall, Stones, Term, state_of, transfer)
from .state import STONES, DomengState

GAMES = (Domeng,)
"""This folder's variants, in the order the registry lists them."""
ORDER = 3
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["Camat", "Domeng", "DomengAsk", "DomengState", "state_of", "DomengMatchEnd", "DomengPass", "DomengProblem", "Lead", "OPENING_DOUBLES", "OWED",
           "RoundEnd", "RULE_NAMES", "Shortfall", "STONES", "Stones", "Term", "transfer", "GAMES", "ORDER"]
