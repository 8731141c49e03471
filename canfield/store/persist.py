"""`Store`: the one object the window and the command line use to keep things on disk.

Its promise is that the game stays playable whatever the disk does. No method raises
on an I/O problem: a missing folder is created, an unreadable file is set aside and
replaced by defaults, and a folder that cannot be written leaves everything working
in memory. Each problem becomes a warning sentence in `warnings`, given once, which
the window shows and the command line prints.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from canfield import engine
from canfield.i18n import _
from canfield.store import atomic, paths
from canfield.store.game import game_from_text, game_to_text
from canfield.store.lenient import CorruptFileError, model_from_json, model_to_json
from canfield.store.messages import Event, Kind, message
from canfield.store.settings import Settings
from canfield.store.stats import Statistics

log = logging.getLogger(__name__)

ModelT = TypeVar("ModelT", bound=BaseModel)


def _reason(error: BaseException) -> str:
    """A short cause for a warning: the OS's words when there are some."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


class Store:
    """Settings in the config folder; statistics and the game in progress in the data folder.

    The folders default to the platform's (see `canfield.store.paths`); tests and
    portable installs pass their own.
    """

    def __init__(self, config_dir: Path | None = None, data_dir: Path | None = None) -> None:
        self.config_dir = config_dir if config_dir is not None else paths.config_dir()
        self.data_dir = data_dir if data_dir is not None else paths.data_dir()
        self.warnings: list[str] = []
        self._given: set[str] = set()
        self._held: set[Path] = set()

    @property
    def settings_path(self) -> Path:
        """The settings file."""
        return self.config_dir / paths.SETTINGS_FILE

    @property
    def stats_path(self) -> Path:
        """The statistics file."""
        return self.data_dir / paths.STATS_FILE

    @property
    def game_path(self) -> Path:
        """The game in progress."""
        return self.data_dir / paths.GAME_FILE

    # -- warnings ---------------------------------------------------------------------

    def pop_warnings(self) -> list[str]:
        """The warnings not yet shown, oldest first; they are gone from `warnings` after."""
        given, self.warnings = self.warnings, []
        return given

    def _warn(self, text: str) -> None:
        """Log a warning and keep it for the player, unless this very sentence was given."""
        if text in self._given:
            log.debug("%s (again)", text)
            return
        self._given.add(text)
        self.warnings.append(text)
        log.warning("%s", text)

    # -- the three files --------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults (with a warning if the file was bad)."""
        return self._load_json(self.settings_path, Kind.SETTINGS, Settings)

    def save_settings(self, settings: Settings) -> bool:
        """Save the settings at once; False (and a warning) if they could not be."""
        return self._write(self.settings_path, model_to_json(settings), Kind.SETTINGS)

    def load_stats(self) -> Statistics:
        """The saved statistics, or empty ones (with a warning if the file was bad)."""
        return self._load_json(self.stats_path, Kind.STATISTICS, Statistics)

    def save_stats(self, stats: Statistics) -> bool:
        """Save the statistics; False (and a warning) if they could not be."""
        return self._write(self.stats_path, model_to_json(stats), Kind.STATISTICS)

    def load_game(self) -> tuple[str, engine.History] | None:
        """The game in progress (its code and its history), or None for a fresh deal.

        A record that cannot be read or replayed is set aside with a warning.
        """
        text = self._read(self.game_path, Kind.GAME)
        if text is None:
            return None
        try:
            return game_from_text(text)
        except Exception as error:  # a bad file, or an engine bug it triggers: never crash
            self._set_aside(self.game_path, Kind.GAME, error)
            return None

    def save_game(self, code: str, history: engine.History) -> bool:
        """Save the game in progress as its record; False (and a warning) if not possible."""
        return self._write(self.game_path, game_to_text(code, history), Kind.GAME)

    def clear_game(self) -> bool:
        """Forget the game in progress (after a win or before a new deal); False on failure."""
        path = self.game_path
        if path in self._held and not self._retry_set_aside(path):
            return False
        try:
            path.unlink()
        except (FileNotFoundError, NotADirectoryError):
            pass  # no game saved, or no folder at all: nothing to forget
        except OSError as error:
            self._warn(
                message(Kind.GAME, Event.NOT_REMOVED, folder=path.parent, reason=_reason(error))
            )
            return False
        return True

    # -- reading and writing, never raising -----------------------------------------------

    def _load_json(self, path: Path, kind: Kind, model: type[ModelT]) -> ModelT:
        """Read a JSON model leniently; defaults when missing, set aside when corrupt."""
        text = self._read(path, kind)
        if text is None:
            return model()
        try:
            value, invalid = model_from_json(model, text)
        except CorruptFileError as error:
            self._set_aside(path, kind, error)
            return model()
        if invalid:
            self._warn(message(kind, Event.INVALID_VALUES, path=path, fields=", ".join(invalid)))
        return value

    def _read(self, path: Path, kind: Kind) -> str | None:
        """The text of a file; None when there is none or it cannot be read (then set aside)."""
        atomic.remove_stale_temporaries(path)
        try:
            return path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return None  # first start, or a folder that is not there: saving will tell
        except (OSError, UnicodeDecodeError) as error:
            self._set_aside(path, kind, error)
            return None

    def _set_aside(self, path: Path, kind: Kind, cause: BaseException) -> None:
        """Rename a bad file out of the way and warn; if even that fails, never overwrite it."""
        try:
            kept = atomic.set_aside(path)
        except OSError as error:
            self._held.add(path)
            self._warn(message(kind, Event.STUCK, path=path, reason=_reason(error)))
            log.warning("%s: %s", path, _reason(cause))
            return
        self._held.discard(path)
        log.warning("%s: %s", path, _reason(cause))
        self._warn(message(kind, Event.SET_ASIDE, name=kept.name))

    def _retry_set_aside(self, path: Path) -> bool:
        """Try again to move a held bad file away before its place is reused."""
        try:
            kept = atomic.set_aside(path)
        except FileNotFoundError:
            pass  # someone else moved it: nothing left to protect
        except OSError as error:
            log.debug("%s still cannot be set aside: %s", path, _reason(error))
            return False
        else:
            log.warning("%s was set aside at last, as %s", path, kept.name)
        self._held.discard(path)
        return True

    def _write(self, path: Path, text: str, kind: Kind) -> bool:
        """Write atomically, creating the folder; on failure warn once and return False."""
        if path in self._held and not self._retry_set_aside(path):
            reason = _("an unreadable file that could not be set aside is in the way")
            self._warn(message(kind, Event.NOT_SAVED, folder=path.parent, reason=reason))
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_atomic(path, text)
        except OSError as error:
            self._warn(
                message(kind, Event.NOT_SAVED, folder=path.parent, reason=_reason(error))
            )
            return False
        return True
