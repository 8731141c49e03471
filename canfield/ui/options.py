"""The Settings and Statistics windows."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from canfield.i18n import LANGUAGE_NAMES, LANGUAGES, _
from canfield.store.stats import ModeStats, Statistics
from canfield.ui import theme
from canfield.ui.dialogs import ChangeSettings, Dialog, Result
from canfield.ui.widgets import Button, Check, Radio

LANGUAGES_PER_ROW = 3
"""Language choices side by side; the longest name fits three to a row at 640 pixels."""


class SettingsDialog(Dialog):
    """Double click, animations and the language; each change applies and is saved at once.

    The languages are offered by their own names ("Română", "Dansk" …), the same in
    every language, so a player finds theirs whatever the window speaks now.
    """

    def __init__(self, double_click: bool, animations: bool, language: str = "en") -> None:
        self.title = _("Settings")
        self.double_click = Check(_("Double click: a tapped card may go to a column"), double_click)
        self.animations = Check(_("Animations"), animations)
        self.languages = [Radio(name, i) for i, name in enumerate(LANGUAGE_NAMES.values())]
        self.language = language if language in LANGUAGES else "en"
        super().__init__([Button(_("Close"), "cancel", primary=True)])
        self.focusables = [self.double_click, self.animations, *self.languages, *self.buttons]

    def body_height(self) -> int:
        rows = -(-len(self.languages) // LANGUAGES_PER_ROW)
        return self.size * 13 + rows * (self.size * 2 + 4)

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 8
        self.double_click.rect = Rect(body.x, body.y, body.width, row - 8)
        self.animations.rect = Rect(body.x, body.y + row * 2, body.width, row - 8)
        width = body.width // LANGUAGES_PER_ROW
        top = self.animations.rect.bottom + self.size * 4
        for i, radio in enumerate(self.languages):
            line, place = divmod(i, LANGUAGES_PER_ROW)
            radio.rect = Rect(
                body.x + place * width, top + line * (self.size * 2 + 4), width - 8, self.size * 2
            )

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        if self.double_click.handle(event) or self.animations.handle(event):
            return self.changed()
        for radio in self.languages:
            if radio.handle(event):
                return self.choose(radio)
        return None

    def choose(self, radio: Radio) -> Result | None:
        self.language = LANGUAGES[radio.value]
        return self.changed()

    def changed(self) -> Result | None:
        return ChangeSettings(self.double_click.value, self.animations.value, self.language)

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
        label = theme.text(_("Language"), s, theme.PANEL_DIM)
        surface.blit(label, (self.body.x, self.languages[0].rect.top - s * 2))
        for radio in self.languages:
            radio.draw(surface, s, LANGUAGES[radio.value] == self.language)


class StatsDialog(Dialog):
    """Per draw mode: played, won, win rate, best score, streaks, cards placed."""

    def __init__(self, stats: Statistics) -> None:
        self.title = _("Statistics")
        self.stats = stats
        super().__init__([Button(_("Close"), "cancel", primary=True)])

    def body_height(self) -> int:
        return self.size * 17

    def columns(self) -> tuple[int, int]:
        """The centres of the Draw 3 and Draw 1 columns, as far right as their headings
        allow, so that long labels (Spanish, Romanian) keep clear of the figures."""
        s, body = self.size, self.body
        heads = (_("Draw 3"), _("Draw 1"), "100 %")
        width = max(theme.font(s, True).size(head)[0] for head in heads) + s
        col2 = body.right - width // 2
        return col2 - width, col2

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
        col1, col2 = self.columns()
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
