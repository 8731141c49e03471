"""The loop's sleep: a frame while something moves, slower when idle, a fifth of a second
once left alone — and under a real X display any event wakes it at once."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import canfield
from canfield.ui.pacing import (
    ACTIVE_SLEEP_MS,
    IDLE_SLEEP_MS,
    RESTING_AFTER_SECONDS,
    RESTING_SLEEP_MS,
    sleep_ms,
)

IN_CI = os.environ.get("CI") == "true"


def test_the_sleep_grows_with_the_quiet_and_shrinks_with_movement() -> None:
    assert sleep_ms(0.2, moving=False, waiting=False) == ACTIVE_SLEEP_MS
    assert sleep_ms(60.0, moving=True, waiting=False) == ACTIVE_SLEEP_MS
    assert sleep_ms(2.0, moving=False, waiting=False) == IDLE_SLEEP_MS
    assert sleep_ms(RESTING_AFTER_SECONDS + 1, moving=False, waiting=False) == RESTING_SLEEP_MS
    # A search's progress is shown while it runs: not the resting rate then.
    assert sleep_ms(RESTING_AFTER_SECONDS + 1, moving=False, waiting=True) == IDLE_SLEEP_MS


WAKE = """
import threading, time
import pygame
pygame.display.init()
pygame.display.set_mode((200, 100))
from canfield.ui import pacing
pygame.event.get()
pygame.event.post(pygame.event.Event(pygame.USEREVENT))
start = time.perf_counter()
pacing.sleep(5000)                       # an event already queued: no wait at all
queued = time.perf_counter() - start
kept = [e.type for e in pygame.event.get()].count(pygame.USEREVENT)
def later():
    time.sleep(0.2)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
threading.Thread(target=later).start()
start = time.perf_counter()
pacing.sleep(5000)                       # an event posted while it sleeps wakes it
woken = time.perf_counter() - start
print(queued, kept, woken, pygame.display.get_driver())
"""


def test_an_event_wakes_the_resting_loop_at_once(tmp_path: Path) -> None:
    if shutil.which("Xvfb") is None:
        assert not IN_CI, "CI installs Xvfb (scripts/_system.sh)"
        pytest.skip("no Xvfb on this machine to give SDL a real display")
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "320x200x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        env = {
            **{k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"},
            "DISPLAY": f":{display}",
            "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        done = subprocess.run(
            [sys.executable, "-c", WAKE], env=env, capture_output=True, text=True, timeout=60
        )
    finally:
        xvfb.terminate()
        xvfb.wait()
    assert done.returncode == 0, done.stderr
    queued, kept, woken, driver = done.stdout.split()
    assert driver == "x11"
    assert float(queued) < 1.0 and kept == "1"  # not the 5 s asked for; the event kept
    assert 0.15 < float(woken) < 2.5  # woken by the event posted after 0.2 s, not at 5 s
