"""English words for Goat and the site's family: going out, fish and patta, the lone doubles, scoring."""

from __future__ import annotations

from ...core.events import Reason, Seats
from .game import (SPECIAL, ChargeScore, Goat, GoatMatchEnd, International, InternationalTwo, Lead, NoReserve,
                   Reserve, SiteAsk, SiteGame, SiteHandEnd, SiteProblem, TakeScore)
from .principles import SiteAdvice
from ...narrate import Phrasebook
from ...narrate.en.practice import quiz_kind as shared_kind
from ...narrate.notation import change, seat_of, side_sum
from ...narrate.en.core import describe, why

BOOK = Phrasebook()
BOOK.titles.update({
    "goat-match": "Goat to 101", "goat-lone-double": "A lone 0-0", "goat-sistemata": "Bending the line",
    "reserve-3p": "With the reserve", "no-reserve-2p": "Without the reserve", "international-match": "International",
    "international-two": "International for two",
})
BOOK.fixed(Goat, title="Goat")
BOOK.words[SiteAdvice.SHED_SPECIAL] = "Get rid of the 0-0 and the 6-6 while you can"
BOOK.phrases[SiteAdvice.SHED_SPECIAL] = lambda play, measure: (f"{play} lays the 0-0 or the 6-6" if measure else
                                                             f"{play} does not")
BOOK.fixed(Reserve, title="Domino with the reserve")
BOOK.fixed(NoReserve, title="Domino without the reserve")
BOOK.fixed(International, title="International domino")
BOOK.fixed(InternationalTwo, title="International domino for two")
BOOK.phrases[SiteProblem.HAND_SIZE] = lambda players, size, limit, reserve: (
    f'option "hand_size": {players} players x {size} tiles is more than {limit}: the set has 28 tiles'
    + (" and leave one tile in the reserve" if reserve else ""))
BOOK.reasons.update({
    Lead.LOWEST_DOUBLE: lambda r, seats: (f"holds {r.tile}, the lowest double dealt leaving out 0-0, and may lead "
                                          f"any tile"),
    Lead.LOWEST_TILE: lambda r, seats: (f"holds {r.tile}, the lowest tile, as no double from 1-1 to 6-6 was dealt, "
                                        f"and may lead any tile"),
    Lead.HIGHEST_TILE: lambda r, seats: f"holds {r.tile}, the highest tile",
    Lead.LOWEST_DOUBLE_NEXT: lambda r, seats: "the holder of the lowest double leads",
    Lead.PATTA: lambda r, seats: "patta: the holder of the highest tile leads",
    Lead.WON_FISH: lambda r, seats: "won the fish",
    Lead.FISH_PARTNER: lambda r, seats: fish_partner(r, seats),
})


def fish_partner(r: Reason, seats: Seats) -> str:
    """After a fish won by a pair the partner with fewer pips leads; on a tie, the first of the two to play."""
    seat = seat_of(r)
    partner = next(s for s in seats.sides[r.side or 0] if s != seat)
    mine, theirs = r.values
    won = f"fish won by {seats.side_name(r.side or 0)}"
    if mine < theirs:
        return f"{won}; {seats.names[seat]} holds fewer pips than {seats.names[partner]} ({mine} < {theirs})"
    return (f"{won}; {seats.names[seat]} and {seats.names[partner]} tie on {mine} pips: "
            f"{seats.names[seat]} is the first of the two to play after the last tile laid")


@BOOK.says("describe", SiteGame)
def describe_site(variant: SiteGame) -> str:
    return f"{describe(variant)} [{'the goat loses' if variant.scoring == 'goat' else 'winner takes'}]"


@BOOK.says("end question", SiteGame)
def end_question(variant: SiteGame) -> str:
    return ("Which side is charged, and how many points? (Goat scoring: the losers pay their own points.)"
            if variant.scoring == "goat" else "Who wins the hand, and how many points do they take?")


BOOK.fixed(SiteGame, nobody="nobody (patta)")
BOOK.phrases[SiteAsk.VALUE] = lambda side: (f"The hand is over. How many points are {side}'s tiles worth now "
                                             f"(the value that decides a fish and the score)?")


@BOOK.event(SiteHandEnd)
def hand_end(e: SiteHandEnd) -> str:
    seats, names = e.seats, e.seats.side_names
    notes = [f"{seats.names[s]}'s only tile is {t} -> counts {SPECIAL[t]}" for s, t in e.specials]
    sums = ", ".join(side_sum(seats, side, e.values) for side in range(len(seats.sides)))
    win = "win" if e.winner is not None and len(seats.sides[e.winner]) > 1 else "wins"
    if e.player is not None:
        head = f"{seats.names[e.player]} lays the last tile: {names[e.winner or 0]} {win} the hand."
    else:
        ends = " / ".join(f"{n} {p}" for n, p in e.ends)
        verdict = "patta, nobody scores" if e.winner is None else f"{names[e.winner]} {win}"
        head = f"Fish: nobody can play on {ends}. {sums} -> {verdict}."
    if notes:
        head += " " + "; ".join(notes) + "."
    if e.player is not None:
        head += f" In hand: {sums}."
    if e.match_over:
        return head
    because = why(e.next_reason, seats) if e.next_reason else ""
    if e.next_leader is None:
        return f"{head} Next hand: {because}."
    return f"{head} Next hand: {seats.names[e.next_leader]} leads ({because})."


@BOOK.event(TakeScore)
def take(e: TakeScore) -> str:
    others = [s for s in range(len(e.seats.sides)) if s != e.side]
    held = ", ".join(side_sum(e.seats, s, e.values) for s in others)
    return f"{held} -> {change(e)}"


@BOOK.event(ChargeScore)
def charge(e: ChargeScore) -> str:
    name = e.seats.side_name(e.side)
    verb = "are" if len(e.seats.sides[e.side]) > 1 else "is"
    return f"{name} {verb} charged their own {e.points}: {change(e)}"


@BOOK.event(GoatMatchEnd)
def goat_match_end(e: GoatMatchEnd) -> str:
    names = e.seats.side_names
    sums = "; ".join(f"{names[i]} {e.totals[i] - e.last_points[i]} + {e.last_points[i]} = "
                     f"{e.totals[i]} >= {e.target}" for i in e.losers)
    goats = " and ".join(names[i] for i in e.losers)
    verb = "are" if len(e.losers) > 1 or len(e.seats.sides[e.losers[0]]) > 1 else "is"
    verdict = "no winner among the rest (a tie)" if e.winner is None else f"{names[e.winner]} win"
    return f"{sums} -> {goats} {verb} the goat; {verdict}"


GLOSSARY = """
| term | meaning |
|---|---|
| **Goat, Kozel** (*козёл*) | the partnership game; also the side that reaches 101 and loses |
| **fish** (*рыба*) | a blocked hand: nobody can play |
| **patta** | a drawn hand: equal values, no score |
| **smazzata** | a hand (one deal) |
| **riserva, bazar** (*базар*) | the reserve: undealt tiles to draw from |
| **doppia** | a double; *doppia bianca* is 0-0 |
| <b lang="it">chi vince incassa</b> | "winner takes": the winner receives the opponents' points |
| <b lang="it">punteggio del Goat</b> | Goat scoring: penalties; reaching the target loses |
| **sistemata** | bending the line: layout only |
| **lone double** | a 0-0 or 6-6 that is a player's only tile: 25 or 50 in Goat |
"""


@BOOK.says("glossary", SiteGame)
def glossary(variant: SiteGame) -> str:
    """The game's words, native terms first, as a Markdown table."""
    return GLOSSARY.strip()


KNOWN = (
    ("basics", "The basics: one line, two ends, doubles crosswise, must play if you can, seats from 0",
     "The-basics,-for-all-five-games"),
    ("hand-end", "Going out, fish and patta", "How-a-hand-ends"),
    ("scoring", "Winner takes, and Goat scoring where reaching the target loses", "Two-ways-to-keep-score"),
    ("special-doubles", "The lone 0-0 (25) and 6-6 (50), even deciding a fish", "Goat's-two-special-doubles"),
    ("five-games", "The five games: players, tiles, drawing or out of play, targets", "The-five-games-side-by-side"),
    ("leader", "Who leads: the lowest double, the highest tile, the last winner", "Who-leads"),
    ("reserve", "The reserve: one tile left at the deal, drawn empty in play", "Drawing-from-the-reserve"),
    ("sistemata", "Bending the line: joints numbered from the lead, two that never bend",
     "Bending-the-line:-sistemata"),
    ("reading", "Reading the table: what a pass or a draw proves, and the unseen tiles", "Reading-the-table"),
)
"""The lesson's "What you now know" lines in order: (line id, text, the id of its section's heading)."""


OWN_KINDS = {'value': "what a side's tiles are worth"}
"""This game's own kinds of quiz question, as the progress panel names them."""


@BOOK.says("quiz kind", SiteGame)
def quiz_kind(kind: str) -> str:
    return OWN_KINDS.get(kind) or shared_kind(kind)
