"""The games to watch again: the last games of the games database, one to pick.

Up and Down (or a click) pick a game, Enter or Watch open its replay, Esc closes.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.i18n import _, ngettext, number
from canfield.store.game_rows import GameRow
from canfield.ui.dialogs.answers import WatchGame
from canfield.ui.dialogs.modal import Close, Dialog, Result
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button, Radio

SHOWN_GAMES = 10


def game_label(row: GameRow) -> str:
    """One game in the list: its number, code, outcome, score and length."""
    outcome = {"won": _("won"), "abandoned": _("abandoned")}.get(row.outcome, _("in progress"))
    moves = ngettext("{n} move", "{n} moves", row.length).format(n=number(row.length))
    return f"{row.id}  ·  {row.code}  ·  {outcome}  ·  {number(row.score)}  ·  {moves}"


class GamesDialog(Dialog):
    """Pick one of the last games and watch it move by move."""

    def __init__(self, rows: list[GameRow]) -> None:
        self.title = _("Watch a game again")
        self.rows = rows
        self.choices = [Radio(game_label(row), row.id) for row in rows]
        self.picked = rows[0].id if rows else None
        buttons = [Button(_("Close"), "cancel")]
        if rows:
            buttons.append(Button(_("Watch"), "watch", primary=True))
        super().__init__(buttons)
        self.focusables = [*self.choices, *self.buttons]

    def body_height(self) -> int:
        return max(2, len(self.choices)) * (self.size * 2 + 4)

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 4
        for i, choice in enumerate(self.choices):
            choice.rect = Rect(body.x, body.y + i * row, body.width, row - 4)

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        for choice in self.choices:
            if choice.handle(event):
                return self.choose(choice)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            ids = [c.value for c in self.choices]
            if ids and self.picked in ids:
                step = -1 if event.key == pygame.K_UP else 1
                self.picked = ids[max(0, min(len(ids) - 1, ids.index(self.picked) + step))]
        return None

    def choose(self, radio: Radio) -> Result | None:
        self.picked = radio.value
        return None

    def chosen(self, radio: Radio) -> bool:
        return radio.value == self.picked

    def activate(self, action: str) -> Result | None:
        if action == "watch" and self.picked is not None:
            return WatchGame(self.picked)
        return Close()

    def draw_body(self, surface: pygame.Surface) -> None:
        if not self.choices:
            said = _("No game has been played yet.")
            surface.blit(theme.text(said, self.size, theme.PANEL_DIM), self.body.topleft)
        for choice in self.choices:
            choice.draw(surface, self.size, choice.value == self.picked)
