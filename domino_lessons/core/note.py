"""A teacher's note on a move: plain text, or the same note in several languages.

A record's note is a string or an object keyed by language code (``{"en": "...", "it": "..."}``).
``Note`` is the note as a string (its English text, else its first), which also knows its other
languages: ``said(note)`` reads it in the language being spoken, else in English, else in the first
language it has.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import NoteEmpty, NoteLanguage, NoteText, NoteValue

LANGUAGE_CODE = re.compile(r"[a-z]{2,3}")
"""A note's language key: two or three lowercase letters (``en``, ``it``, ``bug``)."""

NoteJson = str | dict[str, str]
"""A note as a record writes it."""


class Note(str):
    """A note in several languages; as a ``str`` it is its English text (else its first language's)."""

    texts: dict[str, str]

    def __new__(cls, texts: dict[str, str]) -> Note:
        note = super().__new__(cls, texts.get("en", next(iter(texts.values()))))
        note.texts = dict(texts)
        return note

    def in_language(self, lang: str) -> str:
        """The note in ``lang``, else in English, else in its first language."""
        return self.texts.get(lang, str(self))


def said(note: str, lang: str | None = None) -> str:
    """A note read in ``lang`` (None: the language being spoken); a plain note is the same in every language."""
    if not isinstance(note, Note):
        return note
    from ..narrate import narrator

    return note.in_language(narrator(lang).lang)


def note_problem(key: str, value: Any) -> NoteValue | NoteEmpty | NoteLanguage | NoteText | None:
    """What is wrong with the value of a record's note ``key``, as its facts; None for a good note."""
    if isinstance(value, str):
        return None
    if not isinstance(value, dict):
        return NoteValue(key=key)
    if not value:
        return NoteEmpty(key=key)
    for lang, text in value.items():
        if not LANGUAGE_CODE.fullmatch(lang):
            return NoteLanguage(key=key, lang=lang)
        if not isinstance(text, str) or not text.strip():
            return NoteText(key=key, lang=lang)
    return None


def note_of(value: NoteJson) -> str:
    """A good note value (``note_problem`` found nothing) as a note."""
    return value if isinstance(value, str) else Note(value)


def note_json(note: str) -> NoteJson:
    """A note as the record writes it: an object for a note in several languages, else a string."""
    return dict(note.texts) if isinstance(note, Note) else str(note)


def note_in(note: str | None, lang: str) -> str:
    """The text a note has in ``lang`` exactly, "" if none (a plain note is read as the English one)."""
    if note is None:
        return ""
    return note.texts.get(lang, "") if isinstance(note, Note) else (note if lang == "en" else "")


def edited(note: str | None, lang: str, text: str) -> Note | None:
    """``note`` with its ``lang`` text made ``text`` (stripped): the other languages are kept (a plain note as the
    English one); an empty ``text`` takes ``lang`` away, and the note with it when no language is left."""
    texts = dict(note.texts) if isinstance(note, Note) else ({} if note is None else {"en": str(note)})
    if text.strip():
        texts[lang] = text.strip()
    else:
        texts.pop(lang, None)
    return Note(texts) if texts else None
