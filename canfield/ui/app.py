"""The game window: the event loop, and input turned into moves for the session.

The loop runs in three phases — events → update (animations only) → draw — and draws
only when something changed. Idle, it sleeps between polls (about 0.3 % of a core);
while cards move or the pointer is down it runs at up to 60 frames per second.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import warnings
from collections.abc import Callable

import pygame
from pygame import Rect

from canfield import engine
from canfield.engine import Card, GameState
from canfield.i18n import _, set_language
from canfield.session import Outcome, Session
from canfield.store import Store
from canfield.ui import keyboard, theme
from canfield.ui.anim import Animator, Celebration
from canfield.ui.art import CardArt
from canfield.ui.dialogs import (
    Dialog,
    NewGameDialog,
    NoticeDialog,
    RulesDialog,
    SettingsDialog,
    StatsDialog,
    WinDialog,
)
from canfield.ui.drag import Click, DragController, Drop, Grab
from canfield.ui.layout import COLUMNS, DEFAULT_SIZE, FOUNDATIONS, MIN_SIZE, Layout
from canfield.ui.render import Renderer, View
from canfield.ui.table import Placed, drop_target, hit, movable_count, place
from canfield.ui.widgets import Button, copy_text

log = logging.getLogger(__name__)

FRAME = 1 / 60
IDLE_SLEEP_MS = 33
ACTIVE_SLEEP_MS = 16
DOUBLE_CLICK_SECONDS = 0.4


def _modifiers(event: pygame.event.Event) -> tuple[bool, bool]:
    mod = getattr(event, "mod", 0)
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)), bool(mod & pygame.KMOD_SHIFT)


class App:
    """The window and everything the player does in it."""

    def __init__(
        self,
        session: Session,
        size: tuple[int, int] = DEFAULT_SIZE,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.session = session
        self.clock = clock
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Canfield"))
        self._set_minimum_size()
        self.layout = Layout.for_size(*self.screen.get_size())
        self.art = CardArt(self.layout.card_w)
        self.renderer = Renderer(self.art)
        self.view = View(code=session.code)
        self.drag = DragController()
        self.animator = Animator()
        self.dialog: Dialog | None = None
        self.celebration: Celebration | None = None
        self.celebrated = session.won
        self.running = True
        self.dirty = True
        self.show_focus = False
        self.last_event = 0.0
        self.last_tap = (-1.0, (0, 0))
        self._hidden: set[Card] = set()
        self._build_buttons()
        self._update_buttons()
        pygame.key.set_repeat(300, 40)
        pygame.key.stop_text_input()
        for warning in session.warnings():
            self.notice(_("A file could not be used"), warning)

    # -- setup -----------------------------------------------------------------------

    def _set_minimum_size(self) -> None:
        # Older pygame-ce has no Window: the layout copes with any size.
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            # from_display_module is the way to reach a set_mode window in pygame-ce 2.5;
            # it warns about surface rendering, which this app does not do through it.
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE

    def _build_buttons(self) -> None:
        self.view.buttons = [
            Button(_("New game"), "new", tooltip=_("Ctrl+N")),
            Button(_("Undo"), "undo", tooltip=_("Ctrl+Z")),
            Button(_("Redo"), "redo", tooltip=_("Ctrl+Y")),
            Button(_("Hint"), "hint", enabled=False, tooltip=_("Hints come with the solver")),
            Button(_("Settings"), "settings"),
            Button(_("Statistics"), "stats"),
            Button(_("Rules"), "rules", tooltip=_("F1")),
        ]
        self._place_buttons()

    def _place_buttons(self) -> None:
        """Lay the toolbar out: the buttons on the left, shrinking the text until the
        score, draw mode and game code still fit on the right."""
        bar = self.layout.toolbar
        info = "  ".join(
            [
                _("Score {score}").format(score=255),
                _("Draw {n}").format(n=3),
                self.session.code,
            ]
        )
        size = max(12, bar.height * 2 // 5)
        while True:
            pad = max(6, size)
            widths = [theme.font(size).size(b.label)[0] + pad * 2 for b in self.view.buttons]
            needed = sum(widths) + 6 * len(widths) + 8
            needed += theme.font(size, True).size(info)[0] + size * 4 + 24
            if needed <= bar.width or size <= 9:
                break
            size -= 1
        self.view.bar_size = size
        x = 8
        height = bar.height - 10
        for b, w in zip(self.view.buttons, widths, strict=True):
            b.rect = Rect(x, bar.y + 5, w, height)
            x += w + 6

    def _update_buttons(self) -> None:
        for b in self.view.buttons:
            if b.action == "undo":
                b.enabled = self.session.history.can_undo
            elif b.action == "redo":
                b.enabled = self.session.history.can_redo
        self.view.code = self.session.code

    # -- the loop --------------------------------------------------------------------

    def run(self) -> int:
        """Play until the window closes; returns the exit code."""
        while self.running:
            self.step()
            self.pause()
        return 0

    def busy(self) -> bool:
        """True while anything moves or the pointer holds something."""
        return self.animator.busy or self.drag.active or self.celebration is not None

    def pause(self) -> None:
        """Sleep until the next poll: a frame while busy, longer when idle."""
        if self.busy() or self.clock() - self.last_event < 1.0:
            pygame.time.wait(ACTIVE_SLEEP_MS)
        else:
            pygame.time.wait(IDLE_SLEEP_MS)

    def step(self) -> None:
        """One pass of the loop: handle waiting events, advance animations, draw if needed."""
        for event in pygame.event.get():
            self.last_event = self.clock()
            try:
                self.handle(event)
            except Exception:  # a bug must not cost the player the game: log and go on
                log.exception("error while handling %s", event)
                self.set_status(_("Something went wrong; the game is unchanged."), error=True)
        if self.busy():
            self.dirty = True
        if self.dirty:
            self.draw()

    # -- events ----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """Dispatch one event."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.screen.get_size())
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.invalidate()
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            if self.drag.active:
                self._fly_back()
            return
        if self.dialog is not None:
            self._dialog_event(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size; everything scales."""
        width, height = max(size[0], 1), max(size[1], 1)
        self.layout = Layout.for_size(width, height)
        self.art.resize(self.layout.card_w)
        self.animator.clear()
        self.drag.cancel()
        self.celebration = None
        self._place_buttons()
        if self.dialog is not None:
            self.dialog.layout(self.screen.get_rect())
        self.renderer.invalidate(size_changed=True)
        self.dirty = True

    def invalidate(self) -> None:
        """Redraw the still layer on the next frame."""
        self.renderer.invalidate()
        self.dirty = True

    # -- mouse -----------------------------------------------------------------------

    def _press(self, pos: tuple[int, int]) -> None:
        for b in self.view.buttons:
            b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        if self.layout.toolbar.collidepoint(pos) or self.layout.status.collidepoint(pos):
            self.invalidate()
            return
        if self.celebration is not None:
            self.celebration = None
            self.invalidate()
        self.show_focus = False
        state = self.state
        spot = hit(self.layout, state, pos)
        if spot is None:
            return
        grab = None
        if spot.index is not None:
            count = movable_count(state, spot.pile, spot.index)
            if count:
                rects = [
                    p.rect
                    for p in place(self.layout, state)
                    if p.pile == spot.pile and p.index >= spot.index
                ]
                grab = Grab(spot.pile, spot.index, count, rects[-count:])
        self.drag.press(pos, spot.pile, spot.index, grab)

    def _motion(self, event: pygame.event.Event) -> None:
        hover_changed = False
        for b in self.view.buttons:
            was = b.hover
            b.handle(event)
            hover_changed |= was != b.hover
        code_hover = self.view.code_rect.collidepoint(event.pos)
        if code_hover != self.view.code_hover:
            self.view.code_hover = code_hover
            hover_changed = True
        if hover_changed:
            self.invalidate()
        if self.drag.active:
            was_dragging = self.drag.dragging
            if self.drag.motion(event.pos):
                if not was_dragging:
                    self.invalidate()  # the lifted cards leave the still layer
                self.dirty = True

    def _release(self, event: pygame.event.Event) -> None:
        for b in self.view.buttons:
            if b.handle(event):
                self.command(b.action)
                self.invalidate()
                return
        if self.view.code_rect.collidepoint(event.pos) and not self.drag.dragging:
            self.command("copy")
            return
        if not self.drag.active:
            return
        result = self.drag.release(event.pos)
        if isinstance(result, Click):
            self._click(result, event.pos)
        elif isinstance(result, Drop):
            self._drop(result)
        self.invalidate()

    def _click(self, click: Click, pos: tuple[int, int]) -> None:
        """A tap (R19): the stock draws; a card goes to its foundation or, with Double
        click on, to a column. The second click of a double-click never moves a card."""
        now = self.clock()
        last_time, last_pos = self.last_tap
        if (
            now - last_time < DOUBLE_CLICK_SECONDS
            and abs(pos[0] - last_pos[0]) <= 8
            and abs(pos[1] - last_pos[1]) <= 8
            and click.pile != "S"
        ):
            self.last_tap = (-1.0, (0, 0))
            return
        if click.pile == "S":
            self._act(lambda: self.session.tap("S"))
            return
        if click.index is None:
            return
        count = len(self.state.pile(click.pile)) - click.index
        outcome = self._act(lambda: self.session.tap(click.pile, count))
        if outcome is not None:
            self.last_tap = (now, pos)

    def _drop(self, drop: Drop) -> None:
        grab = drop.grab
        state = self.state
        starts = {}
        cards = state.pile(grab.pile)[-grab.count :]
        for card, rect in zip(cards, self.drag_rects_for(drop), strict=False):
            starts[card] = rect
        target = drop_target(self.layout, state, drop.lead, grab.pile)
        if target is None:
            self._animate(state, state, starts)
            return
        move = engine.Move(grab.pile, target, grab.count)
        try:
            outcome = self.session.play(move)
        except engine.IllegalMove as exc:
            self.set_status(str(exc).capitalize() + ".", error=True)
            self._animate(state, state, starts)
            return
        self._after(outcome, starts)

    def drag_rects_for(self, drop: Drop) -> list[Rect]:
        """The rectangles of all dragged cards at the drop, from the lead card's."""
        first = drop.grab.rects[0]
        dx, dy = drop.lead.x - first.x, drop.lead.y - first.y
        return [r.move(dx, dy) for r in drop.grab.rects]

    def _fly_back(self) -> None:
        rects = self.drag.dragged_rects()
        grab = self.drag.grab
        self.drag.cancel()
        if grab is not None:
            cards = self.state.pile(grab.pile)[-grab.count :]
            self._animate(self.state, self.state, dict(zip(cards, rects, strict=False)))
        self.invalidate()

    # -- keyboard --------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        ctrl, shift = _modifiers(event)
        key = event.key
        shortcuts = {
            (pygame.K_z, True, False): "undo",
            (pygame.K_z, True, True): "redo",
            (pygame.K_y, True, False): "redo",
            (pygame.K_n, True, False): "new",
            (pygame.K_c, True, False): "copy",
            (pygame.K_q, True, False): "quit",
        }
        action = shortcuts.get((key, ctrl, shift))
        if action is None and not ctrl:
            action = {pygame.K_F2: "new", pygame.K_F1: "rules"}.get(key)
        if action:
            self.command(action)
            return
        if ctrl:
            return
        arrows = {
            pygame.K_LEFT: "left",
            pygame.K_RIGHT: "right",
            pygame.K_UP: "up",
            pygame.K_DOWN: "down",
        }
        state = self.state
        if key in arrows:
            self.show_focus = True
            self.view.focus = keyboard.step(
                state, self.view.focus if self._focus_shown() else None, arrows[key]
            )
        elif pygame.K_1 <= key <= pygame.K_4:
            self.show_focus = True
            self.view.focus = keyboard.top_of(state, COLUMNS[key - pygame.K_1])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._key_tap()
        elif key == pygame.K_SPACE:
            self._key_pick_or_put()
        elif key == pygame.K_d:
            self._act(lambda: self.session.tap("S"))
        elif key == pygame.K_p:
            self.speak()
        elif key == pygame.K_ESCAPE:
            if self.view.held is not None:
                self.view.held = None
                self.set_status(_("Put back."))
            else:
                self.view.panel = ""
        else:
            return
        self.invalidate()

    def _focus_shown(self) -> bool:
        return self.show_focus and self.view.focus is not None

    def _key_tap(self) -> None:
        if self.view.focus is None:
            self.view.focus = keyboard.top_of(self.state, "C1")
            self.show_focus = True
            return
        pile, index = keyboard.clamp(self.state, self.view.focus)
        if pile == "S":
            self._act(lambda: self.session.tap("S"))
            return
        count = len(self.state.pile(pile)) - index
        if self._act(lambda: self.session.tap(pile, count)) is None:
            self.set_status(_("That card has no place to go."), error=True)

    def _key_pick_or_put(self) -> None:
        state = self.state
        if self.view.focus is None:
            self.view.focus = keyboard.top_of(state, "C1")
            self.show_focus = True
            return
        pile, index = keyboard.clamp(state, self.view.focus)
        if self.view.held is None:
            if pile == "S":
                self._act(lambda: self.session.tap("S"))
                return
            count = movable_count(state, pile, index)
            if not count:
                self.set_status(_("Those cards cannot move together."), error=True)
                return
            self.view.held = (pile, len(state.pile(pile)) - count)
            card = state.pile(pile)[-count]
            self.set_status(
                _("Picked up {card}: move to a pile and press Space; Esc puts it back.").format(
                    card=card
                )
            )
            return
        source, first = self.view.held
        self.view.held = None
        if source == pile:
            self.set_status(_("Put back."))
            return
        count = len(state.pile(source)) - first
        try:
            outcome = self.session.play(engine.Move(source, pile, count))
        except engine.IllegalMove as exc:
            self.set_status(str(exc).capitalize() + ".", error=True)
            return
        self._after(outcome)

    def speak(self) -> None:
        """Read the position in words into the panel and onto standard output."""
        words = engine.describe(self.state)
        self.view.panel = words
        print(words, flush=True)

    # -- commands --------------------------------------------------------------------

    def command(self, action: str) -> None:
        """A toolbar button or a shortcut."""
        if action == "undo":
            self._act(self.session.undo, quiet_none=_("Nothing to undo."))
        elif action == "redo":
            self._act(self.session.redo, quiet_none=_("Nothing to redo."))
        elif action == "new":
            self.open(NewGameDialog(self.session.settings.draw))
        elif action == "settings":
            s = self.session.settings
            self.open(SettingsDialog(s.double_click, s.animations))
        elif action == "stats":
            self.open(StatsDialog(self.session.stats))
        elif action == "rules":
            self.open(RulesDialog())
        elif action == "copy":
            if copy_text(self.session.code):
                self.set_status(_("Game code {code} copied.").format(code=self.session.code))
            else:
                self.set_status(_("Game code: {code}").format(code=self.session.code))
        elif action == "quit":
            self.running = False
        self.invalidate()

    def open(self, dialog: Dialog) -> None:
        """Show a modal dialog."""
        self.drag.cancel()
        self.dialog = dialog
        dialog.layout(self.screen.get_rect())
        if isinstance(dialog, NewGameDialog):
            pygame.key.start_text_input()
        self.invalidate()

    def close_dialog(self) -> None:
        """Back to the table."""
        self.dialog = None
        pygame.key.stop_text_input()
        self.invalidate()

    def notice(self, title: str, message: str) -> None:
        """A message the player reads once."""
        self.open(NoticeDialog(title, message))

    def _dialog_event(self, event: pygame.event.Event) -> None:
        dialog = self.dialog
        assert dialog is not None
        result = dialog.handle(event)
        self.dirty = True
        if result is None:
            return
        kind = result[0]
        if kind == "settings":
            settings = self.session.settings.model_copy(
                update={"double_click": result[1], "animations": result[2]}
            )
            self.session.set_settings(settings)
            self._show_warnings()
            return
        self.close_dialog()
        if kind == "deal":
            _kind, code, draw = result
            if draw != self.session.settings.draw:
                self.session.set_settings(self.session.settings.model_copy(update={"draw": draw}))
            self.session.new_game(code, draw)
            self._new_table()
        elif kind == "restart":
            self.session.restart()
            self._new_table()
        elif kind == "new":
            self.open(NewGameDialog(self.session.settings.draw))
        self._show_warnings()

    def _new_table(self) -> None:
        """A new deal is on the table: the cards fly out of the stock to their places."""
        self.animator.clear()
        self.celebration = None
        self.celebrated = False
        self.view.held = None
        self.view.panel = ""
        self.set_status(
            _("New game {code}: Draw {n}.").format(code=self.session.code, n=self.session.draw)
        )
        self._update_buttons()
        self._place_buttons()
        state = self.state
        stock = self.layout.slots["S"]
        dealt = [
            Placed(p.card, "S", 0, Rect(stock), False) if p.pile != "S" else p
            for p in place(self.layout, state)
        ]
        self.animator.transition(
            dealt,
            place(self.layout, state),
            self.clock(),
            enabled=self.session.settings.animations,
            stagger=0.03,
        )
        self.invalidate()

    def _show_warnings(self) -> None:
        warnings = self.session.warnings()
        if warnings:
            self.set_status(" ".join(warnings), error=True)

    # -- applying actions ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position on the table."""
        return self.session.state

    def _act(self, action: Callable[[], Outcome | None], quiet_none: str = "") -> Outcome | None:
        try:
            outcome = action()
        except engine.IllegalMove as exc:
            self.set_status(str(exc).capitalize() + ".", error=True)
            return None
        if outcome is None:
            if quiet_none:
                self.set_status(quiet_none)
            return None
        self._after(outcome)
        return outcome

    def _after(self, outcome: Outcome, starts: dict[Card, Rect] | None = None) -> None:
        """After any action: animate, update buttons and status, save warnings, the win."""
        self._animate(outcome.before, outcome.after, starts or {})
        self.view.held = None
        if self.view.focus is not None:
            self.view.focus = keyboard.clamp(outcome.after, self.view.focus)
        if self.view.panel:
            self.view.panel = engine.describe(outcome.after)
        self.set_status("")
        self._update_buttons()
        self._show_warnings()
        if self.session.won and not self.celebrated:
            self.celebrated = True
            self._celebrate()
        self.invalidate()

    def _animate(self, before: GameState, after: GameState, starts: dict[Card, Rect]) -> None:
        self.animator.transition(
            place(self.layout, before),
            place(self.layout, after),
            self.clock(),
            starts=starts,
            enabled=self.session.settings.animations,
        )
        self.invalidate()

    def _celebrate(self) -> None:
        state = self.state
        self.set_status(_("You won with {score} points!").format(score=state.score))
        if self.session.settings.animations:
            cards, starts = [], []
            for _round in range(13):
                for name, pile in zip(FOUNDATIONS, state.foundations, strict=True):
                    if len(pile) > 12 - _round:
                        cards.append(pile[12 - _round])
                        starts.append(Rect(self.layout.slots[name]))
            self.celebration = Celebration(
                cards,
                starts,
                self.layout.column_bottom - self.layout.card_h,
                self.layout.width,
                self.clock(),
            )
        self.open(WinDialog(state.score))

    def set_status(self, message: str, *, error: bool = False) -> None:
        """The line at the bottom of the window."""
        if message != self.view.status or error != self.view.status_error:
            self.view.status, self.view.status_error = message, error
            self.invalidate()

    # -- drawing ---------------------------------------------------------------------

    def draw(self) -> None:
        """Compose and show one frame."""
        now = self.clock()
        moving = self.animator.frame(now)
        hidden = {card for card, *_rest in moving} | self.animator.cards()
        if self.celebration is not None:
            hidden |= set(self.celebration.cards[: self.celebration.launched])
        dragged: list[tuple[Card, Rect]] = []
        if self.drag.dragging and self.drag.grab is not None:
            grab = self.drag.grab
            cards = self.state.pile(grab.pile)[-grab.count :]
            dragged = list(zip(cards, self.drag.dragged_rects(), strict=False))
            hidden |= set(cards)
        if hidden != self._hidden:
            self._hidden = hidden
            self.renderer.invalidate()
        view = self.view
        focus, view.focus = view.focus, view.focus if self.show_focus else None
        self.renderer.frame(
            self.screen,
            self.layout,
            self.state,
            view,
            hidden=hidden,
            moving=moving,
            dragged=dragged,
        )
        view.focus = focus
        if self.celebration is not None:
            bar, status = self.layout.toolbar, self.layout.status
            self.screen.set_clip(Rect(0, bar.bottom, self.layout.width, status.top - bar.bottom))
            for card, x, y in self.celebration.step(now):
                self.renderer.draw_card(
                    self.screen, card, Rect(round(x), round(y), *self.layout.card_size), True
                )
            self.screen.set_clip(None)
            if self.celebration.done:
                self.celebration = None
                self.invalidate()
        if self.dialog is not None:
            self.dialog.draw(self.screen)
        pygame.display.flip()
        self.dirty = self.busy()


def run(code: str | None = None, draw: int | None = None) -> int:
    """Open the window and play; the `canfield play` command."""
    logging.basicConfig(level=logging.WARNING, format="canfield: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    store = Store()
    settings = store.load_settings()
    set_language(settings.language)
    if code:
        try:
            code = str(engine.parse_code(code))
        except engine.BadGameCode as exc:
            print(_("canfield: {reason}").format(reason=exc), file=sys.stderr)
            return 2
    session = Session(store, settings, code=code, draw=draw)
    pygame.display.init()
    pygame.font.init()
    try:
        app = App(session)
        return app.run()
    finally:
        pygame.quit()
