"""Keyboard-only play: arrows, 1–4, Space to pick up and put down, Enter taps, D, P, Esc."""

from __future__ import annotations

import errno
import io
import sys

import pygame
import pytest

from canfield import engine

from ..positions import TAPS, worked
from .driver import Driver, build


def test_worked_example_by_keyboard_only(ui: Driver) -> None:
    ui.set_position(worked())
    ui.key(pygame.K_1)  # focus C1's top
    assert ui.app.view.focus == ("C1", 0)
    ui.key(pygame.K_LEFT)  # the reserve
    assert ui.app.view.focus == ("R", 12)
    ui.key(pygame.K_SPACE)  # pick up Q♣
    assert ui.app.view.held == ("R", 12)
    ui.key(pygame.K_2)
    ui.key(pygame.K_SPACE)  # put it on K♥
    assert ui.pile("C2") == "K♥ Q♣"
    assert ui.app.view.held is None
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_LEFT)
    assert ui.app.view.focus is not None and ui.app.view.focus[0] == "R"
    ui.key(pygame.K_RETURN)  # tap 8♥: home
    assert ui.pile("F1") == "7♥ 8♥"
    assert ui.state.score == 5
    ui.key(pygame.K_2)
    ui.key(pygame.K_UP)  # K♥, under Q♣: the run of two
    assert ui.app.view.focus == ("C2", 0)
    ui.key(pygame.K_SPACE)
    ui.key(pygame.K_4)
    ui.key(pygame.K_SPACE)
    assert ui.pile("C4") == "A♠ K♥ Q♣"
    assert ui.pile("C2") == "Q♠"
    assert ui.pile("R").endswith("J♠")
    assert [str(m) for m in ui.session.history.moves] == ["R>C2", "R>F1", "C2:2>C4"]


def test_d_draws_and_enter_on_the_stock_draws(ui: Driver) -> None:
    stock = ui.state.stock
    ui.key(pygame.K_d, unicode="d")
    assert ui.state.waste == (stock[-1], stock[-2], stock[-3])
    ui.key(pygame.K_1)
    ui.key(pygame.K_UP)  # C1 → F1
    ui.key(pygame.K_LEFT)  # W
    ui.key(pygame.K_LEFT)  # S
    assert ui.app.view.focus is not None and ui.app.view.focus[0] == "S"
    ui.key(pygame.K_RETURN)
    assert len(ui.state.waste) == 6


def test_enter_on_a_card_with_no_place_says_so(ui: Driver) -> None:
    start = build(**TAPS | {"columns": ("KS", "QS", "JS", "4C")})
    ui.set_position(start)
    ui.key(pygame.K_2)
    ui.key(pygame.K_RETURN)
    assert ui.state == start
    assert ui.app.view.status == "That card has no place to go."
    assert ui.app.view.status_error


def test_space_on_an_illegal_target_changes_nothing(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    ui.key(pygame.K_1)
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_SPACE)  # Q♣
    ui.key(pygame.K_3)
    ui.key(pygame.K_SPACE)  # onto Q♥: refused
    assert ui.state == start
    assert ui.app.view.status == (
        "A queen of clubs goes on the king of hearts or the king of diamonds, "
        "not on the queen of hearts."
    )
    assert ui.app.view.status_error
    assert ui.app.view.held is None


def test_escape_puts_back(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    ui.key(pygame.K_1)
    ui.key(pygame.K_SPACE)
    assert ui.app.view.held == ("C1", 0)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.view.held is None
    ui.key(pygame.K_2)
    ui.key(pygame.K_SPACE)  # nothing held: this picks K♥ up, it does not drop 6♣
    assert ui.state == start


def test_p_describes_the_position(ui: Driver, capsys: pytest.CaptureFixture[str]) -> None:
    ui.set_position(worked())
    ui.key(pygame.K_p, unicode="p")
    words = engine.describe(ui.state)
    assert ui.app.view.panel == words
    assert words in capsys.readouterr().out
    ui.key(pygame.K_d)  # the panel follows the game
    assert ui.app.view.panel == engine.describe(ui.state)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.view.panel == ""


class _FullStdout(io.StringIO):
    """A standard output on a full disk (`canfield play > /dev/full`)."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_p_with_a_full_stdout_still_shows_the_words(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui.set_position(worked())
    monkeypatch.setattr(sys, "stdout", _FullStdout())
    ui.key(pygame.K_p, unicode="p")
    assert ui.app.view.panel == engine.describe(ui.state)
    assert not ui.app.view.status_error


def test_arrows_walk_every_pile(ui: Driver) -> None:
    seen = set()
    ui.key(pygame.K_DOWN)
    for _ in range(6):
        ui.key(pygame.K_RIGHT)
        assert ui.app.view.focus is not None
        seen.add(ui.app.view.focus[0])
    ui.key(pygame.K_UP)
    for _ in range(6):
        ui.key(pygame.K_RIGHT)
        assert ui.app.view.focus is not None
        seen.add(ui.app.view.focus[0])
    assert seen == set(engine.PILE_NAMES)


def test_space_on_an_empty_pile_says_there_is_nothing_to_pick_up(ui: Driver) -> None:
    ui.set_position(worked())
    ui.key(pygame.K_1)  # the focus shows on C1, a column of one card
    ui.key(pygame.K_UP)  # C1 → F1 (another Up would go on to the toolbar)
    ui.key(pygame.K_RIGHT)  # F2, empty
    assert ui.app.view.focus == ("F2", 0)
    ui.key(pygame.K_SPACE)
    assert ui.app.view.held is None
    assert ui.app.view.status == "There is nothing to pick up here."


def test_arrows_after_a_click_go_on_from_the_last_focus(ui: Driver) -> None:
    ui.set_position(worked())
    ui.key(pygame.K_3)
    assert ui.app.view.focus == ("C3", 0)
    ui.click((5, ui.app.layout.column_bottom - 5))  # the mouse hides the ring
    assert ui.app.keyboard.visible is None
    ui.key(pygame.K_RIGHT)
    assert ui.app.view.focus == ("C4", 0)


# The focus follows a pile's top card as the pile grows or shrinks (issue 7, defect 1).
# base 2♦: foundations ♦ ♠ ♥ ♣. Two draws turn 7♣ 5♣ 4♣, then 10♠ 9♠ 2♥: 2♥ on top.
GROWING = TAPS | {"waste": "", "reserve": "KC 3S", "stock": "2H 9S 10S 4C 5C 7C"}


def focus_the_waste(ui: Driver) -> None:
    ui.key(pygame.K_1)  # C1
    ui.key(pygame.K_UP)  # F1
    ui.key(pygame.K_LEFT)  # W
    assert ui.app.view.focus is not None and ui.app.view.focus[0] == "W"


def test_enter_on_the_waste_after_draws_plays_its_new_top(ui: Driver) -> None:
    ui.set_position(build(**GROWING, fill="reserve"))
    focus_the_waste(ui)
    ui.key(pygame.K_d, unicode="d")
    ui.key(pygame.K_d, unicode="d")
    assert ui.pile("W") == "7♣ 5♣ 4♣ 10♠ 9♠ 2♥"
    assert ui.app.view.focus == ("W", 5)
    ui.key(pygame.K_RETURN)  # the ringed 2♥ goes home
    assert ui.pile("F3") == "2♥"
    assert ui.app.view.focus == ("W", 4)  # on the waste's new top, 9♠


def test_space_on_the_waste_after_draws_picks_up_its_top(ui: Driver) -> None:
    ui.set_position(build(**GROWING, fill="reserve"))
    focus_the_waste(ui)
    ui.key(pygame.K_d, unicode="d")
    ui.key(pygame.K_SPACE)
    assert ui.app.view.held == ("W", 2)
    assert ui.app.view.status.startswith("Picked up 4♣")


def test_the_focus_follows_a_foundation_and_a_column_as_they_grow(ui: Driver) -> None:
    # 3♦ on the reserve goes onto 2♦ (F1); then 5♥ from the waste onto 6♠ (C1).
    ui.set_position(build(**TAPS | {"reserve": "KC 3D"}))
    ui.key(pygame.K_1)
    ui.key(pygame.K_UP)  # F1, on 2♦
    ui.key(pygame.K_DOWN)  # C1
    ui.key(pygame.K_LEFT)  # the reserve
    ui.key(pygame.K_SPACE)  # pick up 3♦
    ui.key(pygame.K_RIGHT)  # C1
    ui.key(pygame.K_UP)  # F1
    ui.key(pygame.K_SPACE)  # put it home
    assert ui.pile("F1") == "2♦ 3♦"
    assert ui.app.view.focus == ("F1", 1)
    ui.key(pygame.K_SPACE)  # picks up the top, 3♦ — not the covered 2♦
    assert ui.app.view.held == ("F1", 1)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_DOWN)  # C1, 6♠
    assert ui.app.view.focus == ("C1", 0)
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_UP)  # the stock
    ui.key(pygame.K_RIGHT)  # the waste: 5♥
    ui.key(pygame.K_SPACE)
    ui.key(pygame.K_1)
    ui.key(pygame.K_SPACE)  # 5♥ onto 6♠
    assert ui.pile("C1") == "6♠ 5♥"
    assert ui.app.view.focus == ("C1", 1)
    ui.key(pygame.K_SPACE)  # just the 5♥, not the run of two
    assert ui.app.view.held == ("C1", 1)


def test_cards_picked_up_with_space_are_lifted_and_ringed(ui: Driver) -> None:
    """As in a drag, the picked cards rise off their place, ringed in blue; the gold
    focus ring is not drawn over them; Esc puts them back down."""
    from canfield.ui.draw import theme
    from canfield.ui.draw.render import lift_height

    ui.key(pygame.K_2)  # the focus on column 2's top card, K♥
    place = ui.card_rect("C2")
    table = pygame.Rect(0, 0, ui.app.layout.width, ui.app.layout.status.top)

    def shown_table() -> bytes:
        return pygame.image.tobytes(ui.app.screen.subsurface(table), "RGB")

    before = shown_table()
    ui.key(pygame.K_SPACE)
    assert ui.app.keyboard.held is not None
    lifted = place.move(0, -lift_height(ui.app.layout))
    ring_y = lifted.inflate(12, 12).top + 1
    assert ui.app.screen.get_at((place.centerx, ring_y))[:3] == theme.SELECT
    assert ui.app.screen.get_at((place.centerx, place.inflate(6, 6).top + 1))[:3] != theme.FOCUS
    assert shown_table() != before
    assert ui.shown() == ui.full_redraw()
    ui.key(pygame.K_ESCAPE)
    assert ui.app.keyboard.held is None
    assert shown_table() == before  # the status line says "Put back."
