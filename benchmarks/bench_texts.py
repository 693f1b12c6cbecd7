"""What the texts (the words of every event) add to ``replay --json``, a git revision against this checkout.

    .venv/bin/python benchmarks/bench_texts.py [REV]   # REV: the package before, default HEAD

For each record, what ``replay RECORD --json`` does: load, replay, ``to_json``, ``json.dumps``; once with the
texts and once with them off (``Event.text`` answering ``""``, so every event's words are neither looked up
nor formatted: the document keeps its shape). Two sets of records: the shipped ones
(``domino_lessons/records``) and golden-style random ones (whole matches of every built-in game between
computer players, random and greedy seats, seeded, made once as record text). Each set, each package root
and each switch is timed in a process of its own, in turn, three times; a time is the median of the three
processes' fastest passes over the set, in processor milliseconds per record. Target (issue 48): the texts
add at most 20 %.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from bench_cli import measured_in, unpack  # this folder is first on the path of a script

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "domino_lessons" / "records"
MATCHES_PER_GAME = 25
"""Random records per built-in game (9 games: 225 records, besides the 23 shipped)."""


def random_records() -> list[str]:
    """Golden-style records: whole matches (at most 12 hands) of every built-in game, seeded, as record text."""
    import random

    from domino_lessons import Match
    from domino_lessons.coach.players import greedy, play_match, random_player
    from domino_lessons.core.record import Record
    from domino_lessons.rules import registry

    texts = []
    for game in registry().values():
        for seed in range(MATCHES_PER_GAME):
            n = game.min_players + seed % (game.max_players - game.min_players + 1)
            players = [greedy if (seed + i) % 2 else random_player(seed * 10 + i) for i in range(n)]
            match = Match(game.id, [f"P{i + 1}" for i in range(n)], {})
            texts.append(Record.from_match(play_match(match, players, random.Random(seed), max_hands=12)).dumps())
    return texts


def record_texts(which: str) -> list[str]:
    """The record texts of a set: ``shipped`` or ``random``."""
    if which == "shipped":
        return [path.read_text(encoding="utf-8") for path in sorted(RECORDS.glob("*.json"))]
    return random_records()


def texts_off() -> None:
    """Every event's text answers ``""``: nothing is looked up or formatted."""
    from domino_lessons.core.events import Event

    setattr(Event, "text", property(lambda event: ""))


def replay_json(text: str) -> str:
    """What ``replay --json`` prints for a record's text."""
    from domino_lessons.core.record import loads, replay

    return json.dumps(replay(loads(text)).to_json(), indent=2, ensure_ascii=False) + "\n"


def pass_ms(which: str, texts: bool, passes: int = 15) -> float:
    """The processor milliseconds per record of the fastest pass over a set (the machine is shared: the fastest
    pass is the one least disturbed; run in a child: see ``measured``)."""
    records = record_texts(which)
    if not texts:
        texts_off()
    for text in records:
        replay_json(text)
    spent = []
    for _ in range(passes):
        start = time.process_time()
        for text in records:
            replay_json(text)
        spent.append((time.process_time() - start) * 1000 / len(records))
    return min(spent)


def measured(root: Path, which: str, texts: bool) -> float:
    """``pass_ms`` in a process whose package is the one in ``root``."""
    return measured_in(root, "bench_texts", f"pass_ms({which!r}, {texts!r})")


def main() -> None:
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    with tempfile.TemporaryDirectory() as tmp:
        roots = unpack(rev, tmp)
        runs: dict[tuple[str, str, bool], list[float]] = {
            (root, which, on): [] for root in roots for which in ("shipped", "random") for on in (True, False)}
        for _ in range(3):
            for (root, which, on), spent in runs.items():
                spent.append(measured(roots[root], which, on))
    print("| package | records | texts on, ms per record | texts off | on/off |\n|---|---|---|---|---|")
    for root in roots:
        for which in ("shipped", "random"):
            said, silent = (statistics.median(runs[root, which, switch]) for switch in (True, False))
            print(f"| {root} | {which} | {said:.3f} | {silent:.3f} | {said / silent:.2f}x |")


if __name__ == "__main__":
    main()
