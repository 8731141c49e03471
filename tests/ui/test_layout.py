"""The table fits the window: every card of every column stays on screen."""

from __future__ import annotations

import pytest

from canfield.ui.draw.layout import MIN_SIZE, Layout

from .conftest import MakeDriver
from .driver import build, record_text


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


@pytest.mark.parametrize("size", [(560, 420), (480, 360), (400, 300), (320, 240)])
def test_below_the_smallest_window_the_stock_count_keeps_clear_of_the_reserve(
    size: tuple[int, int],
) -> None:
    """Without a window manager to hold `MIN_SIZE`, the cards shrink, but the count drawn
    under the stock and the waste (4 px below, at the table's smallest text, 10 px) still
    ends above the reserve and the columns."""
    import pygame

    from canfield.ui.draw import theme

    pygame.font.init()
    layout = Layout.for_size(*size)
    count = theme.text("34", 10, theme.SLOT_TEXT).get_rect()
    for pile in ("S", "W"):
        count.midtop = (layout.slots[pile].centerx, layout.slots[pile].bottom + 4)
        assert count.bottom <= layout.slots["R"].top, (pile, count, layout.slots["R"])
        assert count.bottom <= layout.slots["C1"].top


def test_a_tight_fan_labels_every_covered_card(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When a long column squeezes the printed corner index, each covered card gets a
    compact one in the strip that still shows."""
    from canfield.ui.draw import render

    ui = make_driver()
    column = "5D 4C 3H 2C AH KC QH JS 10H 9S 8H 7S 6H 5S"
    ui.set_position(build(base="9H", foundations=("9H", "", "", ""), columns=("", column, "", "")))
    layout = ui.app.layout
    assert layout.fan_step(14) < layout.card_h * render.TIGHT_FAN
    asked = record_text(monkeypatch)
    ui.app.invalidate()
    ui.app.draw()
    covered = [str(c) for c in ui.state.columns[1][:-1]]
    assert all(name in asked for name in covered)
    assert "5♠" not in asked  # the top card shows its own index


def test_a_short_column_keeps_the_printed_index(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui = make_driver()
    ui.set_position(
        build(base="9H", foundations=("9H", "", "", ""), columns=("", "5D 4C 3H", "", ""))
    )
    asked = record_text(monkeypatch)
    ui.app.invalidate()
    ui.app.draw()
    assert "5♦" not in asked and "4♣" not in asked
