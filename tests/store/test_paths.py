"""The folders the game uses are the ones platformdirs gives (`canfield.store.paths`)."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from canfield.store import paths

FOLDERS = (
    ("XDG_CONFIG_HOME", paths.config_dir, platformdirs.user_config_path),
    ("XDG_DATA_HOME", paths.data_dir, platformdirs.user_data_path),
    ("XDG_CACHE_HOME", paths.cache_dir, platformdirs.user_cache_path),
)
HOMES = (None, "", "/home/player", "/home/player/", "/", "relative/home", "~")
VALUES = (None, "", "/srv/xdg", "/srv/xdg/", "/srv/./a/../xdg", "relative/xdg", " ", "~/x")


@pytest.mark.parametrize(("variable", "ours", "theirs"), FOLDERS)
def test_each_folder_is_the_one_platformdirs_gives(
    monkeypatch: pytest.MonkeyPatch, variable: str, ours: object, theirs: object
) -> None:
    assert callable(ours) and callable(theirs)
    for home, value in itertools.product(HOMES, VALUES):
        for name, setting in (("HOME", home), (variable, value)):
            if setting is None:
                monkeypatch.delenv(name, raising=False)
            else:
                monkeypatch.setenv(name, setting)
        expected = theirs(paths.APP_NAME)
        assert ours() == expected, (home, value)
        assert isinstance(ours(), Path)


def test_the_window_start_does_not_import_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    """With an absolute HOME on Linux the folders are found without importing it."""
    monkeypatch.setenv("HOME", "/home/player")
    script = (
        "import sys\n"
        "from canfield.store import paths\n"
        "from canfield.ui.draw import face_cache\n"
        "paths.config_dir(), paths.data_dir(), face_cache.default_folder()\n"
        "print('platformdirs' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == ("True" if sys.platform != "linux" else "False")
