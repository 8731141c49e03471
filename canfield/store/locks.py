"""One window per game: an advisory lock file per game that the OS frees when the holder dies.

Two windows on one data folder must never play the same game record in two places.
A window holds `locks/<database>-game-<id>.lock` locked while the game is on its table; a second
window that finds it locked leaves that game alone (it resumes another one, or deals
anew). The lock is `flock` (POSIX) or `msvcrt.locking` (Windows): the kernel drops it
when the process ends in any way — closed, crashed, SIGKILLed — so a stale lock can
never keep a game from being resumed. The files are empty; a finished game's is removed.

The same lock is also taken in a folder of the user's own outside the data folder (see
`spare_folder`), so that windows still keep out of each other's games when the data
folder's `locks` cannot be used (a file in its place, no permission, a file system that
refuses locks). Only where no lock can be made anywhere is a lock `usable` False: a
game in progress is then never taken up (any other window may have it), and the player
is told.
"""

from __future__ import annotations

import contextlib
import os
import stat
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


def spare_folder() -> Path | None:
    """A folder only this user can write, outside the data folder, for the second lock:
    `$XDG_RUNTIME_DIR/canfield-locks`, else `canfield-locks-<uid>` in the temporary
    folder (made private, and refused if anyone else owns it or it is a link); None where
    there is no such folder (no user id to check it by)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(runtime) and os.path.isdir(runtime):
        return Path(runtime) / "canfield-locks"
    if not hasattr(os, "getuid"):
        return None
    import tempfile

    uid = os.getuid()
    folder = Path(tempfile.gettempdir()) / f"canfield-locks-{uid}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        found = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(found.st_mode) or found.st_uid != uid or found.st_mode & 0o077:
        return None  # someone else's, or open to others: not a place to trust
    return folder


class GameLock:
    """The lock on one game of one data folder, held by this process or not at all."""

    def __init__(
        self, data_dir: Path, game_id: int, database: str = "", spare: Path | None = None
    ) -> None:
        name = f"{database}-game-{game_id}.lock" if database else f"game-{game_id}.lock"
        self.path = data_dir / LOCK_FOLDER / name
        self.paths = [self.path, *([spare / name] if spare is not None and database else [])]
        """Where the lock is taken: the data folder's `locks`, then the spare folder (only
        for a database with a name of its own, which no other database shares)."""
        self._fds: list[int] = []
        self.usable = True
        """False when no lock could be made anywhere: then nothing is coordinated."""
        self.problem: OSError | None = None
        """Why the data folder's lock could not be made, if it could not."""

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return bool(self._fds)

    def acquire(self) -> bool:
        """Take the lock in every place where one can be made; True when this process
        holds it, False when another process holds it in any of them.

        Where no lock can be made in any place, True with `usable` False: there is
        nothing to coordinate with; the caller decides what that allows.
        """
        if self._fds:
            return True
        for path in self.paths:
            try:
                fd = self._take(path)
            except OSError as error:
                if path == self.path:
                    self.problem = error
                continue
            if fd is None:
                self.release()
                return False
            self._fds.append(fd)
        self.usable = bool(self._fds)
        return True

    @staticmethod
    def _take(path: Path) -> int | None:
        """Lock `path`: its descriptor, or None if another process holds it; OSError if
        no lock can be made there."""
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            locked = _try_lock(fd)  # OSError: a file system without locks
        except BaseException:
            os.close(fd)
            raise
        if not locked:
            os.close(fd)
            return None
        return fd

    def release(self) -> None:
        """Give the lock up (closing the files drops it); removing them is left to sweeps."""
        for fd in self._fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fds = []

    def discard(self) -> None:
        """Release the lock of a finished game and remove its files.

        Safe only once the game is won or abandoned: no window takes a finished game up
        (each checks the game is still in progress after locking it).
        """
        self.release()
        for path in self.paths:
            with contextlib.suppress(OSError):
                path.unlink()
