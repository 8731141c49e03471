"""Whether a screen reader runs, as each system answers it (`canfield.ui.screen_readers`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from canfield.ui import screen_readers
from canfield.ui.screen_readers import (
    VOICEOVER_SWITCH,
    linux_reader_running,
    screen_reader_running,
    voiceover_on,
    windows_flag_set,
)


def _proc(tmp_path: Path, **names: str) -> Path:
    """A stand-in for /proc: a folder per process id with its `comm`."""
    for pid, name in names.items():
        (tmp_path / pid.lstrip("p")).mkdir()
        (tmp_path / pid.lstrip("p") / "comm").write_text(name + "\n", encoding="utf-8")
    (tmp_path / "self").mkdir()  # not a process id: passed over
    return tmp_path


def test_linux_finds_orca_among_the_processes(tmp_path: Path) -> None:
    assert linux_reader_running(str(_proc(tmp_path, p1="systemd", p42="orca", p7="bash")))


def test_linux_without_a_screen_reader_says_no(tmp_path: Path) -> None:
    assert not linux_reader_running(str(_proc(tmp_path, p1="systemd", p7="orcas")))


def test_linux_passes_over_a_process_that_ended_and_a_missing_proc(tmp_path: Path) -> None:
    proc = _proc(tmp_path, p42="orca")
    (proc / "9").mkdir()  # a process gone before its comm was read
    assert linux_reader_running(str(proc))
    assert not linux_reader_running(str(tmp_path / "absent"))


def test_windows_reads_the_screen_reader_flag() -> None:
    assert windows_flag_set(lambda: True)
    assert not windows_flag_set(lambda: False)
    assert not windows_flag_set(lambda: None)  # the call failed


def test_windows_call_that_raises_is_no_screen_reader() -> None:
    def broken() -> bool:
        raise OSError("no user32")

    assert not windows_flag_set(broken)


def test_macos_reads_voiceovers_switch() -> None:
    asked: list[tuple[str, ...]] = []

    def run(command: tuple[str, ...]) -> str:
        asked.append(command)
        return "1\n"

    assert voiceover_on(run)
    assert asked == [VOICEOVER_SWITCH]
    assert not voiceover_on(lambda _c: "0\n")
    assert not voiceover_on(lambda _c: None)  # no such preference: never turned on


def test_macos_command_that_cannot_run_is_no_screen_reader() -> None:
    def missing(_command: tuple[str, ...]) -> str:
        raise FileNotFoundError("defaults")

    assert not voiceover_on(missing)


def test_each_platform_asks_its_own_way(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen_readers, "_run", lambda _c: "1")
    monkeypatch.setattr(screen_readers, "_windows_flag", lambda: True)
    assert screen_reader_running("darwin")
    assert screen_reader_running("win32")
    assert not screen_reader_running("sunos5")


def test_the_system_calls_fail_quietly_off_their_system() -> None:
    """Here (Linux) the Windows call answers None and the macOS command is missing or says
    nothing: neither raises."""
    assert not screen_reader_running("win32")
    assert not screen_reader_running("darwin")
