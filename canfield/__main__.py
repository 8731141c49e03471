"""The `canfield` command's door: `python -m canfield` and the installed `canfield` script.

Before anything else is imported, two things a plain `main()` cannot do for itself:
- Ctrl+C while the program's modules are still loading ends it at once, quietly, with
  the shell's code for an interrupt (130): nothing has been read or written yet. From
  `main` on, Ctrl+C is the command's own to handle (see `canfield.cli.main`). Only the
  interpreter's own start, before this module runs, is out of its reach;
- standard streams that were closed (`canfield stats >&-`) are put back, pointing at the
  null device: Python would give `None` for them and fail at the first print, and a file
  the command opens (the games database) must never be given the number of a closed
  standard stream, where a stray write would land in it.
This module imports only what the interpreter has loaded already (`_signal` is built in;
`signal` would import `enum` first), so the interrupt is caught from its first line.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # `signal`, without `enum`
import os
import sys

INTERRUPTED = 130
"""The exit code after Ctrl+C (128 + SIGINT), as shells report it (`canfield.cli` too)."""


def _interrupted_while_loading(signum: int, frame: object) -> None:
    os._exit(INTERRUPTED)


# From this module's first lines, Ctrl+C ends the start quietly: a Ctrl+C that was ignored
# (a game started in the background) stays ignored. `run` gives Ctrl+C back to Python once
# the command's modules are loaded.
_QUIET = _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler
if _QUIET:
    _signal.signal(_signal.SIGINT, _interrupted_while_loading)


def plug_closed_streams() -> None:
    """Give a closed standard stream (0, 1, 2) the null device, at its own number."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            os.open(os.devnull, os.O_RDWR)  # the lowest free number: `fd` itself
    for name, mode in (("stdin", "r"), ("stdout", "w"), ("stderr", "w")):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, mode, encoding="utf-8"))  # noqa: SIM115


def run() -> None:
    """Run the command line (the game window by default) and exit with its code."""
    plug_closed_streams()
    from canfield.cli import main

    if _QUIET:
        _signal.signal(_signal.SIGINT, _signal.default_int_handler)
    code = main()
    if _QUIET:  # the work is done and its code decided: a late Ctrl+C changes nothing
        _signal.signal(_signal.SIGINT, _signal.SIG_IGN)
    raise SystemExit(code)


if __name__ == "__main__":
    run()
