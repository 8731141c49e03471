"""Where the files live: the platform's per-user folders, via `platformdirs`.

The locations are looked up on every call (not cached at import) so that
`XDG_CONFIG_HOME` / `XDG_DATA_HOME` set later — by a test or a wrapper script — are
honoured on Linux.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "canfield"

SETTINGS_FILE = "settings.json"
STATS_FILE = "statistics.json"
GAME_FILE = "game.txt"


def config_dir() -> Path:
    """The folder for settings (on Linux `$XDG_CONFIG_HOME/canfield`)."""
    return platformdirs.user_config_path(APP_NAME)


def data_dir() -> Path:
    """The folder for statistics and the game in progress (`$XDG_DATA_HOME/canfield`)."""
    return platformdirs.user_data_path(APP_NAME)
