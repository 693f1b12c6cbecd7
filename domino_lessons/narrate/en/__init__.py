"""English: the words of every event, reason and message, one module per game plus ``core``."""
