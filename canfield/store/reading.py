"""Reading a stored file without hanging or running out of memory, whatever is in its place.

A FIFO where the settings should be blocks a plain `open` for ever; a symlink to
`/dev/zero` reads without end; a 100 MB file is no settings file. So a file is opened
without blocking, must be a regular file, and is read only up to a size cap; anything
else is refused with `NotAFileError`, which the store treats as a damaged file (set
aside, defaults used).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

SETTINGS_CAP = 16 * 1024 * 1024
"""Settings are a few hundred bytes; the cap only keeps a wrong file from filling memory."""
STATISTICS_CAP = 1024 * 1024
GAME_CAP = 256 * 1024
"""An old game file is replayed at every start once imported, and a game must open in
about a second: 256 KB holds at most ~1.3·10⁵ moves (all stock taps, 2 bytes each) and
tens of thousands of ordinary ones, far beyond any game played by hand."""


class NotAFileError(OSError):
    """What is at the path is not a regular file of a believable size."""


def read_text_capped(path: Path, cap: int) -> str:
    """The UTF-8 text of the regular file at `path`, refusing anything else.

    Raises FileNotFoundError when nothing is there, `NotAFileError` for a FIFO, a device,
    a folder or a file over `cap` bytes, UnicodeDecodeError for bytes that are not UTF-8,
    and other OSErrors as the OS gives them.
    """
    return read_bytes_capped(path, cap).decode("utf-8")


def read_bytes_capped(path: Path, cap: int) -> bytes:
    """The bytes of the regular file at `path`, refusing anything else (as
    `read_text_capped`): never blocks on a FIFO, never reads more than `cap` + 1 bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError as error:
        raise NotAFileError(error.errno, "a folder is in the place of the file") from error
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotAFileError(0, "not a regular file (a device, a pipe or a folder)")
        if info.st_size > cap:
            raise NotAFileError(0, f"too large ({info.st_size} bytes; at most {cap} are read)")
        data = handle.read(cap + 1)
    if len(data) > cap:
        raise NotAFileError(0, f"too large (more than {cap} bytes)")
    return data


def is_regular_or_missing(path: Path) -> bool:
    """True when `path` is a regular file (following symlinks) or nothing at all."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return not path.is_symlink()
    except OSError:
        return False
