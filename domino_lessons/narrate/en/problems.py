"""English messages for the errors every game shares: bad tokens, deals, moves, ends, bends, options."""

from __future__ import annotations

from typing import Any, Sequence

from ...core.errors import Problem
from ...core.events import Reason, Seats
from ...core.tiles import MAX_PIP, tile_list
from .. import Phrasebook, narrator
from ..notation import plays_listed, show
from .core import BOOK as CORE, describe_ends, pass_why, why

BOOK = Phrasebook()


def tiles(n: int) -> str:
    return f"{n} tile{'s' if n != 1 else ''}"


def can_play(who: str, plays: Sequence[Any], kind: str) -> str:
    options = plays_listed(plays)
    return f"{who} can play ({options}), so may not {kind}"


def leader_disagrees(leader: int, seat: int, who: str, reason: Reason, seats: Seats) -> str:
    return f"leader {leader} disagrees with the rules: {who} (seat {seat}) leads ({why(reason, seats)})"


def players(game: type, minimum: int, maximum: int, given: int) -> str:
    span = f"exactly {minimum}" if minimum == maximum else f"{minimum} to {maximum}"
    return f"{narrator('en').title(game)} is played by {span} players, not {given}"


def option_choice(key: str, value: Any, choices: Sequence[Any]) -> str:
    return f'option "{key}": {show(value)} is not one of {" | ".join(show(c) for c in choices)}'


BOOK.phrases.update({
    Problem.TILE_HALF: lambda half: f"a tile half must be a whole number 0..{MAX_PIP}, not {half!r}",
    Problem.NOT_A_TILE: lambda text: f"{text!r} is not a tile: write it as a-b with pips 0..{MAX_PIP}, like 6-4",
    Problem.PIPS_OUT_OF_SET: lambda text: f"{text!r} is not a tile of the double-six set: pips go from 0 to {MAX_PIP}",
    Problem.MOVE_NOT_TEXT: lambda: 'a move must be a string like "6-4 R", "draw" or "pass"',
    Problem.EMPTY_MOVE: lambda: "empty move",
    Problem.TAKES_NO_TILE: lambda word: f"{word} takes {'nothing after it' if word == 'pass' else 'at most one tile'}",
    Problem.PLAY_SHAPE: lambda: 'a play is a tile and at most one end, like "6-4 R"',
    Problem.NOT_AN_END: lambda given: f"{given!r} is not an end: ends are L, R, N and S (W and E mean L and R)",
    Problem.BEND_SHAPE: lambda: ('write a bend as "sistemata ARM K DIR": arm L or R, joint K from 2, '
                                 'DIR left, right or straight'),
    Problem.MATCH_OVER: lambda: "the match is already over",
    Problem.HAND_NOT_FINISHED: lambda: "the previous hand is not finished",
    Problem.LEADER_DISAGREES: leader_disagrees,
    Problem.LEADER_REQUIRED: lambda chosen: f'"leader" is required for this hand: the rules leave it to {CORE.words[chosen]}',
    Problem.LEADER_SEAT: lambda last: f'"leader" must be a seat from 0 to {last}',
    Problem.DEAL_HANDS: lambda hands, players: f"the deal has {hands} hands for {players} players",
    Problem.DEAL_SIZE: lambda who, dealt, size: f"{who} is dealt {dealt} tiles, not {size}",
    Problem.TILE_TWICE: lambda tile: f"tile {tile} appears twice in the deal and boneyard",
    Problem.TILES_MISSING: lambda tiles: f"the deal and boneyard lack {tile_list(tiles)}: they must be the 28 tiles",
    Problem.HAND_OVER: lambda: "the hand is already over: no more moves",
    Problem.NO_SISTEMATA: lambda game: f"{narrator('en').title(game)} has no sistemata: its line is never bent",
    Problem.NO_TILE: lambda: "a play needs a tile",
    Problem.NOT_IN_HAND: lambda tile, who: f"{tile} is not in {who}'s hand",
    Problem.ON_TABLE: lambda tile: f"{tile} is already on the table",
    Problem.MUST_LEAD: lambda who, tile, reason, seats: f"{who} must lead {tile} ({why(reason, seats)})",
    Problem.CAN_PLAY: can_play,
    Problem.CANNOT_DRAW: lambda who, why, stock: f"{who} cannot draw: {pass_why(why, stock).lower()}; {who} must pass",
    Problem.NEXT_TILE: lambda stock, tile, given: f"the next {CORE.words[stock]} tile is {tile}, not {given}",
    Problem.MUST_DRAW: lambda who, stock, left: f"{who} must draw first: the {CORE.words[stock]} still has {tiles(left)}",
    Problem.UNKNOWN_MOVE: lambda kind: f"unknown kind of move {kind!r}",
    Problem.LEAD_HAS_NO_END: lambda tile, end: f"{tile} is the lead: there is no end {end} yet, write the tile alone",
    Problem.FITS_NO_END: lambda tile, ends: f"{tile} fits no open end ({describe_ends(ends)})",
    Problem.NAME_THE_END: lambda tile, fits: f'{tile} fits ends {", ".join(fits)}: name the end, like "{tile} {fits[0]}"',
    Problem.NO_SUCH_END: lambda end: f"{end!r} is not an end: ends are named L, R, N and S",
    Problem.END_NOT_OPEN_YET: lambda end, spinner: (f"end {end} is not open yet: both sides of the spinner {spinner} "
                                                    f"must be covered first"),
    Problem.NO_SPINNER_YET: lambda end: f"end {end} is not open: no spinner has been played yet",
    Problem.ONLY_L_AND_R: lambda end: f"end {end} does not exist in this game: the line has only ends L and R",
    Problem.DOES_NOT_FIT: lambda tile, end, shows: f"{tile} does not fit end {end}, which shows {shows}",
    Problem.ARM_CANNOT_BEND: lambda arm: f"arm {arm!r} cannot bend: only arms L and R",
    Problem.NO_JOINT: lambda arm, count, joint: f"arm {arm} has {tiles(count)}: no joint {joint}",
    Problem.JOINT_AT_LEAD: lambda arm, lead: f"joint {arm} 1 is at the first tile of the hand ({lead}): it never bends",
    Problem.JOINT_AFTER_DOUBLE: lambda arm, joint, double: (f"joint {arm} {joint} comes right after the double "
                                                            f"{double}: it never bends"),
    Problem.PLAYERS: players,
    Problem.TOO_MANY_TILES: lambda players, size: (f'option "hand_size": {players} players x {size} tiles is more '
                                                   f"than the 28 tiles of the set"),
    Problem.TOO_MANY_KEPT: lambda kept, stock: (f"{kept} tiles must stay in the stock, but the deal leaves only "
                                                f"{stock}"),
    Problem.START_SHAPE: lambda: '"start" must be {"scores": [one total per side]}',
    Problem.START_SCORES: lambda sides: f'"start" scores must be {sides} whole numbers, one per side',
    Problem.START_ENDS_MATCH: lambda: '"start" scores already end the match',
    Problem.OPTIONS_SHAPE: lambda: '"options" must be an object like {"hand_size": 7}',
    Problem.OPTION_CHOICE: option_choice,
    Problem.OPTION_NUMBER: lambda key, minimum, value: (f'option "{key}" must be a whole number >= {minimum}, '
                                                        f"not {show(value)}"),
    Problem.UNKNOWN_OPTION: lambda key, variant, known: (f'unknown option "{key}" for {variant} '
                                                         f"(its options: {', '.join(known) or 'none'})"),
    Problem.VARIANT_NOT_TEXT: lambda value: f'"variant" must be a string, not {show(value)}',
    Problem.GAME_NOT_LOADED: lambda name, source, why: f"the game {name!r} ({source}) could not be loaded: {why}",
    Problem.NOT_A_GAME: lambda name, source: f"the game {name!r} ({source}) is not a Variant with an id",
    Problem.WORDS_NOT_LOADED: lambda lang, source, why: (f"the {lang} words {source!r} are left out: "
                                                         f"{why or 'the module holds no BOOK (a Phrasebook)'}"),
    Problem.GAME_ID_TAKEN: lambda name, source, id, owner: (f"the game {name!r} ({source}) takes the id {id!r}, which "
                                                            f"{owner} already has: left out"),
    Problem.UNKNOWN_VARIANT: lambda value, ids: f"unknown variant {show(value)}: the variants are {', '.join(ids)}",
    Problem.UNKNOWN_KIND: lambda kind, game, kinds: (f"{narrator('en').title(game)} asks no question of kind {show(kind)}: "
                                                     f"its kinds are {', '.join(kinds)}"),
    Problem.NOTHING_DEALT: lambda: "nothing was dealt",
    Problem.NO_SUCH_SEAT: lambda seat, last: f"seat {seat} is not a seat of this game (0 to {last})",
    Problem.NO_SUCH_STEP: lambda step, last: f"step {step} is not a step of this replay (0 to {last})",
    Problem.NO_SUCH_HAND: lambda hand, last: f"hand {hand} is not in this record (1 to {last})",
    Problem.NO_FRAMES: lambda: "the replay has no frames: make it with replay(record, frames=True)",
    Problem.NO_DEAL_FITS: lambda seat, tries: (f"no deal of the unseen tiles fits what seat {seat} knows "
                                               f"(tried {tries} times)"),
    Problem.OBSERVATION_OUT_OF_DATE: lambda moves, now: (f"the hand has moved on since this observation (moves: "
                                                         f"{moves} then, {now} now): observe it again"),
})
