"""A frame's scene, put together from the window's parts: what is drawn, and where.

Pure functions over the parts' state, so the window's loop only asks for the scene and
hands it to the painter; nothing here changes the game or the parts.
"""

from __future__ import annotations

from pygame import Rect

from canfield.engine import Card
from canfield.ui.draw.anim import Celebration
from canfield.ui.draw.placement import Table
from canfield.ui.draw.scene import Scene, View
from canfield.ui.input.intents import Held
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.say import footer
from canfield.ui.solving import Mark
from canfield.ui.stage import Stage

Moving = tuple[tuple[Card, Rect, bool, float], ...]
"""Cards sliding this frame: the card, where, face up, and how squeezed (a flip)."""
Bouncing = tuple[tuple[Card, Rect], ...]
"""A win's cards leaping this frame, and where."""


def view_of(
    stage: Stage,
    toolbar: Toolbar,
    keyboard: Keyboard,
    *,
    double_click: bool,
    dialog_open: bool,
    elapsed: str,
) -> View:
    """What the player sees besides the cards, laid out for drawing."""
    held = keyboard.held
    return View(
        buttons=toolbar.looks(),
        status=stage.status[0],
        status_error=stage.status[1],
        focus=keyboard.visible,
        held=None if held is None else (held.pile, held.index),
        panel=stage.words,
        panel_rect=stage.panel,
        code=toolbar.code,
        code_rect=Rect(toolbar.code_rect),
        code_hover=toolbar.code_hover,
        bar_size=toolbar.size,
        footer=footer(double_click),
        info=toolbar.info,
        tooltip=None if dialog_open else toolbar.tooltip,
        elapsed=elapsed,
    )


def hint_rects(mark: Mark | None, table: Table) -> tuple[Rect, ...]:
    """What a hint outlines: the cards that move (the stock for a tap), and their pile."""
    if mark is None:
        return ()
    rects = [table.spot_rect(mark.source, mark.first)]
    if mark.target is not None:
        target = table.state.pile(mark.target)
        rects.append(table.spot_rect(mark.target, max(0, len(target) - 1)))
    return tuple(rects)


def scene_of(
    table: Table,
    view: View,
    *,
    moving: Moving,
    animated: set[Card],
    bouncing: Bouncing,
    celebration: Celebration | None,
    held: Held,
    target: Rect | None,
    hint: tuple[Rect, ...],
) -> Scene:
    """The frame to draw: the still table without what moves, and what moves over it."""
    hidden = {card for card, *_rest in moving} | animated
    hidden |= {card for card, _rect in bouncing}
    if celebration is not None:
        hidden |= set(celebration.cards[: celebration.launched])
    in_hand = {card for card, _rect in held}
    hidden |= in_hand
    sliding = tuple(m for m in moving if m[0] not in in_hand)
    return Scene(table, view, frozenset(hidden), sliding, held, target, bouncing, hint)
