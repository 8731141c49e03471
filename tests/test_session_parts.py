"""The session's parts, each with one job: the game (no files), the ledger (the games
database and the lock), the preferences (settings, the model loaded late), the notices;
`Session.open` does the reading, the constructor none."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest

from canfield import engine
from canfield.engine import History, Move
from canfield.session import Session
from canfield.session.game import Game
from canfield.session.ledger import Ledger
from canfield.session.notices import Notices
from canfield.session.preferences import Preferences, SettingChanges
from canfield.session.table_lock import TableLock
from canfield.store import Store
from canfield.store.settings import Settings

CODE = "CF1-D3-AAAAACL"


def test_a_game_plays_undoes_and_redoes_with_no_files_at_all() -> None:
    game = Game(0, CODE, History(engine.deal(CODE)))
    change = game.play(Move.parse("R>C2"))
    assert change.before == engine.deal(CODE) and change.move == Move.parse("R>C2")
    assert game.started and not game.finished
    assert game.undo() is not None and game.state == engine.deal(CODE)
    assert game.redo() is not None and game.history.moves == (Move.parse("R>C2"),)
    assert game.add_elapsed(5.0) and game.elapsed == 5.0
    assert not game.add_elapsed(float("nan"))
    assert game.record() == f"{CODE} R>C2"


def test_the_constructor_reads_nothing(tmp_path: Path) -> None:
    """Parts put together: no file is made or read until `open` or an action."""
    store = Store(tmp_path / "config", tmp_path / "data")
    notices = Notices(store)
    preferences = Preferences(store, Settings(), defer=False)
    ledger = Ledger(store.games, TableLock(store), notices)
    before = sorted(p.name for p in (tmp_path / "data").iterdir())
    game = Game(99, CODE, History(engine.deal(CODE)))
    session = Session(game, ledger, preferences, notices)
    assert session.code == CODE and session.game_id == 99
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == before
    assert not (tmp_path / "config").exists()


def test_open_deals_and_saves_each_action(tmp_path: Path) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    session = Session.open(store, code=CODE)
    session.play("R>C2")
    assert store.games.moves(session.game_id) == ["R>C2"]
    session.undo()
    assert store.games.redo_moves(session.game_id) == ["R>C2"]


def test_a_setting_is_changed_by_name_with_its_type(tmp_path: Path) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    session = Session.open(store, code=CODE)
    assert session.change_settings(draw=1, double_click=False) is True
    assert session.change_settings(draw=1) is False  # nothing changed: nothing written
    saved = Store(tmp_path / "config", tmp_path / "data").load_settings()
    assert (saved.draw, saved.double_click) == (1, False)
    with pytest.raises(ValueError):  # the model still validates every value
        session.change_settings(draw=2)


def test_the_changes_name_every_setting_with_the_models_types() -> None:
    hints = typing.get_type_hints(SettingChanges)
    assert set(hints) == set(Settings.model_fields)
    for name, field in Settings.model_fields.items():
        if name == "draw":  # Literal[1, 3] in the model: an int here, checked by the model
            assert hints[name] is int
        elif field.annotation is bool:
            assert hints[name] is bool, name
