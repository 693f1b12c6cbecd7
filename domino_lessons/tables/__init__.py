"""Class tables: games held on a server, where learners play each other and the teacher watches every table.

This layer holds what a table service keeps and sends, without any network: a ``Table`` (``table``: a match, who
sits where, the computer in empty seats, every move checked by the engine and written to a ``Journal`` before it is
answered, a table restored from its journal), and what each seat may be sent (``views``: the seat's own tiles and
the table, never another hand or the stock's order; the teacher sees every hand). A server (Jupyter Server or a
JupyterHub service) carries these messages; it decides no rule.

A layer above the progress and below the views: it imports the core, the rules, the narrator and the coach (the
computer players of the empty seats).
"""

from __future__ import annotations

from .hall import Hall
from .journal import Journal
from .table import Table
from .views import seat_view, teacher_view

__all__ = ["Hall", "Journal", "Table", "seat_view", "teacher_view"]
