"""`canfield settings …` and `canfield stats`, through a parser built with `register`."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import canfield
from canfield.session import Session
from canfield.store import Settings, Store
from canfield.store.cli import register
from tests.positions import one_move_from_winning


def run(*words: str) -> int:
    """Parse `words` the way `canfield` does and run the chosen handler."""
    parser = argparse.ArgumentParser(prog="canfield")
    register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(list(words))
    code: int = args.func(args)
    return code


def test_settings_prints_the_defaults_as_json(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("settings") == 0
    assert json.loads(capsys.readouterr().out) == Settings().model_dump()
    config, _data = xdg
    assert not config.exists()  # printing saves nothing


def test_settings_set_validates_and_saves(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("settings", "set", "draw", "1") == 0
    assert run("settings", "set", "double_click", "off") == 0
    assert run("settings", "set", "language", "da") == 0
    assert Store().load_settings() == Settings(draw=1, double_click=False, language="da")
    assert run("settings", "set", "language", "none") == 0
    assert Store().load_settings().language is None
    assert run("settings") == 0
    assert json.loads(capsys.readouterr().out)["draw"] == 1


@pytest.mark.parametrize(
    ("word", "value"),
    [
        *[("true", True), ("ON", True), ("yes", True), ("1", True)],
        *[("false", False), ("Off", False), ("no", False), ("0", False)],
    ],
)
def test_booleans_accept_the_usual_words(xdg: tuple[Path, Path], word: str, value: bool) -> None:
    assert run("settings", "set", "animations", word) == 0
    assert Store().load_settings().animations is value


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("draw", "2", "draw"),
        ("draw", "three", "draw"),
        ("double_click", "maybe", "double_click"),
        ("language", "@@", "language"),
        ("colour", "green", "colour"),
    ],
)
def test_an_invalid_setting_is_refused_in_one_line_and_the_file_untouched(
    xdg: tuple[Path, Path],
    capsys: pytest.CaptureFixture[str],
    key: str,
    value: str,
    said: str,
) -> None:
    assert run("settings", "set", "animations", "off") == 0
    config, _data = xdg
    before = (config / "settings.json").read_bytes()
    mtime = (config / "settings.json").stat().st_mtime_ns
    capsys.readouterr()
    assert run("settings", "set", key, value) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err
    assert (config / "settings.json").read_bytes() == before
    assert (config / "settings.json").stat().st_mtime_ns == mtime
    assert sorted(p.name for p in config.iterdir()) == ["settings.json"]


def test_settings_reset(xdg: tuple[Path, Path]) -> None:
    assert run("settings", "set", "draw", "1") == 0
    assert run("settings", "reset") == 0
    assert Store().load_settings() == Settings()


def test_a_corrupt_settings_file_is_reported_on_stderr(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    config, _data = xdg
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{{{")
    assert run("settings") == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == Settings().model_dump()
    assert "settings.json.corrupt-" in captured.err
    assert len(list(config.glob("settings.json.corrupt-*"))) == 1


def test_an_unwritable_config_location_fails_with_exit_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "config-file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    assert run("settings", "set", "draw", "1") == 1
    [said] = capsys.readouterr().err.splitlines()  # one line: why it cannot be saved
    assert said.startswith("canfield: warning: The settings cannot be read or saved: ")


def _some_games() -> None:
    """Draw 3: a win and a game left unfinished; Draw 1: a game in progress."""
    won = Session.open(Store(), start=one_move_from_winning())
    won.add_elapsed(75)
    won.tap("C1")
    won.new_game("CF1-D3-AAAAACL")
    won.tap("S")
    won.new_game("CF1-D1-AAAAACL")
    won.tap("S")
    won.close()


def test_stats_table_and_json(xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    _some_games()
    assert run("stats") == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split() == ["Draw", "3", "Draw", "1"]
    rows = {line[:28].strip(): line[28:].split() for line in table[1:]}
    assert rows["Games played"] == ["2", "0"]  # finished games: the Draw 1 one is on
    assert rows["In progress"] == ["0", "1"]
    assert rows["Games won"] == ["1", "0"]
    assert rows["Games abandoned"] == ["1", "0"]
    assert rows["Win rate"] == ["50%", "0%"]
    assert rows["Best score"] == ["255", "0"]
    assert rows["Current streak"] == ["0", "0"]
    assert rows["Longest streak"] == ["1", "0"]
    assert rows["Cards placed on foundations"] == ["1", "0"]  # placed in play
    assert rows["Best time"] == ["1:15", "—"]
    assert run("stats", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["draw_3"] == {
        "played": 2,
        "won": 1,
        "abandoned": 1,
        "win_rate": 0.5,
        "best_score": 255,
        "current_streak": 0,
        "longest_streak": 1,
        "cards_placed": 1,
        "best_time": 75.0,
        "average_time": 75.0,
        "in_progress": 0,
    }
    assert (data["draw_1"]["played"], data["draw_1"]["in_progress"]) == (0, 1)


def test_record_prints_the_game_in_progress_and_any_game_by_number(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("record") == 2
    assert "no game" in capsys.readouterr().err
    session = Session.open(Store(), code="CF1-D3-AAAAACL")
    session.tap("S")
    session.tap("S")
    first = session.game_id
    session.new_game("CF1-D1-AAAAAAB")
    session.tap("S")
    assert run("record") == 0
    assert capsys.readouterr().out == "CF1-D1-AAAAAAB S\n"
    assert run("record", str(first)) == 0
    assert capsys.readouterr().out == "CF1-D3-AAAAACL S S\n"
    assert run("record", "--list") == 0
    listing = capsys.readouterr().out.splitlines()
    assert "abandoned" in listing[1] and "in progress" in listing[0]
    assert run("record", "9" * 5000) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 200
    assert run("record", "77") == 2


def test_a_store_warning_is_printed_once(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    config, _data = xdg
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{{{")
    assert run("settings") == 0
    assert capsys.readouterr().err.count("settings.json.corrupt-") == 1


def test_a_read_only_warning_does_not_speak_of_closing_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "config-file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    assert run("settings", "set", "draw", "1") == 1
    err = capsys.readouterr().err
    assert "cannot be read or saved" in err and "closed" not in err


def test_a_huge_number_for_draw_is_refused_plainly(
    xdg: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("settings", "set", "draw", "3" * 5000) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "limit" not in err and len(err) < 300


def test_the_installed_command_refuses_draw_2(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
    }
    command = [sys.executable, "-m", "canfield", "settings", "set", "draw", "2"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.count("\n") == 1
    assert not (tmp_path / "config").exists()


@pytest.mark.parametrize(
    "words",
    [("k" * 100_000, "1"), ("language", "k" * 100_000), ("sound", "k" * 100_000)],
)
def test_a_long_key_or_value_is_not_echoed_in_full(
    xdg: tuple[Path, Path], words: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("settings", "set", *words) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 400 and "characters)" in err
