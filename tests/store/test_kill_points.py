"""A SIGKILL at any write of New game, Restart, an action or a win leaves exact counts.

The scenario below is played once to learn what the games look like after each step,
and to count every statement that writes to the database. Then, for each write
statement in turn, a forked child plays the scenario and kills itself with SIGKILL
just as that statement starts (SQLite's trace hook runs before the statement). The
next start must see exactly the games of the last step the child finished, or of the
step it was in — never a game counted twice, never a half-made change.
"""

from __future__ import annotations

import os
import signal
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from canfield import engine
from canfield.session import Session
from canfield.store import Statistics, Store, database
from tests.positions import one_move_from_winning

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

WRITES = ("BEGIN", "INSERT", "UPDATE", "DELETE", "COMMIT", "CREATE", "PRAGMA USER_VERSION")

Step = Callable[[list[Session], Store], None]


def _open(sessions: list[Session], store: Store) -> None:
    sessions.append(Session.open(store, code="CF1-D3-AAAAACL"))


def _tap(pile: str) -> Step:
    return lambda sessions, _store: (sessions[0].tap(pile), None)[1]


def _put_nearly_won(sessions: list[Session], _store: Store) -> None:
    sessions[0].adopt(engine.History(one_move_from_winning()))


STEPS: list[tuple[str, Step]] = [
    ("open", _open),
    ("draw", _tap("S")),
    ("draw again", _tap("S")),
    ("new game", lambda s, _st: s[0].new_game("CF1-D1-AAAAAAB")),
    ("draw", _tap("S")),
    ("restart", lambda s, _st: s[0].restart()),
    ("draw", _tap("S")),
    ("undo", lambda s, _st: (s[0].undo(), None)[1]),
    ("redo", lambda s, _st: (s[0].redo(), None)[1]),
    ("set up a nearly won game", _put_nearly_won),
    ("win", _tap("C1")),
    ("new game after the win", lambda s, _st: s[0].new_game("CF1-D3-AAAAAAC")),
    ("draw", _tap("S")),
]

REAL_CONNECT = database._connect

Snapshot = tuple[Statistics, list[tuple[str, list[str], list[str]]]]


def observe(folder: Path) -> Snapshot:
    """What the next start sees: the figures and the games in progress with their lines."""
    counting, database._connect = database._connect, REAL_CONNECT
    try:
        store = Store(folder / "config", folder / "data")
        return _look(store)
    finally:
        database._connect = counting


def _look(store: Store) -> Snapshot:
    games = store.games
    waiting = [
        (row.code, games.moves(row.id), games.redo_moves(row.id))
        for row in (games.get(i) for i in games.in_progress())
        if row is not None
    ]
    snapshot = (store.statistics(), sorted(waiting))
    store.close()
    return snapshot


def play(folder: Path, progress: Path | None = None) -> None:
    """Play every step on the store in `folder`, noting each finished step in `progress`."""
    store = Store(folder / "config", folder / "data")
    sessions: list[Session] = []
    for number, (_name, step) in enumerate(STEPS):
        step(sessions, store)
        if progress is not None:
            with progress.open("a") as note:
                note.write(f"{number}\n")


def _counting_connect(limit: int | None, seen: list[str]) -> Callable[..., sqlite3.Connection]:
    real = REAL_CONNECT

    def connect(target: str, *, uri: bool = False) -> sqlite3.Connection:
        conn = real(target, uri=uri)
        if target == ":memory:":
            return conn

        def trace(sql: str) -> None:
            if sql.strip().upper().startswith(WRITES):
                seen.append(sql)
                if limit is not None and len(seen) == limit:
                    os.kill(os.getpid(), signal.SIGKILL)

        conn.set_trace_callback(trace)
        return conn

    return connect


def test_every_write_point_survives_a_kill(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    snapshots = [observe(tmp_path / "nothing-yet")]
    monkeypatch.setattr(database, "_connect", _counting_connect(None, seen))
    reference = tmp_path / "reference"
    store = Store(reference / "config", reference / "data")
    sessions: list[Session] = []
    for _name, step in STEPS:
        step(sessions, store)
        snapshots.append(observe(reference))
    writes = len(seen)
    assert writes > 2 * len(STEPS)  # every step writes, in a transaction of its own
    assert snapshots[-1][0].mode(3).won == 1
    for kill_at in range(1, writes + 1):
        folder = tmp_path / f"kill-{kill_at}"
        progress = tmp_path / f"progress-{kill_at}"
        pid = os.fork()
        if pid == 0:  # the child: play until killed, never return into pytest
            try:
                database._connect = _counting_connect(kill_at, [])
                play(folder, progress)
            finally:
                os._exit(3)
        _pid, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, kill_at
        done = len(progress.read_text().split()) if progress.exists() else 0
        seen_now = observe(folder)
        allowed = snapshots[done : done + 2]
        assert seen_now in allowed, (kill_at, STEPS[min(done, len(STEPS) - 1)][0])
