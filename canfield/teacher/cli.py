"""`canfield solve CODE --moves "…" --where-lost [--json]`: where the line lost the game.

It prints what the window's "Where did it go wrong?" says; with `--json`
``{"last_winnable": K, "losing_move": "…", "moves": […], "undecided": […]}``, K counting
the moves played before the last position proved winnable (0 the deal; null when none
was). Exit codes: 0 decided (the losing move found, or the line can still be won), 1 the
deal itself is lost, 2 some positions stayed undecided within the time, 3 bad input
(said by `canfield.solver.cli`). `--budget` is the time of each solve.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from canfield.echo import clip
from canfield.engine import GameState
from canfield.i18n import _
from canfield.teacher.where_lost import WhereLost, find, positions
from canfield.teacher.words import where_lost_words

EXIT_DECIDED = 0
EXIT_NEVER_WINNABLE = 1
EXIT_UNDECIDED = 2


def where_lost(start: GameState, moves: list[str], seconds: float, *, as_json: bool) -> int:
    """Bisect the line, print the answer; the exit code."""
    from canfield.solver import solve

    def decide(state: GameState, limit: float) -> tuple[str, tuple[str, ...]]:
        solution = solve(state, seconds=limit)
        return solution.verdict, solution.moves

    found = find(start, moves, decide, seconds=seconds)
    if as_json:
        print(json.dumps(found.as_json()))
    else:
        states = positions(start, moves)
        at = found.last_winnable
        print(where_lost_words(found, states[at] if at is not None else None, found.length))
    return exit_code(found)


def exit_code(found: WhereLost) -> int:
    """0 decided, 1 never winnable, 2 undecided positions."""
    if found.never_winnable:
        return EXIT_NEVER_WINNABLE
    return EXIT_UNDECIDED if found.undecided else EXIT_DECIDED


def register(subparsers: Any) -> None:
    """Add `daily [--date YYYY-MM-DD]` to a parser's sub-commands."""
    daily = subparsers.add_parser("daily", help=_("print the code of today's deal (UTC)"))
    daily.add_argument(
        "--date", metavar=_("YYYY-MM-DD"), help=_("the deal of another day (default: today)")
    )
    daily.set_defaults(func=show_daily)


def show_daily(args: argparse.Namespace) -> int:
    """`canfield daily`: the day's code on one line (exit 0); a bad date exits 2."""
    from canfield.teacher.daily import daily_deal, read_date, today

    if args.date is None:
        date = today()
    else:
        try:
            date = read_date(args.date)
        except ValueError:
            print(
                _("canfield: {value!r} is not a date; write it YYYY-MM-DD, e.g. 2026-03-01")
                .format(value=clip(args.date)),
                file=sys.stderr,
            )  # fmt: skip
            return 2
    found = daily_deal(date)
    if found is None:  # pragma: no cover - no date's candidates have all failed yet
        print(_("canfield: no deal of that day could be proved won"), file=sys.stderr)
        return 1
    print(found.code)
    return 0
