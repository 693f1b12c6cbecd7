"""HTML for the annotation panels of the widgets: events with their arithmetic, notes, the score.

Every panel takes ``lang``, the language of its words (None: the language being spoken). Every piece
of text from a record or a player's name is escaped here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Iterable, Literal, Mapping, Sequence

from ..core.events import Event, HandEnd, MatchEnd, Score
from ..core.frames import Frame
from ..core.labels import Label
from ..core.phrases import (Dealt, ReadingSeat, ReadingTitle, ReadingUnseen, ReviewDecision, ReviewNone, ReviewTitle,
                            ReviewVerdict, TeacherNote, Terms)
from ..narrate import narrator
from ..core.note import said
from .render import CLASSROOM, TABLE_WIDTH

if TYPE_CHECKING:
    from ..coach.reviewer import Review
    from ..coach.reading import Knowledge
    from ..rules import Variant

SIDE = 360
"""The room the classroom leaves beside its table for the controls and the annotation, in CSS pixels."""
MARGIN = 44
"""The height the classroom page keeps above and below its table (Voila's padding), in CSS pixels."""
CLASSROOM_TABLE = f"min(100vw - {SIDE}px, (100vh - {MARGIN}px) * {TABLE_WIDTH} / {CLASSROOM.height})"
"""The classroom table's width: as tall as the window lets it be, as wide as the room beside the controls."""
STYLE = """<style>
.domino-annotation { font-family: sans-serif; font-size: 14px; line-height: 1.45; padding: 6px 10px;
  border-left: 4px solid #1f5f3a; background: #f4f8f5; color: #1b1b1b; min-height: 4.5em; }
.domino-annotation.domino-idle { border-left-color: transparent; background: transparent; min-height: 0;
  padding: 0; }
.domino-annotation .step { font-weight: bold; margin-bottom: 2px; }
.domino-annotation ul { margin: 2px 0 4px 0; padding-left: 1.2em; }
.domino-annotation li.score { font-weight: bold; color: #0b5d1e; }
.domino-annotation li.end { color: #6a1b9a; }
.domino-annotation .note { font-style: italic; color: #5d4037; }
.domino-annotation .problem, .domino-message .problem { color: #b71c1c; font-weight: bold; }
.domino-annotation .good, .domino-message .good { color: #0b5d1e; font-weight: bold; }
.domino-message { font-family: sans-serif; font-size: 15px; line-height: 1.45; padding: 4px 0; }
.domino-table-client svg.domino-table { max-height: calc(100vh - 210px); }
.domino-tables-board.domino-projected { position: fixed; inset: 0; z-index: 10000; background: #fff; padding: 8px;
  overflow: auto; }
.domino-tables-board.domino-projected .domino-desk { display: none; }
.domino-tables-board .widget-hbox, .domino-table-client .widget-hbox { flex-wrap: wrap; gap: 4px; }
.domino-tables-board .widget-button, .domino-tables-board .widget-toggle-button, .domino-table-client .widget-button {
  flex: 0 0 auto; width: auto; min-width: 6.5em; max-width: none; overflow: visible; }
.domino-annotation .totals { color: #37474f; }
.domino-annotation .terms { color: #4a148c; font-weight: bold; }
.domino-replay .widget-hbox, .domino-play .widget-hbox, .domino-quiz .widget-hbox { flex-wrap: wrap; row-gap: 4px; }
.domino-replay .widget-button, .domino-replay .widget-toggle-button, .domino-play .widget-button,
.domino-play .widget-toggle-button, .domino-quiz .widget-button, .domino-quiz .widget-toggle-button {
  flex: 0 0 auto; width: auto; min-width: 6.5em; max-width: none; overflow: visible; }
.domino-tabs .lm-TabBar-tab, .domino-tabs .p-TabBar-tab { flex: 0 0 auto !important; width: auto !important;
  min-width: 0 !important; max-width: none !important; }
.domino-tabs .lm-TabBar-tabLabel, .domino-tabs .p-TabBar-tabLabel { overflow: visible; text-overflow: clip; }
.domino-annotation .position { font-weight: bold; color: #4a148c; }
.domino-panel { font-family: sans-serif; font-size: 14px; line-height: 1.45; padding: 6px 10px;
  border-left: 4px solid #4a148c; background: #f6f3fa; color: #1b1b1b; }
.domino-panel .step { font-weight: bold; margin-bottom: 2px; }
.domino-panel ul, .domino-panel ol { margin: 2px 0 4px 0; padding-left: 1.4em; }
.domino-review li.costly { border-left: 3px solid #b71c1c; padding-left: 4px; }
.domino-review .verdict { font-weight: bold; }
.domino-classroom .domino-panel { font-size: clamp(15px, 2.2vh, 24px); line-height: 1.3; }
.domino-classroom .domino-stage { align-items: flex-start; gap: 0 12px; }
.domino-classroom .domino-stage > .domino-view { flex: 0 0 auto; min-width: 0; width: TABLE !important; }
.domino-classroom .domino-side { flex: 1 1 0; min-width: 0; }
.domino-classroom .domino-view svg { width: 100%; height: auto; max-height: calc(100vh - MARGINpx); }
.domino-classroom .domino-annotation { font-size: clamp(15px, 2.4vh, 26px); line-height: 1.3; }
.domino-classroom .widget-dropdown select { width: auto; max-width: 100%; }
.domino-classroom .widget-button, .domino-classroom .widget-toggle-button { height: clamp(40px, 5.2vh, 56px);
  font-size: clamp(16px, 2vh, 22px); min-width: 0; padding: 0 0.4em; }
.domino-classroom .widget-checkbox { width: auto; margin-right: 1em; }
.domino-classroom .widget-label, .domino-classroom select, .domino-classroom .widget-checkbox label,
.domino-classroom .widget-readout { font-size: clamp(16px, 2vh, 22px); }
.domino-classroom .widget-readout { font-weight: bold; min-width: 3em; }
.domino-classroom .widget-slider .noUi-handle { width: 24px; height: 24px; top: -9px; }
@media (max-height: 800px) { .domino-classroom .domino-annotation,
  .domino-classroom .domino-annotation > .widget-html-content { font-size: 16px; line-height: 1.3; } }
@media (max-width: 900px) { .domino-classroom .domino-stage { flex-direction: column; }
  .domino-classroom .domino-stage > .domino-view { width: 100% !important; } }
</style>""".replace("TABLE", CLASSROOM_TABLE).replace("MARGIN", str(MARGIN))
"""Styles for the panels, shipped with the widget that shows them (no external CSS)."""


def event_class(event: Event) -> str:
    if isinstance(event, Score):
        return "score" if event.points else "event"
    return "end" if isinstance(event, (HandEnd, MatchEnd)) else "event"


def events_html(events: Iterable[Event], lang: str | None = None) -> str:
    """A list of event texts, scoring ones in bold."""
    say = narrator(lang).event
    items = "".join(f'<li class="{event_class(e)}">{escape(say(e))}</li>' for e in events)
    return f"<ul>{items}</ul>" if items else ""


def sent_events_html(events: Sequence[Mapping[str, Any]], last: int = 12) -> str:
    """The ``last`` events a table sent (their JSON, with ``text``), scoring ones in bold as in a replay; read out to
    a screen reader as they come."""
    items = "".join(f'<li class="{SENT_CLASS.get(e["type"], "event") if e.get("points", 1) else "event"}">'
                    f'{escape(e["text"])}</li>' for e in events[-last:])
    return f'<ul aria-live="polite">{items}</ul>'


SENT_CLASS = {"score": "score", "hand_end": "end", "match_end": "end"}
"""The class of an event a table sent, by its type (as ``event_class`` gives an event's)."""


def frame_html(frame: Frame, lang: str | None = None) -> str:
    """The annotation of one replay step: what happened, why it scored, the note, the running score."""
    words, told = narrator(lang), frame.words(lang)
    parts = [f'<div class="step">{escape(told.label)}</div>', events_html(frame.events, lang)]
    say = words.said
    if not frame.events:
        dealt = say(Dealt(left=frame.boneyard, stock=words.word(frame.stock), draws=frame.draws))
        parts.append(f"<ul><li>{escape(dealt)}</li></ul>")
    terms = words.say("terms", frame.game, frame.events)
    if terms:
        parts.append(f'<div class="terms">{escape(say(Terms(terms=terms)))}</div>')
    if frame.note:
        note = say(TeacherNote(note=said(frame.note, lang)))
        parts.append(f'<div class="note">{escape(note)}</div>')
    parts.append(f'<div class="totals">{escape(told.totals_line)}</div>')
    return "".join(parts)


def reading_html(known: Knowledge | None, names: Sequence[str], *, who: str | None,
                 unit: Literal["step", "move"] = "step", lang: str | None = None) -> str:
    """The "What you can tell" panel: the unseen tiles and, per other seat, its tiles held and the pips
    ruled out with the step (or ``unit`` ``move``) since which. ``known`` None: no seat chosen yet."""
    words = narrator(lang)
    say = words.said
    if known is None:
        return f"<div>{escape(words.phrase(Label.READING_PICK, {}))}</div>"
    lines = [say(ReadingUnseen(tiles=known.unseen))]
    lines += [say(ReadingSeat(name=names[seat], count=known.counts[seat], lacks=lacks, unit=unit))
              for seat, lacks in known.ruled_out.items()]
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return f'<div class="step">{escape(say(ReadingTitle(who=who)))}</div><ul>{items}</ul>'


def review_html(review: Review, names: Sequence[str], game: Variant, lang: str | None = None) -> str:
    """A hand's review: each decision, what every choice was worth, a verdict; the costliest marked."""
    say = narrator(lang).said
    title = ReviewTitle(name=names[review.seat], game=game, number=review.hand_number,
                        decisions=len(review.decisions), playouts=review.playouts)
    heading = f'<div class="step">{escape(say(title))}</div>'
    if not review.decisions:
        return heading + f"<div>{escape(say(ReviewNone(game=game)))}</div>"
    unit = review.unit
    costly = review.costly()
    items = []
    for decision in review.decisions:
        mark = ' class="costly"' if decision in costly else ""
        told = ReviewDecision(decision=decision, unit=unit, penalty=not game.higher_wins)
        items.append(f'<li{mark}>{escape(say(told))} '
                     f'<span class="verdict">{escape(say(ReviewVerdict(decision=decision, unit=unit)))}</span></li>')
    from ..coach.skill import skill  # the coach is loaded by the review already

    figure = skill(review)
    shown = "" if figure is None else f'<p class="domino-skill">{escape(say(figure))}</p>'
    return f"{heading}<ol>{''.join(items)}</ol>{shown}"


def message_html(text: str, kind: str = "") -> str:
    """One line of feedback; ``kind`` is ``problem`` or ``good`` for colour. A problem is an alert, which a
    screen reader says at once (the rest is read politely by the panel's live region)."""
    css = f' class="{kind}"' if kind else ""
    role = ' role="alert"' if kind == "problem" else ""
    return f"<div{css}{role}>{escape(text)}</div>"
