"""The mouse on the table: presses, drags and drops, and clicks (taps, R19).

Turns the drag controller's clicks and drops into moves for the session; the toolbar's
buttons and the game-code label are handled here too, since they share the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield import engine
from canfield.engine import Card
from canfield.i18n import explain
from canfield.ui.drag import Click, DragController, Drop, Grab
from canfield.ui.table import drop_target, hit, movable_count

if TYPE_CHECKING:
    from canfield.ui.app import App

DOUBLE_CLICK_SECONDS = 0.4
"""A second click this soon after a tap that moved a card is the end of a double-click."""

DOUBLE_CLICK_SLOP = 8
"""…if it lands within this many pixels of the first."""


def sentence(reason: str) -> str:
    """An engine reason as a sentence for the status line."""
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


class Pointer:
    """What the mouse does on the table. Owned by the app."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.drag = DragController()
        self.last_tap: tuple[float, tuple[int, int]] = (-1.0, (0, 0))

    # -- events ----------------------------------------------------------------------

    def press(self, pos: tuple[int, int]) -> None:
        """Button 1 went down."""
        app = self.app
        for b in app.view.buttons:
            b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.keys.hide_focus()
        if app.view.panel and app.view.panel_rect.collidepoint(pos):
            app.view.panel = ""  # a click on the words closes them; the cards under wait
            self.drag.cancel()
            app.invalidate()
            return
        if app.layout.toolbar.collidepoint(pos) or app.layout.status.collidepoint(pos):
            self.drag.cancel()
            app.invalidate()
            return
        if app.celebration is not None:
            app.celebration = None
            app.invalidate()
        state = app.state
        spot = hit(app.layout, state, pos, app.fan)
        if spot is None:
            self.drag.cancel()
            return
        grab = None
        if spot.index is not None:
            count = movable_count(state, spot.pile, spot.index)
            if count:
                rects = [
                    p.rect
                    for p in app.placements()
                    if p.pile == spot.pile and p.index >= spot.index
                ]
                cards = state.pile(spot.pile)[-count:]
                grab = Grab(spot.pile, spot.index, count, rects[-count:], cards)
        self.drag.press(pos, spot.pile, spot.index, grab)

    def motion(self, event: pygame.event.Event) -> None:
        """The pointer moved: hover on buttons and the code, or the held cards follow."""
        app = self.app
        hover_changed = False
        for b in app.view.buttons:
            was = b.hover
            b.handle(event)
            hover_changed |= was != b.hover
        code_hover = app.view.code_rect.collidepoint(event.pos)
        if code_hover != app.view.code_hover:
            app.view.code_hover = code_hover
            hover_changed = True
        if hover_changed:
            app.invalidate()
        if self.drag.active:
            was_dragging = self.drag.dragging
            if self.drag.motion(event.pos):
                if not was_dragging and self.drag.grab is not None:
                    # The lifted cards leave the still layer (and any slide they were in).
                    for card in self.drag.grab.cards:
                        app.animator.slides.pop(card, None)
                    app.invalidate()
                app.dirty = True

    def release(self, event: pygame.event.Event) -> None:
        """Button 1 went up: a button, the code label, a tap or a drop."""
        app = self.app
        if any(b.pressed for b in app.view.buttons):
            app.invalidate()  # the pressed look goes, whatever the release does
        for b in app.view.buttons:
            if b.handle(event):
                self.drag.cancel()
                app.command(b.action)
                return
        if app.view.code_rect.collidepoint(event.pos) and not self.drag.dragging:
            self.drag.cancel()
            app.command("copy")
            return
        if not self.drag.active:
            return
        result = self.drag.release(event.pos)
        if isinstance(result, Click):
            self.click(result, event.pos)
        elif isinstance(result, Drop):
            self.drop(result)
        app.invalidate()

    def leave(self) -> None:
        """The pointer left the window: no button stays lit or pressed."""
        app = self.app
        for b in app.view.buttons:
            b.hover = b.pressed = False
        app.view.code_hover = False
        app.invalidate()

    def cancel(self) -> None:
        """The window lost the pointer (focus lost, Esc, a dialog): held cards fly back."""
        grab = self.drag.grab if self.drag.dragging else None
        rects = self.drag.dragged_rects()
        self.drag.cancel()
        if grab is not None:
            state = self.app.state
            self.app.animate(state, state, dict(zip(grab.cards, rects, strict=False)))

    # -- what a click or a drop means ------------------------------------------------

    def click(self, click: Click, pos: tuple[int, int]) -> None:
        """A tap (R19): the stock draws; a card goes to its foundation or, with Double
        click on, to a column. The second click of a double-click never moves a card."""
        app = self.app
        now = app.clock()
        last_time, last_pos = self.last_tap
        if (
            now - last_time < DOUBLE_CLICK_SECONDS
            and abs(pos[0] - last_pos[0]) <= DOUBLE_CLICK_SLOP
            and abs(pos[1] - last_pos[1]) <= DOUBLE_CLICK_SLOP
            and click.pile != "S"
        ):
            self.last_tap = (-1.0, (0, 0))
            return
        if click.pile == "S":
            app.act(lambda: app.session.tap("S"))
            return
        if click.index is None:
            return
        count = len(app.state.pile(click.pile)) - click.index
        if app.act(lambda: app.session.tap(click.pile, count)) is not None:
            self.last_tap = (now, pos)

    def drop(self, drop: Drop) -> None:
        """Held cards let go: the move onto the pile they overlap most, or back they fly."""
        app = self.app
        grab = drop.grab
        state = app.state
        starts: dict[Card, Rect] = dict(zip(grab.cards, drag_rects(drop), strict=False))
        if state.pile(grab.pile)[-grab.count :] != grab.cards:
            app.invalidate()  # the pile changed under the hand: nothing to drop
            return
        target = drop_target(app.layout, state, drop.lead, grab.pile)
        if target is None or target == grab.pile:
            app.animate(state, state, starts)
            return
        try:
            outcome = app.session.play(engine.Move(grab.pile, target, grab.count))  # type: ignore[arg-type]
        except engine.IllegalMove as exc:
            app.set_status(sentence(explain(exc)), error=True)
            app.animate(state, state, starts)
            return
        app.after(outcome, starts)


def drag_rects(drop: Drop) -> list[Rect]:
    """The rectangles of all dragged cards at the drop, from the lead card's."""
    first = drop.grab.rects[0]
    dx, dy = drop.lead.x - first.x, drop.lead.y - first.y
    return [r.move(dx, dy) for r in drop.grab.rects]
