"""The Speech and view window: how the game speaks, and high-contrast faces."""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.i18n import _
from canfield.ui.dialogs.modal import ChangeAccess, Dialog, Result
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button, Check, Radio

SPEECH = ("auto", "off", "screen_reader", "voice")
RATES = (75, 100, 150)
VOLUMES = (40, 70, 100)


def _nearest(value: int, choices: tuple[int, ...]) -> int:
    return min(choices, key=lambda choice: abs(choice - value))


class AccessDialog(Dialog):
    """Speech (automatic, off, through the screen reader, the built-in voice), the voice's
    rate and volume, high-contrast faces and a colour for each suit; each change applies
    and is saved at once."""

    def __init__(
        self, speech: str, rate: int, volume: int, high_contrast: bool, suit_colours: bool
    ) -> None:
        self.title = _("Speech and view")
        self.speech = speech if speech in SPEECH else "auto"
        self.rate, self.volume = _nearest(rate, RATES), _nearest(volume, VOLUMES)
        self.speech_choices = [
            Radio(_("Automatic: with a screen reader running"), 0),
            Radio(_("Off"), 1),
            Radio(_("Through the screen reader"), 2),
            Radio(_("With the built-in voice"), 3),
        ]
        self.rates = [Radio(_("Slower"), 75), Radio(_("Normal"), 100), Radio(_("Faster"), 150)]
        self.volumes = [Radio(_("Quiet"), 40), Radio(_("Medium"), 70), Radio(_("Loud"), 100)]
        self.high_contrast = Check(_("High contrast cards: large rank and suit"), high_contrast)
        self.suit_colours = Check(_("A colour for each suit"), suit_colours)
        super().__init__([Button(_("Close"), "cancel", primary=True)])
        self.focusables = [
            *self.speech_choices,
            *self.rates,
            *self.volumes,
            self.high_contrast,
            self.suit_colours,
            *self.buttons,
        ]

    def body_height(self) -> int:
        return self.size * 25

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        s, row = self.size, self.size * 2 + 2
        y = body.y + s * 2
        for i, radio in enumerate(self.speech_choices):  # one a line: the first is long
            radio.rect = Rect(body.x, y + i * row, body.width, row - 4)
        y += len(self.speech_choices) * row + s * 2
        third = body.width // 3
        for group in (self.rates, self.volumes):
            for i, radio in enumerate(group):
                radio.rect = Rect(body.x + i * third, y, third - 8, row - 4)
            y += row + s * 2
        self.high_contrast.rect = Rect(body.x, y - s, body.width, row - 4)
        self.suit_colours.rect = Rect(body.x, y - s + row, body.width, row - 4)

    def chosen(self, radio: Radio) -> bool:
        if radio in self.speech_choices:
            return SPEECH[radio.value] == self.speech
        if radio in self.rates:
            return radio.value == self.rate
        return radio.value == self.volume

    def choose(self, radio: Radio) -> Result | None:
        if radio in self.speech_choices:
            self.speech = SPEECH[radio.value]
        elif radio in self.rates:
            self.rate = radio.value
        else:
            self.volume = radio.value
        return self.changed()

    def changed(self) -> Result | None:
        return ChangeAccess(
            self.speech, self.rate, self.volume, self.high_contrast.value, self.suit_colours.value
        )

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        if self.high_contrast.handle(event) or self.suit_colours.handle(event):
            return self.changed()
        for radio in (*self.speech_choices, *self.rates, *self.volumes):
            if radio.handle(event):
                return self.choose(radio)
        return None

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.size
        headings = (
            (_("Speech"), self.speech_choices[0]),
            (_("Rate of the built-in voice"), self.rates[0]),
            (_("Volume of the built-in voice"), self.volumes[0]),
        )
        for heading, first in headings:
            label = theme.text(heading, s, theme.PANEL_DIM)
            surface.blit(label, (self.body.x, first.rect.top - s - 6))
        for radio in (*self.speech_choices, *self.rates, *self.volumes):
            radio.draw(surface, s, self.chosen(radio))
        self.high_contrast.draw(surface, s)
        self.suit_colours.draw(surface, s)
