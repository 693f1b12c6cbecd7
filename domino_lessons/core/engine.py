"""Hands and matches for every variant: dealing, leaders, legal moves, forced draws and passes.

``Match`` holds the running scores across hands; ``Hand`` is one deal's state machine.
``Hand.apply(move)`` checks the move completely before it changes anything: an illegal move
raises ``IllegalMoveError`` and leaves the state as it was.

The hot path (a move in a playout: ``legal_moves()`` then ``push(move)``) is data, not objects:

- tiles are the 28 shared ``Tile`` pairs (one object each, compared by identity), every play is a
  shared ``Move`` from ``PLAYS``, every laid tile a shared ``Placed`` (``board.PLACED``);
- the open ends are one shared ``OpenEnds`` per distinct set (``board.open_ends_of``), which holds
  each tile's plays on them once worked out, so legal moves are a lookup per tile in hand;
- ``in_hands`` counts the halves of each pip held, so "is the hand blocked" reads two or four numbers;
- events are logged as tuples ``(EventClass, *fields)`` and made into ``Event`` objects only when
  ``events`` is read (the same objects as ever, so transcripts, JSON and frames are unchanged);
- a variant's hooks are called only where the game has them (``hooks_of``):
  a block game's play calls no rules code at all.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Mapping, NamedTuple, Sequence

from .tableau import ARMS, END_ALIASES, OpenEnds, Tableau
from .errors import DominoError, IllegalMoveError, Problem
from .problems import (CanPlay, CannotDraw, DealHands, DealSize, LeaderDisagrees, LeaderRequired, LeaderSeat,
                       MustDraw, MustLead, NextTile, NoSistemata, NotAnEnd, NotInHand, OnTable, TakesNoTile,
                       TileTwice, TilesMissing, UnknownMove)
from .events import Draw, DrawRule, Event, Pass, PassWhy, Play, Reason, Score, Seats, Sistemata, TextEnum
from .variant import Variant
from .observation import Observation
from .state import MatchState
from .tiles import FULL_SET, MAX_PIP, Tile, parse_halves, pips


class MoveKind(TextEnum):
    """What a move does. The value is the word a record's token starts with (a play's token is its tile)."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    BEND = "sistemata"
    """The Goat family's bend of the line (``sistemata ARM K DIR``): layout only, not counted as a move."""


class Move(NamedTuple):
    """A move: ``play`` a tile (on an end; the lead has none), ``draw``, ``pass`` or bend the line.

    ``lead_left`` is the half a lead shows on the L side (``4-6`` as a lead puts 4 on L).
    """

    kind: MoveKind
    tile: Tile | None = None
    end: str | None = None
    lead_left: int | None = None
    joint: int | None = None
    """A bend: the joint of arm ``end`` to bend."""
    bend: str | None = None
    """A bend: ``left``, ``right`` or ``straight``."""

    def __str__(self) -> str:
        if self.kind == MoveKind.BEND:
            return f"{self.kind} {self.end} {self.joint} {self.bend}"
        if self.kind == MoveKind.PLAY and self.tile is not None:
            if self.end is None:
                left = self.tile.high if self.lead_left is None else self.lead_left
                return f"{left}-{self.tile.other(left)}"
            return f"{self.tile} {self.end}"
        return str(self.kind) if self.tile is None else f"{self.kind} {self.tile}"


BENDS = ("left", "right", "straight")
PLAYING, DRAWING, PASSING = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
NO_DRAWING, DRAW_ONE = DrawRule.NONE, DrawRule.ONE
"""The codes the hot path compares with, looked up once (naming an enum's member costs a lookup every time)."""
DRAW = Move(DRAWING)
PASS = Move(PASSING)
PLAYS: dict[Tile, dict[str, Move]] = {t: {end: Move(MoveKind.PLAY, t, end) for end in ARMS} for t in FULL_SET}
"""Every play on an end, made once: legal moves are picked from here, not built per call."""


def plays_on(ends: OpenEnds) -> dict[Tile, tuple[Move, ...]]:
    """Every tile's plays on these open ends, worked out once per distinct ends and then looked up."""
    fits = ends.plays
    if fits is None:
        fits = ends.plays = {t: tuple(PLAYS[t][name] for name, pip in ends.pairs if pip in t) for t in FULL_SET}
    return fits


def play(tile: Tile | str, end: str | None = None) -> Move:
    """``play("6-4", "R")``: a play move from a tile or its text."""
    if isinstance(tile, str):
        a, b = parse_halves(tile)
        return Move(MoveKind.PLAY, Tile(a, b), end, a if end is None else None)
    return Move(MoveKind.PLAY, tile, end, tile.high if end is None else None)


PARSED: dict[str, Move] = {}
"""Move tokens read so far (a record repeats a few hundred), up to ``PARSED_MAX`` of them."""
PARSED_MAX = 4096


def parse_move(token: str) -> Move:
    """Read a record's move token: ``6-4``, ``6-4 R``, ``draw``, ``draw 2-5`` or ``pass``."""
    move = PARSED.get(token) if type(token) is str else None
    if move is None:
        move = read_move(token)
        if len(PARSED) < PARSED_MAX:
            PARSED[token] = move
    return move


def read_move(token: str) -> Move:
    """``parse_move`` itself: the token read word by word."""
    if not isinstance(token, str):
        raise DominoError(Problem.MOVE_NOT_TEXT)
    words = token.split()
    if not words:
        raise DominoError(Problem.EMPTY_MOVE)
    head = words[0].lower()
    if head == MoveKind.BEND:
        return parse_sistemata(words)
    if head == MoveKind.PASS and len(words) == 1:
        return PASS
    if head == MoveKind.DRAW and len(words) <= 2:
        return DRAW if len(words) == 1 else Move(MoveKind.DRAW, Tile.parse(words[1]))
    if head in (MoveKind.PASS, MoveKind.DRAW):
        raise DominoError(TakesNoTile(word=head))
    if len(words) > 2:
        raise DominoError(Problem.PLAY_SHAPE)
    a, b = parse_halves(words[0])
    end = None
    if len(words) == 2:
        end = END_ALIASES.get(words[1].upper(), words[1].upper())
        if end not in ("L", "R", "N", "S"):
            raise DominoError(NotAnEnd(given=words[1]))
        return PLAYS[Tile(a, b)][end]  # the shared move, which legal_moves lists too
    return Move(MoveKind.PLAY, Tile(a, b), None, a)


def parse_sistemata(words: list[str]) -> Move:
    """``sistemata ARM K DIR``: bend arm L or R at joint K to the left, right or straight."""
    if len(words) != 4 or words[1].upper() not in ("L", "R") or not words[2].isdigit() or words[3].lower() not in BENDS:
        raise DominoError(Problem.BEND_SHAPE)
    return Move(MoveKind.BEND, end=words[1].upper(), joint=int(words[2]), bend=words[3].lower())


def deal_tiles(rng: random.Random, n_players: int, hand_size: int) -> tuple[list[list[Tile]], list[Tile]]:
    """Shuffle the set and deal; the rest is the boneyard in draw order."""
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    hands = [tiles[i * hand_size:(i + 1) * hand_size] for i in range(n_players)]
    return hands, tiles[n_players * hand_size:]


def halves_held(held: Sequence[Sequence[Tile]]) -> list[int]:
    """How many halves of the tiles held show each pip."""
    counts = [0] * (MAX_PIP + 1)
    for tiles in held:
        for high, low in tiles:
            counts[high] += 1
            counts[low] += 1
    return counts


class Hooks(NamedTuple):
    """Which play hooks a game overrides, so a move calls only those (a block game's play calls none)."""

    plays: bool
    """``after_play``: its notes or scores on a play."""
    passes: bool
    """``pass_event`` or ``after_pass``."""
    blocks: bool
    """``is_blocked``: its own end of a turn."""


HOOKS: dict[type[Variant], Hooks] = {}


def hooks_of(game: type[Variant]) -> Hooks:
    """The play hooks ``game`` overrides (worked out once per game, kept in ``HOOKS``)."""
    hooks = HOOKS.get(game)
    if hooks is None:
        hooks = HOOKS[game] = Hooks(game.after_play is not Variant.after_play,
                                    game.pass_event is not Variant.pass_event or game.after_pass is not Variant.after_pass,
                                    game.is_blocked is not Variant.is_blocked)
    return hooks


NAMED: dict[str, type[Variant]] = {}
"""The games looked up by name so far (a playout makes many matches of the same few)."""


def game_named(name: str) -> type[Variant]:
    """The registry's game of this id or alias (``rules.find_variant``: the games sit above the core)."""
    game = NAMED.get(name)
    if game is None:
        from ..rules import find_variant

        game = find_variant(name)
        if len(NAMED) < 64:
            NAMED[name] = game
    return game


class Match:
    """A match: the variant with its options, the players, running totals, the game's own state and the hands
    played (the variant keeps none: what changes during a match is here)."""

    def __init__(self, variant: str | type[Variant], players: Sequence[str],
                 options: Mapping[str, Any] | None = None, start: Mapping[str, Any] | None = None) -> None:
        if isinstance(variant, str):
            variant = game_named(variant)
        self.variant: Variant = variant(len(players), options or {})
        self.seats = Seats(tuple(players), self.variant.sides)
        self.totals: list[int] = [0] * len(self.variant.sides)
        self.state: MatchState = self.variant.new_state()
        """What the match keeps besides the totals, as its game's rules make and change it."""
        self.continued = start is not None
        self.start: dict[str, Any] | None = copy.deepcopy(dict(start)) if start is not None else None
        """The record's ``start`` as given (checked by the variant), for writing the match back out."""
        if start is not None:
            self.variant.start_from(self, start)
        self.start_totals = tuple(self.totals)
        self.hands: list[Hand] = []
        self.over = False
        self.winner: int | None = None
        self.next_leader: tuple[int, Reason] | None = None
        """Who leads the next hand by the rules (and why), or None for by lot."""

    @property
    def n_players(self) -> int:
        return len(self.seats.names)

    def leader_rule(self, deal: list[list[Tile]]) -> tuple[int, Reason] | None:
        """The fixed leader of the next hand and why, or None when it goes by lot."""
        return self.variant.fixed_leader(self, deal)

    def new_hand(self, deal: Sequence[Sequence[Tile]], boneyard: Sequence[Tile],
                 leader: int | None = None) -> Hand:
        """Start the next hand from a deal; ``leader`` is needed where it goes by lot."""
        self._check_ready()
        hands, rest = [list(h) for h in deal], list(boneyard)
        self._check_deal(hands, rest)
        return self._start(hands, rest, leader, self.leader_rule(hands))

    def _check_ready(self) -> None:
        if self.over:
            raise DominoError(Problem.MATCH_OVER)
        if self.hands and not self.hands[-1].over:
            raise DominoError(Problem.HAND_NOT_FINISHED)

    def _start(self, hands: list[list[Tile]], boneyard: list[Tile], leader: int | None,
               fixed: tuple[int, Reason] | None) -> Hand:
        """Start a checked deal; ``fixed`` is the leader by the rules, if they fix one."""
        if fixed is not None:
            seat, reason = fixed
            if leader is not None and leader != seat:
                raise DominoError(LeaderDisagrees(leader=leader, seat=seat, who=self.seats.names[seat], reason=reason,
                                                  seats=self.seats))
        else:
            if leader is None:
                raise DominoError(LeaderRequired(chosen=self.variant.chosen_leader))
            if type(leader) is not int or not 0 <= leader < self.n_players:
                raise DominoError(LeaderSeat(last=self.n_players - 1))
            seat, reason = leader, Reason(self.variant.chosen_leader)
        hand = Hand(self, hands, boneyard, seat, reason)
        self.hands.append(hand)
        return hand

    def _check_deal(self, hands: list[list[Tile]], boneyard: list[Tile]) -> None:
        size = self.variant.hand_size
        if len(hands) != self.n_players:
            raise DominoError(DealHands(hands=len(hands), players=self.n_players))
        for seat, held in enumerate(hands):
            if len(held) != size:
                raise DominoError(DealSize(who=self.seats.names[seat], dealt=len(held), size=size))
        everything = [t for h in hands for t in h] + boneyard
        seen = set(everything)
        if len(seen) < len(everything):
            twice = next(t for i, t in enumerate(everything) if t in everything[:i])
            raise DominoError(TileTwice(tile=twice))
        missing = [t for t in FULL_SET if t not in seen]
        if missing:
            raise DominoError(TilesMissing(tiles=missing))

    def deal_random(self, rng: random.Random) -> Hand:
        """Deal the next hand at random, drawing the leader by lot where the rules say so."""
        self._check_ready()
        hands, boneyard = deal_tiles(rng, self.n_players, self.variant.hand_size)
        fixed = self.leader_rule(hands)
        return self._start(hands, boneyard, None if fixed is not None else rng.randrange(self.n_players), fixed)


class Hand:
    """One hand: who holds what, the tableau, whose turn it is and what has happened."""

    def __init__(self, match: Match, held: list[list[Tile]], boneyard: list[Tile], leader: int,
                 lead_reason: Reason) -> None:
        self.match = match
        self.variant = match.variant
        self.seats = match.seats
        self.dealt = tuple(map(tuple, held))
        self.undealt = tuple(boneyard)
        self.moves: list[Move] = []
        """Every move applied, forced ones included, as a record would write them."""
        self.held = held
        self.boneyard = boneyard
        """Tiles left to draw, next first."""
        self.board = Tableau(spinners=self.variant.spinners)
        self.leader = leader
        self.lead_reason = lead_reason
        self.to_move = leader
        self.log: list[Event | tuple[Any, ...]] = []
        """One entry per event: the event, or during play its class and fields (``events`` makes it)."""
        self.made: list[Event] = []
        """The events made from ``log`` so far."""
        self.over = False
        self.drew_this_turn = False
        self.went_out: int | None = None
        self.blocked = False
        self.last_player: int | None = None
        """The seat that laid the latest tile."""
        self.in_hands = halves_held(held)
        """How many tile halves in the players' hands show each pip: the block check reads it."""
        self.known_legal: list[Move] | None = None
        """``legal_moves()`` as last worked out; cleared by every move."""
        self.hooks = hooks_of(type(self.variant))
        """Which of the play hooks this game has: the engine calls only those."""
        self.plain_line = not (self.variant.spinners or self.hooks.plays or self.hooks.blocks)
        """A line whose plays and turns need no rules code: plays after the lead take ``_lay_on_line``."""

    # -- reading -------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        """Everything that happened, in order (made from the compact log when first read)."""
        made, log = self.made, self.log
        if len(made) < len(log):
            seats = self.seats
            made.extend(entry if isinstance(entry, Event) else entry[0](seats, *entry[1:])
                        for entry in log[len(made):])
        return made

    @property
    def n_players(self) -> int:
        return len(self.held)

    def playable(self, seat: int) -> list[Move]:
        """Every play ``seat`` could make now (leads carry the tile high half on L)."""
        board = self.board
        if board.lead is None:
            required = self.variant.required_lead(self)
            return [Move(MoveKind.PLAY, t, None, t.high) for t in self.held[seat]
                    if required is None or t == required[0]]
        fits = plays_on(board.known or board.open())
        return [move for t in self.held[seat] for move in fits[t]]

    def stock_open(self) -> bool:
        """May a player draw from the stock at all: the game draws and more tiles are left than must stay
        there (``Variant.kept``)?"""
        return self.variant.draw != NO_DRAWING and len(self.boneyard) > self.variant.kept

    def can_draw(self) -> bool:
        return self.stock_open() and not (self.variant.draw == DRAW_ONE and self.drew_this_turn)

    def legal_moves(self) -> list[Move]:
        """The moves the player to move may make: plays if any, else a forced draw or pass.

        Worked out once per position (``apply`` then knows a listed move is legal); each call
        returns a new list.
        """
        legal = self.known_legal
        if legal is None:
            if self.over:
                legal = []
            else:
                known = self.board.known  # the hot path: ends met before have their plays worked out
                fits = known.plays if known is not None and self.board.lead is not None else None
                plays = ([move for t in self.held[self.to_move] for move in fits[t]] if fits  # playable(), inlined
                         else self.playable(self.to_move))
                legal = plays or [DRAW if self.can_draw() else PASS]
            self.known_legal = legal
        return list(legal)

    def anyone_can_move(self) -> bool:
        """False when the hand is blocked: nothing to draw and no tile fits anywhere."""
        if self.stock_open():
            return True
        in_hands = self.in_hands
        board = self.board
        for pip in (board.known or board.open()).showing:
            if in_hands[pip]:
                return True
        return False

    def pips(self, seat: int) -> int:
        return pips(self.held[seat])

    def side_pips(self) -> list[int]:
        return [sum(self.pips(s) for s in seats) for seats in self.seats.sides]

    def name(self, seat: int) -> str:
        return self.seats.names[seat]

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see of this hand now, as a computer player is handed it (``core.observation``)."""
        return Observation(self, seat)

    def _repr_html_(self) -> str:
        from .frames import Frame
        from ..views.render import table_svg

        return table_svg(Frame.of(self))

    def sandbox(self, held: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> Hand:
        """This hand as it stands, in a copy of its match, with these holdings and stock instead: a
        position a seat cannot tell apart from the real one, to play out (the real one is not touched).

        The match keeps its earlier hands, and the hand its deal: the rules read the deal only to fix
        the lead, which everyone sees."""
        match = Match.__new__(Match)
        match.__dict__.update(self.match.__dict__)
        match.totals = list(self.match.totals)
        match.state = self.match.state.copy()
        twin = Hand.__new__(Hand)
        twin.__dict__.update(self.__dict__)
        match.hands = [twin if hand is self else hand for hand in self.match.hands]
        if twin not in match.hands:
            match.hands.append(twin)
        twin.match, twin.variant = match, match.variant
        twin.held, twin.boneyard = [list(h) for h in held], list(boneyard)
        twin.board, twin.moves, twin.log, twin.made = self.board.copy(), list(self.moves), list(self.log), list(self.made)
        twin.in_hands = halves_held(twin.held)
        twin.known_legal = None
        return twin

    # -- moving ----------------------------------------------------------------------------
    def apply(self, move: Move) -> list[Event]:
        """Make ``move`` for the player to move; return the events it caused."""
        start = len(self.log)
        self.push(move)
        return self.events[start:]

    def push(self, move: Move) -> None:
        """Make ``move`` for the player to move, checked as ``apply`` checks it, returning nothing.

        For playouts: the events are kept in ``events`` all the same, made only when read.
        """
        legal = self.known_legal
        end = move.end if legal is not None and move in legal else self._check(move)  # listed moves are legal
        self.known_legal = None
        seat = self.to_move
        kind = move.kind
        if kind == PLAYING:
            tile = move.tile
            assert tile is not None
            if end is not None and self.plain_line:
                self.moves.append(PLAYS[tile][end])
                self._lay_on_line(seat, tile, end)
                return
            self.moves.append(PLAYS[tile][end] if end is not None
                              else Move(MoveKind.PLAY, tile, None, move.lead_left))
            self._lay(seat, tile, end, move.lead_left)
        elif kind == DRAWING:
            self.moves.append(Move(DRAWING, self.boneyard[0]))
            self._draw(seat)
        elif kind == PASSING:
            self.moves.append(PASS)
            self._pass(seat)
        else:
            self.moves.append(move)
            before, after = self.board.bend(move)
            self.log.append(Sistemata(self.seats, seat, move.end or "", move.joint or 0, move.bend or "straight",
                                      before, after))

    def _check(self, move: Move) -> str | None:
        """Raise IllegalMoveError with the reason unless ``move`` is legal; return the end used."""
        if self.over:
            raise IllegalMoveError(Problem.HAND_OVER)
        if move in (self.known_legal if self.known_legal is not None else self.legal_moves()):
            return move.end  # the common case, found by identity: one of the legal moves (a lead shows its high half on L)
        who = self.name(self.to_move)
        if move.kind == MoveKind.BEND:
            if not self.variant.bends:
                raise IllegalMoveError(NoSistemata(game=type(self.variant)))
            self.board.check_bend(move)
            return None
        if move.kind == MoveKind.PLAY:
            tile = move.tile
            if type(tile) is not Tile:
                raise IllegalMoveError(Problem.NO_TILE)
            if tile not in self.held[self.to_move]:
                if self._on_table(tile):
                    raise IllegalMoveError(OnTable(tile=tile))
                raise IllegalMoveError(NotInHand(tile=tile, who=who))
            required = self.variant.required_lead(self) if self.board.lead is None else None
            if required is not None and tile != required[0]:
                raise IllegalMoveError(MustLead(who=who, tile=required[0], reason=required[1], seats=self.seats))
            return self.board.check(tile, move.end)
        plays = self.playable(self.to_move)
        if plays:
            raise IllegalMoveError(CanPlay(who=who, plays=tuple(plays), kind=move.kind))
        if move.kind == MoveKind.DRAW:
            if not self.can_draw():
                raise IllegalMoveError(CannotDraw(who=who, why=self._pass_reason(), stock=self.variant.stock))
            if move.tile is not None and move.tile != self.boneyard[0]:
                raise IllegalMoveError(NextTile(stock=self.variant.stock, tile=self.boneyard[0], given=move.tile))
            return None
        if move.kind == MoveKind.PASS:
            if self.can_draw():
                raise IllegalMoveError(MustDraw(who=who, stock=self.variant.stock, left=len(self.boneyard)))
            return None
        raise IllegalMoveError(UnknownMove(kind=move.kind))

    def _on_table(self, tile: Tile) -> bool:
        board = self.board
        return board.lead == tile or any(p.tile == tile for arm in board.arms.values() for p in arm)

    def _pass_reason(self) -> PassWhy:
        if self.variant.draw == DrawRule.NONE:
            return PassWhy.NO_DRAWING
        if len(self.boneyard) > self.variant.kept:
            return PassWhy.DREW_ONE
        if self.boneyard:
            return PassWhy.STOCK_KEPT
        return PassWhy.NO_STOCK if self.every_tile_dealt else PassWhy.STOCK_EMPTY

    @property
    def every_tile_dealt(self) -> bool:
        """The deal left no stock at all (a hand set up mid-way, with its stock drawn already, did not)."""
        return not self.undealt and sum(map(len, self.dealt)) == len(FULL_SET)

    def _lay(self, seat: int, tile: Tile, end: str | None, lead_left: int | None) -> None:
        held = self.held[seat]
        held.remove(tile)
        in_hands = self.in_hands
        in_hands[tile[0]] -= 1
        in_hands[tile[1]] -= 1
        board = self.board
        end = board.place(tile, end, lead_left, checked=True)  # push() checked it
        self.last_player = seat
        reason = self.lead_reason if end is None else None
        if self.hooks.plays:
            if self._after_play(seat, tile, end, reason):
                return
        else:
            self.log.append((Play, seat, tile, end, (board.known or board.open()).pairs, reason))
        if held:
            self._end_turn()
        else:
            self._finish(seat)

    def _lay_on_line(self, seat: int, tile: Tile, end: str) -> None:
        """``_lay`` on a line in a game whose plays and turns need no rules code: the hot path of block games."""
        held = self.held[seat]
        held.remove(tile)
        in_hands = self.in_hands
        in_hands[tile[0]] -= 1
        in_hands[tile[1]] -= 1
        ends = self.board.extend(tile, end)
        self.last_player = seat
        self.log.append((Play, seat, tile, end, ends.pairs, None))
        if not held:
            self._finish(seat)
            return
        self.drew_this_turn = False
        left, right = ends.showing  # anyone_can_move() on a line:
        if in_hands[left] or in_hands[right] or self.stock_open():
            self.to_move = (seat + 1) % len(self.held)
        else:
            self.blocked = True
            self._finish(None)

    def _after_play(self, seat: int, tile: Tile, end: str | None, reason: Reason | None) -> bool:
        """The variant's notes and scores on a play; True when a score ended the match."""
        extras, scores = self.variant.after_play(self, seat, tile, end)
        self.log.append(self.variant.play_event(self.seats, seat, tile, end, self.board.open_ends(), reason, **extras))
        for score in scores:
            self.add_score(score)
            if self.over:
                return True
        return False

    def _draw(self, seat: int) -> None:
        tile = self.boneyard.pop(0)
        board = self.board
        self.held[seat].append(tile)
        self.in_hands[tile[0]] += 1
        self.in_hands[tile[1]] += 1
        self.drew_this_turn = True
        fits = tuple(board.fitting_ends(tile))
        self.log.append((Draw, seat, tile, board.open_ends(), fits, bool(fits) or self.variant.draw != DRAW_ONE))

    def _pass(self, seat: int) -> None:
        variant = self.variant
        if self.hooks.passes:
            passed = variant.pass_event(self, seat, self._pass_reason())
            self.log.append(passed)
            for event in variant.after_pass(self, seat, passed):
                self.log.append(event)
                variant.apply_effect(self.match, event)
        else:
            self.log.append((Pass, seat, self.board.open_ends(), self._pass_reason(), variant.stock))
        self._end_turn()

    def _end_turn(self) -> None:
        self.drew_this_turn = False
        variant = self.variant
        if variant.is_blocked(self) if self.hooks.blocks else not self.anyone_can_move():
            self.blocked = True
            self._finish(None)
            return
        self.to_move = (self.to_move + 1) % len(self.held)

    def add_score(self, score: Score) -> None:
        """Record a score event and move the total; a score in play may end the match."""
        self.log.append(score)
        self.variant.apply_effect(self.match, score)
        if self.variant.decides_in_play() and not self.over:
            over, winner = self.variant.decide(self.match.totals)
            if over:
                self._end_match(winner, mid_hand=True, last={score.side: score.points})

    def _finish(self, went_out: int | None) -> None:
        """Settle the hand: its end event, then the settlement's events (already in effect)."""
        self.went_out = went_out
        hand_end, settled = self.variant.settle(self, went_out)
        self.over = True
        for event in settled:
            self.variant.apply_effect(self.match, event)
        over, winner = self.variant.decide_hand(self, settled)
        hand_end.match_over = over  # known only now; the event is not out yet
        hand_end.no_stock = self.every_tile_dealt
        hand_end.kept = (len(self.boneyard) if went_out is None and self.variant.kept and self.variant.draw != NO_DRAWING
                         else 0)
        self.log.append(hand_end)
        self.log.extend(settled)
        if over:
            last: dict[int, int] = {}
            for event in settled:
                if isinstance(event, Score):
                    last[event.side] = last.get(event.side, 0) + event.points
            self._end_match(winner, mid_hand=False, last=last)
        else:
            self.match.next_leader = (None if hand_end.next_leader is None or hand_end.next_reason is None
                                      else (hand_end.next_leader, hand_end.next_reason))

    def _end_match(self, winner: int | None, *, mid_hand: bool, last: dict[int, int]) -> None:
        match = self.match
        match.over, match.winner, self.over = True, winner, True
        sides = len(match.totals)
        self.log.append(self.variant.match_end(self, winner, mid_hand, tuple(last.get(i, 0) for i in range(sides))))
