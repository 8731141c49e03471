"""After a dialog closes, the window is resized or restored, and after the last frame of a
movement, what is on screen is exactly a fresh whole frame: nothing of the dialog, or of a
card caught half-way, stays where the table is not redrawn."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from .conftest import MakeDriver
from .driver import Driver, one_card_from_winning


def _by_button(action: str) -> Callable[[Driver], None]:
    def close(ui: Driver) -> None:
        ui.click(ui.dialog_button(action).center)

    return close


def _by_escape(ui: Driver) -> None:
    ui.key(pygame.K_ESCAPE)


OPENERS: dict[str, Callable[[Driver], None]] = {
    "stats": lambda ui: ui.press_button("stats"),
    "rules": lambda ui: ui.press_button("rules"),
    "settings": lambda ui: ui.press_button("settings"),
    "new": lambda ui: ui.press_button("new"),
}


@pytest.mark.parametrize("dialog", sorted(OPENERS))
@pytest.mark.parametrize("close", ["button", "escape"])
def test_a_closed_dialog_leaves_no_trace(ui: Driver, dialog: str, close: str) -> None:
    before = ui.shown()
    OPENERS[dialog](ui)
    assert ui.app.flow.dialog is not None
    assert ui.shown() != before  # the dialog is on screen
    (_by_button("cancel") if close == "button" else _by_escape)(ui)
    assert ui.app.flow.dialog is None
    assert ui.shown() == ui.full_redraw()


@pytest.mark.parametrize("close", ["button", "escape"])
def test_looking_at_the_table_after_a_win_leaves_no_trace(
    make_driver: MakeDriver, close: str
) -> None:
    ui = make_driver()
    ui.set_position(one_card_from_winning())
    ui.tap("C1")
    assert ui.app.flow.dialog is not None  # "You won!"
    (_by_button("cancel") if close == "button" else _by_escape)(ui)
    assert ui.app.flow.dialog is None
    assert ui.shown() == ui.full_redraw()


def test_the_last_frame_of_the_deal_is_drawn(make_driver: MakeDriver) -> None:
    """The cards fly out and turn over; the pass in which the last one lands draws it
    whole, flat and in its place, without waiting for another event."""
    ui = make_driver(animations=True)
    ui.key(pygame.K_n, pygame.KMOD_LCTRL)
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None and ui.app.busy()
    ui.settle()
    assert ui.shown() == ui.full_redraw()


def test_the_last_frame_of_a_slide_is_drawn(make_driver: MakeDriver) -> None:
    ui = make_driver(animations=True)
    ui.settle()
    ui.key(pygame.K_d, unicode="d")  # the stock's cards slide to the waste
    assert ui.app.busy()
    ui.settle()
    assert ui.shown() == ui.full_redraw()


@pytest.mark.parametrize("kind", [pygame.WINDOWRESTORED, pygame.WINDOWSHOWN])
def test_a_restored_window_is_drawn_whole(ui: Driver, kind: int) -> None:
    ui.app.screen.fill((255, 0, 255))  # what the window system may hand back
    ui.post(pygame.event.Event(kind))
    ui.step()
    assert ui.shown() == ui.full_redraw()


def test_a_resized_window_is_drawn_whole(ui: Driver) -> None:
    surface = pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    surface.fill((255, 0, 255))
    ui.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    ui.step()
    assert ui.app.screen.get_size() == (1000, 700)
    assert ui.shown() == ui.full_redraw()
