"""What the dialogs' answers do: a deal, a restart, changed settings, the search for a
winnable deal and the deal it finds. Reached only through `Actions.apply` (and the loop's
poll of the search), so `apply` stays the one door to the session; kept apart from
`Actions`, which plays on the table, as the teacher's answers are (`canfield.ui.teacher`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield.i18n import _, language
from canfield.ui.dialogs.access import AccessDialog
from canfield.ui.dialogs.modal import (
    AskNewGame,
    ChangeAccess,
    ChangeSettings,
    Close,
    Deal,
    OpenAccess,
    Restart,
    Result,
)
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import SettingsDialog, StatsDialog
from canfield.ui.dialogs.stats_chart import SHOWN
from canfield.ui.dialogs.winnable import FindingDialog, Found
from canfield.ui.input.intents import CommandName
from canfield.ui.new_table import winnable_words

if TYPE_CHECKING:
    from canfield.ui.actions import Actions


class DialogAnswers:
    """Opens the dialogs commands ask for and carries out what they answer."""

    def __init__(self, actions: Actions) -> None:
        self.actions = actions

    def open_dialog(self, name: CommandName) -> None:
        """Open the New game, Settings, Statistics or Rules window."""
        actions = self.actions
        actions.apply(actions.pointer.cancel())
        session = actions.session
        if name == "new":
            actions.flow.open(NewGameDialog(session.look.draw, session.look.winnable_only))
        elif name == "settings":
            actions.flow.open(SettingsDialog.of(session.settings, language()))
        elif name == "stats":
            recent = {draw: session.recent_games(draw, SHOWN) for draw in (3, 1)}
            actions.flow.open(StatsDialog(session.stats, recent))
        elif name == "rules":
            from canfield.ui.dialogs.help import RulesDialog

            actions.flow.open(RulesDialog())

    def answer(self, result: Result) -> None:
        """What a dialog's answer does."""
        actions = self.actions
        session = actions.session
        if actions.teacher.answer(result):  # the teacher's windows and the replay's
            return
        if isinstance(result, ChangeSettings):
            actions.window_side.change_settings(result)
            actions.sounds.enabled = session.look.sound
            return
        if isinstance(result, ChangeAccess):
            actions.window_side.change_access(result)
            return
        closing = actions.flow.close()
        if isinstance(result, Deal):
            session.change_settings(draw=result.draw)
            if result.code is None:  # "only winnable" is remembered for random deals
                session.change_settings(winnable_only=result.winnable_only)
            if result.winnable_only and result.code is None:
                if actions.flow.finder.begin(result.draw):
                    actions.flow.open(FindingDialog())
                else:
                    actions.stage.say(_("The solver could not be started."), error=True)
                return
            session.new_game(result.code, result.draw)
            actions.new_table()
        elif isinstance(result, Restart):
            session.restart()
            actions.new_table(restarted=True)
        elif isinstance(result, AskNewGame):
            self.open_dialog("new")
        elif isinstance(result, OpenAccess):
            look = session.look
            actions.flow.open(
                AccessDialog(
                    look.speech, look.speech_rate, look.speech_volume,
                    look.high_contrast, look.suit_colours,
                )
            )  # fmt: skip
        else:
            assert isinstance(result, Close)
            if isinstance(closing, FindingDialog):
                actions.flow.finder.cancel()
                actions.speaking.progress_ended()
                actions.stage.say(_("No new game: the search for a winnable deal was cancelled."))
        actions.window_side.show_warnings()

    def poll_finder(self) -> bool:
        """Progress of the search for a winnable deal, and the deal once it is found;
        True when something shown changed."""
        actions = self.actions
        flow = actions.flow
        dialog = flow.dialog
        tried = dialog.tried if isinstance(dialog, FindingDialog) else 0
        found = flow.finder.poll(dialog)
        if found is not None:
            actions.speaking.progress_ended()
            actions.apply(found)
        elif not flow.finder.working:
            actions.speaking.progress_ended()
            if isinstance(dialog, FindingDialog):
                flow.close()
            actions.stage.say(
                _("The search for a winnable deal stopped without an answer."), error=True
            )
        elif isinstance(dialog, FindingDialog) and dialog.tried == tried:
            return False
        elif isinstance(dialog, FindingDialog):
            actions.speaking.progress(dialog.progress(), actions.clock())
        return True

    def deal_winnable(self, found: Found) -> None:
        """The finder proved a deal winnable: close its window and deal it."""
        actions = self.actions
        if isinstance(actions.flow.dialog, FindingDialog):
            actions.flow.close()
        actions.session.new_game(found.code, found.draw, winnable_only=True)
        actions.new_table()
        actions.stage.say(winnable_words(found))
