"""Atomic file writes and setting bad files aside.

A save must never leave a half-written file behind, whatever happens to the process
(killed, power cut): the new text goes to a temporary file in the same folder, is
flushed and fsynced, and only then renamed over the old file, which is atomic on every
platform we run on. Until the rename the old file is untouched; after it, the new one
is complete. A temporary file left by a killed process is never read, and
`remove_stale_temporaries` sweeps old ones away.

A file that cannot be read is renamed next to the original with a timestamp, never
deleted, so the player (or a bug report) still has it.
"""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import time
from datetime import UTC, datetime
from pathlib import Path

TEMP_SUFFIX = ".tmp"
CORRUPT_MARK = ".corrupt-"
INVALID_MARK = ".invalid-"
STALE_AFTER_SECONDS = 3600.0


def _temp_prefix(path: Path) -> str:
    """Temporary files are hidden and named after their target, so a sweep finds them."""
    return f".{path.name}."


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) so that readers see the old or the new file, whole.

    The file keeps the old one's permissions; a new file is private to the user (0600).
    Raises OSError when the folder is missing or unwritable; the old file is then
    unchanged and no temporary file is left behind.
    """
    write_atomic_bytes(path, text.encode("utf-8"))


def write_atomic_bytes(path: Path, data: bytes, *, shared: bool = False) -> None:
    """`write_atomic` for bytes; `shared` files are readable by all (0644), as files a
    desktop publishes are (a launcher, an icon)."""
    import tempfile  # here, not at import: the window's start does without it (~2 ms)

    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=_temp_prefix(path), suffix=TEMP_SUFFIX)
    try:
        if shared and os.name != "nt":
            os.fchmod(fd, 0o644)
        else:
            _keep_permissions(path, fd)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_directory(path.parent)


def _keep_permissions(path: Path, fd: int) -> None:
    """Give the new file the old one's permissions (a new file stays private, 0600)."""
    if os.name == "nt":
        return
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return
    os.fchmod(fd, mode)


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable; not possible (nor needed) on Windows."""
    if os.name == "nt":
        return
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _free_name(path: Path, mark: str, now: datetime | None) -> Path:
    """`<name><mark><UTC timestamp>` next to `path`, with `-2`, `-3`, … if already taken."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    base = f"{path.name}{mark}{stamp}"
    target = path.with_name(base)
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{base}-{number}")
    return target


def set_aside(path: Path, now: datetime | None = None, mark: str = CORRUPT_MARK) -> Path:
    """Rename a bad file to `<name>.corrupt-<UTC timestamp>` next to it and return the new path.

    The name is unique even when called twice in the same second (`-2`, `-3`, … are
    appended). Raises OSError when the rename is not possible; nothing is deleted.
    """
    target = _free_name(path, mark, now)
    os.rename(path, target)
    return target


def copy_aside(path: Path, text: str, mark: str = INVALID_MARK) -> Path:
    """Keep a copy of a file's `text` as `<name>.invalid-<UTC timestamp>`; return its path.

    For a file that was read with some values replaced by defaults: the original stays
    where it is until the next save replaces it, and this copy keeps it after that. A
    copy of the very same text made before (the file read again, not yet rewritten) is
    returned instead of a new one, so each start does not add a copy.
    Raises OSError when the copy cannot be written.
    """
    kept = _same_copy(path, text, mark)
    if kept is not None:
        return kept
    target = _free_name(path, mark, None)
    write_atomic(target, text)
    return target


def _same_copy(path: Path, text: str, mark: str) -> Path | None:
    """An existing `<name><mark>…` copy holding exactly `text`, or None."""
    data = text.encode("utf-8")
    try:
        candidates = sorted(path.parent.glob(f"{glob.escape(path.name)}{mark}*"))
    except OSError:
        return None
    for candidate in candidates:
        with contextlib.suppress(OSError):
            info = candidate.lstat()
            same_size = stat.S_ISREG(info.st_mode) and info.st_size == len(data)
            if same_size and candidate.read_bytes() == data:
                return candidate
    return None


def remove_stale_temporaries(path: Path, older_than: float = STALE_AFTER_SECONDS) -> int:
    """Delete temporary files of `path` left by a process killed mid-save; return how many.

    Only files older than `older_than` seconds go, so a save running right now in
    another process is never disturbed. Errors are ignored: this is housekeeping.
    """
    prefix = _temp_prefix(path)
    limit = time.time() - older_than
    removed = 0
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return 0
    for candidate in candidates:
        name = candidate.name
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if candidate.is_file() and candidate.stat().st_mtime < limit:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed
