"""A frame's words in one language: its label, the game's title and goal, the score line."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.frames import Frame
from ..core.phrases import ScoreLine, Totals
from . import narrator


@dataclass(frozen=True)
class FrameWords:
    """A frame's words in one language (``lang`` None: the language being spoken), each said when read."""

    frame: Frame
    lang: str | None = None

    @property
    def label(self) -> str:
        """``Hand 1, move 3: 6-4 R``."""
        caption = self.frame.caption
        return caption if isinstance(caption, str) else caption.text(self.lang)

    @property
    def title(self) -> str:
        """The game's name."""
        return narrator(self.lang).title(type(self.frame.game))

    @property
    def goal(self) -> str:
        """What ends the match: ``to 250``."""
        return narrator(self.lang).say("goal", self.frame.game)

    @property
    def hand_word(self) -> str:
        """What a deal is called: Domeng plays rounds."""
        return narrator(self.lang).say("hand word", self.frame.game)

    @property
    def totals_label(self) -> str:
        """``Score``, or what the game counts instead (Domeng: ``Stones``)."""
        return narrator(self.lang).say("totals label", self.frame.game)

    @property
    def score_line(self) -> str:
        """``Ada 30 · Ben 15 (to 250)``."""
        frame = self.frame
        on_table = frame.counters.on_table if frame.counters is not None else None
        return narrator(self.lang).said(ScoreLine(names=frame.seats.side_names, totals=frame.totals, on_table=on_table,
                                                  goal=self.goal))

    @property
    def totals_line(self) -> str:
        """``Score: Ada 30 · Ben 15 (to 250)``."""
        return narrator(self.lang).said(Totals(label=self.totals_label, line=self.score_line))
