"""How long the window's loop sleeps between polls for events, and how it sleeps.

Redrawing at 60 frames a second when nothing moves costs most of a core, and
`pygame.event.wait` several percent (pygame polls inside it every millisecond). So the
loop polls every frame while something moves or just after input, then more slowly,
then — once the window has been left alone a while — five times a second. It sleeps in
SDL's own `SDL_WaitEventTimeout` given no event to fill: on X11 that waits on the
display's connection, so the first event wakes it at once and the event stays queued
for `pygame.event.get`; where SDL cannot be reached that way it sleeps plainly.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import pygame

ACTIVE_SLEEP_MS = 16
"""While something moves, or just after input: a frame."""
IDLE_SLEEP_MS = 33
"""After `IDLE_AFTER_SECONDS` without an event, or while a search runs beside the game."""
RESTING_SLEEP_MS = 200
"""After `RESTING_AFTER_SECONDS` without an event: an event still wakes the loop at once
(see `sleep`); what waits is only what comes by the clock, the game's time label among
it (a fifth of a second late at most)."""
IDLE_AFTER_SECONDS = 1.0
RESTING_AFTER_SECONDS = 5.0


def sleep_ms(quiet: float, *, moving: bool, waiting: bool) -> int:
    """The next sleep, after `quiet` seconds without an event; `moving` while anything
    moves or the pointer holds cards, `waiting` while the solver works beside the game
    (its answer is shown as soon as it comes)."""
    if moving or quiet < IDLE_AFTER_SECONDS:
        return ACTIVE_SLEEP_MS
    if quiet < RESTING_AFTER_SECONDS or waiting:
        return IDLE_SLEEP_MS
    return RESTING_SLEEP_MS


def _sdl_wait() -> Callable[[int], object] | None:
    """SDL's `SDL_WaitEventTimeout(NULL, ms)` from the SDL library pygame has loaded; None
    where it cannot be found (another platform, a pygame built otherwise)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # at the first sleep, after the first frame: not on the start's path

    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:
            paths = {line.split()[-1] for line in maps if "/libSDL2-2" in line}
        if len(paths) != 1:
            return None
        wait = ctypes.CDLL(paths.pop()).SDL_WaitEventTimeout
    except (OSError, AttributeError, IndexError):
        return None
    wait.argtypes = (ctypes.c_void_p, ctypes.c_int)
    wait.restype = ctypes.c_int
    return lambda ms: wait(None, ms)


_WAIT: list[Callable[[int], object] | None] = []


def sleep(ms: int) -> None:
    """Sleep up to `ms` milliseconds, waking as soon as an event is queued."""
    if not _WAIT:
        _WAIT.append(_sdl_wait())
    wait = _WAIT[0]
    if wait is None or pygame.display.get_driver() != "x11":
        pygame.time.wait(ms)  # the dummy driver and others: no event source to wait on
    else:
        wait(ms)
