"""The principles of good play the Italian lesson teaches, classic and a coppie (``coach.principles``)."""

from __future__ import annotations

from ...core.advice import Advice

PRINCIPLES = (Advice.FOLLOW, Advice.LEVEL, Advice.DOUBLES, Advice.SHUT_OUT, Advice.VARIETY)
"""In the order the lesson teaches them."""
