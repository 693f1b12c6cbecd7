"""What a learner does on the All Fives lesson page, the same in JupyterLab and in Voila."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

LONG = 120_000
"""Milliseconds to wait for a notebook to run or a widget to appear."""
CLICK_AGAIN = 10_000
"""Milliseconds to wait for a click's effect before clicking again."""
LAB_IDLE = "Python 3 (ipykernel) | Idle"
"""JupyterLab's status bar when the kernel waits."""
EVERY_CELL_RAN = """() => { const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')];
    return document.querySelector(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']") !== null
        || (prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent))); }"""
"""Every code cell of the open notebook shows its execution count: none is still queued or running (or a cell
failed, which stops Run all: the caller's check for error output then says which)."""


WORDS = {
    "en": {"deal": "the deal", "move": r"(Hand|Round) 1, move 1", "leads": "leads", "first": "First", "next": "Next",
           "back": "Back",
           "selected": "selected", "lead it": "Lead it", "played": r"Learner (leads|plays)",
           "turn": r"Your turn|New hand|match is over", "actions": (("Draw", "click Draw"), ("Pass", "click Pass"),
                                                                   ("New hand", "New hand")),
           "explained": r"First click a tile|Nothing in your hand fits|Wait|over", "check": "Check",
           "next question": "Next question", "marked": r"Right!|Not quite\.", "why": r"Ends |Answer: ", "streak": r"Streak: \d · right \d of 1"},
    "it": {"deal": "la distribuzione", "move": r"(Mano|Giro) 1, mossa 1", "leads": "apre con", "first": "Inizio",
           "next": "Avanti",
           "back": "Indietro", "selected": "scelta", "lead it": "Apri", "played": r"Allievo (apre con|gioca)",
           "turn": r"Tocca a te|Nuova mano|partita è finita",
           "actions": (("Pesca", "clicca Pesca"), ("Passa", "clicca Passa"), ("Nuova mano", "Nuova mano")),
           "explained": r"Prima clicca una tessera|Nessuna tessera della tua mano|Aspetta|finita", "check": "Verifica",
           "next question": "Prossima domanda", "marked": r"Giusto!|Non proprio\.", "why": r"Capi |Risposta: ", "streak": r"Serie: \d · giuste \d su 1"},
}
"""What the steps read and click, in each language the lessons are in."""


def run_every_cell(page: Page, idle: str) -> None:
    """Run all (JupyterLab's command) once the kernel is idle, and wait until every cell has run: the kernel's
    status alone goes idle between two cells, and a click sent then waits behind the cells still queued."""
    expect(page.get_by_text(idle)).to_be_visible(timeout=LONG)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=LONG)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(EVERY_CELL_RAN, timeout=LONG)
    expect(page.get_by_text(idle)).to_be_visible(timeout=LONG)


def go_back_to_the_deal(first: Locator, board: Locator) -> None:
    """Click First until the board is at step 0: on a loaded machine the first click on a freshly run lesson can
    reach the page before its widget's connection to the kernel does, and is lost (seen once, in a clean-clone run)."""
    for _ in range(LONG // CLICK_AGAIN):
        first.click()
        try:
            expect(board).to_have_attribute("data-step", "0", timeout=CLICK_AGAIN)
            return
        except AssertionError:
            continue


def step_replay(page: Page, lang: str = "en") -> None:
    """First goes back to the deal (a lesson's first replay opens where something happens); Next moves the
    replay one step: the board's data-step and the annotation change."""
    words = WORDS[lang]
    replay = page.locator(".domino-replay").first
    board = replay.locator("svg.domino-board")
    expect(board).to_be_attached(timeout=LONG)
    first = replay.get_by_role("button", name=words["first"], exact=True)
    if board.get_attribute("data-step") != "0":  # the replay opens later on: wait for First, under load too
        expect(first).to_be_enabled(timeout=LONG)
        go_back_to_the_deal(first, board)
    expect(board).to_have_attribute("data-step", "0", timeout=LONG)
    annotation = replay.locator(".domino-annotation")
    expect(annotation).to_contain_text(words["deal"])
    replay.get_by_role("button", name=words["next"]).click()
    expect(board).to_have_attribute("data-step", "1")
    expect(annotation).to_contain_text(re.compile(words["move"]))
    expect(annotation).to_contain_text(words["leads"])
    replay.get_by_role("button", name=words["next"]).click()
    expect(board).to_have_attribute("data-step", "2")
    replay.get_by_role("button", name=words["back"]).click()
    expect(board).to_have_attribute("data-step", "1")


def play_by_click(page: Page, lang: str = "en") -> None:
    """Click a playable tile in the hand, then a lit end (or Lead it): the play is announced.

    Where the learner cannot play yet, the forced Draw or Pass (or New hand) is clicked first.
    """
    words = WORDS[lang]
    table = page.locator(".domino-play").first
    canvas = table.locator(".domino-canvas")
    message = table.locator(".domino-message")
    expect(canvas.locator("svg.domino-table")).to_be_attached(timeout=LONG)
    expect(message).to_contain_text(re.compile(r"\S"), timeout=LONG)  # the table has said its first line
    for _ in range(60):
        tiles = canvas.locator(".in-hand.playable")
        if tiles.count():
            for label in (words["lead it"],):  # nothing to lay yet: the lay buttons are not active
                button = table.get_by_role("button", name=label, exact=True)
                if button.count() and button.is_visible():
                    expect(button).to_be_disabled()
            tiles.first.click()
            expect(message).to_contain_text(words["selected"])
            if words["lead it"] in shown(message):
                table.get_by_role("button", name=words["lead it"], exact=True).click()
            else:
                canvas.locator("[data-end].target").first.click()
            expect(table.locator(".domino-annotation")).to_contain_text(re.compile(words["played"]))
            # The computer players answer one by one (an asyncio task in the kernel), then it is the learner's turn.
            expect(message).to_contain_text(re.compile(words["turn"]), timeout=LONG)
            return
        text = shown(message)
        for button, said in words["actions"]:
            if said in text:
                table.get_by_role("button", name=button).first.click()
                break
        page.wait_for_timeout(500)
    raise AssertionError(f"no playable tile came to the learner: {shown(message)}")


def shown(locator: Locator) -> str:
    """An element's text as ``expect(...).to_have_text`` reads it. Not ``inner_text``: that is empty for a cell
    JupyterLab leaves unrendered off-screen (``content-visibility``), which CI met once in Practice's count."""
    return locator.text_content() or ""


def illegal_click_explains(page: Page, lang: str = "en") -> None:
    """An end clicked with no tile selected explains itself. The click waits for the learner's turn: one made while
    the computers move is told to wait, and that line gives way to "Your turn" before a poll may see it."""
    table = page.locator(".domino-play").first
    message = table.locator(".domino-message")
    ends = table.locator(".domino-canvas [data-end]")
    if ends.count():
        expect(message).to_contain_text(re.compile(WORDS[lang]["turn"]), timeout=LONG)
        ends.first.click()
        expect(message).to_contain_text(re.compile(WORDS[lang]["explained"]), timeout=LONG)


def answer_quiz(page: Page, lang: str = "en") -> None:
    """Answer the first question: immediate feedback with the arithmetic and the streak."""
    words = WORDS[lang]
    quiz = page.locator(".domino-quiz").first
    number = quiz.locator("input[type=number]")
    expect(number).to_be_visible(timeout=LONG)
    number.fill("10")
    quiz.get_by_role("button", name=words["check"]).click()
    feedback = quiz.locator(".domino-annotation")
    expect(feedback).to_contain_text(re.compile(words["marked"]))
    expect(feedback).to_contain_text(re.compile(words["why"]))  # the arithmetic, or the settlement
    expect(quiz).to_contain_text(re.compile(words["streak"]))

OUTERMOST_DRAWINGS = """() => [...document.querySelectorAll('svg')]
    .filter(svg => [...svg.classList].some(c => c.startsWith('domino-')) && !svg.parentElement.closest('svg'))
    .map((svg, i) => { svg.dataset.fitIndex = i; return i; })"""


def drawings_fit(page: Page, area: str) -> int:
    """Every outermost drawing shown lies inside its output area (scaled down, not clipped, never blown
    up past its natural size); returns how many were checked (hidden tabs are left out)."""
    indices = page.evaluate(OUTERMOST_DRAWINGS)
    checked = 0
    for index in indices:
        box = page.locator(f"svg[data-fit-index='{index}']").evaluate(f"""svg => {{
            if (!svg.getClientRects().length) return null;
            svg.scrollIntoView({{block: 'center'}});
            const outer = svg.closest({area!r}) || document.body;
            const a = outer.getBoundingClientRect(), b = svg.getBoundingClientRect();
            return {{left: b.left - a.left, right: a.right - b.right, width: b.width,
                     natural: svg.viewBox.baseVal.width, cls: svg.getAttribute('class')}};
        }}""")
        if box is None:
            continue
        checked += 1
        assert box["left"] >= -1 and box["right"] >= -1, f"drawing {index} ({box['cls']}) sticks out: {box}"
        assert box["width"] <= box["natural"] + 1, f"drawing {index} ({box['cls']}) blown up past its size: {box}"
    return checked


def checklist_links_resolve(page: Page) -> None:
    """Each line of "What you now know" links to a heading that exists on the page, in the list and in the ticks
    below it; a line is ticked from the keyboard (Space on its checkbox)."""
    box = page.locator(".domino-checklist input[type=checkbox]").first
    box.focus()
    was = box.is_checked()
    page.keyboard.press("Space")
    expect(box).to_be_checked(checked=not was)
    targets = page.evaluate("""() => [...document.querySelectorAll('li a[href^="#"], .domino-checklist a[href^="#"]')]
        .map(a => decodeURIComponent(a.getAttribute('href').slice(1)))
        .filter(id => id && !id.startsWith('/'))""")
    assert len(targets) >= 7, targets
    # JupyterLab 4 marks headings with data-jupyter-id, Voila (nbconvert) with id, percent-encoded where a
    # heading has letters outside ASCII ("Perché": "Perch%C3%A9"), which the browser's fragment lookup matches.
    missing = page.evaluate("""ids => ids.filter(id => !document.getElementById(id)
        && !document.getElementById(encodeURI(id))
        && !document.querySelector(`[data-jupyter-id="${CSS.escape(id)}"]`))""", targets)
    assert missing == [], missing


FOCUS = """() => { const a = document.activeElement;
    return !a || a === document.body ? null : (a.getAttribute('aria-label') || a.textContent.trim() || a.tagName); }"""
"""What has the focus: its spoken name, or None when it fell to the page."""


def press(page: Page, key: str) -> str:
    """Press ``key``; the focus must still be on something, never on the page body."""
    page.keyboard.press(key)
    page.wait_for_timeout(300)  # a redraw from the kernel may follow the key
    focused = page.evaluate(FOCUS)
    assert focused is not None, f"the focus fell to the page after {key}"
    return str(focused)


def keyboard_turn(page: Page, lang: str = "en") -> None:
    """A whole turn at the play table with the keyboard only: Tab onto the hand, arrows to the last playable
    tile (not simply the first one offered), Enter; then Enter on the lit end it fits (or Tab to Lead it)."""
    words = WORDS[lang]
    table = page.locator(".domino-play").last
    canvas = table.locator(".domino-canvas")
    board = canvas.locator("svg.domino-board")
    message = table.locator(".domino-message")
    expect(canvas.locator("svg.domino-table")).to_be_attached(timeout=LONG)
    for _ in range(30):
        if canvas.locator(".in-hand.playable[role=button]").count():
            break
        for button, said in words["actions"]:  # a forced draw or pass first, by keyboard too
            if said in shown(message):
                table.get_by_role("button", name=button).first.focus()
                press(page, "Enter")
                break
        page.wait_for_timeout(400)
    playable = canvas.locator(".in-hand.playable[role=button]")
    assert playable.count(), shown(message)
    chosen = playable.last.get_attribute("aria-label")
    step = int(board.get_attribute("data-step") or 0)
    table.locator(".widget-button:visible:enabled").first.focus()  # a disabled button takes no focus
    assert canvas.locator("[role=button]").first.evaluate("n => n.closest('svg') !== null")
    press(page, "Shift+Tab")  # back from the first button onto the drawing's one tab stop
    assert canvas.evaluate("el => el.contains(document.activeElement)"), "Shift+Tab did not reach the hand"
    for _ in range(40):
        if page.evaluate(FOCUS) == chosen:
            break
        press(page, "ArrowRight")
    assert page.evaluate(FOCUS) == chosen
    press(page, "Enter")
    expect(message).to_contain_text(words["selected"])
    if canvas.locator("[data-end].target").count():
        expect(canvas.locator("[data-end].target").first).to_be_focused()  # the focus went to where it fits
        press(page, "Enter")
    else:
        while press(page, "Tab") != words["lead it"]:
            pass
        press(page, "Enter")
    expect(table.locator(".domino-annotation")).to_contain_text(re.compile(words["played"]))
    assert int(board.get_attribute("data-step") or 0) > step
    assert page.evaluate(FOCUS) is not None
    expect(message).to_contain_text(re.compile(words["turn"]), timeout=LONG)


def focus_survives_disabled_buttons(page: Page, lang: str = "en") -> None:
    """Last at the last step and Check once answered are disabled: the focus moves to a control beside them."""
    replay = page.locator(".domino-replay").first
    last = replay.get_by_role("button", name={"en": "Last", "it": "Fine"}[lang], exact=True)
    last.focus()
    assert press(page, "Enter")
    expect(last).to_be_disabled()
    assert replay.evaluate("el => el.contains(document.activeElement)")
    quiz = page.locator(".domino-quiz").first
    check = quiz.get_by_role("button", name=WORDS[lang]["check"])
    if check.is_disabled():  # answered already: on to the next question, by keyboard
        quiz.get_by_role("button", name=WORDS[lang]["next question"]).focus()
        press(page, "Enter")
        expect(check).to_be_enabled()
    check.focus()
    assert press(page, "Enter")
    expect(check).to_be_disabled()
    assert quiz.evaluate("el => el.contains(document.activeElement)"), page.evaluate(
        "document.activeElement.outerHTML.slice(0, 300)")


def practise(page: Page, lang: str = "en") -> str:
    """Answer Practice's first question with the keyboard only (Enter checks, then Tab to Next and Enter): it is
    marked and explained, and the count of what is left goes down by one. The kind of question answered."""
    words = WORDS[lang]
    practice = page.locator(".domino-practice").first
    expect(practice.locator("svg.domino-table")).to_be_attached(timeout=LONG)
    left = practice.locator(".domino-left")
    expect(left).to_have_text(re.compile(r"\d"), timeout=LONG)  # each widget view draws its value in its own time
    before = int(re.search(r"\d+", shown(left)).group())  # type: ignore[union-attr]
    first = practice.locator("input:visible").first  # the first choice: a play, a side, a number or the points
    first.focus()
    if first.get_attribute("type") == "number":
        page.keyboard.type("5")
    press(page, "Enter")
    feedback = practice.locator(".domino-annotation").filter(has_text=re.compile(words["marked"]))
    expect(feedback).to_be_visible(timeout=LONG)
    kind = str(practice.locator(".domino-asked").get_attribute("data-kind"))
    practice.locator("button.domino-next").focus()
    assert press(page, "Enter")
    expect(left).to_contain_text(str(before - 1), timeout=LONG)
    return kind


def progress_is_kept(page: Page, kind: str) -> None:
    """The progress panel (read when the page ran) shows the answer of that kind given before the page was reloaded."""
    panel = page.locator(".domino-progress-panel").first
    expect(panel).to_be_attached(timeout=LONG)
    expect(panel.locator(f"li[data-kind='{kind}']").first).to_be_visible(timeout=LONG)
