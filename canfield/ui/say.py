"""What the status line says when an input does nothing: the engine's reason when it has
one (in the player's language), else a sentence of the window's own."""

from __future__ import annotations

from canfield.engine import COLUMNS, GameState, IllegalMove, Move, PileName, refusal, tap
from canfield.explain import explain
from canfield.i18n import _


def sentence(reason: str) -> str:
    """An engine reason as a sentence for the status line."""
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


def refused(exc: IllegalMove) -> str:
    """A refusal as the player reads it."""
    return sentence(explain(exc))


def cannot_lift(state: GameState, pile: PileName, index: int) -> str:
    """Why a press on card `index` of `pile` lifts nothing."""
    cards = state.pile(pile)
    if not cards:
        return _("There is nothing to pick up here.")
    if pile == "S":
        return _("The stock is only tapped: click it to draw.")
    if pile in COLUMNS:
        other = next(c for c in COLUMNS if c != pile)
        exc = refusal(state, Move(pile, other, len(cards) - index))
        if exc is not None:
            return refused(exc)
    if pile == "W":
        return _("Only the top card of the waste plays.")
    if pile == "R":
        return _("Only the top card of the reserve plays.")
    return _("Only the top card of a foundation can be taken back.")


def no_place(state: GameState, pile: PileName, count: int = 1) -> str:
    """Why a tap moved nothing: with Double click off, a card that a column would take
    is told how to get there, not that it has no place."""
    if pile.startswith("F"):
        return _("Drag a foundation card to take it back onto a column.")
    if tap(state, pile, count, double_click=True) is not None:
        return _(
            "Double click is off: drag the card to the column, or press Space on it and on "
            "the column (Settings turns Double click on)."
        )
    return _("That card has no place to go.")


def footer(double_click: bool) -> str:
    """The status line's reminder of what a click (R19, with or without Double click) and
    the keys do."""
    if double_click:
        return _(
            "Click: to a foundation, else a column · Drag: move · Arrows, Enter, Space: "
            "keyboard · F1: help"
        )
    return _("Click: to a foundation · Drag: move · Arrows, Enter, Space: keyboard · F1: help")
