"""The New Game window: Draw 3 or Draw 1, a game code to type or paste, a restart, or
today's deal (the same for every player each UTC day, see `canfield.teacher.daily`)."""

from __future__ import annotations

import contextlib
import re

import pygame
from pygame import Rect

from canfield import engine
from canfield.explain import explain
from canfield.i18n import _, ngettext
from canfield.ui.dialogs.answers import TodaysDeal
from canfield.ui.dialogs.modal import Close, Deal, Dialog, Restart, Result
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button, Check, Radio, TextField

CODE_MAX = 24
"""The longest text the code field takes: a code (14 characters) with room for spaces."""


_JOINED = re.compile(r"(CF\d+)(D\d)([A-Z]+)", re.IGNORECASE)
"""A code typed with no hyphen at all ("cf1 d3 aaaaacl" once its spaces are gone)."""


def normal_code(text: str) -> str:
    """A typed or pasted code as the engine reads it: spaces anywhere are ignored
    ("cf1-d3-aaaa acl"), and a code typed with none of its hyphens ("cf1 d3 aaaaacl")
    gets them back. The player's own hyphens are kept as typed, so a refusal never
    quotes one they did not type (R4 reads codes case-insensitively)."""
    joined = "".join(text.split())
    plain = _JOINED.fullmatch(joined)
    return "-".join(plain.groups()) if plain else joined


class NewGameDialog(Dialog):
    """Pick Draw 3 or Draw 1, optionally type or paste a game code; or restart this deal."""

    left_actions = frozenset({"restart", "daily"})

    def __init__(self, draw: int, winnable_only: bool = False) -> None:
        self.title = _("New game")
        self.draw_mode = draw
        self.radios = [Radio(_("3 cards — Hard"), 3), Radio(_("1 card — Easy"), 1)]
        self.field = TextField(
            placeholder=_("Game code (optional), e.g. CF1-D3-AAAAACL"), max_length=CODE_MAX
        )
        self.winnable = Check(_("Only winnable deals (the solver proves each one)"), winnable_only)
        self.error = ""
        super().__init__(
            [
                Button(_("Restart this deal"), "restart"),
                Button(_("Today's deal"), "daily"),
                Button(_("Cancel"), "cancel"),
                Button(_("Deal"), "deal", primary=True),
            ]
        )
        self.focusables = [*self.radios, self.field, self.winnable, *self.buttons]
        self.focus = self.focusables.index(self.field)
        self.field.focused = True  # ready for typing or Ctrl+V at once

    def body_height(self) -> int:
        return self.size * 18

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 6
        label_h = self.size * 2
        for i, r in enumerate(self.radios):
            r.rect = Rect(body.x, body.y + label_h + i * row, body.width, row - 6)
        y = body.y + label_h * 2 + 2 * row
        self.field.rect = Rect(body.x, y, body.width, self.size * 2 + 10)
        self.winnable.rect = Rect(body.x, body.bottom - row, body.width, row - 6)
        self.field.size = self.size

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        if self.winnable.handle(event):
            return None
        for r in self.radios:
            if r.handle(event):
                return self.choose(r)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            # Up / Down pick the draw mode from anywhere in the window, the code field too.
            return self.choose(self.radios[0 if event.key == pygame.K_UP else 1])
        if self.field.handle(event):
            self.error = ""
            self._sync_draw_from_code()
        elif self.field.refused:
            self.field.refused = False
            self.error = ngettext(
                "That is too long for a game code (at most {n} character): nothing was added.",
                "That is too long for a game code (at most {n} characters): nothing was added.",
                CODE_MAX,
            ).format(n=CODE_MAX)
        return None

    def choose(self, radio: Radio) -> Result | None:
        self.draw_mode = radio.value
        return None

    def chosen(self, radio: Radio) -> bool:
        return radio.value == self.draw_mode

    def _sync_draw_from_code(self) -> None:
        with contextlib.suppress(ValueError):
            self.draw_mode = engine.parse_code(normal_code(self.field.text)).draw

    def code(self) -> str | None:
        """The typed code in canonical form, None if empty; raises `BadGameCode`."""
        text = normal_code(self.field.text)
        if not text:
            return None
        if len(text) == 7 and text.isalpha():  # just the deal number
            text = f"CF1-D{self.draw_mode}-{text}"
        # The draw mode shown selected is the one dealt: typing a code selects its mode,
        # and choosing the other mode afterwards deals the same cards in that mode.
        return str(engine.GameCode(self.draw_mode, engine.parse_code(text).number))

    def mode_note(self) -> str:
        """When the typed code names the other draw mode than the one selected (the player
        chose the mode after typing), which deal Deal gives; "" otherwise."""
        try:
            typed = engine.parse_code(normal_code(self.field.text))
        except ValueError:
            return ""
        if typed.draw == self.draw_mode:
            return ""
        dealt = engine.GameCode(self.draw_mode, typed.number)
        return _(
            "Draw {n} is selected: Deal gives {code}, the cards of the code typed, "
            "turned {n} at a time."
        ).format(n=self.draw_mode, code=dealt)

    def activate(self, action: str) -> Result | None:
        if action == "deal":
            try:
                code = self.code()
            except engine.BadGameCode as exc:
                reason = explain(exc)
                self.error = reason[:1].upper() + reason[1:]
                self.field.focused = True
                return None
            return Deal(code, self.draw_mode, self.winnable.value)
        if action == "daily":
            return TodaysDeal()
        return Restart() if action == "restart" else Close()

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
        self.winnable.draw(surface, s)
        said, colour = (self.error, theme.ERROR) if self.error else (self.mode_note(), theme.ACCENT)
        for i, line in enumerate(theme.wrap(said, s - 1, body.width)[:3] if said else []):
            surface.blit(
                theme.text(line, s - 1, colour),
                (body.x, self.field.rect.bottom + 6 + i * (s + 3)),
            )
