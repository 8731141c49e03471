"""Why a file could not be used, in the player's words and language.

The operating system and SQLite explain a failure in English of their own ("Permission
denied", "attempt to write a readonly database"); a notice the player reads in Danish
must not switch language halfway. `os_reason` words the usual causes in the player's
language and logs the original text, which stays available to whoever reads the log.
"""

from __future__ import annotations

import errno
import sqlite3

from canfield.i18n import N_, _
from canfield.log import get_logger

log = get_logger(__name__)

_BY_ERRNO: dict[int, str] = {
    errno.EACCES: N_("no permission"),
    errno.EPERM: N_("no permission"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk is full"),
    errno.EFBIG: N_("the file is too large"),
    errno.ENOENT: N_("it does not exist"),
    errno.ENOTDIR: N_("a file stands where a folder should be"),
    errno.EISDIR: N_("a folder stands where a file should be"),
    errno.EEXIST: N_("something else is already there"),
    errno.EIO: N_("the disk could not be read or written"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.ELOOP: N_("too many links lead to it"),
    errno.EMFILE: N_("too many files are open"),
    errno.ENFILE: N_("too many files are open"),
    errno.ENOLCK: N_("the file system does not lock files"),
    errno.EOPNOTSUPP: N_("the file system does not allow it"),
    errno.EBUSY: N_("it is in use"),
    errno.ETXTBSY: N_("it is in use"),
}
"""The causes a player meets, by error number."""

_SQLITE_WORDS = (
    ("readonly", N_("the file is read-only")),
    ("locked", N_("another program is using it")),
    ("busy", N_("another program is using it")),
    ("disk i/o", N_("the disk could not be read or written")),
    ("full", N_("the disk is full")),
    ("not a database", N_("the file is damaged")),
    ("malformed", N_("the file is damaged")),
    ("unable to open", N_("the file could not be opened")),
)
"""SQLite's messages, by a word they contain, in the order they are looked for."""


def os_reason(error: BaseException) -> str:
    """A short cause of `error` for a notice, in the player's language; the original
    (the system's or SQLite's English) is logged."""
    log.info("cause: %s (%s)", error, type(error).__name__)
    if isinstance(error, OSError) and error.errno in _BY_ERRNO:
        return _(_BY_ERRNO[error.errno])
    if isinstance(error, sqlite3.Error):
        text = str(error).lower()
        for word, said in _SQLITE_WORDS:
            if word in text:
                return _(said)
        return _("the games file could not be used")
    if isinstance(error, OSError):
        name = errno.errorcode.get(error.errno or 0)
        return _("the system refused it ({code})").format(code=name or error.errno)
    return _("an unexpected error")
