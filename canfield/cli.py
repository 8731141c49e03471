"""The `canfield` command: play (the window, default), describe, settings, stats, record,
solve, census.

Whatever the input and wherever the output goes, the command ends with a sentence, not a
traceback: a closed pipe (`| head`) ends it quietly, a full disk behind stdout with one
line, and a terminal that cannot show a language's letters gets what it can show.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from canfield.echo import clip, clip_words
from canfield.engine.describe import LANGUAGES as DESCRIBE_LANGUAGES
from canfield.explain import explain
from canfield.i18n import _, ngettext, set_language, stored_language, translate_argparse


def _describe(args: argparse.Namespace) -> int:
    """`canfield describe`: the position in words. With `--lang`, a refusal is said in that
    language too; without it the position is in English and a refusal in the player's."""
    from canfield import engine

    lang: str = args.lang or "en"
    if args.lang is not None:
        set_language(lang)
    try:
        state = engine.deal(args.code)
        for n, text in enumerate(args.moves.split(), start=1):
            try:
                state = engine.apply(state, engine.read_move(text))
            except (engine.NotationError, engine.IllegalMove) as exc:
                print(
                    _("canfield: move {n} ({move}): {reason}").format(
                        n=n, move=clip(text), reason=clip_words(explain(exc))
                    ),
                    file=sys.stderr,
                )
                return 2
        print(engine.describe(state, lang=lang))
    except ValueError as exc:
        print(_("canfield: {reason}").format(reason=clip_words(explain(exc))), file=sys.stderr)
        return 2
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, with a refusal that never echoes a long argument in full."""

    play_only = False
    """True for the top parser `build_parser(play_only=True)` makes: its refusals are
    said by the whole parser, whose usage names every sub-command, not `play` alone."""

    def error(self, message: str) -> NoReturn:
        """Print the usage and the refusal (overlong words cut) and exit with status 2."""
        if self.play_only:
            build_parser().error(message)
        self.print_usage(sys.stderr)
        self.exit(2, _("%(prog)s: error: %(message)s\n") % {
            "prog": self.prog, "message": clip_words(message)})  # fmt: skip


def _play(args: argparse.Namespace) -> int:
    from canfield import engine

    code: str | None = args.code
    if args.record is not None:
        if code is not None or args.draw is not None:
            print(_("canfield: --record resumes a game; it takes no --code or --draw"),
                  file=sys.stderr)  # fmt: skip
            return 2
        from canfield.session import take_up_record
        from canfield.store import Store

        store = Store()
        try:
            take_up_record(store, args.record)
        except ValueError as exc:
            print(_("canfield: {reason}").format(reason=clip_words(explain(exc))),
                  file=sys.stderr)  # fmt: skip
            return 2
        finally:
            for warning in store.pop_warnings():
                print(_("canfield: warning: {warning}").format(warning=warning), file=sys.stderr)
            store.close()
    elif code is not None:
        try:
            code = engine.with_draw(code, args.draw)  # the mode asked for wins, as in New game
        except engine.BadGameCode as exc:
            print(_("canfield: {reason}").format(reason=clip_words(explain(exc))),
                  file=sys.stderr)  # fmt: skip
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from canfield.ui import pygame_import

    pygame_import.begin()  # the modules the first frame needs; the rest after it
    from canfield.store.reasons import os_reason
    from canfield.ui.start import run

    transcript = None
    if args.transcript is not None:
        try:  # written line by line as the game speaks; a bad path is refused now
            transcript = open(args.transcript, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            print(_("canfield: the transcript cannot be written to {path}: {reason}").format(
                path=clip(args.transcript), reason=os_reason(exc)), file=sys.stderr)  # fmt: skip
            return 2
    return run(code=code, draw=args.draw, size=args.size, transcript=transcript, replay=args.replay)


INTERRUPTED = 130
"""The exit code after Ctrl+C (128 + SIGINT), as shells report it."""

MAX_SIZE = (7680, 4320)
"""The largest window asked for on the command line (an 8K screen)."""


def _window_size(text: str) -> tuple[int, int]:
    """Read "1280x800" (at least 640x480, at most 7680x4320)."""
    width, sep, height = text.lower().partition("x")
    if not (sep and _digits(width) and _digits(height)):
        raise argparse.ArgumentTypeError(_("write the size as WIDTHxHEIGHT, e.g. 1280x800"))
    if not (_small_number(width) and _small_number(height)):
        raise argparse.ArgumentTypeError(
            _("the window is at most {w}x{h}").format(w=MAX_SIZE[0], h=MAX_SIZE[1])
        )
    size = (int(width), int(height))
    if size[0] < 640 or size[1] < 480:
        raise argparse.ArgumentTypeError(_("the window is at least 640x480"))
    if size[0] > MAX_SIZE[0] or size[1] > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(
            _("the window is at most {w}x{h}").format(w=MAX_SIZE[0], h=MAX_SIZE[1])
        )
    return size


def _digits(text: str) -> bool:
    """ASCII digits only (however many)."""
    return text.isascii() and text.isdigit()


def _small_number(text: str) -> bool:
    """ASCII digits, few enough that Python's limit on long numbers is never met."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def _whole_number(text: str) -> int:
    """A short whole number; a long one is refused plainly, its echo cut."""
    word = text.strip()
    if word.isascii() and word.isdigit() and len(word) <= 6:
        return int(word)
    raise argparse.ArgumentTypeError(_("{value!r} is not a number").format(value=clip(text)))


def build_parser(*, play_only: bool = False) -> argparse.ArgumentParser:
    """The argument parser with every sub-command (only `play` with `play_only`: what
    starting the window needs, a few milliseconds sooner)."""
    parser = _Parser(prog="canfield", description=_("Canfield solitaire."))
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))

    play = sub.add_parser("play", help=_("open the game window (the default)"))
    play.add_argument("--code", metavar=_("CODE"), help=_("start this deal, e.g. CF1-D3-AAAAACL"))
    play.add_argument(
        "--draw",
        type=_whole_number,
        choices=(1, 3),
        help=_("draw 1 or 3 cards (with --code: its mode)"),
    )
    play.add_argument(
        "--record",
        metavar=_("RECORD"),
        help=_('resume a game record, e.g. "CF1-D3-AAAAACL S R>C2"'),
    )
    play.add_argument(
        "--size", type=_window_size, metavar=_("WxH"), help=_("window size, e.g. 1280x800")
    )
    play.add_argument(
        "--transcript",
        metavar=_("FILE"),
        help=_("write every message the game says to FILE, one a line with its time"),
    )
    play.add_argument(
        "--replay",
        type=_whole_number,
        metavar="N",
        help=_("watch game N again (numbers: canfield record --list)"),
    )
    play.set_defaults(func=_play)
    if play_only:
        parser.play_only = True
        return parser

    describe = sub.add_parser("describe", help=_("print a position in words"))
    describe.add_argument("code", metavar=_("CODE"), help=_("the game code, e.g. CF1-D3-AAAAACL"))
    describe.add_argument(
        "--moves", default="", metavar=_("MOVES"), help=_('moves to play first, e.g. "R>C2 S"')
    )
    describe.add_argument(
        "--lang",
        choices=sorted(DESCRIBE_LANGUAGES),
        help=_("language of the description and of a refusal (default: en; sr is sr@latin)"),
    )
    describe.set_defaults(func=_describe)

    try:
        from canfield.store.cli import register
    except ImportError:  # pragma: no cover - the store is part of the package
        pass
    else:
        register(sub)
    from canfield.solver.cli import register as register_solve

    register_solve(sub)
    from canfield.teacher.cli import register as register_daily

    register_daily(sub)
    desktop = sub.add_parser(
        "desktop", help=_("add the game to the desktop's menu, or take it out again")
    )
    desktop.add_argument(
        "action",
        choices=("install", "uninstall"),
        help=_("install: the launcher, its icons and metainfo; uninstall: remove them"),
    )
    desktop.set_defaults(func=_desktop)
    from canfield.census.cli import register as register_census

    register_census(sub)
    return parser


def _desktop(args: argparse.Namespace) -> int:
    from canfield import desktop

    try:
        if args.action == "install":
            written = desktop.install()
            print(_("The game is in the desktop's menu: {path}").format(path=written[0]))
        else:
            removed = desktop.uninstall()
            if removed:
                print(ngettext(
                    "The game is out of the desktop's menu ({n} file removed).",
                    "The game is out of the desktop's menu ({n} files removed).",
                    len(removed),
                ).format(n=len(removed)))  # fmt: skip
            else:
                print(_("The game was not in the desktop's menu: nothing to remove."))
    except OSError as exc:
        print(_("canfield: the desktop's menu could not be changed: {reason}").format(
            reason=exc.strerror or exc), file=sys.stderr)  # fmt: skip
        return 1
    return 0


def _forgiving_streams() -> None:
    """Letters the terminal's encoding lacks are shown as `?`, never a codec error."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="replace")


def _player_language() -> str | None:
    """The language in the settings file, read without touching it (a damaged file is the
    store's business, when a command loads the settings); None for the system's."""
    from canfield.store import paths
    from canfield.store.reading import SETTINGS_CAP, read_text_capped

    try:  # never a plain read: a FIFO would block, a link to /dev/zero fill the memory
        text = read_text_capped(paths.config_dir() / paths.SETTINGS_FILE, SETTINGS_CAP)
        data = json.loads(text)
    except (OSError, ValueError, RecursionError):  # RecursionError: nesting too deep
        return None
    return stored_language(data.get("language")) if isinstance(data, dict) else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line, in the player's language; returns the exit code."""
    try:
        _forgiving_streams()
        set_language(_player_language())
        translate_argparse()
        words = list(argv) if argv is not None else sys.argv[1:]
        # `canfield` and `canfield play …` start the window: its parser is all they need.
        parser = build_parser(play_only=not words or words[0] == "play")
        args = parser.parse_args(words)
        if args.command is None:
            args = parser.parse_args(["play", *words])
        result: int = args.func(args)
        sys.stdout.flush()
    except KeyboardInterrupt:
        # Ctrl+C in the terminal: before the window's first frame (the window handles it
        # itself after that) or during `canfield solve`. Nothing is half written: stop
        # quietly with the shell's code for an interrupt.
        return INTERRUPTED
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly; Python must not complain at exit.
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        return 1
    except OSError as exc:
        if exc.errno not in (errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT):
            raise
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        with contextlib.suppress(OSError):
            print(_("canfield: the output could not be written: {reason}").format(
                reason=exc.strerror or exc), file=sys.stderr)  # fmt: skip
        return 1
    return result
