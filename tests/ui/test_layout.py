"""The table fits the window: every card of every column stays on screen."""

from __future__ import annotations

import pytest

from canfield.ui.layout import MIN_SIZE, Layout


@pytest.mark.parametrize("size", [MIN_SIZE, (800, 600), (1280, 800), (1920, 1080), (1000, 1400)])
@pytest.mark.parametrize("count", [1, 7, 13, 26, 40])
def test_a_long_column_stays_on_screen(size: tuple[int, int], count: int) -> None:
    layout = Layout.for_size(*size)
    for column in ("C1", "C4"):
        last = layout.column_card_rect(column, count - 1, count)
        assert last.bottom <= layout.status.top
        assert last.right <= layout.width
        first = layout.column_card_rect(column, 0, count)
        assert first.top >= layout.toolbar.bottom
    if count <= 7:  # a short column is fanned at its full, readable spacing
        assert layout.fan_step(count) == round(layout.card_h * 0.27)


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (2560, 1440)])
def test_piles_do_not_overlap(size: tuple[int, int]) -> None:
    layout = Layout.for_size(*size)
    slots = list(layout.slots.items())
    for i, (name, rect) in enumerate(slots):
        assert layout.toolbar.bottom <= rect.top and rect.right <= layout.width, name
        for other, rect2 in slots[i + 1 :]:
            assert not rect.colliderect(rect2), (name, other)
