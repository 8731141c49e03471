"""The Settings and Statistics windows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield.i18n import _
from canfield.ui import theme
from canfield.ui.dialogs import ChangeSettings, Dialog, Result
from canfield.ui.widgets import Button, Check

if TYPE_CHECKING:  # the statistics' pydantic models are not needed to draw the table
    from canfield.store.stats import ModeStats, Statistics


class SettingsDialog(Dialog):
    """Double click, animations and sound; each change applies and is saved at once."""

    def __init__(self, double_click: bool, animations: bool, sound: bool = False) -> None:
        self.title = _("Settings")
        self.double_click = Check(_("Double click: a tapped card may go to a column"), double_click)
        self.animations = Check(_("Animations"), animations)
        self.sound = Check(_("Sound"), sound)
        super().__init__([Button(_("Close"), "cancel", primary=True)])
        self.focusables = [self.double_click, self.animations, self.sound, *self.buttons]

    def body_height(self) -> int:
        return self.size * 11

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 8
        self.double_click.rect = Rect(body.x, body.y, body.width, row - 8)
        self.animations.rect = Rect(body.x, body.y + row * 2, body.width, row - 8)
        self.sound.rect = Rect(body.x, body.y + row * 3, body.width, row - 8)

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        checks = (self.double_click, self.animations, self.sound)
        if any(check.handle(event) for check in checks):
            return self.changed()
        return None

    def changed(self) -> Result | None:
        return ChangeSettings(self.double_click.value, self.animations.value, self.sound.value)

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
        self.sound.draw(surface, s)


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
