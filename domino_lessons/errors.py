"""The package's exceptions: one family, every message says where and why."""

from __future__ import annotations

import json
import re


class DominoError(ValueError):
    """Base of every error the package raises on bad input."""


class IllegalMoveError(DominoError):
    """A move the rules do not allow here; the game state is left untouched."""


class RecordError(DominoError):
    """A game record that cannot be read or replayed.

    ``hand`` and ``move`` count from 1; ``token`` is the move as written.
    ``str(error)`` is one line: ``hand 1, move 3 ("6-1 N"): why``.
    """

    def __init__(self, reason: str, *, hand: int | None = None, move: int | None = None,
                 token: str | None = None) -> None:
        self.reason = reason
        self.hand = hand
        self.move = move
        self.token = token
        super().__init__(self.message)

    @property
    def message(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand {self.hand}")
        if self.move is not None:
            where.append(f"move {self.move}" + (f" ({_quote(self.token)})" if self.token is not None else ""))
        return LINE_BREAKS.sub(_escaped, (", ".join(where) + ": " if where else "") + self.reason)


LINE_BREAKS = re.compile("[\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
"""Characters that would break the one-line message (text from a record may hold them)."""


def _escaped(found: re.Match[str]) -> str:
    return repr(found.group())[1:-1]


def _quote(token: str) -> str:
    return json.dumps(token, ensure_ascii=False)
