"""The census's rounds: every deal at the first budget, then the undecided ones again with
larger budgets and position caps, until each is decided or the last round is done.

A deal's verdict, once decided, is a fact about the deal (a win was replayed by the engine,
a loss proved by an exhausted search); which round decides it depends on the machine and
its load, so the rounds go on raising the budget rather than taking a slow round's
"unknown" as an answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from canfield.census.runners import Runner
from canfield.census.table import CensusFile, Row
from canfield.census.work import Job
from canfield.values import record

GROWTH = 4
"""How much each round raises the time budget and the cap on positions."""

POSITIONS = 3_000_000
"""The cap on positions of the first round (the solver's default)."""

MAX_POSITIONS = 8_000_000
"""The largest cap of any round. The one-process solver holds about 1 KB a position (its
four searches' sets, heaps and stacks: 327 MB at 0.37 M positions), so a deal at this cap
holds about 8 GB, and two at a time fit a 24 GB machine."""


@record(slots=True)
class Round:
    """One round's time budget (seconds per deal) and cap on positions."""

    budget: float
    positions: int


def schedule(
    budget: float,
    max_budget: float,
    positions: int = POSITIONS,
    max_positions: int = MAX_POSITIONS,
) -> list[Round]:
    """The rounds from `budget` up to `max_budget`, each `GROWTH` times the last."""
    rounds = [Round(budget, min(positions, max_positions))]
    while rounds[-1].budget < max_budget:
        last = rounds[-1]
        budget = min(last.budget * GROWTH, max_budget)
        rounds.append(Round(budget, min(last.positions * GROWTH, max_positions)))
    return rounds


def to_do(codes: Sequence[str], rows: dict[str, Row], budget: float) -> list[str]:
    """The codes a round of `budget` solves: those without a row, and those left unknown
    by a smaller budget."""
    return [
        code
        for code in codes
        if (row := rows.get(code)) is None or (row.verdict == "unknown" and row.budget < budget)
    ]


class Progress(Protocol):
    """What a round reports to: a progress bar, or nothing in tests."""

    def __call__(self, total: int, title: str) -> Callable[[Row], None]:
        """Start a round of `total` deals; the function is told of each row."""
        ...


def run(
    census: CensusFile,
    runner: Runner,
    codes: Sequence[str],
    rounds: Iterable[Round],
    progress: Progress,
) -> int:
    """Solve `codes` round by round, storing each row as it comes; how many attempts ran."""
    attempts = 0
    for this in rounds:
        todo = to_do(codes, census.rows(codes), this.budget)
        if not todo:
            continue
        tell = progress(len(todo), f"{this.budget:g} s")
        jobs = (Job(code, this.budget, this.positions) for code in todo)
        for row in runner.solve(jobs):
            census.put(row)
            attempts += 1
            tell(row)
    return attempts


__all__ = ["GROWTH", "MAX_POSITIONS", "POSITIONS", "Progress", "Round", "run", "schedule", "to_do"]
