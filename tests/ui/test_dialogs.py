"""The New game window (Draw 1, a pasted or typed code, restart) and the other dialogs."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from canfield import engine
from canfield.session import Session
from canfield.store import Store
from canfield.ui.app import App
from canfield.ui.dialogs.help import RulesDialog
from canfield.ui.dialogs.modal import NoticeDialog
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import SettingsDialog, StatsDialog
from canfield.ui.draw import theme

from .conftest import MakeDriver
from .driver import Driver, FakeClock, one_card_from_winning, record_text

CTRL = pygame.KMOD_LCTRL


def new_game_dialog(ui: Driver) -> NewGameDialog:
    ui.press_button("new")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    return dialog


def test_new_game_with_draw_1(make_driver: MakeDriver, tmp_path: Path) -> None:
    ui = make_driver(store=True)
    assert ui.session.draw == 3
    dialog = new_game_dialog(ui)
    one = next(r for r in dialog.radios if r.value == 1)
    ui.click(one.rect.center)
    assert dialog.draw_mode == 1
    ui.click(ui.dialog_button("deal").center)
    assert ui.app.flow.dialog is None
    assert ui.session.code.startswith("CF1-D1-")
    assert ui.state == engine.deal(ui.session.code)
    assert ui.state.draw == 1
    assert not ui.session.history.can_undo
    ui.tap("S")
    assert len(ui.state.waste) == 1
    # The choice is kept for the next game and the next start.
    assert ui.session.settings.draw == 1
    assert Store(tmp_path / "cfg", tmp_path / "data").load_settings().draw == 1


def test_new_game_with_a_pasted_code(ui: Driver) -> None:
    """The code goes onto the real clipboard (pygame.scrap) and Ctrl+V pastes it."""
    pygame.scrap.put_text("  CF1-D1-ABCDEFG\n")
    assert pygame.scrap.get_text().strip() == "CF1-D1-ABCDEFG"
    dialog = new_game_dialog(ui)
    ui.click(dialog.field.rect.center)
    assert dialog.field.focused
    ui.key(pygame.K_v, CTRL)
    assert dialog.field.text == "CF1-D1-ABCDEFG"
    assert dialog.draw_mode == 1  # the radios follow the code
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert ui.session.code == "CF1-D1-ABCDEFG"
    assert ui.state == engine.deal("CF1-D1-ABCDEFG")


def test_new_game_with_a_typed_code_in_lower_case(ui: Driver) -> None:
    ui.key(pygame.K_F2)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    ui.click(dialog.field.rect.center)
    for chunk in ("cf1-", "d3-", "aaaaacm"):
        ui.type(chunk)
    ui.key(pygame.K_BACKSPACE)
    ui.type("l")
    ui.click(ui.dialog_button("deal").center)
    assert ui.session.code == "CF1-D3-AAAAACL"
    assert ui.state == engine.deal("CF1-D3-AAAAACL")


def test_just_the_deal_number_takes_the_chosen_mode(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.click(dialog.radios[1].rect.center)
    ui.click(dialog.field.rect.center)
    ui.type("abcdefg")
    ui.key(pygame.K_KP_ENTER)
    assert ui.session.code == "CF1-D1-ABCDEFG"


def test_a_bad_code_is_refused_and_the_game_goes_on(ui: Driver) -> None:
    ui.tap("S")
    before, code = ui.state, ui.session.code
    dialog = new_game_dialog(ui)
    ui.click(dialog.field.rect.center)
    ui.type("CF9-D2-HELLO")
    ui.click(ui.dialog_button("deal").center)
    assert ui.app.flow.dialog is dialog
    assert dialog.error
    ui.key(pygame.K_ESCAPE)
    assert ui.app.flow.dialog is None
    assert ui.state == before
    assert ui.session.code == code
    assert ui.session.history.can_undo


def test_cancel_keeps_the_game(ui: Driver) -> None:
    ui.tap("S")
    before = ui.state
    new_game_dialog(ui)
    ui.click(ui.dialog_button("cancel").center)
    assert ui.app.flow.dialog is None
    assert ui.state == before


def test_restart_this_deal(ui: Driver) -> None:
    ui.tap("S")
    ui.tap("S")
    code = ui.session.code
    new_game_dialog(ui)
    ui.click(ui.dialog_button("restart").center)
    assert ui.session.code == code
    assert ui.state == engine.deal(code)
    assert not ui.session.history.can_undo
    assert not ui.session.history.can_redo


def test_new_game_by_keyboard_only(ui: Driver) -> None:
    ui.key(pygame.K_n, CTRL)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    ui.key(pygame.K_DOWN)  # 1 card, from anywhere in the window
    assert dialog.draw_mode == 1
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert ui.state.draw == 1
    assert len(ui.state.stock) == 34


def test_tab_and_space_pick_the_draw_mode(ui: Driver) -> None:
    ui.key(pygame.K_F2)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    while not dialog.radios[1].focused:
        ui.key(pygame.K_TAB, pygame.KMOD_LSHIFT)
    ui.key(pygame.K_SPACE)
    assert dialog.draw_mode == 1
    ui.key(pygame.K_TAB, pygame.KMOD_LSHIFT)  # 3 cards
    ui.key(pygame.K_SPACE)
    assert dialog.draw_mode == 3
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert ui.state.draw == 3


def test_a_dialog_keeps_the_table_still(ui: Driver) -> None:
    """While a dialog is open, clicks and keys on the table do nothing to the game."""
    start = ui.state
    new_game_dialog(ui)
    ui.key(pygame.K_d)
    ui.key(pygame.K_z, CTRL)
    ui.click(ui.grab_point("S"))
    ui.drag_cards("R", -1, "C1")
    assert ui.state == start


def test_settings_stats_and_rules_open_and_close(ui: Driver) -> None:
    for action, kind in (
        ("settings", SettingsDialog),
        ("stats", StatsDialog),
        ("rules", RulesDialog),
    ):
        ui.press_button(action)
        assert isinstance(ui.app.flow.dialog, kind)
        if kind is RulesDialog:
            ui.key(pygame.K_PAGEDOWN)
            ui.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
            ui.step()
        ui.key(pygame.K_ESCAPE)
        assert ui.app.flow.dialog is None
    ui.key(pygame.K_F1)
    assert isinstance(ui.app.flow.dialog, RulesDialog)
    ui.click(ui.dialog_button("cancel").center)
    assert ui.app.flow.dialog is None


@pytest.mark.parametrize("animations", [True, False])
def test_winning_opens_the_win_window_and_new_game_deals(
    make_driver: MakeDriver, animations: bool
) -> None:
    """The last card home: the celebration runs on the clock, then New game from the win."""
    ui = make_driver(animations=animations)
    ui.set_position(one_card_from_winning())
    ui.tap("C1")
    assert engine.is_won(ui.state)
    assert ui.state.score == 255
    assert ui.app.flow.dialog is not None
    for _ in range(600):  # the celebration plays on the fake clock and ends by itself
        if ui.app.stage.celebration is None:
            break
        ui.clock.advance(1 / 20)
        ui.step()
    assert ui.app.stage.celebration is None
    assert not ui.app.busy()
    ui.click(ui.dialog_button("new").center)
    assert isinstance(ui.app.flow.dialog, NewGameDialog)
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert not engine.is_won(ui.state)
    assert ui.state.score == 0


def test_a_dialog_follows_a_resize(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.click(dialog.radios[1].rect.center)
    pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    ui.post(pygame.event.Event(pygame.VIDEORESIZE, size=(640, 480), w=640, h=480))
    ui.step()
    deal = ui.dialog_button("deal")
    assert ui.app.screen.get_rect().contains(deal)
    ui.click(deal.center)
    assert ui.app.flow.dialog is None
    assert ui.state.draw == 1


def test_the_game_in_progress_and_the_settings_survive_a_restart(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    ui = make_driver(store=True)
    ui.tap("S")
    ui.tap("S")
    ui.press_button("undo")
    ui.press_button("settings")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    ui.click(dialog.double_click.rect.center)
    ui.key(pygame.K_ESCAPE)
    ui.session.close()  # the window is closed: its game may be taken up again
    again = Session.open(Store(tmp_path / "cfg", tmp_path / "data"))
    assert again.code == ui.session.code
    assert again.state == ui.state
    assert again.history.can_redo
    assert again.settings.double_click is False


def test_a_broken_settings_file_is_told_once_and_the_game_goes_on(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    store = Store(tmp_path / "cfg", tmp_path / "data")
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text("{ this is not json", encoding="utf-8")
    session = Session.open(store, code="CF1-D3-AAAAACL")
    app = App(session, size=(1280, 800), clock=FakeClock())
    app.step()
    assert isinstance(app.flow.dialog, NoticeDialog)
    ok = app.flow.dialog.buttons[0].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ok, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ok, button=1))
    app.step()
    assert app.flow.dialog is None
    assert session.state == engine.deal("CF1-D3-AAAAACL")


@pytest.mark.parametrize("action", ["stats", "new", "settings"])
def test_a_dialog_hides_the_toolbar_tooltips(
    ui: Driver, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    button = ui.button(action)
    tooltip = next(b.tooltip for b in ui.app.view.buttons if b.action == action)
    asked = record_text(monkeypatch)
    ui.move(button.center, buttons=(0, 0, 0))
    ui.step()
    assert tooltip in asked  # shown while the pointer rests on the button
    ui.click(button.center)
    assert ui.app.flow.dialog is not None
    asked.clear()
    ui.app.invalidate()
    ui.app.draw()
    assert tooltip not in asked


def test_restart_this_deal_reports_a_restart(ui: Driver) -> None:
    ui.tap("S")
    new_game_dialog(ui)
    ui.click(ui.dialog_button("restart").center)
    assert ui.app.view.status == "Game CF1-D3-AAAAACL restarted from its deal: Draw 3."


def test_the_footer_says_what_a_click_does(ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    asked = record_text(monkeypatch)
    ui.app.invalidate()
    ui.app.draw()
    on = "Click: to a foundation, else a column · Drag: move · Arrows, Enter, Space: keyboard"
    assert f"{on} · F1: help" in asked
    ui.press_button("settings")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, SettingsDialog)
    ui.click(dialog.double_click.rect.center)  # Double click off
    ui.key(pygame.K_ESCAPE)
    asked.clear()
    ui.app.invalidate()
    ui.app.draw()
    off = "Click: to a foundation · Drag: move · Arrows, Enter, Space: keyboard · F1: help"
    assert off in asked


def test_the_notice_about_a_damaged_file_names_where_its_copy_is(tmp_path: Path) -> None:
    store = Store(tmp_path / "cfg", tmp_path / "data")
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text("{ this is not json", encoding="utf-8")
    app = App(Session.open(store, code="CF1-D3-AAAAACL"), size=(1280, 800), clock=FakeClock())
    assert isinstance(app.flow.dialog, NoticeDialog)
    copies = [p for p in store.settings_path.parent.iterdir() if p != store.settings_path]
    assert len(copies) == 1
    assert str(copies[0]) in app.flow.dialog.message  # the folder, not just the file's name


# -- the code field is a text field (issue 11, point 10) --------------------------------


def test_ctrl_a_selects_the_code_and_typing_replaces_it(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.type("cf1-d3-aaaaaab")
    ui.key(pygame.K_a, CTRL)
    ui.type("CF1-D1-ABCDEFG")
    assert dialog.field.text == "CF1-D1-ABCDEFG"
    ui.key(pygame.K_a, CTRL)
    ui.key(pygame.K_BACKSPACE)
    assert dialog.field.text == ""


def test_a_click_in_the_code_places_the_cursor(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.type("CF1-D3-AAAAACL")
    field = dialog.field
    font = theme.font(field.size)
    x = field.rect.x + field.size // 2 + font.size("CF1-")[0] + 1  # just after the hyphen
    ui.click((x, field.rect.centery))
    assert field.cursor == 4
    ui.key(pygame.K_DELETE)  # the D goes, the rest stays
    ui.type("d")
    assert field.text == "CF1-d3-AAAAACL"


def test_a_pasted_code_with_spaces_and_lower_case_deals(ui: Driver) -> None:
    pygame.scrap.put_text("cf1 d3 aaaaacl")
    new_game_dialog(ui)
    ui.key(pygame.K_v, CTRL)
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert ui.session.code == "CF1-D3-AAAAACL"


def test_a_code_too_long_is_refused_with_a_message_not_cut(ui: Driver) -> None:
    record = "CF1-D3-AAAAACL R>C2 R>F1 C2:2>C4"  # a whole game record, not a code
    pygame.scrap.put_text(record)
    dialog = new_game_dialog(ui)
    ui.type("CF1")
    ui.key(pygame.K_v, CTRL)
    assert dialog.field.text == "CF1"  # nothing of the paste went in
    assert dialog.error == (
        "That is too long for a game code (at most 24 characters): nothing was added."
    )
    assert ui.app.flow.dialog is dialog


def test_a_code_typed_with_spaces_deals(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    for ch in "cf1 d1 abcdefg":  # one key at a time, as SDL sends typed text
        ui.type(ch)
    assert dialog.field.text == "cf1 d1 abcdefg"
    ui.key(pygame.K_RETURN)
    assert ui.session.code == "CF1-D1-ABCDEFG"


def test_a_path_wider_than_the_notice_is_cut_to_fit_after_a_separator(ui: Driver) -> None:
    """The notice about a damaged file names where its copy was kept: a long path is cut
    (after a "/" where it can be), never drawn past the dialog's edge."""
    path = "/home/player/.local/share/canfield/games.sqlite3.corrupt-20261201-153000-1234"
    message = f"The damaged file was kept as {path}; a fresh one is used."
    for width in (120, 200, 320):
        lines = theme.wrap(message, 16, width)
        assert all(theme.font(16).size(line)[0] <= width for line in lines)
        assert "".join(lines).replace(" ", "") == message.replace(" ", "")
        folders = [line for line in lines if "/" in line]
        assert folders and all(line.endswith("/") for line in folders), lines
    ui.app.flow.notice("Some files could not be used", message)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NoticeDialog)
    ui.app.draw()
    for line in theme.wrap(dialog.message, dialog.size, dialog.body.width):
        assert theme.font(dialog.size).size(line)[0] <= dialog.body.width


@pytest.mark.parametrize(
    "typed", ["cf1-d3-aaaa acl", " c f1 -d3- AAAAACL", "cf1d3aaaaacl", "CF1 D3\tAAAAACL"]
)
def test_spaces_anywhere_in_a_typed_code_are_ignored(ui: Driver, typed: str) -> None:
    new_game_dialog(ui)
    ui.type(typed)
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is None
    assert ui.session.code == "CF1-D3-AAAAACL"


def test_a_refused_code_quotes_what_was_typed(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.type("cf1-d3-aaaa ac")
    ui.key(pygame.K_RETURN)
    assert ui.app.flow.dialog is dialog
    assert dialog.error == (
        "The deal number 'AAAAAC' must be exactly 7 letters (expected a code like CF1-D3-AAAAACL)"
    )


def test_typing_a_code_selects_its_draw_mode(ui: Driver) -> None:
    dialog = new_game_dialog(ui)
    ui.click(dialog.radios[1].rect.center)  # 1 card
    assert dialog.draw_mode == 1
    ui.click(dialog.field.rect.center)
    ui.type("CF1-D3-AAAAACL")
    assert dialog.draw_mode == 3  # the code's own mode
    assert dialog.mode_note() == ""
    ui.key(pygame.K_RETURN)
    assert ui.session.code == "CF1-D3-AAAAACL"


def test_choosing_the_other_mode_after_typing_a_code_says_which_deal_is_dealt(
    ui: Driver,
) -> None:
    dialog = new_game_dialog(ui)
    ui.type("CF1-D3-AAAAACL")
    ui.click(dialog.radios[1].rect.center)  # then 1 card
    assert dialog.mode_note() == (
        "Draw 1 is selected: Deal gives CF1-D1-AAAAACL, the cards of the code typed, "
        "turned 1 at a time."
    )
    with_note = ui.shown()
    ui.click(dialog.radios[0].rect.center)  # back to 3 cards: nothing to say
    assert dialog.mode_note() == ""
    assert ui.shown() != with_note
    ui.click(dialog.radios[1].rect.center)
    assert ui.shown() == with_note
    ui.key(pygame.K_RETURN)
    assert ui.session.code == "CF1-D1-AAAAACL"
