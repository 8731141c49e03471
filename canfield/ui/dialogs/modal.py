"""The in-window dialogs' common frame, and the small ones: notices and the win.

A dialog is modal: the app hands it every event until it returns a result. Results are
small typed values the app acts on; dialogs never touch the game themselves. The larger
dialogs live in `new_game`, `options` (settings, statistics) and `help`.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from canfield.i18n import _, number
from canfield.ui.dialogs.answers import TeacherAnswer
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button, Check, Radio
from canfield.values import record


@record
class Close:
    """The dialog is done (OK, Close, Cancel, Esc)."""


@record
class Deal:
    """Deal a new game: this code (None: a random deal) in this draw mode.

    `winnable_only`: the setting as the window shows it; with no code, the deal is one
    the solver proves winnable.
    """

    code: str | None
    draw: int
    winnable_only: bool = False


@record
class Restart:
    """Deal the same code again from the start."""


@record
class AskNewGame:
    """Open the New Game window (from the win)."""


@record
class ChangeSettings:
    """The settings shown changed: apply and save them; the dialog stays open."""

    double_click: bool
    animations: bool
    sound: bool = False
    language: str | None = None  # one of canfield.i18n.LANGUAGES; None: unchanged
    warn_losing: bool = False  # Tell me when a move loses the game


@record
class ChangeAccess:
    """Speech and the faces changed: apply and save them; the dialog stays open."""

    speech: str  # "auto", "off", "screen_reader" or "voice" (the Settings model's values)
    speech_rate: int
    speech_volume: int
    high_contrast: bool
    suit_colours: bool


@record
class OpenAccess:
    """Open the Speech and view window (from Settings)."""


Result = (
    Close | Deal | Restart | AskNewGame | ChangeSettings | ChangeAccess | OpenAccess | TeacherAnswer
)


class Dialog:
    """A centred panel with a title, a body and a row of buttons; Esc closes it."""

    title = ""
    width_share = 0.5
    left_actions: frozenset[str] = frozenset()
    """Buttons set apart on the left of the row (e.g. Restart this deal)."""
    dim = True
    """Whether the table is dimmed behind the panel."""
    border: tuple[tuple[int, int, int], int] = (theme.PANEL_BORDER, 2)
    """The panel's outline: colour and width."""
    table_queries = False
    """Whether the query keys (R, L, K, F, C, T) still ask about the table while this
    dialog is open: a replay's controls, over the positions it shows."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.rect = Rect(0, 0, 0, 0)
        self.size = 16
        self.focusables: list[Any] = list(buttons)
        self.focus = -1

    # -- geometry --------------------------------------------------------------------

    def body_height(self) -> int:
        """Height of the content between the title and the buttons."""
        return self.size * 6

    def layout(self, window: Rect) -> None:
        """Place the panel and its widgets for a window size."""
        self.size = max(13, min(20, window.height // 40))
        gap = self.size // 2
        widths = [
            max(self.size * 6, theme.font(self.size, True).size(b.label)[0] + self.size * 2)
            for b in self.buttons
        ]
        row = sum(widths) + gap * (len(widths) - 1) + self.size * 2
        if self.left_actions:
            row += self.size * 2
        width = max(420, int(window.width * self.width_share), row)
        width = min(window.width - 20, width)
        height = self.size * 4 + self.body_height() + self.size * 4
        height = min(height, window.height - 20)
        self.rect = Rect(0, 0, width, height)
        self.rect.center = window.center
        bh = self.size * 2 + 4
        y = self.rect.bottom - self.size - bh
        x = self.rect.right - self.size
        left = self.rect.x + self.size
        placed = list(zip(self.buttons, widths, strict=True))
        for b, w in placed:  # the left ones in their order, as Tab reaches them
            if b.action in self.left_actions:
                b.rect = Rect(left, y, w, bh)
                left += w + gap
        for b, w in reversed(placed):  # the others from the right
            if b.action not in self.left_actions:
                b.rect = Rect(x - w, y, w, bh)
                x -= w + gap
        self.place_body(
            Rect(
                self.rect.x + self.size * 3 // 2,
                self.rect.y + self.size * 3,
                width - self.size * 3,
                self.body_height(),
            )
        )

    def place_body(self, body: Rect) -> None:
        """Place the body's widgets inside `body`."""
        self.body = body

    # -- events ----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Result | None:
        """Feed one event; a result closes the dialog."""
        for b in self.buttons:
            if b.handle(event):
                return self.activate(b.action)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self.activate("cancel")
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.move_focus(step)
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                target = self.focused()
                if isinstance(target, Button):
                    return self.activate(target.action)
                return self.activate(self.default_action())
            if event.key == pygame.K_SPACE:
                target = self.focused()
                if isinstance(target, Button):
                    return self.activate(target.action)
                if isinstance(target, Check):
                    target.value = not target.value
                    return self.changed()
                if isinstance(target, Radio):
                    return self.choose(target)
        return self.handle_body(event)

    def focused(self) -> Any:
        """The widget with the keyboard focus, or None."""
        return self.focusables[self.focus] if 0 <= self.focus < len(self.focusables) else None

    def move_focus(self, step: int) -> None:
        """Tab / Shift+Tab through the widgets."""
        if not self.focusables:
            return
        self.focus = (self.focus + step) % len(self.focusables)
        for i, w in enumerate(self.focusables):
            w.focused = i == self.focus

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        """Events for the body's own widgets."""
        return None

    def changed(self) -> Result | None:
        """A check box or radio changed (by keyboard)."""
        return None

    def choose(self, radio: Radio) -> Result | None:
        """A radio choice was picked (by keyboard)."""
        return None

    def chosen(self, radio: Radio) -> bool:
        """Whether `radio` is the choice made in its group (heard as "chosen")."""
        return False

    def spoken_body(self) -> list[str]:
        """What the dialog says besides its controls, heard when it opens."""
        return []

    def default_action(self) -> str:
        """What Enter does when no button has the focus."""
        primary = [b for b in self.buttons if b.primary]
        return primary[0].action if primary else "cancel"

    def activate(self, action: str) -> Result | None:
        """A button (or Enter / Esc) was used: the common ones close the dialog."""
        return Close()

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table (unless the dialog lets it show) and draw the panel."""
        if self.dim:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(theme.SHADE)
            surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=12)
        pygame.draw.rect(surface, self.border[0], self.rect, self.border[1], border_radius=12)
        title = theme.text(self.title, self.size + 4, theme.PANEL_TEXT, True)
        surface.blit(title, (self.rect.x + self.size * 3 // 2, self.rect.y + self.size))
        self.draw_body(surface)
        for b in self.buttons:
            b.draw(surface, self.size, on_panel=True)

    def draw_body(self, surface: pygame.Surface) -> None:
        """Draw the content."""


class NoticeDialog(Dialog):
    """A message to read once (a file that could not be read, a game resumed …)."""

    def __init__(self, title: str, message: str) -> None:
        self.title = title
        self.message = message
        super().__init__([Button(_("OK"), "cancel", primary=True)])

    def spoken_body(self) -> list[str]:
        return [self.message]

    def body_height(self) -> int:
        width = max(380, self.rect.width or 500)
        return (len(theme.wrap(self.message, self.size, width - self.size * 3)) + 1) * (
            self.size + 6
        )

    def draw_body(self, surface: pygame.Surface) -> None:
        for i, line in enumerate(theme.wrap(self.message, self.size, self.body.width)):
            surface.blit(
                theme.text(line, self.size, theme.PANEL_TEXT),
                (self.body.x, self.body.y + i * (self.size + 6)),
            )


class WinDialog(Dialog):
    """The game is won: the score, and a new game or a look at the table."""

    width_share = 0.4
    dim = False  # the celebration plays on the table behind it
    border = (theme.FOCUS, 3)

    def __init__(self, score: int, share: str = "") -> None:
        self.title = _("You won!")
        self.score = score
        self.share = share
        """Today's deal's result, one line to copy and share ("" for another deal)."""
        self.copied = False
        self._room = 0
        """The width the sentence is wrapped to; 0 while it is laid out on one line."""
        buttons = [
            Button(_("Look at the table"), "cancel"),
            Button(_("New game"), "new", primary=True),
        ]
        if share:
            buttons.insert(0, Button(_("Copy the result"), "share"))
        super().__init__(buttons)

    def activate(self, action: str) -> Result | None:
        if action == "share":
            from canfield.ui.draw.widgets import copy_text

            self.copied = copy_text(self.share)
            if self.copied:
                self.buttons[0].label = _("Copied")
            return None
        return AskNewGame() if action == "new" else Close()

    def spoken_body(self) -> list[str]:
        return [self.message()]

    def message(self) -> str:
        """The sentence under the title (and today's deal's result to share)."""
        said = _("All 52 cards are home. Score: {score}").format(score=number(self.score))
        return said + "\n" + self.share if self.share else said

    def layout(self, window: Rect) -> None:
        """As wide as the sentence, if the window allows; else it is wrapped."""
        self.width_share = WinDialog.width_share
        self._room = 0
        super().layout(window)
        widest = max(
            self.message().split("\n"), key=lambda part: theme.font(self.size + 2).size(part)[0]
        )
        wide = theme.font(self.size + 2).size(widest)[0] + self.size * 3
        if wide > self.body.width + self.size * 3:
            self.width_share = (wide + 1) / max(1, window.width)
            self._room = min(wide, window.width - 20) - self.size * 3
            super().layout(window)

    def lines(self) -> list[str]:
        """The sentence in lines that fit the body."""
        if self._room <= 0:
            return self.message().split("\n")
        return [
            line
            for part in self.message().split("\n")
            for line in theme.wrap(part, self.size + 2, self._room)
        ]

    def body_height(self) -> int:
        return self.size * 2 + (len(self.lines()) - 1) * (self.size + 8)

    def draw_body(self, surface: pygame.Surface) -> None:
        for n, line in enumerate(self.lines()):
            text = theme.text(line, self.size + 2, theme.PANEL_TEXT)
            surface.blit(text, (self.body.x, self.body.y + n * (self.size + 8)))
