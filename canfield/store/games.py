"""Games as records: one row per game and its moves, each change one small transaction.

A row holds the code, draw mode, winnable-only flag, when it started, its last action
and its end, the outcome (in progress, won, abandoned), score, cards placed, elapsed
seconds, and how long its line, its redo stack and its undo reach are. The moves are
rows `(game, n, move)`: an action appends one, an undo moves the last one to the redo
rows, a redo moves it back — so saving an action costs the same in a game of ten moves
and in one of 10⁵. Nothing is stored about a position except how it was reached, so a
record can never hold an impossible position; a game that started from a position set
up by hand keeps that position too (`start`, see `canfield.store.position`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING

from canfield.store.database import Database, write
from canfield.store.game_rows import (
    ABANDONED,
    COLUMNS,
    IN_PROGRESS,
    WON,
    Claim,
    GameRow,
    Progress,
    Source,
    now,
    row_of,
)

if TYPE_CHECKING:  # the statistics' pydantic models load when first asked for
    from canfield.store.stats import RecentGame, Statistics


class Games:
    """The game rows of one database; every method is one transaction, or a read."""

    def __init__(self, database: Database) -> None:
        self.db = database

    # -- reading -----------------------------------------------------------------------

    def get(self, game_id: int) -> GameRow | None:
        """The row of a game, None if there is no such game."""
        found = self.db.conn.execute(
            f"SELECT {COLUMNS} FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        return row_of(found) if found else None

    def moves(self, game_id: int) -> list[str]:
        """The line of play from the start, in order."""
        rows = self.db.conn.execute(
            "SELECT move FROM moves WHERE game = ? ORDER BY n", (game_id,)
        ).fetchall()
        return [str(row[0]) for row in rows]

    def redo_moves(self, game_id: int) -> list[str]:
        """The moves redo would play again, next first."""
        rows = self.db.conn.execute(
            "SELECT move FROM redo WHERE game = ? ORDER BY n DESC", (game_id,)
        ).fetchall()
        return [str(row[0]) for row in rows]

    def in_progress(self) -> list[int]:
        """Games left in progress, the one played last first."""
        rows = self.db.conn.execute(
            "SELECT id FROM games WHERE outcome = ? "
            "ORDER BY COALESCE(last_action, started) DESC, id DESC",
            (IN_PROGRESS,),
        ).fetchall()
        return [int(row[0]) for row in rows]

    def with_code(self, code: str) -> list[int]:
        """The games dealt from `code`, the one played last first."""
        rows = self.db.conn.execute(
            "SELECT id FROM games WHERE code = ? "
            "ORDER BY COALESCE(last_action, started) DESC, id DESC",
            (code,),
        ).fetchall()
        return [int(row[0]) for row in rows]

    def latest(self) -> int | None:
        """The game played (or dealt) last, whatever its outcome."""
        found = self.db.conn.execute(
            "SELECT id FROM games ORDER BY COALESCE(last_action, started) DESC, id DESC LIMIT 1"
        ).fetchone()
        return int(found[0]) if found else None

    def listing(self, limit: int) -> list[GameRow]:
        """The last `limit` games, the latest first."""
        rows = self.db.conn.execute(
            f"SELECT {COLUMNS} FROM games ORDER BY id DESC LIMIT ?", (limit,)
        ).fetchall()
        return [row_of(row) for row in rows]

    def statistics(self) -> Statistics:
        """Both draw modes' figures, read from the rows in one transaction."""
        from canfield.store.stats import statistics

        return statistics(self.db.conn)

    def recent(self, draw: int, limit: int) -> list[RecentGame]:
        """The last `limit` counted games of a draw mode, oldest first (for a chart)."""
        from canfield.store.stats import recent_games

        return recent_games(self.db.conn, draw, limit)

    # -- changing ----------------------------------------------------------------------

    def deal(
        self,
        code: str,
        draw: int,
        *,
        winnable_only: bool = False,
        start: str | None = None,
        leaving: int | None = None,
        claim: Claim | None = None,
        source: Source = "deal",
    ) -> int:
        """Add a new game (no action yet) and return its id; `source` "daily": today's deal.

        `leaving` is the game the window had on its table: in the same transaction it
        becomes abandoned (or disappears, if it never had an action), so a kill can
        never leave both games in progress, nor count the old one twice. `claim` is
        called with the new id before the transaction commits — while no other window
        can see the game yet — to take its lock.
        """

        def body(conn: sqlite3.Connection) -> int:
            if leaving is not None:
                _leave(conn, leaving)
            cursor = conn.execute(
                "INSERT INTO games (code, draw, winnable_only, start, started, source) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (code, draw, int(winnable_only), start, now(), source),
            )
            game = int(cursor.lastrowid or 0)
            if claim is not None:
                claim(game)
            return game

        return int(str(write(self.db, body)))

    def adopt(
        self,
        code: str,
        draw: int,
        moves: Sequence[str],
        redo: Sequence[str],
        progress: Progress,
        *,
        start: str | None = None,
        leaving: int | None = None,
        winnable_only: bool = False,
        claim: Claim | None = None,
        source: Source = "deal",
    ) -> int:
        """Add a game already under way (an imported or pasted record); return its id.

        `leaving` and `claim` as for `deal`; `source` "record" for a game taken up from
        a record the player pasted.
        """

        def body(conn: sqlite3.Connection) -> int:
            if leaving is not None:
                _leave(conn, leaving)
            game = insert_game(
                conn, code, draw, moves, redo, progress, start=start,
                winnable_only=winnable_only, source=source,
            )  # fmt: skip
            if claim is not None:
                claim(game)
            return game

        return int(str(write(self.db, body)))

    def played(self, game_id: int, move: str, progress: Progress) -> None:
        """A new action: the move joins the line, redo is forgotten (R21)."""

        def body(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO moves (game, n, move) "
                "SELECT id, length + 1, ? FROM games WHERE id = ?",
                (move, game_id),
            )
            conn.execute("DELETE FROM redo WHERE game = ?", (game_id,))
            _update(conn, game_id, progress, "length = length + 1, redo_length = 0")

        write(self.db, body)

    def undone(self, game_id: int, progress: Progress) -> None:
        """Undo: the line's last move goes on top of the redo rows."""
        self._shift(game_id, progress, ("moves", "length"), ("redo", "redo_length"))

    def redone(self, game_id: int, progress: Progress) -> None:
        """Redo: the top redo row goes back on the line."""
        self._shift(game_id, progress, ("redo", "redo_length"), ("moves", "length"))

    def _shift(
        self, game_id: int, progress: Progress, source: tuple[str, str], target: tuple[str, str]
    ) -> None:
        """Move the top row of one stack (the line or the redo rows) onto the other, in one
        transaction. Each stack is its table and the `games` column holding its length;
        both names are constants of this module, never input."""
        (src, src_len), (dst, dst_len) = source, target

        def body(conn: sqlite3.Connection) -> None:
            conn.execute(
                f"INSERT INTO {dst} (game, n, move) "
                f"SELECT g.id, g.{dst_len} + 1, s.move FROM games g "
                f"JOIN {src} s ON s.game = g.id AND s.n = g.{src_len} WHERE g.id = ?",
                (game_id,),
            )
            conn.execute(
                f"DELETE FROM {src} WHERE game = ? AND n = "
                f"(SELECT {src_len} FROM games WHERE id = ?)",
                (game_id, game_id),
            )
            _update(
                conn, game_id, progress, f"{src_len} = {src_len} - 1, {dst_len} = {dst_len} + 1"
            )

        write(self.db, body)

    def reline(
        self, game_id: int, moves: Sequence[str], redo: Sequence[str], progress: Progress
    ) -> None:
        """One action that changes the line as a whole — going back to a position beyond
        undo's reach, or undoing that — in one transaction: the line and the redo rows
        are written anew (`redo` next first)."""

        def body(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM moves WHERE game = ?", (game_id,))
            conn.execute("DELETE FROM redo WHERE game = ?", (game_id,))
            _write_line(conn, game_id, moves, redo)
            _update(conn, game_id, progress, f"length = {len(moves)}, redo_length = {len(redo)}")

        write(self.db, body)

    def touch(self, game_id: int) -> None:
        """Make a game the one played last (it is taken up first by the next window)."""
        write(
            self.db,
            lambda conn: conn.execute(
                "UPDATE games SET last_action = ? WHERE id = ?", (now(), game_id)
            ),
        )

    def abandon(self, game_id: int) -> None:
        """End a game in progress as abandoned (or remove it, if it never had an action)."""
        write(self.db, lambda conn: _leave(conn, game_id))

    def add_elapsed(self, game_id: int, seconds: float) -> None:
        """More playing time for a game in progress (a won game's time is that of the win)."""
        if not seconds > 0:
            return
        write(
            self.db,
            lambda conn: conn.execute(
                "UPDATE games SET elapsed = elapsed + ? WHERE id = ? AND outcome = ?",
                (float(seconds), game_id, IN_PROGRESS),
            ),
        )


def insert_game(
    conn: sqlite3.Connection,
    code: str,
    draw: int,
    moves: Sequence[str],
    redo: Sequence[str],
    progress: Progress,
    *,
    start: str | None = None,
    winnable_only: bool = False,
    source: Source = "deal",
) -> int:
    """Add a game already under way inside the caller's transaction; return its id."""
    stamp = now()
    outcome = WON if progress.won else IN_PROGRESS
    cursor = conn.execute(
        "INSERT INTO games (code, draw, winnable_only, start, started, last_action, "
        "ended, outcome, score, cards_placed, actions, length, redo_length, undo_depth, "
        "source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            code, draw, int(winnable_only), start, stamp,
            stamp if moves or redo else None,
            stamp if progress.won else None,
            outcome, progress.score, progress.cards_placed,
            len(moves) + len(redo), len(moves), len(redo), progress.undo_depth, source,
        ),
    )  # fmt: skip
    game = int(cursor.lastrowid or 0)
    _write_line(conn, game, moves, redo)
    return game


def _write_line(
    conn: sqlite3.Connection, game_id: int, moves: Sequence[str], redo: Sequence[str]
) -> None:
    """Write a game's line and its redo rows (`redo` next first) where it has none."""
    conn.executemany(
        "INSERT INTO moves (game, n, move) VALUES (?, ?, ?)",
        ((game_id, n, move) for n, move in enumerate(moves, start=1)),
    )
    conn.executemany(
        "INSERT INTO redo (game, n, move) VALUES (?, ?, ?)",
        ((game_id, n, move) for n, move in enumerate(reversed(redo), start=1)),
    )


def _leave(conn: sqlite3.Connection, game_id: int) -> None:
    """The player left a game for another: abandoned if it had an action, else gone."""
    conn.execute(
        "DELETE FROM games WHERE id = ? AND outcome = ? AND actions = 0", (game_id, IN_PROGRESS)
    )
    conn.execute(
        "UPDATE games SET outcome = ?, ended = ? WHERE id = ? AND outcome = ?",
        (ABANDONED, now(), game_id, IN_PROGRESS),
    )


def _update(conn: sqlite3.Connection, game_id: int, progress: Progress, lengths: str) -> None:
    stamp = now()
    conn.execute(
        f"UPDATE games SET {lengths}, actions = actions + 1, "
        "score = CASE WHEN outcome = 'won' THEN score ELSE ? END, "
        "cards_placed = CASE WHEN outcome = 'won' THEN cards_placed ELSE ? END, "
        "undo_depth = ?, last_action = ?, "
        "outcome = CASE WHEN outcome = 'won' OR ? THEN 'won' ELSE outcome END, "
        "ended = CASE WHEN ended IS NULL AND ? THEN ? ELSE ended END "
        "WHERE id = ?",
        (
            progress.score, progress.cards_placed, progress.undo_depth, stamp,
            progress.won, progress.won, stamp, game_id,
        ),
    )  # fmt: skip
