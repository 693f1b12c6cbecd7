"""A handout of a replay, for a class to keep: its scoring steps (those whose events move the score, as the
replay's Scoring only button steps through) or every step, two to a page, each with its table and annotation."""

from __future__ import annotations

from ..core.frames import Frame
from ..core.phrases import PrintHandout
from ..core.record import Replay
from ..narrate import narrator
from .annotate import frame_html
from .printed import on_paper, page_html
from .render import table_svg

PER_PAGE = 2
"""Steps on one printed page."""


def handout_frames(result: Replay, scoring: bool) -> list[Frame]:
    """The steps shown: the scoring ones (every step where none scores), or every step."""
    counting = [frame for frame in result.frames if frame.counting]
    return counting if scoring and counting else list(result.frames)


def handout_html(result: Replay, *, scoring: bool = True, paper: str = "a4", lang: str | None = None) -> str:
    """The handout page: a title with the players, then the steps, ``PER_PAGE`` to a page."""
    frames = handout_frames(result, scoring)
    cards = [f'<div class="item" data-step="{f.step}">{on_paper(table_svg(f, lang=lang))}'
             f'<div class="domino-annotation">{frame_html(f, lang)}</div></div>' for f in frames]
    body = "".join(f'<section class="part">{"".join(cards[i:i + PER_PAGE])}</section>'
                   for i in range(0, len(cards), PER_PAGE))
    title = narrator(lang).said(PrintHandout(game=result.match.variant, players=result.record.players, scoring=scoring))
    return page_html(title, body, paper=paper, lang=lang)
