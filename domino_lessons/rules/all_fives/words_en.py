"""English words for All Fives: the count, the spinner, the end-of-hand subtractions and awards, pips rounded away."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.tableau import Tableau
from ...core.spinner import count_parts, CountPart
from .scoring import count_scores
from .game import AllFives, AwardScore, CountScore, FivesHandEnd, FivesPlay, FivesProblem, SubtractScore
from ...core.tiles import Tile
from ...narrate import Phrasebook
from ...narrate.notation import change
from ...narrate.en.core import hand_end_text, holdings_text, play_words

if TYPE_CHECKING:
    from ...core.engine import Hand

BOOK = Phrasebook()
BOOK.titles.update({
    "all-fives-af1": "Example AF-1", "all-fives-af2": "Example AF-2", "all-fives-2p": "2 players",
    "all-fives-3p-winner-takes": "3 players, winner takes", "all-fives-4p-partnership": "4 players in pairs",
    "all-fives-blocked": "A blocked hand",
})
BOOK.fixed(AllFives, title="All Fives")


@BOOK.says("settle rule", AllFives)
def settle_rule(variant: AllFives) -> str:
    """How the settle question says the end of a hand is settled."""
    mode = variant.end_of_hand
    return {"subtract-own": "at the end of a hand every side loses its own pips, rounded to the nearest 5",
            "winner-takes": "at the end of a hand the side that won takes the others' pips, rounded to the nearest 5"}[mode]


BOOK.phrases[FivesProblem.PARTNERSHIP] = (
    lambda players: f'option "partnership": only 4 players can play in partnership, not {players}')


def count_sentence(parts: tuple[CountPart, ...], scores: bool) -> str:
    """``Ends L 3 + R 4 = 7 -> not a multiple of 5``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(map(str, parts)) if parts else "nothing open"
    if scores:
        verdict = "a multiple of 5, it scores"
    elif total == 0:
        verdict = "zero never scores"
    else:
        verdict = "not a multiple of 5"
    return f"Ends {sums} = {total} -> {verdict}"


@BOOK.says("count line", AllFives)
def count_line(game: type[AllFives], board: Tableau) -> str:
    """The count of ``board`` with its arithmetic: ``Ends L 3 + R 4 = 7 -> not a multiple of 5``."""
    parts = tuple(count_parts(board))
    return count_sentence(parts, count_scores(sum(p.value for p in parts)))


@BOOK.says("hint", AllFives)
def hint(variant: AllFives, hand: Hand, tile: Tile, end: str | None) -> str:
    """What laying ``tile`` on ``end`` would make the count, with its arithmetic."""
    board = hand.board.copy()
    board.place(tile, end)
    return count_line(type(variant), board)


@BOOK.event(FivesPlay)
def play(e: FivesPlay) -> str:
    return " ".join([*play_words(e), count_sentence(e.count, e.scores)])


@BOOK.event(CountScore)
def count_score(e: CountScore) -> str:
    total = sum(p.value for p in e.parts)
    who = e.name(e.player)
    sums = " + ".join(map(str, e.parts))
    side = e.seats.side_name(e.side)
    team = f" for {side}" if side != who else ""
    return f"Ends {sums} = {total} -> {who} scores {e.points}{team} ({e.before} -> {e.after})"


@BOOK.event(SubtractScore)
def subtract(e: SubtractScore) -> str:
    return f"{holdings_text(e.seats, e.holdings)} = {e.raw} pips, rounded to {-e.points}, subtracted: {change(e)}"


@BOOK.event(AwardScore)
def award(e: AwardScore) -> str:
    held = f"{holdings_text(e.seats, e.holdings)} = {e.raw} pips -> round5 {e.rounded}"
    if not e.fewest:
        return f"{held} -> {change(e)}"
    mine, *others = e.fewest
    side = e.seats.side_name(e.side)
    if e.tied == 1:
        return f"Blocked, {side} has fewest pips ({mine} < {min(others)}): {held} -> {change(e)}"
    share = f"{e.rounded} shared by {e.tied}: {e.rounded / e.tied:g} -> {e.points} each"
    return f"Blocked, {e.tied} sides tie for fewest ({mine}): {held}, {share} -> {change(e)}"


@BOOK.event(FivesHandEnd)
def hand_end(e: FivesHandEnd) -> str:
    said = []
    if e.tied_without_award:
        names = " = ".join(f"{e.seats.side_name(s)} {e.side_pips[s]}" for s in e.tied_without_award)
        said.append(f"Tie for fewest ({names}) -> no award")
    for sides, pips in e.rounded_away:
        whose = " and ".join(e.seats.side_name(s) for s in sides)
        nothing = "nothing subtracted" if e.subtract else "nothing to award"
        said.append(f"{whose}'s {pips} pip{'s round' if pips != 1 else ' rounds'} to 0: {nothing}")
    return hand_end_text(e, said)


GLOSSARY = """
| term | meaning |
|---|---|
| **tile** (*dominu*) | one of the 28 pieces; a **double** has the same number on both halves |
| **pips** (*pepite*) | the spots; a tile is worth its pips |
| **boneyard** | the tiles left face down after the deal, drawn one at a time |
| **lead** | the first tile of a hand |
| **open end** | a tip of the line where a tile may be laid: L, R, and N, S on the spinner |
| **spinner** (*u spinner*) | the first double of the hand; it opens four arms |
| **count** | the sum of the open tips after a play; a multiple of 5 scores |
| **domino** | laying your last tile: the hand ends |
| **blocked** | nobody can play and the boneyard is empty: the hand ends |
| **round5** | rounding pips to the nearest 5: 1–2 down, 3–4 up |
| **partnership** | two players opposite each other scoring as one side |
| **Muggins** | a cousin game in which a missed count can be claimed by an opponent (not used here) |
"""


@BOOK.says("glossary", AllFives)
def glossary(variant: AllFives) -> str:
    """The game's words, native terms first, as a Markdown table."""
    return GLOSSARY.strip()


KNOWN = (
    ("tiles", "The 28 tiles and what a tile is worth", "The-tiles"),
    ("deal", "The deal, the boneyard and who leads each hand", "The-deal-and-the-boneyard"),
    ("matching", "Matching an open end; the ends L, R, N and S", "Matching"),
    ("doubles", "Doubles laid crosswise, counting both halves at a tip; only the first is the spinner",
     "Doubles-are-laid-crosswise"),
    ("spinner", "The spinner: sides first, then N and S", "The-spinner:-four-arms"),
    ("count", "The count after every play, the lead included; an empty N or S counts 0; 35 at most", "The-count"),
    ("drawing", "Drawing until a tile fits, passing only when the boneyard is empty; you choose the end of a drawn tile",
     "Drawing-and-passing"),
    ("going-out", "Going out and blocked hands", "Going-out,-or-a-blocked-hand"),
    ("pips-left", "Rounding the pips left in hand; `subtract-own` and `winner-takes`",
     "The-tiles-left-in-hand:-two-ways-to-score-them"),
    ("opponents", "Several opponents: add first, then round; ties for fewest",
     "Three-players-under-winner-takes:-add-first,-then-round"),
    ("partnership", "Partnership: seats 0 and 2 against 1 and 3, one score and one pip total per team", "Partnership"),
    ("target", "The target, reached even in mid-hand", "Winning"),
    ("reading", "Reading the table: what a pass or a draw proves, and the unseen tiles", "Reading-the-table"),
)
"""The lesson's "What you now know" lines in order: (line id, text, the id of its section's heading)."""
