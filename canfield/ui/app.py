"""The game window and its loop.

Each pass runs three phases. Events: the pointer, the keyboard, the toolbar and the
dialogs turn them into intents (`intents`) and typed results, which `apply` and
`apply_result` (`actions`) alone carry out — they alone call the session and show a
refusal. Update: the slides, the celebration and the game's clock advance.
Draw: the scene, laid out beforehand, is drawn; drawing changes nothing. The loop draws
only when something changed; idle, it sleeps between polls (about 0.3 % of a core, where
`pygame.event.wait` costs several percent because SDL polls inside it).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield import engine
from canfield.engine import Card
from canfield.i18n import _, explain, language, set_language
from canfield.indices import index_set
from canfield.log import configure as configure_log
from canfield.log import get_logger
from canfield.session import Session
from canfield.store import Store
from canfield.store.first_look import FirstLook, first_look
from canfield.ui import pygame_import
from canfield.ui.actions import Actions
from canfield.ui.dialogs.modal import Dialog, NoticeDialog
from canfield.ui.dialogs.winnable import Finder, FindingDialog
from canfield.ui.draw.anim import Animator, Celebration
from canfield.ui.draw.art import CardArt
from canfield.ui.draw.face_cache import FaceCache, default_folder
from canfield.ui.draw.layout import DEFAULT_SIZE, Layout
from canfield.ui.draw.placement import Table
from canfield.ui.draw.render import Renderer
from canfield.ui.draw.scene import Scene, View, panel_rect
from canfield.ui.draw.screen import Painter
from canfield.ui.game_clock import GameClock
from canfield.ui.input.drag import DragController
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import Pointer
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.say import footer
from canfield.ui.solving import Solving
from canfield.ui.sound import Sounds
from canfield.ui.window import (
    ICON_CARD,
    Position,
    Size,
    first_window,
    give_back_memory,
    open_display,
    set_icon,
    set_minimum_size,
    settle_window,
    size_note,
    window_position,
)

if TYPE_CHECKING:
    from canfield.store.settings import Settings

__all__ = ["App", "run"]

log = get_logger(__name__)

IDLE_SLEEP_MS = 33
ACTIVE_SLEEP_MS = 16
IDLE_AFTER_SECONDS = 1.0
"""After this long without events the loop polls at the slower idle rate."""


class App(Actions):
    """The window and everything the player does in it."""

    def __init__(
        self,
        session: Session,
        size: tuple[int, int] = DEFAULT_SIZE,
        clock: Callable[[], float] = time.perf_counter,
        face_cache: FaceCache | None = None,
    ) -> None:
        self.session = session
        self.clock = clock
        set_icon(face_cache)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Canfield"))
        set_minimum_size()
        settle_window()
        self.layout = Layout.for_size(*self.screen.get_size())
        self.art = CardArt(self.layout.card_w, cache=face_cache, indices=index_set(language()))
        self.renderer = Renderer(self.art)
        self.painter = Painter(self.renderer)
        self.animator = Animator()
        self.pointer = Pointer()
        self.toolbar = Toolbar()
        self.keyboard = Keyboard(self.toolbar)
        self.sounds = Sounds(enabled=not session.preferences.deferred and session.look.sound)
        self.game_clock = GameClock()
        self.time_label = ""
        self.dialog: Dialog | None = None
        self.celebration: Celebration | None = None
        self.celebrated = session.won
        self.status = ("", False)
        self.words = ""
        self.running = True
        self.dirty = True
        self.last_event = 0.0
        self._draw_failed = False
        self._settle_pending = session.preferences.deferred
        self._first_frame = True
        self._drawn_moving = False
        """Whether the last frame showed something moving: the frame after the last
        movement must still be drawn, or its last in-between picture would stay."""
        self.last_tapped: Card | None = None
        self.solving = Solving()
        self.finder = Finder()
        self._moving: tuple[tuple[Card, Rect, bool, float], ...] = ()
        self._bouncing: tuple[tuple[Card, Rect], ...] = ()
        self.fullscreen = False
        self.windowed: tuple[Size, Position | None] = (self.screen.get_size(), window_position())
        """The window's size and place before it filled the screen (what is remembered)."""
        self.toolbar.place(self.layout, session.code)
        self.enable_buttons()
        pygame.key.set_repeat(300, 40)
        pygame.key.stop_text_input()
        problems = session.warnings()
        if problems:
            about_files = any(problem not in session.notices.about_games for problem in problems)
            title = _("Some files could not be used") if about_files else _("The game in progress")
            self.notice(title, "\n\n".join(problems))

    @property
    def drag(self) -> DragController:
        """The drag controller (owned by the pointer)."""
        return self.pointer.drag

    @property
    def view(self) -> View:
        """What the player sees besides the cards, laid out for drawing."""
        bar, held = self.toolbar, self.keyboard.held
        return View(
            buttons=bar.looks(),
            status=self.status[0],
            status_error=self.status[1],
            focus=self.keyboard.visible,
            held=None if held is None else (held.pile, held.index),
            panel=self.words,
            panel_rect=panel_rect(self.layout, self.words),
            code=bar.code,
            code_rect=Rect(bar.code_rect),
            code_hover=bar.code_hover,
            bar_size=bar.size,
            footer=footer(self.session.look.double_click),
            info=bar.info,
            tooltip=None if self.dialog is not None else bar.tooltip,
            elapsed=self.time_label,
        )

    # -- the loop --------------------------------------------------------------------

    def run(self) -> int:
        """Play until the window closes; returns the exit code."""
        give_back: Callable[[], None] | None = None
        try:
            while self.running:
                self.step()
                if give_back is None:  # after the first frame: `signal` is not needed for it
                    give_back = ctrl_c_closes_the_window()
                self.pause()
        finally:
            if give_back is not None:
                give_back()
            self.solving.cancel()
            self.finder.cancel()
        self.game_clock.flush(self.session)
        self.remember_window()
        if self.art.cache is not None:  # the faces last shown: the next start's first frame
            self.art.cache.save(self.art.size, ICON_CARD)
        return 0

    def busy(self) -> bool:
        """True while anything moves or the pointer holds something."""
        return self.animator.busy or self.pointer.drag.active or self.celebration is not None

    def pause(self) -> None:
        """Sleep until the next poll: a frame while busy or just after input, longer idle."""
        if self.busy() or self.clock() - self.last_event < IDLE_AFTER_SECONDS:
            pygame.time.wait(ACTIVE_SLEEP_MS)
        else:
            pygame.time.wait(IDLE_SLEEP_MS)

    def step(self) -> None:
        """One pass of the loop: events, then the animations, then a frame if needed."""
        for event in pygame.event.get():
            self.last_event = self.clock()
            self.dirty = True
            self._guarded(self.handle, event)
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

    def settle(self) -> None:
        """After the first frame, load the settings' pydantic model if their file needs
        it (see `canfield.store.first_look`), tell any problem with it, let sound play."""
        self.session.preferences.settle()
        if self.art.cache is not None:  # the first frame's faces, rasterised for the next start
            self.art.cache.save(self.art.size, ICON_CARD)
        self.sounds.enabled = self.session.look.sound
        problems = self.session.warnings()
        if problems:
            if isinstance(self.dialog, NoticeDialog):  # the start's notice: one notice
                problems.insert(0, self.dialog.message)
            self.notice(_("Some files could not be used"), "\n\n".join(problems))
            self.dirty = True

    def _guarded(self, phase: Callable[..., None], *args: object) -> bool:
        """A bug must not cost the player the game: log it, say so and go on."""
        try:
            phase(*args)
        except Exception:
            log.exception("error in %s %s", phase.__name__, args)
            self.say(_("Something went wrong; the game is unchanged."), error=True)
            self.renderer.invalidate()
            return False
        return True

    def handle(self, event: pygame.event.Event) -> None:
        """Route one event to the controller it belongs to, and apply what it asks for."""
        kind = event.type
        if kind == pygame.QUIT:
            self.running = False
        elif kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.screen.get_size())
        elif kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self.game_clock.minimised = True  # nobody plays a game they cannot see
        elif kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            if kind != pygame.WINDOWEXPOSED:
                self.game_clock.minimised = False
            self.invalidate()  # the window's contents were lost: send a whole frame
        elif kind == pygame.WINDOWFOCUSLOST:
            self.apply(self.pointer.cancel())
            self.toolbar.leave()
        elif kind == pygame.WINDOWLEAVE:
            self.toolbar.leave()
        elif self.dialog is not None:
            self.apply_result(self.dialog.handle(event))
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.keyboard.hide()
            self.toolbar.press(event.pos)
            bars = (self.layout.toolbar, self.layout.status)
            if self.celebration is not None and not any(r.collidepoint(event.pos) for r in bars):
                self.celebration = None  # a press on the table ends the celebration
            self.apply(self.pointer.press(event.pos, self.table))
        elif kind == pygame.MOUSEMOTION:
            self.toolbar.hover(event.pos)
            self.pointer.motion(event.pos)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            command = self.toolbar.release(event.pos, dragging=self.pointer.drag.dragging)
            if command is not None:
                self.pointer.drag.cancel()
                self.apply(command)
            else:
                self.apply(self.pointer.release(event.pos, self.table, self.clock()))
        elif kind == pygame.KEYDOWN:
            if self.pointer.drag.active:
                # Keys never change the table under the hand; Esc lets the cards go back.
                if event.key == pygame.K_ESCAPE:
                    self.apply(self.pointer.cancel())
                return
            self.apply(self.keyboard.key(event, self.state))

    def update(self, now: float) -> None:
        """Advance the slides, the celebration and the game's clock to `now`; take the
        solver's answer."""
        self.game_clock.tick(self.session, now, dialog_open=self.dialog is not None)
        label = self.game_clock.label(self.session)
        if label != self.time_label:
            self.time_label = label
            self.dirty = True
        said = self.solving.poll()
        if said is not None:
            self.say(said.text, error=said.error)
            self.dirty = True
        if self.finder.working:
            self.poll_finder()
        self._moving = tuple(self.animator.frame(now))
        self._bouncing = ()
        if self.celebration is not None:
            size = self.layout.card_size
            self._bouncing = tuple(
                (card, Rect(round(x), round(y), *size)) for card, x, y in self.celebration.step(now)
            )
            if self.celebration.done:
                self.celebration = None
                self.dirty = True  # the last frame of it must be cleared away

    def poll_finder(self) -> None:
        """Progress of the search for a winnable deal, and the deal when it is found."""
        dialog = self.dialog
        tried = dialog.tried if isinstance(dialog, FindingDialog) else 0
        found = self.finder.poll(dialog)
        if found is not None:
            self.deal_winnable(found)
        elif not self.finder.working:
            if isinstance(dialog, FindingDialog):
                self.close_dialog()
            self.say(_("The search for a winnable deal stopped without an answer."), error=True)
        elif isinstance(dialog, FindingDialog) and dialog.tried == tried:
            return
        self.dirty = True

    def compose(self) -> Scene:
        """Lay out the frame to draw: the table, the view, what moves and where."""
        held, table = self.pointer.held, self.table
        hidden = {card for card, *_rest in self._moving} | self.animator.cards()
        hidden |= {card for card, _rect in self._bouncing}
        if self.celebration is not None:
            hidden |= set(self.celebration.cards[: self.celebration.launched])
        hidden |= {card for card, _rect in held}
        moving = tuple(m for m in self._moving if m[0] not in {c for c, _r in held})
        return Scene(
            table,
            self.view,
            frozenset(hidden),
            moving,
            held,
            self.drop_highlight(table),
            self._bouncing,
            self.hint_rects(table),
        )

    def draw(self) -> None:
        """Draw the scene and show it."""
        self.painter.paint(self.screen, self.compose(), self.dialog)

    def hint_rects(self, table: Table) -> tuple[Rect, ...]:
        """What the hint outlines: the cards that move (the stock for a tap), their pile."""
        mark = self.solving.mark
        if mark is None:
            return ()
        rects = [table.spot_rect(mark.source, mark.first)]
        if mark.target is not None:
            target = table.state.pile(mark.target)
            rects.append(table.spot_rect(mark.target, max(0, len(target) - 1)))
        return tuple(rects)

    def drop_highlight(self, table: Table | None = None) -> Rect | None:
        """The pile the held cards would legally land on if let go now, or None."""
        drag = self.pointer.drag
        grab = drag.grab
        if not drag.dragging or grab is None:
            return None
        return (table or self.table).landing(drag.dragged_rects()[0], grab.pile, grab.count)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size; everything scales."""
        before = self.layout.width * self.layout.height  # as laid out last
        self.screen = pygame.display.get_surface() or self.screen
        size = self.screen.get_size()
        self.layout = Layout.for_size(max(size[0], 1), max(size[1], 1))
        self.art.resize(self.layout.card_w)
        self.animator.clear()
        self.pointer.drag.cancel()
        self.celebration = None
        self.toolbar.place(self.layout, self.session.code)
        if self.dialog is not None:
            self.dialog.layout(self.screen.get_rect())
        self.renderer.invalidate(size_changed=True)
        if size[0] * size[1] < before:
            give_back_memory()  # the larger frame's surfaces are gone

    def invalidate(self) -> None:
        """Redraw everything on the next frame."""
        self.renderer.invalidate()
        self.dirty = True


def ctrl_c_closes_the_window() -> Callable[[], None]:
    """Ctrl+C in the terminal the game runs from asks the window to close, as its close
    button does (the game's time and the window are saved, no traceback); a second
    Ctrl+C interrupts as usual. A handler set by someone else, or Ctrl+C ignored (a game
    started in the background), is left alone. Returns what gives the old handler back."""
    import signal

    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return lambda: None

    def close(signum: int, frame: object) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def give_back() -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)

    signal.signal(signal.SIGINT, close)
    return give_back


def run(
    code: str | None = None, draw: int | None = None, size: tuple[int, int] | None = None
) -> int:
    """Open the window and play; the `canfield play` command."""
    configure_log(level="WARNING", format="canfield: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    store = Store()
    # The settings are read without their pydantic model; the model is loaded when
    # needed (Settings, a save), or just after the first frame if the file holds
    # anything it would speak of (see `first_look`).
    look = first_look(store.settings_path)
    settings: Settings | None = None
    chosen: FirstLook | Settings
    if look is None:  # a value only the model reads: ask it now
        settings = chosen = store.load_settings()
    else:
        chosen = look
    set_language(chosen.language)
    if code:
        try:
            code = str(engine.parse_code(code))
        except engine.BadGameCode as exc:
            print(_("canfield: {reason}").format(reason=explain(exc)), file=sys.stderr)
            return 2
    problem = open_display()  # before the session, which would start or lock a game
    if problem is not None:
        print(
            _("canfield: no display to open a window on: {reason}").format(reason=problem),
            file=sys.stderr,
        )
        return 1
    session = Session.open(store, settings, code=code, draw=draw, defer_settings=True)
    if pygame.display.get_driver() == "x11":
        # A plain shared-memory framebuffer: otherwise SDL shows the window through an
        # OpenGL texture and loads the GL driver (with Mesa's software one, ~100 MiB and
        # 50 ms before the first frame) for a table that is drawn in software anyway.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    pygame.font.init()
    first = first_window(size or chosen.window_size, chosen.window_position)
    note = size_note(size, first)
    if note is not None:
        print(note, file=sys.stderr)
    try:
        try:
            app = App(session, size=first, face_cache=FaceCache(default_folder()))
        except pygame.error as exc:  # the display is there, but it gives no window
            print(
                _("canfield: the window could not be opened: {reason}").format(reason=exc),
                file=sys.stderr,
            )
            return 1
        if chosen.fullscreen:
            app.fill_screen(True)
        return app.run()
    finally:
        pygame.quit()
