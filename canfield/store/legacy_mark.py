"""The database's note that the files of earlier versions were imported (see `legacy`).

Apart from `legacy` and its pydantic models, so that a start with no old files to
bring in (every start but the first, and most first ones) does without them.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

META_KEY = "imported legacy files"


def already_imported(conn: sqlite3.Connection) -> bool:
    """Whether the old files were imported into this database before."""
    return conn.execute("SELECT 1 FROM meta WHERE key = ?", (META_KEY,)).fetchone() is not None


def mark_imported(conn: sqlite3.Connection) -> None:
    """Note (inside the import's transaction) that the old files are in."""
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (META_KEY, stamp))
