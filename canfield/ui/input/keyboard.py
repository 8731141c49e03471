"""Playing with the keyboard: shortcuts, the focus, tapping, picking up and putting down.

Arrows move a focus between piles and along a column (see `focus`), Enter taps the
focused card, Space picks cards up and puts them down elsewhere (the keyboard's drag),
D draws, 1–4 jump to a column, P reads the position in words, Esc lets go. Each key
becomes an intent for the app; the controller itself keeps only the focus and the cards
picked up.
"""

from __future__ import annotations

import pygame

from canfield.engine import COLUMNS, GameState, Move, PileName, movable
from canfield.i18n import _
from canfield.records import record
from canfield.ui.input import focus as geometry
from canfield.ui.input.focus import Focus
from canfield.ui.input.intents import Command, CommandName, Intent, Play, Say, Tap
from canfield.ui.say import cannot_lift

SHORTCUTS: dict[tuple[int, bool, bool], CommandName] = {
    (pygame.K_z, True, False): "undo",
    (pygame.K_z, True, True): "redo",
    (pygame.K_y, True, False): "redo",
    (pygame.K_n, True, False): "new",
    (pygame.K_c, True, False): "copy",
    (pygame.K_q, True, False): "quit",
    (pygame.K_F2, False, False): "new",
    (pygame.K_F1, False, False): "rules",
    (pygame.K_F11, False, False): "fullscreen",
}
_ARROWS = {
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
}


@record
class Held:
    """Cards picked up with Space: `count` cards from index `index` of `pile`."""

    pile: PileName
    index: int
    count: int


class Keyboard:
    """What the keyboard does on the table: the focus, the cards held, and the intents."""

    def __init__(self) -> None:
        self.focus: Focus | None = None
        """The last focus, kept while the mouse is in use so the arrows resume from it."""
        self.shown = False
        self.held: Held | None = None

    @property
    def visible(self) -> Focus | None:
        """The focus the player can see (None while the mouse is in use)."""
        return self.focus if self.shown else None

    def hide(self) -> None:
        """The mouse took over: the focus ring goes (it comes back with the next key)."""
        self.shown = False

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
        if key in _ARROWS:
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
        elif key == pygame.K_ESCAPE:
            if self.held is not None:
                self.held = None
                return Say(_("Put back."))
            return Command("hush")
        return None

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
            self.held = Held(pile, index, count)
            card = state.pile(pile)[-count]
            return Say(
                _("Picked up {card}: move to a pile and press Space; Esc puts it back.").format(
                    card=card
                )
            )
        self.held = None
        if held.pile == pile:
            return Say(_("Put back."))
        return Play(Move(held.pile, pile, held.count))
