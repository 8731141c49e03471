"""A killed window takes its solver with it: the job and its workers end within a second
of the window's death (SIGKILL: the window runs no code of its own to stop them)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import canfield

HARD = "CF1-D3-DXATVUJ"
"""A deal the solver does not decide in 30 seconds: its searches run on all that time."""

WINDOW = f"""
import os, sys, time
from canfield import engine
from canfield.solver.background import Background, solve_job
job = Background(solve_job(engine.deal({HARD!r}), 30.0, None))
print("started", flush=True)
time.sleep(120)
"""


def _state(pid: int) -> str | None:
    """A process's state letter (Z: a zombie, dead), or None when it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[0]


def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.add(int(entry.name))
    return found


def _descendants(pid: int) -> set[int]:
    found, todo = set(), [pid]
    while todo:
        for child in _children(todo.pop()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _alive(pids: set[int]) -> set[int]:
    return {pid for pid in pids if _state(pid) not in (None, "Z")}


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_a_killed_window_takes_its_solver_job_and_workers_with_it() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(canfield.__file__).parent.parent)}
    window = subprocess.Popen(
        [sys.executable, "-c", WINDOW], env=env, stdout=subprocess.PIPE, text=True
    )
    solver: set[int] = set()
    try:
        assert window.stdout is not None and window.stdout.readline().strip() == "started"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # the job, then its two searches, start
            solver = _descendants(window.pid)
            if len(_alive(solver)) >= 3:
                break
            time.sleep(0.05)
        assert len(_alive(solver)) >= 3, solver  # the job and at least two workers
        time.sleep(0.5)  # let them get well into their search
        solver = _descendants(window.pid)
        os.kill(window.pid, signal.SIGKILL)
        window.wait()
        killed = time.monotonic()
        while _alive(solver) and time.monotonic() - killed < 1.0:
            time.sleep(0.02)
        assert _alive(solver) == set(), "still running a second after the window died"
    finally:
        if window.poll() is None:
            window.kill()
        for pid in _alive(solver | _descendants(window.pid)):  # never leave one behind
            os.kill(pid, signal.SIGKILL)
