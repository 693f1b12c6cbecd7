"""What a learner does on the All Fives lesson page, the same in JupyterLab and in Voila."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

LONG = 120_000
"""Milliseconds to wait for a notebook to run or a widget to appear."""


WORDS = {
    "en": {"deal": "the deal", "move": r"(Hand|Round) 1, move 1", "leads": "leads", "next": "Next", "back": "Back",
           "selected": "selected", "lead it": "Lead it", "played": r"Learner (leads|plays)",
           "turn": r"Your turn|New hand|match is over", "actions": (("Draw", "click Draw"), ("Pass", "click Pass"),
                                                                   ("New hand", "New hand")),
           "explained": r"First click a tile|Nothing in your hand fits|Wait|over", "check": "Check",
           "marked": r"Right!|Not quite\.", "why": r"Ends |Answer: ", "streak": r"Streak: \d · right \d of 1"},
    "it": {"deal": "la distribuzione", "move": r"(Mano|Giro) 1, mossa 1", "leads": "apre con", "next": "Avanti",
           "back": "Indietro", "selected": "scelta", "lead it": "Apri", "played": r"Learner (apre con|gioca)",
           "turn": r"Tocca a te|Nuova mano|partita è finita",
           "actions": (("Pesca", "clicca Pesca"), ("Passa", "clicca Passa"), ("Nuova mano", "Nuova mano")),
           "explained": r"Prima clicca una tessera|Nessuna tessera della tua mano|Aspetta|finita", "check": "Verifica",
           "marked": r"Giusto!|Non proprio\.", "why": r"Estremi |Risposta: ", "streak": r"Serie: \d · giuste \d su 1"},
}
"""What the steps read and click, in each language the lessons are in."""


def step_replay(page: Page, lang: str = "en") -> None:
    """Next moves the replay one step: the board's data-step and the annotation change."""
    words = WORDS[lang]
    replay = page.locator(".domino-replay").first
    board = replay.locator("svg.domino-board")
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
    for _ in range(60):
        tiles = canvas.locator(".in-hand.playable")
        if tiles.count():
            tiles.first.click()
            expect(message).to_contain_text(words["selected"])
            if words["lead it"] in message.inner_text():
                table.get_by_role("button", name=words["lead it"], exact=True).click()
            else:
                canvas.locator("[data-end].target").first.click()
            expect(table.locator(".domino-annotation")).to_contain_text(re.compile(words["played"]))
            # The computer players answer one by one (an asyncio task in the kernel), then it is the learner's turn.
            expect(message).to_contain_text(re.compile(words["turn"]), timeout=LONG)
            return
        text = message.inner_text()
        for button, said in words["actions"]:
            if said in text:
                table.get_by_role("button", name=button).first.click()
                break
        page.wait_for_timeout(500)
    raise AssertionError(f"no playable tile came to the learner: {message.inner_text()}")


def illegal_click_explains(page: Page, lang: str = "en") -> None:
    """An end clicked with no tile selected explains itself."""
    table = page.locator(".domino-play").first
    ends = table.locator(".domino-canvas [data-end]")
    if ends.count():
        ends.first.click()
        expect(table.locator(".domino-message")).to_contain_text(re.compile(WORDS[lang]["explained"]))


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
    """Each line of "What you now know" links to a heading that exists on the page."""
    targets = page.evaluate("""() => [...document.querySelectorAll('li a[href^="#"]')]
        .map(a => decodeURIComponent(a.getAttribute('href').slice(1)))
        .filter(id => id && !id.startsWith('/'))""")
    assert len(targets) >= 7, targets
    # JupyterLab 4 marks headings with data-jupyter-id, Voila (nbconvert) with id.
    missing = page.evaluate("""ids => ids.filter(id => !document.getElementById(id)
        && !document.querySelector(`[data-jupyter-id="${CSS.escape(id)}"]`))""", targets)
    assert missing == [], missing
