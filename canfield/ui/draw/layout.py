"""Where everything sits: window pixels ↔ piles and cards. Knows geometry, not rules.

Classic Canfield table: the stock, the waste (Draw 3 fans its top three) and the four
foundations along the top; the reserve under the stock with its count below it, and the
four columns fanned downward under the foundations. A toolbar runs along the top of the
window and a status line along the bottom.
"""

from __future__ import annotations

from pygame import Rect

from canfield.engine import COLUMNS, FOUNDATIONS, PileName
from canfield.ui.draw.art import CARD_RATIO
from canfield.values import record

MIN_SIZE = (640, 480)
"""The smallest window the table still fits in comfortably."""

DEFAULT_SIZE = (1280, 800)

FAN_DOWN = 0.27
"""A column's fan: how much of the card below shows, as a share of the card height."""

WASTE_FAN = 0.3
"""Draw 3 waste fan, as a share of the card width."""

COUNT_ROOM = 16
"""The least room between the rows, in pixels: the stock's and the waste's counts (a
line of the table's smallest text, 4 px under their pile) stay clear of the reserve and
the columns in a window below `MIN_SIZE` too."""


@record
class Layout:
    """The geometry for one window size. Build with `Layout.for_size`."""

    width: int
    height: int
    card_w: int
    card_h: int
    gap: int
    toolbar: Rect
    status: Rect
    slots: dict[PileName, Rect]
    column_bottom: int

    @classmethod
    def for_size(cls, width: int, height: int) -> Layout:
        """Fit the table into a window, scaling the cards with it."""
        width, height = max(width, 1), max(height, 1)
        bar_h = max(34, min(48, height // 18))
        status_h = max(26, min(36, height // 26))
        # Horizontally: margin, stock, gap, waste with fan, gap, 4 foundations, margin.
        # In card widths: 0.3 + 1 + 0.25 + (1 + 2·fan) + 0.55 + 4 + 3·0.25 + 0.3
        units_w = 0.3 + 1 + 0.25 + 1 + 2 * WASTE_FAN + 0.55 + 4 + 0.75 + 0.3
        by_width = width / units_w
        # Vertically: bar, margin, top row, gap, a column of 7 fanned cards, status.
        # Longer columns compress their fan (see `fan_step`).
        units_h = 0.15 + CARD_RATIO + 0.25 + CARD_RATIO * (1 + 6 * FAN_DOWN) + 0.15
        by_height = (height - bar_h - status_h) / units_h
        card_w = max(30, int(min(by_width, by_height)))
        card_h = round(card_w * CARD_RATIO)
        gap = max(6, round(card_w * 0.25))
        margin = max(8, round(card_w * 0.3))

        total_w = (
            margin * 2 + card_w * 6 + round(2 * WASTE_FAN * card_w) + gap * 4 + round(card_w * 0.55)
        )
        left = max(0, (width - total_w) // 2) + margin
        top = bar_h + max(8, round(card_w * 0.15))

        slots: dict[PileName, Rect] = {}
        slots["S"] = Rect(left, top, card_w, card_h)
        waste_x = left + card_w + gap
        slots["W"] = Rect(waste_x, top, card_w + round(2 * WASTE_FAN * card_w), card_h)
        f_x = slots["W"].right + round(card_w * 0.55)
        for i, name in enumerate(FOUNDATIONS):
            slots[name] = Rect(f_x + i * (card_w + gap), top, card_w, card_h)
        row2 = top + card_h + max(gap, round(card_h * 0.18), COUNT_ROOM)
        slots["R"] = Rect(left, row2, card_w, card_h)
        for i, name in enumerate(COLUMNS):
            slots[name] = Rect(f_x + i * (card_w + gap), row2, card_w, card_h)
        return cls(
            width=width,
            height=height,
            card_w=card_w,
            card_h=card_h,
            gap=gap,
            toolbar=Rect(0, 0, width, bar_h),
            status=Rect(0, height - status_h, width, status_h),
            slots=slots,
            column_bottom=height - status_h - max(6, gap // 2),
        )

    @property
    def card_size(self) -> tuple[int, int]:
        """(width, height) of one card."""
        return self.card_w, self.card_h

    def fan_step(self, count: int) -> int:
        """The vertical offset between cards of a column of `count`, compressed so the
        whole column stays on screen however long it grows (2 px at the very least)."""
        nominal = round(self.card_h * FAN_DOWN)
        if count <= 1:
            return nominal
        room = self.column_bottom - self.slots["C1"].top - self.card_h
        fitted = room // (count - 1)
        return max(2, min(nominal, fitted))

    def column_card_rect(self, column: PileName, index: int, count: int) -> Rect:
        """Where card `index` (0 = bottom) of a column of `count` cards is drawn."""
        slot = self.slots[column]
        return Rect(slot.left, slot.top + index * self.fan_step(count), self.card_w, self.card_h)

    def waste_card_rect(self, index: int, count: int, fan: int) -> Rect:
        """Where waste card `index` of `count` is drawn when its top `fan` cards are fanned."""
        slot = self.slots["W"]
        shown = max(1, min(fan, count))
        position = index - (count - shown)
        offset = max(0, position) * round(WASTE_FAN * self.card_w)
        return Rect(slot.left + offset, slot.top, self.card_w, self.card_h)

    def pile_area(self, pile: PileName, count: int) -> Rect:
        """The whole area a pile covers (for drop targets): a column includes its fan."""
        slot = self.slots[pile]
        if pile in COLUMNS and count > 1:
            bottom = self.column_card_rect(pile, count - 1, count).bottom
            return Rect(slot.left, slot.top, slot.width, bottom - slot.top)
        return Rect(slot)

    def reserve_label_pos(self) -> tuple[int, int]:
        """Centre of the "13 cards left" label under the reserve (R13)."""
        slot = self.slots["R"]
        return slot.centerx, slot.bottom + max(10, self.card_h // 9)
