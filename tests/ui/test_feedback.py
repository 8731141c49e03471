"""Every input that does nothing says why in the status line, or clears an older message.

Each test first leaves a refusal about another card on the status line (a drop of the
reserve's Q♣ onto Q♥), then does something that plays nothing, and reads the line.
Sentences that come from the engine are the engine's own words.
"""

from __future__ import annotations

import pygame

from ..positions import TAPS, worked
from .conftest import MakeDriver
from .driver import Driver, build

STALE = (
    "A queen of clubs goes on the king of hearts or the king of diamonds, "
    "not on the queen of hearts."
)


def stale_refusal(ui: Driver) -> None:
    ui.drag_cards("R", -1, "C3")
    assert ui.app.view.status == STALE
    assert ui.app.view.status_error


def test_a_tap_with_no_place_says_so(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"columns": ("KS", "QS", "JS", "4C"), "reserve": "QC"}))
    ui.drag_cards("R", -1, "C1")  # Q♣ on K♠: a black card on a black card
    assert ui.app.view.status == (
        "A queen of clubs goes on the king of hearts or the king of diamonds, "
        "not on the king of spades."
    )
    ui.tap("W")  # 5♥ fits nowhere
    assert ui.app.view.status == "That card has no place to go."
    assert ui.app.view.status_error


def test_a_click_on_a_foundation_card_says_it_is_dragged_back(ui: Driver) -> None:
    ui.set_position(worked())
    stale_refusal(ui)
    ui.tap("F1")
    assert ui.app.view.status == "Drag a foundation card to take it back onto a column."


def test_a_drop_on_the_reserve_gives_the_engines_reason(ui: Driver) -> None:
    ui.set_position(worked())
    stale_refusal(ui)
    ui.drag(ui.grab_point("C4"), ui.grab_point("R"))
    assert ui.app.view.status == "No card is ever put onto the reserve."
    assert ui.app.view.status_error


def test_a_drop_on_the_stock_or_the_waste_gives_the_engines_reason(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"columns": ("KS", "QS", "JS", "4C")}))
    start = ui.state
    ui.drag(ui.grab_point("C4"), ui.grab_point("S"))
    assert ui.app.view.status == "No card is ever put onto the stock."
    ui.drag(ui.grab_point("C4"), ui.grab_point("W"))
    assert ui.app.view.status == (
        "No card is ever put onto the waste; only the stock turns cards onto it."
    )
    assert ui.state == start


def test_a_drop_on_the_felt_clears_an_older_message(ui: Driver) -> None:
    ui.set_position(worked())
    stale_refusal(ui)
    ui.drag(ui.grab_point("C1"), (5, ui.app.layout.column_bottom - 5))
    assert ui.app.view.status == ""
    assert not ui.app.view.status_error


def test_a_drag_of_a_covered_waste_card_says_only_the_top_plays(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"reserve": "QC", "columns": ("6S", "KD", "QH", "JH")}))
    stale_refusal(ui)
    start = ui.state
    covered = ui.grab_point("W", 0)
    ui.drag(covered, (covered[0] + 200, covered[1] + 200))
    assert ui.state == start
    assert ui.app.view.status == "Only the top card of the waste plays."


def test_a_press_below_a_broken_run_gives_the_engines_reason(ui: Driver) -> None:
    ui.set_position(
        build(base="2D", foundations=("2D", "", "", ""), columns=("KS 7D JC 10H", "QH", "4D", "5C"))
    )
    ui.tap("C1", 1)
    assert ui.app.view.status == (
        "The last 3 cards of column 1 are not a run (alternating colours, each one rank lower), "
        "so they cannot move together."
    )


def test_a_click_on_the_bare_felt_clears_an_older_message(ui: Driver) -> None:
    ui.set_position(worked())
    stale_refusal(ui)
    ui.click((5, ui.app.layout.column_bottom - 5))
    assert ui.app.view.status == ""


def test_a_draw_from_an_empty_stock_and_waste_gives_the_engines_reason(ui: Driver) -> None:
    ui.set_position(build(**TAPS | {"stock": "", "waste": ""}, fill="reserve"))
    ui.key(pygame.K_d, unicode="d")
    assert ui.app.view.status == "The stock and the waste are both empty: nothing to draw."


def test_with_double_click_off_a_tap_on_a_card_a_column_takes_says_how_to_move_it(
    make_driver: MakeDriver,
) -> None:
    ui = make_driver(double_click=False)
    ui.tap("C2")  # K♥ would go onto A♠ in column 4, but a tap only sends cards up
    assert ui.pile("C2") == "K♥"
    assert ui.app.view.status == (
        "Double click is off: drag the card to the column, or press Space on it and on the "
        "column (Settings turns Double click on)."
    )
    assert ui.app.view.status_error
    ui.tap("C1")  # 6♣ fits nowhere at all
    assert ui.app.view.status == "That card has no place to go."
