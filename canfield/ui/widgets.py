"""Small widgets: buttons, check boxes, radio choices and a text field.

Each widget turns raw mouse and keyboard events into its own result (clicked, toggled,
text changed) and never calls game code itself: the dialog or the toolbar that owns it
decides what a click means.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from canfield.ui import theme


def released_on(event: pygame.event.Event, rect: Rect) -> bool:
    """True for a left-button release inside `rect` (a click on a check box or a choice)."""
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


@dataclass
class Button:
    """A push button. `handle` returns True when it was clicked (pressed and released on it)."""

    label: str
    action: str
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    tooltip: str = ""
    hover: bool = False
    pressed: bool = False
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one event; True when this button was activated."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.enabled and self.rect.collidepoint(event.pos)
            return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            return was and self.enabled and self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface, size: int, *, on_panel: bool = False) -> None:
        """Draw the button; `on_panel` picks the light dialog style."""
        if on_panel:
            bg = theme.ACCENT if self.primary else (226, 230, 222)
            fg = theme.ACCENT_TEXT if self.primary else theme.PANEL_TEXT
            if self.hover and self.enabled:
                bg = tuple(min(255, c + 18) for c in bg)  # type: ignore[assignment]
        else:
            bg = theme.BUTTON_HOVER if self.hover else theme.BUTTON
            if self.pressed:
                bg = theme.BUTTON_DOWN
            fg = theme.BAR_TEXT
        if not self.enabled:
            bg, fg = (
                (theme.BUTTON_DISABLED if not on_panel else (222, 222, 218)),
                theme.TEXT_DISABLED,
            )
        radius = max(4, self.rect.height // 5)
        pygame.draw.rect(surface, bg, self.rect, border_radius=radius)
        if self.focused:
            pygame.draw.rect(
                surface, theme.FOCUS, self.rect.inflate(4, 4), 2, border_radius=radius + 2
            )
        label = theme.text(self.label, size, fg, self.primary)
        surface.blit(label, label.get_rect(center=self.rect.center))


@dataclass
class Check:
    """A check box with a label; `handle` returns True when it toggled."""

    label: str
    value: bool
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one event; True when the value changed."""
        if released_on(event, self.rect):
            self.value = not self.value
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        """Draw the box and its label."""
        box = Rect(self.rect.x, self.rect.centery - size // 2 - 2, size + 4, size + 4)
        pygame.draw.rect(surface, theme.FIELD, box, border_radius=4)
        pygame.draw.rect(surface, theme.FIELD_BORDER, box, 2, border_radius=4)
        if self.value:
            pygame.draw.rect(surface, theme.ACCENT, box.inflate(-8, -8), border_radius=2)
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(6, 4), 2, border_radius=6)
        label = theme.text(self.label, size, theme.PANEL_TEXT)
        surface.blit(label, label.get_rect(midleft=(box.right + size // 2, self.rect.centery)))


@dataclass
class Radio:
    """One choice of a radio group; the dialog keeps the group's value."""

    label: str
    value: int
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when this choice was clicked."""
        return released_on(event, self.rect)

    def draw(self, surface: pygame.Surface, size: int, selected: bool) -> None:
        """Draw the dot and the label."""
        centre = (self.rect.x + size // 2 + 2, self.rect.centery)
        pygame.draw.circle(surface, theme.FIELD, centre, size // 2 + 2)
        pygame.draw.circle(surface, theme.FIELD_BORDER, centre, size // 2 + 2, 2)
        if selected:
            pygame.draw.circle(surface, theme.ACCENT, centre, max(3, size // 2 - 3))
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(6, 4), 2, border_radius=6)
        label = theme.text(self.label, size, theme.PANEL_TEXT)
        surface.blit(label, label.get_rect(midleft=(centre[0] + size, self.rect.centery)))


@dataclass
class TextField:
    """A one-line text field: typing (TEXTINPUT), Backspace, Delete, arrows, Ctrl+V paste."""

    text: str = ""
    placeholder: str = ""
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    focused: bool = False
    cursor: int = 0
    max_length: int = 40

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one event; True when the text changed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            return self.insert(event.text)
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if ctrl and event.key == pygame.K_v:
                return self.insert(clipboard_text())
            if ctrl and event.key == pygame.K_a:
                self.cursor = len(self.text)
            elif event.key == pygame.K_BACKSPACE and self.cursor > 0:
                self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
                self.cursor -= 1
                return True
            elif event.key == pygame.K_DELETE and self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
                return True
            elif event.key == pygame.K_LEFT:
                self.cursor = max(0, self.cursor - 1)
            elif event.key == pygame.K_RIGHT:
                self.cursor = min(len(self.text), self.cursor + 1)
            elif event.key == pygame.K_HOME:
                self.cursor = 0
            elif event.key == pygame.K_END:
                self.cursor = len(self.text)
        return False

    def insert(self, new: str) -> bool:
        """Insert text at the cursor (one line, printable only, up to `max_length`)."""
        new = "".join(ch for ch in new.strip() if ch.isprintable())
        room = self.max_length - len(self.text)
        new = new[:room]
        if not new:
            return False
        self.text = self.text[: self.cursor] + new + self.text[self.cursor :]
        self.cursor += len(new)
        return True

    def draw(self, surface: pygame.Surface, size: int) -> None:
        """Draw the box, the text or the placeholder, and the cursor."""
        pygame.draw.rect(surface, theme.FIELD, self.rect, border_radius=5)
        border = theme.ACCENT if self.focused else theme.FIELD_BORDER
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=5)
        pad = size // 2
        if self.text:
            shown = theme.font(size).render(self.text, True, theme.PANEL_TEXT)
        else:
            shown = theme.text(self.placeholder, size, (160, 164, 160))
        surface.blit(shown, shown.get_rect(midleft=(self.rect.x + pad, self.rect.centery)))
        if self.focused:
            x = self.rect.x + pad + theme.font(size).size(self.text[: self.cursor])[0]
            pygame.draw.line(
                surface, theme.PANEL_TEXT, (x, self.rect.y + 6), (x, self.rect.bottom - 6), 2
            )


def clipboard_text() -> str:
    """The text on the system clipboard, or "" when there is none or no clipboard."""
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return got or ""


def copy_text(value: str) -> bool:
    """Put text on the system clipboard; False when there is no clipboard."""
    try:
        pygame.scrap.put_text(value)
    except (pygame.error, AttributeError):
        return False
    return True
