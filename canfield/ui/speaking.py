"""The window's voice: what each action, focus move and dialog says, carried to the
`Voice` (speech, the transcript). Without a voice nothing here imports the speech
modules, and every method is a no-op; the sentences themselves are computed by
`canfield.speech.announce` (pure, tested without a window).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from canfield.engine import GameState, Move
from canfield.i18n import _
from canfield.ui.dialogs.modal import Dialog
from canfield.ui.draw.widgets import Button, Check, Radio, TextField
from canfield.ui.input.focus import Focus
from canfield.ui.input.intents import CommandName
from canfield.ui.input.keyboard import QUERY_KEYS
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.screen_readers import screen_reader_running
from canfield.ui.stage import Stage

if TYPE_CHECKING:
    from canfield.speech.voice import Voice

QUERIES: tuple[CommandName, ...] = tuple(QUERY_KEYS.values())
"""The query commands, one per query key: say the last message again, where the focus is,
the focused pile card by card, the foundations, the reserve/stock/waste counts, the score
and time."""


PROGRESS_EVERY = 5.0
"""Seconds between two spoken progress reports of a long task (the search for a
winnable deal): often enough to know it works, seldom enough to leave room for Cancel."""


class Speaking:
    """Says what the window shows change, when there is a voice to say it."""

    def __init__(self, voice: Voice | None, stage: Stage) -> None:
        self.voice = voice
        self._dialog_seen: tuple[object, ...] = ()
        self._progress_at: float | None = None
        self._count_seen = 0
        """How many messages the voice had been given when the open dialog was last seen."""
        self._title_seen = ""
        stage.listener = self._heard

    def _heard(self, text: str, then: bool) -> None:
        if self.voice is None:
            return
        if then:
            self.voice.add([text])
        else:
            self.voice.say(text)

    # -- the game ------------------------------------------------------------------------

    def moved(self, before: GameState, move: Move | None, after: GameState) -> None:
        """A move or a stock tap was played."""
        if self.voice is None or move is None:
            return
        from canfield.speech import announce

        self.voice.say_all(announce.move(before, move, after))

    def undone(self, before: GameState, taken_back: Move, after: GameState) -> None:
        """An action was taken back."""
        if self.voice is not None:
            from canfield.speech import announce

            self.voice.say_all(announce.undone(before, taken_back, after))

    def redone(self, before: GameState, move: Move, after: GameState) -> None:
        """An action was played again."""
        if self.voice is not None:
            from canfield.speech import announce

            self.voice.say_all(announce.redone(before, move, after))

    def dealt(self, state: GameState) -> None:
        """A new deal is on the table (after the status line's "New game …")."""
        if self.voice is not None:
            from canfield.speech import announce

            self.voice.add(announce.deal(state))

    def table(self, code: str, state: GameState, *, resumed: bool) -> None:
        """The window opens: the game on the table, dealt or resumed."""
        if self.voice is None:
            return
        from canfield import engine
        from canfield.i18n import language
        from canfield.speech import announce
        from canfield.ui.new_table import new_game_words

        if resumed:
            said = [
                _("Game {code} resumed: Draw {n}.").format(code=code, n=state.draw),
                engine.describe(state, language()),
            ]
        else:
            said = [new_game_words(code, state.draw, False), *announce.deal(state)]
        self.voice.add(said)

    # -- the focus -----------------------------------------------------------------------

    def focus(self, state: GameState, focus: Focus | None, toolbar: Toolbar) -> None:
        """The keyboard's focus moved: the pile and card, or the toolbar's button."""
        if self.voice is None:
            return
        if toolbar.focus is not None:
            button = toolbar.buttons[toolbar.focus]
            self.voice.say(button_words(button))
        elif focus is not None:
            from canfield.speech import announce

            self.voice.say(announce.focus(state, *focus))

    def query(
        self, name: str, state: GameState, focus: Focus | None, elapsed: str, fan: int = 1
    ) -> str:
        """The answer to a query key, for the status line (which the voice hears); `fan`:
        how many waste cards are shown fanned."""
        from canfield.speech import announce

        pile, index = focus if focus is not None else ("C1", 0)
        if name == "where":
            return announce.focus(state, pile, index)
        if name == "read_pile":
            return announce.pile_cards(state, pile, fan)
        if name == "foundations":
            return " ".join(announce.foundations(state))
        if name == "counts":
            return announce.counts(state)
        return announce.score_and_time(state, elapsed)

    def text(self, text: str) -> None:
        """Say a text the window shows elsewhere (the position in words)."""
        if self.voice is not None:
            self.voice.say(text)

    def repeat(self) -> None:
        """Say the last message again."""
        if self.voice is not None:
            self.voice.repeat()

    # -- the dialogs ---------------------------------------------------------------------

    def dialog(self, dialog: Dialog | None) -> None:
        """A dialog opened, closed, or changed: its title when it opens, then the control
        that has the focus and its value whenever either changes; when it closes and
        nothing else is said (Esc, Close), that it closed — which also stops a long
        reading (the Rules)."""
        if self.voice is None:
            return
        if dialog is None:
            if self._dialog_seen and self.voice.count == self._count_seen:
                self.voice.say(_("{title} closed.").format(title=self._title_seen))
            self._dialog_seen = ()
            return
        self._count_seen, self._title_seen = self.voice.count, dialog.title
        focused = dialog.focused()
        seen = (id(dialog), id(focused), widget_value(dialog, focused))
        if seen == self._dialog_seen:
            return
        opened = not self._dialog_seen or self._dialog_seen[0] != id(dialog)
        self._dialog_seen = seen
        said = []
        if opened:
            said = [dialog.title, *dialog.spoken_body()]
        if focused is not None:
            said.append(widget_words(dialog, focused))
        if opened:  # after what the action that opened it says (a move, the win)
            self.voice.add(said)
        else:
            self.voice.say_all(said)
        self._count_seen = self.voice.count

    def progress(self, text: str, now: float) -> None:
        """A long task's progress changed: said after what is being said, once every
        `PROGRESS_EVERY` seconds at most (the first report waits that long too)."""
        if self.voice is None:
            return
        if self._progress_at is None:
            self._progress_at = now
        elif now - self._progress_at >= PROGRESS_EVERY:
            self._progress_at = now
            self.voice.add([text])

    def progress_ended(self) -> None:
        """The long task ended: the next one starts its own count."""
        self._progress_at = None

    def configure(self, setting: str, language: str, rate: int, volume: int) -> None:
        """Speak as the player now chose (Speech and view, or another language): a new
        engine on the voice's thread; the transcript and the last messages are kept."""
        mode = speech_mode(setting)
        if self.voice is None and mode is None:
            return
        from canfield.speech.voice import Voice, open_backend

        opener = None if mode is None else (lambda: open_backend(mode, language, rate, volume))
        if self.voice is None:
            self.voice = Voice(opener)
        else:
            self.voice.reopen(opener)

    def close(self) -> None:
        """The window closes: the voice stops."""
        if self.voice is not None:
            self.voice.close()


def button_words(button: Button) -> str:
    """A toolbar button as heard: its label and what it does."""
    said = button.label if not button.tooltip else f"{button.label}: {button.tooltip}"
    return said if button.enabled else _("{label}, not available now").format(label=said)


def widget_value(dialog: Dialog, widget: object) -> object:
    """What of a control's state is worth saying when it changes."""
    if isinstance(widget, Check):
        return widget.value
    if isinstance(widget, TextField):
        return widget.text
    if isinstance(widget, Radio):
        return dialog.chosen(widget)
    return None


def widget_words(dialog: Dialog, widget: object) -> str:
    """A dialog's control as heard: what it is, and its value."""
    if isinstance(widget, Button):
        return _("{label}, button").format(label=widget.label)
    if isinstance(widget, Check):
        template = _("{label}, on") if widget.value else _("{label}, off")
        return template.format(label=widget.label)
    if isinstance(widget, Radio):
        template = _("{label}, chosen") if dialog.chosen(widget) else _("{label}, choice")
        return template.format(label=widget.label)
    if isinstance(widget, TextField):
        if widget.text:
            return _("{label}, text field: {text}").format(
                label=widget.placeholder, text=" ".join(widget.text)
            )
        return _("{label}, text field, empty").format(label=widget.placeholder)
    return str(widget)


def speech_mode(setting: str) -> Literal["screen_reader", "voice"] | None:
    """How the game speaks at start: as set, or (auto) through the screen reader when one
    runs; None for silence."""
    if setting in ("screen_reader", "voice"):
        return "screen_reader" if setting == "screen_reader" else "voice"
    if setting == "auto" and screen_reader_running():
        return "screen_reader"
    return None
