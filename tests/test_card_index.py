"""Every covered card shows its whole index: rank and suit, in a column and in the fan.

The printed index (the rank over its suit) is measured in pixels, rasterised alone at the
card size the layout gives, and must lie inside the strip of the card that still shows:
the top `fan_step` pixels of a covered column card, the left fan offset of a covered
Draw 3 waste card. Where a column is squeezed tighter than that, the renderer's compact
label must lie inside the strip instead. Then the real table is drawn and each covered
card's index is compared, pixel for pixel, with the card drawn alone.
"""

from __future__ import annotations

import os

from tests.scripts import script as load_script

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
from collections.abc import Iterator
from functools import lru_cache
from itertools import pairwise
from types import ModuleType
from typing import Any

import pygame
import pytest

from canfield import engine
from canfield.engine import COLUMNS, Card, GameState
from canfield.ui.draw.art import CardArt, height_for
from canfield.ui.draw.card_names import INDEX_BOTTOM, INDEX_RIGHT
from canfield.ui.draw.layout import MIN_SIZE, Layout
from canfield.ui.draw.placement import Table, place
from canfield.ui.draw.render import TIGHT_FAN, Renderer
from canfield.ui.draw.scene import Scene, View
from tests.display import display
from tests.positions import build_position

SIZES = [
    MIN_SIZE,
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1366, 768),
    (1920, 1080),
    (640, 1080),
    (1920, 480),
    (2560, 1440),
]

LONGEST = 13
"""The longest column checked: a whole round of ranks, K down to A and on past the wrap."""

# Columns of 13, 9, 6 and 2 cards, then 12, 10, 7 and 3, and three cards on the waste.
POSITIONS = [
    (
        (
            "KS QH JC 10D 9S 8H 7C 6D 5S 4H 3C 2D AS",
            "KD QS JH 10C 9D 8S 7H 6C 5D",
            "KC QD JS 10H 9C 8D",
            "7S 6H",
        ),
        "3S 2H AC",
    ),
    (
        (
            "QC JD 10S 9H 8C 7D 6S 5H 4C 3D 2S AH",
            "KD QS JH 10C 9D 8S 7H 6C 5D 4S",
            "KC QH JC 10H 9C 8H 7C",
            "2C AD 5C",
        ),
        "",
    ),
]


@pytest.fixture(scope="module", autouse=True)
def _display() -> Iterator[None]:
    with display((1, 1)):
        yield


@lru_cache(maxsize=1)
def generator() -> ModuleType:
    """``scripts/make_cards.py``, imported as a module."""
    return load_script("make_cards")


@lru_cache(maxsize=1)
def face_maker() -> Any:
    """The card generator's face maker."""
    script = generator()
    return script.FaceMaker(script.Outliner(script.FONT_PATH))


@lru_cache(maxsize=1024)
def index_ink(rank: int, suit: str, width: int) -> pygame.Rect:
    """The bounding box of the printed index's ink on a card `width` pixels wide,
    rasterised from the generator's own drawing of the index alone."""
    svg = generator().document([face_maker().corner_index(rank, suit)])
    surface = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (width, height_for(width)))
    box = surface.get_bounding_rect(min_alpha=8)
    assert box.width and box.height, (rank, suit, width)
    return box


def ink_of(card: Card, width: int) -> pygame.Rect:
    """The printed index's ink box of an engine card."""
    return index_ink(int(card.rank), card.suit.letter, width)


def state_of(columns: tuple[str, str, str, str], waste: str) -> GameState:
    """A position with these columns and waste, everything else in the stock."""
    return build_position(base="KH", foundations=("KH", "", "", ""), columns=columns, waste=waste)


def compact_label_ink(
    renderer: Renderer, layout: Layout, card: Card, rect: pygame.Rect
) -> pygame.Rect:
    """Where the compact label of a covered column card puts its ink (text, not its
    face-coloured backing), drawn alone on a clear surface the size of the window."""
    step = rect.height
    surface = pygame.Surface((layout.width, layout.height + layout.card_h), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    card_rect = pygame.Rect(rect.topleft, layout.card_size)
    renderer.tight_label(surface, layout, card, card_rect, step)
    # Keep only the ink: what is drawn and is not the card's face colour.
    ink = pygame.mask.from_surface(surface, 8)
    ink.erase(pygame.mask.from_threshold(surface, (255, 253, 248, 255), (40, 40, 40, 255)), (0, 0))
    boxes = ink.get_bounding_rects()
    assert boxes, f"no compact label drawn for {card}"
    return boxes[0].unionall(boxes[1:])


def test_the_index_box_leaves_room_in_the_fans() -> None:
    """The shares the renderer relies on fit the nominal fans."""
    from canfield.ui.draw import layout as layout_module

    assert INDEX_RIGHT < layout_module.WASTE_FAN
    assert INDEX_BOTTOM < TIGHT_FAN <= layout_module.FAN_DOWN


@pytest.mark.parametrize("width", [30, 52, 73, 100, 146, 219, 300])
def test_the_printed_index_stays_in_its_corner(width: int) -> None:
    height = height_for(width)
    for suit in "SHDC":
        for rank in range(1, 14):
            box = index_ink(rank, suit, width)
            assert box.right <= INDEX_RIGHT * width + 1, (rank, suit, box)
            assert box.bottom <= INDEX_BOTTOM * height + 1, (rank, suit, box)
            # Rank and suit: the index spans both (a rank alone would be half as tall).
            assert box.height >= 0.18 * height, (rank, suit, box)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", range(len(POSITIONS)))
def test_every_covered_card_shows_its_index(size: tuple[int, int], which: int) -> None:
    layout = Layout.for_size(*size)
    renderer = Renderer(CardArt(layout.card_w))
    columns, waste = POSITIONS[which]
    state = state_of(columns, waste)
    placed = place(layout, state, 3)
    for pile in (*COLUMNS, "W"):
        cards = [p for p in placed if p.pile == pile]
        for below, above in pairwise(cards):
            ink = ink_of(below.card, layout.card_w).move(below.rect.topleft)
            if pile == "W":
                strip = pygame.Rect(
                    below.rect.topleft, (above.rect.x - below.rect.x, layout.card_h)
                )
                assert strip.contains(ink), (size, pile, below.card, strip, ink)
                continue
            step = above.rect.y - below.rect.y
            strip = pygame.Rect(below.rect.topleft, (layout.card_w, step))
            if step >= layout.card_h * TIGHT_FAN:
                assert strip.contains(ink), (size, pile, len(cards), below.card, strip, ink)
            else:
                label = compact_label_ink(renderer, layout, below.card, strip)
                assert strip.contains(label), (size, pile, len(cards), below.card, strip, label)
                assert label.height >= 8, (size, below.card, label)  # not a speck


def test_columns_up_to_a_whole_round_of_ranks_were_checked() -> None:
    lengths = {len(c.split()) for columns, _ in POSITIONS for c in columns}
    assert max(lengths) == LONGEST
    assert set(range(2, LONGEST + 1)) - lengths == {4, 5, 8, 11}
    # The short lengths not in the positions above fan at least as wide as a longer one.
    layout = Layout.for_size(*MIN_SIZE)
    assert all(layout.fan_step(n) >= layout.fan_step(n + 1) for n in range(1, LONGEST))


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (1920, 1080)])
def test_the_drawn_table_shows_each_covered_index(size: tuple[int, int]) -> None:
    """Pixels: where a covered card's printed index lies, the table shows exactly what the
    card alone shows (nothing laid over it)."""
    layout = Layout.for_size(*size)
    art = CardArt(layout.card_w)
    renderer = Renderer(art)
    waste = POSITIONS[0][1]
    state = state_of(("KS QH JC 10D", "9S 8H", "KD QS", "7S 6H 5C"), waste)
    table = renderer.layer(Scene(Table(layout, state, 3), View()))
    placed = place(layout, state, 3)
    checked = 0
    for pile in (*COLUMNS, "W"):
        cards = [p for p in placed if p.pile == pile]
        for below in cards[:-1]:
            ink = ink_of(below.card, layout.card_w)
            face = art.face(below.card)
            on_table = table.subsurface(ink.move(below.rect.topleft))
            alone = pygame.Surface(ink.size)
            alone.blit(table, (0, 0), ink.move(below.rect.topleft))
            alone.blit(face, (0, 0), ink)
            assert pygame.image.tobytes(on_table, "RGB") == pygame.image.tobytes(alone, "RGB"), (
                size,
                pile,
                below.card,
            )
            checked += 1
    assert checked == 3 + 1 + 1 + 2 + 2  # the columns' covered cards and two fanned cards


def test_a_nine_card_column_at_the_default_size_reads_every_card() -> None:
    """The issue's case: a 9-card column at 1280×800 (a Q read as "O", a J as "I")."""
    layout = Layout.for_size(1280, 800)
    renderer = Renderer(CardArt(layout.card_w))
    column = "KD QS JH 10C 9D 8S 7H 6C 5D"
    state = state_of(("", column, "", ""), "")
    step = layout.fan_step(9)
    cards = [p for p in place(layout, state, 3) if p.pile == "C2"]
    assert len(cards) == 9
    for p in cards[:-1]:
        strip = pygame.Rect(p.rect.topleft, (layout.card_w, step))
        ink = (
            ink_of(p.card, layout.card_w).move(p.rect.topleft)
            if step >= layout.card_h * TIGHT_FAN
            else compact_label_ink(renderer, layout, p.card, strip)
        )
        assert strip.contains(ink), (p.card, strip, ink)
    assert engine.Card.parse("QS") in [p.card for p in cards]
