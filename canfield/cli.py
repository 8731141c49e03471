"""The `canfield` command: play (the window, default), describe, settings, stats."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from canfield.engine.describe import LANGUAGES as DESCRIBE_LANGUAGES
from canfield.i18n import _, explain


def _describe(args: argparse.Namespace) -> int:
    from canfield import engine

    try:
        state = engine.deal(args.code)
        for n, text in enumerate(args.moves.split(), start=1):
            try:
                state = engine.apply(state, text)
            except engine.IllegalMove as exc:
                print(
                    _("canfield: move {n} ({move}): {reason}").format(
                        n=n, move=text, reason=explain(exc)
                    ),
                    file=sys.stderr,
                )
                return 2
        print(engine.describe(state, lang=args.lang))
    except ValueError as exc:
        print(_("canfield: {reason}").format(reason=explain(exc)), file=sys.stderr)
        return 2
    return 0


def _play(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from canfield.ui.app import run

    return run(code=args.code, draw=args.draw, size=args.size)


def _window_size(text: str) -> tuple[int, int]:
    """Read "1280x800" (at least 640x480)."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(_("write the size as WIDTHxHEIGHT, e.g. 1280x800"))
    size = (int(width), int(height))
    if size[0] < 640 or size[1] < 480:
        raise argparse.ArgumentTypeError(_("the window is at least 640x480"))
    return size


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    parser = argparse.ArgumentParser(prog="canfield", description=_("Canfield solitaire."))
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help=_("open the game window (the default)"))
    play.add_argument("--code", help=_("start this deal, e.g. CF1-D3-AAAAACL"))
    play.add_argument("--draw", type=int, choices=(1, 3), help=_("draw 1 or 3 cards"))
    play.add_argument(
        "--size", type=_window_size, metavar="WxH", help=_("window size, e.g. 1280x800")
    )
    play.set_defaults(func=_play)

    describe = sub.add_parser("describe", help=_("print a position in words"))
    describe.add_argument("code", help=_("the game code, e.g. CF1-D3-AAAAACL"))
    describe.add_argument("--moves", default="", help=_('moves to play first, e.g. "R>C2 S"'))
    describe.add_argument(
        "--lang",
        default="en",
        choices=sorted(DESCRIBE_LANGUAGES),
        help=_("language of the description"),
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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = build_parser()
    words = list(argv) if argv is not None else sys.argv[1:]
    args = parser.parse_args(words)
    if args.command is None:
        args = parser.parse_args(["play", *words])
    result: int = args.func(args)
    return result
