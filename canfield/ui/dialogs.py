"""The in-window dialogs: New game, Settings, Statistics, Rules, the win and notices.

A dialog is modal: the app hands it every event until it returns a result. Results are
plain tuples the app interprets; dialogs never touch the game themselves.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pygame
from pygame import Rect

from canfield import engine
from canfield.i18n import _
from canfield.store.stats import ModeStats, Statistics
from canfield.ui import theme
from canfield.ui.widgets import Button, Check, Radio, TextField

Result = tuple[Any, ...]


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
        for b, w in reversed(list(zip(self.buttons, widths, strict=True))):
            if b.action in self.left_actions:
                b.rect = Rect(left, y, w, bh)
                left += w + gap
            else:
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

    def default_action(self) -> str:
        """What Enter does when no button has the focus."""
        primary = [b for b in self.buttons if b.primary]
        return primary[0].action if primary else "cancel"

    def activate(self, action: str) -> Result | None:
        """A button (or Enter / Esc) was used."""
        return (action,)

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


class NewGameDialog(Dialog):
    """Pick Draw 3 or Draw 1, optionally type or paste a game code; or restart this deal."""

    left_actions = frozenset({"restart"})

    def __init__(self, draw: int) -> None:
        self.title = _("New game")
        self.draw_mode = draw
        self.radios = [Radio(_("3 cards — Hard"), 3), Radio(_("1 card — Easy"), 1)]
        self.field = TextField(placeholder=_("Game code (optional), e.g. CF1-D3-AAAAACL"))
        self.error = ""
        super().__init__(
            [
                Button(_("Restart this deal"), "restart"),
                Button(_("Cancel"), "cancel"),
                Button(_("Deal"), "deal", primary=True),
            ]
        )
        self.focusables = [*self.radios, self.field, *self.buttons]
        self.focus = self.focusables.index(self.field)
        self.field.focused = True  # ready for typing or Ctrl+V at once

    def body_height(self) -> int:
        return self.size * 14

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 6
        label_h = self.size * 2
        for i, r in enumerate(self.radios):
            r.rect = Rect(body.x, body.y + label_h + i * row, body.width, row - 6)
        y = body.y + label_h * 2 + 2 * row
        self.field.rect = Rect(body.x, y, body.width, self.size * 2 + 10)

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        for r in self.radios:
            if r.handle(event):
                return self.choose(r)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            # Up / Down pick the draw mode from anywhere in the window, the code field too.
            return self.choose(self.radios[0 if event.key == pygame.K_UP else 1])
        if self.field.handle(event):
            self.error = ""
            self._sync_draw_from_code()
        return None

    def choose(self, radio: Radio) -> Result | None:
        self.draw_mode = radio.value
        return None

    def _sync_draw_from_code(self) -> None:
        with contextlib.suppress(ValueError):
            self.draw_mode = engine.parse_code(self.field.text).draw

    def code(self) -> str | None:
        """The typed code in canonical form, None if empty; raises `BadGameCode`."""
        text = self.field.text.strip()
        if not text:
            return None
        if len(text) == 7 and text.isalpha():  # just the deal number
            text = f"CF1-D{self.draw_mode}-{text}"
        # The draw mode shown selected is the one dealt: typing a code selects its mode,
        # and choosing the other mode afterwards deals the same cards in that mode.
        return str(engine.GameCode(self.draw_mode, engine.parse_code(text).number))

    def activate(self, action: str) -> Result | None:
        if action == "deal":
            try:
                code = self.code()
            except engine.BadGameCode as exc:
                reason = str(exc)
                self.error = reason[:1].upper() + reason[1:]
                self.field.focused = True
                return None
            return ("deal", code, self.draw_mode)
        return (action,)

    def draw_body(self, surface: pygame.Surface) -> None:
        body = self.body
        s = self.size
        surface.blit(
            theme.text(_("Cards turned per tap on the stock"), s, theme.PANEL_DIM), (body.x, body.y)
        )
        for r in self.radios:
            r.draw(surface, s, r.value == self.draw_mode)
        y = self.radios[-1].rect.bottom + s
        surface.blit(
            theme.text(_("Game code — type or paste (Ctrl+V)"), s, theme.PANEL_DIM), (body.x, y)
        )
        self.field.draw(surface, s)
        if self.error:
            for i, line in enumerate(theme.wrap(self.error, s - 1, body.width)[:3]):
                surface.blit(
                    theme.text(line, s - 1, theme.ERROR),
                    (body.x, self.field.rect.bottom + 6 + i * (s + 3)),
                )


class SettingsDialog(Dialog):
    """Double click and animations; each change applies and is saved at once."""

    def __init__(self, double_click: bool, animations: bool) -> None:
        self.title = _("Settings")
        self.double_click = Check(_("Double click: a tapped card may go to a column"), double_click)
        self.animations = Check(_("Animations"), animations)
        super().__init__([Button(_("Close"), "cancel", primary=True)])
        self.focusables = [self.double_click, self.animations, *self.buttons]

    def body_height(self) -> int:
        return self.size * 9

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 8
        self.double_click.rect = Rect(body.x, body.y, body.width, row - 8)
        self.animations.rect = Rect(body.x, body.y + row * 2, body.width, row - 8)

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        if self.double_click.handle(event) or self.animations.handle(event):
            return self.changed()
        return None

    def changed(self) -> Result | None:
        return ("settings", self.double_click.value, self.animations.value)

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.size
        self.double_click.draw(surface, s)
        note = _("Off: a tap only sends a card to its foundation; drag to move it elsewhere.")
        for i, line in enumerate(theme.wrap(note, s - 2, self.body.width - s * 2)):
            surface.blit(
                theme.text(line, s - 2, theme.PANEL_DIM),
                (self.body.x + s * 2, self.double_click.rect.bottom + 2 + i * (s + 1)),
            )
        self.animations.draw(surface, s)


class StatsDialog(Dialog):
    """Per draw mode: played, won, win rate, best score, streaks, cards placed."""

    def __init__(self, stats: Statistics) -> None:
        self.title = _("Statistics")
        self.stats = stats
        super().__init__([Button(_("Close"), "cancel", primary=True)])

    def body_height(self) -> int:
        return self.size * 17

    def draw_body(self, surface: pygame.Surface) -> None:
        s, body = self.size, self.body
        rows: list[tuple[str, Callable[[ModeStats], str]]] = [
            (_("Games played"), lambda m: str(m.played)),
            (_("Games won"), lambda m: str(m.won)),
            (_("Win rate"), lambda m: f"{m.win_rate * 100:.0f} %" if m.played else "—"),
            (_("Best score"), lambda m: str(m.best_score)),
            (_("Current streak"), lambda m: str(m.current_streak)),
            (_("Longest streak"), lambda m: str(m.longest_streak)),
            (_("Cards placed on foundations"), lambda m: str(m.cards_placed)),
        ]
        col1 = body.x + int(body.width * 0.62)
        col2 = body.x + int(body.width * 0.86)
        line = s * 2
        for x, label in ((col1, _("Draw 3")), (col2, _("Draw 1"))):
            t = theme.text(label, s, theme.PANEL_TEXT, True)
            surface.blit(t, t.get_rect(midtop=(x, body.y)))
        for i, (label, value) in enumerate(rows, start=1):
            y = body.y + i * line + s // 2
            if i % 2:
                pygame.draw.rect(
                    surface, (236, 234, 224), Rect(body.x - 6, y - 5, body.width + 12, line)
                )
            surface.blit(theme.text(label, s, theme.PANEL_TEXT), (body.x, y))
            for x, draw in ((col1, 3), (col2, 1)):
                t = theme.text(value(self.stats.mode(draw)), s, theme.PANEL_TEXT)
                surface.blit(t, t.get_rect(midtop=(x, y)))


class RulesDialog(Dialog):
    """The rules and the keys, scrollable with the wheel, arrows and Page Up/Down."""

    width_share = 0.7

    def __init__(self) -> None:
        self.title = _("How to play Canfield")
        self.scroll = 0
        super().__init__([Button(_("Close"), "cancel", primary=True)])

    def body_height(self) -> int:
        return self.size * 40

    def lines(self) -> list[str]:
        """The help text wrapped to the panel."""
        out: list[str] = []
        for paragraph in help_text().split("\n"):
            out.extend(
                theme.wrap(paragraph, self.size - 1, self.body.width - 12) if paragraph else [""]
            )
        return out

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        step = self.size * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DOWN:
                self.scroll += step
            elif event.key == pygame.K_UP:
                self.scroll -= step
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += self.body.height - step
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= self.body.height - step
            elif event.key == pygame.K_HOME:
                self.scroll = 0
        return None

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.size - 1
        line_h = s + s // 2
        body = Rect(
            self.body.x,
            self.body.y,
            self.body.width,
            self.buttons[0].rect.top - self.size - self.body.y,
        )
        lines = self.lines()
        max_scroll = max(0, len(lines) * line_h - body.height)
        self.scroll = max(0, min(self.scroll, max_scroll))
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y - self.scroll
        for line in lines:
            if body.top - line_h <= y <= body.bottom:
                heading = line.isupper() or line.endswith(":")
                surface.blit(theme.text(line, s, theme.PANEL_TEXT, heading), (body.x, y))
            y += line_h
        surface.set_clip(clip)
        if max_scroll:
            track = Rect(body.right + 4, body.y, 5, body.height)
            pygame.draw.rect(surface, (220, 220, 212), track, border_radius=3)
            thumb_h = max(20, body.height * body.height // (body.height + max_scroll))
            ty = body.y + (body.height - thumb_h) * self.scroll // max_scroll
            pygame.draw.rect(
                surface, theme.PANEL_DIM, Rect(track.x, ty, 5, thumb_h), border_radius=3
            )


class NoticeDialog(Dialog):
    """A message to read once (a file that could not be read, a game resumed …)."""

    def __init__(self, title: str, message: str) -> None:
        self.title = title
        self.message = message
        super().__init__([Button(_("OK"), "cancel", primary=True)])

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

    def __init__(self, score: int) -> None:
        self.title = _("You won!")
        self.score = score
        super().__init__(
            [
                Button(_("Look at the table"), "cancel"),
                Button(_("New game"), "new", primary=True),
            ]
        )

    def body_height(self) -> int:
        return self.size * 2

    def draw_body(self, surface: pygame.Surface) -> None:
        msg = _("All 52 cards are home. Score: {score}").format(score=self.score)
        surface.blit(theme.text(msg, self.size + 2, theme.PANEL_TEXT), (self.body.x, self.body.y))


def help_text() -> str:
    """The rules and the controls, as the player reads them in the Rules window."""
    return "\n".join(
        [
            _("THE GOAL"),
            _(
                "Build all 52 cards onto the four foundations, suit by suit, from the start rank "
                "up to the king and on from the ace to the rank just below the start rank."
            ),
            "",
            _("THE DEAL"),
            _(
                "13 cards form the reserve; the next card, the base card, starts the first "
                "foundation and sets the start rank; four columns get one card each; the other 34 "
                "cards are the stock."
            ),
            "",
            _("FOUNDATIONS"),
            _(
                "Each foundation holds one suit. An empty foundation takes only the start-rank "
                "card of its suit, then builds up one rank at a time in suit, the king followed "
                "by the ace. The top card of a foundation can be dragged back onto a column."
            ),
            "",
            _("COLUMNS"),
            _(
                "A card goes on a card of the other colour one rank higher; a king goes on an ace. "
                "Any run at the end of a column moves as one unit. When a column empties, the "
                "reserve's top card fills it at once; with the reserve empty, an empty column "
                "takes any card or run."
            ),
            "",
            _("RESERVE, STOCK AND WASTE"),
            _(
                "Only the top cards of the reserve and the waste play. Click the stock to turn "
                "three cards (Draw 3) or one (Draw 1); click the empty stock to turn the waste "
                "over again — as often as you like."
            ),
            "",
            _("SCORE"),
            _(
                "5 points for every card placed on a foundation. The game never moves a card by "
                "itself and never declares a loss: undo or start a new game."
            ),
            "",
            _("MOUSE"),
            _(
                "Drag a card or a run. Click a card to send it to its foundation, or — with Double "
                "click on in Settings — to the longest column that takes it."
            ),
            "",
            _("KEYBOARD"),
            _(
                "Arrow keys: move between piles and along a column. Enter: tap the card under the "
                "focus. Space: pick up the card(s), move, Space again to put them down; Esc puts "
                "them back. D: draw from the stock. 1–4: jump to a column. P: read the position "
                "aloud (it is also printed). Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+N or "
                "F2 new game, Ctrl+C copy the game code, F1 this help."
            ),
        ]
    )
