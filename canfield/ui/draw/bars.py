"""The two bars that frame the table: the toolbar (buttons, score, draw mode, the game
code) with its tooltips, and the status bar (the sentence of the moment, the keys, the
game's time). Drawn into the renderer's still layer, except the time, which changes every
second and is drawn over it."""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.engine import GameState
from canfield.i18n import _
from canfield.ui.draw import theme
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.scene import View


def draw_toolbar(surf: pygame.Surface, layout: Layout, state: GameState, view: View) -> None:
    """Buttons on the left; score, draw mode and the game code (click to copy) on the right."""
    bar = layout.toolbar
    pygame.draw.rect(surf, theme.BAR, bar)
    size = view.bar_size
    for b in view.buttons:
        if b.rect.width:  # a button that stood down in a narrow window has no place
            b.draw(surf, size)
    if "code" in view.info:
        code_colour = theme.FOCUS if view.code_hover else theme.BAR_DIM
        surf.blit(theme.text(view.code, size, code_colour), view.code_rect)
    x = view.code_rect.x
    parts = [
        (_("Draw {n}").format(n=state.draw), theme.BAR_DIM, False, "draw"),
        (_("Score {score}").format(score=state.score), theme.BAR_TEXT, True, "score"),
    ]
    for label, colour, bold, part in parts:
        if part not in view.info:
            continue
        t = theme.text(label, size, colour, bold)
        x -= t.get_width() + size * 3 // 2
        surf.blit(t, (x, bar.centery - t.get_height() // 2))


def draw_tooltip(surf: pygame.Surface, layout: Layout, view: View) -> None:
    """What the button under the pointer does, in a small label just below it."""
    if view.tooltip is None:
        return
    tip, button = view.tooltip
    size = max(11, view.bar_size - 2)
    t = theme.text(tip, size, theme.PANEL_TEXT)
    box = t.get_rect().inflate(size, size // 2 + 4)
    box.topleft = (button.x, layout.toolbar.bottom + 4)
    box.right = min(box.right, layout.width - 4)
    pygame.draw.rect(surf, theme.PANEL, box, border_radius=5)
    pygame.draw.rect(surf, theme.PANEL_BORDER, box, 1, border_radius=5)
    surf.blit(t, t.get_rect(center=box.center))


def draw_status(surf: pygame.Surface, layout: Layout, view: View) -> None:
    """The status sentence on the left (one line, or two set smaller), the keys on the
    right where there is room, and room kept at the right end for the time."""
    bar = layout.status
    pygame.draw.rect(surf, theme.BAR, bar)
    size = max(11, bar.height // 2)
    colour = theme.STATUS_ERROR if view.status_error else theme.BAR_TEXT
    used = 0
    right = bar.right - 12 - time_room(layout, view)
    if view.status:
        fitted, lines = status_lines(view.status, size, right - 12)
        step = theme.font(fitted).get_linesize()
        top = bar.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            t = theme.text(line, fitted, colour)
            shown = Rect(0, 0, max(0, right - 12), t.get_height())  # never over the time
            surf.blit(t, (12, top + i * step), shown)
            used = max(used, t.get_width() + 12)
    keys = theme.text(view.footer, size - 1, theme.BAR_DIM)
    if used + keys.get_width() + 40 < right:
        surf.blit(keys, keys.get_rect(midright=(right, bar.centery)))


def time_room(layout: Layout, view: View) -> int:
    """Keep the right end of the status bar for the game's time; the width it takes.

    The time itself changes every second, so it is not part of the still layer:
    `Renderer.frame` draws it on top, and only its few pixels are sent each second.
    """
    area = time_area(layout, view.elapsed)
    return area.width + 24 if area.width else 0


def draw_time(screen: pygame.Surface, layout: Layout, elapsed: str) -> None:
    """The game's playing time at the right end of the status bar."""
    area = time_area(layout, elapsed)
    if not area.width:
        return
    pygame.draw.rect(screen, theme.BAR, area)
    t = time_text(layout, elapsed)
    screen.blit(t, t.get_rect(midright=area.midright))


def time_text(layout: Layout, elapsed: str) -> pygame.Surface:
    """The status bar's time label, rendered."""
    size = max(11, layout.status.height // 2)
    return theme.text(_("Time {time}").format(time=elapsed), size, theme.BAR_TEXT, True)


def digits_as_zeros(text: str) -> str:
    """`text` with every digit a 0: as wide as any time of that many characters."""
    return "".join("0" if ch.isdigit() else ch for ch in text)


def time_area(layout: Layout, elapsed: str) -> Rect:
    """Where the time goes, at the right end of the status bar; empty without a time.

    As wide as any time with as many characters (the digits are all one width), so the
    area stays put while the seconds change.
    """
    if not elapsed:
        return Rect(0, 0, 0, 0)
    width = time_text(layout, digits_as_zeros(elapsed)).get_width() + 4
    bar = layout.status
    area = Rect(0, bar.y + 1, width, bar.height - 2)
    area.right = bar.right - 12
    return area


def status_size(message: str, size: int, width: int) -> int:
    """The text size for the status line: `size`, or smaller (down to 10) for a sentence
    that would not fit in `width` — a long refusal in Spanish at 640 pixels, say."""
    while size > 10 and theme.font(size).size(message)[0] > width:
        size -= 1
    return size


def status_lines(message: str, size: int, width: int) -> tuple[int, list[str]]:
    """The status line's text size and lines: one line, set smaller if need be; a sentence
    still too long at the smallest size takes two lines."""
    size = status_size(message, size, width)
    if theme.font(size).size(message)[0] <= width:
        return size, [message]
    return size, theme.wrap(message, size, width)[:2]
