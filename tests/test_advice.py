"""Advice with its doubt: a decision's cost carries its 95 % interval, a mistake is one clear at 95 %, exact
answers say so, and both languages say it all."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace
from typing import Sequence

import pytest

from domino_lessons import Match
from domino_lessons.coach import Decision, Review, endgame, reviewer
from domino_lessons.coach.mining import judge
from domino_lessons.coach.players import greedy
from domino_lessons.coach.reading import observed_knowledge
from domino_lessons.coach.stats import interval, paired
from domino_lessons.core.engine import Move, parse_move
from domino_lessons.core.observation import Observation
from domino_lessons.core.phrases import ReviewDecision, ReviewVerdict
from domino_lessons.core.record import Record
from domino_lessons.narrate import narrator


def position(seed: int = 2, moves: int = 3) -> Observation:
    """An All Fives position a few greedy moves in, the seat to move having a choice."""
    hand = Match("all-fives", ["Ada", "Ben"]).deal_random(random.Random(seed))
    for _ in range(moves):
        hand.push(greedy(hand.observe(hand.to_move), hand.legal_moves()))
    seen = hand.observe(hand.to_move)
    assert len(seen.legal_moves()) > 1
    return seen


def worst(seen: Observation, playouts: int, seed: int = 0) -> Decision:
    """The decision had the seat played its worst choice (by a first look)."""
    first = reviewer.decide(seen, seen.legal_moves()[0], random.Random(seed), playouts)
    return reviewer.decide(seen, first.values[-1][0], random.Random(seed), playouts)


def made(cost: float, margin: float, exact: bool = False, step: int = 4) -> Decision:
    """A decision by hand: 3-1 L was best, 3-3 R was played and cost ``cost``."""
    best, played = parse_move("3-1 L"), parse_move("3-3 R")
    return Decision(step, played, 0, best, 0, ((best, 2.0), (played, 2.0 - cost)), margin, exact)


def test_the_margin_is_the_paired_interval_and_shrinks_with_more_playouts() -> None:
    seen = position()
    few, many = worst(seen, 100), worst(seen, 1600)
    assert few.cost > 0 and 0 < many.margin < few.margin / 2
    assert not few.exact and many.spread > 0
    found = reviewer.samples(seen, seen.legal_moves(), random.Random(0), 1600)
    legal = seen.legal_moves()
    best, played = legal.index(many.best), legal.index(many.played)
    assert many.margin == paired(found[best], found[played])[1]


def test_the_values_and_numbers_are_those_of_estimates() -> None:
    seen = position()
    decision = reviewer.decide(seen, seen.legal_moves()[0], random.Random(5), 200)
    found = reviewer.estimates(seen, seen.legal_moves(), random.Random(5), 200)
    assert sorted(v for _, v in decision.values) == sorted(found)


def test_a_clearly_worse_play_is_a_mistake_and_a_near_tie_is_not() -> None:
    clear = worst(position(), 1600)
    assert clear.mistake and not clear.close and clear.cost - clear.margin > 0
    tie = made(0.4, 1.2)
    assert not tie.mistake and tie.close
    best = made(0.0, 0.0)
    assert not best.mistake and not best.close
    done = Review(0, 1, (made(3.0, 1.0, step=2), tie, made(5.0, 4.0, step=6), best, made(1.0, 0.9, step=8)), 600)
    assert [d.cost for d in done.costly()] == [5.0, 3.0, 1.0]
    assert [d.move for d in done.costly(2)] == [6, 2]


def test_an_exact_decision_has_no_doubt_and_a_cost_over_the_tolerance_is_a_mistake(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen = position()
    legal = seen.legal_moves()

    def solve(at: Observation, moves: Sequence[Move]) -> list[float]:
        assert at is seen and list(moves) == legal
        return [float(i) for i in range(len(moves))]

    monkeypatch.setattr(reviewer, "endgame", lambda: SimpleNamespace(solve=solve))
    decision = reviewer.decide(seen, legal[-2], random.Random(0), 600)
    assert decision.exact and decision.margin == 0 == decision.spread
    assert decision.values[0] == (legal[-1], len(legal) - 1.0) and decision.cost == 1.0 and decision.mistake
    assert not made(0.01, 0.0, exact=True).mistake and made(0.01, 0.0, exact=True).close


def test_a_cost_within_the_tolerance_is_no_mistake_however_sure() -> None:
    assert reviewer.TOLERANCE == 0.5
    at, over = reviewer.TOLERANCE, reviewer.TOLERANCE + 0.01
    assert not made(at, 0.0, exact=True).mistake and made(at, 0.0, exact=True).close
    assert made(over, 0.0, exact=True).mistake and not made(over, 0.0, exact=True).close
    assert not made(0.4, 0.05).mistake and made(0.4, 0.05).close  # clear at 95 %, yet under the tolerance
    assert made(0.6, 0.05).mistake and not made(0.6, 0.7).mistake  # over it, but the interval reaches 0
    done = Review(0, 1, (made(0.3, 0.0, exact=True), made(0.7, 0.0, exact=True, step=6)), 600)
    assert [d.move for d in done.costly()] == [6]


def test_the_solver_can_be_switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    def solve(at: Observation, moves: Sequence[Move]) -> list[float]:
        raise AssertionError("the solver was asked")

    monkeypatch.setattr(reviewer, "endgame", lambda: SimpleNamespace(solve=solve))
    seen = position()
    assert reviewer.solve(seen, seen.legal_moves(), exact=False) is None
    decision = reviewer.decide(seen, seen.legal_moves()[0], random.Random(0), 60, exact=False)
    assert not decision.exact and decision.spread > 0
    with pytest.raises(AssertionError, match="asked"):
        reviewer.decide(seen, seen.legal_moves()[0], random.Random(0), 60)


def test_a_review_without_the_solver_samples_every_decision() -> None:
    record = Record.from_match(played_out("international-two", 4))
    solved, sampled = (reviewer.review(record, 1, 0, playouts=40, seed=1, exact=exact) for exact in (True, False))
    assert any(d.exact for d in solved.decisions) and not any(d.exact for d in sampled.decisions)
    assert [d.played for d in solved.decisions] == [d.played for d in sampled.decisions]


def played_out(game: str, seed: int) -> Match:
    """A one-hand match of ``game`` for two, played out by greedy players."""
    match = Match(game, ["Ada", "Ben"])
    hand = match.deal_random(random.Random(seed))
    while not hand.over:
        hand.push(greedy(hand.observe(hand.to_move), hand.legal_moves()))
    return match


def test_without_a_solver_the_review_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewer, "endgame", lambda: None)
    assert reviewer.solve(position(), position().legal_moves()) is None
    monkeypatch.setattr(reviewer, "endgame", lambda: SimpleNamespace(solve=lambda seen, legal: None))
    assert not reviewer.decide(position(), position().legal_moves()[0], random.Random(0), 60).exact


def test_the_interval_is_the_one_puzzles_are_mined_with() -> None:
    seen = position()
    ranking = judge(seen, seen.legal_moves(), 7, 300)
    found = reviewer.samples(seen, seen.legal_moves(), random.Random(7), 300)
    legal = seen.legal_moves()
    lead, half = paired(found[legal.index(ranking.values[0][0])], found[legal.index(ranking.values[1][0])])
    assert (ranking.lead, ranking.low) == (lead, lead - half)
    assert interval([3.0]) == (3.0, 0.0) and interval([1.0, 3.0])[1] == pytest.approx(1.96 * 2 ** 0.5 / 2 ** 0.5)


@pytest.mark.parametrize("lang, clear, close, exact, best", [
    ("en", "3-1 on L would have kept 8.3 ± 2.1 points more on average.", "Too close to call: 3-1 on L would have kept "
     "0.4 ± 1.2", "3-1 on L would have kept exactly 8.3 points more", "The best choice, solved exactly."),
    ("it", "3-1 su L avrebbe reso in media 8,3 ± 2,1 punti in più.", "Scelte troppo vicine per decidere: 3-1 su L "
     "avrebbe reso in media 0,4 ± 1,2", "3-1 su L avrebbe reso in media esattamente 8,3 punti in più",
     "È la scelta migliore (calcolo esatto)."),
])
def test_the_verdicts_carry_their_doubt_in_both_languages(lang: str, clear: str, close: str, exact: str,
                                                         best: str) -> None:
    say = narrator(lang).said
    assert say(ReviewVerdict(decision=made(8.3, 2.1), unit="points")) == clear
    assert say(ReviewVerdict(decision=made(0.4, 1.2), unit="points")).startswith(close)
    assert say(ReviewVerdict(decision=made(8.3, 0.0, exact=True), unit="points")).startswith(exact)
    assert say(ReviewVerdict(decision=made(0.0, 0.0, exact=True), unit="points")) == best


def test_each_estimate_shown_carries_its_doubt_or_says_it_is_exact() -> None:
    spread = replace(made(1.0, 0.5), spread=3.25)
    assert "more is better; each estimate's margin of error: ± 3.2)" in narrator("en").said(
        ReviewDecision(decision=spread, unit="points"))
    assert "meglio è; margine di ciascuna stima: ± 3,2)" in narrator("it").said(
        ReviewDecision(decision=spread, unit="stones"))


def test_the_review_says_which_way_its_numbers_are_good() -> None:
    """Points for your side minus the others'; in a game of penalties (Goat's points, Domeng's stones) the others'
    minus yours: more is better either way."""
    spread = replace(made(1.0, 0.5), spread=3.25)
    assert "your side's points minus the others'" in narrator("en").said(ReviewDecision(decision=spread, unit="points"))
    penalty = narrator("en").said(ReviewDecision(decision=spread, unit="points", penalty=True))
    assert "the others' points minus your side's" in penalty
    assert "pietre degli altri meno quelle della tua parte" in narrator("it").said(
        ReviewDecision(decision=spread, unit="stones"))
    exact = made(1.0, 0.0, exact=True)
    assert "Exact points" in narrator("en").said(ReviewDecision(decision=exact, unit="points"))
    assert "Vantaggio esatto in pietre per il resto del giro" in narrator("it").said(ReviewDecision(decision=exact, unit="stones"))
    assert "pietre in meno" in narrator("it").said(ReviewVerdict(decision=made(2.0, 1.0), unit="stones"))


def test_a_decision_made_the_old_way_still_works() -> None:
    best, played = parse_move("3-1 L"), parse_move("3-3 R")
    old = Decision(4, played, 0, best, 5, ((best, 2.0), (played, -1.0)))
    assert (old.margin, old.exact, old.spread) == (0.0, False, 0.0)
    assert old.best == best and old.cost == 3.0 and old.mistake  # no doubt given: taken as none
    assert Review(0, 1, (old,), 600).costly() == (old,)


def late_position(game: str = "international", most_tiles: int = 20) -> Observation:
    """A seeded greedy position of ``game`` for four with nothing left to draw, a choice, at most ``most_tiles``
    tiles in the hands and more consistent deals than the solver takes."""
    for seed in range(200):
        hand = Match(game, list("ABCD")).deal_random(random.Random(seed))
        while not hand.over:
            seen = hand.observe(hand.to_move)
            legal = seen.legal_moves()
            if sum(seen.counts) <= most_tiles and len(legal) > 1 and reviewer.solve(seen, legal) is None:
                return seen
            hand.push(greedy(seen, legal))
    raise AssertionError(f"no late position in {game}")


def test_small_sampled_deals_are_searched_and_larger_ones_played_out(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = late_position()
    legal = seen.legal_moves()
    found = reviewer.samples(seen, legal, random.Random(4), 60)
    deals = [reviewer.consistent_deal(seen, observed_knowledge(seen), random.Random(4))]
    rows = endgame.searched(seen, legal, deals)
    assert rows is not None and [values[0] for values in found] == rows[0]  # the first deal, searched
    played = [[reviewer.play_out(seen, move, deals[0])] for move in legal]
    fewer = replace(endgame.limits(), deal_tiles=sum(seen.counts) - 1)
    monkeypatch.setattr(endgame, "limits", lambda *_: fewer)  # one tile too many: greedy playouts
    greedy_found = reviewer.samples(seen, legal, random.Random(4), 60)
    assert [values[:1] for values in greedy_found] == played and greedy_found != found
    monkeypatch.setattr(reviewer, "endgame", lambda: SimpleNamespace(solve=lambda at, moves: None))
    assert reviewer.samples(seen, legal, random.Random(4), 60) == greedy_found  # no per-deal search: played out


def test_searched_samples_are_seeded() -> None:
    seen = late_position()
    legal = seen.legal_moves()
    assert reviewer.samples(seen, legal, random.Random(9), 80) == reviewer.samples(seen, legal, random.Random(9), 80)
    assert reviewer.estimates(seen, legal, random.Random(9), 80) != reviewer.estimates(seen, legal, random.Random(8), 80)
