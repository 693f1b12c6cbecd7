"""A game added from outside the package, through entry points (``tests/plugins``): a game of its own
(First to fifty, a draw game on ``Variant`` alone), found, checked by the conformance test, played,
recorded, replayed, narrated in both languages, at the play table, in the quiz and in the review."""

from __future__ import annotations

import ast
import pkgutil
import random
import warnings
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest
from helpers import mid_hand, rest_of_set

import domino_lessons.rules as rules
import test_conformance
from domino_lessons.coach import review
from domino_lessons.coach.players import greedy, play_match, random_player
from domino_lessons.core import record
from domino_lessons.core.engine import PASS, Hand, Match, Move, MoveKind
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import Score, Why
from domino_lessons.core.tiles import Tile
from domino_lessons.narrate import LANGUAGES, narrator, speaking
from domino_lessons.rules import GAMES_GROUP, Variant, find_variant, registry
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.questions import make_questions
from domino_lessons.widgets.quiz import ScoreQuiz
import toy_games.game as toy_rules
from toy_games.game import BlockScore, FirstToFifty, Lead, OutScore, ToyHandEnd, Verdict

TOY = "first-to-fifty"
PACKAGE = Path(__file__).resolve().parent.parent / "domino_lessons"
PLUGIN = Path(__file__).resolve().parent / "plugins" / "toy_games"
SIXES = ["6-0", "0-1", "1-6", "6-6", "6-2", "2-3", "3-6", "6-4", "4-5", "5-6"]
"""A line L to R holding every 6, both ends 6: nobody can play on it."""


def dealt(*hands: str) -> tuple[list[list[Tile]], list[Tile]]:
    """A deal of these hands (``"6-5 5-5 ..."`` each) and the rest of the set as its boneyard."""
    deal = [h.split() for h in hands]
    return [[Tile.parse(t) for t in h] for h in deal], [Tile.parse(t) for t in rest_of_set(deal)]


def besides(*held: list[str]) -> list[str]:
    """The tiles neither on ``SIXES`` nor in ``held``."""
    return rest_of_set([SIXES, *held])


def test_the_registry_finds_a_game_another_package_declares() -> None:
    game = find_variant("Primo-a-Cinquanta")
    assert game is FirstToFifty and game.__module__ == "toy_games.game"
    assert TOY in list(registry())[len(rules.built_in()):]  # after the package's own games, among other plug-ins
    assert [cls for cls in game.__mro__ if not cls.__module__.startswith("toy_games")] == [Variant, object]
    assert Match(TOY, ["Ada", "Ben"]).variant.target == 50
    named = [p for p in PACKAGE.rglob("*.py") if TOY in p.read_text(encoding="utf-8") or "toy_games" in p.read_text()]
    assert named == []  # nothing in the package names it


def imported(path: Path) -> list[str]:
    """Every absolute module a file imports, and each ``from m import n`` as ``m.n``."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names += [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    return names


def test_the_toy_imports_nothing_from_the_package_games() -> None:
    folders = [m.name for m in pkgutil.iter_modules(rules.__path__) if m.ispkg]
    games = tuple(f"{rules.__name__}.{folder}" for folder in folders)
    assert set(folders) >= {"all_fives", "italian", "domeng", "site"}
    files = sorted(PLUGIN.glob("*.py"))
    assert {p.name for p in files} >= {"__init__.py", "game.py", "words_en.py", "words_it.py", "quiz.py"}
    found = {p.name: [n for n in imported(p) if n in games or n.startswith(tuple(f"{g}." for g in games))]
             for p in files}
    assert found == {p.name: [] for p in files}
    assert "domino_lessons.rules.Variant" in imported(PLUGIN / "game.py")  # the base, from its public path


def test_the_conformance_test_checks_it_in_every_language() -> None:
    assert FirstToFifty in test_conformance.GAMES
    for lang in LANGUAGES:
        said = narrator(lang)
        assert test_conformance.unsaid(toy_rules, said) == []
        assert said.title(FirstToFifty) == {"en": "First to fifty", "it": "Primo a cinquanta"}[lang]


def test_hand_sizes_and_options() -> None:
    assert [Match(TOY, ["P"] * n).variant.hand_size for n in (2, 3, 4)] == [7, 7, 5]
    assert Match(TOY, ["Ada", "Ben"], {"target": 20}).variant.target == 20
    with pytest.raises(DominoError, match="4 players x 8 tiles"):
        Match(TOY, ["P"] * 4, {"hand_size": 8})


def test_the_highest_double_leads_it_and_without_a_double_the_lot_decides() -> None:
    hand = Match(TOY, ["Ada", "Ben"]).new_hand(*dealt("6-5 5-5 4-1 3-2 2-0 1-0 3-1", "4-4 6-3 6-2 5-0 4-3 2-1 6-0"))
    assert (hand.leader, hand.lead_reason.code, hand.lead_reason.tile) == (0, Lead.HIGHEST_DOUBLE, Tile(5, 5))
    assert [m.tile for m in hand.legal_moves()] == [Tile(5, 5)]
    with pytest.raises(IllegalMoveError, match="must lead 5-5"):
        hand.apply(Move(MoveKind.PLAY, Tile(6, 5), None, 6))
    assert hand.apply(hand.legal_moves()[0])[0].text == (
        "Ada leads 5-5 (holds 5-5, the highest double dealt, and leads it). Ends L 5 / R 5.")
    no_doubles, rest = dealt("6-5 6-4 6-3 6-2 6-1 6-0 5-4", "5-3 5-2 5-1 5-0 4-3 4-2 4-1")
    fresh = Match(TOY, ["Ada", "Ben"])
    assert fresh.leader_rule(no_doubles) is None
    with pytest.raises(DominoError):
        fresh.new_hand(no_doubles, rest)
    assert fresh.new_hand(no_doubles, rest, leader=1).lead_reason.code is Why.BY_LOT


def test_going_out_takes_the_pips_left_and_the_winner_leads_next() -> None:
    held = [["6-5"], ["1-1", "2-3"]]
    hand = mid_hand(TOY, ["Ada", "Ben"], ["6-6"], held, rest_of_set([["6-6"], *held]), 0)
    hand.apply(Move(MoveKind.PLAY, Tile(6, 5), "R"))
    end, score = hand.events[-2:]
    assert isinstance(end, ToyHandEnd) and isinstance(score, OutScore)
    assert (score.side, score.points, score.held) == (0, 7, (0, 7)) and hand.match.totals == [7, 0]
    assert score.text == "Ada went out: Ben 7 left in hand -> Ada +7 (0 -> 7)"
    with speaking("it"):
        assert score.text == "Ada ha fatto domino: restano in mano Ben 7 -> Ada +7 (0 -> 7)"
    nxt = hand.match.new_hand(*dealt("5-5 4-1 3-2 2-0 1-0 3-1 4-2", "6-6 6-3 6-2 5-0 4-3 2-1 6-0"))
    assert (nxt.leader, nxt.lead_reason.code) == (0, Lead.WON_LAST) and len(nxt.legal_moves()) == 7


def blocked(held: list[list[str]], options: dict[str, int] | None = None) -> Hand:
    """A hand on ``SIXES`` with an empty boneyard: the first seat passes and the hand is blocked."""
    names = ["Ada", "Ben", "Cy"][:len(held)]
    hand = mid_hand(TOY, names, SIXES, held, [], 0, options=options)
    assert hand.legal_moves() == [PASS]
    hand.apply(PASS)
    assert hand.over and hand.blocked
    return hand


def test_a_blocked_hand_pays_the_fewest_pips_the_differences() -> None:
    ada, ben = ["0-0", "0-2", "1-1"], ["5-5", "4-4", "3-5"]
    end, score = blocked([ada, ben, besides(ada, ben)], {"target": 100}).events[-2:]
    assert isinstance(score, BlockScore) and isinstance(end, ToyHandEnd) and end.verdict is None
    assert (score.side, score.points, score.held, end.next_leader) == (0, 78, (4, 26, 60), 0)
    assert score.text == ("Ada holds the fewest pips, 4: Ben 26 - 4 = 22, Cy 60 - 4 = 56: 22 + 56 = 78 "
                          "-> Ada +78 (0 -> 78)")
    with speaking("it"):
        assert score.text.startswith("Ada ha meno punti di tutti, 4: Ben 26 - 4 = 22, Cy 60 - 4 = 56")


def test_a_tie_on_the_fewest_pips_scores_nothing_and_the_highest_double_leads_next() -> None:
    ada = ["5-5", "4-4", "3-5", "3-4", "2-5", "0-5"]  # 45, the other hand too
    hand = blocked([ada, besides(ada)])
    end = hand.events[-1]
    assert isinstance(end, ToyHandEnd) and end.verdict is Verdict.TIE and end.next_leader is None
    assert not any(isinstance(e, Score) for e in hand.events) and hand.match.totals == [0, 0]
    assert "Ada 45 = Ben 45 hold the fewest pips: a tie, nobody scores" in end.text
    with speaking("it"):
        assert "Ada 45 = Ben 45 hanno meno punti di tutti: pari, nessuno segna" in end.text
    nxt = hand.match.new_hand(*dealt("5-5 4-1 3-2 2-0 1-0 3-1 4-2", "6-6 6-3 6-2 5-0 4-3 2-1 6-0"))
    assert (nxt.leader, nxt.lead_reason.code) == (1, Lead.HIGHEST_DOUBLE)
    assert [m.tile for m in nxt.legal_moves()] == [Tile(6, 6)]


def test_every_settlement_follows_the_rules() -> None:
    """Random hands of two to four: the scores are what the hands hold at the end, and the ties score nothing."""
    seen: set[str] = set()
    for seed in range(120):
        n = 2 + seed % 3
        match = play_match(Match(TOY, [f"P{i}" for i in range(n)], {"target": 30}),
                           [random_player(seed * 5 + i) for i in range(n)], random.Random(seed), max_hands=4)
        for hand in match.hands:
            held = tuple(hand.pips(s) for s in range(n))
            scores = [e for e in hand.events if isinstance(e, Score)]
            fewest = min(held)
            if hand.went_out is not None:
                seen.add("out")
                assert [(s.side, s.points) for s in scores] == ([(hand.went_out, sum(held))] if sum(held) else [])
            elif held.count(fewest) == 1:
                seen.add("blocked")
                assert [(s.side, s.points) for s in scores] == [(held.index(fewest), sum(held) - n * fewest)]
            else:
                assert scores == []
    assert seen == {"out", "blocked"}


def test_it_plays_records_replays_and_speaks_both_languages(tmp_path: Path) -> None:
    match = play_match(Match(TOY, ["Ada", "Ben"]), [greedy, greedy], random.Random(3))
    assert match.over and max(match.totals) >= 50 and len(match.hands) > 1
    path = tmp_path / "toy.json"
    record.Record.from_match(match).save(path)
    again = record.replay(record.load(path))
    assert [e.to_json() for h in again.hands for e in h.hand.events] == [
        e.to_json() for h in match.hands for e in h.events]
    assert again.transcript().startswith("First to fifty (hand_size 7, target 50)")
    with speaking("it"):
        italian = record.replay(record.load(path)).transcript()
    assert italian.startswith("Primo a cinquanta (7 tessere a testa, si gioca a 50)")
    assert "ha vinto la mano precedente" in italian
    decisions = review(record.load(path), 1, seat=0, playouts=20).decisions
    assert decisions and all(d.values for d in decisions)


@pytest.mark.parametrize("bot", ["greedy", "expert"])
def test_it_plays_at_the_table_against_the_computer(bot: str) -> None:
    table = PlayTable(TOY, seed=2, delay=0, bot=bot)
    for _ in range(60):
        if table.hand.over:
            break
        table.move(greedy(table.hand.observe(table.you), table.hand.legal_moves()))
    done = table.review()
    assert table.hand.over and done is not None and done.decisions and "Review of" in table.review_panel.value
    italian = PlayTable(TOY, seed=2, delay=0, bot=bot, lang="it")
    italian.hint()
    assert "6-6" in italian.message.value and "non si segna" in italian.message.value


def test_it_asks_the_generic_questions_and_answers_them_right() -> None:
    questions = make_questions(TOY, count=6, seed=1)
    assert {q.kind for q in questions} == {"hand_end", "leader", "draw"}  # its quiz.py: the generic kinds
    assert all(q.check(q.answer, q.points or 0)[0] for q in questions)
    quiz = ScoreQuiz(TOY, seed=1, count=3, lang="it")
    quiz.check()
    assert quiz.feedback.value


def test_a_broken_or_clashing_plug_in_is_left_out_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
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
