"""Small widgets: buttons, check boxes, radio choices and a text field.

Each widget turns raw mouse and keyboard events into its own result (clicked, toggled,
text changed) and never calls game code itself: the dialog or the toolbar that owns it
decides what a click means.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.ui.draw import theme
from canfield.values import field, record


def released_on(event: pygame.event.Event, rect: Rect) -> bool:
    """True for a left-button release inside `rect` (a click on a check box or a choice)."""
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


@record(frozen=False)
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


@record(frozen=False)
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


@record(frozen=False)
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


@record(frozen=False)
class TextField:
    """A one-line text field: typing (TEXTINPUT), Backspace, Delete, arrows, Home, End,
    Ctrl+A (select all: what is typed next replaces it), Ctrl+V paste, and a click that
    puts the cursor where it lands. Text that would not fit in `max_length` is refused
    whole (`refused` tells the owner to say so), never cut off."""

    text: str = ""
    placeholder: str = ""
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    focused: bool = False
    cursor: int = 0
    max_length: int = 40
    size: int = 16
    """The text size it is drawn at (set by its dialog's layout; clicks are placed with it)."""
    anchor: int | None = None
    """The other end of the selection, or None when nothing is selected."""
    refused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one event; True when the text changed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused:
                self.cursor, self.anchor = self.index_at(event.pos[0]), None
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            return self.insert(event.text)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        key = event.key
        if ctrl and key == pygame.K_v:
            return self.insert(clipboard_text().strip())  # no line break from a copy
        if ctrl and key == pygame.K_a:
            self.anchor, self.cursor = 0, len(self.text)
            return False
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selection() is not None:
                return self._replace("")
            if key == pygame.K_BACKSPACE and self.cursor > 0:
                self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
                self.cursor -= 1
                return True
            if key == pygame.K_DELETE and self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
                return True
            return False
        moves = {
            pygame.K_LEFT: max(0, self.cursor - 1),
            pygame.K_RIGHT: min(len(self.text), self.cursor + 1),
            pygame.K_HOME: 0,
            pygame.K_END: len(self.text),
        }
        if key in moves:
            self.cursor, self.anchor = moves[key], None
        return False

    def selection(self) -> tuple[int, int] | None:
        """The selected span (start, end), or None."""
        if self.anchor is None or self.anchor == self.cursor:
            return None
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    def insert(self, new: str) -> bool:
        """Insert text at the cursor, over the selection (one line, printable only: a
        typed space stays); refuse it whole when the result would be longer than
        `max_length`."""
        new = "".join(ch for ch in new if ch.isprintable())
        if not new:
            return False
        span = self.selection() or (self.cursor, self.cursor)
        if len(self.text) - (span[1] - span[0]) + len(new) > self.max_length:
            self.refused = True
            return False
        return self._replace(new)

    def _replace(self, new: str) -> bool:
        start, end = self.selection() or (self.cursor, self.cursor)
        self.text = self.text[:start] + new + self.text[end:]
        self.cursor, self.anchor = start + len(new), None
        return True

    def index_at(self, x: int) -> int:
        """The cursor position nearest to pixel column `x` of the text."""
        font = theme.font(self.size)
        left = self.rect.x + self.size // 2
        best, best_gap = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            gap = abs(x - (left + font.size(self.text[:i])[0]))
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def draw(self, surface: pygame.Surface, size: int) -> None:
        """Draw the box, the selection, the text or the placeholder, and the cursor."""
        pygame.draw.rect(surface, theme.FIELD, self.rect, border_radius=5)
        border = theme.ACCENT if self.focused else theme.FIELD_BORDER
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=5)
        pad = size // 2
        font = theme.font(size)
        span = self.selection()
        if span is not None and self.focused:
            x0 = self.rect.x + pad + font.size(self.text[: span[0]])[0]
            x1 = self.rect.x + pad + font.size(self.text[: span[1]])[0]
            box = Rect(x0, self.rect.y + 5, x1 - x0, self.rect.height - 10)
            pygame.draw.rect(surface, theme.SELECTION, box)
        if self.text:
            shown = font.render(self.text, True, theme.PANEL_TEXT)
        else:
            shown = theme.text(self.placeholder, size, (160, 164, 160))
        surface.blit(shown, shown.get_rect(midleft=(self.rect.x + pad, self.rect.centery)))
        if self.focused:
            x = self.rect.x + pad + font.size(self.text[: self.cursor])[0]
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
