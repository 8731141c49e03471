"""The Statistics window shows what the census found for each draw mode, below the
player's own figures, in every language, inside the window at every size."""

from __future__ import annotations

import pygame
import pytest

from canfield import i18n
from canfield.census import figures
from canfield.store import ModeStats, Statistics
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.dialogs.stats_chart import legend_height
from canfield.ui.draw import theme

from .driver import changed, drawn


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
def test_the_census_lines_fit_below_the_figures(
    lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = StatsDialog(Statistics(winnable_3=ModeStats(played=12, won=10)))
    dialog.layout(pygame.Rect((0, 0), size))
    shown = drawn(dialog, size)
    small, _ = dialog.rule_lines()
    monkeypatch.setattr(figures, "sentence", lambda draw: "")
    lines = changed(shown, drawn(dialog, size))
    assert lines.width, "the census was not drawn"
    inside = dialog.rect.inflate(-4, -4)  # clear of the frame (at 640x480, just)
    assert inside.contains(lines), (lang, size)
    assert lines.right <= dialog.figures.right, (lang, size)  # not into the charts
    assert lines.collidelist([b.rect for b in dialog.buttons]) == -1, (lang, size)
    last_row = dialog.figures.y + (len(dialog.rows()) + 1) * dialog.line_height()
    assert lines.top >= last_row, (lang, size)  # under the table (and under the rule:
    assert small <= dialog.size  # they are drawn after its lines, at its size)


def test_the_sentence_gives_the_published_figure_in_each_language() -> None:
    d3 = figures.CENSUS[3]
    percent = f"{100 * d3.won / (d3.won + d3.lost):.1f}"
    deals = f"{d3.deals:,}"
    assert figures.sentence(3) == (
        f"About {percent} % of Draw-3 deals can be won (census of {deals} deals)"
    )
    i18n.set_language("ro")
    try:
        assert figures.sentence(3) == (
            f"Cu Extragere 3 pot fi câștigate circa {percent.replace('.', ',')} % din "
            f"repartizări (recensământ: {deals.replace(',', '.')} repartizări)"
        )
        assert "Extragere 1" in figures.sentence(1)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_legend_stays_clear_of_the_buttons(lang: str, size: tuple[int, int]) -> None:
    """The colours' legend under the charts, on two lines where its words run long, ends
    above the button row (Watch a game again reaches under the charts)."""
    dialog = StatsDialog(Statistics())
    dialog.layout(pygame.Rect((0, 0), size))
    frame, s = dialog.charts[1][0], dialog.size
    high = legend_height(s, frame.width)
    legend = pygame.Rect(frame.x, frame.bottom + s // 2, frame.width, high)
    assert dialog.rect.inflate(-4, -4).contains(legend), (lang, size)
    assert legend.collidelist([b.rect for b in dialog.buttons]) == -1, (lang, size)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_rows_stripes_never_cover_a_rows_words(lang: str, size: tuple[int, int]) -> None:
    """Every row's label is drawn whole: the stripes go under all the words, however close
    the rows stand (a small window, in a language whose words run long)."""
    dialog = StatsDialog(Statistics(winnable_3=ModeStats(played=12, won=10)))
    dialog.layout(pygame.Rect((0, 0), size))
    surface = drawn(dialog, size)
    area, line, s = dialog.figures, dialog.line_height(), dialog.size
    for i, (label, _value) in enumerate(dialog.rows(), start=1):
        y = area.y + i * line + s // 2
        words = theme.text(label, s, theme.PANEL_TEXT)
        ink = pygame.mask.from_surface(words)  # where the label's letters are
        seen = surface.subsurface(pygame.Rect((area.x, y), words.get_size()))
        dark = pygame.mask.from_threshold(seen, (0, 0, 0), (140, 140, 140, 255))
        assert dark.overlap_area(ink, (0, 0)) >= ink.count() * 0.6, (lang, size, label)
