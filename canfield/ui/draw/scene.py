"""What one frame shows, laid out before anything is drawn.

The app composes a `Scene` from the table and a `View` snapshot after the update phase;
the renderer only reads it. Geometry the pointer also needs (the words panel's area)
is computed here, so hit-testing never depends on what a renderer wrote.
"""

from __future__ import annotations

from functools import lru_cache

from pygame import Rect

from canfield.engine import Card, PileName
from canfield.ui.draw import theme
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Table
from canfield.ui.draw.widgets import Button
from canfield.values import field, record


@record
class View:
    """What the player sees besides the position: focus, held cards, messages, the toolbar.

    A snapshot, laid out before drawing (the rectangles are where things will be drawn),
    so the renderer only reads it — and can tell from it whether the still layer changed.
    """

    buttons: tuple[Button, ...] = ()
    status: str = ""
    status_error: bool = False
    focus: tuple[PileName, int] | None = None
    held: tuple[PileName, int] | None = None
    panel: str = ""
    panel_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    code: str = ""
    code_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    code_hover: bool = False
    bar_size: int = 16
    footer: str = ""
    """What a click and the keys do, at the right of the status line."""
    info: tuple[str, ...] = ("score", "draw", "code")
    """Which of the score, the draw mode and the game code the toolbar has room for."""
    tooltip: tuple[str, Rect] | None = None
    """The hovered button's tooltip and where that button is; None while a dialog is open."""
    elapsed: str = ""
    """The game's playing time (`m:ss`), at the right of the status bar; empty before play."""


def panel_size(layout: Layout) -> int:
    """The text size of the words panel."""
    return max(12, layout.status.height // 2)


def panel_rect(layout: Layout, message: str) -> Rect:
    """Where the position in words is shown: a panel above the status line, as wide as
    the window allows (at least a pixel, however narrow the window)."""
    if not message:
        return Rect(0, 0, 0, 0)
    return Rect(_panel_rect(layout.width, layout.status.top, panel_size(layout), message))


@lru_cache(maxsize=8)
def _panel_rect(width: int, bottom: int, size: int, message: str) -> tuple[int, int, int, int]:
    inner = max(1, width - 40)
    lines = theme.wrap(message, size, max(1, inner - 24))
    height = len(lines) * (size + 6) + 20 + size
    return min(20, width - inner), bottom - height - 8, inner, height


Moving = tuple[Card, Rect, bool, float]
"""A card in a slide: where it is now, which side shows, its sideways scale (a flip)."""


@record
class Scene:
    """Everything one frame shows, laid out before drawing; drawing only reads it."""

    table: Table
    view: View
    hidden: frozenset[Card] = frozenset()
    moving: tuple[Moving, ...] = ()
    dragged: tuple[tuple[Card, Rect], ...] = ()
    target: Rect | None = None
    bouncing: tuple[tuple[Card, Rect], ...] = ()
    hint: tuple[Rect, ...] = ()
    """A hint's outlines: the cards to move, and where they go."""
