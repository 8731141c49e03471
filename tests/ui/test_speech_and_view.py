"""The Speech and view window (from Settings, by keys alone) and the high-contrast faces:
large indices legible at 640×480, a colour for each suit on request, a thicker focus ring;
speech turned on and off while the game runs."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from canfield.engine import Card
from canfield.speech import voice
from canfield.store import Store
from canfield.store.settings import Settings
from canfield.ui import speaking, start, window_actions
from canfield.ui.dialogs.access import AccessDialog
from canfield.ui.draw.contrast import FOUR_COLOURS, Contrast

from .conftest import MakeDriver
from .driver import Driver


def _open_access_by_keys(ui: Driver) -> AccessDialog:
    ui.key(pygame.K_F4)
    settings = ui.app.flow.dialog
    assert settings is not None
    while getattr(settings.focused(), "action", "") != "access":
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, AccessDialog)
    return dialog


def test_high_contrast_and_suit_colours_are_chosen_by_keys_and_kept(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    ui = make_driver(store=True)
    dialog = _open_access_by_keys(ui)
    while dialog.focused() is not dialog.high_contrast:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_SPACE)
    assert ui.app.art.contrast == Contrast(suit_colours=False)
    ui.key(pygame.K_TAB)  # A colour for each suit
    ui.key(pygame.K_SPACE)
    assert ui.app.art.contrast == Contrast(suit_colours=True)
    ui.key(pygame.K_ESCAPE)
    saved = Store(tmp_path / "cfg", tmp_path / "data").load_settings()
    assert (saved.high_contrast, saved.suit_colours) == (True, True)
    assert ui.shown() == ui.full_redraw()


def test_the_index_is_large_and_legible_at_640_by_480(make_driver: MakeDriver) -> None:
    ui = make_driver(size=(640, 480), high_contrast=True)
    art = ui.app.art
    face = art.face(Card.parse("10D"))
    w, h = face.get_size()
    strip = face.subsurface(pygame.Rect(0, 0, w, h * 3 // 10))
    ink = pygame.mask.from_threshold(strip, (190, 0, 0, 255), (30, 30, 30, 255))
    box = ink.get_bounding_rects()
    top = box[0].unionall(box[1:])
    assert top.height >= h // 5  # the rank stands a fifth of the card's height or more
    assert top.width >= w // 2  # "10♦" across half the card at least


def test_each_suit_prints_in_its_own_colour_on_request(make_driver: MakeDriver) -> None:
    ui = make_driver(high_contrast=True, suit_colours=True)
    for letter in "SHDC":
        face = ui.app.art.face(Card.parse("5" + letter))
        colour = FOUR_COLOURS[letter]
        found = pygame.mask.from_threshold(face, (*colour, 255), (8, 8, 8, 255)).count()
        assert found > 50, letter


def test_the_focus_ring_is_thicker_with_high_contrast(make_driver: MakeDriver) -> None:
    from canfield.ui.draw import theme

    for contrast, width in ((False, 3), (True, 6)):
        ui = make_driver(high_contrast=contrast)
        ui.key(pygame.K_2)
        card = ui.card_rect("C2")
        ring = card.inflate(6 * width // 3, 6 * width // 3)
        x = ring.centerx
        inked = [ui.app.screen.get_at((x, y))[:3] == theme.FOCUS for y in range(ring.top, card.top)]
        assert sum(inked) >= width, contrast


def test_speech_can_be_turned_on_and_off_while_the_game_runs(make_driver: MakeDriver) -> None:
    ui = make_driver()
    assert ui.app.actions.speaking.voice is None  # off at start: nothing of speech loaded
    dialog = _open_access_by_keys(ui)
    off = dialog.speech_choices[1]
    while dialog.focused() is not off:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_SPACE)
    assert ui.session.settings.speech == "off"
    assert ui.app.actions.speaking.voice is None


def test_automatic_speech_looks_for_a_screen_reader_after_the_first_frame(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    looked: list[bool] = []

    def running() -> bool:
        looked.append(True)
        return True

    monkeypatch.setattr(speaking, "screen_reader_running", running)
    monkeypatch.setattr(window_actions, "screen_reader_running", running)
    monkeypatch.setattr(voice, "open_backend", lambda *args, **kwargs: voice.Silent())
    # At start "automatic" opens no voice: the process list is read after the first frame.
    assert start.open_voice(Settings(), None) is None
    assert looked == []
    ui = make_driver(speech="auto")
    assert ui.app.actions.speaking.voice is None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.app.run()  # one pass, its frame, then the look
    said = ui.app.actions.speaking.voice
    assert looked and said is not None
    assert any("Base card" in text for text in said.history)  # the game on the table, said


def test_automatic_speech_stays_off_without_a_screen_reader(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_actions, "screen_reader_running", lambda: False)
    ui = make_driver(speech="auto")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.app.run()
    assert ui.app.actions.speaking.voice is None
