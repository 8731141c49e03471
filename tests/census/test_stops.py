"""Stopping a census: Ctrl+C ends it quietly with 130, SIGTERM with 143, SIGKILL at any
moment; the file keeps every row committed before, and a new run goes on from there."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from canfield.cli import main
from tests.census.conftest import stored

ROOT = Path(__file__).resolve().parents[2]


def _start(out: Path) -> subprocess.Popen[str]:
    """A census of 300 Draw-1 deals (far more than the test waits for), in a new session
    so that a signal to its group reaches it and its worker, as Ctrl+C in a terminal."""
    command = [sys.executable, "-m", "canfield", "census", "--draw", "1", "--deals", "300"]
    return subprocess.Popen(
        [*command, "--workers", "1", "--out", str(out), "--quiet"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def _count(out: Path) -> int:
    """How many deals the file holds (0 while it is not there yet)."""
    if not out.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{out}?mode=ro", uri=True, timeout=5) as db:
            (n,) = db.execute("SELECT count(*) FROM deals").fetchone()
            return int(n)
    except sqlite3.OperationalError:  # the tables are not made yet
        return 0


def _wait_for_rows(process: subprocess.Popen[str], out: Path, rows: int) -> None:
    """Wait until the census has stored `rows` deals (it must still be running)."""
    deadline = time.monotonic() + 120
    while _count(out) < rows:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the census stored no rows in 2 minutes"
        time.sleep(0.05)


def _children(pid: int) -> list[int]:
    """The processes `pid` started (Linux's /proc)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(p) for p in (task / "children").read_text().split()]
    return found


def _gone(pid: int) -> bool:
    """True once process `pid` has ended (or is a zombie waiting for nobody)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_or_sigterm_stops_quietly_and_keeps_the_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], signum: int, code: int
) -> None:
    out = tmp_path / "c.sqlite"
    process = _start(out)
    _wait_for_rows(process, out, 2)
    os.killpg(process.pid, signum)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == code
    assert (stdout, stderr) == ("", "")
    kept = stored(out)  # the file is whole (integrity_check) and holds what was solved
    assert len(kept) >= 2
    with sqlite3.connect(out) as db:
        finished, solved = db.execute("SELECT finished, solved FROM runs").fetchone()
    assert finished  # the run was noted as ended, with the deals it stored (the count is
    assert len(kept) - 1 <= solved <= len(kept)  # taken just after a row is stored)
    # A new run goes on: what was decided stays as it was, the rest is solved.
    assert main(["census", "--draw", "1", "--deals", "4", "--out", str(out), "--quiet"]) == 0
    again = stored(out)
    assert {c: again[c] for c in kept if kept[c][0] != "unknown"} == {
        c: v for c, v in kept.items() if v[0] != "unknown"
    }
    assert {f"CF1-D1-AAAAAA{x}" for x in "ABCD"} <= set(again)
    capsys.readouterr()


def test_a_kill_leaves_a_whole_file_and_no_workers(tmp_path: Path) -> None:
    out = tmp_path / "c.sqlite"
    process = _start(out)
    _wait_for_rows(process, out, 3)
    workers = _children(process.pid)
    assert workers
    process.kill()
    process.communicate(timeout=60)
    assert len(stored(out)) >= 3  # integrity_check passes; the rows are there
    deadline = time.monotonic() + 30
    while not all(_gone(pid) for pid in workers):
        assert time.monotonic() < deadline, "a worker outlived the killed census by 30 s"
        time.sleep(0.1)
