"""Move kinds, draw rules and hand-end outcomes are enums that write as the records' strings."""

from __future__ import annotations

import json
import random

import pytest

from domino_lessons import Match, Move, parse_move
from domino_lessons.core.engine import DRAW, PASS, MoveKind
from domino_lessons.core.errors import DominoError
from domino_lessons.core.events import DrawRule, HandEnd, Outcome
from domino_lessons.core.record import Record, loads
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import LANGUAGES, narrator
from domino_lessons.rules import registry
from helpers import table_sizes


@pytest.mark.parametrize("code", [*MoveKind, *DrawRule, *Outcome], ids=str)
def test_a_code_writes_as_its_text(code: MoveKind | DrawRule | Outcome) -> None:
    text = code.value
    assert type(text) is str and str(code) == f"{code}" == "{}".format(code) == text
    assert code == text and hash(code) == hash(text) and {text: 1}[code] == 1
    assert json.dumps({code: code}) == json.dumps({text: text}) and type(code)(text) is code


def test_the_bend_is_the_records_sistemata_token() -> None:
    bend = parse_move("sistemata R 5 left")
    assert bend.kind is MoveKind.BEND and str(bend) == "sistemata R 5 left" and type(str(bend)) is str
    assert parse_move("6-4 R").kind is MoveKind.PLAY and parse_move("draw 2-5").kind is MoveKind.DRAW
    assert (DRAW.kind, PASS.kind) == (MoveKind.DRAW, MoveKind.PASS)
    assert [type(str(m)) for m in (DRAW, PASS, parse_move("draw 2-5"))] == [str, str, str]


def test_a_move_made_with_the_old_strings_is_the_same_move() -> None:
    assert Move("pass") == PASS and Move("play", Tile(6, 4), "R") == parse_move("6-4 R")  # type: ignore[arg-type]
    match = Match("all-fives", ["Ada", "Ben"])
    hand = match.deal_random(random.Random(3))
    first = hand.legal_moves()[0]
    old = Move(str(first.kind), first.tile, first.end, first.lead_left)  # type: ignore[arg-type]
    assert hand.apply(old)[0].type == "play" and hand.moves[0].kind is MoveKind.PLAY


@pytest.mark.parametrize("game", sorted(registry()))
def test_every_game_draws_by_a_rule_and_ends_hands_by_an_outcome(game: str) -> None:
    match = Match(game, [f"P{i}" for i in range(table_sizes()[game])])
    assert isinstance(match.variant.draw, DrawRule)
    rng = random.Random(7)
    hand = match.deal_random(rng)
    while not hand.over:
        hand.push(rng.choice(hand.legal_moves()))
    end = next(e for e in hand.events if isinstance(e, HandEnd))
    assert end.outcome is Outcome.of(end.player)
    assert all(isinstance(m.kind, MoveKind) for m in hand.moves)


def test_outcome_of_a_hand() -> None:
    assert Outcome.of(0) is Outcome.DOMINO and Outcome.of(2) is Outcome.DOMINO and Outcome.of(None) is Outcome.BLOCKED


def test_the_draw_option_is_read_as_a_rule_and_written_as_its_text() -> None:
    match = Match("italian", ["Ada", "Ben"], {"draw": "until-playable"})
    assert match.variant.draw is DrawRule.UNTIL_PLAYABLE and Match("italian", ["Ada", "Ben"]).variant.draw is DrawRule.ONE
    assert type(match.variant.options["draw"]) is str
    match.deal_random(random.Random(1))
    text = Record.from_match(match).dumps()
    assert json.loads(text)["options"]["draw"] == "until-playable"
    assert Match("italian", ["Ada", "Ben"], loads(text).options).variant.draw is DrawRule.UNTIL_PLAYABLE
    with pytest.raises(DominoError, match="until-playable"):
        Match("italian", ["Ada", "Ben"], {"draw": "two"})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_draw_rule_and_outcome_has_words(lang: str) -> None:
    said = narrator(lang)
    words = [said.word(code) for code in (*DrawRule, *Outcome)]
    assert all(words) and len(set(words)) == len(words)
