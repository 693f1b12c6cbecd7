"""Hypothesis properties over random All Fives games."""

from __future__ import annotations

import random
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.core.events import MatchEnd, Score
from domino_lessons.coach.players import greedy, play_match, random_player
from domino_lessons.core.record import Record
from domino_lessons.core.tiles import FULL_SET
from domino_lessons.rules.all_fives.game import CountScore

games = st.fixed_dictionaries({
    "seed": st.integers(0, 10**6),
    "players": st.integers(2, 4),
    "mode": st.sampled_from(["subtract-own", "winner-takes"]),
    "partnership": st.booleans(),
    "bots": st.sampled_from(["random", "greedy", "mixed"]),
    "target": st.sampled_from([None, 60, 150]),
})


def make_match(game: dict) -> Match:
    n = game["players"]
    options: dict = {"end_of_hand": game["mode"]}
    if n == 4:
        options["partnership"] = game["partnership"]
    if game["target"]:
        options["target"] = game["target"]
    return Match("all-fives", ["Ada", "Ben", "Cy", "Dan"][:n], options)


def bots(game: dict) -> list:
    kind = game["bots"]
    return [greedy if kind == "greedy" or (kind == "mixed" and i % 2) else random_player(game["seed"] + i)
            for i in range(game["players"])]


def tiles_accounted_for(hand) -> bool:
    board = hand.board
    on_table = ([board.lead] if board.lead else []) + [p.tile for arm in board.arms.values() for p in arm]
    everything = [t for h in hand.held for t in h] + list(hand.boneyard) + on_table
    return len(everything) == 28 and set(everything) == set(FULL_SET)


@settings(max_examples=60, deadline=None)
@given(games)
def test_random_matches_keep_every_invariant(game: dict) -> None:
    match = make_match(game)
    players = bots(game)
    rng = random.Random(game["seed"])
    while not match.over and len(match.hands) < 40:
        hand = match.deal_random(rng)
        assert tiles_accounted_for(hand)
        while not hand.over:
            hand.apply(players[hand.to_move](hand, hand.legal_moves()))
            assert tiles_accounted_for(hand)
    scores = [e for h in match.hands for e in h.events if isinstance(e, Score)]
    for event in scores:
        assert event.points != 0
        if isinstance(event, CountScore):
            assert event.points > 0 and event.points % 5 == 0
        if game["mode"] == "winner-takes":
            assert event.points > 0
    sums = [0] * len(match.totals)
    for event in scores:
        sums[event.side] += event.points
    assert sums == match.totals
    ends = [e for h in match.hands for e in h.events if isinstance(e, MatchEnd)]
    assert len(ends) == (1 if match.over else 0)


@settings(max_examples=40, deadline=None)
@given(games)
def test_same_seed_same_game_and_record_round_trip(game: dict) -> None:
    first = play_match(make_match(game), bots(game), random.Random(game["seed"]), max_hands=6)
    second = play_match(make_match(game), bots(game), random.Random(game["seed"]), max_hands=6)
    texts = [[e.text for e in h.events] for h in first.hands]
    assert texts == [[e.text for e in h.events] for h in second.hands]
    rec = Record.from_match(first)
    replayed = record.replay(record.loads(rec.dumps()))
    assert [[e.text for e in h.events] for h in replayed.hands] == texts
    # A record with plays only replays to the same events: the engine makes the forced moves.
    for hand in rec.hands:
        hand.moves = [m for m in hand.moves if not m.startswith(("draw", "pass"))]
    assert [[e.text for e in h.events] for h in record.replay(rec).hands] == texts


def test_import_does_not_load_jupyter() -> None:
    code = ("import sys, domino_lessons, domino_lessons.core.record, domino_lessons.cli; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'IPython', 'jupyter_server', 'jupyterlab', 'svgwrite', 'ipykernel')]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_console_script_runs(tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = subprocess.run([sys.executable, "-m", "domino_lessons", "replay", str(bad)], capture_output=True, text=True)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == f'{bad}: the record has no "format"\n'
    sim = subprocess.run([sys.executable, "-m", "domino_lessons", "simulate", "all-fives", "--hands", "5", "--json"],
                         capture_output=True, text=True, check=True)
    assert '"hands": 5' in sim.stdout and sim.stderr == ""
