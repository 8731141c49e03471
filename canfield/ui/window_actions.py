"""The window's side of acting: its language, its faces, full screen, what it remembers,
the query keys and the focus heard, the notices — what the player changes of the window
rather than of the game. `Actions` calls it; the settings it changes go through the
session like every change the player makes.
"""

from __future__ import annotations

import pygame

from canfield import engine
from canfield.engine import GameState
from canfield.i18n import LANGUAGE_NAMES, _, language, set_language
from canfield.indices import index_set
from canfield.session import Session
from canfield.ui.dialog_flow import DialogFlow
from canfield.ui.dialogs.modal import ChangeAccess, ChangeSettings, NoticeDialog
from canfield.ui.dialogs.options import SettingsDialog
from canfield.ui.draw.contrast import Contrast
from canfield.ui.draw.render import Renderer
from canfield.ui.input.intents import CommandName
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.screen_readers import screen_reader_running
from canfield.ui.speaking import Speaking
from canfield.ui.stage import Stage
from canfield.ui.window_state import WindowState


class WindowActions:
    """What the window does for the player besides the game's moves."""

    def __init__(
        self,
        session: Session,
        stage: Stage,
        flow: DialogFlow,
        window: WindowState,
        *,
        keyboard: Keyboard,
        toolbar: Toolbar,
        renderer: Renderer,
        speaking: Speaking,
    ) -> None:
        self.session = session
        self.stage = stage
        self.flow = flow
        self.window = window
        self.keyboard = keyboard
        self.toolbar = toolbar
        self.renderer = renderer
        self.speaking = speaking

    def query(self, name: CommandName, state: GameState, fan: int) -> None:
        """A query key: the last message again, or what is asked of the position on the
        table (`state`, its waste fanned `fan` cards: a replay's while one is watched), in
        the status line."""
        if name == "repeat":
            self.speaking.repeat()
            return
        focus = self.keyboard.visible or self.keyboard.focus
        self.stage.say(self.speaking.query(name, state, focus, self.stage.elapsed, fan))

    def focus_moved(self, state: GameState) -> None:
        """The keyboard's focus moved (an arrow, a digit, Tab): say where it is now on the
        position on the table (`state`)."""
        self.speaking.focus(state, self.keyboard.visible, self.toolbar)

    def copy_code(self) -> None:
        """Put the game code on the clipboard (Ctrl+C, or a click on it)."""
        from canfield.ui.draw.widgets import copy_text

        code = self.session.code
        if copy_text(code):
            self.stage.say(_("Game code {code} copied.").format(code=code))
        else:
            self.stage.say(_("Game code: {code}").format(code=code))

    # -- the dialogs' answers ----------------------------------------------------------

    def change_settings(self, chosen: ChangeSettings) -> None:
        """The Settings window's choices: saved, and the language switched at once."""
        session = self.session
        session.change_settings(
            double_click=chosen.double_click, animations=chosen.animations,
            sound=chosen.sound, warn_losing=chosen.warn_losing,
        )  # fmt: skip
        if chosen.language is not None and chosen.language != language():
            session.change_settings(language=chosen.language)
            self.switch_language(chosen.language)
        self.show_warnings()

    def change_access(self, access: ChangeAccess) -> None:
        """Speech and the faces as the player chose them: saved, and in use at once."""
        self.session.change_settings(
            speech=access.speech, speech_rate=access.speech_rate,
            speech_volume=access.speech_volume, high_contrast=access.high_contrast,
            suit_colours=access.suit_colours,
        )  # fmt: skip
        self.show_contrast()
        look = self.session.look
        self.speaking.configure(look.speech, language(), look.speech_rate, look.speech_volume)

    def speak_if_a_screen_reader_runs(self) -> None:
        """Speech "automatic", once the first frame is shown: the voice opens when a screen
        reader runs (the process list is read), and says the game on the table."""
        look = self.session.look
        if look.speech != "auto" or self.speaking.voice is not None:
            return
        if not screen_reader_running():
            return
        self.speaking.configure(look.speech, language(), look.speech_rate, look.speech_volume)
        session = self.session
        self.speaking.table(session.code, session.state, resumed=session.started)

    def show_contrast(self) -> None:
        """The faces as the settings ask: high contrast (and its colours) or the card set's."""
        look = self.session.look
        self.renderer.art.use_contrast(Contrast(look.suit_colours) if look.high_contrast else None)
        self.renderer.invalidate()

    def switch_language(self, lang: str) -> None:
        """Switch the window's language at once: the toolbar, the open dialog, the status
        line and the position in words are said again in `lang`, laid out for its words."""
        set_language(lang)
        self.renderer.art.use_indices(index_set(language()))  # the faces print its indices
        self.renderer.invalidate()
        pygame.display.set_caption(_("Canfield"))
        self.toolbar.relabel()
        self.toolbar.place(self.stage.layout, self.session.code)
        self.enable_buttons()
        before = self.flow.dialog
        if isinstance(before, SettingsDialog):
            dialog = SettingsDialog(
                before.double_click.value,
                before.animations.value,
                before.sound.value,
                lang,
                before.warn_losing.value,
            )
            self.flow.dialog = dialog
            if before.focus >= 0:
                dialog.focus = before.focus
                dialog.move_focus(0)
            self.flow.lay_out()
        if self.stage.words:
            self.stage.words = engine.describe(self.session.state, language())
        look = self.session.look  # the voice speaks the new language too
        self.speaking.configure(look.speech, lang, look.speech_rate, look.speech_volume)
        self.stage.say(_("Language: {name}").format(name=LANGUAGE_NAMES[language()]))

    def fill_screen(self, on: bool) -> None:
        """Fill the screen, or go back to the window as it was (F11)."""
        if not self.window.fill(on, self.stage.screen):
            self.stage.say(_("This display cannot show the game full screen."), error=True)
            return
        self.remember_window()

    def remember_window(self) -> None:
        """Keep the window's size, place and full screen for the next start (a setting)."""
        size, position, fullscreen = self.window.remembered(self.stage.screen)
        self.session.change_settings(
            window_size=size, window_position=position, fullscreen=fullscreen
        )

    def enable_buttons(self) -> None:
        """Undo and Redo follow the history."""
        self.toolbar.enable(undo=self.session.can_undo, redo=self.session.history.can_redo)

    def tell(self, problems: list[str], *, at_start: bool) -> None:
        """The start's notices, in one window: problems with the files, or news of the
        games (after the first frame, problems the settings' model found join them)."""
        if not problems:
            return
        if not at_start and isinstance(self.flow.dialog, NoticeDialog):
            problems.insert(0, self.flow.dialog.message)  # the start's notice: one notice
        about_games = self.session.notices.about_games
        files = not at_start or any(problem not in about_games for problem in problems)
        title = _("Some files could not be used") if files else _("The game in progress")
        self.flow.notice(title, "\n\n".join(problems))

    def show_warnings(self) -> None:
        """Problems with the files on disk, in the status line."""
        problems = self.session.warnings()
        if problems:
            self.stage.say(" ".join(problems), error=True)
