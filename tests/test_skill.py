"""The figure of skill (``coach.skill``): bands calibrated on random, greedy and expert play, a reviewed hand's
average cost per decision in its band, the result split into the deal and the decisions; shown after a review, in
the progress panel (with the bands on its chart) and in the teacher's ``progress`` table."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

import domino_lessons

from domino_lessons.cli import main
from domino_lessons.coach import review
from domino_lessons.coach.decisions import dealt
from domino_lessons.coach.reviewer import Review
from domino_lessons.coach.skill import PLAYERS, RESULTS, calibration, hand_result, skill, standing
from domino_lessons.core.advice import Band, Skill
from domino_lessons.core.record import load
from domino_lessons.narrate import narrator
from domino_lessons.progress import Progress
from domino_lessons.rules import built_in, first_game
from domino_lessons.views.annotate import review_html
from domino_lessons.widgets.progress_panel import panel_html

RECORDS = Path(domino_lessons.__file__).parent / "records"
NOW = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)


def reviewed() -> Review:
    return review(load(RECORDS / f"{first_game().id}-2p.json"), 1, 0, playouts=40, seed=4)


def test_every_built_in_game_is_calibrated_and_its_players_fall_in_their_bands() -> None:
    shipped = json.loads(RESULTS.read_text(encoding="utf-8"))["games"]
    for game in built_in():
        found = calibration(game)
        assert found is not None, game.id
        limits = found.limits
        assert limits[0] < limits[1] < limits[2], game.id
        assert (found.band(found.greedy), found.band(found.expert)) == (Band.FAIR, Band.EXPERT), game.id
        measured = {name: shipped[game.id][name] for name in PLAYERS}
        top = measured["expert"]["mean"] + measured["expert"]["half_width"]
        assert all(measured[name]["mean"] - measured[name]["half_width"] > top for name in ("random", "greedy"))
        if measured["random"]["mean"] - measured["random"]["half_width"] > (measured["greedy"]["mean"]
                                                                             + measured["greedy"]["half_width"]):
            assert found.band(found.random) == Band.BEGINNER, game.id


def test_a_band_holds_its_upper_limit_and_the_next_begins_past_it() -> None:
    found = calibration(first_game())
    assert found is not None
    for band, (top, after) in zip(Band, zip(found.limits, [*Band][1:])):
        assert found.band(top) == band and found.band(top + 1e-6) == after


def test_a_hands_result_is_what_the_deal_gave_less_what_the_decisions_cost() -> None:
    done = reviewed()
    figure, found = skill(done), calibration(first_game())
    assert isinstance(figure, Skill) and found is not None and figure.band is not None and done.record is not None
    spent = sum(d.cost for d in done.decisions)
    assert figure.spent == pytest.approx(spent)
    assert figure.cost == pytest.approx(spent / len(done.decisions))
    assert figure.result == hand_result(done.record, 1, 0)
    assert figure.deal == pytest.approx(figure.result + figure.spent)
    assert figure.band == found.band(figure.cost)
    english, italian = narrator("en").said(figure), narrator("it").said(figure)
    assert f"{figure.cost:.2f} points given away per decision" in english and narrator("en").word(figure.band) in english
    assert f"{figure.cost:.2f}".replace(".", ",") in italian and narrator("it").word(figure.band) in italian
    assert f"{figure.result:+.1f}" in english and f"cost {figure.spent:.1f}" in english


def test_the_review_panel_ends_with_the_hands_figure() -> None:
    done = reviewed()
    assert done.record is not None
    page = review_html(done, done.record.players, dealt(done.record, 1).variant, "en")
    assert page.count('class="domino-skill"') == 1 and "given away per decision" in page


def test_the_progress_panel_and_the_teachers_table_show_the_band(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    book = Progress(tmp_path / "ada.json")
    done = reviewed()
    book.record_hand(first_game().id, [15, 5], done, now=NOW)
    figure = standing(first_game(), [hand.cost for hand in book.hands if hand.cost is not None])
    assert figure is not None and figure.band is not None
    page = panel_html(book, "en", NOW)
    assert 'class="domino-skill"' in page and narrator("en").word(figure.band) in page
    assert page.count('class="band-line"') >= 2
    assert main(["progress", str(book.path), "--csv", "--now", "2025-03-01T09:05"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0][-2:] == ["cost", "band"] and rows[1][-2:] == [f"{figure.cost:.2f}", figure.band.value]
