"""What the player's intents and the dialogs' answers do: the one place that calls the session.

`Actions.apply` carries out every intent the controllers return — a move, a tap, a
command, a line for the status bar — and every answer of a dialog (a deal, a restart,
changed settings), and alone handles a refusal (`IllegalMove`), showing the engine's
sentence. It also starts the slides an action causes. The dialogs commands ask for, and
what their answers do, are `DialogAnswers`' (`canfield.ui.dialog_answers`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from canfield import engine
from canfield.engine import Card, GameState
from canfield.i18n import _, language, ngettext, number
from canfield.session import Change, Session
from canfield.ui.dialog_answers import DialogAnswers
from canfield.ui.dialog_flow import DialogFlow
from canfield.ui.dialogs.modal import (
    Result,
    WinDialog,
)
from canfield.ui.dialogs.winnable import Found
from canfield.ui.draw.anim import Animator
from canfield.ui.draw.placement import Placed, Table
from canfield.ui.draw.render import Renderer
from canfield.ui.input.intents import (
    Command,
    CommandName,
    Held,
    Intent,
    Play,
    PutBack,
    Say,
    Tap,
)
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import Pointer
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.new_table import celebration, dealt_placements, new_game_words
from canfield.ui.say import no_place, refused
from canfield.ui.solving import Solving
from canfield.ui.sound import Sounds
from canfield.ui.speaking import QUERIES, Speaking
from canfield.ui.stage import Stage
from canfield.ui.teacher import Teacher
from canfield.ui.window_actions import WindowActions
from canfield.ui.window_state import WindowState


class Actions:
    """The game side of the window: the session, and what acting on it shows."""

    def __init__(
        self,
        session: Session,
        stage: Stage,
        flow: DialogFlow,
        window: WindowState,
        clock: Callable[[], float],
        *,
        animator: Animator,
        pointer: Pointer,
        keyboard: Keyboard,
        toolbar: Toolbar,
        renderer: Renderer,
        sounds: Sounds,
        solving: Solving,
        speaking: Speaking,
    ) -> None:
        self.session = session
        self.stage = stage
        self.flow = flow
        self.window = window
        self.clock = clock
        self.animator = animator
        self.pointer = pointer
        self.keyboard = keyboard
        self.toolbar = toolbar
        self.renderer = renderer
        self.sounds = sounds
        self.solving = solving
        self.speaking = speaking
        self.window_side = WindowActions(
            session, stage, flow, window, keyboard=keyboard, toolbar=toolbar,
            renderer=renderer, speaking=speaking,
        )  # fmt: skip
        self.running = True
        self.celebrated = session.won
        self.last_tapped: Card | None = None
        self.teacher = Teacher(self)
        self.answers = DialogAnswers(self)

    def open_table(self) -> None:
        """The window opens on the game: the toolbar, the faces, the keys, the notices, and
        the game said aloud when a voice listens."""
        session = self.session
        self.toolbar.place(self.stage.layout, session.code)
        self.window_side.enable_buttons()
        self.window_side.show_contrast()
        pygame.key.set_repeat(300, 40)
        pygame.key.stop_text_input()
        self.speaking.table(session.code, session.state, resumed=session.started)
        self.window_side.tell(session.warnings(), at_start=True)

    @property
    def state(self) -> GameState:
        """The position on the table (a replay's, while one is watched)."""
        return self.teacher.replays.shown(self.session.state)

    @property
    def fan(self) -> int:
        """How many waste cards are fanned now (R15; see `waste_fan`)."""
        return self.teacher.replays.fan(self.session.history)

    @property
    def table(self) -> Table:
        """The table as the controllers see it now."""
        return Table(self.stage.layout, self.state, self.fan, self.stage.panel)

    # -- applying what the player asked for ------------------------------------------

    def apply(self, intent: Intent | Result | Found | None) -> None:
        """Carry out one intent or a dialog's answer: the only place that plays, taps,
        deals or changes a setting."""
        if isinstance(intent, Say):
            self.stage.say(intent.text, error=intent.error, spoken=intent.spoken)
        elif isinstance(intent, Command):
            self.command(intent.name)
        elif isinstance(intent, PutBack):
            self.stage.say("")
            self.slide(self.state, self.state, intent.held)
        elif isinstance(intent, Play):
            self.act(lambda: self.session.play(intent.move), held=intent.held)
        elif isinstance(intent, Tap):
            self.tap(intent)
        elif isinstance(intent, Found):
            self.answers.deal_winnable(intent)
        elif intent is not None:
            self.answers.answer(intent)
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
            said = refused(exc) if exc else no_place(state, tap.pile, tap.count)
            self.stage.say(said, error=True)
            self.sounds.play("refuse")
            return
        if tap.echo and self.last_tapped is not None and _acts_on(state, move, self.last_tapped):
            return  # the second click of a double-click: the first one moved this card
        moved = state.pile(move.source)[-move.count] if not move.is_stock else None
        self.last_tapped = moved if self.act(lambda: self.session.play(move)) else None

    def act(
        self,
        action: Callable[[], Change | None],
        quiet_none: str = "",
        held: Held = (),
        heard: Callable[[Change], None] | None = None,
    ) -> Change | None:
        """Run a session action; show the rule an illegal one breaks; animate the result
        and say what it changed (`heard`; by default, the move played)."""
        before_fan = self.fan
        try:
            change = action()
        except engine.IllegalMove as exc:
            self.stage.say(refused(exc), error=True)
            self.sounds.play("refuse")
            self.slide(self.state, self.state, held)
            return None
        if change is None:
            if quiet_none:
                self.stage.say(quiet_none)
            return None
        self.animator.transition(
            self.placements(change.before, before_fan),
            self.placements(change.after),
            self.clock(),
            starts=dict(held),
            enabled=self.session.look.animations,
            as_pile=_turns_over(change.before, change.after),
        )
        self.keyboard.follow(change.before, change.after)
        self.solving.cancel()  # the position changed: a hint being worked out is void
        self.window_side.enable_buttons()
        if self.stage.words:
            self.stage.words = engine.describe(change.after, language())
        self.stage.say("")
        if heard is not None:
            heard(change)
        else:
            self.speaking.moved(change.before, change.move, change.after)
        self.window_side.show_warnings()
        if self.session.won and not self.celebrated:
            self.celebrated = True
            self.sounds.play("win")
            self.celebrate()
        else:
            self.sounds.play("place")
        return change

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

    def poll(self, now: float) -> bool:
        """Take what the background work has for the player: the solver's answer, the
        search for a winnable deal, the teacher's jobs. True when something shown changed."""
        changed = False
        said = self.solving.poll()
        if said is not None:
            self.stage.say(said.text, error=said.error, spoken=said.spoken)
            changed = True
        if self.flow.finder.working and self.answers.poll_finder():
            changed = True
        return self.teacher.tick(now) or changed

    # -- commands ----------------------------------------------------------------------

    def command(self, name: CommandName) -> None:
        """A toolbar button or a shortcut."""
        self.apply(self.pointer.cancel())
        session = self.session
        speaking = self.speaking
        if name == "undo":
            moves = session.history.moves
            taken = moves[-1] if moves else None
            self.act(
                session.undo,
                quiet_none=_("Nothing to undo."),
                heard=lambda c: speaking.undone(c.before, taken, c.after) if taken else None,
            )
        elif name == "redo":
            self.act(
                session.redo,
                quiet_none=_("Nothing to redo."),
                heard=lambda c: speaking.redone(c.before, c.move, c.after) if c.move else None,
            )
        elif name in QUERIES:
            self.window_side.query(name, self.state, self.fan)
        elif name in ("new", "settings", "stats", "rules"):
            self.answers.open_dialog(name)
        elif name == "copy":
            self.window_side.copy_code()
        elif name in ("lost", "watch"):
            self.teacher.command(name)
        elif name in ("hint", "check"):
            session.game.hints += name == "hint"
            said = self.solving.ask("hint" if name == "hint" else "check", self.state)
            if said is not None:  # a second ask while the solver works does nothing more
                self.stage.say(said.text, error=said.error)
        elif name == "quit":
            self.running = False
        elif name == "speak":
            self.stage.words = engine.describe(self.state, language())
            speaking.text(self.stage.words)
            with contextlib.suppress(OSError, ValueError):  # a closed or full stdout
                print(self.stage.words, flush=True)  # for a screen reader in the terminal
        elif name == "hush":
            self.stage.words = ""
        elif name == "fullscreen":
            self.window_side.fill_screen(not self.window.fullscreen)

    def new_table(self, *, restarted: bool = False) -> None:
        """A new deal is on the table: the cards fly out of the stock to their places."""
        self.animator.clear()
        self.solving.cancel()
        self.stage.celebration = None
        self.celebrated = False
        self.stage.words = ""
        self.last_tapped = None
        self.keyboard.reset(self.state)
        self.stage.say(new_game_words(self.session.code, self.session.draw, restarted))
        self.speaking.dealt(self.state)
        self.toolbar.place(self.stage.layout, self.session.code)
        self.window_side.enable_buttons()
        final = self.placements()
        self.animator.transition(
            dealt_placements(final, self.stage.layout),
            final,
            self.clock(),
            enabled=self.session.look.animations,
            stagger=0.03,
        )
        self.sounds.play("deal")

    def celebrate(self) -> None:
        """The last card is home: the score, the win window, the cards leap off."""
        state = self.state
        won = ngettext("You won with {score} point!", "You won with {score} points!", state.score)
        self.stage.say(won.format(score=number(state.score)), then=True)
        if self.session.look.animations:
            self.stage.celebration = celebration(state, self.stage.layout, self.clock())
        self.flow.open(WinDialog(state.score, self.teacher.share_line()))


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
