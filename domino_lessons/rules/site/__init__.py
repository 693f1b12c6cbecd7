"""Goat (Kozel) and the online site's family (``../shared/rules/goat-and-site.md``).

This folder is the whole game: ``game`` (its rules: a stateless ``Variant`` subclass, its events
and its codes), ``words_en`` and ``words_it`` (its phrasebooks, found by the narrator) and the rest
of its slice beside them. Nothing outside the folder names the game.
"""

from .game import (ChargeScore, Goat, GoatMatchEnd, HIGHEST_FIRST, highest_tile_leader, International,
                   InternationalTwo, Lead, lowest_double_leader, NoReserve, Reserve, SiteGame, SiteHandEnd,
                   SiteProblem, SPECIAL, TakeScore)

GAMES = (Goat, Reserve, NoReserve, International, InternationalTwo)
"""This folder's variants, in the order the registry lists them."""
ORDER = 4
"""Where the folder's games come in the registry (the lessons' order)."""

__all__ = ["ChargeScore", "Goat", "GoatMatchEnd", "HIGHEST_FIRST", "highest_tile_leader", "International",
           "InternationalTwo", "Lead", "lowest_double_leader", "NoReserve", "Reserve", "SiteGame", "SiteHandEnd",
           "SiteProblem", "SPECIAL", "TakeScore", "GAMES", "ORDER"]
