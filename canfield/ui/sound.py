"""Sound effects: short sounds for a deal, a card placed, a refusal and a win.

Sound is off unless the player turns it on. pygame's mixer is opened only when a sound
is to be played with sound on, never at start-up, and closed again when sound is turned
off. A machine with no usable audio device plays nothing and says nothing: the failed
attempt is remembered and not retried, and whatever the audio libraries print on the
standard error stream while the device is being opened (ALSA does, from C) is kept out of
the player's terminal.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

from canfield.log import get_logger
from canfield.ui.draw.art import assets_dir

__all__ = ["SOUND_NAMES", "Sounds", "default_sounds_dir"]

log = get_logger(__name__)

SOUND_NAMES = ("deal", "place", "refuse", "win")
"""The sounds there are: a deal, a card placed, a refusal, a win."""

RATE = 22050
"""The sound files' sample rate; the mixer is opened at it, mono, with a short buffer."""


def default_sounds_dir() -> Path:
    """Return the folder holding the sound files: ``sounds`` in the art folder."""
    return assets_dir() / "sounds"


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write on file descriptor 2 to the null device meanwhile."""
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no standard error stream at all: nothing to keep quiet
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


class Sounds:
    """The game's sound effects, played when `enabled`.

    Args:
        enabled: whether sounds are played (the player's setting; off by default).
        folder: where the ``.wav`` files are; defaults to :func:`default_sounds_dir`.
    """

    def __init__(self, enabled: bool = False, folder: Path | None = None) -> None:
        """Prepare the sounds; nothing is opened or read until one is played."""
        self._enabled = enabled
        self._folder = folder if folder is not None else default_sounds_dir()
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._unavailable = False
        self._opened = False

    @property
    def enabled(self) -> bool:
        """Whether sounds are played."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        """Turn sound on or off; off closes the mixer, freeing the audio device."""
        self._enabled = bool(value)
        if not self._enabled:
            self.close()

    @property
    def unavailable(self) -> bool:
        """True once opening the audio device has failed (it is not tried again)."""
        return self._unavailable

    def play(self, name: str) -> bool:
        """Play sound `name` (one of `SOUND_NAMES`) if sound is on; True if it started."""
        if not self._enabled or self._unavailable or not self._open():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.play()
        except pygame.error as exc:
            log.debug("sound %s not played: %s", name, exc)
            return False
        return True

    def close(self) -> None:
        """Close the mixer if this object opened it (the sounds are loaded again later)."""
        self._loaded.clear()
        if self._opened and pygame.mixer.get_init() is not None:
            pygame.mixer.quit()
        self._opened = False

    def _open(self) -> bool:
        """Open the mixer on first use; False (and never again) if there is no device."""
        if pygame.mixer.get_init() is not None:
            return True
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
        except pygame.error as exc:
            self._unavailable = True
            # Said quietly: a machine without sound is normal, not a problem to report.
            log.debug("no audio device, playing without sound: %s", exc)
            return False
        self._opened = True
        return True

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound `name`, or None (logged once) if its file cannot be read."""
        if name not in self._loaded:
            path = self._folder / f"{name}.wav"
            try:
                self._loaded[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.debug("sound %s unavailable: %s", path, exc)
                self._loaded[name] = None
        return self._loaded[name]
