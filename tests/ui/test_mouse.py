"""Mouse play through the window's own loop: drags, taps, the stock, undo and redo."""

from __future__ import annotations

import pygame
import pytest

from canfield import engine
from canfield.engine import Move, PileName
from canfield.ui.dialogs.options import SettingsDialog

from ..positions import TAPS, WORKED, worked
from .conftest import MakeDriver
from .driver import Driver, build, names

# The manual's worked example (RULES.md), laid out card by card: base 7♥; reserve top
# Q♣, then 8♥, Q♠, J♠; columns 6♣, K♥, Q♥, A♠.
# -- drags -----------------------------------------------------------------------------


def test_drag_reserve_to_column(ui: Driver) -> None:
    ui.set_position(worked())
    ui.drag_cards("R", -1, "C2")
    assert ui.pile("C2") == "K♥ Q♣"
    assert ui.pile("R").endswith("J♠ Q♠ 8♥")
    assert len(ui.state.reserve) == 12
    assert ui.state.score == 0
    assert ui.session.history.moves[-1] == Move("R", "C2")
    assert ui.session.history.can_undo
    assert not ui.app.pointer.drag.active


def test_worked_example_by_mouse(ui: Driver) -> None:
    """RULES.md's opening: R>C2 by drag, R>F1 by tap, C2:2>C4 by dragging the run."""
    ui.set_position(worked())
    ui.drag_cards("R", -1, "C2")
    ui.tap("R")
    assert ui.pile("F1") == "7♥ 8♥"
    assert ui.state.score == 5
    ui.drag_cards("C2", 0, "C4")
    assert engine.describe(ui.state) == (
        "Stock: 34 cards; waste empty; reserve: 10 cards, top: jack of spades. Foundations, "
        "start rank 7: hearts up to 8 of hearts (2), spades empty, diamonds empty, clubs "
        "empty. column 1: 6 of clubs; column 2: queen of spades; column 3: queen of hearts; "
        "column 4: ace of spades, king of hearts, queen of clubs."
    )
    assert [str(m) for m in ui.session.history.moves] == ["R>C2", "R>F1", "C2:2>C4"]


def test_drag_a_run_from_the_middle_of_a_column(ui: Driver) -> None:
    ui.set_position(
        build(
            base="2D", foundations=("2D", "", "", ""), columns=("KS QD JC 10H 9S", "QH", "4D", "5C")
        )
    )
    ui.drag_cards("C1", 2, "C2")  # J♣ 10♥ 9♠ onto Q♥
    assert ui.pile("C1") == "K♠ Q♦"
    assert ui.pile("C2") == "Q♥ J♣ 10♥ 9♠"
    assert ui.session.history.moves[-1] == Move("C1", "C2", 3)


def test_a_press_below_a_broken_run_lifts_nothing(ui: Driver) -> None:
    start = build(
        base="2D", foundations=("2D", "", "", ""), columns=("KS 7D JC 10H", "QH", "4D", "5C")
    )
    ui.set_position(start)
    ui.drag_cards("C1", 1, "C4")  # 7♦ J♣ 10♥ is not a run
    assert ui.state == start
    assert not ui.session.history.can_undo


def test_drag_back_from_a_foundation_then_place_it_again(ui: Driver) -> None:
    """R8 take-back costs nothing; placing the card again scores again (R22)."""
    ui.set_position(
        build(
            base="7H",
            foundations=("7H 8H", "", "", ""),
            columns=("10D 9S", "KH", "QH", "AS"),
            score=10,
        )
    )
    ui.drag_cards("F1", -1, "C1")
    assert ui.pile("F1") == "7♥"
    assert ui.pile("C1") == "10♦ 9♠ 8♥"
    assert ui.state.score == 10
    ui.tap("C1")
    assert ui.pile("F1") == "7♥ 8♥"
    assert ui.pile("C1") == "10♦ 9♠"
    assert ui.state.score == 15


def test_drag_the_base_card_back(ui: Driver) -> None:
    ui.set_position(
        build(base="7H", foundations=("7H", "", "", ""), columns=("8S", "KH", "QH", "AS"))
    )
    ui.drag_cards("F1", -1, "C1")
    assert ui.pile("F1") == ""
    assert ui.pile("C1") == "8♠ 7♥"


def test_drag_onto_a_foundation(ui: Driver) -> None:
    ui.set_position(worked())
    ui.drag_cards("R", -1, "C2")
    ui.drag_cards("R", -1, "F1")
    assert ui.pile("F1") == "7♥ 8♥"
    assert ui.state.score == 5


# -- illegal drops -----------------------------------------------------------------------


ON_A_RED_KING = "A queen of clubs goes on the king of hearts or the king of diamonds, not on"


@pytest.mark.parametrize(
    ("target", "why"),
    [
        ("C3", f"{ON_A_RED_KING} the queen of hearts."),
        ("C1", f"{ON_A_RED_KING} the 6 of clubs."),
        ("F1", "The queen of clubs belongs on the clubs foundation, not on the hearts foundation."),
        ("F2", "The queen of clubs belongs on the clubs foundation, not on the spades foundation."),
    ],
)
def test_an_illegal_drop_changes_nothing_and_says_why(
    ui: Driver, target: PileName, why: str
) -> None:
    start = worked()
    ui.set_position(start)
    ui.drag_cards("R", -1, target)  # Q♣ fits on none of these
    assert ui.state == start
    assert not ui.session.history.can_undo
    assert ui.app.view.status == why
    assert ui.app.view.status_error
    assert not ui.app.pointer.drag.active


def test_a_run_onto_a_foundation_is_refused(ui: Driver) -> None:
    start = build(base="JC", foundations=("JC", "", "", ""), columns=("KD QC", "4H", "4D", "5C"))
    ui.set_position(start)
    ui.drag_cards("C1", 0, "F1")
    assert ui.state == start
    assert ui.app.view.status == "Only one card at a time goes onto a foundation."
    assert ui.app.view.status_error


def test_a_drop_on_the_felt_or_the_reserve_changes_nothing(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    lead = ui.card_rect("C1")
    ui.drag(ui.grab_point("C1"), (lead.centerx - 2 * ui.app.layout.card_w, 700))
    assert ui.state == start
    ui.drag(ui.grab_point("C4"), ui.grab_point("R"))
    assert ui.state == start
    assert not ui.session.history.can_undo


# -- taps ----------------------------------------------------------------------------------


# base 2♦: foundations ♦ ♠ ♥ ♣; 5♥ (waste top) cannot go home, 2♥ (reserve top) can.
def test_tap_sends_a_card_to_its_foundation(ui: Driver) -> None:
    ui.set_position(build(**TAPS))
    ui.tap("R")
    assert ui.pile("F3") == "2♥"
    assert ui.state.score == 5
    assert ui.session.history.moves[-1] == Move("R", "F3")


def test_tap_sends_a_card_to_the_longest_column(ui: Driver) -> None:
    ui.set_position(build(**TAPS))
    ui.tap("W")
    assert ui.pile("C3") == "9♦ 8♣ 7♥ 6♣ 5♥"
    assert ui.pile("C1") == "6♠"
    assert ui.pile("W") == "9♣ 3♠"
    assert ui.state.score == 0


def test_tap_ties_go_to_the_leftmost_column(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"columns": ("KD", "6S", "JH", "6C")}))
    ui.tap("W")
    assert ui.pile("C2") == "6♠ 5♥"
    assert ui.pile("C4") == "6♣"


def test_tap_a_covered_card_moves_its_run(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"columns": ("10S 9H", "KD", "9D 8C 7H", "JH")}))
    ui.tap("C3", 1)  # 8♣ with 7♥ onto 9♥
    assert ui.pile("C1") == "10♠ 9♥ 8♣ 7♥"
    assert ui.pile("C3") == "9♦"


def test_a_tap_with_no_place_does_nothing(ui: Driver) -> None:
    start = build(**TAPS | {"columns": ("KS", "QS", "JS", "4C")})
    ui.set_position(start)
    ui.tap("W")
    ui.tap("F1")  # a foundation card never moves on a tap (take-back is by drag)
    ui.tap("C2")
    assert ui.state == start


def test_double_click_off_only_sends_cards_home(make_driver: MakeDriver) -> None:
    ui = make_driver(double_click=False)
    start = build(**TAPS)
    ui.set_position(start)
    ui.tap("W")  # 5♥ would go to a column with Double click on
    assert ui.state == start
    ui.tap("R")  # 2♥ still goes home
    assert ui.pile("F3") == "2♥"
    assert ui.pile("W") == "9♣ 3♠ 5♥"


def test_turning_double_click_off_in_settings(ui: Driver) -> None:
    start = build(**TAPS)
    ui.set_position(start)
    ui.press_button("settings")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    ui.click(dialog.double_click.rect.center)
    assert ui.session.settings.double_click is False
    ui.click(ui.dialog_button("cancel").center)
    assert ui.app.flow.dialog is None
    ui.tap("W")
    assert ui.state == start


def test_the_second_click_of_a_double_click_moves_nothing(ui: Driver) -> None:
    # 5♥ goes from the reserve to C3; the reserve's next card, 4♠, fits on it, so a second
    # click on the same spot would move it too — unless it is the double-click's second.
    ui.set_position(build(**TAPS | {"waste": "9C 3S", "reserve": "KC 4S 5H"}))
    point = ui.grab_point("R")
    ui.click(point)
    assert ui.pile("C3").endswith("6♣ 5♥")
    ui.click(point, wait=0.2)
    assert ui.pile("R") == "K♣ 4♠"
    ui.click(point, wait=0.5)  # a new click, later
    assert ui.pile("C3").endswith("5♥ 4♠")


def test_the_second_click_of_a_double_click_finding_no_place_says_nothing(ui: Driver) -> None:
    # 2♥ goes home from the reserve; the 4♠ under it has no place: the double-click's
    # second click is not a tap of its own, so no refusal is shown for it.
    ui.set_position(build(**TAPS | {"reserve": "4S 2H"}))
    point = ui.grab_point("R")
    ui.click(point)
    assert ui.pile("R") == "4♠"
    ui.click(point, wait=0.2)
    assert not ui.app.view.status_error
    ui.click(point, wait=0.5)  # a click of its own, later, is told
    assert ui.app.view.status == "That card has no place to go."
    assert ui.app.view.status_error


def test_a_waste_card_under_the_top_does_not_play(ui: Driver) -> None:
    start = build(**TAPS | {"waste": "QH 4S 5H"})
    ui.set_position(start)
    ui.tap("W", 0)  # 2♥ is shown fanned in Draw 3 but is not the top
    assert ui.state == start


# -- the stock -------------------------------------------------------------------------


def test_stock_draws_three_in_draw_3(ui: Driver) -> None:
    stock = ui.state.stock
    assert len(stock) == 34
    ui.tap("S")
    assert ui.state.waste == (stock[-1], stock[-2], stock[-3])
    assert ui.state.stock == stock[:-3]
    ui.tap("S", wait=0.1)  # the stock answers every click, however quick
    assert len(ui.state.waste) == 6
    assert ui.state.waste[-1] == stock[-6]


def test_stock_draws_one_in_draw_1(make_driver: MakeDriver) -> None:
    ui = make_driver("CF1-D1-AAAAACL")
    stock = ui.state.stock
    ui.tap("S")
    assert ui.state.waste == (stock[-1],)
    assert len(ui.state.stock) == 33


def test_the_last_draw_turns_what_is_left_then_the_empty_stock_recycles(ui: Driver) -> None:
    ui.set_position(build(**WORKED | {"stock": "2S 3S", "waste": "4S 5S 6S"}, fill="reserve"))
    ui.tap("S")
    assert ui.pile("W") == "4♠ 5♠ 6♠ 3♠ 2♠"
    assert ui.pile("S") == ""
    ui.tap("S")  # the empty stock: the waste turns over, order kept
    assert ui.pile("S") == "2♠ 3♠ 6♠ 5♠ 4♠"
    assert ui.pile("W") == ""
    assert ui.state.score == 0
    ui.tap("S")
    assert ui.pile("W") == "4♠ 5♠ 6♠"


def test_recycle_in_draw_1(ui: Driver) -> None:
    ui.set_position(build(**WORKED | {"stock": "", "waste": "4S 5S 6S"}, draw=1, fill="reserve"))
    ui.tap("S")
    assert ui.pile("S") == "6♠ 5♠ 4♠"
    ui.tap("S")
    assert ui.pile("W") == "4♠"


def test_an_empty_stock_and_waste_do_nothing(ui: Driver) -> None:
    start = build(**WORKED | {"stock": ""}, fill="reserve")
    ui.set_position(start)
    ui.tap("S")
    assert ui.state == start
    assert not ui.session.history.can_undo


# -- undo and redo -------------------------------------------------------------------------


def test_undo_and_redo_buttons(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    ui.drag_cards("R", -1, "C2")
    ui.tap("R")
    after = ui.state
    assert after.score == 5
    ui.press_button("undo")
    assert ui.state.score == 0
    assert ui.pile("R").endswith("8♥")
    assert ui.session.history.can_redo
    ui.press_button("undo")
    assert ui.state == start
    assert not ui.session.history.can_undo
    assert not next(b for b in ui.app.view.buttons if b.action == "undo").enabled
    ui.press_button("redo")
    ui.press_button("redo")
    assert ui.state == after
    assert not ui.session.history.can_redo
    assert not next(b for b in ui.app.view.buttons if b.action == "redo").enabled


def test_undo_and_redo_keys(ui: Driver) -> None:
    start = ui.state
    ui.tap("S")
    drawn = ui.state
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert ui.state == start
    ui.key(pygame.K_y, pygame.KMOD_LCTRL)
    assert ui.state == drawn
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)
    ui.key(pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert ui.state == drawn
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)  # nothing left: says so, changes nothing
    assert ui.state == start
    assert ui.app.view.status == "Nothing to undo."


def test_a_new_action_after_undo_clears_redo(ui: Driver) -> None:
    ui.tap("S")
    ui.press_button("undo")
    ui.tap("S")
    assert not ui.session.history.can_redo
    assert names(ui.state.waste) == names(engine.apply(engine.deal(ui.session.code), "S").waste)


# -- the hand ------------------------------------------------------------------------------


def test_a_press_that_wanders_off_is_no_click(ui: Driver) -> None:
    start = ui.state
    s = ui.grab_point("S")
    ui.drag(s, (s[0] + 300, s[1] + 300))  # off the stock: nothing is drawn
    assert ui.state == start
    ui.drag(s, (s[0] + 2, s[1] + 1))  # a wobble within the threshold is still a click
    assert len(ui.state.waste) == 3


def test_a_drop_back_on_its_own_pile_is_no_move(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    p = ui.grab_point("C2")
    ui.drag(p, (p[0] + 15, p[1] + 20))
    assert ui.state == start
    assert not ui.app.view.status_error
    assert not ui.app.pointer.drag.active


def test_escape_during_a_drag_lets_the_cards_go_back(ui: Driver) -> None:
    start = worked()
    ui.set_position(start)
    start_point = ui.grab_point("R")
    target = ui.landing("C2")
    ui.down(start_point)
    ui.step()
    ui.move((start_point[0] + 40, start_point[1] + 40))
    ui.step()
    assert ui.app.pointer.drag.dragging
    ui.key(pygame.K_ESCAPE)
    assert not ui.app.pointer.drag.active
    ui.up(target.center)
    ui.step()
    assert ui.state == start


def test_draw_3_fans_what_is_left_of_the_last_draw(ui: Driver) -> None:
    """After a draw and a play from the waste, the waste's new top is tapped where it is drawn."""
    # The stock's top card is turned first: 9♣, 4♠, then 5♥ on top.
    ui.set_position(build(**TAPS | {"waste": "", "stock": "5H 4S 9C"}, fill="reserve"))
    ui.tap("S")
    assert ui.pile("W") == "9♣ 4♠ 5♥"
    ui.tap("W")
    assert ui.pile("C3") == "9♦ 8♣ 7♥ 6♣ 5♥"
    ui.tap("W")  # 4♠, now the top of what is left of the draw
    assert ui.pile("C3") == "9♦ 8♣ 7♥ 6♣ 5♥ 4♠"
    assert ui.pile("W") == "9♣"


def test_undo_takes_back_a_refill_too(ui: Driver) -> None:
    ui.set_position(worked())
    ui.drag_cards("R", -1, "C2")
    ui.tap("R")
    before = ui.state
    ui.drag_cards("C2", 0, "C4")  # C2 empties and the reserve refills it (R12)
    assert ui.pile("C2") == "Q♠"
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert ui.state == before
    assert ui.pile("C2") == "K♥ Q♣"


def test_the_next_move_clears_an_error_message(ui: Driver) -> None:
    ui.set_position(worked())
    ui.drag_cards("R", -1, "C3")
    assert ui.app.view.status_error
    ui.drag_cards("R", -1, "C2")
    assert ui.pile("C2") == "K♥ Q♣"
    assert not ui.app.view.status_error


def test_two_quick_clicks_send_two_cards_home(ui: Driver) -> None:
    """Q♣ then K♥ from the reserve, clicked on the same spot within 0.4 s: the second
    click acts on another card than the first one moved, so it is no double-click echo."""
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC"
    ui.set_position(
        build(
            base="2D",
            reserve="KH QC",
            foundations=("2D", "", hearts, clubs),
            columns=("6S", "KD", "9D", "JS"),
        )
    )
    point = ui.grab_point("R")
    ui.click(point)
    assert ui.pile("F4").endswith("J♣ Q♣")
    ui.click(point, wait=0.2)
    assert ui.pile("F3").endswith("Q♥ K♥")
    assert ui.state.score == 10
