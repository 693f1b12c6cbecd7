"""The play table as a learner meets it: only what can be done now looks active, and it speaks to you."""

from __future__ import annotations

import pytest

from domino_lessons.core.engine import PASS
from domino_lessons.lesson import example
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.quiz import ScoreQuiz
from domino_lessons.widgets.replay_viewer import replay_tabs
from domino_lessons.rules import VARIANT_IDS

GAMES = VARIANT_IDS


def actions(table: PlayTable) -> list[object]:
    return [table.lead_button, table.draw_button, table.pass_button, *table.end_buttons.values()]


@pytest.mark.parametrize("variant", GAMES)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_before_a_tile_is_chosen_only_what_is_legal_looks_active(variant: str, lang: str) -> None:
    for seed in range(4):
        table = PlayTable(variant, seed=seed, delay=0, lang=lang)
        hand = table.hand
        assert hand.to_move == table.you and table.selected is None
        legal = {m.kind for m in hand.legal_moves()}
        assert table.draw_button.disabled == ("draw" not in legal)
        assert table.pass_button.disabled == ("pass" not in legal)
        assert table.lead_button.disabled and all(b.disabled for b in table.end_buttons.values())
        for button in actions(table):
            if button.disabled:
                assert button.tooltip and button.tooltip not in {table.tips[b] for b in actions(table)}


def test_a_chosen_tile_lights_only_the_buttons_it_can_use() -> None:
    table = PlayTable("all-fives", seed=0, delay=0)
    tile = next(m.tile for m in table.hand.playable(table.you))
    table.choose_tile(tile)
    fits = set(table.hand.board.fitting_ends(tile))
    for end, button in table.end_buttons.items():
        assert button.disabled == (end not in fits)
    assert table.lead_button.disabled == (table.hand.board.lead is not None)
    assert table.draw_button.disabled and table.pass_button.disabled


def test_a_disabled_click_from_code_still_explains_and_changes_nothing() -> None:
    table = PlayTable("all-fives", seed=3, delay=0)
    before = (list(map(list, table.hand.held)), len(table.hand.boneyard))
    table.draw_button.click()
    assert "you can play" in table.message.value and "so you may not draw" in table.message.value
    assert "Learner" not in table.message.value
    assert (list(map(list, table.hand.held)), len(table.hand.boneyard)) == before


@pytest.mark.parametrize("lang, you, not_you", [("en", "you may not pass", "Learner can"),
                                                ("it", "non puoi passare", "Allievo può")])
def test_refusals_speak_to_the_learner(lang: str, you: str, not_you: str) -> None:
    table = PlayTable("all-fives", seed=3, delay=0, lang=lang)
    table.move(PASS)
    assert you in table.message.value and not_you not in table.message.value


@pytest.mark.parametrize("lang, names", [("en", ("Learner", "Left", "Partner", "Right")),
                                         ("it", ("Allievo", "Sinistra", "Compagno", "Destra"))])
def test_default_seat_names_speak_the_tables_language(lang: str, names: tuple[str, ...]) -> None:
    assert PlayTable("goat", delay=0, lang=lang).game.players == names
    assert PlayTable("domeng", delay=0, lang=lang).game.players[1:] == ("Andi", "Baso", "Cici", "Daeng")
    assert PlayTable(delay=0, lang=lang).game.players[1] == "Computer"
    assert PlayTable("goat", ("A", "B", "C", "D"), delay=0).game.players == ("A", "B", "C", "D")


def test_replay_tabs_of_examples_are_titled_in_the_viewers_language() -> None:
    assert replay_tabs(["domeng-empty-table", "goat-match"], lang="it").titles == ("Banco vuoto", "Goat a 101")
    assert replay_tabs(["domeng-empty-table"]).titles == ("Empty table",)
    assert replay_tabs({"Mine": example("goat-match")}).titles == ("Mine",)


def test_the_quiz_shows_no_empty_feedback_box_before_an_answer() -> None:
    quiz = ScoreQuiz(seed=1)
    assert quiz.feedback.value == "" and "domino-idle" in quiz.feedback._dom_classes
    quiz.check()
    assert quiz.feedback.value and "domino-idle" not in quiz.feedback._dom_classes
    quiz.next()
    assert quiz.feedback.value == "" and "domino-idle" in quiz.feedback._dom_classes
