"""What Domeng's lesson shows beyond a replay: a CAMAT election as it stood just before every stone goes back."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ...core.frames import Frame
from ...lesson import event_in
from .game import Camat, take
from .state import DomengState


def before_reset(frames: Sequence[Frame], frame: Frame) -> Frame:
    """``frame``, a CAMAT election, as it stood just before the reset that puts every stone back.

    Its stones are those of the step before plus this step's ``stones`` events (where the round's
    last transfer left them), the CAMAT in office is the previous one, and its events stop before
    the election. ``frames`` is the replay ``frame`` belongs to.
    """
    event_in(frame, "camat")  # a clear error for a frame with no election
    if not 0 < frame.step < len(frames) or frames[frame.step] is not frame:
        raise ValueError(f"{frame.label} is not a step of these frames")
    previous = frames[frame.step - 1]
    assert previous.counters is not None  # every Domeng frame shows its stones
    cut = next(i for i, e in enumerate(frame.events) if isinstance(e, Camat))
    state, held = DomengState(previous.counters.on_table, previous.counters.office), list(previous.totals)
    for event in frame.events[:cut]:
        take(state, event, held)
    return replace(frame, totals=tuple(held), counters=state.counters(), events=frame.events[:cut])
