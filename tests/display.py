"""pygame's display for the tests that draw without a window of the game's own.

Opened for a test or a module and left as it was found: the window tests open the
display once for the whole run (`tests/ui/conftest.py`), and a module that closed it
behind them would break every window test that runs after it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame


@contextmanager
def display(size: tuple[int, int] | None = None) -> Iterator[None]:
    """The dummy display and fonts, with a window of `size` if given (so surfaces can be
    converted); closed afterwards only if it was closed before."""
    opened = not pygame.display.get_init()
    pygame.display.init()
    pygame.font.init()
    if size is not None:
        pygame.display.set_mode(size)
    try:
        yield
    finally:
        if opened:
            pygame.display.quit()
