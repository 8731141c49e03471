"""Drive a real `App` through its own loop: post pygame events, then `app.step()`.

Pixel positions come from `app.layout` (slots, `column_card_rect`, `waste_card_rect`),
the same geometry a player sees, so a test clicks where the card is drawn.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame
import pytest
from pygame import Rect

from canfield import engine
from canfield.engine import GameState, PileName
from canfield.session import Session
from canfield.ui.app import App
from canfield.ui.dialogs.modal import Dialog

from ..positions import build_position

Point = tuple[int, int]


class FakeClock:
    """The app's clock, moved only by the test (double-click window, animations)."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class ErrorLog(logging.Handler):
    """Collects log records at ERROR or above (App.step logs handler exceptions and goes on)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def text(self) -> str:
        out = []
        for r in self.records:
            out.append(r.getMessage())
            if r.exc_info:
                out.append(logging.Formatter().formatException(r.exc_info))
        return "\n".join(out)


build = build_position
"""`engine.position` with every card not written out put under the stock (or `fill`)."""


def one_card_from_winning() -> GameState:
    """Base A♠; every card home but the K♣, which waits alone in C1 (score 250)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    full = [" ".join(r + s for r in ranks) for s in "SHDC"]
    rest, last = full[3].rsplit(" ", 1)
    return engine.position(
        base="AS",
        foundations=(full[0], full[1], full[2], rest),
        columns=(last, "", "", ""),
        score=250,
    )


def names(pile: tuple[engine.Card, ...]) -> str:
    """A pile as card names, bottom → top."""
    return " ".join(map(str, pile))


class Driver:
    """Posts real mouse and keyboard events and runs the app's loop pass after them."""

    def __init__(self, app: App, clock: FakeClock, errors: ErrorLog) -> None:
        self.app = app
        self.clock = clock
        self.errors = errors

    # -- the game ----------------------------------------------------------------------

    @property
    def session(self) -> Session:
        return self.app.session

    @property
    def state(self) -> GameState:
        return self.app.session.state

    def pile(self, name: str) -> str:
        return names(self.state.pile(name))

    def set_position(self, state: GameState) -> None:
        """Put the game in any position (a fresh history), as the app's state."""
        self.session.adopt(engine.History(state))
        self.app.invalidate()
        self.step()

    # -- the loop ----------------------------------------------------------------------

    def step(self) -> None:
        """One pass of the app's own loop; fail at once if it logged an error."""
        before = len(self.errors.records)
        self.app.step()
        if len(self.errors.records) > before:
            raise AssertionError("the app logged an error:\n" + self.errors.text())

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)

    # -- mouse -------------------------------------------------------------------------

    def down(self, pos: Point, button: int = 1) -> None:
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def move(
        self, pos: Point, rel: Point = (0, 0), buttons: tuple[int, int, int] = (1, 0, 0)
    ) -> None:
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons))

    def up(self, pos: Point, button: int = 1) -> None:
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def click(self, pos: Point, *, wait: float = 1.0) -> None:
        """A press and release on one spot, `wait` seconds after the last action."""
        self.clock.advance(wait)
        self.down(pos)
        self.step()
        self.clock.advance(0.05)
        self.up(pos)
        self.step()

    def drag(self, start: Point, end: Point, *, frames: int = 4) -> None:
        """Press at `start`, move in `frames` steps (a loop pass each), release at `end`."""
        self.clock.advance(1.0)
        self.down(start)
        self.step()
        last = start
        for i in range(1, frames + 1):
            x = start[0] + (end[0] - start[0]) * i // frames
            y = start[1] + (end[1] - start[1]) * i // frames
            self.clock.advance(1 / 60)
            self.move((x, y), rel=(x - last[0], y - last[1]))
            self.step()
            last = (x, y)
        self.up(end)
        self.step()

    # -- keyboard ----------------------------------------------------------------------

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """A key pressed and released."""
        self.clock.advance(0.2)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            self.post(pygame.event.Event(kind, key=key, mod=mod, unicode=unicode, scancode=0))
        self.step()

    def type(self, text: str) -> None:
        """Text typed into a focused field (what SDL sends while text input is on)."""
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.step()

    # -- what is on screen ------------------------------------------------------------

    def shown(self) -> bytes:
        """The window's pixels as they are now."""
        return pygame.image.tobytes(self.app.screen, "RGB")

    def full_redraw(self) -> bytes:
        """The window's pixels after a fresh, whole frame of the same scene."""
        self.app.invalidate()
        self.app.draw()
        return self.shown()

    def settle(self, limit: int = 2000) -> None:
        """Run the loop, a frame (1/60 s) at a time, until nothing moves any more; the pass
        in which the last movement ended is the last one run."""
        for _ in range(limit):
            self.clock.advance(1 / 60)
            self.step()
            if not self.app.busy():
                return
        raise AssertionError("still moving after the limit")

    # -- where things are ------------------------------------------------------------

    def card_rect(self, pile: PileName, index: int = -1) -> Rect:
        """Where card `index` (negative: from the top) of a pile is drawn."""
        layout, cards = self.app.layout, self.state.pile(pile)
        n = len(cards)
        if not n:
            return Rect(layout.slots[pile].topleft, layout.card_size)
        i = index % n
        if pile.startswith("C"):
            return layout.column_card_rect(pile, i, n)
        if pile == "W":
            # Draw 3 fans the cards of the last draw still on the waste: ask the app.
            fan = self.app.actions.fan
            return layout.waste_card_rect(i, n, fan if self.state.draw == 3 else 1)
        return Rect(layout.slots[pile].topleft, layout.card_size)

    def grab_point(self, pile: PileName, index: int = -1) -> Point:
        """A point on the visible part of a card: its centre-top area."""
        rect = self.card_rect(pile, index)
        cards = self.state.pile(pile)
        covered = pile.startswith("C") and cards and index % len(cards) < len(cards) - 1
        if covered:
            step = self.app.layout.fan_step(len(cards))
            return rect.centerx, rect.y + max(1, step // 2)
        return rect.centerx, rect.y + rect.height // 3

    def landing(self, target: PileName) -> Rect:
        """Where a card dropped on `target` comes to rest (a column's next fan place)."""
        layout = self.app.layout
        if target.startswith("C"):
            n = len(self.state.pile(target))
            return layout.column_card_rect(target, n, n + 1)
        return Rect(layout.slots[target].topleft, layout.card_size)

    def drag_cards(self, pile: PileName, index: int, target: PileName) -> None:
        """Drag the cards from `index` of `pile` up and drop the lead card on `target`."""
        start = self.grab_point(pile, index)
        lead = self.card_rect(pile, index)
        land = self.landing(target)
        end = (land.x + start[0] - lead.x, land.y + start[1] - lead.y)
        self.drag(start, end)

    def tap(self, pile: PileName, index: int = -1, *, wait: float = 1.0) -> None:
        """Click a card (or an empty slot)."""
        self.click(self.grab_point(pile, index), wait=wait)

    def button(self, action: str) -> Rect:
        for b in self.app.view.buttons:
            if b.action == action:
                return Rect(b.rect)
        raise AssertionError(f"no toolbar button {action!r}")

    def press_button(self, action: str) -> None:
        self.click(self.button(action).center)

    def dialog_button(self, action: str) -> Rect:
        dialog = self.app.flow.dialog
        assert dialog is not None, "no dialog is open"
        for b in dialog.buttons:
            if b.action == action:
                return Rect(b.rect)
        raise AssertionError(f"the dialog has no button {action!r}")


# -- what was drawn ----------------------------------------------------------------


def record_text(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the window renders from now on, in order."""
    from canfield.ui.draw import theme

    asked: list[str] = []
    real = theme.text

    def text(message: str, *args: Any, **kwargs: Any) -> Any:
        asked.append(message)
        return real(message, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    return asked


def changed(one: pygame.Surface, other: pygame.Surface) -> pygame.Rect:
    """The smallest rectangle holding every pixel where the two surfaces differ."""
    diff = one.copy()
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = other.copy()
    back.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    rects = same.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    """A key press as SDL gives it, for a controller tested with no window."""
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def drawn(dialog: Dialog, size: tuple[int, int]) -> pygame.Surface:
    """A dialog drawn alone on a surface of `size`."""
    surface = pygame.Surface(size)
    dialog.draw(surface)
    return surface
