"""The drag controller: idle → pressed → dragging. Knows pixels, not rules.

A press on a card that may move arms a drag; moving the pointer past a small threshold
starts it, keeping the grab offset; the release is either a click (no drag happened) or a
drop at the lead card's rectangle. What the click or drop means is the app's business.
"""

from __future__ import annotations

from enum import Enum

from pygame import Rect

from canfield.engine import Card, PileName
from canfield.values import record

THRESHOLD = 5
"""Pixels the pointer must travel before a press becomes a drag."""


class Phase(Enum):
    """Where the controller is."""

    IDLE = "idle"
    PRESSED = "pressed"
    DRAGGING = "dragging"


@record(frozen=False)
class Grab:
    """The cards under the pointer: their pile, the first index, how many, their
    rectangles, and the cards themselves (to check the pile did not change under them)."""

    pile: PileName
    index: int
    count: int
    rects: list[Rect]
    cards: tuple[Card, ...] = ()


@record(frozen=False)
class Click:
    """A press and release without a drag, on `pile` / `index` (None: an empty slot)."""

    pile: PileName
    index: int | None


@record(frozen=False)
class Stray:
    """A press that wandered off without lifting anything (on `pile` / `index`)."""

    pile: PileName
    index: int | None


@record(frozen=False)
class Drop:
    """A drag ended: the grab and where its lead card's rectangle now is."""

    grab: Grab
    lead: Rect


class DragController:
    """Turns mouse button and motion events into clicks and drops."""

    def __init__(self) -> None:
        self.phase = Phase.IDLE
        self.grab: Grab | None = None
        self.press_pos = (0, 0)
        self.pointer = (0, 0)
        self.pile: PileName | None = None
        self.index: int | None = None

    @property
    def active(self) -> bool:
        """True while the button is down on a card or slot."""
        return self.phase is not Phase.IDLE

    @property
    def dragging(self) -> bool:
        """True while cards follow the pointer."""
        return self.phase is Phase.DRAGGING

    def press(
        self, pos: tuple[int, int], pile: PileName, index: int | None, grab: Grab | None
    ) -> None:
        """The button went down on `pile` / `index`; `grab` is None when nothing may move."""
        self.phase = Phase.PRESSED
        self.press_pos = self.pointer = pos
        self.pile, self.index, self.grab = pile, index, grab

    def motion(self, pos: tuple[int, int]) -> bool:
        """The pointer moved; True when the dragged cards need redrawing."""
        self.pointer = pos
        if self.phase is Phase.PRESSED and self.grab is not None:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy >= THRESHOLD * THRESHOLD:
                self.phase = Phase.DRAGGING
        return self.phase is Phase.DRAGGING

    def dragged_rects(self) -> list[Rect]:
        """Where the held cards are drawn now (following the pointer, grab offset kept)."""
        if self.grab is None:
            return []
        dx = self.pointer[0] - self.press_pos[0]
        dy = self.pointer[1] - self.press_pos[1]
        return [r.move(dx, dy) for r in self.grab.rects]

    def release(self, pos: tuple[int, int]) -> Click | Drop | Stray | None:
        """The button went up: a click (released where it was pressed), a drop, or a
        stray press (it wandered off without lifting anything); None when idle."""
        self.motion(pos)
        phase, grab = self.phase, self.grab
        result: Click | Drop | Stray | None = None
        dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
        still = dx * dx + dy * dy < THRESHOLD * THRESHOLD
        if phase is Phase.DRAGGING and grab is not None:
            result = Drop(grab, self.dragged_rects()[0])
        elif phase is Phase.PRESSED and self.pile is not None and still:
            result = Click(self.pile, self.index)
        elif self.pile is not None:
            result = Stray(self.pile, self.index)
        self.cancel()
        return result

    def cancel(self) -> None:
        """Forget the press (Esc, a lost window, a new game)."""
        self.phase = Phase.IDLE
        self.grab = None
        self.pile = self.index = None
