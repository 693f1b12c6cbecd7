"""A second game from outside the package (``tests/plugins/fives_threes``): Fives and Threes, a spinner game of the
All Fives family built from the family's shared blocks (``core.spinner``), whose boneyard keeps its last two tiles
with two players (``Variant.kept``). Its rules, its kept tiles in the engine, the kernel and the coach's exact
search, and ``domino-lessons check-game`` on it and on games made wrong on purpose."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import mid_hand
from hypothesis import given, strategies as st

import domino_lessons.rules as rules
from domino_lessons import Match
from domino_lessons.cli import main
from domino_lessons.coach import endgame
from domino_lessons.coach.players import greedy
from domino_lessons.core.engine import DRAW, PASS
from domino_lessons.core.errors import DominoError, IllegalMoveError
from domino_lessons.core.events import HandEnd, Pass, PassWhy
from domino_lessons.core.labels import Cli
from domino_lessons.game_check import check_game
from domino_lessons.narrate import narrator
from domino_lessons.rules import find_variant, registry
import fives_threes.game as threes
from fives_threes.game import FivesAndThrees, ThreesKernel, ThreesScore, count_points

GAME = "fives-and-threes"
PLUGINS = Path(__file__).resolve().parent / "plugins"
PACKAGE = Path(rules.__file__).resolve().parent.parent
LINE = ["6-0", "0-1", "1-6", "6-2", "2-3", "3-6", "6-4", "4-5", "5-6"]
"""A line holding every 6 but 6-6, both ends 6 and no double: nobody holding no 6 can play on it."""
HELD = [["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "0-2", "0-3", "0-4"], ["0-5", "1-2", "1-3", "1-4", "1-5", "2-4",
                                                                          "2-5", "3-4"]]


def test_the_registry_finds_it_and_nothing_in_the_package_names_it() -> None:
    assert find_variant("cinque-e-tre") is FivesAndThrees and GAME in registry()
    named = [p for p in PACKAGE.rglob("*.py") if GAME in p.read_text(encoding="utf-8") or "fives_threes" in p.read_text()]
    assert named == []
    imported = (PLUGINS / "fives_threes" / "game.py").read_text(encoding="utf-8")
    assert "domino_lessons.core.spinner" in imported and "rules.all_fives" not in imported


@pytest.mark.parametrize("total,points", [(0, 0), (5, 1), (6, 2), (9, 3), (10, 2), (15, 8), (30, 16), (7, 0), (35, 7)])
def test_a_count_scores_its_fives_and_its_threes(total: int, points: int) -> None:
    assert count_points(total) == points


@given(st.integers(0, 40))
def test_fives_and_threes_are_counted_apart(total: int) -> None:
    assert count_points(total) == ((total // 5 if total % 5 == 0 else 0) + (total // 3 if total % 3 == 0 else 0)
                                   if total else 0)


def test_two_players_keep_two_tiles_and_more_players_none() -> None:
    assert [Match(GAME, ["P"] * n).variant.kept for n in (2, 3, 4)] == [2, 0, 0]
    assert Match(GAME, ["P"] * 2, {"kept": 0}).variant.kept == 0
    with pytest.raises(DominoError, match="11 tiles must stay in the stock, but the deal leaves only 10"):
        Match(GAME, ["P"] * 2, {"kept": 11})


def kept_position() -> object:
    """Ada to move on ``LINE`` holding no 6, the boneyard down to its two kept tiles."""
    return mid_hand(GAME, ["Ada", "Ben"], LINE, HELD, ["6-6", "3-5"], 0)


def test_the_kept_tiles_are_never_drawn_and_the_words_say_why() -> None:
    hand = kept_position()
    assert hand.legal_moves() == [PASS] and not hand.stock_open() and len(hand.boneyard) == 2
    with pytest.raises(IllegalMoveError) as refused:
        hand.apply(DRAW)
    assert "cannot draw: the tiles left in the boneyard must stay there" in str(refused.value)
    assert "non può pescare: le tessere rimaste nel pozzo devono restarvi" in refused.value.said("it")
    assert len(hand.boneyard) == 2 and hand.to_move == 0  # the refused draw changed nothing
    events = hand.apply(PASS)
    passed = next(e for e in events if isinstance(e, Pass))
    assert passed.why is PassWhy.STOCK_KEPT
    end = next(e for e in events if isinstance(e, HandEnd))
    assert end.kept == 2 and "the 2 tiles left in the boneyard stay there, nobody can play" in end.text
    assert "restano 2 tessere nel pozzo, che non si pescano e nessuno può giocare" in narrator("it").event(end)


def test_without_kept_tiles_the_same_position_draws() -> None:
    hand = mid_hand(GAME, ["Ada", "Ben"], LINE, HELD, ["6-6", "3-5"], 0, options={"kept": 0})
    assert hand.legal_moves() == [DRAW]


def test_the_coach_solves_exactly_once_only_kept_tiles_are_left() -> None:
    solved = 0
    for seed in range(40):
        hand = Match(GAME, ["Ada", "Ben"]).deal_random(random.Random(seed))
        while not hand.over and not (len(hand.boneyard) == 2 and sum(map(len, hand.held)) <= 8
                                     and len(hand.legal_moves()) > 1):
            hand.push(greedy(hand, hand.legal_moves()))
        if hand.over:
            continue
        seen = hand.observe(hand.to_move)
        assert not seen.drawing
        solved += endgame.solve(seen, seen.legal_moves()) is not None
    assert solved >= 5


def test_a_play_scores_in_the_engine_and_in_the_kernel_alike() -> None:
    hand = Match(GAME, ["Ada", "Ben"]).deal_random(random.Random(5))
    scored = []
    while not hand.over:
        scored += [e for e in hand.apply(greedy(hand, hand.legal_moves())) if isinstance(e, ThreesScore)]
    assert scored and all(e.points == count_points(sum(p.value for p in e.parts)) for e in scored)
    assert isinstance(hand.variant.kernel_rules(), ThreesKernel) and hand.variant.kernel_rules().native() is None


def test_check_game_passes_both_plug_ins_and_a_built_in_game(capsys: pytest.CaptureFixture[str]) -> None:
    for game in (GAME, "first-to-fifty", "reserve"):
        assert main(["check-game", game, "--seeds", "2"]) == 0
        out = capsys.readouterr().out.splitlines()
        assert len(out) == 7 and out[-1] == f"{game}: every check passed" and all(line.startswith("ok") for line in out[:6])


def test_check_game_runs_on_an_installed_plug_in_from_the_command_line() -> None:
    env = {"PYTHONPATH": str(PLUGINS), "LANG": "it_IT.UTF-8", "PATH": ""}
    done = subprocess.run([sys.executable, "-m", "domino_lessons", "check-game", GAME, "--seeds", "1"],
                          capture_output=True, text=True, env=env, cwd="/")
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == f"{GAME}: tutte le verifiche sono superate"
    unknown = subprocess.run([sys.executable, "-m", "domino_lessons", "check-game", "no-such-game"],
                             capture_output=True, text=True, env=env, cwd="/")
    assert unknown.returncode == 2 and unknown.stderr.count("\n") == 1 and "Traceback" not in unknown.stderr


def test_check_game_finds_words_missing(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    said = narrator("it")
    monkeypatch.delitem(said.sayings, ("event", ThreesScore))
    monkeypatch.delitem(said.reasons, threes.Tie.FEWEST)
    found = check_game(FivesAndThrees, 1)[Cli.CHECKED_WORDS]
    assert [f.said(narrator("en")) for f in found] == ["it: no words for <Tie.FEWEST: 'fewest tied'>",
                                                       "it: no words for ThreesScore"]
    assert main(["check-game", GAME, "--seeds", "1"]) == 1
    out = capsys.readouterr().out
    assert "MISSING  words" in out and "- it: no words for ThreesScore" in out
    assert out.splitlines()[-1] == f"{GAME}: 1 of the checks found something missing"


def test_check_game_finds_a_kernel_that_scores_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ThreesKernel, "points_for", lambda self, state, move: count_points(
        threes.kernel_count(state, move)) + (move & 1))
    found = check_game(FivesAndThrees, 2)
    assert [f.code for f in found[Cli.CHECKED_KERNEL]] == [Cli.KERNEL_DIFFERS]
    assert "the kernel's" in found[Cli.CHECKED_KERNEL][0].said(narrator("en"))
    assert all(not findings for name, findings in found.items() if name != Cli.CHECKED_KERNEL)


def test_check_game_finds_options_taken_and_a_hook_that_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    reading = FivesAndThrees.read_options

    def careless(self: FivesAndThrees, options: rules.OptionReader) -> None:
        reading(self, options)
        options.given.clear()  # every other option taken without a word

    monkeypatch.setattr(FivesAndThrees, "read_options", careless)
    monkeypatch.setattr(FivesAndThrees, "max_players", 5)
    found = check_game(FivesAndThrees, 1)
    assert [f.code for f in found[Cli.CHECKED_OPTIONS]] == [Cli.UNKNOWN_TAKEN]
    assert [f.code for f in found[Cli.CHECKED_GAMES]] == [Cli.GAME_BROKEN]  # five players: no hand size for them
    assert "5 players, seed 0: KeyError" in found[Cli.CHECKED_GAMES][0].said(narrator("en"))
    assert found[Cli.CHECKED_KERNEL][0].said(narrator("en")) == "raised KeyError: 5"


def test_its_words_are_found_beside_its_game_without_an_entry_point() -> None:
    declared = (PLUGINS / "fives_threes-1.0.dist-info" / "entry_points.txt").read_text(encoding="utf-8")
    assert "domino_lessons.words" not in declared  # the toy game declares its words; this one does not
    assert [narrator(lang).title(FivesAndThrees) for lang in ("en", "it")] == ["Fives and Threes", "Cinque e tre"]


def test_words_declared_wrong_are_left_out_with_one_line_each(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib.metadata import EntryPoint

    import domino_lessons.core.entries as entries
    from domino_lessons.narrate import WORDS_GROUP, _narrator

    wrong = [EntryPoint("en", "no_such_words_module", WORDS_GROUP), EntryPoint("en", "random", WORDS_GROUP)]
    monkeypatch.setattr(entries, "entry_points", lambda group, name=None: wrong if group == WORDS_GROUP else [])
    _narrator.cache_clear()
    try:
        with pytest.warns(UserWarning) as said:
            fresh = narrator("en")
        lines = [str(w.message) for w in said]
        assert lines == ["the en words 'no_such_words_module' are left out: ModuleNotFoundError: No module named "
                         "'no_such_words_module'", "the en words 'random' are left out: the module holds no BOOK "
                         "(a Phrasebook)"]
        assert fresh.title(FivesAndThrees) == "Fives and Threes"  # the words found beside the game stay
    finally:
        monkeypatch.undo()
        _narrator.cache_clear()


def test_its_options_are_said_in_its_own_words_in_both_languages() -> None:
    variant = Match(GAME, ["Ada", "Ben"]).variant
    assert narrator("en").say("describe", variant) == ("Fives and Threes (hand_size 9, target 61, the last 2 tiles stay "
                                                       "in the boneyard)")
    assert "le ultime 2 tessere restano nel pozzo" in narrator("it").say("describe", variant)


def test_a_blocked_hand_of_a_game_that_keeps_nothing_says_nothing_kept() -> None:
    for game, players in (("no-reserve", 2), ("international-two", 2), (GAME, 3)):
        blocked = 0
        for seed in range(30):
            hand = Match(game, ["P"] * players).deal_random(random.Random(seed))
            while not hand.over:
                hand.push(greedy(hand, hand.legal_moves()))
            end = next(e for e in hand.events if isinstance(e, HandEnd))
            assert end.kept == 0, (game, seed)
            blocked += hand.blocked
        assert blocked, game
