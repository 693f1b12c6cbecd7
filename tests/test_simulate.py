"""``simulate``: statistics from complete hands, deterministic for a seed."""

import json

import pytest

from domino_lessons.cli import main
from domino_lessons.core.errors import DominoError
from domino_lessons.coach.simulate import simulate


def test_statistics_are_consistent_and_deterministic() -> None:
    stats = simulate("all-fives", hands=50, seed=3, players=3)
    assert stats == simulate("all-fives", hands=50, seed=3, players=3)
    assert stats["hands"] == 50 and 0 <= stats["blocked"] <= 50
    assert stats["blocked_share"] == round(stats["blocked"] / 50, 4)
    # 3 players hold 21 tiles; every hand lays at least the lead and at most the 28 tiles.
    assert 1 <= stats["tiles_played_per_hand"] <= 28
    assert stats["points_scored_per_hand"] >= stats["net_points_per_hand"]
    assert stats != simulate("all-fives", hands=50, seed=4, players=3)


def test_greedy_outscores_random_in_play() -> None:
    greedy = simulate("all-fives", hands=200, seed=1, players=2, bot="greedy")
    rand = simulate("all-fives", hands=200, seed=1, players=2, bot="random")
    assert greedy["points_scored_per_hand"] > rand["points_scored_per_hand"]


def test_cli_json_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "all-fives", "--hands", "10", "--players", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 4 and out["hands"] == 10
    assert main(["simulate", "checkers"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith('simulate: unknown variant "checkers": the variants are all-fives,')
    assert main(["simulate", "all-fives", "--players", "5"]) == 2
    assert "2 to 4 players, not 5" in capsys.readouterr().err


def test_unknown_variant_raises() -> None:
    with pytest.raises(DominoError):
        simulate("nonsense")


def run_on_a_terminal(*args: str) -> tuple[str, str]:
    """``domino-lessons simulate ...`` with stderr on a pseudo-terminal; its stdout and what the terminal showed."""
    import fcntl
    import os
    import pty
    import struct
    import subprocess
    import sys
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 columns wide
    process = subprocess.Popen([sys.executable, "-m", "domino_lessons", "simulate", *args], stdout=subprocess.PIPE,
                               stderr=follower, text=True)
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        shown += chunk
    out = process.communicate(timeout=120)[0]
    os.close(leader)
    return out, shown.decode(errors="replace")


def test_a_long_run_shows_a_progress_bar_on_a_terminal_only() -> None:
    out, shown = run_on_a_terminal("all-fives", "--hands", "20000")  # over a second, the bar's delay, in the kernel
    assert "20000 hands of all-fives" in out and "hand/s" in shown and "%|" in shown
    out, shown = run_on_a_terminal("all-fives", "--hands", "6000", "--json")
    assert '"hands": 6000' in out and shown == ""
    out, shown = run_on_a_terminal("all-fives", "--hands", "50")  # done in well under a second: no bar
    assert shown == ""



def test_the_summary_speaks_of_subtractions_only_where_a_hand_subtracts() -> None:
    from domino_lessons.coach.simulate import simulate, summary_text

    for game in ("italian", "goat", "all-fives"):
        stats = simulate(game, 4, 0, None, "greedy")
        said = summary_text(stats, "en")
        subtracts = stats["net_points_per_hand"] != stats["points_scored_per_hand"]
        assert ("net after subtractions" in said) == subtracts, (game, said)
        assert ("al netto delle sottrazioni" in summary_text(stats, "it")) == subtracts
