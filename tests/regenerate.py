"""Regenerate the shipped example records and the golden transcripts, on purpose only.

    python tests/regenerate.py           # rewrite goldens from the shipped records
    python tests/regenerate.py --records # also re-deal the generated example matches
    python tests/regenerate.py --gallery # also find the lessons' "Playing well" galleries again (after the puzzles)

Review the diff before committing: goldens exist to catch unintended changes.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from domino_lessons import Match, playing_well
from domino_lessons.core import record
from domino_lessons.core.note import Note
from domino_lessons.coach.players import greedy, play_match, play_out, random_player
from domino_lessons.core.record import HandRecord, Record
from domino_lessons.core.tiles import FULL_SET, Tile

LESSON_GAMES = ("all-fives", "italian", "domeng", "goat")
"""The games whose lessons show a "Playing well" gallery (``playing_well.write``)."""
RECORDS = Path(__file__).resolve().parent.parent / "domino_lessons" / "records"
GOLDEN = Path(__file__).resolve().parent / "golden"

GENERATED = {
    # name: (variant, players, options, seed, bots, plays_only)
    "all-fives-2p": ("all-fives", ["Ada", "Ben"], {}, 7, "greedy", False),
    "all-fives-3p-winner-takes": ("all-fives", ["Ada", "Ben", "Cy"], {"end_of_hand": "winner-takes"}, 11, "greedy",
                                  True),
    "all-fives-4p-partnership": ("all-fives", ["Ada", "Ben", "Cy", "Dan"], {}, 5, "mixed", False),
    "italian-2p": ("italian", ["Gino", "Lucia"], {}, 6, "greedy", False),
    "italian-3p": ("italian", ["Gino", "Lucia", "Marco"], {}, 20, "mixed", False),
    "italian-pairs-closed": ("italian-pairs", ["Gino", "Lucia", "Marco", "Sara"], {}, 2, "mixed", False),
    "italian-pairs-open": ("italian-pairs", ["Gino", "Lucia", "Marco", "Sara"], {"hand_size": 5}, 6, "mixed", False),
    "domeng-match": ("domeng", ["Andi", "Baso", "Cici", "Daeng", "Ena"], {}, 147, "mixed", False),
    "goat-match": ("goat", ["Ada", "Ben", "Cy", "Dan"], {}, 62, "mixed", False),
    "reserve-3p": ("reserve", ["Ada", "Ben", "Cy"], {}, 4, "greedy", False),
    "no-reserve-2p": ("no-reserve", ["Ada", "Ben"], {}, 4, "greedy", False),
    "international-match": ("international", ["Ada", "Ben", "Cy", "Dan"], {}, 4, "greedy", False),
    "international-two": ("international-two", ["Ada", "Ben"], {}, 4, "greedy", False),
}


def make_match(variant: str, players: list[str], options: dict, seed: int, bots: str) -> Match:
    match = Match(variant, players, options)
    lineup = [greedy if bots == "greedy" or i % 2 == 0 else random_player(seed + i) for i in range(len(players))]
    return play_match(match, lineup, random.Random(seed))


def first_notes(match: Match) -> dict[int, dict[int, str]]:
    """A teacher's note, in English and Italian, on the first hand's spinner (All Fives) or its first draw (Italian)."""
    hand = match.hands[0]
    for number, move in enumerate(hand.moves, 1):
        if move.kind == "play" and move.tile is not None and move.tile == hand.board.spinner:
            return {0: {number: Note({"en": "Look for the spinner: the first double of the hand opens four arms.",
                                      "it": "Cerca lo spinner: il primo doppio della mano apre quattro bracci."})}}
        if move.kind == "draw" and match.variant.id.startswith("italian"):
            return {0: {number: Note({
                "en": "Nothing fits: draw ONE tile from the pozzo. If it does not fit, the turn is over.",
                "it": "Non va nessuna tessera: si pesca UNA tessera dal pozzo. Se non va, il turno è finito."})}}
    return {}


def write_generated() -> None:
    for name, (variant, players, options, seed, bots, plays_only) in GENERATED.items():
        match = make_match(variant, players, options, seed, bots)
        rec = Record.from_match(match, first_notes(match))
        if plays_only:
            for hand in rec.hands:
                hand.moves = [m for m in hand.moves if not m.startswith(("draw", "pass"))]
        rec.save(RECORDS / f"{name}.json")


def write_blocked() -> None:
    """One 2-player hand (seed 4) that ends blocked, with a note on its last move."""
    match = Match("all-fives", ["Ada", "Ben"])
    hand = match.deal_random(random.Random(4))
    play_out(hand, [greedy, greedy])
    assert hand.blocked
    note = Note({"en": "The boneyard is empty and no tile in either hand fits: the hand is blocked.",
                 "it": "Il pozzo è vuoto e nessuna tessera delle due mani va: la mano è chiusa."})
    Record.from_match(match, {0: {len(hand.moves): note}}).save(RECORDS / "all-fives-blocked.json")


def write_pollo() -> None:
    """One Domeng round (seed 103) that ends with a POLLO, noted on its last move."""
    match = Match("domeng", ["Andi", "Baso", "Cici", "Daeng", "Ena"])
    hand = match.deal_random(random.Random(103))
    play_out(hand, [greedy if i % 2 else random_player(103 + i) for i in range(5)])
    note = Note({"en": "The last tile is a LEMPA that makes both ends equal: POLLO, and the CUCUQ is owed 5 stones.",
                 "it": "L'ultima tessera è una LEMPA che rende uguali i due capi: POLLO, e al CUCUQ spettano 5 pietre."})
    Record.from_match(match, {0: {len(hand.moves): note}}).save(RECORDS / "domeng-pollo.json")


def write_sistemata() -> None:
    """The rules' example G12: a Goat hand in which P3 bends the line before his move."""
    fixed = [[Tile.parse(t) for t in hand] for hand in (["1-1", "6-2"], ["1-4", "2-5"], ["4-6", "5-3"], ["6-6"])]
    rest = [t for t in FULL_SET if all(t not in hand for hand in fixed)]
    deal = [hand + [rest.pop(0) for _ in range(7 - len(hand))] for hand in fixed]
    moves = ["1-1", "1-4 R", "4-6 R", "6-6 R", "6-2 R", "2-5 R", "sistemata R 5 left", "5-3 R"]
    notes: dict[int, str] = {
        6: Note({"en": "Next, P3 bends arm R at joint 5 (between 6-2 and 2-5): the line turns, nothing else changes.",
                 "it": "Ora P3 piega il braccio R al giunto 5 (tra 6-2 e 2-5): la fila gira, nient'altro cambia."}),
        7: Note({"en": "Move 7 comes after the bend: bends take no number.",
                 "it": "La mossa 7 viene dopo la piega: le pieghe non hanno numero."})}
    record = Record("goat", ["P1", "P2", "P3", "P4"], [HandRecord(deal, [], moves, None, notes)], {}, None)
    record.save(RECORDS / "goat-sistemata.json")


def write_goldens() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for path in sorted(RECORDS.glob("*.json")):
        result = record.replay(record.load(path))
        (GOLDEN / f"{path.stem}.txt").write_text(result.transcript(), encoding="utf-8")
        (GOLDEN / f"{path.stem}.json").write_text(
            json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if "--records" in sys.argv:
        write_generated()
        write_blocked()
        write_pollo()
        write_sistemata()
    if "--gallery" in sys.argv:
        for game in LESSON_GAMES:
            playing_well.write(game)
    write_goldens()
