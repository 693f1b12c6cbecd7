"""Typed events. Each carries the numbers it was computed from and derives its text from them.

``event.text`` is the annotation the replay, the CLI transcript and the quizzes show;
``event.to_json()`` is the event as the records spec writes it in ``replay --json``.
Texts are formatted when read, so playing many games costs no string work. Events are plain
slotted dataclasses, not frozen ones (a frozen one costs five times as much to build, and a hand
makes one per move); nothing changes an event once the engine has made it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .board import CountPart, describe_ends
from .tiles import Tile, tile_list


@dataclass(frozen=True, slots=True)
class Seats:
    """Player names and how seats form scoring sides."""

    names: tuple[str, ...]
    sides: tuple[tuple[int, ...], ...]

    def side_of(self, seat: int) -> int:
        return next(i for i, seats in enumerate(self.sides) if seat in seats)

    def side_name(self, side: int) -> str:
        return "+".join(self.names[s] for s in self.sides[side])

    @property
    def side_names(self) -> list[str]:
        return [self.side_name(i) for i in range(len(self.sides))]

    @property
    def partnership(self) -> bool:
        return any(len(seats) > 1 for seats in self.sides)


@dataclass(slots=True)
class Event:
    """Something that happened in a hand."""

    type: ClassVar[str] = "event"
    json_fields: ClassVar[tuple[str, ...]] = ()
    seats: Seats = field(repr=False, compare=False)

    @property
    def text(self) -> str:
        raise NotImplementedError

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for key in self.json_fields:
            value = getattr(self, key)
            out[key] = str(value) if isinstance(value, Tile) else value
        out["text"] = self.text
        return out


@dataclass(slots=True)
class Play(Event):
    """A tile laid. ``count`` holds the All Fives count parts (None where nothing is counted)."""

    type: ClassVar[str] = "play"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "tile", "end")
    player: int
    tile: Tile
    end: str | None
    ends_after: tuple[tuple[str, int], ...]
    lead_reason: str = ""
    remark: str = ""
    """A sentence the variant adds (the spinner's state, a Domeng term)."""
    count: tuple[CountPart, ...] | None = None
    scores: bool = False

    @property
    def text(self) -> str:
        who = self.name(self.player)
        if self.end is None:
            left = self.ends_after[0][1]
            words = [f"{who} leads {left}-{self.tile.other(left)}" + (f" ({self.lead_reason})." if self.lead_reason else ".")]
        else:
            words = [f"{who} plays {self.tile} on {self.end}."]
        if self.remark:
            words.append(self.remark)
        if self.count is None:
            words.append(f"Ends {describe_ends(dict(self.ends_after))}.")
        else:
            words.append(count_sentence(self.count, self.scores))
        return " ".join(words)


def count_sentence(parts: tuple[CountPart, ...], scores: bool) -> str:
    """``Ends L 3 + R 4 = 7 -> not a multiple of 5``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(str(p) for p in parts) if parts else "nothing open"
    if scores:
        verdict = "a multiple of 5, it scores"
    elif total == 0:
        verdict = "zero never scores"
    else:
        verdict = "not a multiple of 5"
    return f"Ends {sums} = {total} -> {verdict}"


@dataclass(slots=True)
class Draw(Event):
    """A tile drawn from the boneyard because the player could not play."""

    type: ClassVar[str] = "draw"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "tile")
    player: int
    tile: Tile
    ends: tuple[tuple[str, int], ...]
    fits: tuple[str, ...]
    keeps_turn: bool
    """False under draw-one when the drawn tile does not fit: the turn ends."""

    @property
    def text(self) -> str:
        who = self.name(self.player)
        head = f"{who} has nothing for {describe_ends(dict(self.ends))} -> draws {self.tile}"
        if self.fits:
            return f"{head}: fits {' or '.join(self.fits)}, must play it"
        if self.keeps_turn:
            return f"{head} (no fit)"
        return f"{head}: no fit -> keeps it, turn over"


@dataclass(slots=True)
class Pass(Event):
    """A player who cannot play and cannot draw passes."""

    type: ClassVar[str] = "pass"
    json_fields: ClassVar[tuple[str, ...]] = ("player",)
    player: int
    ends: tuple[tuple[str, int], ...]
    why: str = "Boneyard empty"

    @property
    def text(self) -> str:
        return f"{self.why}, nothing for {describe_ends(dict(self.ends))} -> {self.name(self.player)} passes"


@dataclass(slots=True)
class Score(Event):
    """A signed change to a side's running total. Subclasses say why."""

    type: ClassVar[str] = "score"
    json_fields: ClassVar[tuple[str, ...]] = ("side", "points")
    side: int
    points: int
    before: int

    @property
    def after(self) -> int:
        return self.before + self.points

    @property
    def change(self) -> str:
        """``Ada +10 (20 -> 30)``."""
        return f"{self.seats.side_name(self.side)} {self.points:+d} ({self.before} -> {self.after})"

    @property
    def text(self) -> str:
        raise NotImplementedError


@dataclass(slots=True)
class CountScore(Score):
    """All Fives: the open ends add up to a multiple of five."""

    player: int = 0
    parts: tuple[CountPart, ...] = ()

    @property
    def text(self) -> str:
        total = sum(p.value for p in self.parts)
        who = self.name(self.player)
        sums = " + ".join(str(p) for p in self.parts)
        side = self.seats.side_name(self.side)
        team = f" for {side}" if side != who else ""
        return f"Ends {sums} = {total} -> {who} scores {self.points}{team} ({self.before} -> {self.after})"


def holdings_text(seats: Seats, holdings: tuple[tuple[int, tuple[Tile, ...]], ...]) -> str:
    """``Ben holds 6-5, 2-3 and Dan holds 1-1`` (empty hands left out)."""
    held = [f"{seats.names[s]} holds {tile_list(tiles)}" for s, tiles in holdings if tiles]
    return " and ".join(held) if held else "nothing is left in hand"


@dataclass(slots=True)
class HandEnd(Event):
    """The hand is over: somebody went out, or it is blocked."""

    type: ClassVar[str] = "hand_end"
    outcome: str = "domino"
    """``domino`` or ``blocked``."""
    player: int | None = None
    """Who went out (domino)."""
    side_pips: tuple[int, ...] = ()
    next_leader: int | None = None
    next_reason: str = ""
    match_over: bool = False
    why_blocked: str = "boneyard empty, nobody can play"
    detail: str = ""
    """The variant's verdict on the hand, derived from the numbers above (ties and the like)."""

    def verdict(self) -> list[str]:
        """The sentences of the variant's verdict on the hand (ties, rounding and the like)."""
        return [self.detail] if self.detail else []

    @property
    def text(self) -> str:
        if self.player is not None:
            head = f"{self.name(self.player)} has played every tile: domino."
        else:
            pips = ", ".join(f"{self.seats.side_name(i)} {p}" for i, p in enumerate(self.side_pips))
            head = f"Blocked: {self.why_blocked}. Pips {pips}."
        for sentence in self.verdict():
            head = f"{head} {sentence}."
        if self.match_over:
            return head
        if self.next_leader is None:
            return f"{head} Next hand: {self.next_reason or 'leader by lot'}."
        return f"{head} Next hand: {self.name(self.next_leader)} leads ({self.next_reason})."


@dataclass(slots=True)
class MatchEnd(Event):
    """The match is decided; ``winner`` is a side or None for a tie."""

    type: ClassVar[str] = "match_end"
    winner: int | None = None
    totals: tuple[int, ...] = ()
    target: int = 0
    mid_hand: bool = False
    last_points: tuple[int, ...] = ()
    """Each side's points in the event that decided the match."""

    @property
    def text(self) -> str:
        crossed = [i for i, t in enumerate(self.totals) if t >= self.target]
        sums = "; ".join(
            f"{self.seats.side_name(i)} {self.totals[i] - self.last_points[i]} + {self.last_points[i]}"
            f" = {self.totals[i]} >= {self.target}" for i in crossed)
        if self.winner is None:
            verdict = "equal totals: the match is drawn"
        else:
            name = self.seats.side_name(self.winner)
            verdict = f"{name} win{'s' if len(self.seats.sides[self.winner]) == 1 else ''} the match"
        tail = "; the hand stops here" if self.mid_hand else ""
        return f"{sums} -> {verdict}{tail}"


@dataclass(slots=True)
class Sistemata(Event):
    """The line bent at a joint (the Goat family): layout only, the same player still to move."""

    type: ClassVar[str] = "sistemata"
    json_fields: ClassVar[tuple[str, ...]] = ("player", "arm", "joint", "direction")
    player: int
    arm: str
    joint: int
    direction: str
    before: Tile
    after: Tile

    @property
    def text(self) -> str:
        who = self.name(self.player)
        where = f"arm {self.arm} at joint {self.joint} (between {self.before} and {self.after})"
        how = "straightens" if self.direction == "straight" else "bends"
        to = "" if self.direction == "straight" else f" to the {self.direction}"
        return f"{who} {how} {where}{to}: layout only, {who} still to move"
