"""The window's own furniture: its icon, and its first size on this screen."""

from __future__ import annotations

import contextlib
import warnings

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


def set_minimum_size() -> None:
    """The window manager keeps the window at least `MIN_SIZE` (the layout copes with any
    size below it too: older pygame-ce has no Window to ask)."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        # from_display_module is the way to reach a set_mode window in pygame-ce 2.5;
        # it warns about surface rendering, which this app does not do through it.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE


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
