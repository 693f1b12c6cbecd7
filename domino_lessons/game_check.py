"""``domino-lessons check-game ID``: the contract every game meets, run on one game of the registry (a plug-in's
as the package's own), saying what is missing.

Six checks, each a function of the game and the number of seeds, each giving its findings (none: it passes):
``options`` (a wrong option and too many players are refused), ``words`` (every event class and code the game's
rules module defines, its title, description and glossary, in every language), ``games`` (random games of every
player count keep every invariant, are worded on one line in every language, and replay the same from a saved
record, the rules keeping nothing of the match), ``kernel`` (where the game has one: hands played through the
engine and the kernel side by side agree at every move), ``coach`` (a hand reviewed, the expert's move, the hint)
and ``widgets`` (the play table to the hand's end in every language, the quiz, the replay viewer stepped through).
The package's tests run the same checks on every game (``tests/test_conformance.py``).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from enum import Enum
from typing import Any, Callable, NamedTuple

from .core.errors import DominoError
from .core.events import Event
from .core.labels import Cli
from .core.problems import Players, UnknownOption
from .narrate import LANGUAGES, Narrator, narrator
from .rules import Variant


class Finding(NamedTuple):
    """One thing missing: a code of the command line's words and its fields."""

    code: Cli
    fields: dict[str, Any]

    def said(self, said: Narrator) -> str:
        return said.phrase(self.code, self.fields)


Findings = list[Finding]


def names(game: type[Variant], players: int | None = None) -> list[str]:
    return [f"P{i + 1}" for i in range(players or game.min_players)]


def check_options(game: type[Variant], seeds: int) -> Findings:
    """A wrong option and one player too many are refused, each with its own clear error."""
    from . import Match

    found: Findings = []
    for options, players, facts, code in (({"no_such_option": 1}, game.min_players, UnknownOption, Cli.UNKNOWN_TAKEN),
                                          ({}, game.max_players + 1, Players, Cli.PLAYERS_TAKEN)):
        try:
            Match(game, names(game, players), options)
        except DominoError as exc:
            if exc.problem is facts.code:
                continue
        found.append(Finding(code, {}))
    return found


def codes_and_events(module: object) -> tuple[list[Enum], list[type[Event]]]:
    """The enum members and event classes a module defines itself."""
    name = getattr(module, "__name__")
    own = [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == name]
    return [member for cls in own if issubclass(cls, Enum) for member in cls], [c for c in own if issubclass(c, Event)]


def unsaid(module: object, said: Narrator) -> list[str]:
    """What ``module`` defines that ``said`` has no words for: codes (their repr) and concrete event classes."""
    codes, classes = codes_and_events(module)
    missing = [f"{c!r}" for c in codes if not said.knows(c)]
    for cls in classes:
        if cls.__subclasses__():
            continue  # a base (Score, HandEnd...): its concrete events are checked
        if not any(("event", base) in said.sayings for base in cls.__mro__ if base is not Event):
            missing.append(cls.__name__)
    return missing


def check_words(game: type[Variant], seeds: int) -> Findings:
    """Every event class and code of the game's rules module, its title, description and glossary, in every
    language."""
    from . import Match

    variant = Match(game, names(game)).variant
    found: Findings = []
    for lang in LANGUAGES:
        said = narrator(lang)
        missing = unsaid(sys.modules[game.__module__], said)
        for kind in ("title", "describe", "glossary"):
            try:
                if not (said.title(game) if kind == "title" else said.say(kind, variant)):
                    missing.append(kind)
            except LookupError:
                missing.append(kind)
        found += [Finding(Cli.NO_WORDS, {"lang": lang, "what": what}) for what in missing]
    return found


def check_games(game: type[Variant], seeds: int) -> Findings:
    """Random games of every player count: every invariant, every event worded, a saved record replaying the same."""
    found: Findings = []
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(seeds):
            try:
                broken = random_match(game, players, seed)
            except Exception as exc:  # a rule's hook failing is what this check reports
                broken = f"{type(exc).__name__}: {exc}"
            if broken:
                found.append(Finding(Cli.GAME_BROKEN, {"seed": seed, "players": players, "what": broken}))
                break
    return found


def random_match(game: type[Variant], players: int, seed: int) -> str | None:
    """Three hands of random play from ``seed``; what broke (None: nothing)."""
    from . import Match
    from .coach.players import random_player
    from .core.record import Record, loads, replay

    match = Match(game, names(game, players))
    rules = copy.deepcopy(vars(match.variant))
    rng = random.Random(seed)
    bots = [random_player(seed * 7 + i) for i in range(players)]
    for _ in range(3):
        if match.over:
            break
        hand = match.deal_random(rng)
        while not hand.over:
            hand.apply(bots[hand.to_move](hand.observe(hand.to_move), hand.legal_moves()))
            if hand.board.tiles_played + sum(map(len, hand.held)) + len(hand.boneyard) != 28:
                return "28 tiles"
        for event in hand.events:
            json.dumps(event.to_json())
            if any(not said or "\n" in said for said in (narrator(lang).event(event) for lang in LANGUAGES)):
                return f"{type(event).__name__}: not one line"
    if vars(match.variant) != rules:
        return "the rules keep something of the match"
    again = replay(loads(Record.from_match(match).dumps()))
    if [e.to_json() for h in again.hands for e in h.hand.events] != [e.to_json() for h in match.hands for e in h.events]:
        return "the saved record replays otherwise"
    return None


def kernel_difference(hand: Any, rules: Any, rng: random.Random, greedy_play: bool) -> tuple[Cli | None, int]:
    """Play ``hand`` and its kernel state side by side to the end: the first thing the kernel does otherwise than the
    engine (None: nothing), and the moves played."""
    from .coach.players import greedy
    from .core import kernel

    before, state, moves = list(hand.match.totals), kernel.from_hand(hand, rules), 0
    while not hand.over:
        legal = hand.legal_moves()
        if state.legal() != [kernel.encode(m) for m in legal] or state.to_move != hand.to_move:
            return Cli.KERNEL_MOVES, moves
        chosen = greedy(hand.observe(hand.to_move), legal)
        if kernel.encode(chosen) != (state.legal()[0] if len(legal) == 1 else kernel.greedy(state, state.legal())):
            return Cli.KERNEL_GREEDY, moves
        move = chosen if greedy_play else rng.choice(legal)
        hand.push(move)
        state.push(kernel.encode(move))
        moves += 1
        if state.over != hand.over:
            return Cli.KERNEL_END, moves
    if state.change != [after - was for after, was in zip(hand.match.totals, before)]:
        return Cli.KERNEL_SCORES, moves
    if (state.went_out, state.blocked) != (hand.went_out, hand.blocked):
        return Cli.KERNEL_END, moves
    return None, moves


def check_kernel(game: type[Variant], seeds: int) -> Findings:
    """Where the game has a kernel: random and greedy hands of every player count agree with the engine."""
    from . import Match

    for players in range(game.min_players, game.max_players + 1):
        for seed in range(4 * seeds):
            hand = Match(game, names(game, players)).deal_random(random.Random(seed))
            rules = hand.variant.kernel_rules()
            if rules is None:
                return []
            what, move = kernel_difference(hand, rules, random.Random(seed), greedy_play=seed % 2 == 0)
            if what is not None:
                return [Finding(Cli.KERNEL_DIFFERS, {"seed": seed, "players": players, "move": move + 1,
                                                     "what": narrator().word(what)})]
    return []


def check_coach(game: type[Variant], seeds: int) -> Findings:
    """A hand between the expert and greedy, reviewed for seat 0, with the hint at every choice of that seat."""
    from . import Match
    from .coach.explain import hint
    from .coach.players import expert, greedy
    from .coach.reviewer import review
    from .core.record import Record

    match = Match(game, names(game))
    hand = match.deal_random(random.Random(1))
    players = [expert(1)] + [greedy] * (game.min_players - 1)
    while not hand.over:
        seen, legal = hand.observe(hand.to_move), hand.legal_moves()
        if hand.to_move == 0 and len(legal) > 1 and hint(seen, 1).move not in legal:
            return [Finding(Cli.HINT_NOT_LEGAL, {})]
        hand.push(players[hand.to_move](seen, legal))
    if not review(Record.from_match(match), 1, seat=0, playouts=20).decisions:
        return [Finding(Cli.NOTHING_REVIEWED, {})]
    return []


def check_widgets(game: type[Variant], seeds: int) -> Findings:
    """The play table to the hand's end in every language, with a hint and its review; the quiz's questions
    answered; the replay viewer stepped from first to last."""
    from .coach.players import greedy
    from .core.record import Record
    from .widgets.play_table import PlayTable
    from .widgets.quiz import ScoreQuiz
    from .widgets.replay_viewer import ReplayViewer

    for lang in LANGUAGES:
        table = PlayTable(game.id, seed=2, delay=0, bot="greedy", lang=lang)
        table.hint()
        while not table.hand.over:
            table.move(greedy(table.hand.observe(table.you), table.hand.legal_moves()))
        table.review()
        quiz = ScoreQuiz(game.id, seed=1, count=3, lang=lang)
        quiz.check()
        if not quiz.feedback.value:
            return [Finding(Cli.QUIZ_SILENT, {"lang": lang})]
        ReplayViewer(Record.from_match(table.match), lang=lang).step("last")
    return []


CHECKS: dict[Cli, Callable[[type[Variant], int], Findings]] = {
    Cli.CHECKED_OPTIONS: check_options, Cli.CHECKED_WORDS: check_words, Cli.CHECKED_GAMES: check_games,
    Cli.CHECKED_KERNEL: check_kernel, Cli.CHECKED_COACH: check_coach, Cli.CHECKED_WIDGETS: check_widgets,
}
"""Each check, by the words that name it, in the order they run."""


def check_game(game: type[Variant], seeds: int = 6) -> dict[Cli, Findings]:
    """Every check on ``game``: what each found missing (an empty list: it passes); a check that raises finds
    that."""
    found: dict[Cli, Findings] = {}
    for name, check in CHECKS.items():
        try:
            found[name] = check(game, seeds)
        except Exception as exc:  # the game's hooks failing is what the check reports
            found[name] = [Finding(Cli.CHECK_RAISED, {"what": f"{type(exc).__name__}: {exc}"})]
    return found
