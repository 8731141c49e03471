"""The toolbar: its buttons, laid out for the window, and the game code (click to copy).

The layout is computed here, before anything is drawn — button rectangles, the text size,
where the code label sits — so the pointer hit-tests what the renderer will draw. Events
turn into commands; the toolbar never calls game code.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield import values
from canfield.i18n import _
from canfield.ui.draw import theme
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.widgets import Button
from canfield.ui.input.intents import Command, CommandName

CODE_MARGIN = 12
"""The game code's distance from the right edge of the bar."""

INFO = ("score", "draw", "code")
"""What the right end of the bar tells: the score, the draw mode, the game code."""

STAND_DOWN = (
    "draw", "lost", "hint", "code", "rules", "stats", "settings", "redo", "undo", "score", "new",
)  # fmt: skip
"""In a window too narrow for the whole toolbar, what gives way first: the draw mode (the
game code names it), the Where lost button (G asks the same), the Hint button (H asks
the same), the game code (Ctrl+C copies it), Rules (F1), Statistics, Settings, Redo
(Ctrl+Y), Undo (Ctrl+Z), the score, New game (Ctrl+N)."""


class Toolbar:
    """The buttons along the top of the window and the game code at its right end."""

    def __init__(self) -> None:
        self.buttons: list[Button] = [
            Button(_("New game"), "new", tooltip=_("Deal a new game (Ctrl+N, F2)")),
            Button(_("Undo"), "undo", tooltip=_("Take back the last action (Ctrl+Z)")),
            Button(_("Redo"), "redo", tooltip=_("Play the undone action again (Ctrl+Y)")),
            Button(
                _("Hint"),
                "hint",
                tooltip=_("The next move of a winning line (H); W: can this still be won?"),
            ),
            Button(
                _("Where lost?"),
                "lost",
                tooltip=_(
                    "Where did it go wrong: the last move the game could still be won "
                    "before, and the way back (G); V: watch a win from here"
                ),
            ),
            Button(
                _("Settings"),
                "settings",
                tooltip=_("Double click, animations, sound, language (F4, Ctrl+,)"),
            ),
            Button(_("Statistics"), "stats", tooltip=_("Games played, won, streaks (F3)")),
            Button(_("Rules"), "rules", tooltip=_("How to play, and the keys (F1)")),
        ]
        self.commands: dict[str, CommandName] = {
            "new": "new",
            "undo": "undo",
            "redo": "redo",
            "hint": "hint",
            "lost": "lost",
            "settings": "settings",
            "stats": "stats",
            "rules": "rules",
        }
        self.focus: int | None = None
        """The button with the keyboard focus (an index of `buttons`), or None: Tab, or Up
        from the top row of the table, brings the focus here (see `Keyboard`)."""
        self.size = 16
        self.code = ""
        self.code_rect = Rect(0, 0, 0, 0)
        self.code_hover = False
        self.info: tuple[str, ...] = INFO
        self._looks: tuple[object, tuple[Button, ...]] = ((), ())

    def relabel(self) -> None:
        """Word the buttons and their tooltips in the current language (then `place`)."""
        for button, fresh in zip(self.buttons, Toolbar().buttons, strict=True):
            button.label, button.tooltip = fresh.label, fresh.tooltip

    def looks(self) -> tuple[Button, ...]:
        """The buttons as they are to be drawn now: copies, so a frame's view keeps them
        as they were (made again only when a button changed)."""
        now = tuple(
            (b.label, b.rect, b.enabled, b.hover, b.pressed, b.focused) for b in self.buttons
        )
        if now != self._looks[0]:
            self._looks = (now, tuple(values.replace(b) for b in self.buttons))
        return self._looks[1]

    def place(self, layout: Layout, code: str) -> None:
        """Lay the toolbar out: the buttons on the left, shrinking the text until the
        score, draw mode and game code still fit on the right, then tightening the
        buttons. In a window too narrow even for that (or with long words), the least
        needed parts stand down one by one (see `STAND_DOWN`; each has a shortcut or is
        shown elsewhere): nothing overlaps."""
        self.code = code
        self._stand_down(layout)
        if self.focus is not None and self.focus not in self.reachable():
            self.focus_on(None)  # the focused button stood down in a narrower window

    def _stand_down(self, layout: Layout) -> None:
        """Fit the bar, standing down what is least needed until everything left fits."""
        hidden: set[str] = set()
        for drop in (None, *STAND_DOWN):
            if drop is not None:
                hidden.add(drop)
            for tight in (False, True):
                if self._fit(layout, hidden, tight=tight):
                    return

    def _fit(self, layout: Layout, hidden: set[str], *, tight: bool) -> bool:
        """Place everything not `hidden` at the largest text size that fits (`tight`:
        with narrow padding in the buttons); False when even the smallest does not."""
        bar = layout.toolbar
        shown = [b for b in self.buttons if b.action not in hidden]
        self.info = tuple(part for part in INFO if part not in hidden)
        size = max(12, bar.height * 2 // 5)
        while True:
            pad = 4 if tight else max(6, size)
            widths = [theme.font(size).size(b.label)[0] + pad * 2 for b in shown]
            buttons_end = 8 + sum(widths) + 6 * max(0, len(widths) - 1)
            info_left = self._place_info(bar, size)
            if buttons_end + size <= info_left or size <= 9:
                break
            size -= 1
        self.size = size
        x = 8
        for b in self.buttons:
            b.rect = Rect(0, 0, 0, 0)
        for b, w in zip(shown, widths, strict=True):
            b.rect = Rect(x, bar.y + 5, w, max(1, bar.height - 10))
            x += w + 6
        return buttons_end + size <= info_left

    def _place_info(self, bar: Rect, size: int) -> int:
        """Place the game code at the right end; the left edge of the info at `size`,
        with room for the highest score."""
        w, h = theme.font(size).size(self.code) if "code" in self.info else (0, 0)
        self.code_rect = Rect(bar.right - CODE_MARGIN - w, bar.centery - h // 2, w, h)
        left = self.code_rect.x
        labels = {
            "draw": theme.font(size).size(_("Draw {n}").format(n=3))[0],
            "score": theme.font(size, True).size(_("Score {score}").format(score=255))[0],
        }
        for part in ("draw", "score"):
            if part in self.info:
                left -= labels[part] + size * 3 // 2
        return left

    def enable(self, *, undo: bool, redo: bool) -> None:
        """Undo and Redo are live only when there is something to take back or play again."""
        for b in self.buttons:
            if b.action == "undo":
                b.enabled = undo
            elif b.action == "redo":
                b.enabled = redo

    @property
    def tooltip(self) -> tuple[str, Rect] | None:
        """The tooltip of the button under the pointer, else of the one with the keyboard
        focus, and that button's rectangle."""
        for wanted in ("hover", "focused"):
            for b in self.buttons:
                if getattr(b, wanted) and b.tooltip:
                    return b.tooltip, Rect(b.rect)
        return None

    # -- the keyboard focus --------------------------------------------------------------

    def reachable(self) -> list[int]:
        """The buttons the focus can reach: those shown in the window, live or not (a
        button that cannot be used now still says, in its tooltip, what it would do)."""
        return [i for i, b in enumerate(self.buttons) if b.rect.width]

    def focus_on(self, index: int | None) -> None:
        """Give the keyboard focus to button `index` (None: to none of them)."""
        self.focus = index
        for i, b in enumerate(self.buttons):
            b.focused = i == index

    def enter(self, *, last: bool = False) -> bool:
        """The focus comes into the bar: its first button (`last`: its last one); False
        when no button is shown."""
        reachable = self.reachable()
        if not reachable:
            return False
        self.focus_on(reachable[-1] if last else reachable[0])
        return True

    def step(self, step: int, *, wrap: bool) -> bool:
        """Move the focus `step` buttons along; at either end it wraps round (`wrap`) or
        leaves the bar (returns False, no button focused)."""
        reachable = self.reachable()
        if self.focus not in reachable:
            return self.enter(last=step < 0)
        place = reachable.index(self.focus) + step
        if not wrap and not 0 <= place < len(reachable):
            self.focus_on(None)
            return False
        self.focus_on(reachable[place % len(reachable)])
        return True

    def focused_command(self) -> Command | None:
        """What Enter or Space on the focused button does; None if it cannot be used now."""
        if self.focus is None:
            return None
        button = self.buttons[self.focus]
        return Command(self.commands[button.action]) if button.enabled else None

    # -- events ----------------------------------------------------------------------

    def press(self, pos: tuple[int, int]) -> None:
        """Button 1 went down: a button under it looks pressed."""
        event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        for b in self.buttons:
            b.handle(event)

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer moved: light the button and the code label under it."""
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos)
        for b in self.buttons:
            b.handle(event)
        self.code_hover = self.code_rect.collidepoint(pos)

    def release(self, pos: tuple[int, int], *, dragging: bool) -> Command | None:
        """Button 1 went up: a command when it completes a click on a button, or on the
        game code (unless cards are being dragged over it)."""
        event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        for b in self.buttons:
            if b.handle(event):
                return Command(self.commands[b.action])
        if self.code_rect.collidepoint(pos) and not dragging:
            return Command("copy")
        return None

    def leave(self) -> None:
        """The pointer left the window: no button stays lit or pressed."""
        for b in self.buttons:
            b.hover = b.pressed = False
        self.code_hover = False
