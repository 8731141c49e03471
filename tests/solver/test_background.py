"""Solving in another process: `poll` answers at once, `cancel` ends the job and its searches."""

from __future__ import annotations

import time
from pathlib import Path

from canfield import engine
from canfield.solver import Solution
from canfield.solver.background import Background, DealsTried, Winnable, solve_job, winnable_job

HARD = "CF1-D3-FNKHAEU"  # not decided in 3 s: the job is still working when cancelled


def _wait(job: Background, seconds: float) -> object | None:
    """Poll until the job answers (each poll must return at once), or `seconds` pass."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        started = time.monotonic()
        answer = job.poll()
        assert time.monotonic() - started < 0.1  # poll never waits for the job
        if answer is not None or not job.running:
            return answer
        time.sleep(0.01)
    raise AssertionError("the job did not answer in time")


def _children(pid: int) -> set[int]:
    """The live child processes of `pid` (Linux /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry.name))
    return found


def _running(pid: int) -> bool:
    """True while `pid` exists and has not ended: a zombie has ended (whoever adopts an
    orphan reaps it; a container's first process may never do so)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def test_a_solve_job_reports_the_solution() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    job = Background(solve_job(state, 10.0, None))
    answer = _wait(job, 20.0)
    assert isinstance(answer, Solution) and answer.verdict == "won"
    assert not job.running and job.poll() == answer
    for move in answer.moves:
        state = engine.apply(state, move)
    assert engine.is_won(state)


def test_cancel_stops_the_job_and_its_searches_at_once() -> None:
    job = Background(solve_job(engine.deal(HARD), 60.0, 2))
    pid = job._process.pid
    assert pid is not None
    deadline = time.monotonic() + 10
    while len(_children(pid)) < 2 and time.monotonic() < deadline:  # the portfolio started
        assert job.poll() is None
        time.sleep(0.02)
    searches = _children(pid)
    assert len(searches) == 2
    started = time.monotonic()
    job.cancel()
    assert time.monotonic() - started < 1.0  # cancel never waits (its join takes 5 s)
    assert not job.running and job.poll() is None

    def alive() -> set[int]:
        return {p for p in {pid} | searches if _running(p)}

    deadline = time.monotonic() + 10
    while alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert alive() == set()  # the job and both of its searches are gone


def test_a_winnable_job_deals_until_a_proved_win() -> None:
    job = Background(winnable_job(3, 5.0, seed=5))
    answer = _wait(job, 60.0)
    assert isinstance(answer, Winnable)
    assert answer.solution.verdict == "won" and answer.tried >= 1
    news = job.news()
    assert all(isinstance(n, DealsTried) for n in news)
    assert [n.tried for n in news] == list(range(1, answer.tried))
    state = engine.deal(answer.code)
    for move in answer.solution.moves:
        state = engine.apply(state, move)
    assert engine.is_won(state)
