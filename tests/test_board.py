"""The tableau: ends, the spinner's arms and the rules file's count table C1-C19."""

import pytest

from domino_lessons.core.tableau import Tableau
from domino_lessons.core.engine import parse_move
from domino_lessons.lesson import lay
from domino_lessons.core.errors import IllegalMoveError
from domino_lessons.core.spinner import count_of, count_parts

COUNT_TABLE = {
    "C1": (["6-4"], 10),
    "C2": (["5-5"], 10),
    "C3": (["6-6"], 12),
    "C4": (["6-6", "6-3 L"], 15),
    "C5": (["6-6", "6-3 L", "6-4 R"], 7),
    "C6": (["6-6", "6-3 L", "6-4 R", "6-1 N"], 8),
    "C7": (["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S"], 10),
    "C8": (["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S", "3-3 L"], 13),
    "C9": (["6-6", "6-3 L", "6-4 R", "6-1 N", "6-2 S", "3-3 L", "4-1 R"], 10),
    "C10": (["4-1", "1-1 R", "4-4 L"], 10),
    "C11": (["4-1", "1-1 R", "4-4 L", "1-2 R"], 10),
    "C12": (["4-1", "1-1 R", "4-4 L", "1-2 R", "1-5 N"], 15),
    "C13": (["4-1", "1-1 R", "4-4 L", "1-2 R", "1-5 N", "1-0 S"], 15),
    "C14": (["4-1", "1-1 R", "4-4 L", "1-2 R", "1-5 N", "1-0 S", "4-6 L"], 13),
    "C15": (["3-3", "3-2 L", "3-4 R"], 6),
    "C16": (["5-5", "5-0 L", "5-3 R", "5-6 N"], 9),
    "C17": (["1-1", "1-6 L", "1-5 R", "1-4 N", "1-2 S", "6-6 L", "5-5 R", "4-4 N", "2-5 S"], 35),
    "C18": (["6-6", "6-0 L", "6-1 R", "6-2 N", "6-3 S", "1-0 R", "2-0 N", "3-0 S", "0-0 S", "0-4 S", "4-5 S",
             "5-0 S"], 0),
    "C19": (["6-3", "3-2 R", "2-5 R", "5-4 R"], 10),
}


@pytest.mark.parametrize("name", sorted(COUNT_TABLE))
def test_count_table(name: str) -> None:
    tokens, count = COUNT_TABLE[name]
    board = lay(tokens)
    assert count_of(board) == count
    assert sum(p.value for p in count_parts(board)) == count


def test_c15_counts_after_each_play() -> None:
    assert [count_of(lay(["3-3", "3-2 L", "3-4 R"][:k])) for k in (1, 2, 3)] == [6, 8, 6]


def test_lead_orientation_and_arm_names() -> None:
    board = lay(["4-6"])
    assert board.ends() == {"L": 4, "R": 6}
    board = lay(["4-6", "6-3 R"])
    assert board.ends() == {"L": 4, "R": 3}


def test_spinner_opens_n_and_s_only_after_both_sides() -> None:
    board = lay(["6-6", "6-3 L"])
    assert set(board.ends()) == {"L", "R"}
    with pytest.raises(IllegalMoveError, match="end N is not open yet: both sides of the spinner 6-6"):
        board.check(parse_move("6-1 N").tile, "N")
    board = lay(["6-6", "6-3 L", "6-4 R"])
    assert board.ends() == {"L": 3, "R": 4, "N": 6, "S": 6}


def test_spinner_mid_line_keeps_arm_name() -> None:
    board = lay(["4-1", "1-1 R"])
    assert board.spinner is not None and board.spinner_arm == "R"
    assert board.spinner_sides_covered == 1 and not board.branches_open
    board = lay(["4-1", "1-1 R", "1-2 R"])
    assert board.branches_open and board.ends() == {"L": 4, "R": 2, "N": 1, "S": 1}


def test_only_first_double_is_spinner() -> None:
    board = lay(["4-1", "1-1 R", "4-4 L"])
    assert board.spinner == parse_move("1-1").tile


def test_line_without_spinners_has_two_ends() -> None:
    board = lay(["6-6", "6-3 L", "6-4 R"], spinners=False)
    assert board.ends() == {"L": 3, "R": 4}
    with pytest.raises(IllegalMoveError, match="only ends L and R"):
        board.check(parse_move("4-1").tile, "N")


def test_check_explains_ambiguity_and_misfit() -> None:
    with pytest.raises(IllegalMoveError, match="fits ends L, R: name the end"):
        lay(["6-6"], spinners=False).check(parse_move("6-1").tile, None)
    board = lay(["6-3"])
    with pytest.raises(IllegalMoveError, match="does not fit end L, which shows 6"):
        board.check(parse_move("3-1").tile, "L")
    with pytest.raises(IllegalMoveError, match="fits no open end"):
        board.check(parse_move("1-2").tile, None)


def test_copy_is_independent() -> None:
    board = lay(["6-6", "6-3 L"])
    clone = board.copy()
    clone.place(parse_move("6-4").tile, "R")
    assert board.tiles_played == 2 and clone.tiles_played == 3
