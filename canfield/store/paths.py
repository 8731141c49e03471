"""Where the files live: the platform's per-user folders, as `platformdirs` gives them.

The locations are looked up on every call (not cached at import) so that
`XDG_CONFIG_HOME` / `XDG_DATA_HOME` set later — by a test or a wrapper script — are
honoured on Linux.

On Linux, with an absolute `HOME`, the folders are worked out here by the rule
platformdirs follows there (an absolute `$XDG_…_HOME`, else the folder under the home
folder, with the game's name appended): importing platformdirs costs the window's start
about 5 ms (it brings `tempfile`, `shutil` and `random`). The tests hold the two to the
same answers. Elsewhere, and for an unusual `HOME`, platformdirs is asked.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "canfield"

SETTINGS_FILE = "settings.json"
STATS_FILE = "statistics.json"
GAME_FILE = "game.txt"


def _linux_folder(variable: str, under_home: str) -> Path | None:
    """The game's folder from `$variable` or `~/under_home`, as platformdirs finds it on
    Linux; None when platformdirs must be asked (not Linux, `HOME` not absolute)."""
    if sys.platform != "linux":
        return None
    value = os.environ.get(variable, "")
    if os.path.isabs(value):  # platformdirs ignores a relative one
        return Path(value) / APP_NAME
    home = os.environ.get("HOME", "")
    if not os.path.isabs(home):  # platformdirs then asks the password database
        return None
    return Path(home) / under_home / APP_NAME


def _folder(variable: str, under_home: str, platformdirs_name: str) -> Path:
    """The game's folder: by the Linux rule here, else as platformdirs' `platformdirs_name`."""
    found = _linux_folder(variable, under_home)
    if found is not None:
        return found
    import platformdirs

    path: Path = getattr(platformdirs, platformdirs_name)(APP_NAME)
    return path


def config_dir() -> Path:
    """The folder for settings (on Linux `$XDG_CONFIG_HOME/canfield`)."""
    return _folder("XDG_CONFIG_HOME", ".config", "user_config_path")


def data_dir() -> Path:
    """The folder for statistics and the game in progress (`$XDG_DATA_HOME/canfield`)."""
    return _folder("XDG_DATA_HOME", ".local/share", "user_data_path")


def cache_dir() -> Path:
    """The folder for what can be made again, the card images (`$XDG_CACHE_HOME/canfield`)."""
    return _folder("XDG_CACHE_HOME", ".cache", "user_cache_path")
