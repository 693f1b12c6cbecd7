"""Italian words for All Fives: the count, the spinner, the subtractions and awards at the end of a hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.tableau import Tableau
from ...core.spinner import count_parts, CountPart
from .scoring import count_scores
from .game import AllFives, AwardScore, CountScore, FivesHandEnd, FivesPlay, FivesProblem, SubtractScore
from ...core.tiles import Tile
from ...narrate import Phrasebook
from ...narrate.notation import change
from ...narrate.it.core import hand_end_text, holdings_text, play_words

if TYPE_CHECKING:
    from ...core.engine import Hand

BOOK = Phrasebook()
BOOK.titles.update({
    "all-fives-af1": "Esempio AF-1", "all-fives-af2": "Esempio AF-2", "all-fives-2p": "2 giocatori",
    "all-fives-3p-winner-takes": "3 giocatori, chi vince incassa", "all-fives-4p-partnership": "4 giocatori a coppie",
    "all-fives-blocked": "Una mano chiusa",
})
BOOK.fixed(AllFives, title="All Fives")


BOOK.says("option end_of_hand", AllFives)({"subtract-own": "ognuno perde i propri punti a fine mano",
                                          "winner-takes": "chi vince incassa"}.get)


@BOOK.says("settle rule", AllFives)
def settle_rule(variant: AllFives) -> str:
    """How the settle question says the end of a hand is settled."""
    mode = variant.end_of_hand
    return {"subtract-own": "a fine mano ogni parte perde i propri punti, arrotondati al 5 più vicino",
            "winner-takes": "a fine mano la parte che ha vinto prende i punti degli altri, arrotondati al 5 più vicino"}[mode]


BOOK.phrases[FivesProblem.PARTNERSHIP] = (
    lambda players: f'opzione "partnership": solo in 4 si gioca a coppie, non in {players}')


def count_sentence(parts: tuple[CountPart, ...], scores: bool) -> str:
    """``Capi L 3 + R 4 = 7 → non è multiplo di 5``."""
    total = sum(p.value for p in parts)
    sums = " + ".join(map(str, parts)) if parts else "nessun capo aperto"
    if scores:
        verdict = "multiplo di 5, segna"
    elif total == 0:
        verdict = "lo zero non segna mai"
    else:
        verdict = "non è multiplo di 5"
    return f"Capi {sums} = {total} → {verdict}"


@BOOK.says("count line", AllFives)
def count_line(game: type[AllFives], board: Tableau) -> str:
    """Il conteggio di ``board`` con il calcolo."""
    parts = tuple(count_parts(board))
    return count_sentence(parts, count_scores(sum(p.value for p in parts)))


@BOOK.says("hint", AllFives)
def hint(variant: AllFives, hand: Hand, tile: Tile, end: str | None) -> str:
    board = hand.board.copy()
    board.place(tile, end)
    return count_line(type(variant), board)


@BOOK.event(FivesPlay)
def play(e: FivesPlay) -> str:
    return " ".join([*play_words(e), count_sentence(e.count, e.scores)])


@BOOK.event(CountScore)
def count_score(e: CountScore) -> str:
    total = sum(p.value for p in e.parts)
    who = e.name(e.player)
    sums = " + ".join(map(str, e.parts))
    side = e.seats.side_name(e.side)
    team = f" per {side}" if side != who else ""
    return f"Capi {sums} = {total} → {who} segna {e.points}{team} ({e.before} → {e.after})"


@BOOK.event(SubtractScore)
def subtract(e: SubtractScore) -> str:
    return f"{holdings_text(e.seats, e.holdings)}: in tutto {e.raw} punti, arrotondati a {-e.points}, sottratti: {change(e, '→')}"


@BOOK.event(AwardScore)
def award(e: AwardScore) -> str:
    held = f"{holdings_text(e.seats, e.holdings)}: in tutto {e.raw} punti → arrotondati a {e.rounded}"
    if not e.fewest:
        return f"{held} → {change(e, '→')}"
    mine, *others = e.fewest
    side = e.seats.side_name(e.side)
    if e.tied == 1:
        has = "hanno" if len(e.seats.sides[e.side]) > 1 else "ha"
        return f"Chiusura, {side} {has} meno punti ({mine} < {min(others)}): {held} → {change(e, '→')}"
    each = f"{e.rounded / e.tied:g}".replace(".", ",")
    share = f"{e.rounded} diviso fra {e.tied}: {each} → {e.points} ciascuno"
    return f"Chiusura, {e.tied} parti pari con meno punti ({mine}): {held}, {share} → {change(e, '→')}"


@BOOK.event(FivesHandEnd)
def hand_end(e: FivesHandEnd) -> str:
    said = []
    if e.tied_without_award:
        names = " = ".join(f"{e.seats.side_name(s)} {e.side_pips[s]}" for s in e.tied_without_award)
        said.append(f"Pari con meno punti ({names}) → nessun premio")
    for sides, pips in e.rounded_away:
        whose = " e ".join(e.seats.side_name(s) for s in sides)
        nothing = "nulla da sottrarre" if e.subtract else "nulla da assegnare"
        said.append(f"I {pips} punti di {whose} si arrotondano a 0: {nothing}" if pips != 1 else
                    f"L'unico punto di {whose} si arrotonda a 0: {nothing}")
    return hand_end_text(e, said)


GLOSSARY = """
| termine | significato |
|---|---|
| **tessera** (*dominu*) | uno dei 28 pezzi; un **doppio** ha lo stesso numero sulle due metà |
| **punti** (*pepite*) | i puntini; una tessera vale i suoi punti |
| **pozzo** (in inglese <i lang="en">boneyard</i>) | le tessere rimaste coperte dopo la distribuzione, da pescare una alla volta |
| **apertura** | la prima tessera della mano |
| **capo** | un'estremità aperta della fila, dove si accosta una tessera: L e R, più N e S sullo spinner |
| **spinner** (*u spinner*) | il primo doppio della mano; apre quattro bracci |
| **conteggio** | la somma dei capi aperti dopo una giocata; un multiplo di 5 segna |
| **domino** | posare l'ultima tessera della propria mano (*fare domino*): la mano finisce |
| **chiusura** | nessuno può giocare e il pozzo è vuoto: la mano finisce |
| **arrotondamento al 5** | arrotondare i punti al 5 più vicino: 1–2 per difetto, 3–4 per eccesso |
| **a coppie** | due giocatori uno di fronte all'altro, con un solo punteggio |
| **Muggins** | un gioco parente in cui l'avversario può reclamare un conteggio dimenticato (non usato qui) |
"""


@BOOK.says("glossary", AllFives)
def glossary(variant: AllFives) -> str:
    return GLOSSARY.strip()


KNOWN = (
    ("tiles", "Le 28 tessere e quanto vale una tessera", "Le-tessere"),
    ("deal", "La distribuzione, il pozzo e chi apre ogni mano", "La-distribuzione-e-il-pozzo"),
    ("matching", "Attaccare a un capo aperto; i capi L, R, N e S", "Attaccare"),
    ("doubles", "I doppi di traverso, che in fondo a un braccio contano tutte e due le metà; solo il primo è lo spinner",
     "I-doppi-vanno-di-traverso"),
    ("spinner", "Lo spinner: prima i lati, poi N e S", "Lo-spinner:-quattro-bracci"),
    ("count", "Il conteggio dopo ogni giocata, apertura compresa; una punta N o S vuota conta 0; al massimo 35",
     "Il-conteggio"),
    ("drawing", "Pescare finché una tessera va, passare solo a pozzo vuoto; il capo della tessera pescata lo scegli tu",
     "Pescare-e-passare"),
    ("going-out", "Il domino e la chiusura", "Il-domino,-o-la-chiusura"),
    ("pips-left", "Arrotondare i punti rimasti in mano: ognuno perde i propri, oppure chi vince incassa",
     "Le-tessere-rimaste-in-mano:-due-modi-di-contarle"),
    ("opponents", "Più avversari: prima si somma, poi si arrotonda; come si dividono i punti le parti alla pari con meno punti",
     "Tre-giocatori,-chi-vince-incassa:-prima-si-somma,-poi-si-arrotonda"),
    ("partnership", "A coppie: i posti 0 e 2 contro 1 e 3, un solo punteggio per coppia; i punti in mano dei due compagni si sommano",
     "A-coppie"),
    ("target", "Il traguardo, raggiunto anche a metà mano", "Vincere"),
    ("reading", "Leggere il tavolo: che cosa rivela un passo o una pescata, e le tessere nascoste", "Leggere-il-tavolo"),
)
"""The lesson's "Che cosa sai adesso" lines in order: (line id, text, the id of its section's heading)."""
