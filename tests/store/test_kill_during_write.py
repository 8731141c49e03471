"""A process killed in the middle of a save leaves the previous file whole.

A child process saves a large settings file over and over; the test waits until the
child is between creating its temporary file and renaming it — the moment a plain
`open(path, "w")` would have left a truncated file — and kills it with SIGKILL. The
settings file must then be one complete version, and loading must work without a
warning: the half-written temporary file is ignored.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import canfield
from canfield.store import Settings, Store

PADDING = 4_000_000  # big enough that a write takes a while

CHILD = """
import json, sys
from pathlib import Path
from canfield.store.atomic import write_atomic

target = Path(sys.argv[1])
padding = int(sys.argv[2])
version = int(sys.argv[3])
while True:
    version += 1
    body = {"draw": 1 if version % 2 else 3, "version": version, "padding": "x" * padding}
    write_atomic(target, json.dumps(body))
"""

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _check_complete(path: Path) -> int:
    """The file is one whole version written by the child; return its number."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["padding"]) == PADDING
    assert data["draw"] == (1 if data["version"] % 2 else 3)
    version: int = data["version"]
    return version


def _temporaries(folder: Path) -> list[Path]:
    """The temporary files of saves in progress (or of saves killed midway)."""
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_killing_a_process_mid_save_leaves_the_previous_file_intact(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    target = folder / "settings.json"
    env = {**os.environ, "PYTHONPATH": str(Path(canfield.__file__).parent.parent)}
    version = 0
    caught_mid_write = 0
    for _trial in range(5):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(target), str(PADDING), str(version)], env=env
        )
        leftovers = set(_temporaries(folder))  # from the children killed before
        try:
            deadline = time.monotonic() + 30
            saved_once = False
            # Let the child finish a save of its own, then catch it in the middle of one.
            while time.monotonic() < deadline:
                if not saved_once:
                    saved_once = target.exists() and _check_complete(target) > version
                elif set(_temporaries(folder)) - leftovers:
                    break
            else:
                pytest.fail("the child never started a save")
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.kill()
            child.wait(timeout=30)
        assert child.returncode == -signal.SIGKILL
        if set(_temporaries(folder)) - leftovers:
            caught_mid_write += 1
        new_version = _check_complete(target)
        assert new_version > version
        version = new_version
        store = Store(config_dir=folder, data_dir=tmp_path / "data")
        assert store.load_settings() == Settings(draw=1 if version % 2 else 3)
        assert store.warnings == []
        assert list(folder.glob("*.corrupt-*")) == []
    assert caught_mid_write >= 1, "no kill landed during a write"
