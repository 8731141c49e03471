"""A window's games in the games database: taking up the game in progress, dealing a new
one, and saving every action as one transaction (see `canfield.store.games`).

The ledger keeps the game on this window's table only (`TableLock`): it resumes the game
in progress played last that no other window holds, and never one another window may
hold; with no store, the games live in memory.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import History, Move
from canfield.i18n import _
from canfield.log import get_logger
from canfield.session.game import Game
from canfield.session.notices import Notices
from canfield.session.table_lock import TableLock
from canfield.store.database import Database
from canfield.store.game_rows import GameRow, Progress
from canfield.store.games import Games
from canfield.store.messages import Event, Kind, message
from canfield.store.persist import placements
from canfield.store.position import position_from_json, position_to_json
from canfield.store.reasons import os_reason

if TYPE_CHECKING:
    from canfield.store import Store
    from canfield.store.stats import RecentGame, Statistics

log = get_logger(__name__)


class Ledger:
    """The games of one window: what it deals, takes up and plays, each action saved."""

    def __init__(self, games: Games, lock: TableLock, notices: Notices) -> None:
        self.games = games
        self.lock = lock
        self.notices = notices
        self.playing: int | None = None
        """The id of the game on the table (its lock is held), None before the first."""

    @classmethod
    def of(cls, store: Store | None, notices: Notices) -> Ledger:
        """The ledger of a store's games, or of games in memory without one."""
        games = store.games if store is not None else Games(_memory())
        return cls(games, TableLock(store), notices)

    # -- taking a game up, dealing one -----------------------------------------------------

    def take_up(self, *, tell_elsewhere: bool) -> Game | None:
        """The latest game in progress no other window holds, resumed; None if there is
        none (or the rows cannot be read).

        `tell_elsewhere`: say so when the games in progress are all open in other windows
        (not worth saying when a new deal was asked for anyway).
        """
        try:
            return self._take_up(tell_elsewhere=tell_elsewhere)
        except sqlite3.Error as error:  # the rows cannot be read: play a new game
            log.info("the games in progress could not be read: %s", error)
            self.lock.release()
            return None

    def _take_up(self, *, tell_elsewhere: bool) -> Game | None:
        games = self.games
        elsewhere: GameRow | None = None
        for game_id in games.in_progress():
            row = games.get(game_id)
            if row is None:
                continue
            held = self.lock.hold(game_id, games, self.playing)
            if held is None:  # never take up a game another window may be playing
                self._no_locks(row)
                return None
            if not held:
                elsewhere = elsewhere or row
                continue
            row = games.get(game_id)  # again: it may have ended before the lock was had
            if row is None or row.outcome != "in progress":
                self.lock.release()
                continue
            try:
                game = self._resume(row)
            except (ValueError, engine.BadPosition) as error:
                log.info("game %s cannot be replayed (%s)", game_id, error)
                self._give_up(row)
                continue
            self.playing = game_id
            return game
        if elsewhere is not None and tell_elsewhere:
            self.notices.tell(message(Kind.GAME, Event.OPEN_ELSEWHERE, code=elsewhere.code))
        return None

    def _resume(self, row: GameRow) -> Game:
        start = position_from_json(row.start) if row.start else engine.deal(row.code)
        moves = self.games.moves(row.id)
        history = History.replay(
            start, moves, redo=self.games.redo_moves(row.id), undo_depth=row.undo_depth
        )
        return Game(
            row.id,
            str(engine.parse_code(row.code)),
            history,
            start_json=row.start,
            winnable_only=row.winnable_only,
            daily=row.source == "daily",
            elapsed=row.elapsed,
            finished=row.outcome == "won",
            started=row.actions > 0,
        )

    def _give_up(self, row: GameRow) -> None:
        """A game in progress whose record no longer replays: say so once, and end it as
        abandoned (its rows stay, `canfield record` prints them) so no start tries again."""
        self.games.abandon(row.id)
        self.notices.tell(message(Kind.GAME, Event.UNPLAYABLE, code=row.code, number=row.id))
        self.lock.drop()

    def _no_locks(self, row: GameRow) -> None:
        """Say that games cannot be locked here, so the game in progress was left alone."""
        lock = self.lock.unusable
        assert lock is not None
        reason = os_reason(lock.problem) if lock.problem else _("no file locks")
        self.notices.tell(
            message(
                Kind.GAME,
                Event.NO_LOCKS,
                folder=lock.path.parent,
                reason=reason,
                code=row.code,
                number=row.id,
            )
        )

    def leaving_notice(self, game: Game) -> None:
        """Say that the game taken up is left unfinished for a new deal (if it was begun)."""
        if game.started:
            self.notices.tell(message(Kind.GAME, Event.LEFT, code=game.code, number=game.id))

    def deal(self, code: str, *, winnable_only: bool, daily: bool = False) -> Game:
        """A new game of `code` (canonical); the game on the table, if any, is left.
        `daily` marks today's deal (counted apart, by day)."""
        draw = engine.parse_code(code).draw
        leaving = self.playing
        game_id = self.games.deal(
            code, draw, winnable_only=winnable_only, leaving=leaving, claim=self.lock.claim,
            source="daily" if daily else "deal",
        )  # fmt: skip
        self.lock.keep_claimed(self.games, leaving)
        self.playing = game_id
        history = History(engine.deal(code))
        return Game(game_id, code, history, winnable_only=winnable_only, daily=daily)

    def adopt(self, history: History, *, code: str | None) -> Game:
        """A game from a position set up by hand, with the line `history` has played; the
        game on the table, if any, is left."""
        start = history.start
        code = str(engine.parse_code(code)) if code else str(engine.GameCode(start.draw, 0))
        moves = [str(m) for m in history.moves]
        redo = [str(m) for m in history.redo_moves]
        start_json = position_to_json(start)
        current = history.current
        progress = Progress(
            current.score, placements(moves), history.undo_depth, engine.is_won(current)
        )
        leaving = self.playing
        game_id = self.games.adopt(
            code, start.draw, moves, redo, progress, start=start_json, leaving=leaving,
            claim=self.lock.claim,
        )  # fmt: skip
        self.lock.keep_claimed(self.games, leaving)
        self.playing = game_id
        return Game(game_id, code, history, start_json=start_json)

    # -- saving each action ----------------------------------------------------------------

    def played(self, game: Game, move: Move) -> None:
        """Save a move just played."""
        self.games.played(game.id, str(move), game.progress())

    def relined(self, game: Game) -> None:
        """Save an action that changed the line as a whole (see `Game.rewind`)."""
        history = game.history
        moves = [str(m) for m in history.moves]
        self.games.reline(game.id, moves, [str(m) for m in history.redo_moves], game.progress())

    def undone(self, game: Game) -> None:
        """Save an undo."""
        self.games.undone(game.id, game.progress())

    def redone(self, game: Game) -> None:
        """Save a redo."""
        self.games.redone(game.id, game.progress())

    def add_elapsed(self, game: Game, seconds: float) -> None:
        """Save more playing time (one small transaction)."""
        self.games.add_elapsed(game.id, seconds)

    # -- reading the figures ---------------------------------------------------------------

    def statistics(self) -> Statistics:
        """Both draw modes' figures, as the rows say now (zeros if they cannot be read)."""
        from canfield.store.stats import Statistics

        try:
            return self.games.statistics()
        except sqlite3.Error as error:
            log.info("the statistics could not be read: %s", error)
            return Statistics()

    def recent(self, draw: int, limit: int) -> list[RecentGame]:
        """The last `limit` counted games of a draw mode, oldest first ([] if unreadable)."""
        try:
            return self.games.recent(draw, limit)
        except sqlite3.Error as error:
            log.info("the last games could not be read: %s", error)
            return []

    def close(self) -> None:
        """Let the game go (another window may take it up); it stays in progress."""
        self.lock.release()


def _memory() -> Database:
    return Database(None, lambda event, where, reason: None)
