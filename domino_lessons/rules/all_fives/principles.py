"""The principles of good play All Fives' lesson teaches (``coach.principles`` measures them)."""

from __future__ import annotations

from ...core.advice import Advice

PRINCIPLES = (Advice.LEAVE_LITTLE, Advice.FOLLOW, Advice.SCORE_NOW, Advice.DOUBLES, Advice.SHUT_OUT)
"""In the order the lesson teaches them."""
