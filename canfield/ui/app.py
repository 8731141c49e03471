"""The game window: the event loop, and what the player's input does to the game.

The loop runs in three phases — events → update (animations only) → draw — and draws
only when something changed. Idle, it sleeps between polls (measured: about 0.3 % of a
core, where `pygame.event.wait` costs several percent because SDL polls inside it);
while cards move or the pointer is down it runs at about 60 frames per second. The
mouse and the keyboard have controllers of their own (`pointer`, `keys`).
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
from canfield.engine.describe import LANGUAGES as DESCRIBE_LANGUAGES
from canfield.i18n import _, explain, set_language
from canfield.session import Outcome, Session
from canfield.store import Store
from canfield.ui import theme
from canfield.ui.anim import Animator, Celebration
from canfield.ui.art import CardArt, assets_dir
from canfield.ui.dialogs import Dialog, NoticeDialog, WinDialog
from canfield.ui.drag import DragController
from canfield.ui.help import RulesDialog
from canfield.ui.keys import Keys
from canfield.ui.layout import DEFAULT_SIZE, FOUNDATIONS, MIN_SIZE, Layout
from canfield.ui.new_game import NewGameDialog
from canfield.ui.options import SettingsDialog, StatsDialog
from canfield.ui.pointer import Pointer, sentence
from canfield.ui.render import Renderer, View
from canfield.ui.table import Placed, drop_target, place, waste_fan
from canfield.ui.widgets import Button, copy_text

log = logging.getLogger(__name__)

IDLE_SLEEP_MS = 33
ACTIVE_SLEEP_MS = 16
IDLE_AFTER_SECONDS = 1.0
"""After this long without events the loop polls at the slower idle rate."""


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
        set_icon()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Canfield"))
        self._set_minimum_size()
        self.layout = Layout.for_size(*self.screen.get_size())
        self.art = CardArt(self.layout.card_w)
        self.renderer = Renderer(self.art)
        self.view = View(code=session.code)
        self.animator = Animator()
        self.pointer = Pointer(self)
        self.keys = Keys(self)
        self.dialog: Dialog | None = None
        self.celebration: Celebration | None = None
        self.celebrated = session.won
        self.running = True
        self.dirty = True
        self.last_event = 0.0
        self._drawn_fan = self.fan
        self._hidden: set[Card] = set()
        self._changed: list[Rect] = []
        self._build_buttons()
        self._update_buttons()
        pygame.key.set_repeat(300, 40)
        pygame.key.stop_text_input()
        problems = session.warnings()
        if problems:
            self.notice(_("Some files could not be used"), "\n\n".join(problems))

    @property
    def drag(self) -> DragController:
        """The drag controller (owned by the pointer)."""
        return self.pointer.drag

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
            Button(_("New game"), "new", tooltip=_("Deal a new game (Ctrl+N, F2)")),
            Button(_("Undo"), "undo", tooltip=_("Take back the last action (Ctrl+Z)")),
            Button(_("Redo"), "redo", tooltip=_("Play the undone action again (Ctrl+Y)")),
            Button(_("Hint"), "hint", enabled=False, tooltip=_("Hints come with the solver")),
            Button(_("Settings"), "settings", tooltip=_("Double click, animations")),
            Button(_("Statistics"), "stats", tooltip=_("Games played, won, streaks")),
            Button(_("Rules"), "rules", tooltip=_("How to play, and the keys (F1)")),
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
        return self.animator.busy or self.pointer.drag.active or self.celebration is not None

    def pause(self) -> None:
        """Sleep until the next poll: a frame while busy or just after input, longer idle."""
        if self.busy() or self.clock() - self.last_event < IDLE_AFTER_SECONDS:
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
        kind = event.type
        if kind == pygame.QUIT:
            self.running = False
        elif kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.screen.get_size())
        elif kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.invalidate()
        elif kind == pygame.WINDOWFOCUSLOST:
            self.pointer.cancel()
            self.pointer.leave()
        elif kind == pygame.WINDOWLEAVE:
            self.pointer.leave()
        elif self.dialog is not None:
            self._dialog_event(event)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer.press(event.pos)
        elif kind == pygame.MOUSEMOTION:
            self.pointer.motion(event)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer.release(event)
        elif kind == pygame.KEYDOWN:
            if self.pointer.drag.active:
                # Keys never change the table under the hand; Esc lets the cards go back.
                if event.key == pygame.K_ESCAPE:
                    self.pointer.cancel()
                return
            self.keys.key(event)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size; everything scales."""
        width, height = max(size[0], 1), max(size[1], 1)
        self.layout = Layout.for_size(width, height)
        self.art.resize(self.layout.card_w)
        self.animator.clear()
        self.pointer.drag.cancel()
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

    def describe(self, state: GameState) -> str:
        """A position in words, in the player's language when `describe` speaks it."""
        lang = (self.session.settings.language or "en").split("_")[0].split("-")[0]
        return engine.describe(state, lang if lang in DESCRIBE_LANGUAGES else "en")

    def speak(self) -> None:
        """Read the position in words into the panel and onto standard output."""
        words = self.describe(self.state)
        self.view.panel = words
        print(words, flush=True)

    # -- commands and dialogs --------------------------------------------------------

    def command(self, action: str) -> None:
        """A toolbar button or a shortcut."""
        self.pointer.cancel()
        if action == "undo":
            self.act(self.session.undo, quiet_none=_("Nothing to undo."))
        elif action == "redo":
            self.act(self.session.redo, quiet_none=_("Nothing to redo."))
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
        self.pointer.cancel()
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
        self.view.panel = ""
        self.keys.reset()
        self.set_status(
            _("New game {code}: Draw {n}.").format(code=self.session.code, n=self.session.draw)
        )
        self._update_buttons()
        self._place_buttons()
        stock = self.layout.slots["S"]
        final = self.placements()
        dealt = [p if p.pile == "S" else Placed(p.card, "S", 0, Rect(stock), False) for p in final]
        self.animator.transition(
            dealt,
            final,
            self.clock(),
            enabled=self.session.settings.animations,
            stagger=0.03,
        )
        self.invalidate()

    def _show_warnings(self) -> None:
        problems = self.session.warnings()
        if problems:
            self.set_status(" ".join(problems), error=True)

    # -- applying actions ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position on the table."""
        return self.session.state

    @property
    def fan(self) -> int:
        """How many waste cards are fanned now (R15; see `waste_fan`)."""
        return waste_fan(self.session.history)

    def placements(self, state: GameState | None = None, fan: int | None = None) -> list[Placed]:
        """Where every card of a position is drawn (the current one by default)."""
        return place(self.layout, state or self.state, self.fan if fan is None else fan)

    def act(self, action: Callable[[], Outcome | None], quiet_none: str = "") -> Outcome | None:
        """Run a session action; show the rule an illegal one breaks; animate the result."""
        try:
            outcome = action()
        except engine.IllegalMove as exc:
            self.set_status(sentence(explain(exc)), error=True)
            return None
        if outcome is None:
            if quiet_none:
                self.set_status(quiet_none)
            return None
        self.after(outcome)
        return outcome

    def after(self, outcome: Outcome, starts: dict[Card, Rect] | None = None) -> None:
        """After any action: animate, update buttons and status, save warnings, the win."""
        self.animator.transition(
            self.placements(outcome.before, self._drawn_fan),
            self.placements(outcome.after),
            self.clock(),
            starts=starts or {},
            enabled=self.session.settings.animations,
        )
        self.view.held = None
        self.keys.after_change()
        if self.view.panel:
            self.view.panel = self.describe(outcome.after)
        self.set_status("")
        self._update_buttons()
        self._show_warnings()
        if self.session.won and not self.celebrated:
            self.celebrated = True
            self._celebrate()
        self.invalidate()

    def animate(self, before: GameState, after: GameState, starts: dict[Card, Rect]) -> None:
        """Slide cards from where they are (or from `starts`) to their places."""
        self.animator.transition(
            self.placements(before),
            self.placements(after),
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
            for depth in range(12, -1, -1):
                for name, pile in zip(FOUNDATIONS, state.foundations, strict=True):
                    if len(pile) > depth:
                        cards.append(pile[depth])
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
        drag = self.pointer.drag
        if drag.dragging and drag.grab is not None:
            dragged = list(zip(drag.grab.cards, drag.dragged_rects(), strict=False))
            hidden |= set(drag.grab.cards)
        if hidden != self._hidden:
            self._hidden = hidden
            self.renderer.invalidate()
        whole = not self.renderer.cached or self.dialog is not None or self.celebration is not None
        changed = [rect for _card, rect, *_rest in moving] + [rect for _card, rect in dragged]
        changed = [r.inflate(8, 8).move(2, 3) for r in changed]  # the drag shadow too
        target = self._drop_highlight()
        if target is not None:
            changed.append(target.inflate(12, 12))
        view = self.view
        view.fan = self._drawn_fan = self.fan
        focus, view.focus = view.focus, self.keys.focus
        self.renderer.frame(
            self.screen,
            self.layout,
            self.state,
            view,
            hidden=hidden,
            moving=moving,
            dragged=dragged,
            areas=None if whole else self._changed + changed,
            target=target,
        )
        view.focus = focus
        if self.celebration is not None:
            self._draw_celebration(now)
        if self.dialog is not None:
            self.dialog.draw(self.screen)
        # Only the moving cards changed since the last frame when the still layer was
        # reused: redraw and send just their old and new places (a whole 1280×800 flip
        # costs a few milliseconds under X11; these rectangles a fraction of that).
        if whole:
            pygame.display.flip()
        else:
            pygame.display.update(self._changed + changed)
        self._changed = changed
        # Busy: the next pass draws again. A layer dropped during this frame (the end of
        # the celebration) must be drawn too.
        self.dirty = self.busy() or not self.renderer.cached

    def _drop_highlight(self) -> Rect | None:
        """The pile the held cards would legally land on if let go now, or None."""
        drag = self.pointer.drag
        grab = drag.grab
        if not drag.dragging or grab is None:
            return None
        state = self.state
        target = drop_target(self.layout, state, drag.dragged_rects()[0], grab.pile)
        if target is None or target == grab.pile:
            return None
        try:
            engine.apply(state, engine.Move(grab.pile, target, grab.count))
        except engine.IllegalMove:
            return None
        top = max(0, len(state.pile(target)) - 1)
        return self.renderer.spot_rect(self.layout, state, target, top, self.fan)

    def _draw_celebration(self, now: float) -> None:
        assert self.celebration is not None
        bar, status = self.layout.toolbar, self.layout.status
        self.screen.set_clip(Rect(0, bar.bottom, self.layout.width, status.top - bar.bottom))
        for card, x, y in self.celebration.step(now):
            rect = Rect(round(x), round(y), *self.layout.card_size)
            self.renderer.draw_card(self.screen, card, rect, True)
        self.screen.set_clip(None)
        if self.celebration.done:
            self.celebration = None
            self.invalidate()


def set_icon() -> None:
    """The window's icon: the ace of spades from our own card set, on a clear square."""
    try:
        card = pygame.image.load_sized_svg(str(assets_dir() / "cards" / "AS.svg"), (46, 64))
    except (pygame.error, FileNotFoundError, OSError):
        return  # the default icon will do
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    icon.blit(card, card.get_rect(center=(32, 32)))
    pygame.display.set_icon(icon)


def window_size() -> tuple[int, int]:
    """The first window: the default size, shrunk to fit a small screen."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return DEFAULT_SIZE
    return (
        max(MIN_SIZE[0], min(DEFAULT_SIZE[0], desktop[0] * 9 // 10)),
        max(MIN_SIZE[1], min(DEFAULT_SIZE[1], desktop[1] * 85 // 100)),
    )


def run(
    code: str | None = None, draw: int | None = None, size: tuple[int, int] | None = None
) -> int:
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
            print(_("canfield: {reason}").format(reason=explain(exc)), file=sys.stderr)
            return 2
    session = Session(store, settings, code=code, draw=draw)
    pygame.display.init()
    if pygame.display.get_driver() == "x11":
        # A plain shared-memory framebuffer: otherwise SDL shows the window through an
        # OpenGL texture and loads the GL driver (with Mesa's software one, ~100 MiB and
        # 50 ms before the first frame) for a table that is drawn in software anyway.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    pygame.font.init()
    try:
        return App(session, size=size or window_size()).run()
    finally:
        pygame.quit()
