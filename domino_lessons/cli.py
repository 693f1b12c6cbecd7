"""The ``domino-lessons`` command: open the lessons (``lab``, ``classroom``), ``replay`` or ``render`` a
record (or its handout to print), print a ``worksheet``, ``simulate`` hands between computer players, sum up
learners' ``progress`` files, mine ``puzzles``.

Each command imports what it needs when it runs, and the parser fills in only the command asked for
(all of them for the top-level help), so ``replay`` starts without the coach or the widgets; ``replay RECORD``
and ``replay RECORD --json`` are read without argparse (``plain_replay``: its import and the parser's words
cost more than a short replay). ``check-game``
checks a game (a plug-in's) against the contract every game meets (``game_check``)."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Sequence

from .core.errors import DominoError, WriteError
from .core.labels import Cli, LanguageCheck
from .narrate import LANGUAGES, check_language, speaking

LOCALE = os.path.join(os.path.dirname(__file__), "locale")
"""The gettext catalogs of the words of Python's own tools the command line shows (argparse's)."""

if TYPE_CHECKING:
    import argparse
    from datetime import datetime
    from pathlib import Path

    from .core.record import Replay


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, in the language being spoken; with ``only``, that command's arguments alone (the others keep
    their names and help)."""
    import argparse

    parser = argparse.ArgumentParser(prog="domino-lessons", description=word(Cli.DESCRIPTION))
    commands = parser.add_subparsers(dest="command", required=True, metavar=word(Cli.COMMAND_VAR))
    for name, (code, add_arguments) in COMMANDS.items():
        command = commands.add_parser(name, help=word(code))
        if only in (None, name):
            add_arguments(command)
    return parser


def word(code: Cli | LanguageCheck, **fields: Any) -> str:
    """What the command line says for ``code``, in the language being spoken, with ``fields`` as its facts."""
    from .narrate import narrator

    return narrator().phrase(code, fields)


def languages() -> str:
    return ", ".join(LANGUAGES)


def add_lang(parser: argparse.ArgumentParser, code: Cli = Cli.LANG) -> None:
    """``--lang``: the language asked for (already chosen by ``language_of``, which reads it first)."""
    parser.add_argument("--lang", default=None, metavar=word(Cli.LANG_VAR), help=word(code, languages=languages()))


def add_lab(lab: argparse.ArgumentParser) -> None:
    lab.add_argument("--to", type=path_arg, default="domino-lessons", metavar=word(Cli.FOLDER_VAR),
                     help=word(Cli.LAB_TO))
    add_lang(lab, Cli.LAB_LANG)


def add_classroom(room: argparse.ArgumentParser) -> None:
    room.add_argument("target", nargs="?", metavar=word(Cli.TARGET_VAR), help=word(Cli.ROOM_TARGET))
    room.add_argument("--to", type=path_arg, default="domino-lessons", metavar=word(Cli.FOLDER_VAR),
                      help=word(Cli.ROOM_TO))
    add_lang(room, Cli.ROOM_LANG)
    room.add_argument("--scoring", action="store_true", help=word(Cli.ROOM_SCORING))


def add_render(ren: argparse.ArgumentParser) -> None:
    ren.add_argument("record", metavar=word(Cli.RECORD_VAR), help=word(Cli.RECORD))
    out = ren.add_mutually_exclusive_group(required=True)
    out.add_argument("--html", type=path_arg, metavar=word(Cli.OUT_VAR), help=word(Cli.RENDER_HTML))
    out.add_argument("--svg-dir", type=path_arg, metavar=word(Cli.DIR_VAR), help=word(Cli.RENDER_SVG_DIR))
    out.add_argument("--handout", type=path_arg, metavar=word(Cli.OUT_VAR), help=word(Cli.RENDER_HANDOUT))
    ren.add_argument("--scoring", action="store_true", help=word(Cli.RENDER_SCORING))
    ren.add_argument("--paper", choices=("a4", "letter"), default="a4", help=word(Cli.PAPER))
    add_lang(ren, Cli.RENDER_LANG)
    ren.add_argument("--mkdir", action="store_true", help=word(Cli.MKDIR))


def add_worksheet(sheet: argparse.ArgumentParser) -> None:
    from .rules import VARIANT_IDS

    sheet.add_argument("game", metavar=word(Cli.GAME_VAR), help=word(Cli.GAME, games=", ".join(VARIANT_IDS)))
    sheet.add_argument("--out", type=path_arg, required=True, metavar=word(Cli.OUT_VAR), help=word(Cli.SHEET_OUT))
    sheet.add_argument("--kinds", nargs="+", default=None, metavar=word(Cli.KIND_VAR), help=word(Cli.SHEET_KINDS))
    sheet.add_argument("--count", type=positive, default=10, metavar=word(Cli.NUMBER_VAR), help=word(Cli.COUNT))
    sheet.add_argument("--seed", type=int, default=0, metavar=word(Cli.SEED_VAR), help=word(Cli.SHEET_SEED))
    sheet.add_argument("--paper", choices=("a4", "letter"), default="a4", help=word(Cli.PAPER))
    add_lang(sheet, Cli.SHEET_LANG)
    sheet.add_argument("--mkdir", action="store_true", help=word(Cli.MKDIR))


def add_replay(rep: argparse.ArgumentParser) -> None:
    rep.add_argument("record", metavar=word(Cli.RECORD_VAR), help=word(Cli.REPLAY_RECORD))
    rep.add_argument("--json", action="store_true", help=word(Cli.REPLAY_JSON))
    add_lang(rep, Cli.REPLAY_LANG)


def add_simulate(sim: argparse.ArgumentParser) -> None:
    from .coach.players import PLAYERS
    from .rules import VARIANT_IDS

    sim.add_argument("variant", metavar=word(Cli.GAME_VAR), help=word(Cli.GAME, games=", ".join(VARIANT_IDS)))
    sim.add_argument("--hands", type=positive, default=100, metavar=word(Cli.NUMBER_VAR), help=word(Cli.HANDS))
    sim.add_argument("--seed", type=int, default=0, metavar=word(Cli.SEED_VAR), help=word(Cli.SEED))
    sim.add_argument("--players", type=positive, default=None, metavar=word(Cli.NUMBER_VAR), help=word(Cli.PLAYERS))
    sim.add_argument("--bot", choices=sorted(PLAYERS), default="greedy", help=word(Cli.BOT))
    sim.add_argument("--json", action="store_true", help=word(Cli.SIMULATE_JSON))
    add_lang(sim)


def add_puzzles(puz: argparse.ArgumentParser) -> None:
    from .rules import VARIANT_IDS

    puz.add_argument("game", metavar=word(Cli.GAME_VAR), help=word(Cli.GAME, games=", ".join(VARIANT_IDS)))
    puz.add_argument("--count", type=positive, default=10, metavar=word(Cli.NUMBER_VAR), help=word(Cli.PUZZLE_COUNT))
    puz.add_argument("--seed", type=int, default=0, metavar=word(Cli.SEED_VAR), help=word(Cli.SEED))
    puz.add_argument("--playouts", type=positive, default=400, metavar=word(Cli.NUMBER_VAR), help=word(Cli.PLAYOUTS))
    puz.add_argument("--out", type=path_arg, default=None, metavar=word(Cli.FILE_VAR), help=word(Cli.PUZZLE_OUT))
    add_lang(puz)


def add_check_game(check: argparse.ArgumentParser) -> None:
    from .rules import VARIANT_IDS

    check.add_argument("game", metavar=word(Cli.GAME_VAR), help=word(Cli.CHECK_ID, games=", ".join(VARIANT_IDS)))
    check.add_argument("--seeds", type=positive, default=6, metavar=word(Cli.NUMBER_VAR), help=word(Cli.CHECK_SEEDS))
    add_lang(check)


def add_tables(tab: argparse.ArgumentParser) -> None:
    tab.add_argument("--folder", type=path_arg, default="domino-tables", metavar=word(Cli.FOLDER_VAR),
                     help=word(Cli.TABLES_FOLDER))
    tab.add_argument("--ip", default="127.0.0.1", help=word(Cli.TABLES_IP))
    tab.add_argument("--port", type=int, default=8765, metavar=word(Cli.NUMBER_VAR), help=word(Cli.TABLES_PORT))
    tab.add_argument("--away", type=float, default=60.0, metavar=word(Cli.SECONDS_VAR), help=word(Cli.TABLES_AWAY))
    tab.add_argument("--hub", action="store_true", help=word(Cli.TABLES_HUB))
    tab.add_argument("--key-file", type=path_arg, default=None, metavar=word(Cli.FILE_VAR), help=word(Cli.TABLES_KEY))
    tab.add_argument("--certfile", type=path_arg, default=None, metavar=word(Cli.FILE_VAR), help=word(Cli.TABLES_CERT))
    tab.add_argument("--keyfile", type=path_arg, default=None, metavar=word(Cli.FILE_VAR),
                     help=word(Cli.TABLES_CERT_KEY))
    add_lang(tab)


def add_progress(pro: argparse.ArgumentParser) -> None:
    pro.add_argument("files", nargs="+", type=path_arg, metavar=word(Cli.FILE_VAR), help=word(Cli.FILES))
    pro.add_argument("--csv", action="store_true", help=word(Cli.CSV))
    pro.add_argument("--now", type=moment, default=None, metavar=word(Cli.TIME_VAR), help=word(Cli.NOW))
    add_lang(pro)


def add_check_language(check: argparse.ArgumentParser) -> None:
    check.add_argument("language", metavar=word(Cli.LANG_VAR), help=word(LanguageCheck.LANG_HELP))
    add_lang(check)


COMMANDS: dict[str, tuple[Cli | LanguageCheck, Callable[[argparse.ArgumentParser], None]]] = {
    "lab": (Cli.LAB, add_lab), "classroom": (Cli.CLASSROOM, add_classroom), "render": (Cli.RENDER, add_render),
    "worksheet": (Cli.WORKSHEET, add_worksheet), "replay": (Cli.REPLAY, add_replay),
    "simulate": (Cli.SIMULATE, add_simulate), "progress": (Cli.PROGRESS, add_progress),
    "puzzles": (Cli.PUZZLES, add_puzzles), "check-game": (Cli.CHECK_GAME, add_check_game),
    "tables": (Cli.TABLES, add_tables), "check-language": (LanguageCheck.HELP, add_check_language),
}
"""Each command's help line and what adds its arguments, in the order the help lists them."""


def path_arg(text: str) -> Path:
    """A path given on the command line (pathlib is imported for the commands that take one)."""
    from pathlib import Path

    return Path(text)


def moment(text: str) -> datetime:
    import argparse
    from datetime import datetime, timezone

    from .core.phrases import NotIso
    from .narrate import narrator

    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(narrator().said(NotIso(text=text))) from None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def positive(text: str) -> int:
    import argparse

    from .core.phrases import AtLeastOne
    from .narrate import narrator

    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(narrator().said(AtLeastOne(value=value)))
    return value


def language_of(given: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language to speak: ``--lang`` where given (checked later), else the environment's (``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``: ``it_IT.UTF-8`` is Italian) where the package speaks it, else English."""
    for k, arg in enumerate(given):
        if arg == "--lang" and k + 1 < len(given):
            return given[k + 1].lower()
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1].lower()
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            code = environ[name].split(".")[0].split("_")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"


@contextmanager
def argparse_speaking(lang: str) -> Iterator[None]:
    """Python's argparse says its own words ("usage:", "the following arguments are required") in ``lang``: its
    messages are looked up through gettext, in the catalog shipped in ``locale/`` (English where there is none)."""
    import argparse
    import gettext

    catalog = gettext.translation("argparse", LOCALE, languages=[lang], fallback=True)
    saved = getattr(argparse, "_"), getattr(argparse, "ngettext")
    setattr(argparse, "_", catalog.gettext)
    setattr(argparse, "ngettext", catalog.ngettext)
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])
        setattr(argparse, "ngettext", saved[1])


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command in the user's language (``language_of``); 0 on success, 2 with one line on stderr for bad
    input."""
    given = sys.argv[1:] if argv is None else list(argv)
    command = next((word for word in given if not word.startswith("-")), None)
    lang = language_of(given, os.environ)
    if lang not in LANGUAGES:  # said in the environment's language
        with speaking(language_of([], os.environ)):
            print(f"{command or 'domino-lessons'}: {word(Cli.UNKNOWN_LANGUAGE, lang=lang, languages=languages())}",
                  file=sys.stderr)
        return 2
    try:
        plain = plain_replay(given)
        if plain is not None:
            with speaking(lang):
                return run_replay(*plain)
        with speaking(lang), argparse_speaking(lang):
            import argparse

            parser = build_parser(command)
            args, extra = parser.parse_known_args(given)
            if extra and args.command not in ("lab", "classroom"):
                parser.error(getattr(argparse, "_")("unrecognized arguments: %s") % " ".join(extra))
            if getattr(args, "scoring", False) and args.command == "render" and args.handout is None:
                parser.error(word(Cli.SCORING_NEEDS_HANDOUT))
            args.lang = lang
            return run(args, extra)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


def plain_replay(given: Sequence[str]) -> tuple[str, bool] | None:
    """The record and whether ``--json`` was asked for, where the arguments are ``replay RECORD`` with ``--json``
    or without (no other option, a record whose name starts with no ``-``); else None (argparse reads them)."""
    if not given or given[0] != "replay":
        return None
    records = [arg for arg in given[1:] if arg != "--json"]
    if len(records) != 1 or records[0].startswith("-"):
        return None
    return records[0], len(records) < len(given) - 1


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """The command asked for, its arguments parsed."""
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
    if args.command == "check-game":
        return run_check_game(args.game, args.seeds)
    if args.command == "tables":
        return run_tables(args)
    if args.command == "check-language":
        return run_check_language(args.language)
    if args.command in ("lab", "classroom"):
        return run_launch(args, extra)
    return run_simulate(args)


def run_tables(args: argparse.Namespace) -> int:
    """The table service until interrupted; a key, a folder or a port it cannot use said in one line."""
    from pathlib import Path

    from .core.record import write_error
    from .tables.serve import serve

    try:
        return serve(args.folder, args.ip, args.port, hub=args.hub, away=args.away, key_file=args.key_file,
                     certfile=args.certfile, keyfile=args.keyfile)
    except DominoError as exc:
        print(f"tables: {exc}", file=sys.stderr)
    except OSError as exc:
        print(f"tables: {write_error(Path(exc.filename), exc) if exc.filename else exc}", file=sys.stderr)
    return 2


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
    from .core.phrases import Wrote, WroteSvgs
    from pathlib import Path

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
            print(narrator().said(Wrote(path=str(args.html), count=len(result.frames), unit="steps")))
        else:
            paths = write_svgs(result, args.svg_dir, make_folder=args.mkdir)
            print(narrator().said(WroteSvgs(count=len(paths), folder=str(args.svg_dir))))
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
    from .core.phrases import Wrote
    from .narrate import narrator

    print(narrator().said(Wrote(path=str(args.handout), count=len(handout_frames(result, args.scoring)), unit="steps")))
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
    from .core.phrases import Wrote
    from .narrate import narrator

    print(narrator().said(Wrote(path=str(args.out), count=args.count, unit="questions")))
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
    from datetime import datetime, timezone

    from .progress.store import read
    from .progress.summary import rows

    found, failed = [], False
    for path in files:
        try:
            found += rows(read(path), path, now or datetime.now(timezone.utc))
        except DominoError as exc:
            print(exc, file=sys.stderr)
            failed = True
    if as_csv:  # data for a spreadsheet: ids and UTC times, the same in every language; the heads in the user's
        out = csv.writer(sys.stdout, lineterminator="\n")
        out.writerow(word(Cli.CSV_COLUMNS).split("|"))
        out.writerows(row.cells() for row in found)
    else:
        head = tuple(word(Cli.COLUMNS).split("|"))
        cells = [row.said() for row in found]
        widths = [max(len(line[i]) for line in [head, *cells]) for i in range(len(head))]
        for line in [head, *cells]:
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


def run_check_game(game_id: str, seeds: int) -> int:
    """Each check's line (``ok`` or what is missing), then a summary; 0 when every check passes, 1 when one found
    something missing, 2 for a game the registry does not hold."""
    from .game_check import check_game
    from .narrate import narrator
    from .rules import find_variant

    try:
        game = find_variant(game_id)
    except DominoError as exc:
        print(f"check-game: {exc}", file=sys.stderr)
        return 2
    said, failed = narrator(), 0
    for name, findings in check_game(game, seeds).items():
        mark = word(Cli.CHECK_MISSING if findings else Cli.CHECK_OK)
        print(f"{mark:8} {word(name, languages=languages())}", flush=True)
        for finding in findings:
            print(f"         - {finding.said(said)}")
        failed += bool(findings)
    print(word(Cli.CHECK_FAILED, game=game.id, count=str(failed)) if failed else word(Cli.CHECK_PASSED, game=game.id))
    return 1 if failed else 0


def run_check_language(lang: str) -> int:
    """A translator's check of ``lang``'s message files against English's: one line for each thing to fix, then a
    summary; 0 when there is none, 1 otherwise."""
    from .narrate import narrator
    from .narrate.language_check import language_findings, messages, roots, said

    findings = list(language_findings(lang))
    for finding in findings:
        print(said(finding))
    if findings:
        print(narrator().phrase(LanguageCheck.FAILED, {"lang": lang, "count": len(findings)}))
        return 1
    count = sum(len(messages(root / lang)) for root in roots())
    print(narrator().phrase(LanguageCheck.PASSED, {"lang": lang, "count": count}))
    return 0
