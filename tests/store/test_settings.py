"""Settings survive restarts, and bad or unwritable settings files never stop the game."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from canfield.store import Settings, Store
from canfield.store import paths as store_paths


def _write(path: Path, text: str | bytes) -> None:
    """Put a settings file in place by hand, as a player or a bad disk would."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def _set_aside_files(folder: Path, name: str) -> list[Path]:
    """The files set aside from `name` in `folder`."""
    return sorted(folder.glob(f"{name}.corrupt-*"))


def test_defaults_when_there_is_no_file(store: Store) -> None:
    assert store.load_settings() == Settings(
        double_click=True, draw=3, animations=True, language=None
    )
    assert store.warnings == []
    assert not store.config_dir.exists()  # reading creates nothing


def test_round_trip_creates_the_folder(store: Store) -> None:
    chosen = Settings(
        double_click=False, draw=1, animations=False, language="ro", winnable_only=True
    )
    assert store.save_settings(chosen) is True
    assert Store(store.config_dir, store.data_dir).load_settings() == chosen
    data = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert data == {
        "double_click": False,
        "draw": 1,
        "animations": False,
        "sound": False,
        "language": "ro",
        "window_size": None,
        "window_position": None,
        "fullscreen": False,
        "winnable_only": True,
        "speech": "auto",
        "speech_rate": 100,
        "speech_volume": 100,
        "high_contrast": False,
        "suit_colours": False,
        "warn_losing": False,
    }
    assert store.warnings == []


def test_unknown_keys_are_ignored(store: Store) -> None:
    _write(store.settings_path, json.dumps({"draw": 1, "colour": "green", "future": [1, 2]}))
    assert store.load_settings() == Settings(draw=1)
    assert store.warnings == []


def test_one_invalid_value_falls_back_alone(store: Store) -> None:
    _write(
        store.settings_path,
        json.dumps({"double_click": False, "draw": 2, "animations": False, "language": "ro"}),
    )
    settings = store.load_settings()
    assert settings == Settings(double_click=False, draw=3, animations=False, language="ro")
    [warning] = store.pop_warnings()
    assert "draw" in warning and "settings.json" in warning
    assert store.settings_path.exists()  # a bad value is not a bad file: nothing set aside
    assert _set_aside_files(store.config_dir, "settings.json") == []


@pytest.mark.parametrize(
    ("stored", "field"),
    [
        ({"draw": True}, "draw"),  # JSON true is not the number 1
        ({"draw": "three"}, "draw"),
        ({"double_click": "maybe"}, "double_click"),
        ({"animations": None}, "animations"),
        ({"language": "not a language!"}, "language"),
    ],
)
def test_each_kind_of_invalid_value_falls_back(
    store: Store, stored: dict[str, Any], field: str
) -> None:
    _write(store.settings_path, json.dumps({"double_click": False, **stored}))
    settings = store.load_settings()
    assert getattr(settings, field) == Settings.model_fields[field].default
    assert settings.double_click is False or field == "double_click"
    assert len(store.warnings) == 1


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"",
        b"[1, 2, 3]",
        b'"draw"',
        b"\xff\xfe\x00garbage",
        b"null",
        b'{"draw": 1' + b"0" * 5000 + b"}",
        b"[" * 100_000 + b"]" * 100_000,
    ],
    ids=["broken", "empty", "array", "string", "not-utf8", "null", "huge-number", "deep"],
)
def test_a_corrupt_file_is_set_aside_and_defaults_used(store: Store, content: bytes) -> None:
    _write(store.settings_path, content)
    assert store.load_settings() == Settings()
    [kept] = _set_aside_files(store.config_dir, "settings.json")
    assert kept.read_bytes() == content  # never deleted, never changed
    assert kept.name.startswith("settings.json.corrupt-2")
    assert not store.settings_path.exists()
    [warning] = store.pop_warnings()
    assert kept.name in warning
    # The warning is given once: the next load finds no file and says nothing.
    assert store.load_settings() == Settings()
    assert store.pop_warnings() == []
    # Saving afterwards writes a fresh file next to the kept one.
    assert store.save_settings(Settings(draw=1))
    assert store.load_settings() == Settings(draw=1)
    assert _set_aside_files(store.config_dir, "settings.json") == [kept]


def test_a_folder_in_place_of_the_file_is_set_aside(store: Store) -> None:
    store.settings_path.mkdir(parents=True)
    (store.settings_path / "inside").write_text("kept")
    assert store.load_settings() == Settings()
    [kept] = _set_aside_files(store.config_dir, "settings.json")
    assert (kept / "inside").read_text() == "kept"
    assert len(store.pop_warnings()) == 1
    assert store.save_settings(Settings(animations=False))


def test_an_unusable_folder_leaves_settings_working_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "config-is-a-file"
    blocker.write_text("not a folder")
    store = Store(config_dir=blocker / "canfield", data_dir=tmp_path / "data")
    settings = store.load_settings()
    assert settings == Settings()
    settings.draw = 1
    assert store.save_settings(settings) is False
    assert store.save_settings(settings) is False
    assert store.save_settings(settings) is False
    [warning] = store.pop_warnings()  # once, at the first read, not once per save
    assert "cannot be read or saved" in warning
    assert settings.draw == 1
    assert blocker.read_text() == "not a folder"


def test_a_read_only_folder_leaves_settings_working(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    folder = shared_dir / "config"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"draw": 1}))
    folder.chmod(0o555)

    def check() -> list[Any]:
        store = Store(config_dir=folder, data_dir=shared_dir / "data")
        settings = store.load_settings()
        settings.double_click = False
        saved = [store.save_settings(settings) for _ in range(3)]
        return [settings.draw, settings.double_click, saved, store.pop_warnings()]

    draw, double_click, saved, warnings = unprivileged(check)
    assert (draw, double_click, saved) == (1, False, [False, False, False])
    assert len(warnings) == 1 and "could not be saved" in warnings[0]
    assert json.loads((folder / "settings.json").read_text()) == {"draw": 1}
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]


def test_an_unreadable_file_is_set_aside(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    folder = shared_dir / "config"
    folder.mkdir()
    folder.chmod(0o777)
    bad = folder / "settings.json"
    bad.write_text(json.dumps({"draw": 1}))
    bad.chmod(0o000)

    def check() -> list[Any]:
        store = Store(config_dir=folder, data_dir=shared_dir / "data")
        settings = store.load_settings()
        return [settings.draw, store.save_settings(settings), store.pop_warnings()]

    draw, saved, warnings = unprivileged(check)
    assert (draw, saved) == (3, True)
    assert len(warnings) == 1 and "settings.json.corrupt-" in warnings[0]
    [kept] = _set_aside_files(folder, "settings.json")
    assert json.loads(kept.read_text()) == {"draw": 1}


def test_a_corrupt_file_in_a_read_only_folder_is_never_overwritten(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    folder = shared_dir / "config"
    folder.mkdir()
    (folder / "settings.json").write_text("{corrupt")
    folder.chmod(0o555)

    def check() -> list[Any]:
        store = Store(config_dir=folder, data_dir=shared_dir / "data")
        settings = store.load_settings()
        return [settings == Settings(), store.save_settings(settings), store.pop_warnings()]

    defaults, saved, warnings = unprivileged(check)
    assert defaults is True and saved is False
    assert len(warnings) == 2  # could not be set aside; could not be saved
    assert (folder / "settings.json").read_text() == "{corrupt"


def test_xdg_config_home_is_honoured(xdg: tuple[Path, Path]) -> None:
    config, data = xdg
    assert store_paths.config_dir() == config
    assert store_paths.data_dir() == data
    store = Store()
    assert store.save_settings(Settings(draw=1))
    assert (config / "settings.json").is_file()
    assert Store().load_settings().draw == 1


def test_assignments_are_validated() -> None:
    settings = Settings()
    with pytest.raises(ValidationError):
        settings.draw = 2  # type: ignore[assignment]


def test_a_file_with_invalid_values_is_copied_aside_before_it_is_rewritten(store: Store) -> None:
    original = json.dumps({"draw": "x", "double_click": False})
    _write(store.settings_path, original)
    settings = store.load_settings()
    [warning] = store.pop_warnings()
    [copy] = store.config_dir.glob("settings.json.invalid-*")
    assert copy.name in warning and copy.read_text(encoding="utf-8") == original
    assert store.save_settings(settings)
    assert copy.read_text(encoding="utf-8") == original  # the save left the copy alone


def test_unknown_keys_survive_a_save(store: Store) -> None:
    _write(store.settings_path, json.dumps({"draw": 1, "colour": "green", "future": [1, 2]}))
    settings = store.load_settings()
    settings.draw = 3
    assert store.save_settings(settings)
    data = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert data["colour"] == "green" and data["future"] == [1, 2] and data["draw"] == 3
    assert store.warnings == []


def test_starting_again_with_the_same_invalid_file_makes_no_second_copy(store: Store) -> None:
    original = json.dumps({"draw": "x"})
    _write(store.settings_path, original)
    for _start in range(3):  # three windows opened on the file, none changed a setting
        again = Store(store.config_dir, store.data_dir)
        again.load_settings()
        [warning] = again.pop_warnings()
    [copy] = store.config_dir.glob("settings.json.invalid-*")
    assert copy.name in warning and copy.read_text(encoding="utf-8") == original
    _write(store.settings_path, json.dumps({"draw": "y"}))  # another bad file: its own copy
    Store(store.config_dir, store.data_dir).load_settings()
    assert len(list(store.config_dir.glob("settings.json.invalid-*"))) == 2
