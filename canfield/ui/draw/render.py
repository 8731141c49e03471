"""Drawing the table. Reads the position and the view; never changes the game.

The still parts (felt, slots, resting cards, labels, toolbar, status) are drawn into a
cached layer that is rebuilt only when something in it changes; each frame while a drag
or a slide is under way blits that layer and draws just the moving cards over it.
"""

from __future__ import annotations

import math

import pygame
from pygame import Rect

from canfield import values
from canfield.engine import COLUMNS, FOUNDATIONS, PILE_NAMES, Card, GameState, PileName
from canfield.i18n import _, card_label, ngettext, rank_label
from canfield.ui.draw import bars, felt, theme
from canfield.ui.draw.art import CardArt
from canfield.ui.draw.card_names import INDEX_BOTTOM
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Placed, Table
from canfield.ui.draw.scene import Scene, View, panel_size

TIGHT_FAN = INDEX_BOTTOM + 0.01
"""Below this share of the card height a column's fan hides part of the printed index
(its ink ends at `INDEX_BOTTOM`; the rest is room for anti-aliased edges)."""


class Renderer:
    """Draws a frame: the cached still layer, then moving cards, overlays and dialogs."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._felt: pygame.Surface | None = None
        """The small felt (`felt.small_felt`), worked out once."""
        self._layer: pygame.Surface | None = None
        self._key: object = None
        self._shadow: pygame.Surface | None = None

    @property
    def cached(self) -> bool:
        """True when the still layer can be reused for the next frame."""
        return self._layer is not None

    def invalidate(self, *, size_changed: bool = False) -> None:
        """Something on the table changed: rebuild the still layer on the next frame."""
        self._layer = None
        if size_changed:
            self._shadow = None

    # -- the still layer -------------------------------------------------------------

    def holds(self, scene: Scene) -> bool:
        """True when the cached still layer is the one this scene shows."""
        return self._layer is not None and self._key == _layer_key(scene)

    def layer(self, scene: Scene) -> pygame.Surface:
        """The table without the moving cards, rebuilt only when what it shows changed."""
        if self._layer is not None and self.holds(scene):
            return self._layer
        table, view, hidden = scene.table, scene.view, scene.hidden
        layout, state = table.layout, table.state
        key = _layer_key(scene)
        size = (layout.width, layout.height)
        if self._felt is None:
            self._felt = felt.small_felt()
        # Scaled up afresh for every layer: quicker than copying a kept full-size felt.
        surf = felt.felt(size, self._felt)
        self._draw_slots(surf, layout, state)
        placed = table.placements()
        picked = [p for p in placed if _is_picked(p, view.held)]
        for p, above in zip(placed, [*placed[1:], None], strict=True):
            # A card squarely under the next one of its pile (a foundation, most of the
            # reserve) cannot be seen: skip it, and the rasterising of its face.
            covered = (
                above is not None
                and above.rect == p.rect
                and above.card not in hidden
                and above not in picked  # raised: the card under it shows
            )
            if p.card not in hidden and not covered and p not in picked:
                self.draw_card(surf, p.card, p.rect, p.face_up)
        self._draw_tight_indices(surf, layout, state, placed, hidden | {p.card for p in picked})
        for p in picked:  # cards picked up with the keyboard: lifted, as in a drag
            self.lifted(surf, p.card, p.rect.move(0, -lift_height(layout)))
        self._draw_labels(surf, layout, state)
        self._draw_marks(surf, table, view)
        bars.draw_toolbar(surf, layout, state, view)
        bars.draw_status(surf, layout, view)
        if view.panel:
            self._draw_panel(surf, layout, view.panel, view.panel_rect)
        bars.draw_tooltip(surf, layout, view)
        self._layer, self._key = surf, key
        return surf

    def draw_card(
        self, surf: pygame.Surface, card: Card, rect: Rect, face_up: bool, scale: float = 1.0
    ) -> None:
        """One card, face or back; `scale` < 1 squeezes it sideways (a flip)."""
        image = self.art.face(card) if face_up else self.art.back()
        if scale < 0.999:
            w = max(1, round(rect.width * scale))
            image = pygame.transform.smoothscale(image, (w, rect.height))
            surf.blit(image, (rect.centerx - w // 2, rect.y))
        else:
            surf.blit(image, rect.topleft)

    def lifted(self, surf: pygame.Surface, card: Card, rect: Rect) -> None:
        """A card in the hand: a soft shadow under it, drawn slightly raised."""
        if self._shadow is None or self._shadow.get_size() != rect.size:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(
                shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=max(4, rect.width // 14)
            )
            self._shadow = shadow
        surf.blit(self._shadow, rect.move(4, 6).topleft)
        self.draw_card(surf, card, rect, True)

    def _draw_slots(self, surf: pygame.Surface, layout: Layout, state: GameState) -> None:
        slot = self.art.slot()
        w, h = layout.card_size
        fs = max(10, w // 5)
        for name in PILE_NAMES:
            rect = Rect(layout.slots[name].topleft, (w, h))
            surf.blit(slot, rect.topleft)
            if name in FOUNDATIONS and not state.pile(name):
                suit = state.foundation_suits[FOUNDATIONS.index(name)]
                label = rank_label(state.start_rank) + suit.symbol
                t = theme.text(label, max(14, w // 3), theme.SLOT_TEXT, True).copy()
                t.set_alpha(150)
                surf.blit(t, t.get_rect(center=rect.center))
            if name == "S" and not state.stock and state.waste:
                self._recycle_mark(surf, rect)
            if name == "R" and not state.reserve:
                t = theme.text(_("reserve"), fs, theme.SLOT_TEXT)
                surf.blit(t, t.get_rect(center=rect.center))

    def _recycle_mark(self, surf: pygame.Surface, rect: Rect) -> None:
        """A circular arrow: tap to turn the waste over (R16, unlimited passes)."""
        r = rect.width // 4
        box = Rect(0, 0, r * 2, r * 2)
        box.center = rect.center
        width = max(3, r // 5)
        pygame.draw.arc(surf, theme.SLOT_TEXT, box, math.radians(60), math.radians(390), width)
        tip = (
            box.centerx + round(r * math.cos(math.radians(60))),
            box.centery - round(r * math.sin(math.radians(60))),
        )
        a = r // 2
        pygame.draw.polygon(
            surf,
            theme.SLOT_TEXT,
            [
                (tip[0] - a, tip[1] - a // 2),
                (tip[0] + a // 3, tip[1] - a),
                (tip[0] + a // 4, tip[1] + a // 2),
            ],
        )

    def _draw_tight_indices(
        self,
        surf: pygame.Surface,
        layout: Layout,
        state: GameState,
        placed: list[Placed],
        hidden: frozenset[Card],
    ) -> None:
        """A long column's fan can get too tight for the printed corner index: then each
        covered card gets a compact index in the strip that still shows."""
        for name in COLUMNS:
            count = len(state.pile(name))
            step = layout.fan_step(count)
            if count < 2 or step >= layout.card_h * TIGHT_FAN:
                continue
            for p in placed:
                if p.pile == name and p.index < count - 1 and p.card not in hidden:
                    self.tight_label(surf, layout, p.card, p.rect, step)

    def tight_label(
        self, surf: pygame.Surface, layout: Layout, card: Card, rect: Rect, step: int
    ) -> None:
        """The compact index of a card of which only a `step`-pixel strip shows."""
        size = max(8, min(step - 3, layout.card_w // 6))
        colour = theme.RED_INK if card.red else theme.BLACK_INK
        label = theme.text(card_label(card), size, colour, True)
        strip = Rect(rect.x + 3, rect.y + 2, rect.width - 6, step - 2)
        pygame.draw.rect(surf, theme.CARD_FACE, strip, border_radius=3)
        ink = label.get_bounding_rect()  # centre the letters, not the line with its leading
        surf.blit(label, (strip.x + 4 - ink.x, strip.centery - ink.centery))

    def _draw_labels(self, surf: pygame.Surface, layout: Layout, state: GameState) -> None:
        n = len(state.reserve)
        fs = max(11, layout.card_w // 7)
        label = ngettext("{n} card left", "{n} cards left", n).format(n=n)
        t = theme.text(label, fs, theme.LABEL)
        surf.blit(t, t.get_rect(center=layout.reserve_label_pos()))
        piles: tuple[tuple[PileName, tuple[Card, ...]], ...] = (
            ("S", state.stock),
            ("W", state.waste),
        )
        for name, pile in piles:
            if pile:
                t = theme.text(str(len(pile)), max(10, fs - 2), theme.SLOT_TEXT)
                slot = layout.slots[name]
                centre = slot.centerx if name == "S" else slot.x + layout.card_w // 2
                surf.blit(t, t.get_rect(midtop=(centre, slot.bottom + 4)))

    def _draw_marks(self, surf: pygame.Surface, table: Table, view: View) -> None:
        """The keyboard focus (gold) and the cards picked up with the keyboard (lifted,
        with a wider blue ring; the focus ring is not drawn over it while it is there)."""
        layout = table.layout
        radius = max(6, layout.card_w // 12)
        thick = 2 if self.art.contrast is not None else 1  # high contrast: twice as thick
        if view.held is not None:
            rect = table.spot_rect(*view.held).move(0, -lift_height(layout))
            ring = rect.inflate(12 * thick, 12 * thick)
            pygame.draw.rect(surf, theme.SELECT, ring, 4 * thick, border_radius=radius + 3)
        if view.focus is not None and view.focus != view.held:
            rect = table.spot_rect(*view.focus).inflate(6 * thick, 6 * thick)
            pygame.draw.rect(surf, theme.FOCUS, rect, 3 * thick, border_radius=radius)

    def _draw_panel(self, surf: pygame.Surface, layout: Layout, message: str, area: Rect) -> None:
        """The position in words, in the panel `panel_rect` laid out."""
        size = panel_size(layout)
        lines = theme.wrap(message, size, max(1, area.width - 24))
        panel = pygame.Surface(area.size, pygame.SRCALPHA)
        panel.fill((10, 24, 18, 225))
        for i, line in enumerate(lines):
            panel.blit(theme.text(line, size, theme.BAR_TEXT), (12, 10 + i * (size + 6)))
        hint = theme.text(_("Click here or press Esc to close"), size - 2, theme.BAR_DIM)
        panel.blit(hint, hint.get_rect(bottomright=(area.width - 10, area.height - 6)))
        surf.blit(panel, area.topleft)

    # -- a frame ---------------------------------------------------------------------

    def frame(self, screen: pygame.Surface, scene: Scene, areas: list[Rect] | None) -> None:
        """Compose one frame onto the screen; with `areas`, only those parts of the still
        layer are put back (where moving cards were), the rest of the screen is kept."""
        layout = scene.table.layout
        layer = self.layer(scene)
        if areas is None:
            screen.blit(layer, (0, 0))
        else:
            for area in areas:
                screen.blit(layer, area, area)
        bars.draw_time(screen, layout, scene.view.elapsed)
        for card, rect, face, scale in scene.moving:
            self.draw_card(screen, card, rect, face, scale)
        for i, area in enumerate(scene.hint):  # a hint: the cards to move, then their target
            radius = max(6, layout.card_w // 12)
            width = 4 if i == 0 else 3
            pygame.draw.rect(screen, theme.HINT, area.inflate(10, 10), width, border_radius=radius)
        if scene.target is not None:  # where the held cards would land, if dropped now
            radius = max(6, layout.card_w // 12)
            pygame.draw.rect(
                screen, theme.DROP, scene.target.inflate(8, 8), 4, border_radius=radius
            )
        dragged = scene.dragged
        for i, (card, rect) in enumerate(dragged):
            self.lifted(screen, card, rect)
            if i + 1 < len(dragged):  # a run lifted from a tight column keeps its labels
                step = dragged[i + 1][1].y - rect.y
                if step < layout.card_h * TIGHT_FAN:
                    self.tight_label(screen, layout, card, rect, step)
        if scene.bouncing:
            bar, status = layout.toolbar, layout.status
            screen.set_clip(Rect(0, bar.bottom, layout.width, status.top - bar.bottom))
            for card, rect in scene.bouncing:
                self.draw_card(screen, card, rect, True)
            screen.set_clip(None)


def lift_height(layout: Layout) -> int:
    """How far cards picked up with the keyboard are raised above their place."""
    return max(4, layout.card_h // 12)


def _is_picked(placed: Placed, held: tuple[PileName, int] | None) -> bool:
    """Whether a card is among those picked up with the keyboard (`View.held`)."""
    return held is not None and placed.pile == held[0] and placed.index >= held[1]


def _layer_key(scene: Scene) -> object:
    """What the still layer depends on."""
    table = scene.table
    view = scene.view
    # The seconds are drawn over the layer (`bars.draw_time`): only the time's width matters.
    still = values.replace(view, elapsed=bars.digits_as_zeros(view.elapsed))
    return (table.layout, table.state, table.fan, still, scene.hidden)
