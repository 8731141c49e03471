"""The pictures and words of a deal and of a win, worked out apart from acting on them."""

from __future__ import annotations

from pygame import Rect

from canfield.engine import FOUNDATIONS, GameState
from canfield.i18n import _, decimal, ngettext, number
from canfield.ui.dialogs.winnable import Found
from canfield.ui.draw.anim import Celebration
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Placed


def dealt_placements(final: list[Placed], layout: Layout) -> list[Placed]:
    """Where a new deal's cards start from: every card in the stock's slot (they fly out
    to `final`)."""
    stock = layout.slots["S"]
    return [p if p.pile == "S" else Placed(p.card, "S", 0, Rect(stock), False) for p in final]


def new_game_words(code: str, draw: int, restarted: bool) -> str:
    """The status line after a deal."""
    if restarted:
        return _("Game {code} restarted from its deal: Draw {n}.").format(code=code, n=draw)
    return _("New game {code}: Draw {n}.").format(code=code, n=draw)


def winnable_words(found: Found) -> str:
    """The status line after a winnable deal was found and dealt."""
    return ngettext(
        "New game {code}: a winnable deal ({n} deal tried, {seconds} s).",
        "New game {code}: a winnable deal ({n} deals tried, {seconds} s).",
        found.tried,
    ).format(code=found.code, n=number(found.tried), seconds=decimal(found.seconds))


def celebration(state: GameState, layout: Layout, now: float) -> Celebration:
    """The won foundations' cards leaping off, the top cards first."""
    cards, starts = [], []
    for depth in range(12, -1, -1):
        for name, pile in zip(FOUNDATIONS, state.foundations, strict=True):
            if len(pile) > depth:
                cards.append(pile[depth])
                starts.append(Rect(layout.slots[name]))
    return Celebration(cards, starts, layout.column_bottom - layout.card_h, layout.width, now)
