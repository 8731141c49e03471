"""The window's own furniture: its icon, and its first size on this screen."""

from __future__ import annotations

import pygame

from canfield.ui.art import assets_dir
from canfield.ui.layout import DEFAULT_SIZE, MIN_SIZE


def set_icon() -> None:
    """The window's icon: the ace of spades from our own card set, on a clear square."""
    try:
        card = pygame.image.load_sized_svg(str(assets_dir() / "cards" / "AS.svg"), (46, 64))
    except (pygame.error, FileNotFoundError, OSError):
        return  # the default icon will do
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    icon.blit(card, card.get_rect(center=(32, 32)))
    pygame.display.set_icon(icon)


def window_size() -> tuple[int, int]:
    """The first window: the default size, shrunk to fit a small screen."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return DEFAULT_SIZE
    return (
        max(MIN_SIZE[0], min(DEFAULT_SIZE[0], desktop[0] * 9 // 10)),
        max(MIN_SIZE[1], min(DEFAULT_SIZE[1], desktop[1] * 85 // 100)),
    )
