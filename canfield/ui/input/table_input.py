"""The mouse and the keyboard on the table, when no dialog is open: raw events in,
intents out (the toolbar's buttons, the pointer's drags and taps, the keys)."""

from __future__ import annotations

import pygame

from canfield.ui.draw.placement import Table
from canfield.ui.input.intents import Intent
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import Pointer
from canfield.ui.input.toolbar import Toolbar


class TableInput:
    """Routes one event to the controller it belongs to and returns what it asks for."""

    def __init__(self, pointer: Pointer, keyboard: Keyboard, toolbar: Toolbar) -> None:
        self.pointer = pointer
        self.keyboard = keyboard
        self.toolbar = toolbar

    def where(self) -> tuple[object, ...]:
        """Where the keyboard's focus is, on the table or in the toolbar."""
        return (self.keyboard.visible, self.toolbar.focus)

    def event(self, event: pygame.event.Event, table: Table, now: float) -> Intent | None:
        """The intent of one mouse or key event on the table (`now`: for double-clicks)."""
        kind, pointer = event.type, self.pointer
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.keyboard.hide()
            self.toolbar.press(event.pos)
            return pointer.press(event.pos, table)
        if kind == pygame.MOUSEMOTION:
            self.toolbar.hover(event.pos)
            pointer.motion(event.pos)
            return None
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            command = self.toolbar.release(event.pos, dragging=pointer.dragging)
            if command is not None:
                pointer.cancel_drag()
                return command
            return pointer.release(event.pos, table, now)
        if kind == pygame.KEYDOWN:
            if pointer.active:  # keys never change the table under the hand; Esc lets go
                return pointer.cancel() if event.key == pygame.K_ESCAPE else None
            return self.keyboard.key(event, table.state)
        return None
