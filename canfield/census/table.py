"""The census file: one SQLite table of deals, a row per deal, written as each is decided.

Every row is committed on its own, so a kill loses only the deals still being solved and
never leaves the file half written (SQLite's journal makes each commit whole). A file that
is not a census file (another database, a damaged one, no database at all) is refused with
`CensusFileError`, never changed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path

from canfield.values import record

VERDICTS = ("won", "lost", "unknown")
COLUMNS = ("code", "draw", "verdict", "seconds", "positions", "moves", "budget")
"""The columns of `deals`, in order (those of the CSV export too). `budget` is the time
budget of the attempt the row comes from, in seconds: an unknown row is tried again only
with a larger one. (An export writes a deal the run has not reached yet as unknown with a
budget of 0.)"""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS deals (
    code TEXT NOT NULL UNIQUE,
    draw INTEGER NOT NULL CHECK (draw IN (1, 3)),
    verdict TEXT NOT NULL CHECK (verdict IN ('won', 'lost', 'unknown')),
    seconds REAL NOT NULL,
    positions INTEGER NOT NULL,
    moves TEXT NOT NULL DEFAULT '',
    budget REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
    started TEXT NOT NULL,
    finished TEXT,
    draw INTEGER NOT NULL,
    workers INTEGER NOT NULL,
    place TEXT NOT NULL,
    machine TEXT NOT NULL,
    wall REAL NOT NULL DEFAULT 0,
    solved INTEGER NOT NULL DEFAULT 0
);
"""


class CensusFileError(ValueError):
    """The census file cannot be read or written; the message names the file and why."""


@record(slots=True)
class Row:
    """One deal's result: its verdict, the time and positions the deciding attempt took,
    the winning line (engine moves, space-separated) for a win, and that attempt's budget."""

    code: str
    draw: int
    verdict: str
    seconds: float
    positions: int
    moves: str
    budget: float


class CensusFile:
    """An open census file (`CensusFile.open` is the one door)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._db = connection

    @classmethod
    def open(cls, path: Path) -> CensusFile:
        """Open or create the file at `path`; raise `CensusFileError` for one that is not a
        census file."""
        if path.is_dir():
            raise CensusFileError(f"{path} is a folder, not a census file")
        try:
            db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
        except sqlite3.Error as exc:
            raise CensusFileError(f"{path} cannot be opened: {exc}") from None
        try:
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise CensusFileError(f"{path} is a damaged database: {check}")
            query = "SELECT name FROM sqlite_master WHERE type = 'table'"
            tables = {name for (name,) in db.execute(query)}
            found = [r[1] for r in db.execute("PRAGMA table_info(deals)")]
            if found and tuple(found) != COLUMNS:
                raise CensusFileError(
                    f"{path} has a table 'deals' with other columns: {', '.join(found)}"
                )
            if tables - {"deals", "runs"}:
                raise CensusFileError(
                    f"{path} is another database (tables {', '.join(sorted(tables))})"
                )
            db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as exc:
            db.close()
            raise CensusFileError(f"{path} is not a census file: {exc}") from None
        except CensusFileError:
            db.close()
            raise
        return cls(path, db)

    def close(self) -> None:
        """Close the file (every row is already committed)."""
        self._db.close()

    def rows(self, codes: Iterable[str]) -> dict[str, Row]:
        """The rows of these codes that the file has."""
        wanted = list(codes)
        found: dict[str, Row] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            query = f"SELECT {', '.join(COLUMNS)} FROM deals WHERE code IN ({marks})"
            for values in self._execute(query, chunk):
                row = Row(*values)
                found[row.code] = row
        return found

    def all_rows(self, draw: int) -> Iterator[Row]:
        """Every row of one draw mode, in the order of the deal numbers."""
        query = f"SELECT {', '.join(COLUMNS)} FROM deals WHERE draw = ? ORDER BY code"
        for values in self._execute(query, (draw,)):
            yield Row(*values)

    def put(self, row: Row) -> None:
        """Store a deal's row (replacing an earlier attempt's), committed at once."""
        marks = ",".join("?" * len(COLUMNS))
        self._execute(
            f"INSERT OR REPLACE INTO deals ({', '.join(COLUMNS)}) VALUES ({marks})",
            (row.code, row.draw, row.verdict, row.seconds, row.positions, row.moves, row.budget),
        )

    def start_run(self, draw: int, workers: int, place: str, machine: str, when: str) -> int:
        """Note that a run starts; its id for `end_run`."""
        cursor = self._execute(
            "INSERT INTO runs (started, draw, workers, place, machine) VALUES (?, ?, ?, ?, ?)",
            (when, draw, workers, place, machine),
        )
        return int(cursor.lastrowid or 0)

    def end_run(self, run: int, when: str, wall: float, solved: int) -> None:
        """Note how a run ended: when, after how long, with how many deals solved."""
        self._execute(
            "UPDATE runs SET finished = ?, wall = ?, solved = ? WHERE rowid = ?",
            (when, wall, solved, run),
        )

    def runs(self, draw: int) -> list[tuple[str, str | None, int, str, str, float, int]]:
        """The runs of one draw mode: started, finished, workers, place, machine, wall
        seconds and deals solved."""
        query = (
            "SELECT started, finished, workers, place, machine, wall, solved FROM runs "
            "WHERE draw = ? ORDER BY rowid"
        )
        return [tuple(values) for values in self._execute(query, (draw,))]

    def _execute(self, query: str, values: Iterable[object]) -> sqlite3.Cursor:
        """Run one statement; a failure of the file becomes a `CensusFileError`."""
        try:
            return self._db.execute(query, tuple(values))
        except sqlite3.Error as exc:
            raise CensusFileError(f"{self.path}: {exc}") from None


__all__ = ["COLUMNS", "VERDICTS", "CensusFile", "CensusFileError", "Row"]
