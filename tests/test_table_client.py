"""TableClient, the lesson's seat at a class table, against a real ``domino-lessons tables``: two learners' widgets
play a hand to its end, each showing its own seat and no other hand; a refusal is said in the learner's language;
a learner whose kernel restarts comes back to the same seat with the key kept beside their lessons; a waiting
learner's widget follows the other's moves by itself."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from test_table_service import Service, named_tiles, service  # noqa: F401  (the fixture)

from domino_lessons.widgets.table_client import TableClient


def opened(service: Service, humans: int = 2, game: str = "all-fives") -> str:
    status, table = service.teacher("/api/tables", {"game": game, "humans": [True] * humans})
    assert status == 200
    return str(table["table"])


def test_two_learners_play_a_hand_through_their_widgets(service: Service, tmp_path: Path) -> None:
    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "ada.json", watch=False)
    ben = TableClient(service.url, code.lower(), "Ben", lang="it", keys=tmp_path / "ben.json", watch=False)
    assert (ada.seat, ben.seat) == (0, 1)
    for _ in range(80):
        for client in (ada, ben):
            client.refresh()
        if ada.state["over"]:
            break
        mover = ada if ada.state["to_move"] == 0 else ben
        waiting = ben if mover is ada else ada
        assert not waiting.moves.options and waiting.play_button.disabled
        whole = service.teacher(f"/api/tables/{code}")[1]
        hidden = {t for s, held in enumerate(whole["hands"]) if s != mover.seat for t in held}
        shown = named_tiles({"svg": mover.picture.svg, "log": mover.told.value, "line": mover.line.value})
        assert not shown & {f"{max(t[0], t[2])}-{min(t[0], t[2])}" for t in hidden} or mover.state["over"]
        labels = [label for label, _ in mover.moves.options]
        assert not {"draw", "pass", "Draw", "Pass"} & {w for label in labels for w in label.split()} or mover is ada
        mover.moves.value = mover.moves.options[0][1]
        mover.play_button.click()
    assert ada.state["over"] and "The hand is over" in ada.line.value and "La mano è finita" in ben.line.value
    assert not ada.next_button.disabled
    ada.next_button.click()
    assert ada.state["hand"] == 2


def test_a_refused_move_is_said_and_a_restarted_kernel_comes_back_to_its_seat(service: Service,
                                                                              tmp_path: Path) -> None:
    code = opened(service)
    keys = tmp_path / "keys.json"
    ada = TableClient(service.url, code, "Ada", lang="it", keys=keys, watch=False)
    TableClient(service.url, code, "Ben", keys=tmp_path / "ben.json", watch=False)
    ada.refresh()
    if ada.state["to_move"] != ada.seat:
        ada.play("pass")
        assert 'role="alert"' in ada.line.value and "Non è il tuo turno: tocca a Ben" in ada.line.value
    before = ada.state
    again = TableClient(service.url, code, "Ada", lang="it", keys=keys, watch=False)  # a new kernel, the same file
    assert again.seat == ada.seat and again.state["tiles"] == before["tiles"]
    assert list(json.loads(keys.read_text(encoding="utf-8"))) == [f"{service.url} {code} ada"]


def test_a_waiting_learners_widget_follows_the_others_move(service: Service, tmp_path: Path) -> None:
    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "a.json", watch=False)
    ben = TableClient(service.url, code, "Ben", keys=tmp_path / "b.json", watch=False)
    ada.refresh()  # the table began when Ben sat down
    mover, waiting = (ada, ben) if ada.state["to_move"] == 0 else (ben, ada)
    watcher = TableClient(service.url, code, "Ben" if waiting is ben else "Ada",
                          keys=tmp_path / ("b.json" if waiting is ben else "a.json"))
    seen = watcher.state["version"]
    mover.play(mover.state["legal"][0])
    for _ in range(100):
        if watcher.state["version"] > seen:
            break
        time.sleep(0.05)
    watcher.close()
    assert watcher.state["version"] > seen and watcher.state["legal"] == waiting.connection.view()["legal"]


def test_the_finished_hands_are_saved_as_a_record_and_a_file_is_never_replaced_silently(service: Service,
                                                                                          tmp_path: Path) -> None:
    from domino_lessons.core.record import load

    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "a.json", watch=False)
    ben = TableClient(service.url, code, "Ben", keys=tmp_path / "b.json", watch=False)
    ada.refresh()  # the table began when Ben sat down
    while not ada.state["over"]:
        mover = ada if ada.state["to_move"] == 0 else ben
        mover.refresh()
        mover.play(mover.state["legal"][0])
        ada.refresh()
    path = tmp_path / "mine.json"
    ada.save(path)
    assert "Saved 1 finished hand to" in ada.line.value and len(load(path).hands) == 1
    notes = tmp_path / "notes.json"
    notes.write_text("my own notes", encoding="utf-8")
    ada.save(notes)  # a file she did not save here: asked about, kept
    assert "exists" in ada.line.value and notes.read_text(encoding="utf-8") == "my own notes"
    assert ada.save_button.description == "Replace file?"
    ada.save(notes)  # asked again: replaced, and the button says Save again
    assert len(load(notes).hands) == 1 and ada.save_button.description == "Save the game"
    ada.save(notes)  # the file saved here last: saved again without asking
    assert "Saved 1 finished hand to" in ada.line.value


def test_a_hand_played_at_a_table_is_remembered_and_reviewed_into_the_learners_progress(service: Service,
                                                                                        tmp_path: Path) -> None:
    from domino_lessons.progress import Progress

    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "a.json", watch=False, progress=tmp_path / "ada.json")
    ben = TableClient(service.url, code, "Ben", keys=tmp_path / "b.json", watch=False)
    ada.refresh()  # the table began when Ben sat down
    assert ada.review() is None and ada.review_button.disabled  # nothing to review while the hand is played
    while not ada.state["over"]:
        mover = ada if ada.state["to_move"] == 0 else ben
        mover.refresh()
        mover.play(mover.state["legal"][0])
        ada.refresh()
    book = Progress(tmp_path / "ada.json")
    hands = book.hands
    assert len(hands) == 1 and hands[0].game == "all-fives" and hands[0].cost is None
    ada.refresh()  # seen again: remembered once
    done = ada.review()
    assert done is not None and done.seat == 0 and "Review of" in ada.review_panel.value
    hands = Progress(tmp_path / "ada.json").hands
    assert len(hands) == 1 and hands[0].cost == done.average_cost


def test_tiles_and_ends_are_picked_on_the_drawing_as_at_the_play_table(service: Service, tmp_path: Path) -> None:
    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "ada.json", watch=False)
    ben = TableClient(service.url, code, "Ben", keys=tmp_path / "ben.json", watch=False)
    seen = {"selected": 0, "out of turn": 0, "does not fit": 0}
    for _ in range(200):
        for client in (ada, ben):
            client.refresh()
        if ada.state["over"]:
            ada.next_button.click()
            continue
        mover, waiting = (ada, ben) if ada.state["to_move"] == 0 else (ben, ada)
        waiting.picture.pick("tile", waiting.state["tiles"][0])
        assert f"not your turn: {mover.state['names'][mover.seat]} is to move" in waiting.line.value and 'role="alert"' in waiting.line.value
        seen["out of turn"] += 1
        plays = [m for m in mover.state["legal"] if m[0].isdigit()]
        if not plays:
            assert [label for label, _ in mover.moves.options] == [m.capitalize() for m in mover.state["legal"]]
            mover.moves.value = mover.moves.options[0][1]  # draw or pass: a button, "Draw" or "Pass" on it
            mover.play_button.click()
            continue
        stuck = [t for t in mover.state["tiles"] if not any(m.startswith(t) for m in plays) and mover.state["ends"]]
        if stuck:
            mover.picture.pick("tile", stuck[0])
            assert f"{stuck[0]} fits no open end" in mover.line.value
            seen["does not fit"] += 1
        tile = plays[0].split()[0]
        version = mover.state["version"]
        mover.picture.pick("tile", tile)
        if mover.state["version"] == version:  # several ends: the tile is selected, the ends where it fits marked
            ends = [m.split()[1] for m in plays if m.split()[0] == tile]
            assert len(ends) > 1 and "selected" in mover.line.value
            assert len(re.findall(r'class="end[^"]* target"', mover.picture.svg)) == len(ends)
            seen["selected"] += 1
            mover.picture.pick("end", ends[-1])
        assert mover.state["version"] > version  # the move is made
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_two_learners_whose_lessons_share_a_folder_are_two_players(service: Service, tmp_path: Path) -> None:
    """Finding 1: with one key file between them, the second learner was told she sat in the first one's seat and
    saw her tiles. Each has a key of their own, a seat of their own, and plays under their own name; the table waits
    for both before it deals."""
    code = service.teacher("/api/tables", {"game": "goat", "humans": [True, True, False, False]})[1]["table"]
    shared = tmp_path / "domino-table-keys.json"
    zoe = TableClient(service.url, code, "Zoe", keys=shared, watch=False)
    assert zoe.state["waiting"] and "seats still free: Ben" in zoe.line.value and not zoe.moves.options
    yan = TableClient(service.url, code, "Yan", lang="it", keys=shared, watch=False)
    zoe.refresh()
    assert (zoe.seat, yan.seat) == (0, 1) and zoe.state["tiles"] != yan.state["tiles"]
    assert zoe.state["names"][:2] == ["Zoe", "Yan"] and not zoe.state["waiting"]
    whole = service.teacher(f"/api/tables/{code}")[1]
    assert [whole["hands"][0], whole["hands"][1]] == [zoe.state["tiles"], yan.state["tiles"]]
    if not any(e["type"] == "play" for e in whole["events"]):  # a learner leads
        mover = zoe if whole["to_move"] == 0 else yan
        mover.refresh()
        mover.play(mover.state["legal"][0])
        whole = service.teacher(f"/api/tables/{code}")[1]
    lead = next(e for e in whole["events"] if e["type"] == "play")
    assert whole["names"][lead["player"]] in lead["text"]  # "Zoe leads with 1-1", in her own name
    assert sorted(json.loads(shared.read_text(encoding="utf-8"))) == [f"{service.url} {code} yan",
                                                                     f"{service.url} {code} zoe"]
    assert shared.stat().st_mode & 0o777 == 0o600
    again = TableClient(service.url, code, "Yan", keys=shared, watch=False)  # Yan's kernel restarted
    assert again.seat == 1 and again.state["tiles"] == yan.state["tiles"]
    listing = service.teacher("/api/tables")[1]
    assert listing[0]["learners"] == {"0": "Zoe", "1": "Yan"} and listing[0]["presence"][:2] == ["here", "here"]


def test_every_learner_at_a_paused_or_closed_table_is_told_so(service: Service, tmp_path: Path) -> None:
    """Finding 7: paused learners still read "Your turn"."""
    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "a.json", watch=False)
    ben = TableClient(service.url, code, "Ben", lang="it", keys=tmp_path / "b.json", watch=False)
    service.teacher(f"/api/tables/{code}/steer", {"action": "pause"})
    for client in (ada, ben):
        client.refresh()
        assert client.play_button.disabled and not client.moves.options
    assert "The teacher has paused this table" in ada.line.value and "Your turn" not in ada.line.value
    assert "L&#x27;insegnante ha messo in pausa" in ben.line.value
    service.teacher(f"/api/tables/{code}/steer", {"action": "close"})
    ada.refresh()
    assert "The match at this table is over" in ada.line.value and ada.next_button.disabled


def test_a_learner_sits_down_by_the_form_with_no_python_to_write(service: Service, tmp_path: Path) -> None:
    """Finding 5: joining meant typing TableClient("http://...", "CODE", "Name")."""
    from domino_lessons.widgets.table_client import JoinTable

    code = opened(service)
    form = JoinTable(keys=tmp_path / "k.json", watch=False, lang="it")
    assert form.address.value == service.url  # the service running on this machine
    form.button.click()
    assert "Scrivi il codice del tavolo" in form.line.value
    form.code.value, form.name.value = "ZZZZZ", "Ada"
    form.button.click()
    assert "Non c&#x27;è nessun tavolo «ZZZZZ»" in form.line.value
    assert isinstance(form.children[1], type(form.address))  # still the form
    form.code.value = code.lower()
    form.button.click()
    assert form.seat is not None and form.children == (form.seat,) and form.seat.seat == 0


def test_a_closed_page_whose_kernel_runs_on_holds_nothing_up(service: Service, tmp_path: Path) -> None:
    """The page says it is gone (closed, or silent 75 s): the seat is away on the teacher's list at once and its
    follower stops waiting at the table; the page open again, the learner is here again."""
    code = opened(service)
    ada = TableClient(service.url, code, "Ada", keys=tmp_path / "ada.json")
    TableClient(service.url, code, "Ben", keys=tmp_path / "ben.json", watch=False)

    def presence() -> list[str]:
        return list(next(t for t in service.teacher("/api/tables")[1] if t["table"] == code)["presence"])

    try:
        time.sleep(0.5)
        assert presence()[0] == "here"
        ada.page.said(False)  # what the page's front end sends when the tab is closed
        assert presence()[0] == "away" and ada.left
        time.sleep(1.5)
        assert presence()[0] == "away"  # its follower waits no more at the table
        ada.page.said(True)
        for _ in range(40):
            if presence()[0] == "here":
                break
            time.sleep(0.1)
        assert presence()[0] == "here" and not ada.left
    finally:
        ada.close()


def test_learners_sharing_a_folder_who_sit_down_at_once_each_keep_their_key(tmp_path: Path) -> None:
    """Twenty kernels keep a key each in one shared key file at the same moment: every key is there after."""
    import multiprocessing

    from domino_lessons.tables.client import kept_key

    shared = tmp_path / "domino-table-keys.json"
    names = [f"L{i}" for i in range(20)]
    with multiprocessing.get_context("fork").Pool(8) as pool:
        pool.starmap(keep_one, [(shared, name) for name in names])
    assert [kept_key("http://x", "K7QXM", name, shared) for name in names] == [f"key-{name}" for name in names]


def keep_one(keys: Path, name: str) -> None:
    from domino_lessons.tables.client import keep_key

    for _ in range(5):
        keep_key("http://x", "K7QXM", name, f"key-{name}", keys)
