"""Advice that explains itself (``coach.explain``): the hint is the expert's move with why, and every mistake the
review flags says why, in a principle or a line whose facts are the review's own.

Seeded hands in every game: a newcomer (greedy) in seat 0 against the expert, reviewed from seat 0.
"""

from __future__ import annotations

import random
from dataclasses import replace as changed
from functools import cache
from pathlib import Path

import pytest

from domino_lessons.coach.explain import CLEAR, Hint, hint, line
from domino_lessons.coach.players import expert, greedy, play_out
from domino_lessons.coach.principles import choices, followers, scorers_of
from domino_lessons.coach.reviewer import Review, review
from domino_lessons.coach.decisions import dealt, recorded, turns
from domino_lessons.core.advice import Advice, Follows, Line, Measure, Principled, Told
from domino_lessons.core.engine import Match, Move
from domino_lessons.core.observation import Observation
from domino_lessons.core.record import Record
from domino_lessons.narrate import narrator
from domino_lessons.rules import registry
from domino_lessons.coach.skill import skill
from domino_lessons.core.phrases import ReviewDecision, ReviewVerdict
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.table_game import TableGame

GAMES = sorted(registry())
HANDS = 3


@cache
def reviewed(game: str, number: int) -> tuple[Record, Review]:
    cls = registry()[game]
    match = Match(cls, ["Ada", "Ben", "Cy", "Di", "Ed"][:cls.min_players])
    hand = match.deal_random(random.Random(number))
    play_out(hand, [greedy] + [expert(number * 10 + seat) for seat in range(1, cls.min_players)])
    record = Record.from_match(match)
    return record, review(record, 1, 0, seed=number)


def check_facts(why: Told, decision_values: dict[Move, float], best: Move, played: Move, seen: Observation) -> None:
    """The why's facts are the review's: its plays, its values, and what it says of them holds."""
    if isinstance(why, Principled):
        assert (why.better, why.worse) == (best, played)
        weighed = choices(seen, seen.legal_moves())
        assert weighed is not None
        found = followers(scorers_of(type(seen.variant))[why.principle], weighed)
        assert found is not None and best in found and played not in found
    else:
        assert isinstance(why, Line)
        assert (why.better.play, why.worse.play) == (best, played)
        assert (why.better_value, why.worse_value) == (decision_values[best], decision_values[played])
        assert why.better_value > why.worse_value
        assert 0 <= why.better.count <= why.deals and 0 <= why.worse.count <= why.deals
        if why.measure in (Measure.BALANCE, Measure.FINISH):
            assert why.better.points > why.worse.points
        else:
            fewer = why.measure in (Measure.SCORES, Measure.YOU_STUCK)
            margin = why.worse.count - why.better.count if fewer else why.better.count - why.worse.count
            assert margin >= max(1, round(CLEAR * why.deals))
            given = (why.better.count * why.better.points, why.worse.count * why.worse.points)
            assert given[0] <= given[1] if why.measure == Measure.SCORES else given[0] >= given[1]
    english = narrator("en").said(why)
    assert str(why) == english and english.endswith(".")
    assert narrator("it").said(why) not in ("", english)


SHARE = 0.9
"""The share of flagged mistakes, over every game's seeded hands, that say why, at least (a line on sampled deals
is told only where it holds beyond chance, which leaves some early mistakes untold)."""


def said_why(game: str) -> tuple[int, int]:
    """How many of ``game``'s seeded mistakes were flagged, and how many say why (each checked)."""
    flagged = told = 0
    for number in range(HANDS):
        record, done = reviewed(game, number)
        mistakes = {d.move: d for d in done.decisions if d.mistake}
        for turn in turns(dealt(record, 1), recorded(record, 1), 0):
            decision = mistakes.get(len(turn.seen.history) + 1)
            if decision is None:
                continue
            flagged += 1
            if decision.why is not None:
                told += 1
                check_facts(decision.why, dict(decision.values), decision.best, decision.played, turn.seen)
        assert all(d.why is None for d in done.decisions if not d.mistake)
    return flagged, told


def test_flagged_mistakes_say_why_with_the_reviews_own_facts() -> None:
    shares = {game: said_why(game) for game in GAMES}
    flagged, told = map(sum, zip(*shares.values()))
    assert flagged >= 20 and told >= SHARE * flagged, shares


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_is_the_experts_move_and_says_why(game: str) -> None:
    for seed in range(2):
        table = PlayTable(game, seed=seed, delay=0)
        play = table.game
        while not play.hand.over and (play.hand.to_move != play.you or len(play.hand.playable(play.you)) < 2):
            if play.hand.to_move == play.you:
                play.move(play.hand.legal_moves()[0])
            else:
                play.computer_turn()
        if play.hand.over:
            continue
        seen, legal = play.hand.observe(play.you), play.hand.legal_moves()
        wanted = expert(play.hint_seed())(seen, legal)
        table.hint_button.click()
        assert play.selected == wanted.tile
        advice = hint(seen, play.hint_seed())
        assert isinstance(advice, Hint) and advice.move == wanted and advice.newcomer == greedy(seen, legal)
        if advice.why is not None:
            assert advice.why.said("en").split(":")[0][:20] in table.message.value.replace("&#x27;", "'")
        if advice.move != advice.newcomer and isinstance(advice.why, (Principled, Line)):
            assert "a newcomer would make" in table.message.value


def test_a_line_that_the_values_contradict_is_not_told() -> None:
    """The same two plays the other way round: the worse play is never said to fare better."""
    checked = 0
    for game in GAMES:
        for number in range(HANDS):
            record, done = reviewed(game, number)
            mistakes = {d.move: d for d in done.decisions if d.mistake and isinstance(d.why, Line)}
            for turn in turns(dealt(record, 1), recorded(record, 1), 0):
                decision = mistakes.get(len(turn.seen.history) + 1)
                if decision is None:
                    continue
                values = dict(decision.values)
                upside = line(turn.seen, decision.played, decision.best, (values[decision.played],
                              values[decision.best]), "points", random.Random(1), decision.exact)
                told = decision.why
                assert isinstance(told, Line)
                assert upside is None or (upside.measure, upside.rounds) != (told.measure, told.rounds)
                checked += 1
    assert checked >= 5


REVIEWED_HANDS = Path(__file__).resolve().parent.parent / "docs" / "teachers" / "reviewed-hands.md"
FIRST_HANDS = (("all-fives", "en", 4), ("italian", "it", 2))
"""The two first hands the docs show reviewed: game, language, the play table's seed."""


def first_hand_reviewed(game: str, lang: str, seed: int) -> list[str]:
    """A learner's first hand at a seeded play table (the expert in the other seat), played as a newcomer would
    (greedy), reviewed as the table's Review button does: each decision's line and verdict, then the figure."""
    table = TableGame(game, ("Ada", "Ben"), seed=seed, bot="expert")
    hand = table.hand
    while not hand.over:
        if hand.to_move == table.you:
            table.move(greedy(hand.observe(table.you), hand.legal_moves()))
        else:
            table.computer_turn()
    done = review(Record.from_match(table.match), 1, table.you)
    say = narrator(lang).said
    lines = [f"{say(ReviewDecision(decision=d, unit='points', penalty=not hand.variant.higher_wins))} — "
             f"{say(ReviewVerdict(decision=d, unit='points'))}" for d in done.decisions]
    figure = skill(done)
    assert figure is not None and any(d.why is not None for d in done.decisions)
    return [*lines, say(figure)]


@pytest.mark.parametrize("game, lang, seed", FIRST_HANDS)
def test_the_docs_show_two_first_hands_reviewed_as_the_review_says_them(game: str, lang: str, seed: int) -> None:
    page = " ".join(REVIEWED_HANDS.read_text(encoding="utf-8").split())
    for said in first_hand_reviewed(game, lang, seed):
        assert " ".join(said.split()) in page, said


def test_a_hint_sets_itself_against_the_newcomers_play_only_where_its_reason_compares_two_plays() -> None:
    table = PlayTable("all-fives", seed=0, delay=0)
    seen = table.game.hand.observe(table.game.you)
    advice = hint(seen, 1)
    compares = isinstance(advice.why, (Principled, Line))
    assert advice.against == (advice.newcomer if compares else None)
    follows = Follows(principle=Advice.DOUBLES, play=advice.move, measure=1.0)
    assert changed(advice, why=follows).against is None and changed(advice, why=None).against is None


if __name__ == "__main__":  # print the two hands, to write the docs page again
    for game, lang, seed in FIRST_HANDS:
        print("\n".join(f"- {line}" for line in first_hand_reviewed(game, lang, seed)), end="\n\n")
