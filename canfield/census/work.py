"""One deal's attempt, as a worker solves it: in a local process or on a Dask worker.

Each attempt runs the whole solver in one process (`solve(..., workers=1)`: its searches
take turns by counts of positions, not by the clock), so a deal decided within its budget
gets the same verdict and the same winning line on any machine and under any load. The
budget is of the process's CPU time (`cpu=True`), so a busy machine does not leave more
deals undecided: only a slower processor does.
"""

from __future__ import annotations

import os
import signal
import threading
import time

from canfield.census.table import Row
from canfield.values import record


@record(slots=True)
class Job:
    """A deal to solve: its code, the time budget in seconds and the cap on positions."""

    code: str
    budget: float
    positions: int


def solve_one(job: Job) -> Row:
    """Solve one deal and give its row (the line a win's, space-separated)."""
    from canfield import engine
    from canfield.solver import solve

    state = engine.deal(job.code)
    solution = solve(state, seconds=job.budget, workers=1, max_positions=job.positions, cpu=True)
    return Row(
        code=job.code,
        draw=state.draw,
        verdict=solution.verdict,
        seconds=round(solution.seconds, 4),
        positions=solution.nodes,
        moves=" ".join(solution.moves),
        budget=job.budget,
    )


def start_worker() -> None:
    """A local worker leaves Ctrl+C to the census process, which stops the workers, and
    ends itself when that process is gone (killed, it could not stop them)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="census-parent-watch", daemon=True).start()


__all__ = ["Job", "solve_one", "start_worker"]
