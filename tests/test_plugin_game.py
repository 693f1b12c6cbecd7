"""A game added from outside the package, through entry points (``tests/plugins``): found, played,
recorded, replayed, narrated in both languages, at the play table, in the quiz and in the review."""

from __future__ import annotations

import random
import warnings
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.coach import review
from domino_lessons.narrate import speaking
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.coach.players import greedy, play_match
from domino_lessons.widgets.quiz import ScoreQuiz
from domino_lessons.rules import GAMES_GROUP, find_variant, registry

TOY = "first-to-fifty"
PACKAGE = Path(__file__).resolve().parent.parent / "domino_lessons"


def test_the_registry_finds_a_game_another_package_declares() -> None:
    game = find_variant("Primo-a-Cinquanta")
    assert game.id == TOY and list(registry())[-1] == TOY and game.__module__ == "toy_games"
    assert Match(TOY, ["Ada", "Ben"]).variant.target == 50
    named = [p for p in PACKAGE.rglob("*.py") if TOY in p.read_text(encoding="utf-8") or "toy_games" in p.read_text()]
    assert named == []  # nothing in the package names it


def test_it_plays_records_replays_and_speaks_both_languages(tmp_path: Path) -> None:
    match = play_match(Match(TOY, ["Ada", "Ben"]), [greedy, greedy], random.Random(3))
    assert match.over and max(match.totals) >= 50
    path = tmp_path / "toy.json"
    record.Record.from_match(match).save(path)
    again = record.replay(record.load(path))
    assert [e.to_json() for h in again.hands for e in h.hand.events] == [
        e.to_json() for h in match.hands for e in h.events]
    assert again.transcript().startswith("First to fifty (")
    with speaking("it"):
        assert record.replay(record.load(path)).transcript().startswith("Primo a cinquanta (")
    decisions = review(record.load(path), 1, seat=0, playouts=20).decisions
    assert decisions and all(d.values for d in decisions)


def test_it_plays_at_the_table_against_the_computer_and_in_the_quiz() -> None:
    table = PlayTable(TOY, seed=2, delay=0)
    for _ in range(60):
        if table.hand.over:
            break
        legal = table.hand.legal_moves()
        table.move(greedy(table.hand, legal))
    assert table.hand.over and table.review() is not None
    quiz = ScoreQuiz(TOY, seed=1, count=4)
    kinds = {q.kind for q in quiz.questions}
    assert kinds and kinds <= {"hand_end", "leader"}  # the generic kinds, for a game with none of its own
    quiz.check()
    assert quiz.feedback.value


def test_a_broken_or_clashing_plug_in_is_left_out_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import domino_lessons.rules as rules

    broken = [EntryPoint("missing", "no_such_module:Game", GAMES_GROUP),
              EntryPoint("not-a-game", "random:Random", GAMES_GROUP),
              EntryPoint("clash", "domino_lessons.rules.site.game:Goat", GAMES_GROUP)]
    monkeypatch.setattr(rules, "entry_points", lambda group: broken if group == GAMES_GROUP else [])
    rules.registry.cache_clear()
    try:
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            games = rules.registry()
        assert TOY not in games and {"all-fives", "goat", "domeng"} <= set(games)
        lines = [str(w.message) for w in said]
        assert len(lines) == 3 and all("\n" not in line for line in lines)
        assert "could not be loaded" in lines[0] and "is not a Variant" in lines[1] and "already has" in lines[2]
    finally:
        monkeypatch.undo()
        rules.registry.cache_clear()
    assert TOY in rules.registry()
