"""Tiles of the double-six set: the value type, parsing ``"6-4"`` and the full set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .errors import DominoError

MAX_PIP = 6


@dataclass(frozen=True, order=True, slots=True)
class Tile:
    """A domino tile; ``Tile(4, 6) == Tile(6, 4)`` and both show as ``6-4``.

    The halves are stored high first, so equality, hashing and ordering agree.
    """

    high: int
    low: int

    def __post_init__(self) -> None:
        for half in (self.high, self.low):
            if type(half) is not int or not 0 <= half <= MAX_PIP:
                raise DominoError(f"a tile half must be a whole number 0..{MAX_PIP}, not {half!r}")
        if self.low > self.high:
            high, low = self.low, self.high
            object.__setattr__(self, "high", high)
            object.__setattr__(self, "low", low)

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``"6-4"`` (either order) into a tile."""
        return cls(*parse_halves(text))

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def pips(self) -> int:
        """The tile's worth: both halves added."""
        return self.high + self.low

    def has(self, pip: int) -> bool:
        """True when either half shows ``pip``."""
        return self.high == pip or self.low == pip

    def other(self, pip: int) -> int:
        """The half opposite the half showing ``pip``."""
        return self.low if self.high == pip else self.high

    def __hash__(self) -> int:
        return self.high * 8 + self.low  # distinct for every tile, and cheaper than hashing a tuple

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    def _repr_svg_(self) -> str:
        from .render import tile_svg

        return tile_svg(self)


def parse_halves(text: str) -> tuple[int, int]:
    """Read ``"a-b"`` into its two halves in the order written."""
    parts = text.strip().split("-") if isinstance(text, str) else []
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456789" for p in parts):
        raise DominoError(f"{text!r} is not a tile: write it as a-b with pips 0..{MAX_PIP}, like 6-4")
    a, b = int(parts[0]), int(parts[1])
    if a > MAX_PIP or b > MAX_PIP:
        raise DominoError(f"{text!r} is not a tile of the double-six set: pips go from 0 to {MAX_PIP}")
    return a, b


FULL_SET: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(MAX_PIP + 1) for b in range(a + 1))
"""The 28 tiles of the double-six set, 0-0 first."""


def pips(tiles: Iterable[Tile]) -> int:
    """Total worth of some tiles."""
    return sum(t.high + t.low for t in tiles)


def tile_list(tiles: Iterable[Tile]) -> str:
    """``6-5, 2-3`` for a text annotation."""
    return ", ".join(str(t) for t in tiles)
