"""English words for the Practice widget and the progress panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...core.learner import Trainer
from ...rules import Variant
from .. import Phrasebook

if TYPE_CHECKING:
    from datetime import datetime

BOOK = Phrasebook()

KINDS = {"score": "what a play scores", "best": "the best play", "settle": "the settlement",
         "hand_end": "who gains at the end", "leader": "who leads", "draw": "what a draw does",
         "keeps": "which play keeps most", "reading": "reading the table"}
"""The kinds of question every game asks, and the puzzles'; a game names its own in its words."""


@BOOK.says("quiz kind", Variant)
def quiz_kind(kind: str) -> str:
    """What a kind of question is called (a game's words name its own kinds)."""
    return KINDS.get(kind, kind)


def done(due: datetime | None, minutes: int = 0) -> str:
    """Nothing left now: when the next drill comes back, in the learner's own time (``minutes`` from now)."""
    if due is None:
        return ("Done for today: nothing is waiting. A question you miss in a quiz, or a costly play in a "
                "reviewed hand, comes back here as a drill.")
    from datetime import datetime  # here: the narrator is made without it

    local = due.astimezone()
    if minutes < 15:
        return "Done for now: the next drill comes back in a few minutes."
    if local.date() == datetime.now(local.tzinfo).date():
        return f"Done for now: the next drill comes back today at {local:%H:%M}."
    return f"Done for today. The next drill is due on {local:%Y-%m-%d} at {local:%H:%M}."


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def costs_said(costs: Sequence[float]) -> str:
    return ("Average cost per decision of each reviewed hand, oldest first: "
            + ", ".join(f"{cost:.1f}" for cost in costs) + ".")


BOOK.words.update({
    Trainer.A_DRILL: "A drill from your own mistakes",
    Trainer.A_PUZZLE: "A new puzzle from real play",
    Trainer.NUMBERS: "Numbers",
    Trainer.NOTHING_YET: ("Nothing is recorded yet. When a quiz, a play table or Practice is given your progress "
                          "file, your ticks, quiz answers, hands played and drills due appear here, game by game."),
    Trainer.ALL_TICKED: "Every line of this lesson is ticked.",
    Trainer.NOT_REVIEWED: "No hand reviewed yet: review a hand at the play table to see your cost per decision here.",
})

BOOK.phrases.update({
    Trainer.LEFT_TODAY: lambda left: f"{left} left today.",
    Trainer.DONE: done,
    Trainer.MY_PROGRESS: lambda learner: "My progress" + (f" ({learner})" if learner else ""),
    Trainer.TICKED: lambda ticked, lines: f"What you now know: {ticked} of {plural(lines, 'line', 'lines')} ticked.",
    Trainer.ACCURACY: lambda kind, right, answered: f"{kind}: {right} right of the last {answered}",
    Trainer.HANDS: lambda hands: f"{plural(hands, 'hand', 'hands')} played.",
    Trainer.DUE_TODAY: lambda due: f"{plural(due, 'drill', 'drills')} due today.",
    Trainer.GO_ON: lambda line: f"Continue where you stopped: {line}",
    Trainer.CHART: lambda learner, game: f"{learner}: average cost per decision in {game}, hand by hand",
    Trainer.CHART_DESC: costs_said,
})
