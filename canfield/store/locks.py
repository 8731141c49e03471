"""One window per game: an advisory lock file per game that the OS frees when the holder dies.

Two windows on one data folder must never play the same game record in two places.
A window holds `locks/<database>-game-<id>.lock` locked while the game is on its table; a second
window that finds it locked leaves that game alone (it resumes another one, or deals
anew). The lock is `flock` (POSIX) or `msvcrt.locking` (Windows): the kernel drops it
when the process ends in any way — closed, crashed, SIGKILLed — so a stale lock can
never keep a game from being resumed. The files are empty; a finished game's is removed.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

LOCK_FOLDER = "locks"

try:  # pragma: no cover - one of the two exists
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True


class GameLock:
    """The lock on one game of one data folder, held by this process or not at all."""

    def __init__(self, data_dir: Path, game_id: int, database: str = "") -> None:
        name = f"{database}-game-{game_id}.lock" if database else f"game-{game_id}.lock"
        self.path = data_dir / LOCK_FOLDER / name
        self._fd: int | None = None
        self.usable = True
        """False when the lock folder cannot be written: then nothing is coordinated."""

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if no other process holds it; True when this process holds it.

        A folder where no lock can be made (read-only, missing, on a file system that
        refuses locks) counts as taken: there is nothing to coordinate with, and the game
        must stay playable.
        """
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            self.usable = False
            return True
        try:
            locked = _try_lock(fd)
        except OSError:  # a file system without locks (ENOLCK, EOPNOTSUPP): as above
            os.close(fd)
            self.usable = False
            return True
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Give the lock up (closing the file drops it); removing the file is left to sweeps."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    def discard(self) -> None:
        """Release the lock of a finished game and remove its file.

        Safe only once the game is won or abandoned: no window takes a finished game up
        (each checks the game is still in progress after locking it).
        """
        self.release()
        with contextlib.suppress(OSError):
            self.path.unlink()
