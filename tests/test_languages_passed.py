"""The widgets hold their language and pass it down: no callback enters ``speaking``, and the views
say in the language they are given what they say in the language being spoken."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

import domino_lessons.narrate as narrate
import domino_lessons.widgets.replay_viewer as replay_viewer
from domino_lessons.core.errors import DominoError, Problem, RecordError, RecordProblem, message
from domino_lessons.core.frames import Frame
from domino_lessons.core.labels import Ask, Control, Label, Say
from domino_lessons.core.record import load, replay
from domino_lessons.core.tiles import FULL_SET, Tile
from domino_lessons.lesson import example
from domino_lessons.narrate import SPEAKING, narrator, speaking
from domino_lessons.views.annotate import events_html, frame_html, message_html
from domino_lessons.views.render import hand_svg, table_svg, tile_svg
from domino_lessons.views.share import replay_html
from domino_lessons.views.transcript import transcript
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.questions import say
from domino_lessons.widgets.quiz import ScoreQuiz
from domino_lessons.widgets.replay_viewer import ReplayViewer


class English:
    """Stands for the context variable: always English, and refusing to be set."""

    def get(self) -> str:
        return "en"

    def set(self, lang: str) -> None:
        raise AssertionError(f"speaking({lang!r}) entered where the language should be passed down")


@pytest.fixture
def no_speaking(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Called, it makes the language spoken English and ``speaking`` impossible to enter, for the rest of the test."""
    return lambda: monkeypatch.setattr(narrate, "SPEAKING", English())


def test_an_italian_replay_steps_in_italian_while_english_is_spoken(no_speaking: Callable[[], None],
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    no_speaking()
    monkeypatch.setattr(replay_viewer, "running_loop", lambda: None)  # no kernel (a browser test's loop may run)
    viewer = ReplayViewer(example("all-fives-af1"), lang="it")
    viewer.step("next")
    viewer.scoring.value = True  # the position line too
    frame = viewer.frame
    assert viewer.annotation.value.startswith(frame_html(frame, "it"))
    assert viewer.board.value == table_svg(frame, lang="it")
    assert viewer.annotation.value != frame_html(frame) and "Mano 1" in viewer.annotation.value
    viewer.play.value = True  # Play runs to the end at once outside a kernel
    assert viewer.play.description == narrator("it").word(Control.PLAY)
    assert viewer.review() is None
    assert narrator("it").phrase(Label.REVIEW_PICK, {}) in viewer.review_panel.value


def test_an_italian_play_table_answers_clicks_in_italian(no_speaking: Callable[[], None]) -> None:
    no_speaking()
    table = PlayTable("all-fives", seed=1, delay=0, lang="it")
    assert table.match.seats.names[table.you] == narrator("it").word(Control.LEARNER)
    outside = next(t for t in FULL_SET if t not in table.hand.held[table.you])
    table.canvas.pick("tile", str(outside))
    assert table.message.value == message_html(narrator("it").phrase(Say.NOT_IN_HAND, {"tile": outside}), "problem")
    table.canvas.pick("tile", "9-9")  # a bad tile from the page: the engine's error, in Italian
    with pytest.raises(DominoError) as caught:
        Tile.parse("9-9")
    assert table.message.value == message_html(caught.value.said("it"), "problem")
    assert caught.value.said("it") != str(caught.value)
    table.move(table.hand.legal_moves()[0])  # the computer answers: the table is redrawn
    hand = table.hand
    mine = hand.to_move == table.you and not hand.over
    playable = {m.tile for m in hand.playable(table.you) if m.tile is not None} if mine else set()
    assert table.canvas.svg == table_svg(Frame.of(hand), viewer=table.you, show_all=hand.over, playable=playable,
                                         interactive=True, lang="it")
    assert events_html(table.game.recent, "it") in table.announce.value


def test_an_italian_quiz_checks_in_italian(no_speaking: Callable[[], None]) -> None:
    quiz = ScoreQuiz(count=2, seed=4, lang="it")  # its questions are made in its language, with it
    no_speaking()
    question = quiz.question
    right = quiz.check()
    said = say(Ask.RIGHT if right else Ask.NOT_QUITE, "it") + question.check(0, 0, "it")[1]
    assert quiz.feedback.value == message_html(said, "good" if right else "problem")
    assert quiz.check_button.description == narrator("it").word(Control.CHECK)
    assert question.check(0, 0, "it")[1] != question.check(0, 0, "en")[1]
    quiz.next()
    assert quiz.board.value == table_svg(quiz.question.frame, viewer=quiz.question.seat,
                                         show_all=quiz.question.seat is None, last=quiz.question.last,
                                         selected=selected(quiz), targets=targets(quiz), lang="it")


def selected(quiz: ScoreQuiz) -> Tile | None:
    question = quiz.question
    return question.options[question.asked].move.tile if question.kind == "score" else None


def targets(quiz: ScoreQuiz) -> list[str]:
    question = quiz.question
    end = question.options[question.asked].move.end if question.kind == "score" else None
    return [end] if end else []


@pytest.mark.parametrize("name", ["all-fives-af1", "domeng-camat", "goat-sistemata", "italian-2p"])
def test_views_say_in_the_language_given_what_they_say_in_the_language_spoken(name: str) -> None:
    result = replay(load(example(name)), frames=True)
    frames = result.frames[:3] + result.frames[-2:]
    for lang in narrate.LANGUAGES:
        with speaking(lang):
            spoken = ([table_svg(f) for f in frames], [frame_html(f) for f in frames],
                      [events_html(f.events) for f in frames], transcript(result), replay_html(result, "t"),
                      [f.totals_line for f in frames], [f.label for f in frames])
        assert SPEAKING.get() == "en"
        given = ([table_svg(f, lang=lang) for f in frames], [frame_html(f, lang) for f in frames],
                 [events_html(f.events, lang) for f in frames], transcript(result, lang),
                 replay_html(result, "t", lang), [f.words(lang).totals_line for f in frames],
                 [f.words(lang).label for f in frames])
        assert given == spoken


def test_drawings_of_tiles_and_hands_take_a_language() -> None:
    tile = Tile(6, 4)
    with speaking("it"):
        spoken = tile_svg(tile), hand_svg([tile], owner="Lucia")
    assert (tile_svg(tile, lang="it"), hand_svg([tile], owner="Lucia", lang="it")) == spoken
    assert tile_svg(tile, lang="it") != tile_svg(tile)


def test_errors_are_said_in_the_language_asked() -> None:
    error = RecordError(RecordProblem.NOT_A_TILE, hand=1, move=3, token="9-9 L", value="9-9")
    with speaking("it"):
        spoken = str(error)
    assert error.said("it") == spoken != error.said("en") == str(error)
    assert error.reason in str(error) and error.message == str(error)
    plain = DominoError(Problem.NO_SUCH_SEAT, seat=7, last=1)
    assert message(plain, "it") == plain.said("it") != str(plain)
    assert message(OSError("disk full"), "it") == "disk full"


def test_an_italian_save_that_fails_says_why_in_italian(tmp_path: Path, no_speaking: Callable[[], None]) -> None:
    no_speaking()
    table = PlayTable("all-fives", seed=2, delay=0, lang="it")
    (tmp_path / "file").write_text("x")
    assert table.save(tmp_path / "file" / "x.json") is None
    assert "Impossibile salvare" in table.message.value
