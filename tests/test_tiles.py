import copy
import pickle

import pytest

from domino_lessons.core.errors import DominoError
from domino_lessons.core.tiles import FULL_SET, Tile, pips


def test_tile_is_unordered_and_shows_high_first() -> None:
    assert Tile(4, 6) == Tile(6, 4)
    assert hash(Tile(4, 6)) == hash(Tile(6, 4))
    assert str(Tile(4, 6)) == "6-4"
    assert repr(Tile(4, 6)) == "Tile(6, 4)"
    assert eval(repr(Tile(2, 5))) == Tile(5, 2)


def test_parse_either_order() -> None:
    assert Tile.parse("6-4") == Tile.parse("4-6") == Tile(6, 4)
    assert Tile.parse(" 0-0 ").is_double


@pytest.mark.parametrize("text", ["7-1", "6", "6-", "a-b", "6-4-1", "", "66", "-1-2", "6 - 4", "\uff16-4", "\u0666-1"])
def test_parse_rejects_non_tiles(text: str) -> None:
    with pytest.raises(DominoError):
        Tile.parse(text)


@pytest.mark.parametrize("halves", [(7, 0), (-1, 2), (1.0, 2), ("1", 2), (True, 1), (None, 0)])
def test_constructor_rejects_bad_halves(halves: tuple) -> None:
    with pytest.raises(DominoError):
        Tile(*halves)


def test_full_set() -> None:
    assert len(FULL_SET) == len(set(FULL_SET)) == 28
    assert sum(t.is_double for t in FULL_SET) == 7
    assert pips(FULL_SET) == 168
    assert FULL_SET == tuple(sorted(FULL_SET))


def test_tile_helpers() -> None:
    tile = Tile(6, 4)
    assert tile.pips == 10 and tile.has(4) and tile.has(6) and not tile.has(5)
    assert tile.other(6) == 4 and tile.other(4) == 6
    assert Tile(3, 3).other(3) == 3
    assert Tile(1, 2) < Tile(0, 3) < Tile(0, 4)


def test_one_object_per_tile() -> None:
    tile = Tile(4, 6)
    assert tile is Tile(6, 4) is Tile.parse("4-6") is FULL_SET[FULL_SET.index(tile)]
    assert copy.copy(tile) is tile and copy.deepcopy([tile])[0] is tile
    assert pickle.loads(pickle.dumps(tile)) is tile
    assert (tile.high, tile.low) == (6, 4) and isinstance(tile, Tile)
