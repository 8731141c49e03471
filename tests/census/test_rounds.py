"""The tail: deals left unknown come back with larger budgets and caps until decided or
the last round; a resumed census starts each unknown deal above the budget it had."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from canfield.census import rounds
from canfield.census.rounds import Round, schedule
from canfield.census.table import CensusFile, Row
from canfield.census.work import Job


class ScriptedRunner:
    """Decides each deal once its budget reaches the one written for it (never: inf)."""

    workers = 1
    place = "test"

    def __init__(self, needs: dict[str, float]) -> None:
        self.needs = needs
        self.jobs: list[Job] = []

    def solve(self, jobs: Iterable[Job]) -> Iterator[Row]:
        for job in jobs:
            self.jobs.append(job)
            decided = job.budget >= self.needs[job.code]
            verdict = "won" if decided else "unknown"
            yield Row(job.code, 3, verdict, job.budget / 2, job.positions, "", job.budget)

    def close(self, *, abort: bool = False) -> None:
        pass


def _quiet(total: int, title: str) -> Callable[[Row], None]:
    return lambda row: None


def test_the_schedule_grows_by_four_up_to_the_last_budget_and_the_cap() -> None:
    assert schedule(10, 640) == [
        Round(10, 3_000_000),
        Round(40, 8_000_000),
        Round(160, 8_000_000),
        Round(640, 8_000_000),
    ]
    assert schedule(10, 100, positions=1000, max_positions=10**9) == [
        Round(10, 1000),
        Round(40, 4000),
        Round(100, 16000),
    ]
    assert schedule(5, 5) == [Round(5, 3_000_000)]


def test_unknown_deals_come_back_with_more_time_until_decided_or_the_last_round(
    tmp_path: Path,
) -> None:
    needs = {"CF1-D3-AAAAAAA": 1, "CF1-D3-AAAAAAB": 4, "CF1-D3-AAAAAAC": float("inf")}
    runner = ScriptedRunner(needs)
    census = CensusFile.open(tmp_path / "c.sqlite")
    attempts = rounds.run(census, runner, list(needs), schedule(1, 16, 100), _quiet)
    asked = [(job.code[-1], job.budget, job.positions) for job in runner.jobs]
    assert asked == [
        ("A", 1, 100), ("B", 1, 100), ("C", 1, 100),
        ("B", 4, 400), ("C", 4, 400),
        ("C", 16, 1600),
    ]  # fmt: skip
    assert attempts == 6
    rows = census.rows(needs)
    assert [(rows[c].verdict, rows[c].budget) for c in needs] == [
        ("won", 1),
        ("won", 4),
        ("unknown", 16),
    ]
    # Resumed with a larger last budget, only the unknown deal runs again, and only
    # in the rounds above the budget it had.
    runner.jobs.clear()
    rounds.run(census, runner, list(needs), schedule(1, 64, 100), _quiet)
    assert [(job.code[-1], job.budget) for job in runner.jobs] == [("C", 64)]
    census.close()
