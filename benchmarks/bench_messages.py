"""What a sentence costs when it is a message: every message of the catalogues said with sample facts, by
fluent.runtime (what the package runs) and by fluent_compiler (Fluent compiled to Python, where installed), beside
what a replay's events cost today as phrase functions (the hot path the catalogue must take over next).

    benchmarks/.venv/bin/python benchmarks/bench_messages.py [--json benchmarks/messages.json]

Each figure is the fastest of five passes, in microseconds of processor time per sentence; the compiler's time to
compile each language's files is given apart.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

from domino_lessons import load, replay
from domino_lessons.narrate import narrator
from domino_lessons.narrate.catalogue import FUNCTIONS, HERE
from domino_lessons.narrate.language_check import NOON, messages, timed, variables

RECORDS = Path(__file__).resolve().parent.parent / "domino_lessons" / "records"


def fastest(run: Callable[[], int], passes: int = 5) -> float:
    """The fastest pass's processor time per item, in microseconds (``run`` returns how many items it said)."""
    best = float("inf")
    for _ in range(passes):
        start = time.process_time()
        count = run()
        best = min(best, (time.process_time() - start) / count * 1e6)
    return best


def samples(lang: str) -> dict[str, dict[str, Any]]:
    """Each message of ``lang`` with sample facts: 1 for each variable, a time where it writes one."""
    return {name: {v: NOON if v in timed(message) else 1 for v in variables(message)}
            for name, (_, message) in messages(HERE / lang).items() if message.value is not None}


def runtime(lang: str) -> float:
    catalogue = narrator(lang).messages
    said = samples(lang)

    def run() -> int:
        for _ in range(20):
            for name, facts in said.items():
                catalogue.format(name, facts)
        return 20 * len(said)

    return fastest(run)


def compiler(lang: str) -> tuple[float, float] | None:
    """fluent_compiler's time per message it can say and to compile the language's files (None: not installed)."""
    try:
        from fluent_compiler.bundle import FluentBundle
    except ImportError:
        return None
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted((HERE / lang).glob("*.ftl")))
    start = time.process_time()
    bundle = FluentBundle.from_string(lang, text, use_isolating=False,
                                      functions={k: v for k, v in FUNCTIONS.items() if k not in ("NUMBER", "LIST")})
    compiled = time.process_time() - start
    said = {name: facts for name, facts in samples(lang).items() if sayable(bundle, name, facts)}

    def run() -> int:
        for _ in range(20):
            for name, facts in said.items():
                bundle.format(name, facts)
        return 20 * len(said)

    return fastest(run), compiled


def sayable(bundle: Any, name: str, facts: dict[str, Any]) -> bool:
    """Can fluent_compiler say the message (not one whose function returns fluent.runtime's own types)?"""
    try:
        bundle.format(name, facts)
    except TypeError:
        return False
    return True


def events(lang: str) -> float:
    """A replay's events said by the phrase functions (``Narrator.event``), per event."""
    found = [event for path in sorted(RECORDS.glob("*.json")) for hand in replay(load(path)).hands for event in hand.events]
    said = narrator(lang)

    def run() -> int:
        for event in found:
            said.event(event)
        return len(found)

    return fastest(run)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    found: dict[str, Any] = {}
    for lang in ("en", "it"):
        row: dict[str, Any] = {"messages": len(samples(lang)), "fluent_runtime_us": round(runtime(lang), 2),
                               "events_as_phrases_us": round(events(lang), 2)}
        compiled = compiler(lang)
        if compiled is not None:
            row["fluent_compiler_us"], row["fluent_compiler_compile_s"] = round(compiled[0], 2), round(compiled[1], 3)
        found[lang] = row
        print(lang, row)
    if args.json:
        args.json.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
