"""The principles of good play All Fives' lesson teaches (``coach.principles`` measures them)."""

from __future__ import annotations

from ...core.advice import Advice

PRINCIPLES = (Advice.LEAVE_LITTLE, Advice.FOLLOW, Advice.SCORE_NOW)
"""In the order the lesson teaches them."""
