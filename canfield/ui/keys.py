"""Playing with the keyboard: shortcuts, the focus, tapping, picking up and putting down.

Arrows move a focus between piles and along a column (see `keyboard`), Enter taps the
focused card, Space picks cards up and puts them down elsewhere (the keyboard's drag),
D draws, 1–4 jump to a column, P reads the position in words, Esc lets go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from canfield import engine
from canfield.i18n import _, explain
from canfield.ui import keyboard
from canfield.ui.layout import COLUMNS
from canfield.ui.pointer import sentence
from canfield.ui.table import movable_count

if TYPE_CHECKING:
    from canfield.ui.app import App

_SHORTCUTS = {
    (pygame.K_z, True, False): "undo",
    (pygame.K_z, True, True): "redo",
    (pygame.K_y, True, False): "redo",
    (pygame.K_n, True, False): "new",
    (pygame.K_c, True, False): "copy",
    (pygame.K_q, True, False): "quit",
    (pygame.K_F2, False, False): "new",
    (pygame.K_F1, False, False): "rules",
}
_ARROWS = {
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
}


class Keys:
    """What the keyboard does on the table. Owned by the app; the focus lives in its view."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.shown = False

    @property
    def focus(self) -> keyboard.Focus | None:
        """The focus the player can see (None while the mouse is in use)."""
        return self.app.view.focus if self.shown else None

    def hide_focus(self) -> None:
        """The mouse took over: the focus ring goes (it comes back with the next key)."""
        if self.shown:
            self.shown = False
            self.app.invalidate()

    def show(self, focus: keyboard.Focus) -> None:
        """Put the focus somewhere and show it."""
        self.app.view.focus = focus
        self.shown = True

    def after_change(self) -> None:
        """The position changed: keep the focus on a card that exists."""
        view = self.app.view
        if view.focus is not None:
            view.focus = keyboard.clamp(self.app.state, view.focus)

    def reset(self) -> None:
        """A new deal: the focus returns to the top of its pile, nothing is held."""
        view = self.app.view
        view.held = None
        if view.focus is not None:
            view.focus = keyboard.top_of(self.app.state, view.focus[0])

    def key(self, event: pygame.event.Event) -> None:
        """One key press on the table."""
        app = self.app
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        action = _SHORTCUTS.get((event.key, ctrl, shift))
        if action:
            app.command(action)
            return
        if ctrl:
            return
        key = event.key
        state = app.state
        if key in _ARROWS:
            # The first arrow after the mouse took over resumes from the last focus.
            self.show(keyboard.step(state, app.view.focus, _ARROWS[key]))
        elif pygame.K_1 <= key <= pygame.K_4:
            self.show(keyboard.top_of(state, COLUMNS[key - pygame.K_1]))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.tap()
        elif key == pygame.K_SPACE:
            self.pick_or_put()
        elif key == pygame.K_d:
            app.act(lambda: app.session.tap("S"))
        elif key == pygame.K_p:
            app.speak()
        elif key == pygame.K_ESCAPE:
            if app.view.held is not None:
                app.view.held = None
                app.set_status(_("Put back."))
            else:
                app.view.panel = ""
        else:
            return
        app.invalidate()

    def _visible_focus(self) -> keyboard.Focus | None:
        """The focus to act on; a first Enter/Space only shows it."""
        if self.focus is None:
            current = self.app.view.focus
            self.show(keyboard.clamp(self.app.state, current) if current else
                      keyboard.top_of(self.app.state, "C1"))
            return None
        return keyboard.clamp(self.app.state, self.focus)

    def tap(self) -> None:
        """Enter: what a click on the focused card does (R19)."""
        app = self.app
        focus = self._visible_focus()
        if focus is None:
            return
        pile, index = focus
        if pile == "S":
            app.act(lambda: app.session.tap("S"))
            return
        if not app.state.pile(pile):
            return
        count = len(app.state.pile(pile)) - index
        move = engine.tap(app.state, pile, count, double_click=app.session.settings.double_click)
        if move is None:
            app.set_status(_("That card has no place to go."), error=True)
            return
        app.act(lambda: app.session.play(move))

    def pick_or_put(self) -> None:
        """Space: pick up the focused card(s), or put the held ones down on the focus.

        This is the keyboard's drag, so it may also take a card back from a foundation
        (R8's take-back, for players who do not use a mouse).
        """
        app = self.app
        focus = self._visible_focus()
        if focus is None:
            return
        state = app.state
        pile, index = focus
        if app.view.held is None:
            if pile == "S":
                app.act(lambda: app.session.tap("S"))
                return
            count = movable_count(state, pile, index)
            if not state.pile(pile):
                app.set_status(_("There is nothing to pick up here."), error=True)
                return
            if not count:
                app.set_status(_("Those cards cannot move together."), error=True)
                return
            app.view.held = (pile, len(state.pile(pile)) - count)
            card = state.pile(pile)[-count]
            app.set_status(
                _("Picked up {card}: move to a pile and press Space; Esc puts it back.").format(
                    card=card
                )
            )
            return
        source, first = app.view.held
        app.view.held = None
        if source == pile:
            app.set_status(_("Put back."))
            return
        count = len(state.pile(source)) - first
        try:
            outcome = app.session.play(engine.Move(source, pile, count))  # type: ignore[arg-type]
        except engine.IllegalMove as exc:
            app.set_status(sentence(explain(exc)), error=True)
            return
        app.after(outcome)
