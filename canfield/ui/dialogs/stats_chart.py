"""The Statistics window's picture: the last games of a draw mode as a row of bars.

Each game is a bar as high as its score, coloured by its outcome — won, abandoned, or
still in progress (an outline) — oldest on the left. The geometry (`chart_bars`) is
worked out apart from the drawing, so a test reads exactly where each bar goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield.i18n import _, ngettext
from canfield.ui.draw import theme
from canfield.values import record

if TYPE_CHECKING:  # the statistics' pydantic models are not needed to draw the table
    from canfield.store.stats import RecentGame

TOP_SCORE = 260
"""52 cards home at 5 points each: the top of a chart, unless a game scored more (a card
taken back from a foundation and placed again scores again)."""

SHOWN = 20
"""How many of the last games a chart shows."""

WON_BAR = (38, 132, 74)
ABANDONED_BAR = (178, 92, 78)
IN_PROGRESS_BAR = (120, 128, 122)
GRID = (214, 212, 202)


@record
class Bar:
    """One game in a chart: where its bar is drawn, and what it shows."""

    rect: Rect
    score: int
    outcome: str


def chart_bars(area: Rect, games: list[RecentGame]) -> list[Bar]:
    """The bars of `games` (oldest first) in `area`: equal widths, heights by score.

    A game with no points still shows a sliver, so every game played can be counted.
    """
    shown = games[-SHOWN:]
    if not shown or area.width <= 0 or area.height <= 0:
        return []
    top = chart_top([game.score for game in shown])
    slot = area.width / max(len(shown), 10)
    gap = max(1, round(slot / 5))
    bars = []
    for i, game in enumerate(shown):
        score = max(0, game.score)
        height = max(2, round(area.height * score / top))
        left = area.x + round(i * slot)
        width = max(1, round((i + 1) * slot) - round(i * slot) - gap)
        bars.append(Bar(Rect(left, area.bottom - height, width, height), game.score, game.outcome))
    return bars


def chart_top(scores: list[int]) -> int:
    """The score at the top of a chart: 260, or the highest score shown rounded up to ten."""
    return max(TOP_SCORE, -(-max(scores, default=0) // 10) * 10)


def colour(outcome: str) -> tuple[int, int, int]:
    """A bar's colour by the game's outcome."""
    return {"won": WON_BAR, "abandoned": ABANDONED_BAR}.get(outcome, IN_PROGRESS_BAR)


def draw_chart(
    surface: pygame.Surface, frame: Rect, plot: Rect, title: str, bars: list[Bar], size: int
) -> None:
    """One mode's chart: its title, the bars over a light grid, or a word when empty."""
    heading_size = size - 1  # smaller when a long title (Romanian, Spanish) would overflow
    while heading_size > 9 and theme.font(heading_size, True).size(title)[0] > frame.width:
        heading_size -= 1
    heading = theme.text(title, heading_size, theme.PANEL_TEXT, True)
    surface.blit(heading, (frame.x, frame.y))
    pygame.draw.rect(surface, (240, 238, 229), plot.inflate(8, 8), border_radius=4)
    for share in (0.5, 1.0):
        y = plot.bottom - round(plot.height * share)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
    pygame.draw.line(surface, theme.PANEL_DIM, (plot.x, plot.bottom), (plot.right, plot.bottom))
    if not bars:
        empty = theme.text(_("No games yet"), size - 2, theme.PANEL_DIM)
        surface.blit(empty, empty.get_rect(center=plot.center))
        return
    for bar in bars:
        if bar.outcome in ("won", "abandoned"):
            pygame.draw.rect(surface, colour(bar.outcome), bar.rect)
        else:
            pygame.draw.rect(surface, IN_PROGRESS_BAR, bar.rect, 1)
    top = theme.text(str(chart_top([bar.score for bar in bars])), size - 4, theme.PANEL_DIM)
    surface.blit(top, top.get_rect(bottomright=(plot.right, plot.y - 1)))


def chart_title(draw: int, games: int) -> str:
    """The heading of a mode's chart (the mode alone before its first game: the chart
    itself says there are none yet)."""
    if games == 0:
        return _("Draw {n}").format(n=draw)
    return ngettext("Draw {n}: the last game", "Draw {n}: the last {count} games", games).format(
        n=draw, count=games
    )


def draw_legend(
    surface: pygame.Surface, x: int, y: int, size: int, width: int | None = None
) -> None:
    """What the colours mean, in one line — or more, when longer words would pass `width`."""
    for shade, filled, box, text in _legend(x, y, size, width):
        pygame.draw.rect(surface, shade, box, 0 if filled else 1)
        surface.blit(text, (box.right + 4, box.y - 2))


def legend_height(size: int, width: int | None = None) -> int:
    """How high `draw_legend` draws at `size` within `width`: its lines' height."""
    rows = {box.y for _shade, _filled, box, _text in _legend(0, 0, size, width)}
    return len(rows) * (size + 2)


def _legend(
    x: int, y: int, size: int, width: int | None
) -> list[tuple[tuple[int, int, int], bool, Rect, pygame.Surface]]:
    """The legend's boxes and words: each colour, whether it is filled, its box and its
    label, from (`x`, `y`), on a new line where the next would pass `width`."""
    placed = []
    left = x
    for label, shade, filled in (
        (_("won"), WON_BAR, True),
        (_("abandoned"), ABANDONED_BAR, True),
        (_("in progress"), IN_PROGRESS_BAR, False),
    ):
        text = theme.text(label, size - 3, theme.PANEL_DIM)
        if width is not None and x > left and x + size + text.get_width() > left + width:
            x, y = left, y + size + 2
        box = Rect(x, y + 2, size - 4, size - 4)
        placed.append((shade, filled, box, text))
        x = box.right + 4 + text.get_width() + size
    return placed
