"""Small building blocks for the lesson notebooks: positions from move tokens, captioned figures.

A ``Figure`` shows an SVG drawing with caption lines in a notebook; its plain-text form is just
the captions, so a notebook cell's text output is short, deterministic and worth comparing.
"""

from __future__ import annotations

from dataclasses import dataclass
import re
from html import escape
from typing import Any, Callable, Iterable, Sequence

from .core.tableau import Tableau
from .core.engine import Hand, MoveKind, parse_move
from .core.events import Event
from .core.frames import Frame
from .core.labels import Control
from .core.phrases import Count, HandDesc, HandTitle, TeacherNote, Token
from .narrate import narrator, speaking
from .core.note import said
from .core.record import example as example  # its home is the records; importable from here as before
from .views.render import board_svg, hand_svg, table_svg
from .rules import Variant, find_variant, game_module, registry
from .core.tiles import FULL_SET, Tile
from .widgets.keeping import ProgressGiven
from .widgets.checklist import Checklist, known_lines as known_lines  # the lessons' lines; their home is the widget


def lay(tokens: Iterable[str], *, spinners: bool = True) -> Tableau:
    """A tableau built from record tokens such as ``"6-6"``, ``"6-3 L"`` (checked like real plays);
    ``"sistemata R 5 left"`` bends the line there."""
    board = Tableau(spinners=spinners)
    for token in tokens:
        move = parse_move(token)
        if move.kind == MoveKind.BEND:
            board.bend(move)
            continue
        if move.tile is None:
            raise ValueError(f"{token!r} is not a play: a position is built from plays and bends only")
        board.place(move.tile, move.end, move.lead_left)
    return board


def game_of(variant: str | None) -> type[Variant]:
    """The game named ``variant``; by default the registry's first (the lessons' first game)."""
    return find_variant(variant) if variant is not None else next(iter(registry().values()))


def _drawn(board: Tableau, token: str, title: str, game: type[Variant], step: int = 0, joints: bool = False) -> str:
    """``board`` after ``token``: its tile marked and the ends that score now (the game's ``scoring_ends``) lit."""
    lit = game.scoring_ends(board)
    return board_svg(board, step=step, last=parse_move(token).tile, highlight_ends=lit, title=title, joints=joints)


@dataclass(frozen=True)
class Figure:
    """A drawing with caption lines."""

    svg: str
    lines: tuple[str, ...]

    def _repr_html_(self) -> str:
        caption = "<br>".join(escape(line) for line in self.lines)
        return (f'<figure class="domino-figure" style="margin: 0.5em 0">{self.svg}'
                f'<figcaption style="font-family: sans-serif; font-size: 14px">{caption}</figcaption></figure>')

    def __repr__(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Gallery:
    """Several figures side by side (wrapping)."""

    figures: tuple[Figure, ...]

    def _repr_html_(self) -> str:
        cells = "".join(f'<div style="flex: 0 1 auto; max-width: 100%">{f._repr_html_()}</div>' for f in self.figures)
        return f'<div class="domino-gallery" style="display: flex; flex-wrap: wrap; gap: 12px">{cells}</div>'

    def __repr__(self) -> str:
        return "\n".join(repr(f) for f in self.figures)


def caption_line(board: Tableau, game: type[Variant]) -> str:
    """What a lesson board's caption says: the game's count where it counts during play, else the open ends."""
    return narrator().said(Count(board=board, game=game))


def position(*tokens: str, variant: str | None = None, caption: str | None = None, joints: bool = False,
             lang: str = "en") -> Figure:
    """The board after ``tokens`` in ``variant`` (by default the first game), the last tile marked, captioned with
    its count or ends.

    ``joints`` numbers the joints of arms L and R as the sistemata token counts them; ``lang`` is
    the caption's language.
    """
    game = game_of(variant)
    board = lay(tokens, spinners=game.spinners)
    plays = [t for t in tokens if parse_move(t).kind != MoveKind.BEND]
    with speaking(lang):
        said = " · ".join(narrator().said(Token(token=t)) for t in tokens)
        line = caption if caption is not None else f"{said}: {caption_line(board, game)}"
        svg = _drawn(board, plays[-1], line, game, joints=joints) if plays else board_svg(board, title=line)
    return Figure(svg, (line,))


def walkthrough(*tokens: str, variant: str | None = None, lang: str = "en") -> Gallery:
    """One board per play in ``variant`` (by default the first game): the line growing, the count (or the open
    ends) after every play."""
    figures = []
    game = game_of(variant)
    for k in range(1, len(tokens) + 1):
        board = lay(tokens[:k], spinners=game.spinners)
        with speaking(lang):
            line = f"{k}. {narrator().said(Token(token=tokens[k - 1]))}: {caption_line(board, game)}"
            figures.append(Figure(_drawn(board, tokens[k - 1], line, game, k), (line,)))
    return Gallery(tuple(figures))


def moment(frame: Frame | Hand, *, viewer: int | None = None, show_all: bool = True, lang: str = "en") -> Figure:
    """A replay frame (or a hand as it stands now) as a table drawing captioned with its events'
    explanations, in ``lang``."""
    if isinstance(frame, Hand):
        frame = Frame.of(frame)
    with speaking(lang):
        lines = [frame.label, *(e.text for e in frame.events)]
        if frame.note:
            lines.append(narrator().said(TeacherNote(note=said(frame.note))))
        lines.append(frame.totals_line)
        return Figure(table_svg(frame, viewer=viewer, show_all=show_all), tuple(lines))


@dataclass(frozen=True)
class Glossary:
    """A game's glossary as the narrator gives it: a Markdown table."""

    table: str

    def _repr_markdown_(self) -> str:
        return self.table

    def __repr__(self) -> str:
        return self.table


def glossary(variant: str, lang: str = "en") -> Glossary:
    """The words of a game (``glossary("domeng")``): its own terms and what they mean."""
    players = find_variant(variant).min_players
    game = find_variant(variant)(players)
    return Glossary(narrator(lang).say("glossary", game))


UNNAMED = re.compile(r"<title>.*?</title>(<desc>.*?</desc>)?", re.S)
"""A drawing's own title and description: in a figure, its ``aria-label`` and caption say them (a notebook not yet
trusted would show their text run together)."""


@dataclass(frozen=True)
class Drawing:
    """A drawing alone, with a one-line text for where a drawing cannot be shown: a notebook opened
    before it is run (untrusted) shows that line once, not the drawing's text run together. Shown inline (an
    ``image/svg+xml`` output becomes an ``<img>`` without a text alternative): the drawing named by its title, the
    line as its caption. A notebook not yet trusted shows the caption alone (its HTML is cleaned of the drawing)."""

    svg: str
    text: str
    title: str = ""

    def _repr_html_(self) -> str:
        named = UNNAMED.sub("", self.svg, count=1).replace("<svg ", f'<svg aria-label="{escape(self.title)}" ', 1)
        return (f'<figure class="domino-figure" style="margin: 0.5em 0">{named}'
                f'<figcaption style="font-family: sans-serif; font-size: 14px">{escape(self.text)}</figcaption>'
                f'</figure>')

    def __repr__(self) -> str:
        return self.text


def checklist(game: str, lang: str = "en", progress: ProgressGiven = None) -> Checklist:
    """The "What you now know" lines of ``game``'s lesson as checkboxes in ``lang``, each tick kept in ``progress``
    (a ``progress.Progress`` or its path; None: the notebook's file, ``progress.use``; with none, in the widget)."""
    return Checklist(game, lang, progress)


def the_set(lang: str = "en") -> Drawing:
    """The 28 tiles of the double-six set, face up, titled in ``lang`` ("The double-six set")."""
    with speaking(lang):
        title = narrator().word(Control.THE_SET)
        line = f"{title}: {', '.join(map(str, FULL_SET))}"
        return Drawing(hand_svg(FULL_SET, title=title, desc=line), line, title)


def tiles_in_hand(tiles: Iterable[Tile], owner: str = "", lang: str = "en") -> Drawing:
    """A row of tiles held by ``owner``, face up, titled and described in ``lang`` ("Lucia's hand")."""
    tiles = list(tiles)
    with speaking(lang):
        svg = hand_svg(tiles, owner=owner)
        line = narrator().said(HandDesc(owner=owner, tiles=tiles, count=len(tiles), playable=()))
        title = narrator().said(HandTitle(owner=owner))
    return Drawing(svg, line, title)


def _has(event: Event, kind: str, fields: dict[str, Any], /) -> bool:
    if event.type != kind:
        return False
    for key, wanted in fields.items():
        value = getattr(event, key, _MISSING)
        if value is _MISSING or not (wanted(value) if callable(wanted) else value == wanted):
            return False
    return True


_MISSING = object()


def events_with(events: Iterable[Event], kind: str, /, **fields: Any) -> list[Event]:
    """The events of type ``kind`` whose fields have these values (or pass these tests).

    ``events_with(hand.events, "stones", rule="ceki")``; a callable value is a test, e.g.
    ``points=lambda p: p < 0``. Selection is on the events' data, never on their text.
    """
    return [e for e in events if _has(e, kind, fields)]


def frames_with(frames: Sequence[Frame], kind: str, /, **fields: Any) -> list[Frame]:
    """The frames with an event that ``events_with`` would select: ``frames_with(frames, "pass", kind="pass")``."""
    return [f for f in frames if any(_has(e, kind, fields) for e in f.events)]


def first_with(frames: Sequence[Frame], kind: str, /, **fields: Any) -> Frame:
    """The first frame ``frames_with`` selects; a clear error when there is none."""
    found = frames_with(frames, kind, **fields)
    if not found:
        wanted = ", ".join(f"{k}={v!r}" for k, v in fields.items())
        raise LookupError(f"no step has a {kind} event" + (f" with {wanted}" if wanted else ""))
    return found[0]


def event_in(frame: Frame, kind: str, /, **fields: Any) -> Event:
    """The event of this frame that ``events_with`` selects (the first one): what a lesson cell asserts on."""
    found = events_with(frame.events, kind, **fields)
    if not found:
        raise LookupError(f"{frame.label} has no {kind} event like that")
    return found[0]


def opened_at(shown: Any, kind: str, /, **fields: Any) -> Any:
    """``shown`` (a ``ReplayViewer``, or a tab of them from ``replay_tabs``) with every viewer moved to
    its first step that ``first_with`` selects, so that it opens where something happens:
    ``opened_at(replay_tabs([...]), "hand_end")`` opens each game at the end of its first hand.
    Returns ``shown``, to be the cell's output; a clear error when a game has no such step."""
    viewers = [shown] if hasattr(shown, "frames") else list(shown.children)
    for viewer in viewers:
        viewer.go(first_with(viewer.frames, kind, **fields).step)
    return shown


def replayed_from(name: str, hand: int, start: dict[str, Any]) -> list[Frame]:
    """The frames of hand ``hand`` of example ``name`` replayed on its own from another ``start``: a "what if".

    Same deal, same leader, same moves; only what the game keeps besides the tiles differs (Domeng's
    stones: ``{"table": 3, "stones": [4, 4, 3, 4, 3]}``), so a lesson can show a rule the real record
    never reaches. The frames keep the hand's number; the record's notes, written for the real
    stones, are left out.
    """
    from dataclasses import replace

    from .core.frames import Caption
    from .core.record import HandRecord, Record, load, replay

    real = replay(load(example(name)))
    if not 1 <= hand <= len(real.hands):
        raise ValueError(f"{name} has {len(real.hands)} hands, not a hand {hand}")
    written = real.record.hands[hand - 1]
    alone = HandRecord(written.deal, written.boneyard, list(written.moves), real.hands[hand - 1].hand.leader)
    what_if = Record(real.record.variant, list(real.record.players), [alone], dict(real.record.options), dict(start))
    frames = replay(what_if, frames=True).frames

    def numbered(frame: Frame) -> Frame:
        caption = frame.caption
        if not isinstance(caption, str):
            caption = Caption(caption.code, tuple((k, hand if k == "number" else v) for k, v in caption.facts))
        return replace(frame, hand_number=hand, caption=caption)

    return [numbered(frame) for frame in frames]


def before_reset(frames: Sequence[Frame], frame: Frame) -> Frame:
    """``frame``, a step where the game puts what it counts back to the start (a CAMAT election), as it
    stood just before that reset: as the game's folder shows it (its module ``lesson``). ``frames`` is
    the replay ``frame`` belongs to; a game with no such reset raises ``LookupError``."""
    module = game_module(type(frame.game), "lesson")
    shown: Callable[[Sequence[Frame], Frame], Frame] | None = getattr(module, "before_reset", None)
    if shown is None:
        raise LookupError(f"{frame.title} puts nothing back during a match")
    return shown(frames, frame)
