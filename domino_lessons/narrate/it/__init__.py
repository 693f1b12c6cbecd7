"""Italiano: le parole di ogni evento, ragione e messaggio, un modulo per gioco più ``core``."""
