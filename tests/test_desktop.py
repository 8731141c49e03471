"""`canfield desktop install|uninstall`: a launcher entry, hicolor icons and AppStream
metainfo in the user's data folder, valid by the freedesktop tools, and removed whole."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from canfield import desktop
from canfield.cli import main

IN_CI = os.environ.get("CI") == "true"


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


def test_install_writes_the_launcher_icons_and_metainfo(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["desktop", "install"]) == 0
    assert str(desktop.launcher_path(home)) in capsys.readouterr().out
    entry = _entry(desktop.launcher_path(home))
    assert entry["Type"] == "Application" and entry["Name"] == "Canfield"
    assert entry["Exec"] == f"{sys.executable} -m canfield play"
    assert entry["Icon"] == desktop.APP_ID
    assert "CardGame" in entry["Categories"].split(";")
    for locale in ("ro", "da", "es", "sr@latin", "sr"):  # the comment in every language
        assert entry[f"Comment[{locale}]"] not in ("", entry["Comment"])
    import pygame

    for size in desktop.ICON_SIZES:
        icon = pygame.image.load(str(desktop.icon_path(home, size)))
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0  # a clear square around the card
        assert icon.get_at((size // 2, size // 2)).a == 255
    root = ElementTree.parse(desktop.metainfo_path(home)).getroot()
    assert root.findtext("id") == desktop.APP_ID
    assert root.findtext("launchable") == f"{desktop.APP_ID}.desktop"
    assert {p.get("{http://www.w3.org/XML/1998/namespace}lang") for p in root.iter("summary")} == {
        None, "ro", "da", "es", "sr@latin", "sr",
    }  # fmt: skip
    assert entry["Name[sr]"] == "Канфилд" and entry["Comment[sr]"].startswith("Пасијанс")
    for path in desktop.installed_files(home):
        assert path.stat().st_mode & 0o644 == 0o644  # readable by the desktop's tools


def _validators() -> list[str]:
    found = [tool for tool in ("desktop-file-validate", "appstreamcli") if shutil.which(tool)]
    if IN_CI:  # CI installs both (scripts/test): their checks are never left out there
        assert found == ["desktop-file-validate", "appstreamcli"]
    return found


@pytest.mark.parametrize("python", [sys.executable, "/opt/my games/bin/python3"])
def test_the_freedesktop_tools_find_nothing_wrong(tmp_path: Path, python: str) -> None:
    desktop.install(tmp_path, python)
    entry = _entry(desktop.launcher_path(tmp_path))
    if " " in python:
        assert entry["Exec"] == f'"{python}" -m canfield play'
    for tool in _validators():
        if tool == "desktop-file-validate":
            command = [tool, str(desktop.launcher_path(tmp_path))]
        else:
            command = [tool, "validate", "--no-net", str(desktop.metainfo_path(tmp_path))]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "error" not in (done.stdout + done.stderr).lower()


def test_uninstall_removes_exactly_what_install_wrote(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desktop.install()
    neighbour = home / "applications" / "other.desktop"
    neighbour.write_text("[Desktop Entry]\n", encoding="utf-8")
    assert main(["desktop", "uninstall"]) == 0
    assert f"({len(desktop.installed_files(home))} files removed)" in capsys.readouterr().out
    assert not any(path.exists() for path in desktop.installed_files(home))
    assert neighbour.exists()
    assert main(["desktop", "uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_an_unwritable_data_folder_is_a_sentence_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["desktop", "install"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("canfield: the desktop's menu could not be changed:")
    assert "Traceback" not in err
