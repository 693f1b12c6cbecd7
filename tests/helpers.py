"""Helpers shared by the tests: the rules' worked examples as records."""

from __future__ import annotations

from typing import Any

from domino_lessons.core.engine import Hand, Match, parse_move
from domino_lessons.rules import registry
from domino_lessons.core.events import Event, Reason, Why
from domino_lessons.core.tiles import FULL_SET, Tile

AF1_DEAL = [["6-6", "6-4", "6-2", "4-1"], ["6-3", "6-1", "3-3", "5-5"]]
AF1_MOVES = ["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S", "3-3 L", "4-1 R"]
AF2_DEAL = [["4-1", "4-4", "1-5", "4-6"], ["1-1", "1-2", "1-0", "2-3"]]
AF2_MOVES = ["4-1", "1-1 R", "4-4 L", "1-2 R", "1-5 N", "1-0 S", "4-6 L"]


def table_sizes(most: int = 3) -> dict[str, int]:
    """For every registered game, the players a test seats at its table: ``most``, within what the game allows.
    Every list of games in the tests is read from the registry, so a game added to it is tested too."""
    return {game.id: max(game.min_players, min(game.max_players, most)) for game in registry().values()}


def rest_of_set(deal: list[list[str]]) -> list[str]:
    """The tiles not dealt, in set order: the boneyard of the worked examples."""
    dealt = {Tile.parse(t) for held in deal for t in held}
    return [str(t) for t in FULL_SET if t not in dealt]


def make_record(deal: list[list[str]], moves: list[str], *, players: list[str] | None = None,
                options: dict[str, Any] | None = None, leader: int | None = 0,
                boneyard: list[str] | None = None) -> dict[str, Any]:
    hand: dict[str, Any] = {"deal": deal, "boneyard": rest_of_set(deal) if boneyard is None else boneyard,
                            "moves": moves}
    if leader is not None:
        hand["leader"] = leader
    return {
        "format": "domino-lessons/record/1",
        "variant": "all-fives",
        "options": {"hand_size": len(deal[0])} if options is None else options,
        "players": players or ["Ada", "Ben"],
        "hands": [hand],
    }


def mid_hand(variant: str, players: list[str], line: list[str], held: list[list[str]], pozzo: list[str],
             to_move: int, *, options: dict[str, Any] | None = None, totals: list[int] | None = None) -> Hand:
    """The rules' fixture hook: a hand injected mid-way, its line laid L to R from ``line``."""
    match = Match(variant, players, options)
    if totals is not None:
        match.totals = list(totals)
    hand = Hand(match, [[Tile.parse(t) for t in h] for h in held], [Tile.parse(t) for t in pozzo], to_move,
                Reason(Why.FROM_RECORD))  # set up from outside the rules, as a record's start is
    lead, *rest = line
    hand.board.place(Tile.parse(lead), None, int(lead[0]))
    for token in rest:
        hand.board.place(Tile.parse(token), "R")
    assert len(hand.board.arms["R"]) + 1 + sum(map(len, held)) + len(pozzo) == 28
    match.hands.append(hand)
    return hand


def apply_all(hand: Hand, tokens: list[str]) -> list[Event]:
    return [e for token in tokens for e in hand.apply(parse_move(token))]
