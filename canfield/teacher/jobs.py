"""The teacher's jobs for `canfield.solver.background.Background`: each runs in its own
process, so the window keeps its frame rate, and reports with `send`.

They are classes, not closures, so a spawned process can unpickle them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from canfield.engine import GameState, Move

WHERE_SECONDS = 10.0
"""Each solve of the bisection: as long as a hint's."""
WHERE_BUDGET = 90.0
"""No new solve of the bisection starts after this long; what is left is undecided."""


NICENESS = 10
"""How far the teacher's searches step back for the window: its frames come first."""


def give_way() -> None:
    """Lower this job process's priority (and its search processes', which inherit it), so
    a long bisection never takes the window's frames from it on a busy machine."""
    import contextlib
    import os

    with contextlib.suppress(AttributeError, OSError):  # no `nice` on Windows
        os.nice(NICENESS)


class WhereLostJob:
    """Bisect a line for its last winnable position; a `DealsTried` per solve (the news a
    `Background` passes on: here the positions decided so far), then the
    `WhereLost`."""

    def __init__(
        self,
        start: GameState,
        moves: tuple[Move, ...],
        seconds: float = WHERE_SECONDS,
        budget: float = WHERE_BUDGET,
    ) -> None:
        self.start = start
        self.moves = moves
        self.seconds = seconds
        self.budget = budget

    def __call__(self, send: Callable[[object], None]) -> None:
        from canfield.solver import solve
        from canfield.solver.background import DealsTried
        from canfield.teacher.where_lost import find

        give_way()

        def decide(state: GameState, seconds: float) -> tuple[str, tuple[str, ...]]:
            solution = solve(state, seconds=seconds)
            return solution.verdict, solution.moves

        send(
            find(
                self.start,
                self.moves,
                decide,
                seconds=self.seconds,
                budget=self.budget,
                told=lambda solves: send(DealsTried(solves)),
            )
        )


class DailyJob:
    """Work out the deal of a date; sends the `DailyDeal` (or None: none was proved)."""

    def __init__(self, date: dt.date) -> None:
        self.date = date

    def __call__(self, send: Callable[[object], None]) -> None:
        from canfield.teacher.daily import daily_deal

        give_way()

        send(daily_deal(self.date))


CHECK_SECONDS = 3.0
"""Each of the two solves of the check after a move (`LosingCheckJob`)."""


class LosingCheckJob:
    """After a move: did it turn a winnable position into a proved loss? Sends True only
    when the position after it is proved lost and the one before it proved winnable.

    One process of the solver's (``workers=1``), and a short time: a check, not a search.
    """

    def __init__(self, before: GameState, after: GameState, seconds: float = CHECK_SECONDS):
        self.before = before
        self.after = after
        self.seconds = seconds

    def __call__(self, send: Callable[[object], None]) -> None:
        from canfield.solver import solve

        give_way()
        if solve(self.after, seconds=self.seconds, workers=1).verdict != "lost":
            send(False)
            return
        send(solve(self.before, seconds=self.seconds, workers=1).verdict == "won")
