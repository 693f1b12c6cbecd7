"""Game records (``shared/spec/records.md``): load, validate, save, and replay into annotated events.

Records are JSON data only. Every problem raises ``RecordError`` whose one-line message says
where (hand, move) and why. A replay walks the record once; the transcript and the JSON
document are two views of that walk.
"""

from __future__ import annotations

import errno
import gc
import json
import os
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator

from .engine import Hand, Match, Move, MoveKind, parse_move
from .errors import (BadJson, BadNumber, CannotRead, os_reason, CannotWrite, Decided, DominoError, Facts, FileTooBig, Format,
                     IsAFolder, KindOfFile, Missing, Name, NoFolder, NotAFolder, NotAList, NotANumber, NotATile, NotAllowed, NoteKey,
                     RecordError, RecordProblem, TextTooBig, UnknownKey, WriteError)
from .events import Event, Seats
from .frozen import Frozen
from .note import note_json, note_of, note_problem
from .state import MatchState
from .tiles import MAX_PIP, Tile
from .variant import Variant

if TYPE_CHECKING:  # frames are made only when asked for: their modules are loaded then
    from pathlib import Path  # and pathlib when a path is written or an example looked up

    from .frames import Frame

FORMAT = "domino-lessons/record/1"
MAX_RECORD_BYTES = 2_000_000
"""Larger files are refused before parsing: a real match is a few kilobytes."""
MAX_NAME = 60
TOP_KEYS = ("format", "variant", "options", "players", "start", "hands")
HAND_KEYS = ("deal", "boneyard", "leader", "moves", "notes")


@dataclass
class HandRecord:
    """One hand as written: the deal, the boneyard in draw order, the leader and the move tokens."""

    deal: list[list[Tile]]
    boneyard: list[Tile]
    moves: list[str]
    leader: int | None = None
    notes: dict[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "deal": [[str(t) for t in held] for held in self.deal],
            "boneyard": [str(t) for t in self.boneyard],
        }
        if self.leader is not None:
            out["leader"] = self.leader
        out["moves"] = list(self.moves)
        if self.notes:
            out["notes"] = {str(k): note_json(v) for k, v in sorted(self.notes.items())}
        return out


@dataclass
class Record:
    """A whole record: variant, options, players, optional start and the hands."""

    variant: str
    players: list[str]
    hands: list[HandRecord]
    options: dict[str, Any] = field(default_factory=dict)
    start: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "variant": self.variant}
        if self.options:
            out["options"] = dict(self.options)
        out["players"] = list(self.players)
        if self.start is not None:
            out["start"] = self.start
        out["hands"] = [h.to_json() for h in self.hands]
        return out

    def dumps(self) -> str:
        """The record as JSON text: one hand's tiles and moves per line, stable bytes."""
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a reader never sees half a file."""
        from pathlib import Path

        write_atomic(Path(path), self.dumps())

    @classmethod
    def from_match(cls, match: Match, notes: dict[int, dict[int, str]] | None = None) -> Record:
        """The record of a match played in the engine, forced moves written out."""
        hands = [HandRecord([list(h) for h in hand.dealt], list(hand.undealt), [str(m) for m in hand.moves],
                            hand.leader, dict((notes or {}).get(i, {})))
                 for i, hand in enumerate(match.hands)]
        import copy

        start = copy.deepcopy(match.start) if match.start is not None else None
        return cls(match.variant.id, list(match.seats.names), hands, dict(match.variant.options), start)


def write_atomic(path: Path, text: str | bytes, *, make_folder: bool = True, mode: int = 0o644) -> None:
    """Write ``text`` (UTF-8) or bytes to ``path`` through a temporary file (synced to disk) and a rename; a
    ``WriteError`` that names ``path`` when it cannot be written. ``make_folder``: create the folders it needs (else a missing
    folder is refused); ``mode``: the file's permissions (0600 from its first byte, the rest once written)."""
    import tempfile

    try:
        if make_folder:
            path.parent.mkdir(parents=True, exist_ok=True)
        unwritable(path)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except WriteError:
        raise
    except OSError as exc:
        raise write_error(path, exc) from None
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(text.encode("utf-8") if isinstance(text, str) else text)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as exc:
        os.unlink(tmp)
        if isinstance(exc, OSError):
            raise write_error(path, exc) from None
        raise


def check_ending(path: Path, kinds: tuple[str, ...]) -> None:
    """Refuse, before anything is drawn, a folder or a file name that ends in none of ``kinds``."""
    if path.is_dir():
        raise WriteError(IsAFolder(path=path))
    if path.suffix.lower() not in kinds:
        raise WriteError(KindOfFile(path=path, kinds=kinds))


def unwritable(path: Path) -> None:
    """Refuse a path whose folder is missing or is a file, or that is itself a folder."""
    if path.is_dir():
        raise WriteError(IsAFolder(path=path))
    folder = path.parent
    if folder.is_dir():
        return
    above = next(p for p in (folder, *folder.parents) if p.exists() or p == p.parent)
    if above.exists() and not above.is_dir():
        raise WriteError(NotAFolder(path=path, blocker=above))
    raise WriteError(NoFolder(path=path, folder=folder))


def write_error(path: Path, exc: OSError) -> WriteError:
    """An operating-system error on writing ``path`` as a ``WriteError`` about ``path`` itself."""
    if isinstance(exc, PermissionError) or exc.errno in (errno.EROFS, errno.EPERM):
        return WriteError(NotAllowed(path=path))
    return WriteError(CannotWrite(path=path, why=(exc.strerror or type(exc).__name__).lower()))


# -- reading ---------------------------------------------------------------------------------
def load(path: str | os.PathLike[str]) -> Record:
    """Read and check a record file."""
    try:
        size = os.path.getsize(path)
        if size > MAX_RECORD_BYTES:
            raise RecordError(FileTooBig(size=size, limit=MAX_RECORD_BYTES))
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(CannotRead(why=str(exc.strerror or exc), reason=os_reason(exc))) from None
    return loads(raw)


def loads(text: str | bytes) -> Record:
    """Parse record JSON text and check its structure."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(TextTooBig(size=len(text), limit=MAX_RECORD_BYTES))
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text, parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise RecordError(RecordProblem.NOT_UTF8) from None
    except json.JSONDecodeError as exc:
        raise RecordError(BadJson(line=exc.lineno, column=exc.colno, why=exc.msg)) from None
    except RecursionError:
        raise RecordError(RecordProblem.TOO_DEEP) from None
    except RecordError:
        raise
    except ValueError as exc:  # a number too long to read
        raise RecordError(BadNumber(why=str(exc).split(';')[0])) from None
    return from_json(data)


def _no_constant(name: str) -> Any:
    raise RecordError(NotANumber(name=name))


def from_json(data: Any) -> Record:
    """Check a parsed JSON value and turn it into a ``Record``."""
    if not isinstance(data, dict):
        raise RecordError(RecordProblem.NOT_AN_OBJECT)
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise RecordError(UnknownKey(key=unknown[0], keys=TOP_KEYS, of_hand=False))
    for key in ("format", "variant", "players", "hands"):
        if key not in data:
            raise RecordError(Missing(key=key, of_hand=False))
    if data["format"] != FORMAT:
        raise RecordError(Format(expected=FORMAT, given=data["format"]))
    if not isinstance(data["variant"], str):
        raise RecordError(RecordProblem.VARIANT)
    players = data["players"]
    if not isinstance(players, list) or not players or not all(isinstance(p, str) for p in players):
        raise RecordError(RecordProblem.PLAYERS)
    for name in players:
        if not name.strip() or len(name) > MAX_NAME or any(ord(c) < 32 for c in name):
            raise RecordError(Name(name=name[:MAX_NAME], limit=MAX_NAME))
    if len(set(players)) != len(players):
        raise RecordError(RecordProblem.SAME_NAME)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(RecordProblem.OPTIONS)
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise RecordError(RecordProblem.START)
    hands = data["hands"]
    if not isinstance(hands, list) or not hands:
        raise RecordError(RecordProblem.HANDS)
    return Record(data["variant"], list(players), [_hand(h, i) for i, h in enumerate(hands, 1)],
                  dict(options), start)


def _hand(data: Any, number: int) -> HandRecord:
    def fail(reason: Facts | RecordProblem | str) -> RecordError:
        return RecordError(reason, hand=number)

    if not isinstance(data, dict):
        raise fail(RecordProblem.HAND)
    unknown = [k for k in data if k not in HAND_KEYS]
    if unknown:
        raise fail(UnknownKey(key=unknown[0], keys=HAND_KEYS, of_hand=True))
    for key in ("deal", "boneyard", "moves"):
        if key not in data:
            raise fail(Missing(key=key, of_hand=True))
    deal = data["deal"]
    if not isinstance(deal, list) or not all(isinstance(h, list) for h in deal):
        raise fail(RecordProblem.DEAL)
    try:
        tiles = [[_tile(t) for t in held] for held in deal]
        boneyard = [_tile(t) for t in _list(data["boneyard"], "boneyard")]
    except DominoError as exc:
        raise fail(str(exc)) from None
    moves = _list(data["moves"], "moves", number)
    if not all(isinstance(m, str) for m in moves):
        raise fail(RecordProblem.MOVES)
    leader = data.get("leader")
    if leader is not None and type(leader) is not int:
        raise fail(RecordProblem.LEADER)
    notes_in = data.get("notes", {})
    if not isinstance(notes_in, dict):
        raise fail(RecordProblem.NOTES)
    notes: dict[int, str] = {}
    for key, value in notes_in.items():
        if not (key.isdigit() and 1 <= int(key) <= len(moves)):
            raise fail(NoteKey(key=key, moves=len(moves)))
        problem = note_problem(key, value)
        if problem is not None:
            raise fail(problem)
        notes[int(key)] = note_of(value)
    return HandRecord(tiles, boneyard, list(moves), leader, notes)


def _list(value: Any, key: str, hand: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(NotAList(key=key), hand=hand)
    return value


WRITTEN = {f"{a}-{b}": Tile(a, b) for a in range(MAX_PIP + 1) for b in range(MAX_PIP + 1)}
"""Each tile as a record writes it (either order), read once: a record holds hundreds."""


def _tile(value: Any) -> Tile:
    if not isinstance(value, str):
        raise DominoError(NotATile(value=value))
    return WRITTEN.get(value) or Tile.parse(value)


# -- replaying ---------------------------------------------------------------------------------
@dataclass
class Step:
    """One move token of a hand and what it caused; forced draws and passes come first.

    The forced moves that follow a hand's last token form a last step with ``number`` None.
    """

    number: int | None
    token: str
    forced: list[Event]
    events: list[Event]
    note: str | None = None


class Standing(Frozen):
    """The match as a hand left it: what its standing is said from (the phrase reads it as it reads a match)."""

    variant: Variant
    seats: Seats
    totals: tuple[int, ...]
    state: MatchState


@dataclass
class HandReplay:
    """A replayed hand: its steps and the running totals after it."""

    number: int
    hand: Hand
    steps: list[Step]
    totals: list[int]
    after: Standing | None = None
    """The match as the hand left it (its totals and the game's own state), to say when read."""
    summary: dict[str, Any] = field(default_factory=dict)
    """Extra keys of this hand in ``replay --json``."""

    @property
    def standing(self) -> str:
        """The totals after the hand in words, in the language being spoken (a game adds its own state)."""
        return self.said_standing()

    def said_standing(self, lang: str | None = None) -> str:
        """The totals after the hand in words, in ``lang`` (None: the language being spoken)."""
        if self.after is None:
            return ""
        from ..narrate import narrator  # words when read

        return narrator(lang).say("standing", self.after.variant, self.after)

    @property
    def events(self) -> Iterator[Event]:
        for step in self.steps:
            yield from step.forced
            yield from step.events


@dataclass
class Replay:
    """A record replayed by the engine."""

    record: Record
    match: Match
    hands: list[HandReplay]
    frames: list[Frame]
    """One frame per move and one per deal, when asked for with ``replay(record, frames=True)``."""

    def to_json(self) -> dict[str, Any]:
        """The ``replay --json`` document of the records spec."""
        return {
            "variant": self.match.variant.id,
            "sides": self.match.seats.side_names,
            "hands": [{"events": [e.to_json() for step in h.steps for made in (step.forced, step.events) for e in made],
                       "scores": h.totals, **h.summary}
                      for h in self.hands],
            "winner": self.match.winner,
        }

    def transcript(self) -> str:
        """The annotated, readable transcript printed by ``replay``."""
        from ..views.transcript import transcript

        return transcript(self)


def replay(record: Record, *, frames: bool = False) -> Replay:
    """Replay every hand of ``record``; raise ``RecordError`` at the first problem.

    With ``frames``, also keep a ``Frame`` of the table at each deal and after every move.
    """
    try:
        match = Match(record.variant, record.players, record.options, record.start)
    except DominoError as exc:
        raise RecordError(str(exc)) from None
    hands: list[HandReplay] = []
    shots: list[Frame] | None = [] if frames else None
    with collector_paused():
        for number, written in enumerate(record.hands, 1):
            if match.over:
                raise RecordError(Decided(decided=number - 1), hand=number)
            hands.append(replay_hand(match, number, written, shots))
    return Replay(record, match, hands, shots or [])


@contextmanager
def collector_paused() -> Iterator[None]:
    """Hold Python's cycle collector off while a replay makes its events and frames.

    They are thousands of small objects that all live on; every automatic collection in between
    walks them again, and everything else the session keeps (in a kernel holding a few replays,
    four times the replay's own work). The collector runs as usual afterwards.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def replay_hand(match: Match, number: int, written: HandRecord, shots: list[Frame] | None) -> HandReplay:
    """Deal and play one written hand, checking every token; keep its frames in ``shots`` if given."""
    try:
        hand = match.new_hand(written.deal, written.boneyard, written.leader)
    except DominoError as exc:
        raise RecordError(str(exc), hand=number) from None
    camera = None if shots is None else Camera(match.variant, hand, number, shots)
    on_forced = None if camera is None else camera.forced
    steps = []
    counted = 0  # bends (sistemata) are not moves: they take no number
    for token in written.moves:
        i = counted + 1  # a bend is reported at the move it comes before
        try:
            move = parse_move(token)
            bend = move.kind == MoveKind.BEND
            forced = [] if bend else apply_forced(hand, move, on_forced)
            events = hand.apply(move)
        except DominoError as exc:
            raise RecordError(str(exc), hand=number, move=i, token=token) from None
        counted += not bend
        note = None if bend else written.notes.get(i)
        if camera is not None:
            camera.moved(token, None if bend else i, events, note)
        steps.append(Step(None if bend else i, token, forced, events, note))
    trailing = apply_forced(hand, None, on_forced)
    if trailing:
        steps.append(Step(None, "", trailing, []))
    after = Standing(match.variant, match.seats, tuple(match.totals), match.state.copy())
    return HandReplay(number, hand, steps, list(match.totals), after, match.state.summary(match.totals))


class Camera:
    """Keeps a frame of one hand at its deal and after every move, each with its caption: only a replay that
    keeps frames makes one (their modules are loaded then)."""

    def __init__(self, game: Variant, hand: Hand, number: int, shots: list[Frame]) -> None:
        from .phrases import TheDeal

        self.game, self.hand, self.number, self.shots = game, hand, number, shots
        self.shoot(TheDeal(game=game, number=number), [])

    def shoot(self, caption: Facts, events: list[Event], note: str | None = None) -> None:
        from .frames import Caption, Frame

        self.shots.append(Frame.of(self.hand, step=len(self.shots), hand_number=self.number, label=Caption(caption),
                                   events=tuple(events), note=note))

    def forced(self, move: Move, events: list[Event]) -> None:
        """The frame after a draw or pass the rules forced."""
        from .phrases import Forced

        self.shoot(Forced(game=self.game, number=self.number, kind=move.kind), events)

    def moved(self, token: str, number: int | None, events: list[Event], note: str | None) -> None:
        """The frame after a written move: move ``number`` of the hand, None for a bend."""
        from .phrases import Bend, MoveLabel

        self.shoot(Bend(game=self.game, number=self.number, token=token) if number is None else
                   MoveLabel(game=self.game, number=self.number, move=number, token=token), events, note)


def apply_forced(hand: Hand, move: Move | None,
                 on_move: Callable[[Move, list[Event]], None] | None = None) -> list[Event]:
    """Make the draws and passes the rules force before ``move`` when the record leaves them out.

    With ``move`` None: every forced move after a hand's last token (they may end the hand).
    ``on_move`` hears of each forced move and its events.
    """
    events: list[Event] = []
    while not hand.over:
        forced = hand.legal_moves()[0]
        if forced.kind == MoveKind.PLAY or (move is not None and move.kind in (forced.kind, MoveKind.DRAW)):
            break
        caused = hand.apply(forced)
        if on_move is not None:
            on_move(forced, caused)
        events.extend(caused)
    return events


def example(name: str) -> Path:
    """The path of a record shipped with the package, e.g. ``example("all-fives-af1")``."""
    from importlib import resources
    from pathlib import Path

    path = Path(str(resources.files("domino_lessons") / "records" / f"{name}.json"))
    if not path.is_file():
        known = sorted(p.stem for p in path.parent.glob("*.json"))
        raise ValueError(f"no example record {name!r}; the examples are {', '.join(known)}")
    return path
