"""English words for Domeng: passes, stones, shortfalls, the CAMAT, round and match ends.

The game's own terms (PASSEBUNGE, CUCUQ, CAMAT...) stay in Bugis, as the players say them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ...core.events import Event, Play
from .game import (Camat, Domeng, DomengAsk, DomengMatchEnd, DomengPass, DomengProblem, Lead, RoundEnd,
                   Shortfall, Stones, Term, state_of)
from .principles import DomengAdvice
from .state import STONES
from ...narrate import Phrasebook
from ...narrate.en.practice import quiz_kind as shared_kind
from ...narrate.en.quiz import laid_last
from ...narrate.en.views import hand_word
from ...narrate.notation import seat_of
from ...narrate.en.core import describe_ends, why

if TYPE_CHECKING:
    from ...core.engine import Match
    from ...core.record import Standing

BOOK = Phrasebook()
BOOK.words[DomengAdvice.COUNT_OUT] = "Leave open ends on numbers that are nearly played out"
BOOK.phrases[DomengAdvice.COUNT_OUT] = lambda play, measure: (
    f"after {play}, no tile you cannot see fits an open end" if measure == 0 else
    f"after {play}, 1 tile you cannot see fits an open end" if measure == -1 else
    f"after {play}, {-measure:.0f} tiles you cannot see fit an open end")
BOOK.titles.update({"domeng-d1": "Round D1", "domeng-d2": "Round D2", "domeng-pollo": "POLLO",
                    "domeng-empty-table": "Empty table", "domeng-camat": "CAMAT", "domeng-match": "Whole match"})
BOOK.fixed(Domeng, title="Domeng")
BOOK.phrases.update({
    DomengProblem.MATCH_END: lambda value: f'option "match_end" must be "camat" or "rounds:N" with N >= 1, not {value!r}',
    DomengProblem.NO_OPENING_DOUBLE: lambda: ("no double from 6-6 to 3-3 was dealt: three hidden tiles cannot hide "
                                              "four doubles"),
    DomengProblem.START_SHAPE: lambda: ('"start" for Domeng must be {"table": n, "stones": [one per seat], '
                                        '"camat": seat or null}'),
    DomengProblem.START_NUMBERS: lambda: '"start": "table" and the five "stones" must be whole numbers >= 0',
    DomengProblem.START_SUM: lambda table, held: (f'"start": the table ({table}) and the stones held ({held}) must '
                                                  f"add up to 25"),
    DomengProblem.START_CAMAT: lambda: '"start": "camat" must be a seat from 0 to 4, or null',
})


def pass_question(who: str, ends: Mapping[str, int], laid: int, last_who: str | None, tile: Any) -> str:
    return (f"{who} cannot play on {describe_ends(dict(ends))} and has laid {laid} tile{'s' if laid != 1 else ''} this round; "
            f"{laid_last(last_who, tile)}. How many stones does {who} receive, and who pays them?")


BOOK.phrases.update({
    DomengAsk.PASS: pass_question,
    DomengAsk.MATTIKKENG: lambda who, tile, manguno: (f"The round is blocked: {laid_last(who, tile)}, and nobody could "
                                                      f"follow, so {manguno} is the MANGUNO. Who wins the round, and how "
                                                      f"many stones does {manguno} collect?"),
    DomengAsk.THE_TABLE: lambda: "the table",
    DomengAsk.BLOCKED_ROUND: lambda game: f"Quiz: a blocked {hand_word(game).lower()}",
})
BOOK.reasons.update({
    Lead.OPENS: lambda r, seats: f"holds {r.tile} and opens with it" + (
        f"; {' and '.join(str(t) for t in r.tiles)} hidden" if r.tiles else ""),
    Lead.CAMAT: lambda r, seats: "CAMAT",
    Lead.WINNER: lambda r, seats: "winner",
    Term.LEMPA: lambda r, seats: "LEMPA.",
    Term.MAPPAKULING: lambda r, seats: "MAPPAKULING (not the last tile: no stones).",
    Term.ULTIMO_MAPPANO: lambda r, seats: f"ULTIMO MAPPANO: {seats.names[seat_of(r)]}.",
})

RULE_NAMES = {"pass": "PASS", "passebunge": "PASSEBUNGE", "cappu": "PRIMO CAPPU", "ceki": "CEKI", "pollo": "POLLO",
              "manguno": "MANGUNO", "mattikkeng": "MATTIKKENG", "mattikkeng-1": "MATTIKKENG (only 1)"}


TERMS = ("LEMPA", "PASSEBUNGE", "PASS", "ULTIMO MAPPANO", "PRIMO CAPPU", "MAPPAKULING", "CEKI", "POLLO",
         "MANGUNO", "MATTIKKENG", "CUCUQ", "CAMAT")
"""Domeng's own words, as the replay names them."""
RULE_TERMS = {"pass": "PASS", "passebunge": "PASSEBUNGE", "cappu": "PRIMO CAPPU", "ceki": "CEKI", "pollo": "POLLO",
              "manguno": "MANGUNO", "mattikkeng": "MATTIKKENG", "mattikkeng-1": "MATTIKKENG"}
"""The glossary term each stones rule belongs to."""


def terms_of(events: Iterable[Event]) -> list[str]:
    """The Domeng terms these events are instances of, in glossary order, read from their data."""
    found: set[str] = set()
    for e in events:
        if isinstance(e, Play):
            found.add("ULTIMO MAPPANO")
            if e.tile.is_double:
                found.add("LEMPA")
            ends = dict(e.ends_after)
            if e.end is not None and ends.get("L") == ends.get("R"):
                found.add("MAPPAKULING")
        elif isinstance(e, DomengPass):
            found.add({"pass": "PASS", "passebunge": "PASSEBUNGE", "closing": "MANGUNO"}[e.kind])
        elif isinstance(e, Stones):
            found.add(RULE_TERMS[e.rule])
            if e.source is not None and e.role == "ULTIMO MAPPANO":
                found.add(e.role)
        elif isinstance(e, RoundEnd):
            found.add(e.term)
            if e.manguno is None:
                found.add("PRIMO CAPPU")
            if e.cucuq is not None:
                found.add("CUCUQ")
            if e.mattikkeng:
                found.add("MATTIKKENG")
        elif isinstance(e, Camat):
            found.add("CAMAT")
    return [t for t in TERMS if t in found]


@BOOK.says("terms", Domeng)
def terms(variant: Domeng, events: Iterable[Event]) -> str:
    return ", ".join(terms_of(events))


BOOK.fixed(Domeng, totals_label="Stones", hand_word="Round", totals_word="Stones", points_word="Stones",
           jump_label="Stones", jump_prompt="jump to a step where stones move…",
           scoring_only="Only the steps where stones move",
           nobody="no CUCUQ", end_question="Who is the CUCUQ here, and how many stones does the CUCUQ receive?")


@BOOK.says("counters held", Domeng)
def held(variant: Domeng, count: int, camat: bool) -> str:
    return f" · {count} stone{'s' if count != 1 else ''}" + (" · CAMAT" if camat else "")


@BOOK.says("counters on the table", Domeng)
def on_table(variant: Domeng, count: int) -> str:
    return f"table: {count} stone{'s' if count != 1 else ''}"


@BOOK.says("describe", Domeng)
def describe(variant: Domeng) -> str:
    return f"Domeng (5 players, 25 stones, match_end {variant.options.get('match_end', 'camat')})"


@BOOK.says("goal", Domeng)
def goal(variant: Domeng) -> str:
    return "until the first CAMAT" if variant.rounds is None else f"{variant.rounds} rounds"


@BOOK.says("standing", Domeng)
def standing(variant: Domeng, match: Match | Standing) -> str:
    held = ", ".join(f"{n} {t}" for n, t in zip(match.seats.names, match.totals))
    state = state_of(match)
    camat = f"; CAMAT {match.seats.names[state.camat]}" if state.camat is not None else ""
    return f"table {state.table}; {held}{camat}"


@BOOK.event(DomengPass)
def passes(e: DomengPass) -> str:
    who, ends = e.name(e.player), describe_ends(dict(e.ends))
    if e.kind == "closing":
        return f"{who} cannot play and laid the last tile: closing pass, no stone. MANGUNO {who} ({e.pips} pips)"
    if e.kind == "passebunge":
        return f"{who} cannot play on {ends} and has laid no tile this round -> PASSEBUNGE"
    return f"{who} cannot play on {ends} -> PASS"


@BOOK.event(Stones)
def stones(e: Stones) -> str:
    rule, to = RULE_NAMES[e.rule], e.name(e.to)
    holds = f"{to} holds {e.to_before + e.count}"
    if e.source is None:
        return (f"{rule}: {to} owed {e.owed}: table pays {e.count} "
                f"({e.source_before} -> {e.source_before - e.count}); {holds}")
    payer = e.name(e.source)
    return (f"{rule}: not enough on the table -> {e.role} {payer} pays {to} {e.count} "
            f"({payer} {e.source_before} -> {e.source_before - e.count}); {holds}")


@BOOK.event(Shortfall)
def shortfall(e: Shortfall) -> str:
    who = " and ".join(["the table", *(e.name(p) for p in e.payers)])
    return f"{RULE_NAMES[e.rule]}: {e.name(e.to)} is owed {e.count} more; {who} hold no stones -> shortfall {e.count}"


@BOOK.event(Camat)
def camat(e: Camat) -> str:
    who = e.name(e.player)
    return f"Table 0 and {who} holds 0 stones -> {who} is CAMAT; all {STONES} stones back on the table"


@BOOK.event(RoundEnd)
def round_end(e: RoundEnd) -> str:
    name = e.seats.names
    if e.manguno is None:
        head = f"{name[e.winner]} lays the last tile: PRIMO CAPPU (ends {describe_ends(dict(e.ends))})"
        if e.term == "CEKI":
            head += "; a MAPPAKULING with a non-double: CEKI"
        elif e.term == "POLLO":
            head += "; a MAPPAKULING with a LEMPA: POLLO"
        head += "."
    else:
        pm = e.pips[e.manguno]
        listing = ", ".join(f"{name[s]} {p}" for s, p in enumerate(e.pips))
        head = f"Blocked: MANGUNO {name[e.manguno]} ({pm} pips). Pips {listing}: "
        if not e.mattikkeng:
            head += f"nobody <= {pm} -> {name[e.winner]} wins."
        else:
            found = " and ".join(f"{name[s]} {e.pips[s]}" for s in e.mattikkeng)
            head += f"MATTIKKENG {found} (<= {pm}) -> {name[e.winner]} wins; no CUCUQ."
    if e.cucuq is not None:
        before = name[e.winner if e.manguno is None else e.manguno]
        head += f" CUCUQ {name[e.cucuq]} (seat before {before})."
    if e.match_over or e.next_leader is None:
        return head
    return f"{head} Next round: {name[e.next_leader]} starts ({why(e.next_reason, e.seats) if e.next_reason else ''})."


@BOOK.event(DomengMatchEnd)
def match_end(e: DomengMatchEnd) -> str:
    if e.rounds is None:
        return f"First CAMAT elected: {e.name(e.winner or 0)} wins the match"
    fewest = min(e.held)
    tied = [e.name(s) for s, n in enumerate(e.held) if n == fewest]
    head = f"{e.rounds} rounds played; fewest stones ({fewest}): {', '.join(tied)}"
    if e.winner is None:
        return f"{head} -> a tie, no winner"
    return f"{head} -> {e.name(e.winner)} wins the match"


GLOSSARY = """
| term | English gloss |
|---|---|
| **LEMPA** | a double, such as 6-6 |
| **PASS** | a player with no playable tile passes; he receives 1 stone |
| **PASSEBUNGE** | passing before having laid any tile in the round: 2 stones |
| **ULTIMO DOMINO** | the latest tile laid |
| **ULTIMO MAPPANO** | the player who laid it ("the last one to put down"); he pays what the table cannot |
| **PRIMO CAPPU** | the first player to lay all his tiles; he wins the round |
| **MAPPAKULING** | a play that makes both ends equal |
| **CEKI** | going out with a MAPPAKULING non-double: the CUCUQ receives 3 |
| **POLLO** | going out with a MAPPAKULING LEMPA: the CUCUQ receives 5 |
| **MANGUNO** | the ULTIMO MAPPANO when everyone, himself included, has passed: the blocker |
| **MATTIKKENG** | another player with pips equal to or fewer than the MANGUNO's |
| **CUCUQ** | the player seated before the PRIMO CAPPU (or before the MANGUNO); he receives stones |
| **PIETRE** | the stones: 25 penalty counters |
| **CAMAT** | a PRIMO CAPPU with no stones once the table is empty; he starts every round and, by default, wins the match |
"""


@BOOK.says("glossary", Domeng)
def glossary(variant: Domeng) -> str:
    """The game's words, native terms first, as a Markdown table."""
    return GLOSSARY.strip()


KNOWN = (
    ("seats", "Seats 0 to 4, and why five players", "Why-five-players?"),
    ("who-starts", "Who opens the first round, and who starts the later ones", "Who-starts-a-round"),
    ("lempa", "LEMPA: a double, laid crosswise; the two ends L and R", "LEMPA:-a-double"),
    ("pass", "Forced play, PASS (1 stone) and PASSEBUNGE (2, every time)",
     "PASS-and-PASSEBUNGE:-stones-for-the-player-who-cannot-play"),
    ("who-pays", "The table pays first, then the ULTIMO MAPPANO",
     "ULTIMO-DOMINO-and-ULTIMO-MAPPANO:-who-pays-when-the-table-is-short"),
    ("shortfall", "A payer gives at most what he has; a shortfall is forgiven", "When-nobody-can-pay:-the-shortfall"),
    ("mappakuling", "MAPPAKULING: the ends equal after the play, even if they already were; no stones in mid-round",
     "MAPPAKULING:-both-ends-the-same"),
    ("primo-cappu", "PRIMO CAPPU and the CUCUQ seated before him: 1 stone", "PRIMO-CAPPU-and-the-CUCUQ"),
    ("ceki-pollo", "CEKI 3, POLLO 5, instead of the 1; the table and the PRIMO CAPPU can share them",
     "CEKI-and-POLLO:-going-out-with-a-MAPPAKULING"),
    ("manguno", "MANGUNO: four real passes, a free closing pass, 1 stone to the CUCUQ", "MANGUNO:-the-blocker"),
    ("mattikkeng", "MATTIKKENG: who wins, 5 or only 1 for the MANGUNO, who pays it, and up to what",
     "MATTIKKENG:-beating-the-blocker"),
    ("camat", "CAMAT: only a PRIMO CAPPU, table and hand empty; the first one wins the match",
     "CAMAT:-the-end-of-the-match"),
    ("camat-in-office", "A CAMAT in office under `match_end: rounds:N`", "A-CAMAT-in-office,-and-the-end-of-the-match"),
    ("reading", "Reading the table: what a pass proves, and the hidden tiles", "Reading-the-table"),
)
"""The lesson's "What you now know" lines in order: (line id, text, the id of its section's heading)."""


OWN_KINDS = {'pass': 'what a pass earns, and who pays', 'mattikkeng': 'who wins a blocked round'}
"""This game's own kinds of quiz question, as the progress panel names them."""


@BOOK.says("quiz kind", Domeng)
def quiz_kind(kind: str) -> str:
    return OWN_KINDS.get(kind) or shared_kind(kind)
