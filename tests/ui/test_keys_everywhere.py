"""Every toolbar command and every dialog control is reachable without the mouse: each
button has a key of its own (named in its tooltip and in Rules), Tab and Shift+Tab walk
the toolbar and each dialog's controls, Enter and Space press, Esc closes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from canfield.i18n import LANGUAGES
from canfield.store import Store
from canfield.ui.dialogs.help import help_text
from canfield.ui.dialogs.options import SettingsDialog, StatsDialog
from canfield.ui.input.keyboard import SHORTCUTS, Keyboard
from canfield.ui.input.toolbar import Toolbar

from .conftest import MakeDriver
from .driver import Driver

SHIFT = pygame.KMOD_LSHIFT

KEY_NAMES = {
    pygame.K_F1: "F1",
    pygame.K_F2: "F2",
    pygame.K_F3: "F3",
    pygame.K_F4: "F4",
    pygame.K_F11: "F11",
}
LETTER_KEYS = {"hint": "(H)", "lost": "(G)"}
"""Buttons whose key is a plain letter of the table (see `Keyboard.key`)."""


def _key_name(key: int, ctrl: bool, shift: bool) -> str:
    name = KEY_NAMES.get(key) or ("," if key == pygame.K_COMMA else pygame.key.name(key).upper())
    return ("Ctrl+" if ctrl else "") + ("Shift+" if shift else "") + name


def test_every_toolbar_button_has_a_key_named_in_its_tooltip_and_in_rules() -> None:
    bar, rules = Toolbar(), help_text()
    for button in bar.buttons:
        command = bar.commands[button.action]
        keys = [_key_name(*k) for k, name in SHORTCUTS.items() if name == command]
        if button.action in LETTER_KEYS:
            assert LETTER_KEYS[button.action] in button.tooltip
            continue
        assert keys, f"no key for {button.action}"
        assert any(key in button.tooltip for key in keys), (button.tooltip, keys)
        assert any(key in rules for key in keys), (button.action, keys)
    assert "Tab" in rules


@pytest.mark.parametrize(
    ("key", "mod", "kind"),
    [
        (pygame.K_F3, 0, StatsDialog),
        (pygame.K_F4, 0, SettingsDialog),
        (pygame.K_COMMA, pygame.KMOD_LCTRL, SettingsDialog),
    ],
)
def test_statistics_and_settings_open_with_a_key(
    ui: Driver, key: int, mod: int, kind: type
) -> None:
    ui.key(key, mod)
    assert isinstance(ui.app.flow.dialog, kind)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.flow.dialog is None


def test_tab_walks_the_toolbar_and_comes_back_to_the_table(ui: Driver) -> None:
    bar = ui.app.toolbar
    shown = [b.action for b in bar.buttons if b.rect.width]
    ui.key(pygame.K_TAB)
    walked = []
    while bar.focus is not None:
        walked.append(bar.buttons[bar.focus].action)
        assert ui.app.view.tooltip is not None  # the focused button says what it does
        assert ui.app.view.focus is None  # one focus at a time
        ui.key(pygame.K_TAB)
    assert walked == shown
    assert ui.app.view.focus is not None  # back on the table
    ui.key(pygame.K_TAB, SHIFT)
    assert bar.buttons[bar.focus or 0].action == shown[-1]


def test_up_from_the_top_row_reaches_the_toolbar_and_down_comes_back(ui: Driver) -> None:
    ui.key(pygame.K_1)  # column 1
    ui.key(pygame.K_UP)  # foundation 1
    assert ui.app.view.focus == ("F1", 0)
    ui.key(pygame.K_UP)
    assert ui.app.toolbar.focus is not None
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    assert ui.app.toolbar.buttons[ui.app.toolbar.focus or 0].action == "redo"
    ui.key(pygame.K_DOWN)
    assert ui.app.toolbar.focus is None
    assert ui.app.view.focus == ("F1", 0)


def test_enter_on_a_focused_button_presses_it_and_a_dead_one_says_so(ui: Driver) -> None:
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_RIGHT)  # Undo: nothing to undo yet
    ui.key(pygame.K_RETURN)
    assert ui.app.view.status == "That button cannot be used now."
    ui.key(pygame.K_d, unicode="d")  # a table key still plays, and takes the focus back
    assert ui.state.waste
    assert ui.app.toolbar.focus is None
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_SPACE)  # Undo, now live
    assert not ui.state.waste


def test_settings_used_by_keys_alone(make_driver: MakeDriver, tmp_path: Path) -> None:
    """Open Settings from the toolbar with Tab and Enter, walk its controls, change a
    setting and the language with Space, close with Esc: all saved."""
    ui = make_driver(store=True)
    ui.key(pygame.K_TAB)
    while ui.app.toolbar.buttons[ui.app.toolbar.focus or 0].action != "settings":
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    ui.key(pygame.K_TAB)
    assert dialog.double_click.focused
    ui.key(pygame.K_SPACE)
    assert ui.session.settings.double_click is False
    reached = []
    for _ in range(len(dialog.focusables)):
        ui.key(pygame.K_TAB)
        reached.append(dialog.focused())
    assert set(map(id, reached)) == set(map(id, dialog.focusables))  # every control
    dansk = next(r for r in dialog.languages if LANGUAGES[r.value] == "da")
    while dialog.focused() is not dansk:
        ui.key(pygame.K_TAB, SHIFT)
    ui.key(pygame.K_SPACE)
    assert ui.session.settings.language == "da"
    ui.key(pygame.K_ESCAPE)
    assert ui.app.flow.dialog is None
    saved = Store(tmp_path / "cfg", tmp_path / "data").load_settings()
    assert (saved.double_click, saved.language) == (False, "da")
    ui.key(pygame.K_F4)  # and back, for the other tests' sake
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    english = next(r for r in dialog.languages if LANGUAGES[r.value] == "en")
    while dialog.focused() is not english:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_SPACE)
    assert ui.session.settings.language == "en"


def test_statistics_closes_by_keys(ui: Driver) -> None:
    ui.key(pygame.K_F3)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, StatsDialog)
    ui.key(pygame.K_TAB)
    assert dialog.buttons[0].focused and dialog.buttons[0].action == "games"
    ui.key(pygame.K_TAB)
    assert dialog.buttons[1].focused and dialog.buttons[1].action == "cancel"
    ui.key(pygame.K_SPACE)
    assert ui.app.flow.dialog is None


def test_a_keyboard_without_a_toolbar_in_view_keeps_tab_on_the_table() -> None:
    keys = Keyboard()  # a toolbar never laid out shows no button
    from canfield.engine import deal

    state = deal("CF1-D3-AAAAACL")
    assert keys.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0), state) is None
    assert keys.bar.focus is None
    assert keys.visible is not None


def test_the_focused_button_is_drawn_with_its_ring(ui: Driver) -> None:
    from canfield.ui.draw import theme

    ui.key(pygame.K_TAB)
    button = ui.app.toolbar.buttons[0]
    ring = button.rect.inflate(4, 4)
    assert ui.app.screen.get_at((ring.centerx, ring.top))[:3] == theme.FOCUS
