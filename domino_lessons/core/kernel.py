"""The playout kernel: a hand as small integers, played to its end with no events and no objects per move.

What the coach, ``simulate`` and the computer players play out, where the full engine (``engine.Hand``)
is not needed: the same rules, cross-checked move by move against the engine (``tests/test_kernel.py``).

The state (``State``): a tile is its index in ``tiles.FULL_SET`` (0-0 first); each seat's hand a list of
indices in the engine's order (dealt, then drawn: greedy's ties and a random player's choices read it);
``held`` the bitmask of every tile in a hand; the open ends a list of pips (L, R, and N, S once a spinner opens
them; empty before the lead);
the stock a list of indices, next first; the seat to move; whether it drew this turn; the running change
of each side's total. A move is an int: ``tile * 4 + end`` for a play (end 0 L, 1 R, 2 N, 3 S; a lead is ``tile * 4``,
the high half on L as the engine's leads, ``+ 1`` the low half on L), or ``DRAW``, ``PASS``.

What every game shares is here and names no game: ends, hands, legal plays (``moves_of``), draws per
``DrawRule``, passes, going out, the block (nobody can move), all in one loop (``advance``; ``State.push`` is
one step of it), and the greedy and random players as the coach's (``coach.players``) choose.

The seam: what a game adds is its ``KernelRules``, which ``Variant.kernel_rules()`` returns (None: no kernel
for that game yet, and the coach and ``simulate`` use the engine), made in the game's own folder from the
same plain integer functions its engine hooks call (``rules/site/scoring.py``). Today that is how a finished
hand settles (``KernelRules.settle``: the scores as (side, points), added to ``State.change``), and the tile
the leader must lead (``KernelRules.required_lead``, read from the deal into ``State.lead``). A
game that needs more adds a hook to ``KernelRules`` (default: what the line games do) and a call to it in
``advance`` where the engine calls its own. There: a spinner (``spinners``: the first double; ``ends`` grow to
four pips, L, R, N, S, once both its sides are covered, ``State.tips`` saying which tile shows at each, and
``moves_of`` looks four ends up as a line's two), scores during play (``scores_in_play``: ``points_for``, read
before the play is made and keyed on first by greedy as the engine's ``points_for``; ``ends_match`` where such a
score decides the match at once, ``State.decided``). Also there: what a game keeps from its match and hand (``begin``, into
``State.game``), and turns a game ends itself (``own_turns``, ``after_turn``: stones moved on a pass, a block of
its own, read from ``State.last``, the latest move, where it needs it).
"""

from __future__ import annotations

import random
from enum import IntEnum
from typing import TYPE_CHECKING, Callable, ClassVar, NamedTuple, Sequence

from .engine import Hand, Match, Move, MoveKind
from .events import DrawRule
from .tableau import Tableau
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
STOP = 114
"""Not a move: a policy's answer that stops ``advance`` at that choice, before the seat moves (``State.last`` then
reads STOP until the next move). The exact search (``coach.endgame``) stops so at every choice."""
LINE_PLAYS = [[tuple(i * 4 + end for end, pip in ((0, left), (1, right)) if pip in t) for i, t in enumerate(FULL_SET)]
              for left in range(7) for right in range(7)]
"""``LINE_PLAYS[left * 7 + right][tile]``: the tile's plays on a line showing these ends, L before R."""
RANK = [(t[0] + t[1]) * 8 + (t[0] == t[1]) * 4 + 3 - end for t in FULL_SET for end in range(4)] + [0, 0]
"""Greedy's preference among plays that score alike: the heaviest tile, doubles first, then L, R, N, S."""
RANK_OF = RANK.__getitem__


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
                 "side_of", "draws", "draw_one", "kept", "rules", "lead", "game", "last", "tips", "spinner", "spin_end", "decided",
                 "scored")

    def __init__(self, hands: list[list[int]], stock: list[int], ends: list[int], to_move: int, drew: bool,
                 sides: tuple[tuple[int, ...], ...], draw: DrawRule, rules: KernelRules, lead: int = -1,
                 kept: int = 0) -> None:
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
        self.kept = kept
        """How many tiles must stay in the stock (``Variant.kept``)."""
        self.rules = rules
        self.lead = lead
        """The tile the lead must be (``KernelRules.required_lead``), -1 for any."""
        self.game: list[int] = []
        """The game's own integers (its ``KernelRules.begin`` lays them out; none for the line games)."""
        self.last = -1
        """The latest move made (-1: none yet in the kernel; ``STOP`` where ``advance`` stopped at a choice)."""
        self.tips: list[int] = []
        """Where ``rules.spinners``: the tile at each open end's tip (an arm still empty: the lead on L and R, -1 on
        N and S), in the order of ``ends``."""
        self.spinner = self.spin_end = -1
        """The spinner (the first double; -1: none yet) and the end it was laid on (-1: it is the lead)."""
        self.decided = False
        """A score during play ended the match (``KernelRules.ends_match``): over, neither out nor blocked."""
        self.scored = 0
        """The points of every positive score so far, all sides together."""

    @property
    def blocked(self) -> bool:
        return self.over and self.went_out is None and not self.decided

    def legal(self) -> list[int]:
        """The moves of the seat to move, in the engine's order: plays if any, else a draw or a pass."""
        return moves_of(self.hands[self.to_move], self.ends,
                        self.draws and len(self.stock) > self.kept and not (self.draw_one and self.drew), self.lead)

    def push(self, move: int) -> None:
        """Make ``move`` (one of ``legal()``) for the seat to move."""
        advance(self, [lambda state, legal: move] * len(self.hands), 1)

    def copy(self) -> State:
        """A copy to move on without touching this one: its lists copied (the hands each one), the rest shared."""
        twin = State.__new__(State)
        twin.hands, twin.held, twin.ends = [hand[:] for hand in self.hands], self.held, self.ends[:]
        twin.stock, twin.to_move, twin.drew, twin.over = self.stock[:], self.to_move, self.drew, self.over
        twin.went_out, twin.change, twin.sides, twin.side_of = self.went_out, self.change[:], self.sides, self.side_of
        twin.draws, twin.draw_one, twin.rules, twin.lead = self.draws, self.draw_one, self.rules, self.lead
        twin.kept = self.kept
        twin.game, twin.last, twin.tips, twin.spinner = self.game[:], self.last, self.tips[:], self.spinner
        twin.spin_end, twin.decided, twin.scored = self.spin_end, self.decided, self.scored
        return twin

    def on_table(self) -> int:
        """How many tiles are on the table (the rest are in hands or the stock)."""
        return len(FULL_SET) - sum(map(len, self.hands)) - len(self.stock)


class Family(IntEnum):
    """The families of rules the compiled search knows (``coach/_search.c``), each its game's ``scoring.py`` again."""

    FIVES = 1
    ITALIAN = 2
    DOMENG = 3
    SITE = 4


class Native(NamedTuple):
    """How the compiled search plays a game's rules (``KernelRules.native``): its family and options."""

    family: Family
    subtract: bool = False
    """All Fives: each side is charged its own pips at the hand's end (else the winner takes them)."""
    target: int = 0
    """All Fives: the total that ends the match at once."""
    pairs: bool = False
    """Italian a coppie: a blocked hand pays the difference."""
    special_doubles: bool = False
    """Goat: a lone 0-0 or 6-6 counts 25 or 50."""
    winner_takes: bool = False
    """The site's games: the winner takes the losers' points (else each loser is charged)."""


class KernelRules:
    """What a game adds to the shared mechanics (the seam; see the module's docstring)."""

    __slots__ = ()

    def native(self) -> Native | None:
        """The compiled search's name for these rules (``coach.compiled``); None where it has none, as a plug-in's
        game: the search is then the kernel's, in Python."""
        return None

    def settle(self, state: State) -> list[tuple[int, int]]:
        """The scores (side, points) the end of ``state``'s hand makes (``state.went_out`` None: blocked)."""
        raise NotImplementedError

    def required_lead(self, dealt: Sequence[Sequence[Tile]]) -> Tile | None:
        """The tile the leader of a hand dealt so must lead (``Variant.required_lead``); None: any."""
        return None

    own_turns: ClassVar[bool] = False
    """Whether the game ends each turn itself (``after_turn``) instead of the line's block."""

    def begin(self, state: State, match: Match, hand: Hand | None) -> None:
        """Copy into a new ``state`` what the game keeps from its ``match`` (``State.game``, ``State.lead``), and
        from the ``hand`` under way (None: just dealt). The line games keep nothing."""

    def after_turn(self, state: State, seat: int, move: int) -> bool:
        """Where ``own_turns``: what the game does once ``seat`` has made ``move`` (a play that did not go out,
        or a pass; ``state.hands`` and ``state.ends`` current), and whether the hand is now blocked."""
        return False

    spinners: ClassVar[bool] = False
    """Whether the first double is a spinner: N and S open once both its sides are covered (``State.tips``)."""
    scores_in_play: ClassVar[bool] = False
    """Whether plays score at once (``points_for``; greedy keys on it first)."""

    def points_for(self, state: State, move: int) -> int:
        """Where ``scores_in_play``: what the play ``move`` scores at once for the mover's side (before it is made)."""
        return 0

    def ends_match(self, state: State, side: int) -> bool:
        """After a score during play for ``side`` (in ``state.change``): does it end the match at once?"""
        return False


Policy = Callable[[State, list[int]], int]
"""A player: ``policy(state, legal) -> move``, asked only where there is a choice. During ``play_out`` the state's
``hands``, ``ends``, ``stock`` and ``to_move`` are current."""


def moves_of(hand: list[int], ends: list[int], drawing: bool, lead: int = -1) -> list[int]:
    """The moves of a seat holding ``hand``, in the engine's order: leads (only ``lead`` where it is a tile),
    else plays, else a draw (where ``drawing``: it may draw now) or a pass."""
    if not ends:
        return [t * 4 for t in hand if lead < 0 or t == lead]
    fits = LINE_PLAYS[ends[0] * 7 + ends[1]] if len(ends) == 2 else branch_plays(ends)
    return [move for t in hand for move in fits[t]] or [DRAW if drawing else PASS]


def advance(state: State, policies: Sequence[Policy], limit: int = -1) -> State:
    """Play ``limit`` moves of ``state`` (all to the hand's end by default), each seat choosing with its policy:
    the kernel's one loop, every shared rule of play in it, on local integers."""
    hands, ends, stock, seat, held, drew = state.hands, state.ends, state.stock, state.to_move, state.held, state.drew
    draws, draw_one, kept, n, lead = state.draws, state.draw_one, state.kept, len(hands), state.lead
    went_out, over, move, rules = None, state.over, state.last, state.rules
    spinning, scoring, turns = rules.spinners, rules.scores_in_play, rules.own_turns
    while limit and not over:
        limit -= 1
        hand = hands[seat]
        legal = moves_of(hand, ends, draws and len(stock) > kept and not (draw_one and drew), lead)
        move = legal[0] if len(legal) == 1 else policies[seat](state, legal)
        if move < DRAW:
            tile, points = move >> 2, scoring and rules.points_for(state, move)
            hand.remove(tile)
            held ^= BIT[tile]
            if spinning:
                lay_spinning(state, move)
            elif ends:
                ends[move & 3] = OTHER[tile][ends[move & 3]]
            else:
                ends += (HIGH[tile], LOW[tile]) if not move & 1 else (LOW[tile], HIGH[tile])
            if points and score_in_play(state, seat, points) or not hand:  # the match decided, or out
                went_out, over = None if state.decided else seat, True
                break
        elif move == DRAW:
            hand.append(stock.pop(0))
            held, drew = held | BIT[hand[-1]], True
            continue
        elif move == STOP:
            break
        drew = False
        over = rules.after_turn(state, seat, move) if turns else not (draws and len(stock) > kept) and not held & (
            SHOWING[ends[0]] | SHOWING[ends[1]]) and (len(ends) < 4 or not held & (SHOWING[ends[2]] | SHOWING[ends[3]]))
        if not over:
            seat = state.to_move = (seat + 1) % n
    state.to_move, state.held, state.drew, state.last = seat, held, drew, move
    if over and not state.over:
        finish(state, went_out)
    return state


def finish(state: State, went_out: int | None) -> None:
    """End ``state``'s hand: settled by its rules, unless a score during play decided the match."""
    state.over, state.went_out = True, went_out
    if not state.decided:
        for side, points in state.rules.settle(state):
            state.change[side] += points
            state.scored += max(points, 0)


def score_in_play(state: State, seat: int, points: int) -> bool:
    """``points`` scored at once by ``seat``'s side; True when they end the match (``State.decided``)."""
    side = state.side_of[seat]
    state.change[side] += points
    state.scored += points
    state.decided = state.rules.ends_match(state, side)
    return state.decided


def branch_plays(ends: list[int]) -> list[tuple[int, ...]]:
    """The plays of each tile on a spinner's four ends (L, R, N, S), worked out once per ends met."""
    key = ((ends[0] * 7 + ends[1]) * 7 + ends[2]) * 7 + ends[3]
    fits = BRANCH_PLAYS.get(key)
    if fits is None:
        fits = BRANCH_PLAYS[key] = [tuple(i * 4 + end for end, pip in enumerate(ends) if pip in t)
                                    for i, t in enumerate(FULL_SET)]
    return fits


BRANCH_PLAYS: dict[int, list[tuple[int, ...]]] = {}
"""``branch_plays``' tables so far, by the four ends' pips."""


def opens_branches(state: State, end: int) -> bool:
    """Whether a play on ``end`` covers the spinner's last open side, so that N and S open."""
    spinner = state.spinner
    if spinner < 0 or len(state.ends) > 2:
        return False
    return end == state.spin_end if state.spin_end >= 0 else state.tips[1 - end] != spinner


def lay_spinning(state: State, move: int) -> None:
    """Lay a play on a tableau whose first double is a spinner (``KernelRules.spinners``): ends and tips."""
    tile, ends, tips = move >> 2, state.ends, state.tips
    double = HIGH[tile] == LOW[tile]
    if not ends:
        ends += (HIGH[tile], LOW[tile]) if not move & 1 else (LOW[tile], HIGH[tile])
        tips += (tile, tile)
        if double:
            state.spinner = tile
        return
    end = move & 3
    opens = opens_branches(state, end)
    ends[end], tips[end] = OTHER[tile][ends[end]], tile
    if opens:
        ends += (HIGH[state.spinner],) * 2
        tips += (-1, -1)
    elif double and state.spinner < 0:
        state.spinner, state.spin_end = tile, end


def read_tableau(state: State, board: Tableau) -> None:
    """``State.tips``, ``spinner`` and ``spin_end`` of a hand whose tableau is ``board``."""
    lead, index = board.lead, INDEX
    if lead is not None:
        state.tips = [index[board.arms[name][-1].tile] if board.arms[name] else index[lead] if name in "LR" else -1
                      for name in board.ends()]
    if board.spinner is not None:
        state.spinner = index[board.spinner]
        state.spin_end = -1 if board.spinner_arm is None else "LRNS".index(board.spinner_arm)


def greedy(state: State, legal: list[int]) -> int:
    """``coach.players.greedy``'s move: the play that scores most at once (where plays score), then the heaviest
    tile, doubles first, then L, R, N, S; the first such in hand."""
    rules = state.rules
    if rules.scores_in_play:
        points = rules.points_for
        return max(legal, key=lambda move: points(state, move) * 128 + RANK[move])
    return max(legal, key=RANK_OF)


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
    dealt = [[FULL_SET[t] for t in hand] for hand in hands]
    fixed = match.leader_rule(dealt)
    leader = fixed[0] if fixed is not None else rng.randrange(n)
    state = State(hands, tiles[n * size:], [], leader, False, variant.sides, variant.draw, rules, lead_of(rules, dealt),
                  variant.kept)
    rules.begin(state, match, None)
    return state


def from_hand(hand: Hand, rules: KernelRules, held: list[list[Tile]] | None = None,
              stock: list[Tile] | None = None) -> State:
    """``hand`` in play as it stands as a kernel state under its game's ``rules`` (``variant.kernel_rules()``),
    with ``held`` and ``stock`` instead where given (a consistent deal, as ``Hand.sandbox`` takes it)."""
    index = INDEX
    hands = [[index[t] for t in tiles] for tiles in (hand.held if held is None else held)]
    rest = [index[t] for t in (hand.boneyard if stock is None else stock)]
    ends = list(hand.board.ends().values())
    state = State(hands, rest, ends, hand.to_move, hand.drew_this_turn, hand.seats.sides, hand.variant.draw, rules,
                  -1 if ends else lead_of(rules, hand.dealt), hand.variant.kept)
    if rules.spinners:
        read_tableau(state, hand.board)
    rules.begin(state, hand.match, hand)
    return state


def lead_of(rules: KernelRules, dealt: Sequence[Sequence[Tile]]) -> int:
    """``State.lead`` for a hand dealt so: the index of the tile that must lead, -1 for any."""
    tile = rules.required_lead(dealt)
    return -1 if tile is None else INDEX[tile]


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
