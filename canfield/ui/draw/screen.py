"""Putting a scene on the screen: the whole frame, or only the parts that moved.

Drawing reads the scene and writes nothing back to the game or the controllers; all it
keeps is its own record of which rectangles it sent last time.
"""

from __future__ import annotations

from typing import Protocol

import pygame
from pygame import Rect

from canfield.ui.draw.bars import time_area
from canfield.ui.draw.render import Renderer
from canfield.ui.draw.scene import Scene


class Overlay(Protocol):
    """Something drawn over the table, such as a dialog (`draw/` never imports `dialogs/`)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw it over what is on `surface`."""


class Painter:
    """Draws scenes through a renderer and sends them to the display."""

    def __init__(self, renderer: Renderer) -> None:
        self.renderer = renderer
        self._changed: list[Rect] = []
        self._untracked = False
        """Whether the last frame showed something no rectangle tracks (a dialog, the
        celebration's cards): the next frame must then be drawn whole, or what they
        covered would stay on screen where the table is not redrawn."""

    def paint(self, screen: pygame.Surface, scene: Scene, dialog: Overlay | None) -> None:
        """Draw one frame and show it."""
        renderer = self.renderer
        untracked = dialog is not None or bool(scene.bouncing)
        whole = not renderer.holds(scene) or untracked or self._untracked
        self._untracked = untracked
        changed = [rect for _card, rect, *_rest in scene.moving]
        changed += [rect for _card, rect in scene.dragged]
        changed = [r.inflate(8, 8).move(2, 3) for r in changed]  # the drag shadow too
        if scene.target is not None:
            changed.append(scene.target.inflate(12, 12))
        changed += [r.inflate(16, 16) for r in scene.hint]  # a hint's outlines
        if scene.view.elapsed:  # the game's time, drawn over the still layer
            changed.append(time_area(scene.table.layout, scene.view.elapsed))
        renderer.frame(screen, scene, None if whole else self._changed + changed)
        if dialog is not None:
            dialog.draw(screen)
        # Only the moving cards changed since the last frame when the still layer was
        # reused: send just their old and new places (a whole 1280×800 flip costs a few
        # milliseconds under X11; these rectangles a fraction of that).
        if whole:
            pygame.display.flip()
        else:
            pygame.display.update(self._changed + changed)
        self._changed = changed
