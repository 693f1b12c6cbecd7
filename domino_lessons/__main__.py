"""``python -m domino_lessons`` runs the command line."""

from .cli import main

raise SystemExit(main())
