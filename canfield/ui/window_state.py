"""The window itself: full screen or not, and what of it is remembered for the next start."""

from __future__ import annotations

import contextlib

import pygame

from canfield.ui.window import Position, Size, set_fullscreen, window_position


class WindowState:
    """Full screen (F11) or a window, and the window to come back to."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.fullscreen = False
        self.windowed: tuple[Size, Position | None] = (screen.get_size(), window_position())
        """The window's size and place before it filled the screen (what is remembered)."""

    def fill(self, on: bool, screen: pygame.Surface) -> bool:
        """Fill the screen, or go back to the window as it was; False when the display
        cannot show the game full screen (nothing changed)."""
        if on == self.fullscreen:
            return True
        if on:
            self.windowed = (screen.get_size(), window_position())
        if not set_fullscreen(on):
            return False
        self.fullscreen = on
        if not on and self.windowed[1] is not None:
            with contextlib.suppress(pygame.error):
                pygame.display.set_window_position(self.windowed[1])
        return True

    def remembered(self, screen: pygame.Surface) -> tuple[Size, Position | None, bool]:
        """The size, place and full screen to keep for the next start: the window to come
        back to, not the screen, while the game fills it."""
        if self.fullscreen:
            size, position = self.windowed
        else:
            size, position = screen.get_size(), window_position()
        return size, position, self.fullscreen
