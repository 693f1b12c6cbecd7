"""The playout kernel: a hand as small integers, played to its end with no events and no objects per move.

What the coach, ``simulate`` and the computer players play out, where the full engine (``engine.Hand``)
is not needed: the same rules, cross-checked move by move against the engine (``tests/test_kernel.py``).

The state (``State``): a tile is its index in ``tiles.FULL_SET`` (0-0 first); each seat's hand a list of
indices in the engine's order (dealt, then drawn: greedy's ties and a random player's choices read it);
``held`` the bitmask of every tile in a hand; the open ends a list of pips (L, R; empty before the lead);
the stock a list of indices, next first; the seat to move; whether it drew this turn; the running change
of each side's total. A move is an int: ``tile * 4 + end`` for a play (end 0 L, 1 R; a lead is ``tile * 4``,
the high half on L as the engine's leads, ``+ 1`` the low half on L), or ``DRAW``, ``PASS``.

What every game shares is here and names no game: ends, hands, legal plays (``moves_of``), draws per
``DrawRule``, passes, going out, the block (nobody can move), all in one loop (``advance``; ``State.push`` is
one step of it), and the greedy and random players as the coach's (``coach.players``) choose.

The seam: what a game adds is its ``KernelRules``, which ``Variant.kernel_rules()`` returns (None: no kernel
for that game yet, and the coach and ``simulate`` use the engine), made in the game's own folder from the
same plain integer functions its engine hooks call (``rules/site/scoring.py``). Today that is how a finished
hand settles (``KernelRules.settle``: the scores as (side, points), added to ``State.change``). A game that
needs more adds a hook to ``KernelRules`` (default: what the line games do) and a call to it in ``advance``
where the engine calls its own: scores during play (``after_play``, and greedy keying on them first as
``points_for`` does), a required lead, a spinner's four ends (``ends`` of four pips, looked up in
``moves_of`` as a line's two are), a block of its own (``is_blocked``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, Sequence

from .engine import Hand, Match, Move, MoveKind
from .events import DrawRule
from .tiles import FULL_SET, Tile

if TYPE_CHECKING:
    from .observation import Observation

INDEX: dict[Tile, int] = {tile: i for i, tile in enumerate(FULL_SET)}
HIGH = [t[0] for t in FULL_SET]
LOW = [t[1] for t in FULL_SET]
BIT = [1 << i for i in range(len(FULL_SET))]
SHOWING = [sum(BIT[i] for i, t in enumerate(FULL_SET) if pip in t) for pip in range(7)]
"""The tiles showing each pip, as a bitmask."""
OTHER = [[t[1] if t[0] == pip else t[0] if t[1] == pip else -1 for pip in range(7)] for t in FULL_SET]
"""``OTHER[tile][pip]``: the half facing out once ``tile`` is laid against ``pip``."""
DRAW, PASS = 112, 113
LINE_PLAYS = [[tuple(i * 4 + end for end, pip in ((0, left), (1, right)) if pip in t) for i, t in enumerate(FULL_SET)]
              for left in range(7) for right in range(7)]
"""``LINE_PLAYS[left * 7 + right][tile]``: the tile's plays on a line showing these ends, L before R."""
RANK = [(t[0] + t[1]) * 8 + (t[0] == t[1]) * 4 + 3 - end for t in FULL_SET for end in range(4)] + [0, 0]
"""Greedy's preference among plays that score alike: the heaviest tile, doubles first, then L, R, N, S."""


SIDE_OF: dict[tuple[tuple[int, ...], ...], tuple[int, ...]] = {}
"""Each seat's side, per layout of sides met."""


def sides_of(sides: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Each seat's side for this layout of sides (worked out once per layout)."""
    found = SIDE_OF.get(sides)
    if found is None:
        found = SIDE_OF[sides] = tuple(side for seat in sorted(s for m in sides for s in m)
                                       for side, members in enumerate(sides) if seat in members)
    return found


class State:
    """A hand in play as small integers (see the module's docstring)."""

    __slots__ = ("hands", "held", "ends", "stock", "to_move", "drew", "over", "went_out", "change", "sides",
                 "side_of", "draws", "draw_one", "rules")

    def __init__(self, hands: list[list[int]], stock: list[int], ends: list[int], to_move: int, drew: bool,
                 sides: tuple[tuple[int, ...], ...], draw: DrawRule, rules: KernelRules) -> None:
        self.hands, self.stock, self.ends, self.to_move, self.drew = hands, stock, ends, to_move, drew
        held = 0
        for hand in hands:
            for tile in hand:
                held |= BIT[tile]
        self.held = held
        self.over = False
        self.went_out: int | None = None
        self.change = [0] * len(sides)
        self.sides, self.side_of = sides, sides_of(sides)
        self.draws = draw != DrawRule.NONE
        self.draw_one = draw == DrawRule.ONE
        self.rules = rules

    @property
    def blocked(self) -> bool:
        return self.over and self.went_out is None

    def legal(self) -> list[int]:
        """The moves of the seat to move, in the engine's order: plays if any, else a draw or a pass."""
        return moves_of(self.hands[self.to_move], self.ends,
                        self.draws and bool(self.stock) and not (self.draw_one and self.drew))

    def push(self, move: int) -> None:
        """Make ``move`` (one of ``legal()``) for the seat to move."""
        advance(self, [lambda state, legal: move] * len(self.hands), 1)

    def on_table(self) -> int:
        """How many tiles are on the table (the rest are in hands or the stock)."""
        return len(FULL_SET) - sum(map(len, self.hands)) - len(self.stock)


class KernelRules:
    """What a game adds to the shared mechanics (the seam; see the module's docstring)."""

    __slots__ = ()

    def settle(self, state: State) -> list[tuple[int, int]]:
        """The scores (side, points) the end of ``state``'s hand makes (``state.went_out`` None: blocked)."""
        raise NotImplementedError


Policy = Callable[[State, list[int]], int]
"""A player: ``policy(state, legal) -> move``, asked only where there is a choice. During ``play_out`` the state's
``hands``, ``ends``, ``stock`` and ``to_move`` are current."""


def moves_of(hand: list[int], ends: list[int], drawing: bool) -> list[int]:
    """The moves of a seat holding ``hand``, in the engine's order: leads, else plays, else a draw (where
    ``drawing``: it may draw now) or a pass."""
    if not ends:
        return [t * 4 for t in hand]
    fits = LINE_PLAYS[ends[0] * 7 + ends[1]]
    return [move for t in hand for move in fits[t]] or [DRAW if drawing else PASS]


def advance(state: State, policies: Sequence[Policy], limit: int = -1) -> State:
    """Play ``limit`` moves of ``state`` (all to the hand's end by default), each seat choosing with its policy:
    the kernel's one loop, every shared rule of play in it, on local integers."""
    hands, ends, stock, seat, held, drew = state.hands, state.ends, state.stock, state.to_move, state.held, state.drew
    draws, draw_one, n = state.draws, state.draw_one, len(hands)
    went_out, over = None, state.over
    while limit and not over:
        limit -= 1
        hand = hands[seat]
        legal = moves_of(hand, ends, draws and bool(stock) and not (draw_one and drew))
        move = legal[0] if len(legal) == 1 else policies[seat](state, legal)
        if move < DRAW:
            tile = move >> 2
            hand.remove(tile)
            held ^= BIT[tile]
            if ends:
                ends[move & 3] = OTHER[tile][ends[move & 3]]
            else:
                ends += (HIGH[tile], LOW[tile]) if not move & 1 else (LOW[tile], HIGH[tile])
            if not hand:
                went_out, over = seat, True
                break
        elif move == DRAW:
            tile = stock.pop(0)
            hand.append(tile)
            held |= BIT[tile]
            drew = True
            continue
        drew = False
        over = not (draws and stock) and not held & (SHOWING[ends[0]] | SHOWING[ends[1]])  # blocked: nobody can move
        if not over:
            seat = state.to_move = (seat + 1) % n
    state.to_move, state.held, state.drew = seat, held, drew
    if over and not state.over:
        state.over, state.went_out = True, went_out
        for side, points in state.rules.settle(state):
            state.change[side] += points
    return state


def greedy(state: State, legal: list[int]) -> int:
    """``coach.players.greedy``'s move: the heaviest tile, doubles first, then L before R; the first such in hand."""
    return max(legal, key=RANK.__getitem__)


def random_policy(rng: random.Random) -> Policy:
    """``coach.players.random_player``'s moves for a generator seeded alike: the same draws of ``rng``."""

    def choose(state: State, legal: list[int]) -> int:
        return rng.choice(legal)

    return choose


def deal(match: Match, rules: KernelRules, rng: random.Random) -> State:
    """The hand ``match.deal_random(rng)`` would deal, drawing the same numbers from ``rng``, as a kernel state
    (the match is not touched)."""
    variant = match.variant
    tiles, n, size = list(range(len(FULL_SET))), match.n_players, variant.hand_size
    rng.shuffle(tiles)
    hands = [tiles[i * size:(i + 1) * size] for i in range(n)]
    fixed = match.leader_rule([[FULL_SET[t] for t in hand] for hand in hands])
    leader = fixed[0] if fixed is not None else rng.randrange(n)
    return State(hands, tiles[n * size:], [], leader, False, variant.sides, variant.draw, rules)


def from_hand(hand: Hand, rules: KernelRules, held: list[list[Tile]] | None = None,
              stock: list[Tile] | None = None) -> State:
    """``hand`` in play as it stands as a kernel state under its game's ``rules`` (``variant.kernel_rules()``),
    with ``held`` and ``stock`` instead where given (a consistent deal, as ``Hand.sandbox`` takes it)."""
    index = INDEX
    hands = [[index[t] for t in tiles] for tiles in (hand.held if held is None else held)]
    rest = [index[t] for t in (hand.boneyard if stock is None else stock)]
    ends = list(hand.board.ends().values())
    return State(hands, rest, ends, hand.to_move, hand.drew_this_turn, hand.seats.sides, hand.variant.draw, rules)


def from_observation(seen: Observation, rules: KernelRules, held: list[list[Tile]], stock: list[Tile]) -> State:
    """The observed hand with a guess at what the seat cannot see (``Observation.sandbox``'s arguments, trusted:
    the coach's consistent deals), as a kernel state."""
    return from_hand(seen._now(), rules, held, stock)


def encode(move: Move) -> int:
    """The kernel's int for an engine move (a play, a draw or a pass; a bend is not a move here)."""
    if move.kind == MoveKind.DRAW:
        return DRAW
    if move.kind == MoveKind.PASS:
        return PASS
    tile = move.tile
    assert tile is not None
    if move.end is None:
        return INDEX[tile] * 4 + (move.lead_left is not None and move.lead_left != tile[0])
    return INDEX[tile] * 4 + "LRNS".index(move.end)
