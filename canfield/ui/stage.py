"""What every part of the window reads and changes: the screen and its layout, the status
line, the position in words, the celebration of a win.

The window's parts (`Actions`, `DialogFlow`, `WindowState`) are composed, not mixed in:
each gets the stage and changes only what is its own; drawing reads it and changes
nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from canfield.engine import Card
from canfield.ui.draw.anim import Celebration
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.scene import panel_rect


class Stage:
    """The screen, laid out, and the words and movement shown on it besides the cards."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.layout = Layout.for_size(*screen.get_size())
        self.status: tuple[str, bool] = ("", False)
        """The status line: its sentence, and whether it tells why nothing happened."""
        self.elapsed = ""
        """The game's time as the status bar shows it ("" before the first action)."""
        self.words = ""
        """The position in words (P), shown in a panel over the table; "" when closed."""
        self.celebration: Celebration | None = None
        """The cards leaping off the foundations after a win, while they leap."""
        self.listener: Callable[[str, bool], None] | None = None
        """Hears every status line (the voice, when speech or a transcript is on)."""

    def say(
        self, message: str, *, error: bool = False, spoken: str | None = None, then: bool = False
    ) -> None:
        """The line at the bottom of the window; heard too when a voice listens (`spoken`
        where the shown line names cards by glyphs; `then`: after what is being said)."""
        self.status = (message, error)
        if self.listener is not None and message:
            self.listener(spoken or message, then)

    @property
    def panel(self) -> Rect:
        """Where the position in words is shown (an empty rectangle when it is not)."""
        return panel_rect(self.layout, self.words)

    def pressed(self, pos: tuple[int, int]) -> None:
        """A press on the table (not on its bars) ends the celebration of a win."""
        bars = (self.layout.toolbar, self.layout.status)
        if not any(bar.collidepoint(pos) for bar in bars):
            self.celebration = None

    def leap(self, now: float) -> tuple[tuple[tuple[Card, Rect], ...], bool]:
        """Where the celebration's cards are at `now`, and whether it has just ended."""
        celebration = self.celebration
        if celebration is None:
            return (), False
        w, h = self.layout.card_size
        cards = tuple((c, Rect(round(x), round(y), w, h)) for c, x, y in celebration.step(now))
        if celebration.done:
            self.celebration = None
            return cards, True
        return cards, False

    def lay_out(self) -> None:
        """Lay the table out for the window's size now."""
        self.screen = pygame.display.get_surface() or self.screen
        width, height = self.screen.get_size()
        self.layout = Layout.for_size(max(width, 1), max(height, 1))
