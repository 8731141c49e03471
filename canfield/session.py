"""One game being played: the history, its code, and keeping it all on disk.

The window turns input into moves and hands them here; this class applies them through
the engine and saves every action as one transaction of the games database (see
`canfield.store.games`), so the statistics are always what the rows say. No pygame.

A game is on one window's table at a time: the session holds the game's lock (see
`canfield.store.locks`) while it plays it. At start it resumes the game in progress
played last that no other window has open, or deals anew; it never plays a game another
window holds.
"""

from __future__ import annotations

import random
import sqlite3
from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import GameState, History, Move
from canfield.engine.wording import N_
from canfield.i18n import _
from canfield.log import get_logger
from canfield.records import record
from canfield.store.atomic import remove_stale_temporaries
from canfield.store.database import Database
from canfield.store.first_look import FirstLook, first_look
from canfield.store.games import ABANDONED, WON, GameRow, Games, Progress
from canfield.store.locks import GameLock
from canfield.store.messages import Event, Kind, message
from canfield.store.persist import placements
from canfield.store.position import position_from_json, position_to_json
from canfield.store.reasons import os_reason

if TYPE_CHECKING:
    # The pydantic models are imported when first used (see `defer_settings`).
    from canfield.store import Store
    from canfield.store.settings import Settings
    from canfield.store.stats import RecentGame, Statistics

log = get_logger(__name__)


@record
class Outcome:
    """What an action did: the positions before and after, and the move if it was one."""

    before: GameState
    after: GameState
    move: Move | None = None


def read_move(text: str) -> Move:
    """`Move.parse`, with any odd input refused as an `IllegalMove` (never Python's words).

    A card count of thousands of digits would otherwise reach `int()` and come back as
    Python's limit on long numbers; it is simply not a move.
    """
    try:
        return Move.parse(text)
    except engine.IllegalMove:
        raise
    except ValueError as error:
        shown = text if len(text) <= 40 else f"{text[:20]}… ({len(text)})"
        raise engine.IllegalMove(
            N_("{text} is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4"),
            rule="notation",
            text=repr(shown),
        ) from error


def read_record(text: str) -> tuple[str, list[Move]]:
    """A game record's canonical code and moves; `ValueError` subclasses if bad."""
    words = text.split()
    if not words:
        return engine.parse_record(text)
    return str(engine.parse_code(words[0])), [read_move(word) for word in words[1:]]


def with_draw(code: str, draw: int | None) -> str:
    """`code` in canonical form, dealt in `draw` mode when one is asked (as New game does)."""
    parsed = engine.parse_code(code)
    if draw is None or draw == parsed.draw:
        return str(parsed)
    return str(engine.GameCode(draw, parsed.number))


class Session:
    """The game in the window: play, tap, undo, redo, new game, restart.

    `store` may be None (tests, or a portable run): then the games live in memory only.
    `code` / `draw` deal that game (the one in progress is then left unfinished, and a
    warning says so); `start` deals a position set up by hand (a seam for tests and
    puzzles); with none of them the game in progress is resumed.

    With `defer_settings` and no `settings`, the settings' pydantic model is loaded from
    the store the first time `settings` is asked for (or by `settle_settings`), not at
    once: the window plays on `look` (every setting, read by `canfield.store.first_look`)
    and asks for the model only to change a setting or to open Settings.
    """

    def __init__(
        self,
        store: Store | None,
        settings: Settings | None = None,
        *,
        code: str | None = None,
        draw: int | None = None,
        rng: random.Random | None = None,
        start: GameState | None = None,
        winnable_only: bool = False,
        defer_settings: bool = False,
    ) -> None:
        self.store = store
        self.rng = rng
        self._warnings: list[str] = []
        self.notices: set[str] = set()
        """The warnings about the games themselves (a game left, one open elsewhere), as
        opposed to problems with the files: the window titles its notice by them."""
        self._settings = settings
        self._look: FirstLook | None = None
        if settings is None and not (defer_settings and store is not None):
            self._settings = self._load_settings()
        self.games: Games = store.games if store is not None else Games(self._memory())
        self._lock: GameLock | None = None
        self._claimed: GameLock | None = None
        self._unlockable: GameLock | None = None
        """A lock that could be made nowhere (see `_hold`)."""
        self.game_id = 0
        self.winnable_only = winnable_only
        self.elapsed = 0.0
        self._finished = False
        self.started = False
        """Whether this game has had an action (its clock runs from the first one)."""
        self._start_json: str | None = None
        explicit = bool(code or draw or start is not None)
        try:
            held = self._take_up_game_in_progress(tell_elsewhere=not explicit)
        except sqlite3.Error as error:  # the rows cannot be read: play a new game
            log.info("the games in progress could not be read: %s", error)
            self.close()
            held = None
        if held is not None and not explicit:
            return
        leaving = held.id if held is not None else None
        if held is not None and held.actions > 0:
            self._warn(message(Kind.GAME, Event.LEFT, code=held.code, number=held.id))
        if start is not None:
            self._deal_position(start, code, leaving=leaving)
        else:
            dealt = with_draw(code, draw) if code else engine.new_code(draw or self.look.draw, rng)
            self._deal(dealt, winnable_only=winnable_only, leaving=leaving)

    # -- the settings ----------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The player's settings (loaded now if they were deferred)."""
        if self._settings is None:
            self._settings = self._load_settings()
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings

    @property
    def settings_deferred(self) -> bool:
        """True until deferred settings are loaded (see the class's docstring)."""
        return self._settings is None

    def _load_settings(self) -> Settings:
        if self.store is not None:
            return self.store.load_settings()
        from canfield.store.settings import Settings

        return Settings()

    @property
    def look(self) -> FirstLook:
        """The settings the first frame needs (see `canfield.store.first_look`), without
        loading deferred settings if the file can be read without them."""
        if self._settings is None and self.store is not None:
            if self._look is None:
                self._look = first_look(self.store.settings_path)
            if self._look is not None:
                return self._look
        s = self.settings
        return FirstLook(
            s.language,
            s.draw,
            s.double_click,
            s.window_size,
            s.window_position,
            s.fullscreen,
            s.animations,
            s.sound,
            s.winnable_only,
        )

    def settle_settings(self) -> None:
        """After the first frame: load deferred settings whose file the model must look
        at (a problem in it is then among the warnings), else only tidy the temporaries
        a killed save left, as loading would (`canfield.store.atomic`)."""
        if self._settings is None and self.store is not None:
            if self.look.clean:
                remove_stale_temporaries(self.store.settings_path)
            else:
                self._settings = self._load_settings()

    # -- the position ----------------------------------------------------------------

    @property
    def history(self) -> History:
        """The game line: the position, undo and redo."""
        return self._history

    @history.setter
    def history(self, history: History) -> None:
        """Put a history on the table as a new game (a position set up by hand and its line)."""
        self._adopt(history, code=None, leaving=self.game_id or None)

    @property
    def state(self) -> GameState:
        """The position now."""
        return self._history.current

    @property
    def draw(self) -> int:
        """The draw mode of the game being played."""
        return self.state.draw

    @property
    def won(self) -> bool:
        """R18."""
        return engine.is_won(self.state)

    @property
    def finished(self) -> bool:
        """Whether this game was won (even if undone since): its time stands still."""
        return self._finished

    # -- actions ---------------------------------------------------------------------

    def play(self, move: Move | str) -> Outcome:
        """Apply a move; raises `engine.IllegalMove` (nothing changes) when it breaks a rule."""
        parsed = move if isinstance(move, Move) else Move.parse(move)
        before = self.state
        self._history.play(parsed)
        self._placed += parsed.to_foundation
        self.games.played(self.game_id, str(parsed), self._progress())
        self._finished = self._finished or self.won
        self.started = True
        return Outcome(before, self.state, parsed)

    def tap(self, pile: str, count: int = 1) -> Outcome | None:
        """R19 for a click on a card; None when the tap finds no place."""
        move = engine.tap(self.state, pile, count, double_click=self.look.double_click)
        return self.play(move) if move is not None else None

    def undo(self) -> Outcome | None:
        """Take back the last action (R21); None when there is none."""
        recent = self._history.recent()
        if not recent:
            return None
        before = self.state
        self._history.undo()
        self._placed -= recent[-1][1].to_foundation
        self.games.undone(self.game_id, self._progress())
        self.started = True
        return Outcome(before, self.state)

    def redo(self) -> Outcome | None:
        """Play the last undone action again; None when there is none."""
        if not self._history.can_redo:
            return None
        move = self._history.redo_moves[0]
        before = self.state
        self._history.redo()
        self._placed += move.to_foundation
        self.games.redone(self.game_id, self._progress())
        self._finished = self._finished or self.won
        self.started = True
        return Outcome(before, self.state, move)

    def new_game(
        self, code: str | None = None, draw: int | None = None, *, winnable_only: bool = False
    ) -> None:
        """Deal a new game: a given code (in `draw` mode if given), or a random one.

        `winnable_only` marks a deal picked among those known to be winnable. A bad code
        raises `engine.BadGameCode` and leaves the game as it was.
        """
        code = with_draw(code, draw) if code else engine.new_code(draw or self.look.draw, self.rng)
        self._deal(code, winnable_only=winnable_only, leaving=self.game_id)

    def restart(self) -> None:
        """Deal the same game again from its start (a new game for the statistics)."""
        if self._start_json is not None:
            self._deal_position(self._history.start, self.code, leaving=self.game_id)
        else:
            self._deal(self.code, winnable_only=self.winnable_only, leaving=self.game_id)

    def add_elapsed(self, seconds: float) -> None:
        """Count `seconds` more of playing time for this game, saved with it.

        The window calls it while the game is shown and not paused (minimised, a dialog
        open); each call is one small transaction, so calling it every second is fine.
        Once the game is won its time stands still (it is the time of the win).
        """
        if self._finished:
            return
        if seconds > 0 and seconds < float("inf"):
            self.elapsed += seconds
            self.games.add_elapsed(self.game_id, seconds)

    def set_settings(self, settings: Settings) -> None:
        """Take new settings and save them at once."""
        self.settings = settings
        if self.store:
            self.store.save_settings(settings)

    def warnings(self) -> list[str]:
        """Problems with the files on disk and notices about the games, each given once."""
        given, self._warnings = self._warnings, []
        return given + (self.store.pop_warnings() if self.store else [])

    def record(self) -> str:
        """The game record: the code and the moves (RULES.md)."""
        return engine.format_record(self.code, self._history.moves)

    # -- statistics --------------------------------------------------------------------

    @property
    def stats(self) -> Statistics:
        """Both draw modes' figures, as the game rows say now (zeros if they cannot be read)."""
        from canfield.store.stats import Statistics, statistics

        try:
            return statistics(self.games.db.conn)
        except sqlite3.Error as error:
            log.info("the statistics could not be read: %s", error)
            return Statistics()

    def recent_games(self, draw: int, limit: int = 20) -> list[RecentGame]:
        """The last `limit` games of a draw mode (score, outcome, time), oldest first."""
        from canfield.store.stats import recent_games

        try:
            return recent_games(self.games.db.conn, draw, limit)
        except sqlite3.Error as error:
            log.info("the last games could not be read: %s", error)
            return []

    def close(self) -> None:
        """Let the game go (another window may take it up); it stays in progress."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # -- bookkeeping -----------------------------------------------------------------

    def _memory(self) -> Database:
        return Database(None, lambda event, where, reason: None)

    def _warn(self, text: str) -> None:
        self.notices.add(text)
        if self.store is not None:
            self.store.warn(text)
        elif text not in self._warnings:
            self._warnings.append(text)

    def _progress(self) -> Progress:
        state = self.state
        return Progress(state.score, self._placed, self._history.undo_depth, engine.is_won(state))

    def _lock_for(self, game_id: int) -> GameLock | None:
        """The lock of a game, taken; None when another window has it (or no store)."""
        if self.store is None:
            return None
        if self._claimed is not None and self._claimed.path == self.store.lock(game_id).path:
            return self._claimed  # asked again: a write run once more in memory
        lock = self.store.lock(game_id)
        return lock if lock.acquire() else None

    def _claim(self, game_id: int) -> None:
        """Take a new game's lock inside the transaction that makes the game."""
        self._claimed = self._lock_for(game_id)

    def _switch_lock(self, lock: GameLock | None) -> None:
        """Hold `lock` from now on; the previous game's lock goes (its file too if it ended)."""
        previous, self._lock, self._claimed = self._lock, lock, None
        if previous is None or previous is lock:
            return
        row = self.games.get(self.game_id) if self.game_id else None
        if row is None or row.outcome != "in progress":
            previous.discard()
        else:
            previous.release()

    def _hold(self, game_id: int) -> bool | None:
        """Take the lock of a game in progress; False when another window has it, None
        when no lock can be made at all (then no window can know who has it)."""
        if self.store is None:
            return True
        lock = self._lock_for(game_id)
        if lock is None:
            return False
        if not lock.usable:
            self._unlockable = lock
            return None
        self._switch_lock(lock)
        return True

    def _take_up_game_in_progress(self, *, tell_elsewhere: bool) -> GameRow | None:
        """Resume the latest game in progress no other window holds; its row, or None.

        `tell_elsewhere`: warn when the games in progress are all open in other windows
        (not worth saying when a new deal was asked for anyway).
        """
        elsewhere: GameRow | None = None
        for game_id in self.games.in_progress():
            row = self.games.get(game_id)
            if row is None:
                continue
            held = self._hold(game_id)
            if held is None:  # never take up a game another window may be playing
                self._warn_no_locks(row)
                return None
            if not held:
                elsewhere = elsewhere or row
                continue
            row = self.games.get(game_id)  # again: it may have ended before the lock was had
            if row is None or row.outcome != "in progress":
                self.close()
                continue
            try:
                self._resume(row)
            except (ValueError, engine.BadPosition) as error:
                log.info("game %s cannot be replayed (%s)", game_id, error)
                self._give_up(row)
                continue
            return row
        if elsewhere is not None and tell_elsewhere:
            self._warn(message(Kind.GAME, Event.OPEN_ELSEWHERE, code=elsewhere.code))
        return None

    def _warn_no_locks(self, row: GameRow) -> None:
        """Say that games cannot be locked here, so the game in progress was left alone."""
        lock = self._unlockable
        assert lock is not None
        reason = os_reason(lock.problem) if lock.problem else _("no file locks")
        self._warn(
            message(
                Kind.GAME,
                Event.NO_LOCKS,
                folder=lock.path.parent,
                reason=reason,
                code=row.code,
                number=row.id,
            )
        )

    def _give_up(self, row: GameRow) -> None:
        """A game in progress whose record no longer replays: say so once, and end it as
        abandoned (its rows stay, `canfield record` prints them) so no start tries again."""
        self.games.abandon(row.id)
        self._warn(message(Kind.GAME, Event.UNPLAYABLE, code=row.code, number=row.id))
        if self._lock is not None:
            self._lock.discard()
            self._lock = None

    def _resume(self, row: GameRow) -> None:
        start = position_from_json(row.start) if row.start else engine.deal(row.code)
        moves = self.games.moves(row.id)
        history = History.replay(
            start, moves, redo=self.games.redo_moves(row.id), undo_depth=row.undo_depth
        )
        self.code = str(engine.parse_code(row.code))
        self._history = history
        self._placed = placements(moves)
        self._start_json = row.start
        self.game_id = row.id
        self.winnable_only = row.winnable_only
        self.elapsed = row.elapsed
        self._finished = row.outcome == "won"
        self.started = row.actions > 0

    def _deal(self, code: str, *, winnable_only: bool, leaving: int | None) -> None:
        code = str(engine.parse_code(code))
        draw = engine.parse_code(code).draw
        game_id = self.games.deal(
            code, draw, winnable_only=winnable_only, leaving=leaving, claim=self._claim
        )
        self._switch_lock(self._claimed)
        self.code = code
        self._history = History(engine.deal(code))
        self._placed = 0
        self._start_json = None
        self.game_id = game_id
        self.winnable_only = winnable_only
        self.elapsed = 0.0
        self._finished = False
        self.started = False

    def _deal_position(self, start: GameState, code: str | None, *, leaving: int | None) -> None:
        self._adopt(History(start), code=code, leaving=leaving)

    def _adopt(self, history: History, *, code: str | None, leaving: int | None) -> None:
        """A game from a position set up by hand, with the line `history` has played."""
        start = history.start
        code = str(engine.parse_code(code)) if code else str(engine.GameCode(start.draw, 0))
        moves = [str(m) for m in history.moves]
        redo = [str(m) for m in history.redo_moves]
        start_json = position_to_json(start)
        current = history.current
        placed = placements(moves)
        progress = Progress(current.score, placed, history.undo_depth, engine.is_won(current))
        game_id = self.games.adopt(
            code, start.draw, moves, redo, progress, start=start_json, leaving=leaving,
            claim=self._claim,
        )  # fmt: skip
        self._switch_lock(self._claimed)
        self.code = code
        self._history = history
        self._placed = placed
        self._start_json = start_json
        self.game_id = game_id
        self.winnable_only = False
        self.elapsed = 0.0
        self._finished = engine.is_won(current)
        self.started = bool(moves or redo)


def take_up_record(store: Store, text: str) -> int:
    """Put a game record (`CF1-… moves`) on top of the games in progress; return its id.

    The next window started resumes it. A record identical to a game already in progress
    brings that game forward instead of counting it twice, and one identical to a game
    already won is refused (a win is counted once). Raises ValueError (an
    `engine.IllegalMove` or `engine.BadGameCode`) when the record does not replay.
    """
    code, moves = read_record(text)
    history = History.replay(engine.deal(code), moves)
    line = [str(m) for m in history.moves]
    games = store.games
    for game_id in games.with_code(code):
        row = games.get(game_id)
        if row is None or row.start or row.outcome == ABANDONED or games.moves(game_id) != line:
            continue
        if row.outcome == WON:
            raise ValueError(
                _("this game was won already (game {number}); a win is counted once").format(
                    number=game_id
                )
            )
        games.touch(game_id)
        return game_id
    current = history.current
    progress = Progress(current.score, placements(line), history.undo_depth, engine.is_won(current))
    return games.adopt(code, current.draw, line, [], progress, source="record")
