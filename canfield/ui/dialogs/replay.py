"""The replay's controls: a strip along the bottom of the window, the table left in view.

Space plays or pauses, Left and Right step, Home and End jump to the deal and the end,
Up and Down change the speed, Esc leaves (the table is put back as it was). The strip
only moves through the replay's own positions (`canfield.teacher.replay`); what it
answers (`Shown`) is slid by the actions.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.i18n import _, decimal, ngettext, say
from canfield.teacher.replay import SPEEDS, Replay
from canfield.teacher.words import played_move_words
from canfield.ui.dialogs.answers import Leave, Shown
from canfield.ui.dialogs.modal import Dialog, Result
from canfield.ui.draw import theme
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

    dim = False
    border = (theme.FOCUS, 3)

    def __init__(self, replay: Replay, now: float = 0.0) -> None:
        self.title = replay.title
        self.replay = replay
        self.last_step = now
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
        """A low strip along the bottom of the window: the title, where the replay is,
        and a row of buttons; the text shrinks until the row fits the window."""
        size = max(12, min(18, window.height // 45))
        while True:
            widths = [theme.font(size, True).size(b.label)[0] + size * 2 for b in self.buttons]
            row = sum(widths) + (size // 2) * (len(widths) - 1) + size * 3
            if row <= window.width - 12 or size <= 9:
                break
            size -= 1
        self.size = size
        button_h = size * 2 + 4
        height = size * 4 + size + 6 + button_h + size
        self.rect = Rect(6, window.bottom - height - 6, window.width - 12, height)
        x, y = self.rect.x + size * 3 // 2, self.rect.bottom - size - button_h
        for button, width in zip(self.buttons, widths, strict=True):
            button.rect = Rect(x, y, width, button_h)
            x += width + size // 2
        self.body = Rect(
            self.rect.x + size * 3 // 2, self.rect.y + size * 3, self.rect.width - size * 3, size
        )

    def _relabel(self) -> None:
        play = self.buttons[2]
        play.label = _("Pause") if self.replay.playing else _("Play")

    def status(self) -> str:
        """Where the replay is: the move shown, out of how many, and the speed."""
        replay = self.replay
        last = replay.last_move()
        speed = decimal(SPEEDS[replay.speed], 2)
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
        return text + " " + _("Speed: {speed} moves a second.").format(speed=speed)

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

    def draw_body(self, surface: pygame.Surface) -> None:
        line = theme.wrap(self.status(), self.size, self.body.width)[:1]
        for words in line:
            surface.blit(theme.text(words, self.size, theme.PANEL_TEXT), self.body.topleft)
