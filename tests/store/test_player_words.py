"""Refusals and notices are in the player's language from end to end: the settings
command's own forms instead of the validation library's English, and the causes the
system or SQLite give (in English) worded for the player, the original kept in the log."""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from canfield import i18n
from canfield.cli import main
from canfield.store import Store
from canfield.store.reasons import os_reason
from canfield.store.settings import Settings

ENGLISH_LEAKS = ("Input should", "valid tuple", "Permission denied", "readonly database",
                 "Not a directory", "No such file")  # fmt: skip
OTHERS = ["ro", "da", "es", "sr"]


@pytest.fixture(params=OTHERS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    code: str = request.param
    i18n.set_language(code)
    yield code
    i18n.set_language("en")


def _refusal(key: str, value: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["settings", "set", key, value]) == 2
    return capsys.readouterr().err.strip()


@pytest.mark.parametrize(
    ("key", "value", "english"),
    [
        ("draw", "2", "canfield: draw must be 1 or 3, not '2'"),
        (
            "window_size",
            "0x5",
            "canfield: window_size is written WIDTHxHEIGHT, e.g. 1280x800, from 1x1 to "
            "65535x65535 (or none: fit the screen), not '0x5'",
        ),
        (
            "window_position",
            "1x2",
            "canfield: window_position is written X,Y, e.g. 100,50, each from -65535 to "
            "65535 (or none: where the desktop puts it), not '1x2'",
        ),
    ],
)
def test_settings_refusals_say_the_form_in_every_language(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str], key: str, value: str, english: str
) -> None:
    assert _refusal(key, value, capsys) == english
    xdg[0].mkdir(parents=True)
    for lang in OTHERS:
        (xdg[0] / "settings.json").write_text(f'{{"language": "{lang}"}}', encoding="utf-8")
        said = _refusal(key, value, capsys)
        assert said != english and key in said and repr(value) in said, (lang, said)
        assert not any(leak in said for leak in ENGLISH_LEAKS), (lang, said)


@pytest.mark.parametrize(
    ("typed", "saved"),
    [("1280x800", [1280, 800]), ("1280 x 800", [1280, 800]), ("640X480", [640, 480])],
)
def test_a_window_size_is_set_as_wxh(
    xdg: tuple[Path, Path], typed: str, saved: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["settings", "set", "window_size", *typed.split()]) == 0
    assert Store().load_settings().window_size == tuple(saved)
    assert main(["settings", "set", "window_position", "-10,20"]) == 0
    assert Store().load_settings().window_position == (-10, 20)


@pytest.mark.parametrize(
    "error",
    [
        OSError(errno.EACCES, "Permission denied"),
        OSError(errno.ENOTDIR, "Not a directory"),
        OSError(errno.ENOSPC, "No space left on device"),
        sqlite3.OperationalError("attempt to write a readonly database"),
        sqlite3.OperationalError("database is locked"),
        sqlite3.DatabaseError("file is not a database"),
    ],
    ids=str,
)
def test_the_systems_reasons_are_worded_for_the_player(
    lang: str, error: Exception, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="canfield"):
        said = os_reason(error)
    i18n.set_language("en")
    english = os_reason(error)
    i18n.set_language(lang)
    assert said != english, (lang, said)
    assert not any(leak in said for leak in ENGLISH_LEAKS)
    assert str(error) in caplog.text  # the original is kept for whoever reads the log


def test_a_notice_about_a_blocked_save_stays_in_danish(tmp_path: Path) -> None:
    i18n.set_language("da")
    try:
        blocker = tmp_path / "config"
        blocker.write_text("x", encoding="utf-8")
        store = Store(blocker / "canfield", tmp_path / "data", in_window=False)
        assert store.save_settings(Settings(draw=1)) is False
        [warning] = store.pop_warnings()
    finally:
        i18n.set_language("en")
    assert "der ligger en fil, hvor der skulle være en mappe" in warning
    assert not any(leak in warning for leak in ENGLISH_LEAKS)
