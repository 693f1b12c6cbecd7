"""The core: tiles, the tableau and its layout, the engine (``Match``, ``Hand``), the ``Variant`` base
whose hooks the engine calls (``variant``), a match's own state (``state``), what a seat sees
(``observation``), events, frames, records, errors and their typed facts (``problems``), the codes
the views' lines use (``labels``) and notes in several languages.

It names no game: a game's rules reach it only through the ``Variant`` hooks. It imports nothing
from the other layers at module level; inside a function only the registry (``find_variant``, to
look a game up by name), the narrator (where something is read as text) and the renderer (a
notebook's display hook).
"""
