"""Widget logic in the kernel: click the buttons, then check what the widgets show."""

from __future__ import annotations

import asyncio
import json
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from domino_lessons import Match
from domino_lessons.core import record
from domino_lessons.views.annotate import reading_html, review_html
from domino_lessons.widgets.canvas import SvgCanvas
from domino_lessons.coach import review
from domino_lessons.core.engine import DRAW, PASS
from domino_lessons.lesson import example
from domino_lessons.narrate import speaking
from domino_lessons.widgets.play_table import PlayTable
from domino_lessons.widgets.quiz import NOBODY, TABLE, Question, ScoreQuiz, make_questions
from domino_lessons.coach.reading import knowledge, table_knowledge
from domino_lessons.core.record import Record, load
from domino_lessons.rules.all_fives.game import round5
from domino_lessons.widgets.replay_viewer import EVERYONE, ReplayViewer
from domino_lessons.core.tiles import Tile


def step_of(svg: str) -> int:
    return int(re.search(r'class="domino-board" data-step="(\d+)"', svg).group(1))


# -- ReplayViewer ----------------------------------------------------------------------------
def test_replay_buttons_step_and_annotate() -> None:
    viewer = ReplayViewer(example("all-fives-af1"))
    assert step_of(viewer.board.value) == 0 and "the deal" in viewer.annotation.value
    assert viewer.first_button.disabled and viewer.back_button.disabled and not viewer.next_button.disabled
    viewer.next_button.click()
    viewer.next_button.click()
    assert viewer.slider.value == 2 and step_of(viewer.board.value) == 2
    assert "L 3 + spinner 6-6 12 = 15 -&gt; Ben scores 15 (0 -&gt; 15)" in viewer.annotation.value
    assert "Note: " in viewer.annotation.value and "Score: Ada 0 · Ben 15 (to 250)" in viewer.annotation.value
    assert viewer.jump.value == 2  # a scoring step shows in the jump list
    viewer.back_button.click()
    assert step_of(viewer.board.value) == 1 and viewer.jump.value == EVERYONE
    viewer.last_button.click()
    assert viewer.slider.value == 7 and viewer.next_button.disabled and "domino" in viewer.annotation.value
    viewer.first_button.click()
    assert viewer.slider.value == 0


def test_replay_jump_list_and_play_range() -> None:
    viewer = ReplayViewer(example("all-fives-af1"))
    labels = [label for label, _ in viewer.jump.options[1:]]
    assert labels == ["Hand 1, move 2: 6-3 L: Ben +15 (0 -> 15)", "Hand 1, move 5: 6-2 S: Ada +10 (0 -> 10)",
                      "Hand 1, move 7: 4-1 R: Ada +10 (10 -> 20), Ben -10 (15 -> 5)"]
    viewer.jump.value = 5
    assert viewer.slider.value == 5 and 'class="end scoring"' in viewer.board.value
    assert (viewer.slider.min, viewer.slider.max) == (0, 7)


def test_replay_play_is_a_named_play_pause_button_that_steps_in_the_kernel() -> None:
    viewer = ReplayViewer(example("all-fives-af1"), interval=1)
    assert (viewer.play.description, viewer.play.icon) == ("Play", "play")

    async def play_then_pause() -> tuple[str, int, int]:
        viewer.play.value = True
        label = viewer.play.description
        while viewer.slider.value < 3:
            await asyncio.sleep(0.001)
        viewer.play.value = False
        paused = viewer.slider.value
        await asyncio.sleep(0.02)
        return label, paused, viewer.slider.value

    with ThreadPoolExecutor(1) as thread:  # a loop of its own, as in a kernel (the browser tests may hold this one)
        label, paused, later = thread.submit(asyncio.run, play_then_pause()).result()
    assert label == "Pause" and paused == later == 3 and viewer.play.description == "Play"
    viewer.go(7)

    def play_without_a_loop() -> None:
        viewer.play.value = True  # at the end, and no event loop: from the start straight to the end

    with ThreadPoolExecutor(1) as thread:  # a thread runs no loop, whatever this one holds
        thread.submit(play_without_a_loop).result()
    assert viewer.slider.value == 7 and viewer.play.value is False
    assert ReplayViewer(example("all-fives-af1"), lang="it").play.description == "Riproduci"


def test_replay_seat_view_hides_other_hands() -> None:
    viewer = ReplayViewer(example("all-fives-af1"), viewer=1, show_all=False)
    assert viewer.board.value.count('class="tile back"') == 4  # Ada's four tiles
    assert 'data-seat="1"' in viewer.board.value
    viewer.show_all.value = True
    assert 'class="tile back"' not in viewer.board.value
    viewer.seat.value = EVERYONE
    assert viewer.board.value.count('class="tile in-hand"') == 8


def test_replay_accepts_a_record_object_and_escapes_notes(tmp_path: Path) -> None:
    data = json.loads(example("all-fives-af1").read_text())
    data["hands"][0]["notes"] = {"1": "<img src=x onerror=alert(1)>"}
    viewer = ReplayViewer(record.loads(json.dumps(data)))
    viewer.go(1)
    assert "<img" not in viewer.annotation.value and "&lt;img src=x" in viewer.annotation.value


# -- PlayTable ---------------------------------------------------------------------------------
def table(seed: int = 3, **kwargs) -> PlayTable:
    return PlayTable(seed=seed, delay=0, **kwargs)


def snapshot(t: PlayTable) -> tuple:
    hand = t.hand
    return (tuple(map(tuple, hand.held)), tuple(hand.boneyard), len(hand.moves), hand.to_move, list(t.match.totals))


def test_play_a_lead_by_clicks() -> None:
    t = table()
    hand = t.hand
    assert hand.to_move == t.you and hand.board.lead is None
    tile = hand.held[t.you][0]
    t.canvas.pick("tile", str(tile))
    assert t.selected == tile and "selected" in t.message.value
    assert 'class="tile in-hand playable selected"' in t.canvas.svg
    t.lead_button.click()
    assert hand.board.lead == tile or t.hand is not hand
    assert t.hand.moves[0].tile == tile
    assert "leads" in t.announce.value  # the computer's reply is announced too


def test_illegal_clicks_explain_and_change_nothing() -> None:
    t = table()
    t.choose_tile(t.hand.held[t.you][0])
    t.lead_button.click()
    hand = t.hand
    # Now it is the learner's turn again, after the computer's reply.
    assert hand.to_move == t.you and not hand.over
    before = snapshot(t)
    misfits = [x for x in hand.held[t.you] if not hand.board.fitting_ends(x)]
    if misfits:
        t.canvas.pick("tile", str(misfits[0]))
        assert "fits no open end" in t.message.value and snapshot(t) == before
    t.canvas.pick("tile", "6-6" if Tile(6, 6) not in hand.held[t.you] else "0-0")
    assert "not in your hand" in t.message.value and snapshot(t) == before
    t.selected = None
    t.end_buttons["L"].click()
    assert "First click a tile" in t.message.value and snapshot(t) == before
    fits = [m for m in hand.playable(t.you)]
    if fits:
        t.draw_button.click()
        assert "may not draw" in t.message.value and snapshot(t) == before
        t.pass_button.click()
        assert "may not pass" in t.message.value and snapshot(t) == before
        wrong = next((e for e in hand.board.ends() if e not in hand.board.fitting_ends(fits[0].tile)), None)
        if wrong:
            t.choose_tile(fits[0].tile)
            t.canvas.pick("end", wrong)
            assert "does not fit end" in t.message.value and snapshot(t) == before


def test_a_whole_hand_by_buttons_and_hints() -> None:
    t = table(seed=11)
    for _ in range(200):
        hand = t.hand
        if hand.over:
            break
        legal = hand.legal_moves()
        if legal[0].kind == "draw":
            t.draw_button.click()
        elif legal[0].kind == "pass":
            t.pass_button.click()
        else:
            t.hint_button.click()
            assert "Hint:" in t.message.value and t.selected is not None
            best = max(legal, key=lambda m: (hand.variant.points_for(hand, m.tile, m.end)))
            chosen = next(m for m in legal if m.tile == t.selected)
            assert hand.variant.points_for(hand, chosen.tile, chosen.end) <= hand.variant.points_for(
                hand, best.tile, best.end)
            ends = [m.end for m in legal if m.tile == t.selected]
            if ends[0] is None:
                t.lead_button.click()
            else:
                t.end_buttons[ends[0]].click()
    assert t.hand.over and ("New hand" in t.message.value or "match is over" in t.message.value)
    assert sum(len(h) for h in t.hand.held) + t.hand.board.tiles_played + len(t.hand.boneyard) == 28
    t.draw_button.click()
    assert "hand is over" in t.message.value


def test_new_hand_and_save_record(tmp_path: Path) -> None:
    t = table(seed=5)
    t.choose_tile(t.hand.held[t.you][0])
    t.lead_button.click()
    target = tmp_path / "class" / "game.json"
    t.save_path.value = str(target)
    t.save_button.click()
    assert target.is_file() and "Saved 1 hand(s)" in t.message.value
    replayed = record.replay(record.load(target))
    assert [str(m) for m in replayed.hands[0].hand.moves] == [str(m) for m in t.hand.moves]
    t.new_button.click()  # an unfinished hand: a new match starts
    assert len(t.match.hands) == 1 and t.match.totals == [0, 0] and "new match" in t.message.value


def test_save_to_an_impossible_place_explains(tmp_path: Path) -> None:
    t = table()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert t.save(blocker / "game.json") is None
    assert "Could not save" in t.message.value


def test_computer_moves_first_when_it_leads() -> None:
    for seed in range(40):
        t = table(seed=seed, you=1)
        if t.hand.moves:
            assert t.hand.to_move == 1 and "leads" in t.announce.value
            return
    pytest.fail("no seed where the computer leads")


def test_canvas_ignores_foreign_messages() -> None:
    seen: list[tuple[str, str]] = []
    canvas = SvgCanvas()
    canvas.on_pick(lambda kind, value: seen.append((kind, value)))
    canvas._receive(canvas, {"kind": "tile", "value": "6-4"}, [])
    canvas._receive(canvas, {"kind": "script", "value": "x"}, [])
    canvas._receive(canvas, ["not", "a", "dict"], [])
    assert seen == [("tile", "6-4")]


def test_bad_tile_text_from_the_page_is_explained() -> None:
    t = table()
    before = snapshot(t)
    t.canvas.pick("tile", "9-9")
    assert "problem" in t.message.value and snapshot(t) == before


# -- ScoreQuiz ---------------------------------------------------------------------------------
def test_questions_come_from_real_positions() -> None:
    questions = make_questions(count=12, seed=2)
    assert len(questions) == 12 and [q.kind for q in questions[:3]] == ["score", "best", "settle"]
    for q in questions:
        if q.kind == "settle":
            continue
        assert len(q.options) >= 2 and q.frame.to_move == q.seat
        for option in q.options:
            assert option.points % 5 == 0 and option.why.startswith("Ends ")
    assert make_questions(count=5, seed=2)[0].prompt == questions[0].prompt


def test_quiz_feedback_and_streak() -> None:
    quiz = ScoreQuiz(count=6, seed=4)
    q: Question = quiz.question
    right = q.options[q.asked].points if q.kind == "score" else next(
        i for i, o in enumerate(q.options) if o.points == q.best)
    (quiz.points if q.kind == "score" else quiz.choice).value = right
    quiz.check_button.click()
    assert "Right!" in quiz.feedback.value and quiz.streak == 1 and quiz.check_button.disabled
    assert "Streak: 1 · right 1 of 1" in quiz.score.value
    quiz.next_button.click()
    q = quiz.question
    assert quiz.feedback.value == "" and not quiz.check_button.disabled
    if q.kind == "score":
        quiz.points.value = q.options[q.asked].points + 5
    else:
        quiz.choice.value = next(i for i, o in enumerate(q.options) if o.points != q.best)
    quiz.check_button.click()
    assert "Not quite." in quiz.feedback.value and quiz.streak == 0 and "right 1 of 2" in quiz.score.value
    assert "Ends " in quiz.feedback.value


def answers(q: Question) -> tuple[int, int]:
    return q.answer, q.points or 0


def test_settle_questions_ask_a_signed_change_from_the_totals_before_it() -> None:
    questions = [q for q in make_questions(count=15, seed=5) if q.kind == "settle"]
    assert len(questions) == 5 and all(q.points for q in questions)  # asked of a side whose total changes
    for q in questions:
        assert q.check(*answers(q))[0] and not q.check(q.answer, (q.points or 0) + 5)[0]
        pips = sum(t.pips for seat in q.frame.seats.sides[q.answer] for t in q.frame.held[seat])
        assert q.points == -round5(pips)  # subtract-own, worked out again from the hands shown
    quiz = ScoreQuiz(questions=questions)
    assert quiz.points.layout.display == "" and quiz.choice.layout.display == "none"
    quiz.points.value = questions[0].points
    quiz.check_button.click()
    assert "Right!" in quiz.feedback.value


def test_best_question_accepts_any_top_play() -> None:
    best = next(q for q in make_questions(count=30, seed=9) if q.kind == "best")
    tops = [i for i, o in enumerate(best.options) if o.points == best.best]
    assert all(best.check(i)[0] for i in tops)
    assert not any(best.check(i)[0] for i in range(len(best.options)) if i not in tops)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_a_best_play_question_has_a_play_that_scores_and_names_every_tie(seed: int, players: int) -> None:
    questions = make_questions("all-fives", players=players, count=6, seed=seed, kinds=["best"])
    assert len(questions) == 6
    for q in questions:
        assert q.best > 0  # "every play scores 0" is no question
        tops = [o for o in q.options if o.points == q.best]
        said = q.check(q.options.index(tops[0]))[1].split(". ")[0]
        assert all(o.label in said for o in tops)  # the right answer and every play that scores as much


# -- the Italian game in the same widgets --------------------------------------------------------
def test_italian_questions_settlement_leader_and_draw() -> None:
    questions = make_questions("italian", players=3, count=9, seed=1)
    assert [q.kind for q in questions] == ["hand_end", "leader", "draw"] * 3
    ends = [q for q in questions if q.kind == "hand_end"]
    assert [q.blocked for q in ends] == [True, False, True]
    for q in ends:
        assert q.check(*answers(q))[0]
        assert not q.check((q.answer + 1) % 3 if q.answer >= 0 else 0, q.points or 0)[0]
        assert q.last is not None and str(q.last) in q.prompt  # the last tile laid is named and marked
        if q.winner is not None:  # the one who went out holds nothing; the others' pips are the points
            assert not q.check(q.answer, (q.points or 0) + 1)[0]
            assert q.points == sum(t.pips for h in q.frame.held for t in h)
        assert sum(q.frame.totals) == 0  # the scoreboard shows the totals before the hand is settled
    leaders = [q for q in questions if q.kind == "leader"]
    assert [q.blocked for q in leaders] == [False, True, False]  # after a hand gone out, then a blocked one
    for q in leaders:
        assert q.frame.board.lead is None and q.frame.to_move is None  # a fresh deal; no turn marker gives it away
        assert q.check(q.answer)[0] and not q.check((q.answer + 1) % 3)[0]
    for q in (q for q in questions if q.kind == "draw"):
        seat = q.seat
        assert seat is not None and q.frame.to_move == seat
        ends = q.frame.board.ends()
        drawn = Tile.parse(q.prompt.split(" draws ")[1].split(" ")[0])
        fits = any(v in (drawn.high, drawn.low) for v in ends.values())
        assert q.answer == (0 if fits else 2)  # draw one: play it, or keep it and the turn is over
        assert not any(any(v in (t.high, t.low) for v in ends.values()) for t in q.frame.held[seat])


def test_unknown_kind_of_question() -> None:
    with pytest.raises(ValueError, match="unknown kind of question 'riddle'"):
        make_questions(kinds=["riddle"])


def test_an_answer_that_contradicts_itself_is_wrong() -> None:
    """ "No CUCUQ" with 5 stones, or "nobody scores" with points, is not right."""
    q = next(q for q in make_questions("domeng", players=5, count=9, seed=1) if q.kind == "hand_end"
             and q.winner is None)
    assert q.check(NOBODY, 0)[0] and not q.check(NOBODY, 5)[0]
    q = next(q for q in make_questions("italian", players=3, count=3, seed=1) if q.kind == "hand_end"
             and q.winner is None)
    assert q.check(NOBODY, 0)[0] and not q.check(NOBODY, 12)[0]


def test_quiz_widget_asks_who_and_how_much() -> None:
    quiz = ScoreQuiz("italian-pairs", players=4, count=4, seed=3)
    q = quiz.question
    assert quiz.choice.description == "Who" and [label for label, _ in quiz.choice.options][-1] == "nobody scores"
    assert quiz.points.layout.display == "" and quiz.choice.layout.display == ""
    quiz.choice.value = -1 if q.winner is None else q.winner
    quiz.points.value = q.points
    quiz.check_button.click()
    assert "Right!" in quiz.feedback.value and "Answer:" in quiz.feedback.value


def test_four_player_italian_table_explains_the_six_six_lead() -> None:
    for seed in range(60):
        t = PlayTable("italian", ["Learner", "C1", "C2", "C3"], seed=seed, delay=0)
        if t.hand.board.lead is None:  # the learner holds 6-6 and must lead it
            other = next(x for x in t.hand.held[0] if x != Tile(6, 6))
            before = snapshot(t)
            t.choose_tile(other)
            assert "You must lead 6-6: holds 6-6 and leads it (4 players)." in t.message.value
            assert snapshot(t) == before
            t.choose_tile(Tile(6, 6))
            t.lead_button.click()
            assert t.hand.board.lead == Tile(6, 6) and "Learner leads 6-6" in t.announce.value
            return
    pytest.fail("no seed dealt 6-6 to the learner")


# -- Domeng in the same widgets --------------------------------------------------------------------
def test_domeng_questions_cucuq_pass_and_mattikkeng() -> None:
    questions = make_questions("domeng", players=5, count=12, seed=1)
    assert [q.kind for q in questions] == ["hand_end", "pass", "mattikkeng"] * 4
    for q in questions:
        assert q.check(*answers(q))[0] and q.last is not None and str(q.last) in q.prompt
        assert q.frame.counters is not None
        assert q.frame.counters.on_table + sum(q.frame.totals) == 25  # the tray before the payment asked about
    cucuq = [q for q in questions if q.kind == "hand_end"]
    assert [label for label, _ in cucuq[0].choices][-1] == "no CUCUQ"
    for q in cucuq:
        if q.winner is not None:
            assert 0 <= (q.points or 0) <= 5 and f"CUCUQ {q.frame.seats.names[q.winner]}" in q.why
        else:
            assert "MATTIKKENG" in q.why and q.points == 0
    passes = [q for q in questions if q.kind == "pass"]
    assert {q.answer == TABLE for q in passes} == {True, False}  # paid by the table, and by the ULTIMO MAPPANO
    for q in passes:
        table_pays = q.answer == TABLE
        assert table_pays == (q.frame.counters.on_table > 0)
        assert q.points in (1, 2) and ("PASSEBUNGE" in q.why) == (q.points == 2)
    for q in (q for q in questions if q.kind == "mattikkeng"):
        manguno = q.prompt.split(" is the MANGUNO")[0].split("so ")[-1]
        seat = q.frame.seats.names.index(manguno)
        pips = [sum(t.pips for t in held) for held in q.frame.held]
        others = [s for s in range(5) if s != seat and pips[s] <= pips[seat]]
        if not others:
            assert q.answer == seat and q.points == 0
        else:
            clockwise = [(seat + k) % 5 for k in range(1, 5)]
            assert q.answer == min(others, key=lambda s: (pips[s], clockwise.index(s)))
            single = len(others) == 1 and pips[others[0]] < pips[seat]
            assert (q.points or 0) <= (5 if single else 1)


def test_each_game_declares_its_quiz_in_its_folder() -> None:
    """A game's own kinds, makers and answers come from its folder's ``quiz`` (a subclass takes its base's);
    a game that declares none asks the generic kinds; every kind a game asks has a maker."""
    from domino_lessons.rules import find_variant, registry
    from domino_lessons.widgets.questions import END_KINDS, IN_PLAY_KINDS, MAKERS, quiz_of

    for game in registry().values():
        quiz = quiz_of(game)
        assert quiz.kinds and set(quiz.kinds) <= set(MAKERS) | set(quiz.makers), game.id
    assert quiz_of(find_variant("italian-pairs")) is quiz_of(find_variant("italian"))
    assert quiz_of(find_variant("all-fives")).kinds == IN_PLAY_KINDS and END_KINDS == ("hand_end", "leader")
    assert {"pass", "mattikkeng"} == set(quiz_of(find_variant("domeng")).makers) and "pass" not in MAKERS
    with pytest.raises(ValueError, match="unknown kind of question 'pass'"):  # Domeng's own kind, not the Goat's
        make_questions("goat", players=4, kinds=["pass"])


def test_a_quiz_is_by_default_between_the_fewest_players_the_game_allows() -> None:
    """Domeng is played by five, so ``ScoreQuiz("domeng")`` deals to five; every other game to two."""
    from domino_lessons.rules import registry

    for game in registry().values():
        quiz = ScoreQuiz(game.id, count=1)
        assert len(quiz.questions[0].frame.seats.names) == game.min_players, game.id


def test_the_settle_question_says_a_rule_only_where_the_game_has_words_for_it() -> None:
    from domino_lessons.core.labels import Ask
    from domino_lessons.narrate import narrator

    facts = {"blocked": True, "out": None, "side": "Ada"}
    fives = narrator("en").phrase(Ask.SETTLE, {**facts, "game": Match("all-fives", ["Ada", "Ben"]).variant})
    plain = narrator("en").phrase(Ask.SETTLE, {**facts, "game": Match("italian", ["Ada", "Ben"]).variant})
    assert "(at the end of a hand every side loses its own pips, rounded to the nearest 5)" in fives
    assert plain == "The hand is blocked. By how many points does Ada's total change now? (A loss is negative.)"
    piano = narrator("it").phrase(Ask.SETTLE, {**facts, "game": Match("italian", ["Ada", "Ben"]).variant})
    assert piano.startswith("La mano è bloccata. Di quanti") and "5" not in piano


def test_the_points_box_says_what_the_game_counts() -> None:
    assert ScoreQuiz("domeng", players=5, count=1, seed=1).points.description == "Stones"
    assert ScoreQuiz("domeng", players=5, count=1, seed=1, lang="it").points.description == "Pietre"
    assert ScoreQuiz("italian", players=3, count=1, seed=1).points.description == "Points"


def test_goat_questions_charge_leader_and_value() -> None:
    questions = make_questions("goat", players=4, count=9, seed=2)
    assert [q.kind for q in questions] == ["hand_end", "leader", "value"] * 3
    for q in questions:
        assert q.check(*answers(q))[0]
    for q in (q for q in questions if q.kind == "leader"):
        one_one = next(s for s, held in enumerate(q.frame.held) if Tile(1, 1) in held)
        assert q.answer == one_one  # all 28 dealt: 1-1 is always there, and 0-0 does not count
    values = [q for q in questions if q.kind == "value"]
    for q in values:
        worth = 0
        for seat in q.frame.seats.sides[q.answer]:
            held = q.frame.held[seat]
            worth += {Tile(0, 0): 25, Tile(6, 6): 50}.get(held[0], held[0].pips) if len(held) == 1 else sum(
                t.pips for t in held)
        assert q.points == worth
    assert any("only tile" in q.why for q in make_questions("goat", players=4, count=30, seed=2, kinds=["value"]))


def test_domeng_table_with_four_computers() -> None:
    t = PlayTable("domeng", ["Learner", "Andi", "Baso", "Cici", "Daeng"], seed=4, delay=0)
    for _ in range(60):
        hand = t.hand
        if hand.over:
            break
        legal = hand.legal_moves()
        if legal[0].kind == "pass":
            t.pass_button.click()
        else:
            t.choose_tile(legal[0].tile)
            if legal[0].end is None:
                t.lead_button.click()
            else:
                t.choose_end(legal[0].end)
    assert t.hand.over and "stones-tray" in t.canvas.svg
    counters = t.match.state.counters()
    assert counters is not None and counters.on_table + sum(t.match.totals) == 25
    assert f'data-table="{counters.on_table}"' in t.canvas.svg


def test_play_table_escapes_player_names() -> None:
    t = PlayTable("all-fives", ["<b>Learner</b>", "Comp & <i>uter</i>"], seed=2, delay=0)
    assert "<b>" not in t.announce.value and "&lt;b&gt;Learner" in t.announce.value
    assert "<i>" not in t.canvas.svg and "&lt;i&gt;" in t.canvas.svg


# -- abuse ---------------------------------------------------------------------------------------------
def test_replay_steps_never_leave_the_game() -> None:
    viewer = ReplayViewer(example("all-fives-af1"))
    for _ in range(50):
        viewer.next_button.click()
    assert viewer.slider.value == 7 and step_of(viewer.board.value) == 7
    for _ in range(50):
        viewer.back_button.click()
    assert viewer.slider.value == 0 and "the deal" in viewer.annotation.value
    viewer.go(-5)
    assert viewer.slider.value == 0
    viewer.go(10**6)
    assert viewer.slider.value == 7


def test_play_table_under_repeated_and_wrong_clicks() -> None:
    t = table(seed=3)
    before = snapshot(t)
    for _ in range(5):
        t.lead_button.click()
        t.end_buttons["R"].click()
        t.canvas.pick("end", "N")
        t.canvas.pick("tile", "not a tile")
    assert snapshot(t) == before and t.message.value  # nothing moved, and the learner was told why
    for _ in range(5):
        t.hint_button.click()  # a hint selects the best tile but plays nothing
    assert snapshot(t) == before and t.selected is not None and "Hint:" in t.message.value
    t.choose_tile(t.hand.held[t.you][0])
    t.lead_button.click()
    t.lead_button.click()  # a second click after the lead explains and changes nothing more
    assert len([m for m in t.hand.moves if m.end is None and m.kind == "play"]) == 1


def test_end_clicked_when_nothing_fits_says_what_to_click() -> None:
    """With no play, a click on an end names the forced Draw or Pass (the prompt would otherwise be lost)."""
    for seed in range(40):
        t = PlayTable("domeng", ["Learner", "Andi", "Baso", "Cici", "Daeng"], seed=seed, delay=0)
        hand = t.hand
        if not hand.over and hand.to_move == t.you and not hand.playable(t.you):
            break
    else:
        raise AssertionError("no seed gave the learner a forced pass")
    before = snapshot(t)
    t.choose_end("L")
    assert "Nothing in your hand fits" in t.message.value and "click Pass" in t.message.value
    assert snapshot(t) == before
    t.pass_button.click()
    assert hand.moves[before[2]].kind == "pass"  # the pass went through


def test_computer_moves_are_paced_by_a_task_not_a_sleep() -> None:
    """With a running event loop the computer's moves come one by one later; the kernel stays free."""
    import asyncio

    async def scenario() -> None:
        t = PlayTable("italian", ["Learner", "Computer"], seed=3, delay=0.01)
        assert t.hand.to_move == t.you and not t.hand.over  # the table is ready for the learner at once
        t.move(t.hand.legal_moves()[0])
        if t.hand.over:
            return
        assert t.hand.to_move != t.you  # the computer has not moved yet: it will, paced
        before = snapshot(t)
        t.choose_tile(t.hand.held[t.you][0])
        assert "Wait: it is Computer&#x27;s turn." in t.message.value and snapshot(t) == before
        for _ in range(100):
            await asyncio.sleep(0.01)
            if t.hand.to_move == t.you or t.hand.over:
                break
        assert t.hand.to_move == t.you or t.hand.over
        assert "Computer" in t.announce.value and ("Your" in t.message.value or "New hand" in t.message.value)

    # A thread of its own: another test's browser may leave an event loop running in this one.
    failures: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(scenario())
        except BaseException as exc:  # noqa: BLE001  (re-raised below, in the test's thread)
            failures.append(exc)

    import threading

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(timeout=30)
    if failures:
        raise failures[0]


def test_every_widget_carries_its_assistance_and_problems_are_alerts() -> None:
    from domino_lessons.views.annotate import message_html
    from domino_lessons.widgets.assist import Assist

    for widget in (ReplayViewer(example("all-fives-af1")), PlayTable(seed=1, delay=0), ScoreQuiz(count=2)):
        assert sum(isinstance(child, Assist) for child in widget.children) == 1
    assert 'role="alert"' in message_html("No", "problem") and "role" not in message_html("Yes", "good")


def test_the_play_table_draws_the_learners_tiles_and_ends_as_keyboard_buttons() -> None:
    table = PlayTable(seed=3, delay=0)
    svg = table.canvas.svg
    mine = [str(t) for t in table.hand.held[table.you]]
    named = re.findall(r'aria-label="([^"]+)"[^>]*data-tile="([^"]+)"', svg)
    assert sorted(tile for _, tile in named) == sorted(mine) and 'role="group"' in svg
    playable = {str(m.tile) for m in table.hand.playable(table.you) if m.tile is not None}
    assert {tile for label, tile in named if label.endswith(", playable")} == (
        playable if table.hand.to_move == table.you else set())


@pytest.mark.parametrize("name", ["all-fives-2p", "domeng-d1", "goat-match"])
def test_scoring_steps_only(name: str) -> None:
    """Next and Back go only between steps that score (in Domeng, that move stones); the annotation counts them."""
    viewer = ReplayViewer(example(name))
    counting = [f.step for f in viewer.frames if any(e.counts for e in f.events)]
    assert counting and viewer.counting == counting and len(counting) < len(viewer.frames)
    viewer.go(1)
    viewer.scoring.value = True
    assert viewer.slider.value == next(s for s in counting if s >= 1)
    seen = [viewer.slider.value]
    while not viewer.next_button.disabled:
        viewer.next_button.click()
        seen.append(viewer.slider.value)
    assert seen == counting[counting.index(seen[0]):]
    assert f"Scoring step {len(counting)} of {len(counting)}" in viewer.annotation.value
    viewer.back_button.click()
    assert viewer.slider.value == counting[-2]
    viewer.first_button.click()
    assert viewer.slider.value == counting[0] and viewer.back_button.disabled
    viewer.scoring.value = False
    viewer.back_button.click()
    assert viewer.slider.value == counting[0] - 1 and "Scoring step" not in viewer.annotation.value


def test_save_record_replaces_a_file_it_did_not_write_only_when_pressed_again(tmp_path: Path) -> None:
    mine = tmp_path / "my-game.json"
    mine.write_text("a record typed by hand")
    table = PlayTable(seed=2, delay=0, record_path=str(mine))
    assert table.save_path.value == str(mine)
    table.save_button.click()
    assert mine.read_text() == "a record typed by hand" and table.save_button.description == "Replace file?"
    assert "my-game.json exists" in table.message.value and 'class="problem"' in table.message.value
    table.save_path.value = str(tmp_path / "other.json")  # another name: nothing there, saved at once
    assert table.save() == tmp_path / "other.json" and table.save_button.description == "Save record"
    table.save_path.value = str(mine)
    assert table.save() is None and table.save() == mine and load(mine).variant == "all-fives"
    assert table.save() == mine  # saved here last: saved again without asking


def test_save_in_a_browser_kernel_says_where_the_file_went_or_why_it_could_not(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from domino_lessons.widgets import table_game

    monkeypatch.setattr(table_game.sys, "platform", "emscripten")  # as in JupyterLite's Pyodide
    table = PlayTable(seed=2, delay=0)
    assert table.save(tmp_path / "mine.json") == tmp_path / "mine.json"
    assert "files, kept by this browser" in table.message.value
    (tmp_path / "file").write_text("x")
    assert table.save(tmp_path / "file" / "x.json") is None
    assert "only through its service worker" in table.message.value and 'role="alert"' in table.message.value


def test_replay_reading_panel_follows_the_step_and_the_seat() -> None:
    viewer = ReplayViewer(example("international-two"), viewer=1, show_all=False, reading=True, lang="it")
    assert viewer.reading_panel.layout.display != "none"
    passed = next(f.step for f in viewer.frames for e in f.events if e.type == "pass" and e.player == 0)
    viewer.go(passed)
    known = knowledge(viewer.replay, passed, 1)
    assert known.ruled_out[0] and all(since <= passed for since in known.ruled_out[0].values())
    with speaking("it"):
        assert viewer.reading_panel.value == reading_html(known, viewer.frame.seats.names, who="Ben")
    viewer.seat.value = EVERYONE  # nobody to read the table for: the panel asks for a seat
    with speaking("it"):
        assert viewer.reading_panel.value == reading_html(None, viewer.frame.seats.names, who=None)
    assert ReplayViewer(example("international-two")).reading_panel.layout.display == "none"


def test_play_table_reading_toggle_shows_what_the_learner_can_tell() -> None:
    table = PlayTable("international-two", ["Ada", "Ben"], seed=3, delay=0)
    assert table.reading_panel.layout.display == "none" and table.reading_panel.value == ""
    table.reading_button.value = True
    while not table.hand.over and table.hand.to_move == table.you:
        table.move(table.hand.legal_moves()[-1])
        known = table_knowledge(table.hand, table.you)
        assert table.reading_panel.value == reading_html(known, ["Ada", "Ben"], who=None, unit="move")
        assert len(known.unseen) == 28 - len(table.hand.held[0]) - table.hand.board.tiles_played
    table.reading_button.value = False
    assert table.reading_panel.layout.display == "none"


def test_play_table_reviews_a_finished_hand() -> None:
    table = PlayTable("international-two", ["Ada", "Ben"], seed=5, delay=0)
    assert table.review_button.layout.display == "none" and table.review() is None
    while not table.hand.over:
        table.move(table.hand.legal_moves()[0])
    assert table.review_button.layout.display != "none"
    table.review_button.click()
    done = review(Record.from_match(table.match), 1, 0)
    assert table.review_panel.value == review_html(done, ["Ada", "Ben"], table.match.variant)
    assert table.review_panel.layout.display != "none"
    table.new_hand()
    assert table.review_panel.layout.display == "none" and table.review_button.layout.display == "none"


def test_replay_reviews_the_shown_hand_for_the_viewed_seat() -> None:
    viewer = ReplayViewer(example("goat-match"))
    viewer.review_button.click()  # everyone's view: it asks for a seat
    assert viewer.review() is None and viewer.review_panel.layout.display != "none"
    viewer.seat.value = 2
    last_of_first = max(f.step for f in viewer.frames if f.hand_number == 1)
    viewer.go(last_of_first)
    done = viewer.review()
    assert done is not None and done.hand_number == 1 and done.seat == 2
    assert viewer.review_panel.value == review_html(done, viewer.frame.seats.names, viewer.frame.game)
    viewer.go(last_of_first + 1)  # the next hand: the review is put away
    assert viewer.frame.hand_number == 2 and viewer.review_panel.layout.display == "none"
