"""Records: golden replays of the shipped examples, round trips, and every kind of bad record."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from domino_lessons.core import record
from domino_lessons.cli import main
from domino_lessons.core.record import Record

RECORDS = Path(record.__file__).parent.parent / "records"
GOLDEN = Path(__file__).parent / "golden"
SHIPPED = sorted(p.stem for p in RECORDS.glob("*.json"))


def test_shipped_examples_cover_two_three_and_four_players() -> None:
    counts = {len(record.load(RECORDS / f"{name}.json").players) for name in SHIPPED}
    assert {2, 3, 4} <= counts
    complete = [n for n in SHIPPED if record.replay(record.load(RECORDS / f"{n}.json")).match.over]
    assert len(complete) >= 3


@pytest.mark.parametrize("name", SHIPPED)
def test_golden_transcript(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / f"{name}.json")]) == 0
    assert capsys.readouterr().out == (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", SHIPPED)
def test_golden_json(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--json", str(RECORDS / f"{name}.json")]) == 0
    out = capsys.readouterr().out
    assert out == (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
    doc = json.loads(out)
    assert list(doc) == ["variant", "sides", "hands", "winner"]
    domeng = doc["variant"] == "domeng"
    for hand in doc["hands"]:
        assert list(hand) == (["events", "scores", "stones"] if domeng else ["events", "scores"])
        if domeng:
            assert list(hand["stones"]) == ["table", "held"] and hand["stones"]["held"] == hand["scores"]
            assert hand["stones"]["table"] + sum(hand["scores"]) == 25
        for event in hand["events"]:
            kinds = {"play", "draw", "pass", "hand_end", "match_end", "sistemata"} | (
                {"stones", "shortfall", "camat"} if domeng else {"score"})
            assert event["text"] and event["type"] in kinds
            shape = {
                "play": ["type", "player", "tile", "end", "text"],
                "draw": ["type", "player", "tile", "text"],
                "pass": ["type", "player", "kind", "text"] if domeng else ["type", "player", "text"],
                "score": ["type", "side", "points", "text"],
                "stones": ["type", "from", "to", "count", "rule", "text"],
                "shortfall": ["type", "to", "count", "rule", "text"],
                "camat": ["type", "player", "text"],
                "sistemata": ["type", "player", "arm", "joint", "direction", "text"],
            }.get(event["type"], ["type", "text"])
            assert list(event) == shape
            if event["type"] == "score":
                assert event["points"] != 0
            if event["type"] == "stones":
                assert event["from"] == "table" or event["from"] in range(5) and event["count"] > 0


@pytest.mark.parametrize("name", SHIPPED)
def test_save_load_replay_round_trip(name: str, tmp_path: Path) -> None:
    original = record.load(RECORDS / f"{name}.json")
    first = record.replay(original)
    again = Record.from_match(first.match)  # every move written out, forced ones too
    again.save(tmp_path / "again.json")
    second = record.replay(record.load(tmp_path / "again.json"))
    assert [e.to_json() for h in first.hands for e in h.events] == [e.to_json() for h in second.hands for e in h.events]
    assert second.match.totals == first.match.totals and second.match.winner == first.match.winner


def test_af_replays_are_deterministic() -> None:
    path = RECORDS / "all-fives-af1.json"
    assert record.replay(record.load(path)).transcript() == record.replay(record.load(path)).transcript()


def test_atomic_save_leaves_no_temporary_files(tmp_path: Path) -> None:
    rec = record.load(RECORDS / "all-fives-af1.json")
    rec.save(tmp_path / "out.json")
    rec.save(tmp_path / "out.json")
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]
    assert record.load(tmp_path / "out.json") == rec


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "record.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def moves_record(af1: dict, moves: list[str]) -> dict:
    af1["hands"][0]["moves"] = moves
    return af1


BAD = {
    "malformed JSON": (lambda r: '{"format": ', "malformed JSON at line 1, column 12"),
    "not an object": (lambda r: [1, 2], "a record must be a JSON object"),
    "wrong format": (lambda r: {**r, "format": "pgn"}, '"format" must be "domino-lessons/record/1"'),
    "unknown variant": (lambda r: {**r, "variant": "chess"}, 'unknown variant "chess"'),
    "wrong players for the variant": (lambda r: {**r, "variant": "goat"}, "Goat is played by exactly 4 players"),
    "unknown option": (lambda r: {**r, "options": {"spinner": False}}, 'unknown option "spinner" for all-fives'),
    "bad option value": (lambda r: {**r, "options": {"end_of_hand": "nobody"}}, 'option "end_of_hand"'),
    "unknown key": (lambda r: {**r, "comment": "x"}, 'unknown key "comment"'),
    "no players": (lambda r: {**r, "players": []}, '"players" must be a list of names'),
    "same name twice": (lambda r: {**r, "players": ["Ada", "Ada"]}, "same name twice"),
    "deal not 28": (lambda r: {**r, "hands": [{**r["hands"][0], "boneyard": r["hands"][0]["boneyard"][1:]}]},
                    "hand 1: the deal and boneyard lack 0-0: they must be the 28 tiles"),
    "not a tile": (lambda r: {**r, "hands": [{**r["hands"][0], "boneyard": ["7-7"]}]}, "hand 1: '7-7' is not a tile"),
    "leader missing": (lambda r: {**r, "hands": [{k: v for k, v in r["hands"][0].items() if k != "leader"}]},
                       'hand 1: "leader" is required'),
    "tile played twice": (lambda r: moves_record(r, ["6-6", "6-3 L", "6-3 R"]),
                          'hand 1, move 3 ("6-3 R"): 6-3 is already on the table'),
    "tile not held": (lambda r: moves_record(r, ["6-6", "6-4 L"]), 'hand 1, move 2 ("6-4 L"): 6-4 is not in Ben\'s hand'),
    "illegal end": (lambda r: moves_record(r, ["6-6", "6-3 L", "6-4 R", "6-1 L"]),
                    'hand 1, move 4 ("6-1 L"): 6-1 does not fit end L, which shows 3'),
    "end not open": (lambda r: moves_record(r, ["6-6", "6-3 N"]),
                     'hand 1, move 2 ("6-3 N"): end N is not open yet: both sides of the spinner 6-6 must be covered first'),
    "ambiguous end": (lambda r: moves_record(r, ["6-6", "6-3"]),
                      'hand 1, move 2 ("6-3"): 6-3 fits ends L, R: name the end'),
    "draw while able": (lambda r: moves_record(r, ["6-6", "draw"]), 'hand 1, move 2 ("draw"): Ben can play'),
    "pass while able": (lambda r: moves_record(r, ["6-6", "pass"]), 'hand 1, move 2 ("pass"): Ben can play'),
    "moves after end": (lambda r: moves_record(r, r["hands"][0]["moves"] + ["5-5 L"]),
                        'hand 1, move 8 ("5-5 L"): the hand is already over'),
    "not a move": (lambda r: moves_record(r, ["6-6", "fold"]), 'hand 1, move 2 ("fold"): \'fold\' is not a tile'),
    "bad note key": (lambda r: {**r, "hands": [{**r["hands"][0], "notes": {"99": "x"}}]}, 'hand 1: note "99"'),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_record_exits_2_with_one_line(case: str, af1: dict, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    make, message = BAD[case]
    path = write(tmp_path, make(af1))
    assert main(["replay", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith(f"{path}: ")
    assert message in err


def test_draw_naming_the_wrong_tile(af2: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # After the lead 4-6, P2 holds no 4 or 6 and must draw; the boneyard's first tile is 0-0.
    af2["hands"][0]["moves"] = ["4-6", "draw 0-2"]
    assert main(["replay", write(tmp_path, af2)]) == 2
    assert 'hand 1, move 2 ("draw 0-2"): the next boneyard tile is 0-0, not 2-0' in capsys.readouterr().err


def test_later_hand_after_match_end_is_refused(af1: dict) -> None:
    af1["options"]["target"] = 15
    af1["hands"][0]["moves"] = ["6-6", "6-3 L"]
    af1["hands"].append(dict(af1["hands"][0]))
    with pytest.raises(record.RecordError, match="hand 2: the match was already decided in hand 1"):
        record.replay(record.from_json(af1))


def test_a_replay_gives_the_cycle_collector_back_as_it_found_it(af1: dict) -> None:
    """The collector is held off during a replay only: on again after it, even after a bad record; off if it was."""
    bad = json.loads(json.dumps(af1))
    bad["hands"][0]["moves"] = ["6-6", "0-0 L"]
    try:
        record.replay(record.from_json(af1), frames=True)
        assert gc.isenabled()
        with pytest.raises(record.RecordError):
            record.replay(record.from_json(bad))
        assert gc.isenabled()
        gc.disable()
        record.replay(record.from_json(af1))
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_missing_file_and_huge_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read the file" in capsys.readouterr().err
    big = tmp_path / "big.json"
    big.write_text("[" * (record.MAX_RECORD_BYTES + 10))
    assert main(["replay", str(big)]) == 2
    assert "a record may be at most" in capsys.readouterr().err


def test_deep_nesting_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", write(tmp_path, "[" * 100_000 + "]" * 100_000)]) == 2
    assert "nested too deeply" in capsys.readouterr().err


def test_forced_moves_may_be_left_out_or_written(tmp_path: Path) -> None:
    data = json.loads((RECORDS / "all-fives-3p-winner-takes.json").read_text())
    assert not any(m.startswith(("draw", "pass")) for h in data["hands"] for m in h["moves"])
    plays_only = record.replay(record.from_json(data))
    written = record.replay(Record.from_match(plays_only.match))
    assert any(m.startswith("draw") for h in Record.from_match(plays_only.match).hands for m in h.moves)
    assert written.to_json() == plays_only.to_json()


def test_notes_are_attached_to_their_move() -> None:
    result = record.replay(record.load(RECORDS / "all-fives-af1.json"))
    step = result.hands[0].steps[1]
    assert step.number == 2 and step.note and "still counts 12" in step.note
    assert "note: Ben scores 15" in result.transcript()
