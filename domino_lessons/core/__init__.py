"""The core: tiles, the tableau and its layout, the engine (``Match``, ``Hand``), events, frames,
records, errors and the codes the views' lines use (``labels``), and notes in several languages.

It names no game: a game's rules reach it only through the ``Variant`` hooks the engine calls. It
imports nothing from the other layers (``rules`` only for ``find_variant``, ``Variant`` and its
hooks' types, and the narrator only lazily, where an event or an error is read as text).
"""
