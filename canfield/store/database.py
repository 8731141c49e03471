"""The games database: SQLite in WAL mode, checked at open, one transaction per change.

Statistics used to be one summary file rewritten from memory, so two windows overwrote
each other and a kill between two saves counted a game twice. Now every game is a row
with its moves, and every change — an action, a new deal, a win — is one transaction:
it happens whole or not at all, and two windows each add their own rows.

Opening never fails the game: a file that is not a database, fails `PRAGMA quick_check`
or holds a foreign schema is set aside (renamed with its `-wal`/`-shm` companions, never
deleted) and a fresh one is made; a folder that cannot be written gives a copy in
memory of what could be read. Should a write fail later (a full disk), the database
moves into memory with everything it held, so the window plays on and the file keeps
its last good save, which the next start resumes.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from canfield.i18n import _
from canfield.log import get_logger
from canfield.store import atomic
from canfield.store.reading import is_regular_or_missing
from canfield.store.reasons import os_reason

log = get_logger(__name__)

DB_FILE = "games.sqlite3"
SCHEMA_VERSION = 2
"""1: the first schema; 2: `games.source` (a dealt game, or one taken up from a record)."""
BUSY_TIMEOUT_SECONDS = 10.0
OPEN_ATTEMPTS = 5

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    draw INTEGER NOT NULL CHECK (draw IN (1, 3)),
    winnable_only INTEGER NOT NULL DEFAULT 0 CHECK (winnable_only IN (0, 1)),
    start TEXT,
    started TEXT NOT NULL,
    last_action TEXT,
    ended TEXT,
    outcome TEXT NOT NULL DEFAULT 'in progress'
        CHECK (outcome IN ('in progress', 'won', 'abandoned')),
    score INTEGER NOT NULL DEFAULT 0,
    cards_placed INTEGER NOT NULL DEFAULT 0 CHECK (cards_placed >= 0),
    elapsed REAL NOT NULL DEFAULT 0 CHECK (elapsed >= 0),
    actions INTEGER NOT NULL DEFAULT 0 CHECK (actions >= 0),
    length INTEGER NOT NULL DEFAULT 0 CHECK (length >= 0),
    redo_length INTEGER NOT NULL DEFAULT 0 CHECK (redo_length >= 0),
    undo_depth INTEGER NOT NULL DEFAULT 0 CHECK (undo_depth >= 0),
    source TEXT NOT NULL DEFAULT 'deal' CHECK (source IN ('deal', 'record', 'daily'))
);
CREATE INDEX IF NOT EXISTS games_by_outcome ON games (outcome, draw, ended);
CREATE TABLE IF NOT EXISTS moves (
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS redo (
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS imported (
    draw INTEGER PRIMARY KEY CHECK (draw IN (1, 3)),
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    best_score INTEGER NOT NULL,
    current_streak INTEGER NOT NULL,
    longest_streak INTEGER NOT NULL,
    cards_placed INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

TABLES = frozenset({"games", "moves", "redo", "imported", "meta"})
SQLITE_OWN = "sqlite_"
"""SQLite's own tables (`sqlite_sequence`, and `sqlite_stat1` after an ANALYZE a database
tool may run) say nothing about whose database it is."""


class DamagedDatabase(Exception):
    """The file at the database's place is not a healthy database of ours."""


def _connect(target: str, *, uri: bool = False) -> sqlite3.Connection:
    conn = sqlite3.connect(
        target,
        timeout=BUSY_TIMEOUT_SECONDS,
        isolation_level=None,
        uri=uri,
        check_same_thread=False,
    )
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _check(conn: sqlite3.Connection) -> None:
    """Raise DamagedDatabase unless the file passes quick_check and holds our schema."""
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if [tuple(row) for row in rows] != [("ok",)]:
            raise DamagedDatabase("; ".join(str(row[0]) for row in rows[:3]))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        names = {row[0] for row in tables if not str(row[0]).startswith(SQLITE_OWN)}
    except sqlite3.OperationalError:
        raise  # could not read (locked, no permission): not a sign of damage
    except sqlite3.DatabaseError as error:
        raise DamagedDatabase(str(error)) from error
    if not 0 <= version <= SCHEMA_VERSION or not names <= TABLES:
        raise DamagedDatabase(f"not a Canfield games database (version {version})")
    if version == 0 and names:
        raise DamagedDatabase("not a Canfield games database (foreign tables)")


MIGRATIONS = {
    1: "ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'deal' "
    "CHECK (source IN ('deal', 'record', 'daily'));",
}
"""What brings a database of each older version one version up: every game of a version 1
database was dealt (no game taken up from a record was marked then)."""


def _create_schema(conn: sqlite3.Connection) -> None:
    """Make the tables of a new database, or bring an older one up to `SCHEMA_VERSION`.

    The version is read inside the write transaction, so two windows opening one old
    file at once migrate it once: the second waits, then finds it done."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version:  # 0: a new database, made whole below
            for step in range(version, SCHEMA_VERSION):
                conn.execute(MIGRATIONS[step])
        for statement in SCHEMA.split(";"):
            if statement.strip():
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class Database:
    """One connection to the games database, healthy or moved into memory; never raising."""

    def __init__(self, data_dir: Path | None, warn: Callable[[str, str, str], None]) -> None:
        """Open (or create) `data_dir/games.sqlite3`; None means memory only.

        `warn(event, where, reason)` is told of each problem: event is "set aside",
        "stuck", "not saved".
        """
        self.warn = warn
        self.path = data_dir / DB_FILE if data_dir is not None else None
        self.on_disk = False
        self.conn = self._open()
        self.identity = self._identity()
        """A name of this very database, unique to it: a fresh one after a set-aside has
        another, so locks on the old one's games never stand for the new one's."""

    # -- opening -------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.warn("not saved", str(self.path.parent), os_reason(error))
            return self._memory()
        if not is_regular_or_missing(self.path) and not self._set_aside("not a regular file"):
            return self._memory()  # never opened: a FIFO would block, a device read on
        if _left_empty(self.path) and not self._set_aside("an empty file", event="empty"):
            return self._memory()
        try:
            conn = self._open_file()
        except DamagedDatabase as error:
            if not self._set_aside(str(error)):
                return self._memory()
            try:
                conn = self._open_file()
            except (DamagedDatabase, sqlite3.Error, OSError) as again:
                damaged = isinstance(again, DamagedDatabase)
                reason = _("the file is damaged") if damaged else os_reason(again)
                self.warn("not saved", str(self.path.parent), reason)
                return self._memory()
        except (sqlite3.Error, OSError) as error:
            return self._read_only_copy(error)
        self.on_disk = True
        return conn

    def _open_file(self) -> sqlite3.Connection:
        """Open and check the file; a window opening it at the same moment is waited for."""
        for attempt in range(OPEN_ATTEMPTS):
            try:
                return self._open_file_once()
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or attempt == OPEN_ATTEMPTS - 1:
                    raise
                time.sleep(0.2)
        raise AssertionError("unreachable")  # pragma: no cover

    def _open_file_once(self) -> sqlite3.Connection:
        assert self.path is not None
        conn = _connect(str(self.path))
        try:
            _check(conn)
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                log.info("%s: journal mode %s, not WAL", self.path, mode)
            conn.execute("PRAGMA synchronous = NORMAL")
            _create_schema(conn)
        except DamagedDatabase:
            conn.close()
            raise
        except sqlite3.DatabaseError as error:
            conn.close()
            if isinstance(error, sqlite3.OperationalError):
                raise
            raise DamagedDatabase(str(error)) from error
        return conn

    def _read_only_copy(self, cause: BaseException) -> sqlite3.Connection:
        """The folder cannot be written: play on a memory copy of what is there."""
        assert self.path is not None
        self.warn("not saved", str(self.path.parent), os_reason(cause))
        memory = self._memory()
        if not self.path.exists():
            return memory
        # A WAL database needs its -shm file even to be read; where that cannot be made,
        # `immutable` reads the main file alone (a clean close has checkpointed it).
        for options in ("mode=ro", "mode=ro&immutable=1"):
            try:
                source = _connect(f"{self.path.resolve().as_uri()}?{options}", uri=True)
                try:
                    _check(source)
                    source.backup(memory)
                finally:
                    source.close()
            except (DamagedDatabase, sqlite3.Error, OSError) as error:
                log.info("%s could not be read (%s): %s", self.path, options, error)
                memory.close()
                memory = self._memory()
                continue
            break
        _create_schema(memory)
        return memory

    def _memory(self) -> sqlite3.Connection:
        conn = _connect(":memory:")
        _create_schema(conn)
        return conn

    def _set_aside(self, reason: str, event: str = "set aside") -> bool:
        """Rename the damaged file and its WAL companions; False if it could not be.
        `event` is what the warning tells ("set aside", or "empty" for a 0-byte file)."""
        assert self.path is not None
        try:
            kept = atomic.set_aside(self.path)
        except FileNotFoundError:
            return True
        except OSError as error:
            self.warn("stuck", str(self.path), os_reason(error))
            return False
        for suffix in ("-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(OSError):
                if companion.exists():
                    os.rename(companion, kept.with_name(kept.name + suffix))
        log.info("%s: %s", self.path, reason)
        self.warn(event, str(kept), reason)
        return True

    def _identity(self) -> str:
        found = get_meta(self.conn, IDENTITY_KEY)
        if found is not None:
            return found
        import uuid  # once per database: not on every start (it imports `platform`)

        made = uuid.uuid4().hex[:16]
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute(
                "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", (IDENTITY_KEY, made)
            )
            found = get_meta(self.conn, IDENTITY_KEY)
        return found if found is not None else made

    # -- writing ---------------------------------------------------------------------

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE … COMMIT), rolled back on any error.

        A disk error moves the database into memory (see `_detach`) and runs the body
        again there, so the caller never sees it; other errors propagate.
        """
        for attempt in range(2):
            conn = self.conn
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:
                if attempt:
                    raise
                self._detach(error)
                continue
            try:
                yield conn
                conn.execute("COMMIT")
            except sqlite3.OperationalError as error:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                if attempt or not self.on_disk:
                    raise
                self._detach(error)
                raise _Retry() from error
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return

    def _detach(self, cause: BaseException) -> None:
        """The file cannot take writes any more: go on in memory from what it holds."""
        where = str(self.path.parent) if self.path is not None else ":memory:"
        self.warn("not saved", where, os_reason(cause))
        memory = _connect(":memory:")
        try:
            self.conn.backup(memory)
        except sqlite3.Error as error:
            log.info("the database could not be copied into memory: %s", error)
            memory.close()
            memory = self._memory()
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        self.conn = memory
        self.on_disk = False

    def close(self) -> None:
        """Close the connection (the WAL is checkpointed by SQLite when the last one closes)."""
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()


IDENTITY_KEY = "database id"
IMPORTED_KEY = "imported legacy files"


EMPTY_AFTER_SECONDS = 5.0
"""A 0-byte games file older than this was left empty (a copy gone wrong, a disk that
filled up); a younger one may be a window creating it right now, and is left to SQLite."""


def _left_empty(path: Path) -> bool:
    """Whether `path` is a 0-byte file with no journal beside it, not just being made."""
    try:
        found = os.stat(path)
    except OSError:
        return False
    journals = (path.with_name(path.name + suffix) for suffix in ("-wal", "-journal"))
    return (
        found.st_size == 0
        and time.time() - found.st_mtime > EMPTY_AFTER_SECONDS
        and not any(journal.exists() for journal in journals)
    )


def get_meta(conn: sqlite3.Connection, key: str) -> str | None:
    """A value of the `meta` table (the database's own facts), None if not set."""
    found = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if found is None else str(found[0])


def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    """Set a value of the `meta` table (inside the caller's transaction, if any)."""
    conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))


class _Retry(Exception):
    """A write failed on disk and was not done; the caller runs it again in memory."""


def write(database: Database, body: Callable[[sqlite3.Connection], object]) -> object:
    """Run `body` in one transaction, again in memory if the disk refused it."""
    for _attempt in range(2):
        try:
            with database.transaction() as conn:
                return body(conn)
        except _Retry:
            continue
    with database.transaction() as conn:  # pragma: no cover - memory does not refuse twice
        return body(conn)
