"""One conformance test over the registry: every game, whatever it is, meets the same contract.

Adding a game means its rules module, its narration module and one registry entry; this test
then checks it like the others: its options are checked, random games keep every invariant,
and every event class and every code (reasons, marks, problems, words) it defines has English words.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from enum import Enum

import pytest

from domino_lessons import Match
from domino_lessons.core import events
from domino_lessons.core import errors
from domino_lessons.core.errors import DominoError
from domino_lessons.core.events import Event
from domino_lessons.narrate import LANGUAGES, Narrator, narrator
from domino_lessons.coach.players import random_player
from domino_lessons.core.record import Record, loads, replay
from domino_lessons.rules import Variant, registry

GAMES = list(registry().values())
SAID = narrator("en")
NARRATORS = [narrator(lang) for lang in LANGUAGES]


def codes_and_events(module: object) -> tuple[list[Enum], list[type[Event]]]:
    """The enum members and event classes a module defines itself."""
    name = getattr(module, "__name__")
    own = [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == name]
    codes = [member for cls in own if issubclass(cls, Enum) for member in cls]
    return codes, [cls for cls in own if issubclass(cls, Event)]


def unsaid(module: object, said: Narrator = SAID) -> list[str]:
    codes, classes = codes_and_events(module)
    missing = [f"{c!r}" for c in codes if c not in said.reasons and c not in said.phrases and c not in said.words]
    for cls in classes:
        if cls.__subclasses__():
            continue  # a base (Score, HandEnd...): its concrete events are checked
        if not any(("event", base) in said.sayings for base in cls.__mro__ if base is not Event):
            missing.append(cls.__name__)
    return missing


@pytest.mark.parametrize("said", NARRATORS, ids=LANGUAGES)
def test_every_shared_event_and_code_has_words(said: Narrator) -> None:
    from domino_lessons.core import labels, spinner
    from domino_lessons.widgets import questions
    from domino_lessons.widgets import table_game

    for module in (events, errors, labels, spinner, questions, table_game):
        assert unsaid(module, said) == [], module


def test_no_code_is_an_alias_of_another() -> None:
    """Two codes with the same value would be one code with one set of words (Italian "Play" said "Giocata")."""
    from domino_lessons.core import labels
    from domino_lessons.widgets import questions
    from domino_lessons.widgets import table_game

    for module in (events, errors, labels, questions, table_game, *(sys.modules[g.__module__] for g in GAMES)):
        for cls in [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Enum)]:
            assert [name for name, member in cls.__members__.items() if member.name != name] == [], cls


@pytest.mark.parametrize("said", NARRATORS, ids=LANGUAGES)
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_event_and_code_of_the_game_has_words(game: type[Variant], said: Narrator) -> None:
    assert unsaid(sys.modules[game.__module__], said) == []
    variant = Match(game, names(game)).variant
    assert said.say("describe", variant) and said.title(game) and said.say("glossary", variant)


def names(game: type[Variant]) -> list[str]:
    return [f"P{i + 1}" for i in range(game.min_players)]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_options_are_checked(game: type[Variant]) -> None:
    with pytest.raises(DominoError, match=f'unknown option "no_such_option" for {game.id}'):
        Match(game, names(game), {"no_such_option": 1})
    with pytest.raises(DominoError, match="is played by"):
        Match(game, ["P"] * (game.max_players + 1))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_random_games_keep_every_invariant(game: type[Variant]) -> None:
    """The 28 tiles after every move; every event said and written; a saved record replays the same; the
    rules keep nothing of the match (what changes is the match's, ``match.state``)."""
    for seed in range(6):
        match = Match(game, names(game))
        rules = copy.deepcopy(vars(match.variant))
        rng = random.Random(seed)
        bots = [random_player(seed * 7 + i) for i in range(game.min_players)]
        for _ in range(3):
            if match.over:
                break
            hand = match.deal_random(rng)
            while not hand.over:
                hand.apply(bots[hand.to_move](hand, hand.legal_moves()))
                assert hand.board.tiles_played + sum(len(h) for h in hand.held) + len(hand.boneyard) == 28
            for event in hand.events:
                assert event.text and "\n" not in event.text
                json.dumps(event.to_json())
        assert vars(match.variant) == rules
        written = Record.from_match(match)
        again = replay(loads(written.dumps()))
        assert [e.to_json() for h in again.hands for e in h.hand.events] == [
            e.to_json() for h in match.hands for e in h.events]

