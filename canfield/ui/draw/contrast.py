"""High-contrast card faces: large rank and suit on plain white, drawn rather than read
from the card set, legible at the smallest window (640×480) and in a tight column fan.

The index sits at the top left, as large as the strip a fanned column shows of a covered
card allows (and where a fanned waste shows its covered cards); the suit is repeated
large in the middle. Red suits print red
and black ones black, or — with `suit_colours` — each suit a colour of its own (spades
black, hearts red, diamonds blue, clubs green), as four-colour decks print them.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from canfield.values import record

INK = {"S": (0, 0, 0), "C": (0, 0, 0), "H": (190, 0, 0), "D": (190, 0, 0)}
FOUR_COLOURS = {"S": (0, 0, 0), "H": (200, 0, 0), "D": (0, 70, 200), "C": (0, 115, 40)}
SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
PAPER = (255, 255, 255)
EDGE = (0, 0, 0)
STRIP = 0.3
"""The share of the card's height the index takes: about what a fanned column shows."""


@record
class Contrast:
    """How high-contrast faces are drawn: `suit_colours` gives each suit its own colour."""

    suit_colours: bool = False


def ink(letter: str, contrast: Contrast) -> tuple[int, int, int]:
    """The colour a suit prints in."""
    return (FOUR_COLOURS if contrast.suit_colours else INK)[letter]


def _font(path: Path, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(path, size)
    except (OSError, pygame.error):
        return pygame.font.Font(None, size)


def face(
    size: tuple[int, int], label: str, letter: str, contrast: Contrast, font: Path
) -> pygame.Surface:
    """A face `size` pixels large: `label` ("Q", "10", "D") and the suit `letter`."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(2, width // 14)
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE, rect, width=max(2, width // 30), border_radius=radius)
    colour = ink(letter, contrast)
    text = f"{label}{SYMBOLS[letter]}"
    strip = max(8, round(height * STRIP))
    room = width - 2 * max(2, width // 16)
    points = strip
    rendered = _font(font, points).render(text, True, colour)
    while points > 8 and (rendered.get_width() > room or rendered.get_height() > strip + 4):
        points -= 1
        rendered = _font(font, points).render(text, True, colour)
    # At the top left, where a fanned column or waste shows a covered card.
    margin = max(2, width // 16)
    surface.blit(rendered, rendered.get_rect(topleft=(margin, max(1, width // 30))))
    big = _font(font, max(10, round(min(width * 0.7, (height - strip) * 0.7))))
    symbol = big.render(SYMBOLS[letter], True, colour)
    middle = (rect.centerx, strip + (height - strip) // 2)
    surface.blit(symbol, symbol.get_rect(center=middle))
    return surface
