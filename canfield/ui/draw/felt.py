"""The green baize under the cards: worked out small, a pixel at a time, then smoothly
scaled to the window (quicker than keeping a full-size copy; see `Renderer.layer`)."""

from __future__ import annotations

import math

import pygame

from canfield.ui.draw import theme


def small_felt() -> pygame.Surface:
    """The green baize at `FELT_SMALL`: a soft radial light in the middle, darker towards
    the edges (a pixel at a time, each from a table of 257 shades)."""
    dark, light = theme.FELT_DARK[:3], theme.FELT_LIGHT[:3]
    shades = [
        bytes(round(d + (b - d) * i / FELT_SHADES) for d, b in zip(dark, light, strict=True))
        for i in range(FELT_SHADES + 1)
    ]
    width, height = FELT_SMALL
    across = [((x - 32) / 40) ** 2 for x in range(width)]
    rows = []
    for y in range(height):
        down = ((y - 17) / 28) ** 2
        rows.append(
            b"".join(
                shades[max(0, round(FELT_SHADES * (1 - math.sqrt(dx + down) * 0.85)))]
                for dx in across
            )
        )
    small = pygame.Surface(FELT_SMALL)  # the display's pixel format, for smoothscale
    if small.get_bitsize() < 24:  # a 16-bit display: smoothscale takes 24 or 32 bits only
        small = pygame.Surface(FELT_SMALL, 0, 32)
    small.blit(pygame.image.frombuffer(b"".join(rows), FELT_SMALL, "RGB"), (0, 0))
    return small


def felt(size: tuple[int, int], small: pygame.Surface | None = None) -> pygame.Surface:
    """The baize at `size`: `small` (by default `small_felt()`) smoothly scaled up."""
    return pygame.transform.smoothscale(small if small is not None else small_felt(), size)


FELT_SMALL = (64, 40)
"""The felt is worked out at this size (a pixel at a time), then smoothly scaled up."""
FELT_SHADES = 256
"""Steps of light between the felt's dark edge and its light middle."""
