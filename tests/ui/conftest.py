"""Headless window tests: a real `App` on SDL's dummy video driver, fed real pygame events.

pygame is imported only after the dummy drivers are chosen, and only the display and
font modules are started (never `pygame.init()`, so no audio device is opened).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pytest

from canfield.session import Session
from canfield.store import Store
from canfield.store.settings import Settings
from canfield.ui.app import App

from .driver import Driver, ErrorLog, FakeClock

if TYPE_CHECKING:  # speech is imported by the tests that hear the window, not by all
    from canfield.speech.voice import Voice

MakeDriver = Callable[..., Driver]

WORKED_CODE = "CF1-D3-AAAAACL"


@pytest.fixture(scope="session", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.quit()


@pytest.fixture
def errors() -> Iterator[ErrorLog]:
    """Everything the game logs at ERROR or above (App.step logs handler exceptions)."""
    handler = ErrorLog()
    logger = logging.getLogger("canfield")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


@pytest.fixture
def make_driver(errors: ErrorLog, tmp_path: Path) -> Iterator[MakeDriver]:
    """Build an App around a Session and return a driver that posts events to it.

    `store=True` gives a real Store in tmp_path (persistence), otherwise nothing is written;
    `voice` is the window's voice (None: speech off).
    """
    made: list[Driver] = []

    def make(
        code: str = WORKED_CODE,
        *,
        size: tuple[int, int] = (1280, 800),
        store: bool = False,
        voice: Voice | None = None,
        **settings: object,
    ) -> Driver:
        pygame.event.clear()
        options: dict[str, object] = {"animations": False} | settings
        the_store = Store(tmp_path / "cfg", tmp_path / "data") if store else None
        if the_store is not None:
            the_store.save_settings(Settings.model_validate(options))
        session = Session.open(the_store, Settings.model_validate(options), code=code)
        clock = FakeClock()
        app = App(session, size=size, clock=clock, voice=voice)
        driver = Driver(app, clock, errors)
        driver.step()  # the first frame, and the window events SDL queued at set_mode
        made.append(driver)
        return driver

    yield make
    pygame.event.clear()
    pygame.key.stop_text_input()
    pygame.mixer.quit()  # a window that turned sound on (the monkey can) leaves no device open


@pytest.fixture
def ui(make_driver: MakeDriver) -> Driver:
    """The worked example's deal at 1280×800, animations off, Double click on."""
    return make_driver()
