"""What the window tells about the games at start: a game left for a new deal, or one
another window has open (issue: statistics never lost or counted twice)."""

from __future__ import annotations

from pathlib import Path

from canfield.session import Session
from canfield.store import Store
from canfield.ui.app import App
from canfield.ui.dialogs.modal import NoticeDialog

CODE = "CF1-D3-AAAAACL"


def _store(tmp_path: Path) -> Store:
    return Store(tmp_path / "cfg", tmp_path / "data")


def test_a_code_asked_for_says_the_game_in_progress_was_left(tmp_path: Path) -> None:
    first = Session.open(_store(tmp_path), code=CODE)
    first.tap("S")
    left = first.game_id
    first.close()
    app = App(Session.open(_store(tmp_path), code="CF1-D1-AAAAAAB"))  # `canfield play --code …`
    dialog = app.flow.dialog
    assert isinstance(dialog, NoticeDialog)
    assert dialog.title == "The game in progress"  # not a file problem
    assert f"{CODE} was left unfinished" in dialog.message
    assert f"canfield record {left}" in dialog.message
    assert app.session.games.moves(left) == ["S"]  # its record is still there


def test_a_second_window_says_the_game_is_open_elsewhere(tmp_path: Path) -> None:
    first = Session.open(_store(tmp_path), code=CODE)
    first.tap("S")
    app = App(Session.open(_store(tmp_path)))
    dialog = app.flow.dialog
    assert isinstance(dialog, NoticeDialog)
    assert f"{CODE} is open in another window" in dialog.message
    assert app.session.game_id != first.game_id


def test_a_window_resuming_its_game_says_nothing(tmp_path: Path) -> None:
    first = Session.open(_store(tmp_path), code=CODE)
    first.tap("S")
    first.close()
    app = App(Session.open(_store(tmp_path)))
    assert app.flow.dialog is None and app.session.game_id == first.game_id
