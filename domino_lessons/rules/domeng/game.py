"""Domeng (``../shared/rules/domeng.md``): the five-player Bugis game scored with 25 stones (PIETRE).

Five players, five tiles each, three hidden; forced play, no drawing. Stones are penalties: a
PASS earns the passer 1 (PASSEBUNGE 2), paid by the table and then by the ULTIMO MAPPANO. A round
ends when a PRIMO CAPPU lays his last tile (the CUCUQ before him receives 1, CEKI 3, POLLO 5) or
when the MANGUNO closes it (the CUCUQ receives 1, or the MANGUNO collects from the MATTIKKENG).
A PRIMO CAPPU with no stones once the table is empty becomes CAMAT: every stone goes back.
Stones move only through ``stones`` events; the table plus the stones held is always 25.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from ...core.errors import DominoError, Facts
from ...core.events import DrawRule, Event, HandEnd, Outcome, Pass, PassWhy, Play, Reason, Seats, Stock, Why
from ...core.tiles import Tile
from .. import LeadFacts, OptionReader, Variant
from .scoring import OPENING_DOUBLES as OPENING_DOUBLES, OWED as OWED  # importable from here as before
from .scoring import DomengKernel, cappu_rule, is_camat, manguno_round, opening_double, pass_rule, payments
from .state import STONES, DomengState

if TYPE_CHECKING:
    from ...core.engine import Hand, Match
    from ...core.record import Standing

RULE_NAMES = {"pass": "PASS", "passebunge": "PASSEBUNGE", "cappu": "PRIMO CAPPU", "ceki": "CEKI", "pollo": "POLLO",
              "manguno": "MANGUNO", "mattikkeng": "MATTIKKENG", "mattikkeng-1": "MATTIKKENG (only 1)"}


class DomengProblem(Enum):
    """What can be wrong in a Domeng match's options or start."""

    MATCH_END = "match_end"
    NO_OPENING_DOUBLE = "no opening double"
    START_SHAPE = "start shape"
    START_NUMBERS = "start numbers"
    START_SUM = "start sum"
    START_CAMAT = "start camat"


class MatchEndOption(Facts):
    """Option ``match_end`` given a ``value`` that is neither ``camat`` nor ``rounds:N``."""

    code: ClassVar[DomengProblem] = DomengProblem.MATCH_END
    value: object


class StartSum(Facts):
    """``start``: the stones on the ``table`` and those ``held`` do not add up to every stone."""

    code: ClassVar[DomengProblem] = DomengProblem.START_SUM
    table: int
    held: int


class Term(Enum):
    """What a play is called in Domeng."""

    LEMPA = "LEMPA"
    """A double."""
    MAPPAKULING = "MAPPAKULING"
    """Both ends now equal, and not the player's last tile (so no stones)."""
    ULTIMO_MAPPANO = "ULTIMO MAPPANO"
    """The player (``seat``) who laid the latest tile."""


class Lead(Enum):
    """Why a player starts a Domeng round."""

    OPENS = "opens"
    """Round 1: he holds the highest opening double dealt (``tile``; ``tiles``: the ones hidden)."""
    CAMAT = "CAMAT"
    WINNER = "winner"


class DomengAsk(Enum):
    """The quiz's own questions about Domeng and their choices (asked in ``quiz``)."""

    PASS = "pass"
    """A player must pass: how many stones, and who pays (``who``, ``ends``, ``laid``, ``last_who``, ``tile``)."""
    MATTIKKENG = "mattikkeng"
    """A blocked round: who wins, and what the MANGUNO collects (``who``, ``tile``, ``manguno``)."""
    THE_TABLE = "the table"
    """The choice: the stones on the table pay."""
    BLOCKED_ROUND = "blocked round"
    """The position's label (``game``)."""


class AskPass(Facts):
    """``who`` must pass at the ``ends`` with ``laid`` tiles laid this round (``last_who`` laid the last
    ``tile``; None: none laid yet)."""

    code: ClassVar[DomengAsk] = DomengAsk.PASS
    who: str
    ends: Mapping[str, int]
    laid: int
    last_who: str | None
    tile: Tile | None


class AskMattikkeng(Facts):
    """A blocked round: ``who`` laid the last ``tile`` (None: none laid), so ``manguno`` is the MANGUNO."""

    code: ClassVar[DomengAsk] = DomengAsk.MATTIKKENG
    who: str | None
    tile: Tile | None
    manguno: str


class AskBlockedRound(Facts):
    """A quiz position: a blocked round."""

    code: ClassVar[DomengAsk] = DomengAsk.BLOCKED_ROUND
    game: Variant


@dataclass(slots=True)
class DomengPass(Pass):
    """A pass: plain, PASSEBUNGE (no tile laid yet this round) or the MANGUNO's closing pass."""

    json_fields: ClassVar[tuple[str, ...]] = ("player", "kind")
    kind: str = "pass"
    pips: int = 0
    """The closing passer's pips."""


@dataclass(slots=True)
class Stones(Event):
    """Stones moving to a player, from the table (``source`` None) or from another player."""

    type: ClassVar[str] = "stones"
    source: int | None
    to: int
    count: int
    rule: str
    owed: int
    source_before: int
    to_before: int
    role: str = ""
    """What the paying player is here: ULTIMO MAPPANO, PRIMO CAPPU, MANGUNO or MATTIKKENG."""

    @property
    def counts(self) -> bool:
        return self.count > 0

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "from": "table" if self.source is None else self.source, "to": self.to,
                "count": self.count, "rule": self.rule, "text": self.text}


@dataclass(slots=True)
class Shortfall(Event):
    """Neither the table nor the payers have the stones owed: the recipient gets less, nobody owes."""

    type: ClassVar[str] = "shortfall"
    json_fields: ClassVar[tuple[str, ...]] = ("to", "count", "rule")
    to: int
    count: int
    rule: str
    payers: tuple[int, ...] = ()
    paid: int = 0
    """What the recipient did receive before the shortfall (not in the record: the stones events before it say)."""


@dataclass(slots=True)
class Camat(Event):
    """The PRIMO CAPPU with no stones once the table is empty is CAMAT; all stones go back."""

    type: ClassVar[str] = "camat"
    json_fields: ClassVar[tuple[str, ...]] = ("player",)
    player: int


@dataclass(slots=True)
class RoundEnd(HandEnd):
    """The round is over: PRIMO CAPPU (plain, CEKI or POLLO) or MANGUNO, its winner and CUCUQ."""

    term: str = "PRIMO CAPPU"
    winner: int = 0
    cucuq: int | None = None
    manguno: int | None = None
    pips: tuple[int, ...] = ()
    mattikkeng: tuple[int, ...] = ()
    ends: tuple[tuple[str, int], ...] = ()


@dataclass(slots=True)
class DomengMatchEnd(Event):
    """The match is decided: the first CAMAT, or fewest stones after the rounds agreed."""

    type: ClassVar[str] = "match_end"
    winner: int | None = None
    rounds: int | None = None
    held: tuple[int, ...] = ()


def transfer(seats: Seats, table: int, held: list[int], to: int, rule: str, payers: list[int],
             role: str) -> list[Event]:
    """The events that pay ``to`` what ``rule`` owes: the table first, then ``payers`` in order."""
    owed = OWED[rule]
    events: list[Event] = []
    received = 0
    for payer, part in payments(owed, table, held, payers):
        before = table if payer is None else held[payer]
        events.append(Stones(seats, payer, to, part, rule, owed, before, held[to] + received, role))
        received += part
    if received < owed:
        events.append(Shortfall(seats, to, owed - received, rule, tuple(payers), received))
    return events


class Domeng(Variant):
    """Domeng: five players, forced play, 25 penalty stones, the CAMAT."""

    id = "domeng"
    aliases = ("domino-bugis",)
    min_players = 5
    max_players = 5
    table_names = ("Andi", "Baso", "Cici", "Daeng")  # Bugis names, the same in every language
    stock = Stock.HIDDEN
    play_unit = "round"
    higher_wins = False  # stones are penalties
    chosen_leader = Why.FROM_RECORD  # only a record that continues a match names its first leader

    def read_options(self, options: OptionReader) -> None:
        raw = options.given.pop("match_end", "camat")
        found = re.fullmatch(r"rounds:([1-9][0-9]{0,3})", raw) if isinstance(raw, str) else None
        if raw != "camat" and found is None:
            raise DominoError(MatchEndOption(value=raw))
        self.rounds = int(found.group(1)) if found else None
        options.taken["match_end"] = raw
        self.draw = DrawRule.NONE
        self.hand_size = 5
        self.target = 0
        self.sides = tuple((i,) for i in range(5))
        self.kernel = DomengKernel()

    def kernel_rules(self) -> DomengKernel:
        return self.kernel

    def new_state(self) -> DomengState:
        return DomengState()

    # -- who starts, and with what ---------------------------------------------------------------
    def opener(self, deal: list[list[Tile]] | tuple[tuple[Tile, ...], ...]) -> tuple[int, Tile, Reason]:
        """Round 1: the holder of 6-6 (else 5-5, 4-4, 3-3) opens with it."""
        found = opening_double(deal)
        if found is None:
            raise DominoError(DomengProblem.NO_OPENING_DOUBLE)
        seat, double = found
        return seat, double, Reason(Lead.OPENS, double, tiles=OPENING_DOUBLES[:OPENING_DOUBLES.index(double)])

    def first_round(self, match: Match, hand: Hand | None = None) -> bool:
        return not match.continued and (not match.hands or match.hands[0] is hand)

    def lead_facts(self, reason: Reason) -> LeadFacts | None:
        if reason.code != Lead.OPENS or reason.tile is None:
            return None
        return LeadFacts(reason.tile, frozenset(reason.tiles))  # the higher opening doubles were not dealt

    def fixed_leader(self, match: Match, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        if self.first_round(match):
            seat, _, why = self.opener(deal)
            return seat, why
        camat = state_of(match).camat
        if camat is not None:
            return camat, Reason(Lead.CAMAT)
        return match.next_leader if match.hands else None

    def required_lead(self, hand: Hand) -> tuple[Tile, Reason] | None:
        if not self.first_round(hand.match, hand):
            return None
        _, tile, why = self.opener(hand.dealt)
        return tile, why

    # -- plays and passes ---------------------------------------------------------------------------
    def after_play(self, hand: Hand, seat: int, tile: Tile, end: str | None) -> tuple[dict[str, Any], list[Any]]:
        marks = [Reason(Term.LEMPA, tile)] if tile.is_double else []
        ends = hand.board.ends()
        if hand.board.tiles_played >= 2 and ends["L"] == ends["R"] and hand.held[seat]:
            marks.append(Reason(Term.MAPPAKULING))
        marks.append(Reason(Term.ULTIMO_MAPPANO, seat=seat))
        return {"marks": tuple(marks)}, []

    @staticmethod
    def ultimo_mappano(hand: Hand) -> int:
        """The player who laid the latest tile."""
        last = hand.last_player
        assert last is not None  # nobody passes before the lead
        return last

    def pass_event(self, hand: Hand, seat: int, why: PassWhy) -> Pass:
        ends = hand.board.open_ends()
        if seat == self.ultimo_mappano(hand):
            return DomengPass(hand.seats, seat, ends, why, self.stock, "closing", hand.pips(seat))
        laid = any(isinstance(e, Play) and e.player == seat for e in hand.events)
        return DomengPass(hand.seats, seat, ends, why, self.stock, pass_rule(laid))

    def after_pass(self, hand: Hand, seat: int, passed: Pass) -> list[Event]:
        kind = passed.kind if isinstance(passed, DomengPass) else "pass"
        if kind == "closing":
            return []
        return transfer(hand.seats, state_of(hand.match).table, list(hand.match.totals), seat, kind,
                        [self.ultimo_mappano(hand)], "ULTIMO MAPPANO")

    def is_blocked(self, hand: Hand) -> bool:
        last = hand.events[-1] if hand.events else None
        return isinstance(last, DomengPass) and last.kind == "closing"

    # -- the end of a round ---------------------------------------------------------------------------
    def settle(self, hand: Hand, went_out: int | None) -> tuple[HandEnd, list[Event]]:
        seats = hand.seats
        pips = tuple(hand.pips(s) for s in range(5))
        held = list(hand.match.totals)
        ends = hand.board.open_ends()
        mattikkeng: tuple[int, ...] = ()
        manguno: int | None = None
        cucuq: int | None
        if went_out is not None:
            winner, cucuq = went_out, (went_out - 1) % 5
            last = next(e for e in reversed(hand.events) if isinstance(e, Play))
            level = hand.board.tiles_played >= 2 and dict(ends)["L"] == dict(ends)["R"]
            rule = cappu_rule(level, last.tile.is_double)
            term = RULE_NAMES[rule]
            events = transfer(seats, state_of(hand.match).table, held, cucuq, rule, [went_out], "PRIMO CAPPU")
        else:
            manguno, term = self.ultimo_mappano(hand), "MANGUNO"
            winner, cucuq, mattikkeng, events = self.blocked_round(hand, manguno, pips)
        camat = self.elected(hand, went_out, events)
        leader, reason = (camat, Reason(Lead.CAMAT)) if camat is not None else (winner, Reason(Lead.WINNER))
        end = RoundEnd(seats, Outcome.of(went_out), went_out, pips, leader, reason,
                       term=term, winner=winner, cucuq=cucuq, manguno=manguno, pips=pips,
                       mattikkeng=mattikkeng, ends=ends)
        return end, events

    def blocked_round(self, hand: Hand, manguno: int, pips: tuple[int, ...]
                      ) -> tuple[int, int | None, tuple[int, ...], list[Event]]:
        """The MANGUNO's round: (winner, CUCUQ or None, the MATTIKKENG clockwise, the stones' events)."""
        winner, cucuq, mattikkeng, to, rule, payers = manguno_round(manguno, pips)
        events = transfer(hand.seats, state_of(hand.match).table, list(hand.match.totals), to, rule, payers,
                          "MATTIKKENG" if mattikkeng else "MANGUNO")
        return winner, cucuq, mattikkeng, events

    def elected(self, hand: Hand, went_out: int | None, events: list[Event]) -> int | None:
        """The CAMAT once the round's stones have moved: a new one is added to ``events``."""
        held, state = list(hand.match.totals), state_of(hand.match)
        table_after = state.table - sum(e.count for e in events if isinstance(e, Stones) and e.source is None)
        for e in events:
            if isinstance(e, Stones):
                held[e.to] += e.count
                if e.source is not None:
                    held[e.source] -= e.count
        if went_out is not None and is_camat(table_after, held[went_out]):
            events.append(Camat(hand.seats, went_out))
            return went_out
        return state.camat

    def apply_effect(self, match: Match, event: Event) -> None:
        take(state_of(match), event, match.totals)

    def decide(self, totals: list[int]) -> tuple[bool, int | None]:
        return False, None

    def decide_hand(self, hand: Hand, settled: list[Event]) -> tuple[bool, int | None]:
        if self.rounds is None:
            elected = next((e.player for e in settled if isinstance(e, Camat)), None)
            return elected is not None, elected
        if len(hand.match.hands) < self.rounds:
            return False, None
        totals = hand.match.totals
        fewest = [s for s in range(5) if totals[s] == min(totals)]
        if len(fewest) == 1:
            return True, fewest[0]
        camat = state_of(hand.match).camat
        return True, camat if camat in fewest else None

    def match_end(self, hand: Hand, winner: int | None, mid_hand: bool, last: tuple[int, ...]) -> Event:
        return DomengMatchEnd(hand.seats, winner, self.rounds, tuple(hand.match.totals))

    # -- a match continued from a record --------------------------------------------------------------
    def start_from(self, match: Match, start: Mapping[str, Any]) -> None:
        if not isinstance(start, Mapping) or not {"table", "stones"} <= set(start) <= {"table", "stones", "camat"}:
            raise DominoError(DomengProblem.START_SHAPE)
        table, stones, camat = start["table"], start["stones"], start.get("camat")
        if type(table) is not int or table < 0 or not isinstance(stones, list) or len(stones) != 5 or any(
                type(s) is not int or s < 0 for s in stones):
            raise DominoError(DomengProblem.START_NUMBERS)
        if table + sum(stones) != STONES:
            raise DominoError(StartSum(table=table, held=sum(stones)))
        if camat is not None and (type(camat) is not int or not 0 <= camat < 5):
            raise DominoError(DomengProblem.START_CAMAT)
        match.state = DomengState(table, camat)
        match.totals = list(stones)


def state_of(match: Match | Standing) -> DomengState:
    """The stones on a Domeng match's table and its CAMAT."""
    state = match.state
    assert isinstance(state, DomengState)  # what Domeng.new_state makes
    return state


def take(state: DomengState, event: Event, held: list[int]) -> None:
    """Put a ``stones`` or ``camat`` event's effect on the table and CAMAT (``state``) and the stones ``held``."""
    if isinstance(event, Stones):
        if event.source is None:
            state.table -= event.count
        else:
            held[event.source] -= event.count
        held[event.to] += event.count
    elif isinstance(event, Camat):
        state.table, state.camat = STONES, event.player
        held[:] = [0] * len(held)
