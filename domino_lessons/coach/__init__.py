"""The coach: computer players (``players``), what a seat can tell (``reading``), the review of a hand
over the deals a seat cannot tell apart (``review``) and simulations (``simulate``).

Players see what their seat sees: an ``Observation``, never another seat's tiles. The coach imports
the core, the rules and the narrator (for the simulation's summary), never the views or widgets.
"""

from .reviewer import (DEAL_TRIES, MIN_DEALS, PLAYOUTS, Decision, Review, consistent_deal, decide, estimates, play_out,
                     review, value)

__all__ = ["DEAL_TRIES", "MIN_DEALS", "PLAYOUTS", "Decision", "Review", "consistent_deal", "decide", "estimates",
           "play_out", "review", "value"]
"""``domino_lessons.coach.reviewer`` and the rest of the old ``coach`` module, importable from here as before."""
