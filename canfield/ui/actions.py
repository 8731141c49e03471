"""What the player's intents do to the game: the one place that calls the session.

`Actions.apply` carries out every intent the controllers return — a move, a tap, a
command, a line for the status bar — and alone handles a refusal (`IllegalMove`),
showing the engine's sentence. It also starts the slides an action causes, opens the
dialogs and acts on their typed results. `App` adds the window and the loop.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame
from pygame import Rect

from canfield import engine
from canfield.engine import FOUNDATIONS, Card, GameState
from canfield.i18n import (
    LANGUAGE_NAMES,
    _,
    decimal,
    language,
    ngettext,
    number,
    set_language,
)
from canfield.indices import index_set
from canfield.session import Change, Session
from canfield.ui.dialogs.modal import (
    AskNewGame,
    ChangeSettings,
    Close,
    Deal,
    Dialog,
    NoticeDialog,
    Restart,
    Result,
    WinDialog,
)
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import SettingsDialog, StatsDialog
from canfield.ui.dialogs.stats_chart import SHOWN
from canfield.ui.dialogs.winnable import Finder, FindingDialog, Found
from canfield.ui.draw.anim import Animator, Celebration
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Placed, Table, waste_fan
from canfield.ui.draw.render import Renderer
from canfield.ui.draw.scene import panel_rect
from canfield.ui.draw.widgets import copy_text
from canfield.ui.input.intents import Command, CommandName, Held, Intent, Play, PutBack, Say, Tap
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import Pointer
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.say import no_place, refused
from canfield.ui.solving import Solving
from canfield.ui.sound import Sounds
from canfield.ui.window import Position, Size, set_fullscreen, window_position


class Actions:
    """The game side of the window: the session, the controllers' state, the messages."""

    session: Session
    clock: Callable[[], float]
    screen: pygame.Surface
    layout: Layout
    renderer: Renderer
    animator: Animator
    pointer: Pointer
    keyboard: Keyboard
    toolbar: Toolbar
    sounds: Sounds
    dialog: Dialog | None
    celebration: Celebration | None
    celebrated: bool
    status: tuple[str, bool]
    words: str
    running: bool
    last_tapped: Card | None
    solving: Solving
    finder: Finder
    fullscreen: bool
    windowed: tuple[Size, Position | None]

    @property
    def state(self) -> GameState:
        """The position on the table."""
        return self.session.state

    @property
    def fan(self) -> int:
        """How many waste cards are fanned now (R15; see `waste_fan`)."""
        return waste_fan(self.session.history)

    @property
    def table(self) -> Table:
        """The table as the controllers see it now."""
        return Table(self.layout, self.state, self.fan, panel_rect(self.layout, self.words))

    # -- applying what the player asked for ------------------------------------------

    def apply(self, intent: Intent | None) -> None:
        """Carry out one intent: the only place that plays, taps or runs a command."""
        if isinstance(intent, Say):
            self.say(intent.text, error=intent.error)
        elif isinstance(intent, Command):
            self.command(intent.name)
        elif isinstance(intent, PutBack):
            self.say("")
            self.slide(self.state, self.state, intent.held)
        elif isinstance(intent, Play):
            self.act(lambda: self.session.play(intent.move), held=intent.held)
        elif isinstance(intent, Tap):
            self.tap(intent)
        if not isinstance(intent, Tap) and intent is not None:
            self.last_tapped = None

    def tap(self, tap: Tap) -> None:
        """R19 for a click or Enter on a card, or the stock."""
        state = self.state
        move = engine.tap(state, tap.pile, tap.count, double_click=self.session.look.double_click)
        if move is None:
            if tap.echo and self.last_tapped is not None:
                return  # a double-click's second click: the first one moved a card
            exc = engine.refusal(state, engine.STOCK_TAP) if tap.pile == "S" else None
            self.say(refused(exc) if exc else no_place(state, tap.pile, tap.count), error=True)
            self.sounds.play("refuse")
            return
        if tap.echo and self.last_tapped is not None and _acts_on(state, move, self.last_tapped):
            return  # the second click of a double-click: the first one moved this card
        moved = state.pile(move.source)[-move.count] if not move.is_stock else None
        self.last_tapped = moved if self.act(lambda: self.session.play(move)) else None

    def act(
        self, action: Callable[[], Change | None], quiet_none: str = "", held: Held = ()
    ) -> Change | None:
        """Run a session action; show the rule an illegal one breaks; animate the result."""
        before_fan = self.fan
        try:
            outcome = action()
        except engine.IllegalMove as exc:
            self.say(refused(exc), error=True)
            self.sounds.play("refuse")
            self.slide(self.state, self.state, held)
            return None
        if outcome is None:
            if quiet_none:
                self.say(quiet_none)
            return None
        self.animator.transition(
            self.placements(outcome.before, before_fan),
            self.placements(outcome.after),
            self.clock(),
            starts=dict(held),
            enabled=self.session.look.animations,
            as_pile=_turns_over(outcome.before, outcome.after),
        )
        self.keyboard.follow(outcome.before, outcome.after)
        self.solving.cancel()  # the position changed: a hint being worked out is void
        self.enable_buttons()
        if self.words:
            self.words = self.describe(outcome.after)
        self.say("")
        self.show_warnings()
        if self.session.won and not self.celebrated:
            self.celebrated = True
            self.sounds.play("win")
            self.celebrate()
        else:
            self.sounds.play("place")
        return outcome

    def slide(self, before: GameState, after: GameState, held: Held) -> None:
        """Slide cards from where they are (or from the hand) to their places."""
        self.animator.transition(
            self.placements(before),
            self.placements(after),
            self.clock(),
            starts=dict(held),
            enabled=self.session.look.animations,
        )

    def placements(self, state: GameState | None = None, fan: int | None = None) -> list[Placed]:
        """Where every card of a position is drawn (the current one by default)."""
        return self.table.placements(state, fan)

    def say(self, message: str, *, error: bool = False) -> None:
        """The line at the bottom of the window."""
        self.status = (message, error)

    def describe(self, state: GameState) -> str:
        """A position in words, in the language the window speaks."""
        return engine.describe(state, language())

    def speak(self, lang: str) -> None:
        """Switch the window's language at once: the toolbar, the open dialog, the status
        line and the position in words are said again in `lang`, laid out for its words."""
        set_language(lang)
        self.renderer.art.use_indices(index_set(language()))  # the faces print its indices
        self.renderer.invalidate()
        pygame.display.set_caption(_("Canfield"))
        self.toolbar.relabel()
        self.toolbar.place(self.layout, self.session.code)
        self.enable_buttons()
        if isinstance(self.dialog, SettingsDialog):
            before = self.dialog
            self.dialog = SettingsDialog(
                before.double_click.value,
                before.animations.value,
                before.sound.value,
                language(),
            )
            if before.focus >= 0:
                self.dialog.focus = before.focus
                self.dialog.move_focus(0)
            self.dialog.layout(self.screen.get_rect())
        if self.words:
            self.words = self.describe(self.state)
        self.say(_("Language: {name}").format(name=LANGUAGE_NAMES[language()]))

    # -- commands and dialogs --------------------------------------------------------

    def command(self, name: CommandName) -> None:
        """A toolbar button or a shortcut."""
        self.apply(self.pointer.cancel())
        session = self.session
        if name == "undo":
            self.act(session.undo, quiet_none=_("Nothing to undo."))
        elif name == "redo":
            self.act(session.redo, quiet_none=_("Nothing to redo."))
        elif name == "new":
            self.open(NewGameDialog(session.look.draw, session.look.winnable_only))
        elif name == "settings":
            s = session.settings
            self.open(SettingsDialog(s.double_click, s.animations, s.sound, language()))
        elif name == "stats":
            recent = {draw: session.recent_games(draw, SHOWN) for draw in (3, 1)}
            self.open(StatsDialog(session.stats, recent))
        elif name == "rules":
            from canfield.ui.dialogs.help import RulesDialog

            self.open(RulesDialog())
        elif name == "copy":
            if copy_text(session.code):
                self.say(_("Game code {code} copied.").format(code=session.code))
            else:
                self.say(_("Game code: {code}").format(code=session.code))
        elif name in ("hint", "check"):
            said = self.solving.ask("hint" if name == "hint" else "check", self.state)
            if said is not None:  # a second ask while the solver works does nothing more
                self.say(said.text, error=said.error)
        elif name == "quit":
            self.running = False
        elif name == "speak":
            self.words = self.describe(self.state)
            with contextlib.suppress(OSError, ValueError):  # a closed or full stdout
                print(self.words, flush=True)  # for a screen reader reading the terminal
        elif name == "hush":
            self.words = ""
        elif name == "fullscreen":
            self.fill_screen(not self.fullscreen)

    def open(self, dialog: Dialog) -> None:
        """Show a modal dialog."""
        self.apply(self.pointer.cancel())
        self.toolbar.leave()  # no button stays lit, and no tooltip shows, behind it
        self.dialog = dialog
        dialog.layout(self.screen.get_rect())
        if isinstance(dialog, NewGameDialog):
            pygame.key.start_text_input()

    def close_dialog(self) -> None:
        """Back to the table."""
        self.dialog = None
        pygame.key.stop_text_input()

    def notice(self, title: str, message: str) -> None:
        """A message the player reads once."""
        self.open(NoticeDialog(title, message))

    def apply_result(self, result: Result | None) -> None:
        """What a dialog's answer does."""
        if result is None:
            return
        session = self.session
        if isinstance(result, ChangeSettings):
            session.change_settings(
                double_click=result.double_click,
                animations=result.animations,
                sound=result.sound,
            )
            if result.language is not None and result.language != language():
                session.change_settings(language=result.language)
                self.speak(result.language)
            self.sounds.enabled = session.look.sound
            self.show_warnings()
            return
        closing = self.dialog
        self.close_dialog()
        if isinstance(result, Deal):
            session.change_settings(draw=result.draw)
            if result.code is None:  # "only winnable" is remembered for random deals
                session.change_settings(winnable_only=result.winnable_only)
            if result.winnable_only and result.code is None:
                if self.finder.begin(result.draw):
                    self.open(FindingDialog())
                else:
                    self.say(_("The solver could not be started."), error=True)
                return
            session.new_game(result.code, result.draw)
            self.new_table()
        elif isinstance(result, Restart):
            session.restart()
            self.new_table(restarted=True)
        elif isinstance(result, AskNewGame):
            self.open(NewGameDialog(session.look.draw, session.look.winnable_only))
        else:
            assert isinstance(result, Close)
            if isinstance(closing, FindingDialog):
                self.finder.cancel()
                self.say(_("No new game: the search for a winnable deal was cancelled."))
        self.show_warnings()

    def deal_winnable(self, found: Found) -> None:
        """The finder proved a deal winnable: close its window and deal it."""
        if isinstance(self.dialog, FindingDialog):
            self.close_dialog()
        self.session.new_game(found.code, found.draw, winnable_only=True)
        self.new_table()
        self.say(
            ngettext(
                "New game {code}: a winnable deal ({n} deal tried, {seconds} s).",
                "New game {code}: a winnable deal ({n} deals tried, {seconds} s).",
                found.tried,
            ).format(code=found.code, n=number(found.tried), seconds=decimal(found.seconds))
        )

    def new_table(self, *, restarted: bool = False) -> None:
        """A new deal is on the table: the cards fly out of the stock to their places."""
        self.animator.clear()
        self.solving.cancel()
        self.celebration = None
        self.celebrated = False
        self.words = ""
        self.last_tapped = None
        self.keyboard.reset(self.state)
        code, draw = self.session.code, self.session.draw
        if restarted:
            self.say(_("Game {code} restarted from its deal: Draw {n}.").format(code=code, n=draw))
        else:
            self.say(_("New game {code}: Draw {n}.").format(code=code, n=draw))
        self.toolbar.place(self.layout, self.session.code)
        self.enable_buttons()
        stock = self.layout.slots["S"]
        final = self.placements()
        dealt = [p if p.pile == "S" else Placed(p.card, "S", 0, Rect(stock), False) for p in final]
        self.animator.transition(
            dealt, final, self.clock(), enabled=self.session.look.animations, stagger=0.03
        )
        self.sounds.play("deal")

    def fill_screen(self, on: bool) -> None:
        """Fill the screen, or go back to the window as it was (F11)."""
        if on == self.fullscreen:
            return
        if on:
            self.windowed = (self.screen.get_size(), window_position())
        if not set_fullscreen(on):
            self.say(_("This display cannot show the game full screen."), error=True)
            return
        self.fullscreen = on
        if not on and self.windowed[1] is not None:
            with contextlib.suppress(pygame.error):
                pygame.display.set_window_position(self.windowed[1])
        self.remember_window()

    def remember_window(self) -> None:
        """Keep the window's size, place and full screen for the next start (a setting)."""
        if self.fullscreen:
            size, position = self.windowed  # the window to come back to, not the screen
        else:
            size, position = self.screen.get_size(), window_position()
        self.session.change_settings(
            window_size=size, window_position=position, fullscreen=self.fullscreen
        )

    def enable_buttons(self) -> None:
        """Undo and Redo follow the history."""
        history = self.session.history
        self.toolbar.enable(undo=history.can_undo, redo=history.can_redo)

    def show_warnings(self) -> None:
        """Problems with the files on disk, in the status line."""
        problems = self.session.warnings()
        if problems:
            self.say(" ".join(problems), error=True)

    def celebrate(self) -> None:
        """The last card is home: the score, the win window, the cards leap off."""
        state, layout = self.state, self.layout
        won = ngettext("You won with {score} point!", "You won with {score} points!", state.score)
        self.say(won.format(score=number(state.score)))
        if self.session.look.animations:
            cards, starts = [], []
            for depth in range(12, -1, -1):
                for name, pile in zip(FOUNDATIONS, state.foundations, strict=True):
                    if len(pile) > depth:
                        cards.append(pile[depth])
                        starts.append(Rect(layout.slots[name]))
            self.celebration = Celebration(
                cards, starts, layout.column_bottom - layout.card_h, layout.width, self.clock()
            )
        self.open(WinDialog(state.score))


def _turns_over(before: GameState, after: GameState) -> bool:
    """True when the whole waste turned over into the empty stock (R16), or back (undo)."""
    recycled = bool(before.waste) and not before.stock and not after.waste
    unrecycled = bool(before.stock) and not before.waste and not after.stock
    return recycled or unrecycled


def _acts_on(state: GameState, move: engine.Move, card: Card) -> bool:
    """True when `move` would move `card` again or put cards onto it."""
    if move.is_stock or move.target is None:
        return False
    target = state.pile(move.target)
    return card in state.pile(move.source)[-move.count :] or (bool(target) and target[-1] == card)
