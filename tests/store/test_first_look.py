"""The first frame's look at the settings file gives what the settings model gives."""

from __future__ import annotations

import json
import typing
from pathlib import Path

import pytest

from canfield import values
from canfield.i18n import LANGUAGES
from canfield.store import Settings, Store
from canfield.store.first_look import FirstLook, first_look

VALUES: list[object] = [
    1, 3, 2, 0, -1, 3.0, 1.0, 0.0, 0.5, 3.5, True, False, None, "3", "1", "0", "en", "EN",
    "da", "sr", "sr@latin", "sr@cyrillic", "sr@Latn", "sr_RS", "", "de", "en_US", "true",
    "False", "YES", "off", "t", "n", " yes", "ok",
    [3], ["en"], {"a": 1}, 10**30, 1e308,
]  # fmt: skip


def _same(look: FirstLook | None, settings: Settings) -> bool:
    """The same answers, or none (then the window asks the model before its first frame)."""
    return look is None or look == FirstLook(**settings.model_dump())


def _both(store: Store, text: str) -> tuple[FirstLook | None, Settings]:
    """What each reads of `text`; a look that calls it clean is held to the model's
    silence: no warning, nothing set aside or copied (so the model need not be asked)."""
    store.config_dir.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text(text, encoding="utf-8")
    before = sorted(p.name for p in store.config_dir.iterdir())
    look = first_look(store.settings_path)
    settings = store.load_settings()
    told = store.pop_warnings()
    if look is not None and look.clean:
        assert told == []
        assert sorted(p.name for p in store.config_dir.iterdir()) == before
    return look, settings


def test_it_reads_every_setting() -> None:
    read = {f.name for f in values.fields(FirstLook)} - {"clean"}
    assert read == set(Settings.model_fields)


PAIRS: list[object] = [
    [1280, 800], [1, 65535], [0, 800], [1, 65536], [-65535, 65535], [-65536, 0], [0, 0],
    [1280, 800, 3], [5], [], [True, 5], [1280.0, 800], [1280.5, 8], ["1280", 800], None,
    "1280x800", {"w": 1}, 1280,
]  # fmt: skip
KEYS = [
    "draw", "language", "double_click", "fullscreen", "window_size", "window_position",
    "animations", "sound", "winnable_only",
]  # fmt: skip


@pytest.mark.parametrize("key", ["window_size", "window_position"])
@pytest.mark.parametrize("value", PAIRS, ids=repr)
def test_a_window_size_or_place_is_read_as_the_model_reads_it(
    store: Store, key: str, value: object
) -> None:
    look, settings = _both(store, json.dumps({key: value}))
    assert _same(look, settings)


def test_plain_values_are_read_without_the_model(store: Store) -> None:
    look, settings = _both(
        store,
        '{"window_size": [900, 700], "window_position": [-20, 40], "fullscreen": "on",'
        ' "draw": 1, "language": "sr", "double_click": 0}',
    )
    # "sr", from before Serbian had two scripts, is Serbian in Latin letters still.
    assert look == FirstLook("sr@latin", 1, False, (900, 700), (-20, 40), True)
    assert look is not None and not look.clean  # "on" and 0: the model reads them, it is asked
    assert _same(look, settings)
    for plain in ([0, 800], [1, 2, 3], None):
        assert _both(store, json.dumps({"window_size": plain}))[0] == FirstLook()


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_each_value_is_read_as_the_model_reads_it(store: Store, key: str, value: object) -> None:
    look, settings = _both(store, json.dumps({key: value, "sound": True}))
    assert _same(look, settings)
    other = "draw" if key == "sound" else "sound"
    look, settings = _both(store, json.dumps({key: value, other: settings.model_dump()[other]}))
    assert _same(look, settings)


def test_a_file_as_the_model_writes_it_is_clean(store: Store) -> None:
    settings = Settings(
        draw=1, language="da", sound=True, animations=False, winnable_only=True,
        double_click=False, window_size=(900, 700), window_position=(-5, 0), fullscreen=True,
    )  # fmt: skip
    assert store.save_settings(settings)
    look = first_look(store.settings_path)
    assert look == FirstLook(**settings.model_dump()) and look.clean
    store.settings_path.write_text('{"draw": 1, "new_key": [1]}', encoding="utf-8")
    assert _both(store, '{"draw": 1, "new_key": [1]}')[0] == FirstLook(draw=1, clean=True)
    assert first_look(store.settings_path.with_name("none.json")) == FirstLook(clean=True)


@pytest.mark.parametrize(
    "text",
    ['{"draw": 2}', '{"sound": "yes"}', '{"draw": 3.0}', "{not json", "[1]", '{"language": "x"}'],
)
def test_a_file_the_model_would_speak_of_is_not_clean(store: Store, text: str) -> None:
    look, _settings = _both(store, text)
    assert look is not None and not look.clean


@pytest.mark.parametrize(
    "text",
    [
        '{"draw": 1, "language": "ro", "double_click": false}',
        '{"draw": 1, "language": "ro", "unknown": [1, 2]}',
        '{"draw": true, "language": "xx"}',
        '{"draw": 1, "draw": 3}',
        "{not json",
        "[1, 3]",
        '"da"',
        "",
        "[" * 100_000,
        '{"draw": 1}' + " " * 10,
    ],
)
def test_a_whole_file_is_read_as_the_model_reads_it(store: Store, text: str) -> None:
    look, settings = _both(store, text)
    assert _same(look, settings)


def test_no_file_a_folder_or_bad_bytes_give_the_defaults(store: Store) -> None:
    assert _same(first_look(store.settings_path), Settings())
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_bytes(b'{"draw": 1, "language": "da\xff"}')
    assert first_look(store.settings_path) == FirstLook()
    store.settings_path.unlink()
    store.settings_path.mkdir()
    assert first_look(store.settings_path) == FirstLook()


def test_it_knows_the_models_languages() -> None:
    annotation = Settings.model_fields["language"].annotation
    [literal, _none] = typing.get_args(annotation)
    assert set(typing.get_args(literal)) == set(LANGUAGES)


def test_it_changes_nothing_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"draw": 2}', encoding="utf-8")
    assert first_look(path) == FirstLook()
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert path.read_text(encoding="utf-8") == '{"draw": 2}'
