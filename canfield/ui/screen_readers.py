"""Whether a screen reader runs now, asked the way each system answers it.

Looked up once, after the first frame (`WindowActions.speak_if_a_screen_reader_runs`):
with speech on "automatic", the game then speaks through the screen reader. Each way of
asking is cheap and fails quietly (no answer is "no screen reader": the player can still
turn speech on in Speech and view).

- Linux: a process named like a screen reader (`/proc/*/comm`; Orca).
- Windows: the system's "screen reader present" flag, which NVDA, JAWS and Narrator set
  (`SystemParametersInfo(SPI_GETSCREENREADER)`).
- macOS: VoiceOver's switch in the universal-access preferences.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

LINUX_READERS = frozenset({"orca"})
"""Screen readers found by their process's name (Linux: `/proc/*/comm`)."""

SPI_GETSCREENREADER = 0x0046
"""Windows: the `SystemParametersInfo` action that reads the screen-reader flag."""

VOICEOVER_SWITCH = ("defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey")
"""macOS: the command that prints 1 while VoiceOver is on."""


def screen_reader_running(platform: str | None = None) -> bool:
    """Whether a screen reader runs now on this system (`platform`: `sys.platform`)."""
    platform = sys.platform if platform is None else platform
    if platform.startswith("linux"):
        return linux_reader_running()
    if platform == "win32":
        return windows_flag_set(_windows_flag)
    if platform == "darwin":
        return voiceover_on(_run)
    return False


def linux_reader_running(proc: str = "/proc") -> bool:
    """Whether a process under `proc` is named like a screen reader."""
    if not os.path.isdir(proc):
        return False
    for entry in os.scandir(proc):
        if entry.name.isdigit():
            try:
                with open(f"{proc}/{entry.name}/comm", encoding="utf-8") as comm:
                    if comm.read().strip() in LINUX_READERS:
                        return True
            except OSError:
                continue
    return False


def windows_flag_set(read_flag: Callable[[], bool | None]) -> bool:
    """Whether Windows says a screen reader is present (`read_flag`: the system call, or
    None where it failed)."""
    try:
        return bool(read_flag())
    except OSError:
        return False


def voiceover_on(run: Callable[[tuple[str, ...]], str | None]) -> bool:
    """Whether macOS says VoiceOver is on (`run`: a command's output, None on failure)."""
    try:
        out = run(VOICEOVER_SWITCH)
    except OSError:
        return False
    return out is not None and out.strip() == "1"


def _windows_flag() -> bool | None:
    """SystemParametersInfoW(SPI_GETSCREENREADER): the flag, or None if the call failed."""
    if sys.platform != "win32":
        return None
    import ctypes

    flag = ctypes.c_int(0)
    done = ctypes.windll.user32.SystemParametersInfoW(SPI_GETSCREENREADER, 0, ctypes.byref(flag), 0)
    return bool(flag.value) if done else None


def _run(command: tuple[str, ...]) -> str | None:
    """A short command's standard output, or None when it fails or takes over a second."""
    import subprocess

    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=1, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None
