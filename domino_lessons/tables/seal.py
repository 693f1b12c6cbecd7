"""A hand's deal as its journal keeps it: sealed (AES-GCM, from the ``cryptography`` library) with a key kept away
from the tables' folder, so the journal can bring a hand in play back after a restart while nothing in the folder
lets a reader rebuild it. Whoever holds the key and the folder reads every hand, as the teacher's board does."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

from ..core.errors import DominoError
from ..core.labels import TableWord

KEY_BYTES = 32
"""An AES-256 key."""
NONCE_BYTES = 12
"""AES-GCM's nonce, new for every deal sealed."""


def private_folder(folder: Path) -> None:
    """``folder`` made where missing, readable and writable by its owner alone (0700): the tables' journals, keys and
    records are nobody else's."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o077:
        os.chmod(folder, 0o700)


def new_secret(path: Path, secret: bytes) -> None:
    """``secret`` written to ``path`` whole, readable by its owner alone from its first byte, in a folder of theirs
    alone; a file another process made there meanwhile is kept (never replaced)."""
    private_folder(path.parent)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(secret)
            out.flush()
            os.fsync(out.fileno())
        os.link(tmp, path)
    except FileExistsError:
        pass
    finally:
        tmp.unlink(missing_ok=True)


def state_home() -> Path:
    """Where this user's own state is kept (``$XDG_STATE_HOME``, else ``~/.local/state``)."""
    return Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")


def default_key_file() -> Path:
    """The service's key by default: in the user's own state, not in the tables' folder."""
    return state_home() / "domino-lessons" / "tables.key"


class Seal:
    """Seals and opens the deals of a hall's tables with one key (``about``: which table and hand a deal is of, so a
    sealed deal cannot be passed off as another's)."""

    def __init__(self, key: bytes) -> None:
        if len(key) != KEY_BYTES:
            raise ValueError(f"a table key has {KEY_BYTES} bytes")
        self.key = key

    @classmethod
    def fresh(cls) -> Seal:
        """A seal with a new key, held in memory only (tables that are never restarted: tests, a demonstration)."""
        return cls(os.urandom(KEY_BYTES))

    @classmethod
    def kept_in(cls, path: Path) -> Seal:
        """The seal whose key is kept in ``path`` (made where missing: mode 0600 from its first byte, in a folder of
        its owner's alone); a file that is no key is refused in one line."""
        if not path.exists():
            new_secret(path, base64.b64encode(os.urandom(KEY_BYTES)) + b"\n")
        try:
            return cls(base64.b64decode(path.read_bytes().strip(), validate=True))
        except ValueError:
            raise DominoError(TableWord.BAD_KEY_FILE, path=path) from None

    def close(self, deal: dict[str, Any], about: str) -> str:
        """``deal`` sealed: a line of base64 (whose alphabet writes no tile)."""
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        nonce = os.urandom(NONCE_BYTES)
        plain = json.dumps(deal, separators=(",", ":"), sort_keys=True).encode("utf-8")
        return base64.b64encode(nonce + AESGCM(self.key).encrypt(nonce, plain, about.encode("utf-8"))).decode("ascii")

    def open(self, sealed: str, about: str) -> dict[str, Any]:
        """The deal ``sealed`` holds; a ``ValueError`` where it was sealed with another key, for another table or
        hand, or damaged."""
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        try:
            raw = base64.b64decode(sealed, validate=True)
            found = json.loads(AESGCM(self.key).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], about.encode("utf-8")))
        except (InvalidTag, TypeError, ValueError):
            raise ValueError("a deal sealed with another key, or for another table") from None
        if not isinstance(found, dict):
            raise ValueError("a sealed deal that is no deal")
        return found
