"""The window changes language at once: the Settings window, the toolbar, the status line,
the position in words — no restart."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from canfield import engine, i18n
from canfield.session import Session
from canfield.store import Store
from canfield.store.first_look import first_look
from canfield.store.settings import Settings
from canfield.ui.app import App
from canfield.ui.dialogs.options import SettingsDialog

from .ui.driver import Driver, ErrorLog, FakeClock

Open = Callable[..., Driver]


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    # Started, never quit: the fonts cached by canfield.ui.draw.theme must stay valid for the
    # window tests that run after these (tests/ui/conftest.py quits at the session's end).
    pygame.display.init()
    pygame.font.init()


@pytest.fixture
def window(tmp_path: Path) -> Iterator[Open]:
    """Open the window on a store of its own, in the language the settings say."""

    errors = ErrorLog()  # what the game logs when a frame or a handler fails
    logger = logging.getLogger("canfield")
    logger.addHandler(errors)

    def make(size: tuple[int, int] = (1280, 800), **settings: object) -> Driver:
        pygame.event.clear()
        store = Store(tmp_path / "config", tmp_path / "data")
        chosen = Settings.model_validate({"animations": False} | settings)
        store.save_settings(chosen)
        i18n.set_language(chosen.language)  # as `canfield play` does before the window opens
        clock = FakeClock()
        driver = Driver(App(Session.open(store, chosen), size=size, clock=clock), clock, errors)
        driver.step()
        return driver

    yield make
    logger.removeHandler(errors)
    pygame.event.clear()


def settings(driver: Driver) -> SettingsDialog:
    dialog = driver.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    return dialog


def labels(driver: Driver) -> dict[str, str]:
    return {b.action: b.label for b in driver.app.toolbar.buttons}


def choose(driver: Driver, name: str) -> None:
    """Click a language, by its own name, in the open Settings window."""
    (radio,) = [r for r in settings(driver).languages if r.label == name]
    driver.click(radio.rect.center)


def test_the_settings_offer_the_languages_by_their_own_names(window: Open) -> None:
    driver = window()
    driver.press_button("settings")
    names = [r.label for r in settings(driver).languages]
    assert names == [
        "Română",
        "Dansk",
        "Español",
        "Srpski (latinica)",
        "Српски (ћирилица)",
        "English",
    ]
    assert settings(driver).language == "en"


def test_serbian_in_cyrillic_is_chosen_in_the_settings_and_kept(
    window: Open, tmp_path: Path
) -> None:
    driver = window(language="sr@latin")
    driver.press_button("settings")
    assert settings(driver).title == "Podešavanja"
    choose(driver, "Српски (ћирилица)")
    assert settings(driver).title == "Подешавања"
    assert labels(driver)["new"] == "Нова игра"
    assert driver.app.stage.status == ("Језик: Српски (ћирилица)", False)
    stored = Store(tmp_path / "config", tmp_path / "data").load_settings()
    assert stored.language == "sr@cyrillic"
    driver.step()
    assert not driver.errors.text()


def test_a_settings_file_from_before_the_two_scripts_keeps_serbian_in_latin(
    window: Open, tmp_path: Path
) -> None:
    """The code "sr" was Serbian in Latin letters when it was the only Serbian: it still is."""
    config = tmp_path / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text('{"language": "sr"}', encoding="utf-8")
    store = Store(config, tmp_path / "data")
    look = first_look(store.settings_path)  # what `canfield play` reads before the window
    assert look is not None and look.language == "sr@latin"
    assert store.load_settings().language == "sr@latin"
    driver = window(language="sr")
    assert i18n.language() == "sr@latin"
    assert labels(driver)["new"] == "Nova igra"
    driver.press_button("settings")
    assert settings(driver).language == "sr@latin"


def test_the_faces_print_the_languages_indices_and_follow_a_change(window: Open) -> None:
    driver = window(language="en")
    art = driver.app.art
    assert art.indices == ""
    english_queen = pygame.image.tobytes(art.face(engine.Card.parse("QS")), "RGBA")
    driver.press_button("settings")
    choose(driver, "Română")
    assert art.indices == "ro"
    romanian_queen = pygame.image.tobytes(art.face(engine.Card.parse("QS")), "RGBA")
    assert romanian_queen != english_queen  # D, not Q
    seven = pygame.image.tobytes(art.face(engine.Card.parse("7S")), "RGBA")
    choose(driver, "Dansk")
    assert art.indices == "da"
    assert pygame.image.tobytes(art.face(engine.Card.parse("7S")), "RGBA") == seven
    choose(driver, "Español")
    assert art.indices == ""  # Spanish decks print A, J, Q, K
    assert pygame.image.tobytes(art.face(engine.Card.parse("QS")), "RGBA") == english_queen


def test_choosing_a_language_relabels_the_open_window_and_the_toolbar_at_once(
    window: Open, tmp_path: Path
) -> None:
    driver = window()
    english_width = driver.button("new").width
    driver.press_button("settings")
    choose(driver, "Română")
    dialog = settings(driver)  # still open: a new one, worded in Romanian
    assert dialog.title == "Setări"
    assert dialog.double_click.label.startswith("Dublu clic")
    assert dialog.animations.label == "Animații"
    assert [b.label for b in dialog.buttons] == ["Vorbire și aspect…", "Închide"]
    assert dialog.language == "ro"
    assert labels(driver) == {
        "new": "Joc nou",
        "undo": "Anulare",
        "redo": "Refacere",
        "hint": "Indiciu",
        "lost": "Unde s-a pierdut?",
        "settings": "Setări",
        "stats": "Statistici",
        "rules": "Reguli",
    }
    assert driver.button("new").width != english_width  # laid out for the new words
    assert driver.app.stage.status == ("Limba: Română", False)
    assert Store(tmp_path / "config", tmp_path / "data").load_settings().language == "ro"
    assert i18n.language() == "ro"
    driver.step()  # the frame draws in Romanian without a hitch
    assert not driver.errors.text()


def test_the_keyboard_chooses_a_language_too(window: Open) -> None:
    driver = window(language="da")
    driver.press_button("settings")
    assert settings(driver).title == "Indstillinger"
    dialog = settings(driver)
    for _ in range(dialog.focusables.index(dialog.languages[2]) + 1):
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_SPACE)
    assert settings(driver).title == "Ajustes"
    assert settings(driver).focused() is settings(driver).languages[2]  # the focus stays
    assert labels(driver)["new"] == "Nueva partida"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.flow.dialog is None
    assert labels(driver)["undo"] == "Deshacer"


def test_the_position_in_words_follows_the_window(window: Open) -> None:
    driver = window(language="es")
    driver.key(pygame.K_p, unicode="p")
    assert driver.app.stage.words.startswith("Mazo: 34 cartas; descarte vacío;")
    driver.press_button("settings")
    choose(driver, "Srpski (latinica)")
    assert driver.app.stage.words.startswith("Špil: 34 karte; nema odbačenih karata;")
    choose(driver, "Српски (ћирилица)")
    assert driver.app.stage.words.startswith("Шпил: 34 карте; нема одбачених карата;")


def test_no_chosen_language_is_the_systems_in_window_and_words(
    window: Open, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "da_DK")
    driver = window(language=None)
    assert labels(driver)["new"] == "Nyt spil"
    driver.key(pygame.K_p, unicode="p")
    assert driver.app.stage.words.startswith("Stok: 34 kort;")
    driver.press_button("settings")
    assert settings(driver).language == "da"
