"""The ``domino-lessons`` command: open the lessons (``lab``, ``classroom``), ``replay`` or ``render`` a
record (or its handout to print), print a ``worksheet``, ``simulate`` hands between computer players, sum up
learners' ``progress`` files, mine ``puzzles``.

Each command imports what it needs when it runs, and the parser fills in only the command asked for
(all of them for the top-level help), so ``replay`` starts without the coach or the widgets."""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

from .core.errors import DominoError, WriteError
from .narrate import LANGUAGES, check_language, speaking

if TYPE_CHECKING:
    from .core.record import Replay


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; with ``only``, that command's arguments alone (the others keep their names and help)."""
    parser = argparse.ArgumentParser(prog="domino-lessons",
                                     description="Domino lessons: open them, replay and render records, simulate.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (help_text, add_arguments) in COMMANDS.items():
        command = commands.add_parser(name, help=help_text)
        if only in (None, name):
            add_arguments(command)
    return parser


def add_lab(lab: argparse.ArgumentParser) -> None:
    lab.add_argument("--to", type=Path, default=Path("domino-lessons"),
                     help="where the lessons go (default ./domino-lessons); edited lessons are never overwritten")
    lab.add_argument("--lang", default="en", help=f"open the start page, and JupyterLab's menus and dialogs, in this "
                                                  f"language: {', '.join(LANGUAGES)}")


def add_classroom(room: argparse.ArgumentParser) -> None:
    room.add_argument("target", nargs="?", metavar="LESSON or RECORD",
                      help="a lesson notebook (default the start page), a record file or a shipped example name")
    room.add_argument("--to", type=Path, default=Path("domino-lessons"), help="the lessons folder (as for lab)")
    room.add_argument("--lang", default="en", help=f"the lesson's or the replay's language: {', '.join(LANGUAGES)}")
    room.add_argument("--scoring", action="store_true",
                      help="a record's replay steps only through the steps that score (in a game that keeps counters, the steps that move them)")


def add_render(ren: argparse.ArgumentParser) -> None:
    ren.add_argument("record", metavar="RECORD", help="a record file")
    out = ren.add_mutually_exclusive_group(required=True)
    out.add_argument("--html", type=Path, metavar="OUT", help="the HTML file to write")
    out.add_argument("--svg-dir", type=Path, metavar="DIR", help="the folder for step-NNN.svg files")
    out.add_argument("--handout", type=Path, metavar="OUT", help="a handout to print, OUT.pdf or OUT.html: the steps "
                                                                 "two to a page (with --scoring, the scoring steps)")
    ren.add_argument("--scoring", action="store_true", help="the handout's scoring steps only")
    ren.add_argument("--paper", choices=("a4", "letter"), default="a4", help="the handout's paper (default a4)")
    ren.add_argument("--lang", default="en", help=f"the language of the annotations: {', '.join(LANGUAGES)}")
    ren.add_argument("--mkdir", action="store_true", help="create the output's folders if they do not exist")


def add_worksheet(sheet: argparse.ArgumentParser) -> None:
    from .rules import VARIANT_IDS

    sheet.add_argument("game", metavar="GAME", help=f"one of {', '.join(VARIANT_IDS)}")
    sheet.add_argument("--out", type=Path, required=True, metavar="OUT", help="the sheet to write: OUT.html or OUT.pdf")
    sheet.add_argument("--kinds", nargs="+", default=None, metavar="KIND",
                       help="the kinds of question asked, in turn (default: every kind the game's quiz asks)")
    sheet.add_argument("--count", type=positive, default=10, help="how many questions (default 10)")
    sheet.add_argument("--seed", type=int, default=0, help="random seed: the same seed, the same sheet (default 0)")
    sheet.add_argument("--paper", choices=("a4", "letter"), default="a4", help="the paper size (default a4)")
    sheet.add_argument("--lang", default="en", help=f"the sheet's language: {', '.join(LANGUAGES)}")
    sheet.add_argument("--mkdir", action="store_true", help="create the output's folders if they do not exist")


def add_replay(rep: argparse.ArgumentParser) -> None:
    rep.add_argument("record", metavar="RECORD", help="a record file (domino-lessons/record/1 JSON)")
    rep.add_argument("--json", action="store_true", help="print the replay as one JSON document")
    rep.add_argument("--lang", default="en", help=f"the language of the transcript or of the JSON's text fields: "
                                                  f"{', '.join(LANGUAGES)}")


def add_simulate(sim: argparse.ArgumentParser) -> None:
    from .coach.players import PLAYERS
    from .rules import VARIANT_IDS

    sim.add_argument("variant", metavar="VARIANT", help=f"one of {', '.join(VARIANT_IDS)}")
    sim.add_argument("--hands", type=positive, default=100, help="how many hands (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    sim.add_argument("--players", type=positive, default=None, help="number of players (default: the fewest allowed)")
    sim.add_argument("--bot", choices=sorted(PLAYERS), default="greedy", help="computer player (default greedy)")
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")


def add_puzzles(puz: argparse.ArgumentParser) -> None:
    from .rules import VARIANT_IDS

    puz.add_argument("game", metavar="GAME", help=f"one of {', '.join(VARIANT_IDS)}")
    puz.add_argument("--count", type=positive, default=10, help="how many keeps puzzles (default 10)")
    puz.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    puz.add_argument("--playouts", type=positive, default=400, help="playouts per decision (default 400)")
    puz.add_argument("--out", type=Path, default=None, metavar="FILE",
                     help="write the puzzles' JSON to FILE (atomically) instead of printing it")


def add_progress(pro: argparse.ArgumentParser) -> None:
    pro.add_argument("files", nargs="+", type=Path, metavar="FILE", help="learners' domino-progress.json files")
    pro.add_argument("--csv", action="store_true", help="write CSV (a header, then the rows) for a spreadsheet")
    pro.add_argument("--now", type=moment, default=None, metavar="ISO",
                     help="count the drills due at this UTC time (default: now)")


COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None]]] = {
    "lab": ("copy the lessons to a folder and open them in JupyterLab (other arguments go to JupyterLab)", add_lab),
    "classroom": ("the full-screen classroom view in Voila of a lesson or a record (other arguments go to Voila)",
                  add_classroom),
    "render": ("write a replay as one self-contained HTML file, one SVG per step, or a handout to print", add_render),
    "worksheet": ("a worksheet to print of quiz positions, with an answer key on pages of its own (HTML or PDF)",
                  add_worksheet),
    "replay": ("replay a game record with every event annotated", add_replay),
    "simulate": ("play complete hands between computer players, print statistics", add_simulate),
    "progress": ("one row per learner and game from progress files: quiz accuracy by kind, drills due, hands played, "
                 "last active", add_progress),
    "puzzles": ("mine puzzles from expert self-play: positions where one play is clearly best and the greedy player "
                "misses it, and reading puzzles", add_puzzles),
}
"""Each command's help line and what adds its arguments, in the order the help lists them."""


def moment(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an ISO time like 2025-03-01T09:00: {text!r}") from None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; 0 on success, 2 with one line on stderr for bad input."""
    given = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(next((word for word in given if not word.startswith("-")), None))
    args, extra = parser.parse_known_args(given)
    if extra and args.command not in ("lab", "classroom"):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if getattr(args, "scoring", False) and args.command == "render" and args.handout is None:
        parser.error("--scoring goes with --handout (the handout of the scoring steps only)")
    if hasattr(args, "lang"):
        args.lang = args.lang.lower()  # IT as well as it
    lang = getattr(args, "lang", "en")
    try:
        check_language(lang)
    except ValueError as exc:
        print(f"{args.command}: {exc}", file=sys.stderr)
        return 2
    try:
        with speaking(lang):
            if args.command == "replay":
                return run_replay(args.record, args.json)
            if args.command == "render":
                return run_render(args)
            if args.command == "worksheet":
                return run_worksheet(args)
            if args.command == "progress":
                return run_progress(args.files, args.csv, args.now)
            if args.command == "puzzles":
                return run_puzzles(args)
        if args.command in ("lab", "classroom"):
            return run_launch(args, extra)
        return run_simulate(args)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


def run_replay(path: str, as_json: bool) -> int:
    import json

    from .core.record import load, replay

    try:
        result = replay(load(path))
    except DominoError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(result.transcript())
    return 0


def run_render(args: argparse.Namespace) -> int:
    from .core.record import load, replay
    from .narrate import narrator
    from .views.share import write_html, write_svgs

    try:
        result = replay(load(args.record), frames=True)
        if args.handout is not None:
            return run_handout(result, args)
        if args.html is not None:
            title = narrator().title(type(result.match.variant))
            write_html(result, args.html, f"{title}: {Path(args.record).name}", make_folder=args.mkdir)
            print(f"wrote {args.html} ({len(result.frames)} steps)")
        else:
            paths = write_svgs(result, args.svg_dir, make_folder=args.mkdir)
            print(f"wrote {len(paths)} SVG files to {args.svg_dir}")
    except WriteError as exc:
        print(f"render: {exc}", file=sys.stderr)
        return 2
    except DominoError as exc:
        print(f"{args.record}: {exc}", file=sys.stderr)
        return 2
    return 0


def run_handout(result: Replay, args: argparse.Namespace) -> int:
    """The handout of a replayed record, checked for where it goes before it is drawn."""
    from .views.handout import handout_frames, handout_html
    from .views.printed import check_out, write_printed

    check_out(args.handout)
    html = handout_html(result, scoring=args.scoring, paper=args.paper)
    write_printed(args.handout, html, make_folder=args.mkdir)
    print(f"wrote {args.handout} ({len(handout_frames(result, args.scoring))} steps)")
    return 0


def run_worksheet(args: argparse.Namespace) -> int:
    from .views.printed import check_out, write_printed
    from .views.worksheet import worksheet

    try:
        check_out(args.out)
        html = worksheet(args.game, kinds=args.kinds, count=args.count, seed=args.seed, paper=args.paper, lang=args.lang)
        write_printed(args.out, html, make_folder=args.mkdir)
    except DominoError as exc:
        print(f"worksheet: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {args.out} ({args.count} questions)")
    return 0


def run_launch(args: argparse.Namespace, extra: list[str]) -> int:
    from .launch import classroom, lab

    try:
        if args.command == "lab":
            return lab(args.to, extra, args.lang)
        return classroom(args.to, args.target, extra, args.lang, args.scoring)
    except (DominoError, OSError) as exc:
        print(f"{args.command}: {exc}", file=sys.stderr)
        return 2


def run_simulate(args: argparse.Namespace) -> int:
    """The statistics; on a terminal (and without ``--json``) a progress bar on stderr for runs over a second."""
    import json

    from tqdm import tqdm

    from .coach.simulate import simulate, summary_text

    shown = sys.stderr.isatty() and not args.json
    try:
        with tqdm(total=args.hands, unit="hand", file=sys.stderr, disable=not shown, delay=1, leave=False) as bar:
            stats = simulate(args.variant, args.hands, args.seed, args.players, args.bot, done=bar.update)
    except DominoError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(stats, indent=2) + "\n" if args.json else summary_text(stats))
    return 0


def run_progress(files: Sequence[Path], as_csv: bool, now: datetime | None) -> int:
    """The rows of every file that can be read; each one that cannot, in one line on stderr (then exit 2)."""
    import csv

    from .progress.store import read
    from .progress.summary import COLUMNS, rows

    found, failed = [], False
    for path in files:
        try:
            found += rows(read(path), path, now or datetime.now(timezone.utc))
        except DominoError as exc:
            print(exc, file=sys.stderr)
            failed = True
    cells = [row.cells() for row in found]
    if as_csv:
        out = csv.writer(sys.stdout, lineterminator="\n")
        out.writerow(COLUMNS)
        out.writerows(cells)
    else:
        widths = [max(len(line[i]) for line in [COLUMNS, *cells]) for i in range(len(COLUMNS))]
        for line in [COLUMNS, *cells]:
            print("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
    return 2 if failed else 0


def run_puzzles(args: argparse.Namespace) -> int:
    """Mine the puzzles; print their JSON or write it to ``--out``."""
    from .coach.mining import dumps, mine
    from .core.record import write_atomic

    try:
        text = dumps(mine(args.game, args.count, args.seed, args.playouts))
        if args.out is None:
            sys.stdout.write(text)
        else:
            write_atomic(args.out, text)
    except DominoError as exc:
        print(f"puzzles: {exc}", file=sys.stderr)
        return 2
    return 0
