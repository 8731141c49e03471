"""The game window and its loop.

Each pass runs three phases. Events: the pointer, the keyboard, the toolbar and the
dialogs turn them into intents and typed results, which `Actions.apply` alone carries
out — it alone calls the session and shows a refusal. Update: the slides, the
celebration and the game's clock advance. Draw: the scene, laid out beforehand, is
drawn; drawing changes nothing. The loop draws only when something changed; idle, it
sleeps between polls, longer the longer nothing has happened (`canfield.ui.pacing`).

The window is composed of parts, each with its own job: the `Stage` (screen, layout,
status line, words), the `DialogFlow`, the `WindowState`, the `Actions`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield.i18n import _, language
from canfield.indices import index_set
from canfield.log import get_logger
from canfield.session import Session
from canfield.ui import pygame_import
from canfield.ui.actions import Actions
from canfield.ui.dialog_flow import DialogFlow
from canfield.ui.draw.anim import Animator
from canfield.ui.draw.art import CardArt
from canfield.ui.draw.face_cache import FaceCache
from canfield.ui.draw.layout import DEFAULT_SIZE, Layout
from canfield.ui.draw.placement import Table
from canfield.ui.draw.render import Renderer
from canfield.ui.draw.scene import Scene, View
from canfield.ui.draw.screen import Painter
from canfield.ui.frame import Bouncing, Moving, hint_rects, scene_of, view_of
from canfield.ui.game_clock import GameClock
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import Pointer
from canfield.ui.input.table_input import TableInput
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.pacing import sleep, sleep_ms
from canfield.ui.solving import Solving
from canfield.ui.sound import Sounds
from canfield.ui.speaking import Speaking
from canfield.ui.stage import Stage
from canfield.ui.window import ICON_CARD, give_back_memory, open_window
from canfield.ui.window_state import WindowState

if TYPE_CHECKING:  # the voice is made by the start only when speech or a transcript is on
    from canfield.speech.voice import Voice

__all__ = ["App"]

log = get_logger(__name__)


class App:
    """The window and everything the player does in it."""

    def __init__(
        self,
        session: Session,
        size: tuple[int, int] = DEFAULT_SIZE,
        clock: Callable[[], float] = time.perf_counter,
        face_cache: FaceCache | None = None,
        voice: Voice | None = None,
    ) -> None:
        self.session = session
        self.clock = clock
        self.stage = Stage(open_window(size, face_cache))
        self.art = CardArt(self.layout.card_w, cache=face_cache, indices=index_set(language()))
        self.renderer = Renderer(self.art)
        self.painter = Painter(self.renderer)
        self.animator = Animator()
        self.pointer = Pointer()
        self.toolbar = Toolbar()
        self.keyboard = Keyboard(self.toolbar)
        self.input = TableInput(self.pointer, self.keyboard, self.toolbar)
        self.game_clock = GameClock()
        self.flow = DialogFlow(self.stage, self.toolbar)
        self.window = WindowState(self.stage.screen)
        self.actions = Actions(
            session, self.stage, self.flow, self.window, clock,
            animator=self.animator, pointer=self.pointer, keyboard=self.keyboard,
            toolbar=self.toolbar, renderer=self.renderer,
            sounds=Sounds(enabled=not session.preferences.deferred and session.look.sound),
            solving=Solving(), speaking=Speaking(voice, self.stage),
        )  # fmt: skip
        self.dirty = True
        self.last_event = 0.0
        self._draw_failed = False
        self._settle_pending = session.preferences.deferred
        self._first_frame = True
        self._drawn_moving = False
        """Whether the last frame showed something moving: the frame after the last
        movement must still be drawn, or its last in-between picture would stay."""
        self._moving: Moving = ()
        self._bouncing: Bouncing = ()
        self.actions.open_table()

    # -- the parts, as the rest of the program and the tests name them ------------------

    @property
    def layout(self) -> Layout:
        """The table's layout for the window's size now."""
        return self.stage.layout

    @property
    def screen(self) -> pygame.Surface:
        """The window's surface."""
        return self.stage.screen

    @property
    def running(self) -> bool:
        """False once the player asked to quit."""
        return self.actions.running

    @property
    def view(self) -> View:
        """What the player sees besides the cards, laid out for drawing."""
        return view_of(
            self.stage,
            self.toolbar,
            self.keyboard,
            double_click=self.session.look.double_click,
            dialog_open=self.flow.dialog is not None,
            elapsed=self.stage.elapsed,
        )

    # -- the loop --------------------------------------------------------------------

    def busy(self) -> bool:
        """True while anything moves or the pointer holds something."""
        return self.animator.busy or self.pointer.active or self.stage.celebration is not None

    def pause(self) -> None:
        """Sleep until the next poll (see `canfield.ui.pacing`)."""
        actions, quiet = self.actions, self.clock() - self.last_event
        waiting = self.flow.finder.working or actions.solving.working or actions.teacher.working
        sleep(sleep_ms(quiet, moving=self.busy(), waiting=waiting))

    def step(self) -> None:
        """One pass of the loop: events, then the animations, then a frame if needed."""
        for event in pygame.event.get():
            self.last_event = self.clock()
            self.dirty = True
            self._guarded(self.handle, event)
            self.actions.speaking.dialog(self.flow.dialog)
        self._guarded(self.update, self.clock())
        moving = self.busy()
        if self.dirty or moving or self._drawn_moving:
            self.dirty = False
            self._drawn_moving = moving
            failed_before = self._draw_failed
            self._draw_failed = not self._guarded(self.draw)
            # One more try, to show the message; a frame that keeps failing is not retried.
            self.dirty = self._draw_failed and not failed_before
        if self._first_frame:  # once, after the first frame
            self._first_frame = False
            pygame_import.finish()  # the pygame modules the first frame did without
            if self._settle_pending:  # should it fail, they load when next asked for
                self._settle_pending = False
                self._guarded(self.settle)
        # A dialog opened by no event (a notice after the first frame) is heard at once.
        self.actions.speaking.dialog(self.flow.dialog)

    def settle(self) -> None:
        """After the first frame, load the settings' pydantic model if their file needs
        it (see `canfield.session.preferences`), tell any problem with it, let sound play."""
        self.session.preferences.settle()
        if self.art.cache is not None:  # the first frame's faces, rasterised for the next start
            self.art.cache.save(self.art.size, ICON_CARD)
        self.actions.sounds.enabled = self.session.look.sound
        self.actions.window_side.tell(self.session.warnings(), at_start=False)
        self.dirty = True

    def _guarded(self, phase: Callable[..., None], *args: object) -> bool:
        """A bug must not cost the player the game: log it, say so and go on."""
        try:
            phase(*args)
        except Exception:
            log.exception("error in %s %s", phase.__name__, args)
            self.stage.say(_("Something went wrong; the game is unchanged."), error=True)
            self.renderer.invalidate()
            return False
        return True

    def handle(self, event: pygame.event.Event) -> None:
        """Route one event to the part it belongs to, and apply what it asks for."""
        kind, actions = event.type, self.actions
        if kind == pygame.QUIT:
            actions.running = False
        elif kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.screen.get_size())
        elif kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self.game_clock.minimised = True  # nobody plays a game they cannot see
        elif kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            if kind != pygame.WINDOWEXPOSED:
                self.game_clock.minimised = False
            self.invalidate()  # the window's contents were lost: send a whole frame
        elif kind == pygame.WINDOWFOCUSLOST:
            actions.apply(self.pointer.cancel())
            self.toolbar.leave()
        elif kind == pygame.WINDOWLEAVE:
            self.toolbar.leave()
        elif self.flow.dialog is not None:
            actions.apply(self.flow.handle(event))
        else:
            if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.stage.pressed(event.pos)
            where = self.input.where()
            intent = self.input.event(event, self.actions.table, self.clock())
            actions.apply(intent)
            if intent is None and self.input.where() != where:
                actions.window_side.focus_moved(actions.state)

    def update(self, now: float) -> None:
        """Advance the slides, the celebration and the game's clock to `now`; take the
        solver's answer."""
        self.game_clock.tick(self.session, now, dialog_open=self.flow.dialog is not None)
        label = self.game_clock.label(self.session)
        if label != self.stage.elapsed:
            self.stage.elapsed = label
            self.dirty = True
        self.dirty = self.actions.poll(now) or self.dirty
        self._moving = tuple(self.animator.frame(now))
        self._bouncing, ended = self.stage.leap(now)
        self.dirty = self.dirty or ended  # the last frame of it must be cleared away

    def compose(self) -> Scene:
        """Lay out the frame to draw: the table, the view, what moves and where."""
        table = self.actions.table
        return scene_of(
            table,
            self.view,
            moving=self._moving,
            animated=self.animator.cards(),
            bouncing=self._bouncing,
            celebration=self.stage.celebration,
            held=self.pointer.held,
            target=self.drop_highlight(table),
            hint=hint_rects(self.actions.solving.mark, table),
        )

    def draw(self) -> None:
        """Draw the scene and show it."""
        self.painter.paint(self.screen, self.compose(), self.flow.dialog)

    def drop_highlight(self, table: Table | None = None) -> Rect | None:
        """The pile the held cards would legally land on if let go now, or None."""
        lead = self.pointer.lead()
        return None if lead is None else (table or self.actions.table).landing(*lead)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size; everything scales."""
        before = self.layout.width * self.layout.height  # as laid out last
        self.stage.lay_out()
        self.art.resize(self.layout.card_w)
        self.animator.clear()
        self.pointer.cancel_drag()
        self.stage.celebration = None
        self.toolbar.place(self.layout, self.session.code)
        self.flow.lay_out()
        self.renderer.invalidate(size_changed=True)
        if self.layout.width * self.layout.height < before:
            give_back_memory()  # the larger frame's surfaces are gone

    def invalidate(self) -> None:
        """Redraw everything on the next frame."""
        self.renderer.invalidate()
        self.dirty = True

    # -- ending --------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the window closes; returns the exit code."""
        from canfield.ui.start import ctrl_c_closes_the_window

        give_back: Callable[[], None] | None = None
        try:
            while self.running:
                self.step()
                if give_back is None:  # after the first frame: neither is needed for it
                    give_back = ctrl_c_closes_the_window()
                    self.actions.window_side.speak_if_a_screen_reader_runs()
                self.pause()
        finally:
            if give_back is not None:
                give_back()
            self.actions.solving.cancel()
            self.flow.finder.cancel()
            self.actions.speaking.close()
        self.game_clock.flush(self.session)
        self.actions.window_side.remember_window()
        if self.art.cache is not None:  # the faces last shown: the next start's first frame
            self.art.cache.save(self.art.size, ICON_CARD)
        return 0
