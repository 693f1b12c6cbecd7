"""Tiles of the double-six set: the value type, parsing ``"6-4"`` and the full set."""

from __future__ import annotations

from itertools import chain
from operator import itemgetter
from typing import Iterable

from .errors import DominoError
from .problems import NotATile, PipsOutOfSet, TileHalf

MAX_PIP = 6


class Tile(tuple[int, int]):
    """A domino tile; ``Tile(4, 6) == Tile(6, 4)`` and both show as ``6-4``.

    A tile is the pair (high, low): equality, hashing and ordering are the tuple's, done in C,
    and there is exactly one object per tile (``Tile(6, 4) is Tile(4, 6)``).
    """

    __slots__ = ()

    def __new__(cls, a: int, b: int) -> Tile:
        for half in (a, b):
            if type(half) is not int or not 0 <= half <= MAX_PIP:
                raise DominoError(TileHalf(half=half))
        return _TILES[a, b]

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``"6-4"`` (either order) into a tile."""
        return cls(*parse_halves(text))

    high: int = property(itemgetter(0), doc="The higher half.")  # type: ignore[assignment]
    low: int = property(itemgetter(1), doc="The lower half.")  # type: ignore[assignment]

    @property
    def is_double(self) -> bool:
        return self[0] == self[1]

    @property
    def pips(self) -> int:
        """The tile's worth: both halves added."""
        return self[0] + self[1]

    def has(self, pip: int) -> bool:
        """True when either half shows ``pip``."""
        return pip in self

    def other(self, pip: int) -> int:
        """The half opposite the half showing ``pip``."""
        return self[1] if self[0] == pip else self[0]

    def __str__(self) -> str:
        return f"{self[0]}-{self[1]}"

    def __repr__(self) -> str:
        return f"Tile({self[0]}, {self[1]})"

    def __getnewargs__(self) -> tuple[int, int]:
        return self[0], self[1]  # copy and pickle give back the one object per tile

    def _repr_html_(self) -> str:
        from ..views.render import tile_svg

        return tile_svg(self)


_TILES: dict[tuple[int, int], Tile] = {}
for _high in range(MAX_PIP + 1):
    for _low in range(_high + 1):
        _TILES[_high, _low] = _TILES[_low, _high] = tuple.__new__(Tile, (_high, _low))


def parse_halves(text: str) -> tuple[int, int]:
    """Read ``"a-b"`` into its two halves in the order written."""
    parts = text.strip().split("-") if isinstance(text, str) else []
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456789" for p in parts):
        raise DominoError(NotATile(text=text))
    a, b = int(parts[0]), int(parts[1])
    if a > MAX_PIP or b > MAX_PIP:
        raise DominoError(PipsOutOfSet(text=text))
    return a, b


FULL_SET: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(MAX_PIP + 1) for b in range(a + 1))
"""The 28 tiles of the double-six set, 0-0 first."""


def pips(tiles: Iterable[Tile]) -> int:
    """Total worth of some tiles."""
    return sum(chain.from_iterable(tiles))  # a tile is its two halves


def tile_list(tiles: Iterable[Tile]) -> str:
    """``6-5, 2-3`` for a text annotation."""
    return ", ".join(str(t) for t in tiles)
