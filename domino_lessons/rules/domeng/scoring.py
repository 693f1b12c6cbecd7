"""Domeng's stones, once, as plain integers: what ``Domeng``'s hooks and the playout kernel both call.

Who is owed how many stones (``OWED``, by rule) and who pays them (``payments``: the table first, then the
payers in order); the rule a pass, a PRIMO CAPPU or a MANGUNO's round is scored by; the CAMAT. The kernel's
view (``DomengKernel``) keeps the stones of the table and of each seat, and the ULTIMO MAPPANO, in
``State.game`` (laid out as ``TABLE_STONES``, ``SEAT_STONES``, ``MAPPANO``), copied from the match when a
playout starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ...core.kernel import INDEX, PASS, Family, KernelRules, Native, State
from ...core.tiles import FULL_SET, Tile
from .state import STONES, DomengState

if TYPE_CHECKING:
    from ...core.engine import Hand, Match

OPENING_DOUBLES = (Tile(6, 6), Tile(5, 5), Tile(4, 4), Tile(3, 3))
"""Round 1's opening doubles, the first one dealt opens."""
OWED = {"pass": 1, "passebunge": 2, "cappu": 1, "ceki": 3, "pollo": 5, "manguno": 1, "mattikkeng": 5,
        "mattikkeng-1": 1}
"""The stones each rule owes its recipient."""
_DEALT = 5
"""Tiles dealt to each player (no drawing, so a seat holding them all has laid none)."""
TABLE_STONES, SEAT_STONES, MAPPANO = 0, 1, 6
"""Where ``State.game`` keeps the table's stones, each seat's (5 from ``SEAT_STONES``) and the ULTIMO MAPPANO
(-1: none)."""
_DOUBLE = [t.is_double for t in FULL_SET]
_PIPS = [t.pips for t in FULL_SET]


def opening_double(deal: Sequence[Sequence[Tile]]) -> tuple[int, Tile] | None:
    """Round 1's opener: (seat, double) for the highest opening double dealt (None: all hidden)."""
    for double in OPENING_DOUBLES:
        for seat, held in enumerate(deal):
            if double in held:
                return seat, double
    return None


def payments(owed: int, table: int, held: Sequence[int], payers: Sequence[int]) -> list[tuple[int | None, int]]:
    """Who pays ``owed`` stones: (None, n) for the table first, then (payer, n) in order, each part above 0;
    whatever they fall short of ``owed`` is a shortfall nobody owes."""
    parts: list[tuple[int | None, int]] = []
    paid = min(owed, table)
    if paid:
        parts.append((None, paid))
    for payer in payers:
        part = min(owed - paid, held[payer])
        if part:
            parts.append((payer, part))
            paid += part
    return parts


def pass_rule(laid: bool) -> str:
    """A (not closing) pass's rule: PASSEBUNGE before the passer has laid a tile this round."""
    return "pass" if laid else "passebunge"


def cappu_rule(level: bool, double: bool) -> str:
    """The PRIMO CAPPU's rule: CEKI (POLLO with a double) when his last tile left both ends ``level``."""
    return ("pollo" if double else "ceki") if level else "cappu"


def manguno_round(manguno: int, pips: Sequence[int]) -> tuple[int, int | None, tuple[int, ...], int, str, list[int]]:
    """A blocked round: (winner, CUCUQ or None, the MATTIKKENG clockwise, who receives, the rule, the payers)."""
    clockwise = [(manguno + k) % 5 for k in range(1, 5)]
    mattikkeng = tuple(s for s in clockwise if pips[s] <= pips[manguno])
    if not mattikkeng:
        cucuq = (manguno - 1) % 5
        return manguno, cucuq, (), cucuq, "manguno", [manguno]
    order = sorted(mattikkeng, key=lambda s: (pips[s], clockwise.index(s)))
    single = len(mattikkeng) == 1 and pips[order[0]] < pips[manguno]
    return order[0], None, mattikkeng, manguno, "mattikkeng" if single else "mattikkeng-1", order


def is_camat(table: int, his: int) -> bool:
    """Whether the PRIMO CAPPU is elected CAMAT, once the round's stones have moved: none left on the ``table``
    and none of ``his`` own."""
    return table == 0 and his == 0


@dataclass(frozen=True, slots=True)
class DomengKernel(KernelRules):
    """The kernel's view of Domeng: stones moved on passes (``after_turn``), at the round's end (``settle``),
    its own block (the ULTIMO MAPPANO's closing pass) and round 1's required lead (``begin``). A value (no
    options), kept by the variant."""

    own_turns = True

    def native(self) -> Native:
        return Native(Family.DOMENG)

    def begin(self, state: State, match: Match, hand: Hand | None) -> None:
        stones = match.state
        assert isinstance(stones, DomengState)  # what Domeng.new_state makes
        last = -1 if hand is None or hand.last_player is None else hand.last_player
        state.game = [stones.table, *match.totals, last]
        if hand is not None:
            required = match.variant.required_lead(hand) if hand.board.lead is None else None
            state.lead = -1 if required is None else INDEX[required[0]]
        elif not match.continued and not match.hands:
            opener = opening_double([[FULL_SET[t] for t in held] for held in state.hands])
            state.lead = -1 if opener is None else INDEX[opener[1]]

    def after_turn(self, state: State, seat: int, move: int) -> bool:
        game = state.game
        if move != PASS:
            game[MAPPANO] = seat
            return False
        last = game[MAPPANO]
        if seat == last:
            return True  # the MANGUNO's closing pass
        change = state.change
        for whose, count in self.pay(game, seat, pass_rule(len(state.hands[seat]) < _DEALT), [last]):
            change[whose] += count
            state.scored += max(count, 0)  # as the round's end counts them: every stone moved, once
        return False

    @staticmethod
    def pay(game: list[int], to: int, rule: str, payers: list[int]) -> list[tuple[int, int]]:
        """Move the stones ``rule`` owes ``to`` (the table's first, then ``payers``') in ``game``; the change
        (seat, count) each part makes."""
        moved: list[tuple[int, int]] = []
        for source, part in payments(OWED[rule], game[TABLE_STONES], game[SEAT_STONES:MAPPANO], payers):
            if source is None:
                game[TABLE_STONES] -= part
            else:
                game[SEAT_STONES + source] -= part
                moved.append((source, -part))
            game[SEAT_STONES + to] += part
            moved.append((to, part))
        return moved

    def settle(self, state: State) -> list[tuple[int, int]]:
        out, game = state.went_out, state.game
        if out is not None:
            level = state.on_table() >= 2 and state.ends[0] == state.ends[1]
            to, rule, payers = (out - 1) % 5, cappu_rule(level, _DOUBLE[state.last >> 2]), [out]
        else:
            pips = [sum(_PIPS[t] for t in held) for held in state.hands]
            _, _, _, to, rule, payers = manguno_round(game[MAPPANO], pips)
        moved = self.pay(game, to, rule, payers)
        if out is not None and is_camat(game[TABLE_STONES], game[SEAT_STONES + out]):
            moved += [(seat, -game[SEAT_STONES + seat]) for seat in range(5)]
            game[TABLE_STONES:MAPPANO] = [STONES] + [0] * 5
        return moved
