"""A second game from outside the package: Fives and Threes, the pub game of the All Fives family, built from the
family's shared blocks (``domino_lessons.core.spinner``) with nothing copied from the package's games. Two players
leave the boneyard's last two tiles undrawn (``Variant.kept``). Found through the entry points of
``fives_threes-1.0.dist-info``, which declares the game alone: its words, ``words_en`` and ``words_it`` beside
its game, are found there (the toy game declares its words as entry points instead). Nothing under ``domino_lessons/``
names it."""

from __future__ import annotations

from .game import EndScore, FivesAndThrees, Lead, ThreesHandEnd, ThreesPlay, ThreesScore, Tie, count_points

__all__ = ["EndScore", "FivesAndThrees", "Lead", "ThreesHandEnd", "ThreesPlay", "ThreesScore", "Tie", "count_points"]
