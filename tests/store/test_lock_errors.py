"""A file system that refuses file locks (an NFS home without its lock service answers
ENOLCK, some network file systems EOPNOTSUPP) leaves the game playable, as a lock folder
that cannot be written does: the window opens and the game in progress is resumed."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from canfield.session import Session
from canfield.store import Store, locks


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP])
def test_a_refused_file_lock_leaves_the_game_playable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    def refuse(fd: int) -> bool:
        raise OSError(code, "no locks here")

    monkeypatch.setattr(locks, "_try_lock", refuse)
    lock = locks.GameLock(tmp_path, 1)
    assert lock.acquire() is True  # nothing to coordinate with
    assert lock.usable is False
    store = Store(tmp_path / "cfg", tmp_path / "data")
    session = Session(store, code="CF1-D3-AAAAACL")
    session.play("R>C2")
    kept = session.state
    session.close()
    store.close()
    again = Store(tmp_path / "cfg", tmp_path / "data")
    assert Session(again).state == kept
