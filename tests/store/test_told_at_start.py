"""Problems with the player's folders are told at start, never met silently: an empty
games file (set aside and kept, a fresh one used), and a file where the settings folder
should be (the settings cannot be read or saved)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from canfield.session import Session
from canfield.store import Store
from canfield.store.database import EMPTY_AFTER_SECONDS
from canfield.store.first_look import first_look


def test_an_empty_games_file_is_kept_aside_and_said(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    empty = data / "games.sqlite3"
    empty.write_bytes(b"")
    old = time.time() - EMPTY_AFTER_SECONDS - 60
    os.utime(empty, (old, old))
    store = Store(tmp_path / "config", data)
    session = Session.open(store, code="CF1-D3-AAAAACL")
    session.tap("S")
    [warning] = session.warnings()
    [kept] = data.glob("games.sqlite3.corrupt-*")
    assert kept.read_bytes() == b""  # kept, as it was
    assert warning == (
        f"The games file was empty (0 bytes), so there were no games in it; it was kept as "
        f"{kept} and a fresh one is used."
    )
    assert empty.stat().st_size > 0  # the fresh one, with this game in it


def test_a_games_file_being_made_by_another_window_is_left_alone(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "games.sqlite3").write_bytes(b"")  # just created: SQLite fills it in
    store = Store(tmp_path / "config", data)
    session = Session.open(store, code="CF1-D3-AAAAACL")
    assert session.warnings() == []
    assert not list(data.glob("games.sqlite3.*-*"))


def test_a_file_where_the_settings_folder_should_be_is_told_at_start(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", encoding="utf-8")
    store = Store(blocker / "canfield", tmp_path / "data")
    look = first_look(store.settings_path)
    assert look is not None and not look.clean  # the window loads the model after frame one
    session = Session.open(store, code="CF1-D3-AAAAACL", defer_settings=True)
    session.preferences.settle()
    [warning] = session.warnings()
    assert warning == (
        f"The settings cannot be read or saved: {blocker} is a file where the settings "
        "folder should be. The default settings are used, and changes last until the game "
        "is closed."
    )
    session.change_settings(draw=1)
    assert session.warnings() == []  # said once: the start's notice said saves fail too
    assert session.settings.draw == 1  # the change holds for this session
    assert blocker.read_text(encoding="utf-8") == "not a folder"  # nothing lost
