"""The `solve` command of `canfield`: can this deal (after these moves) still be won?

    canfield solve CODE [--moves "…"] [--budget SECONDS] [--json] [--where-lost]

Exit codes: 0 won, 1 lost (proved), 2 unknown (out of time or memory), 3 a bad code, move
or budget (one line on stderr). `--json` prints ``{"verdict", "moves", "nodes", "seconds"}``.
`--where-lost` asks instead where the line of `--moves` lost the game (see
`canfield.teacher.cli`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import TYPE_CHECKING, Any

from canfield.echo import clip, clip_words
from canfield.explain import explain
from canfield.i18n import _, decimal, ngettext, number

if TYPE_CHECKING:  # the search is imported when asked for, not by every command's parser
    from canfield.solver.portfolio import Solution

EXIT_WON = 0
EXIT_LOST = 1
EXIT_UNKNOWN = 2
EXIT_BAD_INPUT = 3
_EXIT = {"won": EXIT_WON, "lost": EXIT_LOST, "unknown": EXIT_UNKNOWN}


def register(subparsers: Any) -> None:
    """Add `solve` to a parser's sub-commands (`subparsers` from `add_subparsers()`)."""
    solve = subparsers.add_parser("solve", help=_("say whether a deal can still be won, and how"))
    solve.add_argument("code", metavar=_("CODE"), help=_("the game code, e.g. CF1-D3-AAAAACL"))
    solve.add_argument(
        "--moves", default="", metavar=_("MOVES"), help=_('moves to play first, e.g. "R>C2 S"')
    )
    solve.add_argument(
        "--budget", default="10", metavar=_("SECONDS"), help=_("how long to search (default 10)")
    )
    solve.add_argument("--json", action="store_true", help=_("print the answer as JSON"))
    solve.add_argument(
        "--where-lost",
        action="store_true",
        help=_("find the move of --moves after which the game could no longer be won"),
    )
    solve.set_defaults(func=run)


def _fail(reason: str) -> int:
    """Say what is wrong on one line of stderr; the exit code for bad input."""
    print(_("canfield: {reason}").format(reason=reason), file=sys.stderr)
    return EXIT_BAD_INPUT


def run(args: argparse.Namespace) -> int:
    """`canfield solve`: print the verdict (and the winning line) and exit with its code."""
    from canfield import engine
    from canfield.solver.portfolio import solve

    try:
        budget = float(args.budget)
    except ValueError:
        budget = math.nan
    if not (math.isfinite(budget) and budget > 0):
        return _fail(
            _("the budget is a number of seconds above 0, not {value!r}").format(
                value=clip(args.budget)
            )
        )
    try:
        state = engine.deal(args.code)
    except ValueError as exc:
        return _fail(clip_words(explain(exc)))
    start = state
    for n, text in enumerate(args.moves.split(), start=1):
        try:
            state = engine.apply(state, text)
        except ValueError as exc:  # a move that breaks a rule, or no move at all
            return _fail(
                _("move {n} ({move}): {reason}").format(
                    n=n, move=clip(text), reason=clip_words(explain(exc))
                )
            )
    if args.where_lost:
        from canfield.teacher.cli import where_lost

        return where_lost(start, args.moves.split(), budget, as_json=args.json)
    solution = solve(state, seconds=budget)
    if args.json:
        print(
            json.dumps(
                {
                    "verdict": solution.verdict,
                    "moves": list(solution.moves),
                    "nodes": solution.nodes,
                    "seconds": round(solution.seconds, 4),
                }
            )
        )
    else:
        print(_describe(solution))
    return _EXIT[solution.verdict]


def _describe(solution: Solution) -> str:
    """The answer in words: the verdict, the time and positions, the line for a win."""
    seconds = decimal(solution.seconds, 2)
    positions = ngettext("{n} position", "{n} positions", solution.nodes).format(
        n=number(solution.nodes)
    )
    if solution.verdict == "won":
        count = len(solution.moves)
        moves = ngettext("{n} move", "{n} moves", count).format(n=number(count))
        line = _("won: {moves} ({seconds} s, {positions})").format(
            moves=moves, seconds=seconds, positions=positions
        )
        return line + "\n" + " ".join(solution.moves)
    if solution.verdict == "lost":
        return _("lost: no line wins from here (proved in {seconds} s, {positions})").format(
            seconds=seconds, positions=positions
        )
    return _("unknown: not decided within {seconds} s ({positions})").format(
        seconds=seconds, positions=positions
    )
