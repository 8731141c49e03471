"""`Store`: the one object the window and the command line use to keep things on disk.

Its promise is that the game stays playable whatever the disk does. No method raises
on an I/O problem: a missing folder is created, an unreadable file is set aside and
replaced by defaults, and a folder that cannot be written leaves everything working
in memory. Each problem becomes a warning sentence in `warnings`, given once, which
the window shows and the command line prints.

Settings are a small JSON file in the config folder (people edit it); games and their
statistics are rows of the SQLite database in the data folder (`games`), where the
files of earlier versions are imported once at the first start.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from canfield import engine
from canfield.i18n import _
from canfield.log import get_logger
from canfield.store import atomic, paths
from canfield.store.database import IMPORTED_KEY, Database, get_meta, set_meta, write
from canfield.store.game_rows import Progress
from canfield.store.games import Games, insert_game
from canfield.store.locks import GameLock
from canfield.store.messages import Event, Kind, message
from canfield.store.reading import (
    GAME_CAP,
    SETTINGS_CAP,
    STATISTICS_CAP,
    NotAFileError,
    read_text_capped,
)
from canfield.store.reasons import os_reason

if TYPE_CHECKING:
    # The pydantic models are imported where they are used: the window's first frame
    # opens the games without them (see `canfield.store.first_look`).
    from canfield.store import legacy
    from canfield.store.settings import Settings
    from canfield.store.stats import RecentGame, Statistics

log = get_logger(__name__)

_DB_EVENTS = {
    "set aside": Event.SET_ASIDE,
    "empty": Event.EMPTY,
    "stuck": Event.STUCK,
    "not saved": Event.NOT_SAVED,
}


def placements(moves: list[str] | tuple[engine.Move, ...]) -> int:
    """How many moves of a line place a card on a foundation (`…>F1` … `…>F4`)."""
    return sum(1 for move in moves if ">F" in str(move).upper())


class Store:
    """Settings in the config folder; the games database in the data folder.

    The folders default to the platform's (see `canfield.store.paths`); tests and
    portable installs pass their own. `in_window` says whether the warnings are read in
    the window (which lasts) or printed by a command (which ends at once).
    """

    def __init__(
        self,
        config_dir: Path | None = None,
        data_dir: Path | None = None,
        *,
        in_window: bool = True,
    ) -> None:
        self.config_dir = config_dir if config_dir is not None else paths.config_dir()
        self.data_dir = data_dir if data_dir is not None else paths.data_dir()
        self.in_window = in_window
        self.warnings: list[str] = []
        self._given: set[str] = set()
        self._held: set[Path] = set()
        self._blocked: set[Path] = set()
        """Files a file in their folder's place keeps from being read or saved (told)."""
        self._unknown: dict[str, Any] = {}
        self._games: Games | None = None
        self._spare: tuple[Path | None] | None = None
        """The second place games are locked in (`locks.spare_folder`), once looked for."""

    @property
    def settings_path(self) -> Path:
        """The settings file."""
        return self.config_dir / paths.SETTINGS_FILE

    @property
    def stats_path(self) -> Path:
        """The statistics file of earlier versions (imported once, then renamed)."""
        return self.data_dir / paths.STATS_FILE

    @property
    def game_path(self) -> Path:
        """The game-in-progress file of earlier versions (imported once, then renamed)."""
        return self.data_dir / paths.GAME_FILE

    # -- warnings ---------------------------------------------------------------------

    def pop_warnings(self) -> list[str]:
        """The warnings not yet shown, oldest first; they are gone from `warnings` after."""
        given, self.warnings = self.warnings, []
        return given

    def warn(self, text: str) -> None:
        """Keep a warning for the player, unless this very sentence was given already.

        Only logged at INFO: the player reads it where the store's user shows it (the
        window's notice, the command's stderr), once.
        """
        if text in self._given:
            return
        self._given.add(text)
        self.warnings.append(text)
        log.info("%s", text)

    # -- settings -----------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults (with a warning if the file was bad).

        Keys this version does not know are kept and written back with the next save;
        a file with invalid values is copied aside first, so nothing of it is lost.
        """
        from canfield.store.lenient import CorruptFileError, json_object, validate_leniently
        from canfield.store.settings import Settings

        path = self.settings_path
        text = self._read(path, Kind.SETTINGS, SETTINGS_CAP)
        if text is None:
            return Settings()
        try:
            data = json_object(text)
        except CorruptFileError as error:
            self._set_aside(path, Kind.SETTINGS, error)
            return Settings()
        settings, invalid = validate_leniently(Settings, data)
        self._unknown = {k: v for k, v in data.items() if k not in Settings.model_fields}
        if invalid:
            try:
                kept = atomic.copy_aside(path, text).name
            except OSError as error:
                kept = _("(no copy could be made: {reason})").format(reason=os_reason(error))
            self.warn(
                message(
                    Kind.SETTINGS,
                    Event.INVALID_VALUES,
                    path=path,
                    fields=", ".join(invalid),
                    name=kept,
                )
            )
        return settings

    def save_settings(self, settings: Settings) -> bool:
        """Save the settings at once; False (and a warning) if they could not be."""
        data = {**self._unknown, **settings.model_dump(mode="json")}
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        return self._write(self.settings_path, text, Kind.SETTINGS)

    # -- games ------------------------------------------------------------------------

    @property
    def games(self) -> Games:
        """The games database, opened (and the old files imported) on first use."""
        if self._games is None:
            database = Database(self.data_dir, self._database_warning)
            self._games = Games(database)
            self._import_legacy()
        return self._games

    def lock(self, game_id: int) -> GameLock:
        """The lock that keeps a game on one window's table at a time (not yet taken)."""
        if self._spare is None:
            from canfield.store.locks import spare_folder

            self._spare = (spare_folder(),)
        return GameLock(self.data_dir, game_id, self.games.db.identity, self._spare[0])

    def statistics(self) -> Statistics:
        """Both draw modes' figures, from the game rows."""
        return self.games.statistics()

    def recent(self, draw: int, limit: int = 20) -> list[RecentGame]:
        """The last `limit` counted games of a draw mode, oldest first."""
        return self.games.recent(draw, limit)

    def close(self) -> None:
        """Close the database (nothing is lost by not calling this: each change is saved)."""
        if self._games is not None:
            self._games.db.close()
            self._games = None

    def _database_warning(self, event: str, where: str, reason: str) -> None:
        kind_event = _DB_EVENTS[event]
        if kind_event is Event.NOT_SAVED and not self.in_window:
            kind_event = Event.NOT_SAVED_BRIEFLY
        fields = {"folder": where, "path": where, "name": where, "reason": reason}
        self.warn(message(Kind.GAMES, kind_event, **fields))

    def _import_legacy(self) -> None:
        """Bring statistics.json and game.txt of an earlier version in, once (see `legacy`)."""
        games = self.games
        if self._imported_before(games.db.conn):
            return
        stats = self._read_legacy_statistics()
        resumed = self._read_legacy_game()
        if stats is None and resumed is None:
            if games.db.on_disk:
                write(games.db, self._mark_imported)
            return
        from canfield.store import legacy  # only with old files: not on the way to play

        totals = stats if stats is not None else legacy.LegacyStatistics()

        def body(conn: sqlite3.Connection) -> None:
            if self._imported_before(conn):
                return  # another window, starting at the same moment, was first
            adjusted = totals.model_copy(deep=True)  # the body may run twice (see `write`)
            if resumed is not None:
                code, history = resumed
                moves = [str(m) for m in history.moves]
                won = engine.is_won(history.current)
                legacy.discount_current(adjusted, code, won)
                progress = Progress(
                    history.current.score, placements(moves), history.undo_depth, won
                )
                redo = [str(m) for m in history.redo_moves]
                insert_game(conn, code, history.current.draw, moves, redo, progress)
            legacy.store_statistics(conn, adjusted)
            self._mark_imported(conn)

        write(games.db, body)
        if not games.db.on_disk:
            return  # the files stay the only lasting copy
        for path in (self.stats_path, self.game_path):
            try:
                kept = legacy.rename_imported(path)
            except OSError as error:
                log.info("%s was imported but could not be renamed: %s", path, error)
            else:
                if kept is not None:
                    log.info("%s was imported and kept as %s", path, kept.name)

    @staticmethod
    def _imported_before(conn: sqlite3.Connection) -> bool:
        """Whether the old files were imported into this database before."""
        return get_meta(conn, IMPORTED_KEY) is not None

    @staticmethod
    def _mark_imported(conn: sqlite3.Connection) -> None:
        """Note (inside the import's transaction) that the old files are in."""
        set_meta(conn, IMPORTED_KEY, datetime.now(UTC).isoformat(timespec="seconds"))

    def _read_legacy_statistics(self) -> legacy.LegacyStatistics | None:
        path = self.stats_path
        text = self._read(path, Kind.STATISTICS, STATISTICS_CAP)
        if text is None:
            return None
        from canfield.store import legacy
        from canfield.store.lenient import CorruptFileError, json_object

        try:
            data = json_object(text)
        except CorruptFileError as error:
            self._set_aside(path, Kind.STATISTICS, error)
            return None
        read = legacy.read_statistics(data)
        if read.invalid:
            fields = ", ".join(read.invalid)
            self.warn(message(Kind.STATISTICS, Event.INVALID_VALUES, path=path, fields=fields))
        if read.impossible:
            fields = ", ".join(read.impossible)
            self.warn(message(Kind.STATISTICS, Event.IMPOSSIBLE, path=path, fields=fields))
        return read.stats

    def _read_legacy_game(self) -> tuple[str, engine.History] | None:
        path = self.game_path
        text = self._read(path, Kind.GAME, GAME_CAP)
        if text is None:
            return None
        from canfield.store.game import game_from_text

        try:
            return game_from_text(text)
        except Exception as error:  # a bad file, or an engine bug it triggers: never crash
            self._set_aside(path, Kind.GAME, error)
            return None

    # -- reading and writing files, never raising ---------------------------------------

    def _read(self, path: Path, kind: Kind, cap: int) -> str | None:
        """The text of a file; None when there is none or it cannot be read (then set aside)."""
        atomic.remove_stale_temporaries(path)
        try:
            return read_text_capped(path, cap)
        except FileNotFoundError:
            return None  # first start, or a folder that is not there yet
        except NotADirectoryError:
            blocker = next((p for p in path.parents if p.exists() and not p.is_dir()), path)
            if kind is Kind.SETTINGS:  # the old files' folder: the games database tells
                event = Event.BLOCKED if self.in_window else Event.BLOCKED_BRIEFLY
                self.warn(message(kind, event, path=blocker))
                self._blocked.add(path)  # a save cannot work either: told once, here
            return None
        except (NotAFileError, OSError, UnicodeDecodeError) as error:
            self._set_aside(path, kind, error)
            return None

    def _set_aside(self, path: Path, kind: Kind, cause: BaseException) -> None:
        """Rename a bad file out of the way and warn; if even that fails, never overwrite it."""
        try:
            kept = atomic.set_aside(path)
        except OSError as error:
            self._held.add(path)
            self.warn(message(kind, Event.STUCK, path=path, reason=os_reason(error)))
            log.info("%s: %s", path, cause)
            return
        self._held.discard(path)
        log.info("%s: %s", path, cause)
        self.warn(message(kind, Event.SET_ASIDE, name=str(kept)))

    def _retry_set_aside(self, path: Path) -> bool:
        """Try again to move a held bad file away before its place is reused."""
        try:
            kept = atomic.set_aside(path)
        except FileNotFoundError:
            pass  # someone else moved it: nothing left to protect
        except OSError as error:
            log.debug("%s still cannot be set aside: %s", path, error)
            return False
        else:
            log.info("%s was set aside at last, as %s", path, kept.name)
        self._held.discard(path)
        return True

    def _write(self, path: Path, text: str, kind: Kind) -> bool:
        """Write atomically, creating the folder; on failure warn once and return False."""
        event = Event.NOT_SAVED if self.in_window else Event.NOT_SAVED_BRIEFLY
        if path in self._held and not self._retry_set_aside(path):
            reason = _("an unreadable file that could not be set aside is in the way")
            self.warn(message(kind, event, folder=path.parent, reason=reason))
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_atomic(path, text)
        except OSError as error:
            if path not in self._blocked:
                self.warn(message(kind, event, folder=path.parent, reason=os_reason(error)))
            return False
        return True
