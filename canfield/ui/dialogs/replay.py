"""The replay's controls: a strip along the bottom of the window, the table left in view.

Space plays or pauses, Left and Right step, Home and End jump to the deal and the end,
Up and Down change the speed, Esc leaves (the table is put back as it was). The strip
only moves through the replay's own positions (`canfield.teacher.replay`); what it
answers (`Shown`) is slid by the actions.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.i18n import _, decimal, ngettext, number, say
from canfield.teacher.replay import SPEEDS, Replay
from canfield.teacher.words import played_move_words
from canfield.ui.dialogs.answers import Leave, Shown
from canfield.ui.dialogs.modal import Dialog, Result
from canfield.ui.draw import theme
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.widgets import Button

KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_HOME: "start",
    pygame.K_END: "end",
    pygame.K_UP: "faster",
    pygame.K_DOWN: "slower",
    pygame.K_PLUS: "faster",
    pygame.K_KP_PLUS: "faster",
    pygame.K_EQUALS: "faster",
    pygame.K_MINUS: "slower",
    pygame.K_KP_MINUS: "slower",
}


class ReplayDialog(Dialog):
    """Play/pause, step, jump, speed and leave, over a replay shown on the table."""

    table_queries = True

    dim = False
    border = (theme.FOCUS, 3)

    def __init__(self, replay: Replay, now: float = 0.0) -> None:
        self.title = replay.title
        self.replay = replay
        self.last_step = now
        self._title: list[str] = []
        self._status_room = 2
        """How many lines the status has room for."""
        super().__init__(
            [
                Button(_("Start"), "start"),
                Button(_("Back"), "back"),
                Button(_("Play"), "play", primary=True),
                Button(_("Forward"), "forward"),
                Button(_("End"), "end"),
                Button(_("Slower"), "slower"),
                Button(_("Faster"), "faster"),
                Button(_("Leave"), "cancel"),
            ]
        )
        self._relabel()

    def layout(self, window: Rect) -> None:
        """A panel in the free corner left of the columns, under the reserve, where it
        hides no card; where that corner is too small, a strip along the bottom."""
        table = Layout.for_size(window.width, window.height)
        top = table.slots["R"].bottom + table.card_h // 5 + 8
        corner = Rect(6, top, table.slots["C1"].left - 12, table.status.top - top - 4)
        for room in (corner, Rect(6, 0, window.width - 12, window.bottom - 6)):
            for size in range(max(12, min(17, window.height // 45)), 9, -1):
                height = self._place(room, size)
                if height <= room.height or room is not corner:
                    if room is not corner:  # the strip sits on the window's bottom edge
                        self._place(Rect(6, window.bottom - 6 - height, room.width, height), size)
                    return

    def _place(self, room: Rect, size: int) -> int:
        """Lay the title, the status and the buttons (in as many rows as they need) out
        from the top of `room`; the height they take."""
        self.size = size
        pad = size
        inner = max(1, room.width - pad * 2)
        self._title = theme.wrap(self.title, size + 2, inner, True)
        lines = len(theme.wrap(self.status(), size, inner))
        self._status_room = lines + 1 if lines > 1 else 2  # for the longest move's words
        y = room.y + pad + len(self._title) * (size + 6) + self._status_room * (size + 4) + 6
        x, button_h, row_start = room.x + pad, size * 2 + 4, y
        for button in self.buttons:
            width = theme.font(size, True).size(button.label)[0] + size * 2
            if x + width > room.x + pad + inner and x > room.x + pad:
                x, y = room.x + pad, y + button_h + size // 2
            button.rect = Rect(x, y, width, button_h)
            x += width + size // 2
        height = y + button_h + pad - room.y
        self.rect = Rect(room.x, room.y, room.width, height)
        self.body = Rect(room.x + pad, room.y + pad, inner, row_start - room.y - pad)
        return height

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, its title and status wrapped to its width, and the buttons."""
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=12)
        pygame.draw.rect(surface, self.border[0], self.rect, self.border[1], border_radius=12)
        s, y = self.size, self.body.y
        for line in self._title:
            surface.blit(theme.text(line, s + 2, theme.PANEL_TEXT, True), (self.body.x, y))
            y += s + 6
        for line in theme.wrap(self.status(), s, self.body.width)[: self._status_room]:
            surface.blit(theme.text(line, s, theme.PANEL_TEXT), (self.body.x, y))
            y += s + 4
        for button in self.buttons:
            button.draw(surface, s, on_panel=True)

    def _relabel(self) -> None:
        play = self.buttons[2]
        play.label = _("Pause") if self.replay.playing else _("Play")

    def status(self) -> str:
        """Where the replay is: the move shown, out of how many, and the speed."""
        replay = self.replay
        last = replay.last_move()
        speed = SPEEDS[replay.speed]
        if last is None:
            text = say(
                ngettext(
                    "The deal; {n} move to watch.", "The deal; {n} moves to watch.", replay.length
                ),
                n=replay.length,
            )
        else:
            before, move = last
            text = say(
                _("Move {i} of {n}: {move}."),
                i=replay.index,
                n=replay.length,
                move=played_move_words(before, move),
            )
        shown = (
            number(int(speed)) if speed == int(speed) else decimal(speed, 2 if speed < 0.5 else 1)
        )
        return text + " " + _("Speed: ×{speed}").format(speed=shown)

    def spoken_body(self) -> list[str]:
        return [self.status()]

    def handle(self, event: pygame.event.Event) -> Result | None:
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            return self.activate(KEYS[event.key])
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.focus < 0:
            return self.activate("play")
        return super().handle(event)

    def activate(self, action: str) -> Result | None:
        replay = self.replay
        before = replay.state
        if action == "cancel":
            return Leave()
        if action == "play":
            replay.toggle()
        elif action in ("back", "forward"):
            replay.playing = False
            replay.step(1 if action == "forward" else -1)
        elif action in ("start", "end"):
            replay.playing = False
            replay.go(0 if action == "start" else replay.length)
        elif action in ("faster", "slower"):
            replay.faster(1 if action == "faster" else -1)
        self._relabel()
        return Shown(before, replay.state) if replay.state is not before else None

    def tick(self, now: float) -> Shown | None:
        """While playing, one move on each `interval`: what is shown next."""
        replay = self.replay
        if not replay.playing:
            self.last_step = now
            return None
        if now - self.last_step < replay.interval:
            return None
        self.last_step = now
        before = replay.state
        replay.step(1)
        self._relabel()
        return Shown(before, replay.state)
