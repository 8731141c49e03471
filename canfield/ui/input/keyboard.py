"""Playing with the keyboard: shortcuts, the focus, tapping, picking up and putting down.

Arrows move a focus between piles and along a column (see `focus`), Enter taps the
focused card, Space picks cards up and puts them down elsewhere (the keyboard's drag),
D draws, 1–4 jump to a column, P reads the position in words, Esc lets go. Tab (or Up
from the top row) takes the focus into the toolbar, where Left/Right and Tab move along
the buttons and Enter or Space presses one; every button also has a key of its own
(`SHORTCUTS`). Each key becomes an intent for the app; the controller itself keeps only
the focus and the cards picked up.
"""

from __future__ import annotations

import pygame

from canfield.engine import COLUMNS, GameState, Move, PileName, movable
from canfield.i18n import _, aloud, say
from canfield.ui.input import focus as geometry
from canfield.ui.input.focus import TOP_ROW, Focus
from canfield.ui.input.intents import Command, CommandName, Intent, Play, Say, Tap
from canfield.ui.input.toolbar import Toolbar
from canfield.ui.say import cannot_lift
from canfield.values import record

SHORTCUTS: dict[tuple[int, bool, bool], CommandName] = {
    (pygame.K_z, True, False): "undo",
    (pygame.K_z, True, True): "redo",
    (pygame.K_y, True, False): "redo",
    (pygame.K_n, True, False): "new",
    (pygame.K_c, True, False): "copy",
    (pygame.K_q, True, False): "quit",
    (pygame.K_F2, False, False): "new",
    (pygame.K_F1, False, False): "rules",
    (pygame.K_F3, False, False): "stats",
    (pygame.K_F4, False, False): "settings",
    (pygame.K_COMMA, True, False): "settings",
    (pygame.K_F11, False, False): "fullscreen",
}
QUERY_KEYS: dict[int, CommandName] = {
    pygame.K_r: "repeat",
    pygame.K_l: "where",
    pygame.K_k: "read_pile",
    pygame.K_f: "foundations",
    pygame.K_c: "counts",
    pygame.K_t: "score_time",
}
"""Keys that ask rather than act (heard when speech is on, shown in the status line):
R the last message again, L where the focus is, K the focused pile card by card,
F the foundations, C the reserve, stock and waste counts, T the score and time."""
_ARROWS = {
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
}


@record
class Picked:
    """Cards picked up with Space: `count` cards from index `index` of `pile`."""

    pile: PileName
    index: int
    count: int


class Keyboard:
    """What the keyboard does on the table: the focus, the cards held, and the intents."""

    def __init__(self, bar: Toolbar | None = None) -> None:
        self.bar = bar if bar is not None else Toolbar()
        """The toolbar, whose buttons the focus can also reach."""
        self.focus: Focus | None = None
        """The last focus, kept while the mouse is in use so the arrows resume from it."""
        self.shown = False
        self.held: Picked | None = None

    @property
    def visible(self) -> Focus | None:
        """The focus the player can see (None while the mouse is in use)."""
        return self.focus if self.shown else None

    def hide(self) -> None:
        """The mouse took over: the focus ring goes (it comes back with the next key)."""
        self.shown = False
        self.bar.focus_on(None)

    def show(self, focus: Focus) -> None:
        """Put the focus somewhere and show it."""
        self.focus = focus
        self.shown = True

    def follow(self, before: GameState, after: GameState) -> None:
        """An action changed the position: the focus follows its pile's top card, and
        whatever was picked up is put down."""
        self.held = None
        if self.focus is not None:
            self.focus = geometry.follow(before, after, self.focus)

    def reset(self, state: GameState) -> None:
        """A new deal: the focus returns to the top of its pile, nothing is held."""
        self.held = None
        if self.focus is not None:
            self.focus = geometry.top_of(state, self.focus[0])

    # -- keys ------------------------------------------------------------------------

    def key(self, event: pygame.event.Event, state: GameState) -> Intent | None:
        """One key press on the table."""
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        command = SHORTCUTS.get((event.key, ctrl, shift))
        if command:
            return Command(command)
        if ctrl:
            return None
        key = event.key
        if self.bar.focus is not None:
            return self._bar_key(key, shift, state)
        if key == pygame.K_TAB:
            self._into_bar(state, last=shift)
        elif key == pygame.K_UP and self.shown and self.focus and self.focus[0] in TOP_ROW:
            self._into_bar(state, last=False)
        elif key in _ARROWS:
            # The first arrow after the mouse took over resumes from the last focus.
            self.show(geometry.step(state, self.focus, _ARROWS[key]))
        elif pygame.K_1 <= key <= pygame.K_4:
            self.show(geometry.top_of(state, COLUMNS[key - pygame.K_1]))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.tap(state)
        elif key == pygame.K_SPACE:
            return self.pick_or_put(state)
        elif key == pygame.K_d:
            return Tap("S")
        elif key == pygame.K_p:
            return Command("speak")
        elif key == pygame.K_h:
            return Command("hint")
        elif key == pygame.K_w:
            return Command("check")
        elif key == pygame.K_g:
            return Command("lost")
        elif key == pygame.K_v:
            return Command("watch")
        elif key in QUERY_KEYS:
            return Command(QUERY_KEYS[key])
        elif key == pygame.K_ESCAPE:
            if self.held is not None:
                self.held = None
                return Say(_("Put back."))
            return Command("hush")
        return None

    # -- the toolbar -------------------------------------------------------------------

    def _into_bar(self, state: GameState, *, last: bool) -> None:
        """Move the focus from the table to the toolbar (if it shows any button)."""
        if self.bar.enter(last=last):
            self.shown = False
        elif not self.shown:
            self.show(self.focus or geometry.top_of(state, "C1"))

    def _bar_key(self, key: int, shift: bool, state: GameState) -> Intent | None:
        """A key while a toolbar button has the focus: Left/Right and Tab move along the
        bar, Enter or Space press the button, Down or Esc go back to the table; the
        table's own keys (D, H, 1–4 …) act as ever and bring the focus back to it."""
        bar = self.bar
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            bar.step(1 if key == pygame.K_RIGHT else -1, wrap=True)
            return None
        if key == pygame.K_UP:
            return None  # nothing is above the toolbar
        if key == pygame.K_TAB:
            if not bar.step(-1 if shift else 1, wrap=False):
                self.show(self.focus or geometry.top_of(state, "C1"))
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            command = bar.focused_command()
            if command is None:
                return Say(_("That button cannot be used now."), error=True)
            return command
        bar.focus_on(None)
        if key in (pygame.K_DOWN, pygame.K_ESCAPE):
            self.show(self.focus or geometry.top_of(state, "C1"))
            return None
        return self.key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0), state)

    def _acting_focus(self, state: GameState) -> Focus | None:
        """The focus to act on; a first Enter/Space only shows it."""
        if not self.shown:
            current = self.focus
            self.show(geometry.clamp(state, current) if current else geometry.top_of(state, "C1"))
            return None
        assert self.focus is not None
        return geometry.clamp(state, self.focus)

    def tap(self, state: GameState) -> Intent | None:
        """Enter: what a click on the focused card does (R19)."""
        focus = self._acting_focus(state)
        if focus is None:
            return None
        pile, index = focus
        if pile == "S":
            return Tap("S")
        if not state.pile(pile):
            return Say(_("There is no card here to play."), error=True)
        count = movable(state, pile, index)
        if not count:
            return Say(cannot_lift(state, pile, index), error=True)
        return Tap(pile, count)

    def pick_or_put(self, state: GameState) -> Intent | None:
        """Space: pick up the focused card(s), or put the held ones down on the focus.

        This is the keyboard's drag, so it may also take a card back from a foundation
        (R8's take-back, for players who do not use a mouse).
        """
        focus = self._acting_focus(state)
        if focus is None:
            return None
        pile, index = focus
        held = self.held
        if held is None:
            if pile == "S":
                return Tap("S")
            count = movable(state, pile, index)
            if not count:
                return Say(cannot_lift(state, pile, index), error=True)
            self.held = Picked(pile, index, count)
            card = state.pile(pile)[-count]
            template = _("Picked up {card}: move to a pile and press Space; Esc puts it back.")
            with aloud():
                heard = say(template, card=card)
            return Say(say(template, card=card), spoken=heard)
        self.held = None
        if held.pile == pile:
            return Say(_("Put back."))
        return Play(Move(held.pile, pile, held.count))
