"""Windows keep out of each other's games even when the data folder's `locks` cannot be
used: the lock is taken in a folder of the user's own too. Where no lock can be made at
all (a file system that refuses locks everywhere), no window takes up a game in progress
that another may be playing: it deals anew and says so, and the game is kept."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canfield import engine
from canfield.engine import History
from canfield.session import Session
from canfield.store import Store, locks

CODE = "CF1-D3-AAAAACL"


def _store(root: Path) -> Store:
    return Store(root / "cfg", root / "data")


def _two_windows_play(root: Path) -> tuple[Session, Session, Store]:
    """A game begun and kept in progress, then two windows started on the folder."""
    first = Session.open(_store(root), code=CODE)
    first.play("R>C2")
    first.close()
    one, two = Session.open(_store(root)), Session.open(_store(root))
    return one, two, _store(root)


def _never_one_game_twice(one: Session, two: Session, check: Store) -> None:
    assert one.game_id != two.game_id  # the second window did not take the first's game
    one.play("S")
    two.play("S")
    for session in (one, two):  # each record still replays: written from one view only
        row = check.games.get(session.game_id)
        assert row is not None
        line = check.games.moves(session.game_id)
        assert History.replay(engine.deal(row.code), line).current == session.state


def test_a_file_where_the_lock_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / locks.LOCK_FOLDER).write_text("not a folder", encoding="utf-8")
    one, two, check = _two_windows_play(tmp_path)
    assert one.games.moves(one.game_id) == ["R>C2"]  # the first window resumed the game
    assert any("open in another window" in w for w in two.warnings())
    _never_one_game_twice(one, two, check)


def test_a_lock_folder_that_cannot_be_written(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    folder = shared_dir / "data" / locks.LOCK_FOLDER
    folder.mkdir(parents=True)
    for path in (shared_dir, shared_dir / "data"):
        path.chmod(0o777)
    folder.chmod(0o555)

    def check() -> list[Any]:
        os.environ.pop("XDG_RUNTIME_DIR", None)  # the spare folder: in the temp folder
        one, two, store = _two_windows_play(shared_dir)
        resumed = one.games.moves(one.game_id) == ["R>C2"]
        _never_one_game_twice(one, two, store)
        return [resumed, one.game_id != two.game_id]

    assert unprivileged(check) == [True, True]


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (errno.ENOLCK, "the file system does not lock files"),
        (errno.EOPNOTSUPP, "the file system does not allow it"),
    ],
)
def test_with_no_lock_anywhere_no_game_in_progress_is_taken_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, reason: str
) -> None:
    def refuse(fd: int) -> bool:
        raise OSError(code, "no locks here")

    first = Session.open(_store(tmp_path), code=CODE)
    first.play("R>C2")
    kept = first.game_id
    first.close()
    monkeypatch.setattr(locks, "_try_lock", refuse)
    lock = locks.GameLock(tmp_path, 1, "db", tmp_path / "spare")
    assert lock.acquire() is True and lock.usable is False  # nothing to coordinate with
    one = Session.open(_store(tmp_path))
    [notice] = one.warnings()
    assert "cannot be locked" in notice and f"({reason})" in notice
    assert CODE in notice and f"canfield record {kept}" in notice
    two = Session.open(_store(tmp_path))  # the first window's new deal is in progress too now
    [notice] = two.warnings()
    assert "cannot be locked" in notice
    assert kept not in (one.game_id, two.game_id)  # neither window plays it
    assert one.game_id != two.game_id
    one.play("S")  # each window plays and saves its own new deal
    two.play("S")
    games = _store(tmp_path).games
    row = games.get(kept)
    assert row is not None and row.outcome == "in progress"
    assert games.moves(kept) == ["R>C2"]  # the player's game is kept, untouched


def test_the_spare_folder_is_refused_when_someone_else_could_write_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path))
    folder = tmp_path / f"canfield-locks-{os.getuid()}"
    folder.mkdir(mode=0o777)
    folder.chmod(0o777)
    assert locks.spare_folder() is None
    folder.chmod(0o700)
    assert locks.spare_folder() == folder
