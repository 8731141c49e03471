"""Where a drop lands, when a press is no click, and which waste cards are fanned (R15)."""

from __future__ import annotations

from pathlib import Path

import pygame

from canfield import engine
from canfield.session import Session
from canfield.store import Store
from canfield.ui.app import App
from canfield.ui.dialogs.modal import NoticeDialog
from canfield.ui.dialogs.new_game import NewGameDialog

from .conftest import MakeDriver
from .driver import Driver, build

CTRL = pygame.KMOD_CTRL


def side_by_side() -> engine.GameState:
    """C2 = 6♥ next to C3 = 7♠: the 6♥ fits on its neighbour."""
    return build(
        base="9H", foundations=("9H", "", "", ""), columns=("", "6H", "7S", ""), fill="reserve"
    )


def test_a_card_dropped_mostly_on_its_own_pile_goes_back(ui: Driver) -> None:
    ui.set_position(side_by_side())
    start = ui.grab_point("C2")
    nudge = ui.app.layout.card_w * 35 // 100  # a third of the way towards C3
    ui.drag(start, (start[0] + nudge, start[1]))
    assert ui.pile("C2") == "6♥" and ui.pile("C3") == "7♠"
    ui.drag(start, (start[0] + ui.app.layout.card_w * 85 // 100, start[1] + 20))
    assert ui.pile("C3") == "7♠ 6♥"


def test_a_drop_over_bare_felt_changes_nothing(ui: Driver) -> None:
    ui.set_position(side_by_side())
    before = ui.state
    start = ui.grab_point("C2")
    ui.drag(start, (start[0], ui.app.layout.column_bottom - 5))
    assert ui.state == before


def test_a_press_on_the_stock_dragged_away_draws_nothing(ui: Driver) -> None:
    before = ui.state
    ui.drag(ui.grab_point("S"), ui.grab_point("C2"))
    assert ui.state == before
    assert not ui.app.busy()  # the press is over: the loop idles again


def test_a_press_released_on_the_game_code_only_copies_it(ui: Driver) -> None:
    before = ui.state
    ui.click(ui.grab_point("S"))  # draw once so the code label has been laid out
    drawn = ui.state
    assert drawn != before
    ui.clock.advance(1)
    ui.down(ui.grab_point("S"))
    ui.step()
    ui.up(ui.app.view.code_rect.center)
    ui.step()
    assert ui.state == drawn
    assert not ui.app.busy()
    ui.click(ui.app.layout.status.center)
    assert ui.state == drawn


def test_a_draw_of_fewer_than_three_fans_just_those(ui: Driver) -> None:
    ui.set_position(
        build(
            base="9H",
            foundations=("9H", "", "", ""),
            columns=("", "", "", "KS"),
            stock="2C 3C 4C 5C 6C QH",
        )
    )
    assert len(ui.state.stock) == 50
    for _ in range(16):
        ui.tap("S")
    assert ui.app.actions.fan == 3
    assert len(ui.state.stock) == 2
    ui.tap("S")  # the last two cards of the stock
    assert ui.app.actions.fan == 2
    ui.set_position(ui.state)  # no history to tell the last draw: the top three show
    assert ui.app.actions.fan == min(3, len(ui.state.waste))


def test_after_playing_the_top_of_a_draw_two_cards_stay_fanned(make_driver: MakeDriver) -> None:
    ui = make_driver("CF1-D3-AAAAACL")
    session = ui.session
    session.adopt(
        engine.History(
            build(
                base="9H",
                foundations=("9H", "", "", ""),
                columns=("", "", "", "KS"),
                stock="2C 3C 4C 5C 6C QH",
            )
        )
    )
    ui.app.invalidate()
    ui.tap("S")  # Q♥ 6♣ 5♣ turned, 5♣ on top
    ui.tap("S")  # 4♣ 3♣ 2♣ turned
    assert [str(c) for c in ui.state.waste[-3:]] == ["4♣", "3♣", "2♣"]
    ui.drag_cards("W", -1, "C1")  # the 2♣ into the empty column
    assert ui.pile("C1") == "2♣"
    assert ui.app.actions.fan == 2  # 4♣ and 3♣ are left of that draw
    rects = [ui.card_rect("W", i) for i in (-3, -2, -1)]
    assert rects[0].x == rects[1].x < rects[2].x  # 5♣ lies squared under 4♣
    ui.press_button("undo")
    assert ui.app.actions.fan == 3


def test_new_game_deals_the_mode_shown_selected(ui: Driver) -> None:
    ui.key(pygame.K_n, CTRL)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    ui.type("cf1-d1-aaaaaab")
    assert dialog.draw_mode == 1  # typing a code selects its mode
    ui.key(pygame.K_UP)  # then the player picks 3 cards
    ui.key(pygame.K_RETURN)
    assert ui.session.code == "CF1-D3-AAAAAAB"
    assert ui.state.draw == 3
    assert ui.state == engine.deal("CF1-D3-AAAAAAB")


def test_every_startup_warning_is_shown_in_one_notice(tmp_path: Path) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    store.config_dir.mkdir(parents=True)
    store.data_dir.mkdir(parents=True)
    store.settings_path.write_text("{not json", encoding="utf-8")
    store.stats_path.write_text("[1, 2", encoding="utf-8")
    store.game_path.write_text("CF1-D9-XXXXXXX S\n", encoding="utf-8")
    app = App(Session.open(store))
    dialog = app.flow.dialog
    assert isinstance(dialog, NoticeDialog)
    assert dialog.message.count("\n\n") == 2  # three warnings, one notice
    for name in ("settings.json", "statistics.json", "game.txt"):
        assert name in dialog.message


def test_a_held_card_shows_where_it_would_land_only_when_it_may(ui: Driver) -> None:
    ui.set_position(side_by_side())  # C2 = 6♥, C3 = 7♠
    start = ui.grab_point("C2")
    ui.down(start)
    ui.step()
    over_c3 = ui.card_rect("C3")
    lead = ui.card_rect("C2")
    ui.move((start[0] + over_c3.x - lead.x, start[1] + 25), rel=(over_c3.x - lead.x, 25))
    ui.step()
    assert ui.app.drop_highlight() == over_c3  # 6♥ may go on 7♠
    ui.move((start[0] + over_c3.x - lead.x, 10_000), rel=(0, 0))
    ui.step()
    assert ui.app.drop_highlight() is None  # over no pile
    ui.move((start[0], start[1] - (lead.y - ui.app.layout.slots["F2"].y)), rel=(0, 0))
    ui.step()
    assert ui.app.drop_highlight() is None  # over the spades foundation: not allowed
    ui.up(start)
    ui.step()
