"""A display of 16 bits a pixel (a remote desktop, a VNC session, Xvfb's `x16`) gets the
table drawn as any other: nothing the game draws may depend on the display's depth."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from canfield.ui.draw import theme

from .conftest import MakeDriver


class SixteenBitSurface(pygame.Surface):
    """A surface made as on a 16-bit display: without a depth or per-pixel alpha asked
    for, pygame gives the display's depth."""

    def __init__(self, size: Any, flags: int = 0, *rest: Any) -> None:
        if not rest and not flags & pygame.SRCALPHA:
            rest = (16,)
        super().__init__(size, flags, *rest)


def test_the_table_is_drawn_on_a_16_bit_display(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame, "Surface", SixteenBitSurface)
    assert pygame.Surface((4, 4)).get_bitsize() == 16
    ui = make_driver()  # its first frame is drawn here; an error in it fails the step
    ui.tap("S")
    colour = ui.app.screen.get_at((ui.app.layout.width // 2, ui.app.layout.height - 60))
    dark, light = theme.FELT_DARK, theme.FELT_LIGHT
    assert min(dark[1], light[1]) - 8 <= colour.g <= max(dark[1], light[1]) + 8, colour
    assert colour.g > colour.r and colour.g > colour.b, f"not the felt's green: {colour}"
