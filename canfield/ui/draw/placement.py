"""Where each card of a position is drawn, and which card a pixel falls on.

Reads a position and a layout; changes nothing. The same placements serve drawing,
hit-testing, drop targets and the slide animations (a card that moved between two
placements slides from its old rectangle to its new one). A `Table` bundles what the
controllers need to know of the table at one moment: no window, no session.
"""

from __future__ import annotations

from collections.abc import Sequence

from pygame import Rect

from canfield.engine import (
    COLUMNS,
    FOUNDATIONS,
    PILE_NAMES,
    Card,
    GameState,
    History,
    Move,
    PileName,
    is_legal,
)
from canfield.ui.draw.layout import Layout
from canfield.values import field, record

DROP_TARGETS: tuple[PileName, ...] = (*FOUNDATIONS, *COLUMNS, "R", "W", "S")
"""Every pile a held card can be let go over (its own one included: that puts it back);
the engine says which of them may take it."""


@record
class Placed:
    """One card on the table: its pile, its index in the pile (0 = bottom), where, which side."""

    card: Card
    pile: PileName
    index: int
    rect: Rect
    face_up: bool


def _stack_offset(index: int) -> int:
    """A face-down or squared pile gets a little depth: one pixel every 8 cards."""
    return min(index // 8, 4)


def waste_fan(history: History) -> int:
    """How many waste cards are shown fanned (R15): in Draw 3 the cards of the last draw
    still on the waste — three after a draw, two once its top card is played — and never
    fewer than the top card. Draw 1 shows just the top card."""
    return fan_after(history.current, history.recent())


def fan_after(state: GameState, recent: Sequence[tuple[GameState, Move, GameState]]) -> int:
    """`waste_fan` for `state` reached by the actions `recent` (before, move, after),
    oldest first: a history's, or a replay's."""
    if not state.waste:
        return 0
    if state.draw == 1:
        return 1
    played = 0
    for before, move, after in reversed(recent):
        if move.is_stock:
            turned = len(after.waste) - len(before.waste)
            return max(1, min(3, turned) - played)
        if move.source == "W":
            played += 1
    return min(3, len(state.waste))  # the last draw is older than the undo window


def place(layout: Layout, state: GameState, fan: int = 3) -> list[Placed]:
    """Every card's rectangle, in drawing order (later = on top); `fan` as `waste_fan`."""
    out: list[Placed] = []
    slots = layout.slots
    for i, card in enumerate(state.stock):
        d = _stack_offset(i)
        out.append(Placed(card, "S", i, slots["S"].move(-d, -d), False))
    n = len(state.waste)
    shown = fan if state.draw == 3 else 1
    for i, card in enumerate(state.waste):
        out.append(Placed(card, "W", i, layout.waste_card_rect(i, n, shown), True))
    for i, card in enumerate(state.reserve):
        d = _stack_offset(i)
        out.append(Placed(card, "R", i, slots["R"].move(-d, -d), True))
    for name, pile in zip(FOUNDATIONS, state.foundations, strict=True):
        for i, card in enumerate(pile):
            out.append(Placed(card, name, i, Rect(slots[name]), True))
    for name, col in zip(COLUMNS, state.columns, strict=True):
        for i, card in enumerate(col):
            out.append(Placed(card, name, i, layout.column_card_rect(name, i, len(col)), True))
    return out


@record
class Hit:
    """What a pixel falls on: a pile, and the card index in it (None for an empty slot)."""

    pile: PileName
    index: int | None


MIN_OVERLAP = 0.12
"""A drop needs at least this share of a card's area over a pile."""


@record
class Table:
    """The table at one moment: its geometry, the position and how the waste is fanned,
    and the area the words panel covers (nothing under it takes a click)."""

    layout: Layout
    state: GameState
    fan: int = 3
    words: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))

    def placements(self, state: GameState | None = None, fan: int | None = None) -> list[Placed]:
        """Where every card is drawn (of another position when given, e.g. the one before)."""
        return place(self.layout, state or self.state, self.fan if fan is None else fan)

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        """The topmost card (or empty slot) under a pixel."""
        for p in reversed(self.placements()):
            if p.rect.collidepoint(pos):
                return Hit(p.pile, p.index)
        layout = self.layout
        for name in PILE_NAMES:
            area = Rect(layout.slots[name].topleft, layout.card_size)
            if area.collidepoint(pos):
                return Hit(name, None)
        return None

    def rects(self, pile: PileName, first: int) -> list[Rect]:
        """The rectangles of a pile's cards from index `first` to its top."""
        return [p.rect for p in self.placements() if p.pile == pile and p.index >= first]

    def drop_target(self, moving: Rect, source: PileName) -> PileName | None:
        """The pile the dragged cards overlap most — possibly their own pile, which means
        "put them back" — or None when they are over no pile."""
        layout, state = self.layout, self.state
        best, best_area = None, int(layout.card_w * layout.card_h * MIN_OVERLAP)
        for name in DROP_TARGETS:
            count = len(state.pile(name))
            area_rect = layout.pile_area(name, count)
            if name in ("R", "W", "S"):
                area_rect = Rect(layout.slots[name].topleft, layout.card_size)
            elif name in COLUMNS and count:
                # Only the column's top card (and the space just below it) takes a drop.
                top = layout.column_card_rect(name, count - 1, count)
                area_rect = top.union(top.move(0, layout.card_h // 3))
            overlap = moving.clip(area_rect)
            area = overlap.width * overlap.height
            if area > best_area:
                best, best_area = name, area
        return best

    def landing(self, lead: Rect, source: PileName, count: int) -> Rect | None:
        """Where `count` cards held from `source`, the lead one at `lead`, would land if let
        go now — the top of the pile they overlap most, when the engine allows the move."""
        target = self.drop_target(lead, source)
        if target is None or target == source:
            return None
        if not is_legal(self.state, Move(source, target, count)):
            return None
        return self.spot_rect(target, max(0, len(self.state.pile(target)) - 1))

    def spot_rect(self, pile: PileName, index: int) -> Rect:
        """The area of a pile from card `index` to its top (the slot when empty); a
        squared pile shows just its top card."""
        layout = self.layout
        rects = self.rects(pile, index)
        if not rects:
            return Rect(layout.slots[pile].topleft, layout.card_size)
        if pile in ("S", "R", "W") or pile in FOUNDATIONS:
            return Rect(rects[-1])
        return rects[0].unionall(rects[1:]) if len(rects) > 1 else Rect(rects[0])
