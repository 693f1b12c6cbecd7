"""The principles of good play Domeng's lesson teaches (``coach.principles`` measures them)."""

from __future__ import annotations

from ...core.advice import Advice

PRINCIPLES = (Advice.SHUT_OUT, Advice.LEVEL, Advice.FOLLOW, Advice.DOUBLES)
"""In the order the lesson teaches them: stones go to whoever passes, so make the next player pass."""
