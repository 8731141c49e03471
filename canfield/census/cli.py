"""The `census` command of `canfield`: solve a fixed sequence of deals, keep every verdict.

    canfield census --draw 3|1 --deals N [--first K] [--budget S] [--max-budget S]
        [--workers J] [--scheduler ADDRESS] [--out FILE] [--export CSV] [--report-only]
        [--json] [--quiet]

Its words are English only, like the report it feeds (`docs/winnability.md`): it is a
tool for whoever reruns or extends the census, not part of the game. Exit codes: 0 done
(unknowns included), 1 the workers failed or a win did not replay, 2 bad input or a file
that is not a census file, 130 Ctrl+C, 143 a kill (SIGTERM); the file is whole after any.
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import Any

EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143
DEFAULT_OUT = "canfield-census.sqlite"


def register(subparsers: Any) -> None:
    """Add `census` to a parser's sub-commands (`subparsers` from `add_subparsers()`)."""
    census = subparsers.add_parser(
        "census",
        help="solve a fixed sequence of deals and count how many can be won",
        description="Solve a fixed, documented sequence of deals (docs/winnability.md) and "
        "store each verdict in an SQLite file; a second run with the same --out resumes.",
    )
    census.add_argument("--draw", required=True, metavar="3|1", help="the draw mode")
    census.add_argument("--deals", required=True, metavar="N", help="how many deals")
    census.add_argument(
        "--first", default="0", metavar="K", help="start at position K of the sequence"
    )
    census.add_argument(
        "--budget", default="10", metavar="S", help="seconds per deal in the first round"
    )
    census.add_argument(
        "--max-budget",
        default=None,
        metavar="S",
        help="seconds per deal in the last round of the tail (default 64 × --budget)",
    )
    census.add_argument(
        "--workers", default=None, metavar="J", help="local worker processes (default: cores)"
    )
    census.add_argument(
        "--scheduler", default=None, metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://h:8786"
    )
    census.add_argument("--out", default=DEFAULT_OUT, metavar="FILE", help="the SQLite file")
    census.add_argument(
        "--export", default=None, metavar="CSV", help="then write the deals as CSV, wins replayed"
    )
    census.add_argument(
        "--report-only",
        action="store_true",
        help="solve nothing: print the summary (and write --export) of the file as it is",
    )
    census.add_argument("--json", action="store_true", help="print the summary as JSON")
    census.add_argument("--quiet", action="store_true", help="no progress bar")
    census.set_defaults(func=run)


class BadInput(ValueError):
    """An argument that cannot be used; the message says which and why."""


def _number(text: str, name: str, *, minimum: float, whole: bool) -> float:
    """Read an argument as a number of at least `minimum` (a whole one if `whole`)."""
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        kind = "a whole number" if whole else "a number"
        raise BadInput(f"{name} is {kind}, not {text[:40]!r}") from None
    if not math.isfinite(value) or value < minimum:
        raise BadInput(f"{name} is at least {minimum:g}, not {text[:40]}")
    return value


def run(args: argparse.Namespace) -> int:
    """`canfield census`: read the arguments, run the rounds, print the summary."""
    from canfield.census.session import Census, Settings

    try:
        if args.draw not in ("1", "3"):
            raise BadInput(f"--draw is 3 or 1, not {args.draw[:40]!r}")
        budget = _number(args.budget, "--budget", minimum=0.001, whole=False)
        max_budget = (
            budget * 64
            if args.max_budget is None
            else _number(args.max_budget, "--max-budget", minimum=budget, whole=False)
        )
        workers = (
            None
            if args.workers is None
            else int(_number(args.workers, "--workers", minimum=1, whole=True))
        )
        settings = Settings(
            draw=int(args.draw),
            deals=int(_number(args.deals, "--deals", minimum=0, whole=True)),
            first=int(_number(args.first, "--first", minimum=0, whole=True)),
            budget=budget,
            max_budget=max_budget,
            workers=workers,
            scheduler=args.scheduler,
            out=args.out,
            export=args.export,
            progress=not args.quiet,
            solve=not args.report_only,
        )
        census = Census.open(settings)
    except ValueError as exc:  # BadInput, CensusFileError, a range out of the sequence
        return _fail(str(exc))
    return census.run(json_summary=args.json)


def _fail(reason: str) -> int:
    """Say what is wrong on one line of stderr; the exit code for bad input."""
    print(f"canfield census: {reason}", file=sys.stderr)
    return EXIT_BAD_INPUT


__all__ = ["EXIT_BAD_INPUT", "EXIT_FAILED", "EXIT_INTERRUPTED", "EXIT_TERMINATED", "register"]
