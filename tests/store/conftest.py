"""Fixtures for the store tests: real folders in tmp dirs, and a real unprivileged user.

Tests run as root in CI, where `chmod` does not stop writes. `as_unprivileged` runs a
check in a forked child that has dropped to the `nobody` user, so a read-only folder
really is read-only there; as an ordinary user it simply runs the check.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from canfield.store import Store

NOBODY = 65534


@pytest.fixture
def store(tmp_path: Path) -> Store:
    """A store whose config and data folders are fresh (and not yet created)."""
    return Store(config_dir=tmp_path / "config", data_dir=tmp_path / "data")


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """Point XDG_CONFIG_HOME and XDG_DATA_HOME at tmp dirs; return the app's two folders."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    return tmp_path / "xdg-config" / "canfield", tmp_path / "xdg-data" / "canfield"


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A tmp folder the unprivileged user can reach (pytest's own tmp dirs are 0700)."""
    path = Path(tempfile.mkdtemp(prefix="canfield-store-"))
    path.chmod(0o777)
    try:
        yield path
    finally:
        for root, dirs, _files in os.walk(path):
            for name in dirs:
                (Path(root) / name).chmod(0o777)
        shutil.rmtree(path)


def as_unprivileged(check: Callable[[], Any]) -> Any:
    """Run `check` without root's power to ignore permissions; return its JSON-able result.

    As root: fork, drop to `nobody`, run `check`, and send the result back through a
    pipe (an exception in the child fails the test with its traceback).
    """
    if os.geteuid() != 0:
        return check()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never return into pytest
        status = 0
        try:
            os.close(read_end)
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            try:
                payload = {"ok": check()}
            except BaseException:
                payload = {"error": traceback.format_exc()}
                status = 1
            with os.fdopen(write_end, "w") as pipe:
                json.dump(payload, pipe)
        finally:
            os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    payload = json.loads(text) if text else {"error": "the child died without an answer"}
    if "error" in payload:
        pytest.fail(f"unprivileged check failed:\n{payload['error']}")
    return payload["ok"]


@pytest.fixture
def unprivileged() -> Callable[[Callable[[], Any]], Any]:
    """`as_unprivileged`, as a fixture."""
    return as_unprivileged
