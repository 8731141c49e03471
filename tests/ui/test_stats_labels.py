"""The Statistics window's last row, the winnable deals, keeps its label clear of the
figures in every language at every size, as the other rows do."""

from __future__ import annotations

import pygame
import pytest

from canfield import i18n
from canfield.census import figures
from canfield.store import ModeStats, Statistics
from canfield.ui.dialogs import options
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.draw import theme

from .driver import changed, drawn

WINNABLE = "Winnable deals: won/played"


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
def test_the_winnable_label_keeps_clear_of_its_figures(
    lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    stats = Statistics(winnable_3=ModeStats(played=12, won=10))
    monkeypatch.setattr(options, "counting_rule", lambda: "")  # below the label: not its
    dialog = StatsDialog(stats)
    dialog.layout(pygame.Rect((0, 0), size))
    # The census's lines follow the label: left out, so that only the label differs.
    monkeypatch.setattr(figures, "sentence", lambda draw: "")
    with_label = drawn(dialog, size)
    translate = i18n._
    monkeypatch.setattr(options, "_", lambda text: "" if text == WINNABLE else translate(text))
    without = drawn(dialog, size)
    s, area = dialog.size, dialog.figures
    draw_3 = area.right - dialog.column_w // 2 - dialog.column_w
    heading = theme.font(s, True).size(translate("Draw 3"))[0]
    first_column = draw_3 - max(heading, theme.font(s).size("10 / 12")[0]) // 2
    label = changed(with_label, without)
    assert label.width, "the label was not drawn"
    assert label.right + s // 2 <= first_column, (lang, size)
    buttons = min(b.rect.y for b in dialog.buttons)
    assert label.bottom <= buttons, (lang, size)
