"""Sound in the window: off by default with the mixer closed; with it on, a deal, a card
placed, a refusal and a win each have their sound; the Settings switch turns it on and off
and is saved."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from canfield.engine import Move
from canfield.store import Store
from canfield.ui.dialogs.modal import Deal
from canfield.ui.dialogs.options import SettingsDialog
from canfield.ui.input.intents import Command, Play, Tap
from canfield.ui.sound import Sounds

from .conftest import MakeDriver
from .driver import Driver, one_card_from_winning


class Heard(Sounds):
    """Real sounds (the dummy audio driver plays them silently) that note each one."""

    def __init__(self, enabled: bool) -> None:
        super().__init__(enabled=enabled)
        self.heard: list[str] = []

    def play(self, name: str) -> bool:
        """Play as usual and note the name of what was played."""
        played = super().play(name)
        if played:
            self.heard.append(name)
        return played


def listen(ui: Driver) -> Heard:
    """Give the window sounds that remember what they played."""
    heard = Heard(ui.app.actions.sounds.enabled)
    ui.app.actions.sounds = heard
    return heard


def play_a_little(ui: Driver) -> None:
    """A draw, a refused move, a tap that finds no place, and a new deal."""
    ui.app.actions.apply(Tap("S"))
    ui.app.actions.apply(Play(Move.parse("R>F2")))  # Q♣ cannot start the spades
    ui.app.actions.apply(Tap("F1"))  # the base card has nowhere to go
    ui.app.actions.apply(Deal("CF1-D1-AAAAACL", 1))
    ui.step()


def test_sound_is_off_by_default_and_the_mixer_is_never_opened(ui: Driver) -> None:
    assert not ui.session.settings.sound
    heard = listen(ui)
    play_a_little(ui)
    assert heard.heard == []
    assert pygame.mixer.get_init() is None


def test_each_event_has_its_sound(make_driver: MakeDriver) -> None:
    ui = make_driver(sound=True)
    heard = listen(ui)
    assert pygame.mixer.get_init() is None  # not opened at start-up
    play_a_little(ui)
    assert heard.heard == ["place", "refuse", "refuse", "deal"]
    assert pygame.mixer.get_init() is not None
    ui.set_position(one_card_from_winning())
    ui.app.actions.apply(Tap("C1"))
    assert ui.session.won
    assert heard.heard[-1] == "win"
    ui.app.actions.sounds.enabled = False
    assert pygame.mixer.get_init() is None


def test_the_settings_switch_turns_sound_on_and_off_and_is_saved(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    ui = make_driver(store=True)
    store = Store(tmp_path / "cfg", tmp_path / "data")  # the folders the driver's store uses
    ui.app.actions.apply(Command("settings"))
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    ui.step()  # the dialog is laid out and drawn
    assert not dialog.sound.value
    ui.click(dialog.sound.rect.center)
    assert ui.session.settings.sound and ui.app.actions.sounds.enabled
    saved = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert saved["sound"] is True
    heard = listen(ui)
    ui.app.actions.apply(Tap("S"))
    assert heard.heard == ["place"]
    ui.click(dialog.sound.rect.center)
    assert not ui.session.settings.sound and not ui.app.actions.sounds.enabled
    assert pygame.mixer.get_init() is None  # turned off: the audio device is let go
    saved = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert saved["sound"] is False


GAME_WITH_SOUND = """
import logging, pygame
logging.basicConfig(level=logging.WARNING, format="canfield: %(message)s")  # as `play` does
from canfield.session import Session
from canfield.store.settings import Settings
from canfield.ui.app import App
from canfield.ui.input.intents import Tap
pygame.display.init()
pygame.font.init()
app = App(Session.open(None, Settings(sound=True, animations=False), code="CF1-D3-AAAAACL"))
app.step()
for pile in ("S", "S", "F1"):  # two draws, and a tap refused
    app.actions.apply(Tap(pile))
    app.step()
print("waste", len(app.session.state.waste), "unavailable", app.actions.sounds.unavailable)
pygame.quit()
"""


@pytest.mark.parametrize("driver", [None, "no-such-driver"])
def test_the_game_with_sound_on_and_no_audio_device_prints_nothing(driver: str | None) -> None:
    """The whole window, sound on, SDL left to find an audio device (this machine has
    none: ALSA fails and its library writes to stderr from C) or given one that fails."""
    root = Path(__file__).resolve().parent.parent.parent
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_AUDIO")}
    if driver is not None:
        env["SDL_AUDIODRIVER"] = driver
    env.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(root))
    done = subprocess.run(
        [sys.executable, "-c", GAME_WITH_SOUND],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=root,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[:2] == ["waste", "6"]
    assert done.stderr == ""
