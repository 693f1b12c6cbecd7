"""What a table sends: to a seat, only what that seat may see of the hand (its tiles, the table, how many tiles the
others hold and the stock has, every event as it saw it: another seat's draw without its tile); to the teacher,
every hand. Each is a JSON-ready dict, its words in the reader's language."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.engine import Hand
from ..core.events import Draw, Event, Play, Stock
from ..core.labels import TableWord
from ..core.tiles import Tile
from ..narrate import narrator

PLACEHOLDER = Tile(0, 0)
"""What stands for another seat's tile in a seat's drawing: drawn face down, it is never seen."""


def event_for(event: Event, seat: int | None, stock: Stock, lang: str) -> dict[str, Any]:
    """``event`` as ``seat`` may see it (None: the teacher, who sees all): another seat's draw keeps its tile."""
    said = narrator(lang)
    if isinstance(event, Draw) and seat is not None and event.player != seat:
        text = said.phrase(TableWord.HIDDEN_DRAW, {"who": event.name(event.player), "stock": stock})
        return {"type": event.type, "player": event.player, "text": text}
    return {**event.to_json(), "text": said.event(event)}


def common(hand: Hand, lang: str, since: int) -> dict[str, Any]:
    """What every reader is sent: the seats, the table's open ends, counts, totals, whose turn."""
    return {"game": hand.variant.id, "names": list(hand.seats.names), "to_move": None if hand.over else hand.to_move,
            "over": hand.over, "match_over": hand.match.over, "totals": list(hand.match.totals),
            "ends": [[end, pip] for end, pip in hand.board.open_ends()], "counts": [len(h) for h in hand.held],
            "stock": len(hand.boneyard), "since": since}


def seat_view(hand: Hand, seat: int, lang: str = "en", since: int = 0, drawn: bool = False,
              selected: Tile | None = None) -> dict[str, Any]:
    """What ``seat`` is sent: its own tiles, the table, the events from ``since`` as it saw them, and its legal moves
    when it is to move; with ``drawn``, the table as it sees it (``drawing``), ``selected`` picked in its hand."""
    view = common(hand, lang, since)
    view["seat"], view["tiles"] = seat, [str(t) for t in hand.held[seat]]
    view["events"] = [event_for(e, seat, hand.variant.stock, lang) for e in hand.events[since:]]
    view["legal"] = [str(m) for m in hand.legal_moves()] if not hand.over and hand.to_move == seat else []
    if drawn:
        view["svg"] = drawing(hand, seat, lang, selected)
    return view


def teacher_view(hand: Hand, lang: str = "en", since: int = 0, drawn: bool = False) -> dict[str, Any]:
    """What the teacher is sent: every hand and every event (never the stock's order: it is not played yet); with
    ``drawn``, the whole table as the projector shows it."""
    view = common(hand, lang, since)
    view["hands"] = [[str(t) for t in held] for held in hand.held]
    view["events"] = [event_for(e, None, hand.variant.stock, lang) for e in hand.events[since:]]
    if drawn:
        view["svg"] = drawing(hand, None, lang)
    return view


def drawing(hand: Hand, seat: int | None, lang: str, selected: Tile | None = None) -> str:
    """The table as ``seat`` sees it (None: every hand face up, for the projector), drawn from a frame that holds no
    other seat's tiles while the hand is played: each is a face-down placeholder (a hand shown at its end is every
    seat's). A seat's drawing is the play table's: its playable tiles and the open ends are buttons, and the ends
    where ``selected`` (a tile it may play) fits are marked. The tile laid last is marked on every drawing."""
    from ..core.frames import Frame
    from ..views.render import SEATED, table_svg

    frame = Frame.of(hand)
    last = next((e.tile for e in reversed(hand.events) if isinstance(e, Play)), None)  # marked on every drawing
    if seat is None:
        return str(table_svg(frame, last=last, lang=lang, classroom=True))
    if not hand.over:
        frame = replace(frame, held=tuple(held if s == seat else (PLACEHOLDER,) * len(held)
                                          for s, held in enumerate(frame.held)))
    mine = hand.to_move == seat and not hand.over
    playable = {m.tile for m in hand.playable(seat) if m.tile is not None} if mine else set()
    chosen = selected if selected in playable else None
    targets = hand.board.fitting_ends(chosen) if chosen is not None else []
    return str(table_svg(frame, viewer=seat, show_all=hand.over, playable=playable, selected=chosen, targets=targets,
                         last=last, interactive=True, lang=lang, proportions=SEATED))
