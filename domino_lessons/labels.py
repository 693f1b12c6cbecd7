"""The codes of the lines the views show around the events (their words are the narrator's).

Frame labels, the transcript's headings and summaries, and the annotation's own lines.
"""

from __future__ import annotations

from enum import Enum


class Label(Enum):
    """A line or label of a view, said by the narrator with its facts."""

    THE_DEAL = "the deal"
    """``Hand 1: the deal`` (``word``, ``number``)."""
    AFTER_MOVES = "after moves"
    MOVE = "move"
    """``Hand 1, move 3: 6-4 R`` (``word``, ``number``, ``move``, ``token``)."""
    BEND = "bend"
    FORCED = "forced"
    PLAYERS = "players"
    SIDES = "sides"
    CONTINUED = "continued"
    HAND_LEADER = "hand leader"
    NOTE = "note"
    AFTER_HAND = "after hand"
    MATCH_WON = "match won"
    MATCH_OPEN = "match open"
    SCORE_LINE = "score line"
    DEALT = "dealt"
    """The annotation of a deal: the tiles are dealt, and where the rest go."""
    TERMS = "terms"
    TEACHER_NOTE = "teacher note"
    TOTALS = "totals"
