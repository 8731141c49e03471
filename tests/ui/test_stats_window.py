"""The Statistics window: the figures per draw mode, times, and a chart of the last games."""

from __future__ import annotations

import pygame
import pytest
from pygame import Rect

from canfield.store import ModeStats, RecentGame, Statistics
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.dialogs.stats_chart import SHOWN, TOP_SCORE, chart_bars, chart_title
from canfield.ui.draw import theme

from .conftest import MakeDriver
from .driver import one_card_from_winning


def games(*scores_outcomes: tuple[int, str]) -> list[RecentGame]:
    return [RecentGame(n, s, o, 60.0) for n, (s, o) in enumerate(scores_outcomes, start=1)]


def test_a_bar_per_game_as_high_as_its_score_oldest_first() -> None:
    area = Rect(10, 20, 300, 130)
    bars = chart_bars(area, games((260, "won"), (0, "abandoned"), (130, "in progress")))
    assert [b.outcome for b in bars] == ["won", "abandoned", "in progress"]
    assert bars[0].rect.height == area.height and bars[0].rect.bottom == area.bottom
    assert bars[1].rect.height == 2  # no points: still a sliver to count
    assert bars[2].rect.height == round(area.height * 130 / TOP_SCORE)
    assert bars[0].rect.right < bars[1].rect.left < bars[1].rect.right < bars[2].rect.left
    assert all(area.contains(b.rect) for b in bars)


def test_a_chart_shows_only_the_last_games() -> None:
    many = games(*[(n, "abandoned") for n in range(35)])
    bars = chart_bars(Rect(0, 0, 400, 100), many)
    assert len(bars) == SHOWN
    assert [b.score for b in bars] == list(range(35 - SHOWN, 35))
    assert chart_bars(Rect(0, 0, 400, 100), []) == []


def test_a_chart_title_counts_only_games_there_are() -> None:
    assert chart_title(3, 1) == "Draw 3: the last game"
    assert chart_title(3, 20) == "Draw 3: the last 20 games"
    assert chart_title(1, 0) == "Draw 1"  # not "the last 0 games": the chart says none yet


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
def test_the_charts_sit_beside_the_figures_at_every_size(size: tuple[int, int]) -> None:
    recent = {3: games(*[(200, "won"), (35, "abandoned")] * 12), 1: games((5, "abandoned"))}
    dialog = StatsDialog(Statistics(draw_3=ModeStats(played=24, won=12)), recent)
    dialog.layout(Rect((0, 0), size))
    surface = pygame.Surface(size)
    dialog.draw(surface)
    figures = dialog.figures
    assert dialog.rect.contains(figures)
    for draw in (3, 1):
        frame, plot = dialog.charts[draw]
        assert frame.left > figures.right  # beside the numbers, not under them
        assert dialog.rect.contains(frame) and frame.contains(plot)
        assert all(plot.contains(bar.rect) for bar in dialog.bars[draw])
    assert len(dialog.bars[3]) == SHOWN and len(dialog.bars[1]) == 1
    assert dialog.charts[3][0].bottom <= dialog.charts[1][0].top
    label_w = max(theme.font(dialog.size).size(label)[0] for label, _v in dialog.rows())
    assert figures.x + label_w < figures.right - 2 * dialog.column_w  # labels clear the values


def test_the_window_shows_this_players_games_and_times(make_driver: MakeDriver) -> None:
    ui = make_driver(store=True)
    ui.tap("S")
    ui.session.new_game("CF1-D3-AAAAAAB")  # the first game is left unfinished
    ui.set_position(one_card_from_winning())
    ui.session.add_elapsed(83)
    ui.tap("C1")
    assert ui.session.won
    ui.key(pygame.K_ESCAPE)  # the win window
    ui.press_button("stats")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, StatsDialog)
    draw_3 = dialog.stats.mode(3)
    assert (draw_3.played, draw_3.won, draw_3.abandoned) == (2, 1, 1)
    assert draw_3.best_time == draw_3.average_time == 83
    assert [(b.score, b.outcome) for b in dialog.bars[3]] == [(0, "abandoned"), (255, "won")]
    assert dialog.bars[1] == []
    values = {label: value(draw_3) for label, value in dialog.rows()}
    assert values["Best time"] == "1:23" and values["Games abandoned"] == "1"


def test_the_chart_scale_covers_the_highest_score() -> None:
    """Scores above 260 come from cards taken back and placed again: the chart's top
    rises to the highest score shown, so no bar is cut at the top."""
    from canfield.ui.dialogs.stats_chart import chart_top

    area = Rect(0, 0, 300, 150)
    bars = chart_bars(area, games((290, "won"), (270, "abandoned"), (255, "won")))
    assert chart_top([b.score for b in bars]) == 290
    assert bars[0].rect.height == area.height
    assert bars[0].rect.height > bars[1].rect.height > bars[2].rect.height
    assert chart_top([200, 5]) == TOP_SCORE
    assert chart_top([263]) == 270


def test_the_window_states_what_it_counts_and_the_game_in_progress(
    make_driver: MakeDriver,
) -> None:
    from canfield.ui.dialogs.options import counting_rule

    ui = make_driver(store=True)
    ui.tap("S")  # the game on the table is begun
    ui.key(pygame.K_F3)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, StatsDialog)
    rows = {label: value for label, value in dialog.rows()}
    assert rows["In progress"](dialog.stats.mode(3)) == "1"
    assert rows["Games played"](dialog.stats.mode(3)) == "0"
    assert rows["Win rate"](dialog.stats.mode(3)) == "—"  # no finished game: no rate yet
    size, lines = dialog.rule_lines()
    assert " ".join(lines) == counting_rule()
    area = dialog.figures
    bottom = area.y + len(lines) * (size + 3)
    assert bottom <= dialog.body.bottom
