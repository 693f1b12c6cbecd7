"""A game from outside the package, as another installed package adds one: "First to fifty", the site's
game without the reserve played to 50 points. It is found through the entry points that its
``toy_games-1.0.dist-info`` declares (``domino_lessons.games`` and ``domino_lessons.words``); nothing
under ``domino_lessons/`` names it."""

from __future__ import annotations

from domino_lessons.rules.site.game import NoReserve


class FirstToFifty(NoReserve):
    """The site's game without the reserve, to 50 points: a short match for a first lesson."""

    id = "first-to-fifty"
    aliases = ("primo-a-cinquanta",)
    default_target = 50
