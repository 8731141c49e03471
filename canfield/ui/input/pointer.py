"""The mouse on the table: presses, drags and drops, and clicks (taps, R19).

Turns the drag controller's clicks and drops into intents for the app. It reads the
table from a `Table` snapshot and keeps only its own state: the hand, the last click.
The toolbar has its own controller (`toolbar`).
"""

from __future__ import annotations

from pygame import Rect

from canfield.engine import Move, PileName, movable
from canfield.ui.draw.placement import Table
from canfield.ui.input.drag import Click, DragController, Drop, Grab, Stray
from canfield.ui.input.intents import Command, Held, Intent, Play, PutBack, Say, Tap
from canfield.ui.say import cannot_lift

DOUBLE_CLICK_SECONDS = 0.4
"""A second click this soon after the first, on the same spot, ends a double-click…"""

DOUBLE_CLICK_SLOP = 8
"""…if it lands within this many pixels of the first."""


class Pointer:
    """What the mouse does on the table."""

    def __init__(self) -> None:
        self.drag = DragController()
        self.last_click: tuple[float, tuple[int, int]] = (-1.0, (0, 0))

    @property
    def held(self) -> Held:
        """The cards following the pointer and where they are drawn (empty when none)."""
        grab = self.drag.grab
        if not self.drag.dragging or grab is None:
            return ()
        return tuple(zip(grab.cards, self.drag.dragged_rects(), strict=False))

    @property
    def active(self) -> bool:
        """True while button 1 is down on something of the table (pressed or dragging)."""
        return self.drag.active

    @property
    def dragging(self) -> bool:
        """True while cards follow the pointer."""
        return self.drag.dragging

    def lead(self) -> tuple[Rect, PileName, int] | None:
        """While dragging: where the lead card is drawn, the pile it came from and how
        many cards follow; None otherwise (what a drop would land on is the table's)."""
        grab = self.drag.grab
        if not self.drag.dragging or grab is None:
            return None
        return self.drag.dragged_rects()[0], grab.pile, grab.count

    def cancel_drag(self) -> None:
        """Forget a press or a drag without a word (the window was resized, a button of
        the toolbar took the release)."""
        self.drag.cancel()

    # -- events ----------------------------------------------------------------------

    def press(self, pos: tuple[int, int], table: Table) -> Intent | None:
        """Button 1 went down on the table (the toolbar took its own presses)."""
        layout = table.layout
        if table.words.collidepoint(pos):
            self.drag.cancel()  # a click on the words closes them; the cards under wait
            return Command("hush")
        if layout.toolbar.collidepoint(pos) or layout.status.collidepoint(pos):
            self.drag.cancel()
            return None
        spot = table.hit(pos)
        if spot is None:
            self.drag.cancel()
            return Say("")  # the bare felt: an older message is out of date
        grab = None
        if spot.index is not None:
            count = movable(table.state, spot.pile, spot.index)
            if count:
                rects = table.rects(spot.pile, spot.index)
                cards = table.state.pile(spot.pile)[-count:]
                grab = Grab(spot.pile, spot.index, count, rects[-count:], cards)
        self.drag.press(pos, spot.pile, spot.index, grab)
        return None

    def motion(self, pos: tuple[int, int]) -> bool:
        """The pointer moved; True when cards follow it (a frame to draw)."""
        return self.drag.active and self.drag.motion(pos)

    def release(self, pos: tuple[int, int], table: Table, now: float) -> Intent | None:
        """Button 1 went up: a tap, a drop, or a press that lifted nothing."""
        if not self.drag.active:
            return None
        result = self.drag.release(pos)
        if isinstance(result, Click):
            return self.click(result, pos, table, now)
        if isinstance(result, Drop):
            return self.drop(result, table)
        if isinstance(result, Stray) and result.index is not None:
            return Say(cannot_lift(table.state, result.pile, result.index), error=True)
        return Say("")

    def cancel(self) -> PutBack | None:
        """The hand lets go without a drop (Esc, a lost window, a dialog): back they fly."""
        held = self.held
        self.drag.cancel()
        return PutBack(held) if held else None

    # -- what a click or a drop means ------------------------------------------------

    def click(self, click: Click, pos: tuple[int, int], table: Table, now: float) -> Intent:
        """A tap (R19) on the stock or a card; the second click of a double-click is
        marked as an echo of the first (the app ignores it if it would act on the card
        the first click moved)."""
        last_time, last_pos = self.last_click
        echo = (
            now - last_time < DOUBLE_CLICK_SECONDS
            and abs(pos[0] - last_pos[0]) <= DOUBLE_CLICK_SLOP
            and abs(pos[1] - last_pos[1]) <= DOUBLE_CLICK_SLOP
        )
        self.last_click = (-1.0, (0, 0)) if echo else (now, pos)
        if click.pile == "S":
            return Tap("S")
        if click.index is None:
            return Say("")
        count = movable(table.state, click.pile, click.index)
        if not count:
            return Say(cannot_lift(table.state, click.pile, click.index), error=True)
        return Tap(click.pile, count, echo=echo)

    def drop(self, drop: Drop, table: Table) -> Intent:
        """Held cards let go: the move onto the pile they overlap most, or back they fly."""
        grab = drop.grab
        held = tuple(zip(grab.cards, drag_rects(drop), strict=False))
        if table.state.pile(grab.pile)[-grab.count :] != grab.cards:
            return PutBack(held)  # the pile changed under the hand: nothing to drop
        target = table.drop_target(drop.lead, grab.pile)
        if target is None or target == grab.pile:
            return PutBack(held)
        return Play(Move(grab.pile, target, grab.count), held)


def drag_rects(drop: Drop) -> list[Rect]:
    """The rectangles of all dragged cards at the drop, from the lead card's."""
    first = drop.grab.rects[0]
    dx, dy = drop.lead.x - first.x, drop.lead.y - first.y
    return [r.move(dx, dy) for r in drop.grab.rects]
