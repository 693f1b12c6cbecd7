"""One conformance test over the registry: every game, whatever it is, meets the same contract.

Adding a game means its rules module, its narration module and one registry entry; this test
then checks it like the others: its options are checked, random games keep every invariant,
and every event class and every code (reasons, marks, problems, words) it defines has words in every language.
The checks are ``domino_lessons.game_check``'s, which ``domino-lessons check-game ID`` runs on one game.
"""

from __future__ import annotations

import sys
from enum import Enum

import pytest

from domino_lessons import Match, game_check
from domino_lessons.core import events
from domino_lessons.core import errors
from domino_lessons.core.errors import DominoError
from domino_lessons.narrate import LANGUAGES, Narrator, narrator
from domino_lessons.rules import Variant, registry

GAMES = list(registry().values())
SAID = narrator("en")
NARRATORS = [narrator(lang) for lang in LANGUAGES]


def unsaid(module: object, said: Narrator = SAID) -> list[str]:
    """What ``module`` defines that ``said`` has no words for (``game_check.unsaid``, which ``check-game`` runs)."""
    return game_check.unsaid(module, said)


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
    assert game_check.check_options(game, 1) == [] and game_check.check_words(game, 1) == []
    with pytest.raises(DominoError, match=f'unknown option "no_such_option" for {game.id}'):
        Match(game, names(game), {"no_such_option": 1})
    with pytest.raises(DominoError, match="is played by"):
        Match(game, ["P"] * (game.max_players + 1))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_random_games_keep_every_invariant(game: type[Variant]) -> None:
    """Every player count: the 28 tiles after every move; every event said in one line in every language and
    written; a saved record replays the same; the rules keep nothing of the match (``game_check.random_match``)."""
    assert game_check.check_games(game, 6) == []

