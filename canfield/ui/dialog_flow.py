"""The dialog on top of the table: opening one, handing it the events, closing it.

A dialog is modal: while one is open, every event goes to it, and what it answers (a
typed `Result`) goes to `Actions.apply` like any intent. The flow only shows and hides
dialogs; what their answers do to the game is the actions' business. One exception to
"every event": while a replay is watched, the query keys (R, L, K, F, C, T) still ask
about the table, which then shows the replay's position.
"""

from __future__ import annotations

import pygame

from canfield.ui.dialogs.modal import Dialog, NoticeDialog, Result
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.winnable import Finder
from canfield.ui.input.intents import Command
from canfield.ui.input.keyboard import QUERY_KEYS
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.stage import Stage


class DialogFlow:
    """The one dialog shown (or none), and the search for a winnable deal it may wait on."""

    def __init__(self, stage: Stage, toolbar: Toolbar, finder: Finder | None = None) -> None:
        self.stage = stage
        self.toolbar = toolbar
        self.dialog: Dialog | None = None
        self.finder = finder if finder is not None else Finder()

    def open(self, dialog: Dialog) -> None:
        """Show a modal dialog over the table."""
        self.toolbar.leave()  # no button stays lit, and no tooltip shows, behind it
        self.dialog = dialog
        dialog.layout(self.stage.screen.get_rect())
        if isinstance(dialog, NewGameDialog):
            pygame.key.start_text_input()

    def close(self) -> Dialog | None:
        """Back to the table; the dialog that was open, if any."""
        closing, self.dialog = self.dialog, None
        pygame.key.stop_text_input()
        return closing

    def notice(self, title: str, message: str) -> None:
        """A message the player reads once."""
        self.open(NoticeDialog(title, message))

    def handle(self, event: pygame.event.Event) -> Result | Command | None:
        """One event for the open dialog; its answer, if it gave one (a query key's
        command while a replay is watched)."""
        if self.dialog is None:
            return None
        plain = event.type == pygame.KEYDOWN and not event.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT
        )
        if self.dialog.table_queries and plain and event.key in QUERY_KEYS:
            return Command(QUERY_KEYS[event.key])
        return self.dialog.handle(event)

    def lay_out(self) -> None:
        """Place the open dialog for the window's size now."""
        if self.dialog is not None:
            self.dialog.layout(self.stage.screen.get_rect())
