"""The answer to "Where did it go wrong?", with the way back there and a win to watch."""

from __future__ import annotations

from canfield.engine import GameState
from canfield.i18n import _
from canfield.ui.dialogs.answers import GoBack, Watch
from canfield.ui.dialogs.modal import Close, NoticeDialog, Result
from canfield.ui.draw.widgets import Button


class WhereLostDialog(NoticeDialog):
    """The sentence; "Go back there" when a position was found before the one reached,
    "Show me a win from there" when its winning line is known."""

    def __init__(
        self,
        message: str,
        position: int | None,
        start: GameState | None = None,
        line: tuple[str, ...] = (),
    ) -> None:
        super().__init__(_("Where did it go wrong?"), message)
        self.position = position
        self.start = start
        self.line = line
        buttons = [Button(_("Close"), "cancel")]
        if start is not None and line:
            buttons.insert(0, Button(_("Show me a win from there"), "watch"))
        if position is not None:
            buttons.append(Button(_("Go back there"), "back", primary=True))
        else:
            buttons[-1].primary = True
        self.buttons = buttons
        self.focusables = list(buttons)

    def activate(self, action: str) -> Result | None:
        if action == "back" and self.position is not None:
            return GoBack(self.position)
        if action == "watch" and self.start is not None:
            return Watch(_("A win from where the game could still be won"), self.start, self.line)
        return Close()
