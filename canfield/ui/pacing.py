"""How long the window's loop sleeps between polls for events.

Redrawing at 60 frames a second when nothing moves costs most of a core, and
`pygame.event.wait` several percent (SDL polls inside it every millisecond); sleeping
between polls costs almost nothing, at the price of an input waiting up to one sleep to
be seen. So the loop polls every frame while something moves or just after input, then
more slowly, then — once the window has been left alone a while — ten times a second,
which an idle window's player never notices (the first event wakes it to the fast rate).
"""

from __future__ import annotations

ACTIVE_SLEEP_MS = 16
"""While something moves, or just after input: a frame."""
IDLE_SLEEP_MS = 33
"""After `IDLE_AFTER_SECONDS` without an event, or while a search runs beside the game."""
RESTING_SLEEP_MS = 100
"""After `RESTING_AFTER_SECONDS` without an event."""
IDLE_AFTER_SECONDS = 1.0
RESTING_AFTER_SECONDS = 5.0


def sleep_ms(quiet: float, *, moving: bool, waiting: bool) -> int:
    """The next sleep, after `quiet` seconds without an event; `moving` while anything
    moves or the pointer holds cards, `waiting` while a search's progress is shown."""
    if moving or quiet < IDLE_AFTER_SECONDS:
        return ACTIVE_SLEEP_MS
    if quiet < RESTING_AFTER_SECONDS or waiting:
        return IDLE_SLEEP_MS
    return RESTING_SLEEP_MS
