"""Only winnable deals, in the New Game window: a setting, remembered; the search shows its
progress, can be cancelled, and deals a code the solver proved winnable."""

from __future__ import annotations

import time

import pygame

from canfield import engine
from canfield.solver import solve
from canfield.solver.background import DealsTried, Winnable
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.winnable import Finder, FindingDialog

from .conftest import MakeDriver
from .driver import Driver


class FakeSearch:
    """A stand-in for the search process: it reports what the test tells it to."""

    def __init__(self) -> None:
        self.running = True
        self.cancelled = False
        self.answer: object | None = None
        self.pending: list[DealsTried] = []

    def poll(self) -> object | None:
        if self.answer is not None:
            self.running = False
        return self.answer

    def news(self) -> list[DealsTried]:
        news, self.pending = self.pending, []
        return news

    def cancel(self) -> None:
        self.cancelled = True
        self.running = False


def open_new_game(ui: Driver) -> NewGameDialog:
    ui.press_button("new")
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog)
    return dialog


def wait_for_deal(ui: Driver, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while ui.app.flow.finder.working:
        assert time.monotonic() < deadline, "no winnable deal was found"
        started = time.monotonic()
        ui.step()
        assert time.monotonic() - started < 0.25  # the window never waits for the search
        time.sleep(0.01)


def test_the_new_game_window_offers_only_winnable_deals(ui: Driver) -> None:
    dialog = open_new_game(ui)
    assert dialog.winnable.label.startswith("Only winnable deals")
    assert dialog.winnable.value is False  # off by default
    assert dialog.winnable in dialog.focusables
    ui.click(dialog.winnable.rect.center)
    assert dialog.winnable.value is True


def test_a_winnable_deal_is_found_dealt_and_remembered(make_driver: MakeDriver) -> None:
    ui = make_driver(store=True)
    old_code = ui.session.code
    dialog = open_new_game(ui)
    ui.click(dialog.winnable.rect.center)
    ui.click(ui.dialog_button("deal").center)
    assert isinstance(ui.app.flow.dialog, FindingDialog)
    assert ui.app.flow.finder.working
    wait_for_deal(ui)
    assert ui.app.flow.dialog is None
    code = ui.session.code
    assert code != old_code and code.startswith("CF1-D3-")
    assert ui.session.game.winnable_only is True  # the statistics can tell it apart
    assert ui.state == engine.deal(code)  # an ordinary code, dealt as usual
    assert solve(engine.deal(code), seconds=10).verdict == "won"
    assert ui.app.stage.status[0].startswith(f"New game {code}: a winnable deal")
    assert ui.session.settings.winnable_only is True  # remembered
    dialog = open_new_game(ui)
    assert dialog.winnable.value is True  # and offered ticked next time


def test_progress_is_shown_and_cancel_keeps_the_game(make_driver: MakeDriver) -> None:
    ui = make_driver(winnable_only=True)
    fake = FakeSearch()
    ui.app.flow.finder = Finder(start=lambda draw, seconds: fake, clock=lambda: 100.0)
    before = ui.state
    dialog = open_new_game(ui)
    assert dialog.winnable.value is True
    ui.click(ui.dialog_button("deal").center)
    finding = ui.app.flow.dialog
    assert isinstance(finding, FindingDialog) and finding.tried == 0
    fake.pending = [DealsTried(1), DealsTried(2), DealsTried(3)]
    ui.step()
    assert finding.tried == 3
    ui.click(ui.dialog_button("cancel").center)
    assert fake.cancelled and not ui.app.flow.finder.working
    assert ui.app.flow.dialog is None
    assert ui.state == before
    assert ui.app.stage.status[0] == "No new game: the search for a winnable deal was cancelled."


def test_esc_cancels_the_search_too(make_driver: MakeDriver) -> None:
    ui = make_driver(winnable_only=True)
    fake = FakeSearch()
    ui.app.flow.finder = Finder(start=lambda draw, seconds: fake, clock=lambda: 100.0)
    open_new_game(ui)
    ui.click(ui.dialog_button("deal").center)
    ui.key(pygame.K_ESCAPE)
    assert fake.cancelled and ui.app.flow.dialog is None


def test_the_found_deal_is_dealt_in_the_chosen_draw_mode(make_driver: MakeDriver) -> None:
    ui = make_driver(winnable_only=True)
    fake = FakeSearch()
    ui.app.flow.finder = Finder(start=lambda draw, seconds: fake, clock=lambda: 100.0)
    dialog = open_new_game(ui)
    ui.key(pygame.K_DOWN)  # Draw 1
    assert dialog.draw_mode == 1
    ui.click(ui.dialog_button("deal").center)
    solution = solve(engine.deal("CF1-D1-AAAAACL"), seconds=10)
    fake.answer = Winnable("CF1-D1-AAAAACL", 4, solution)
    ui.step()
    assert ui.app.flow.dialog is None
    assert ui.session.code == "CF1-D1-AAAAACL" and ui.session.game.winnable_only
    assert (
        ui.app.stage.status[0] == "New game CF1-D1-AAAAACL: a winnable deal (4 deals tried, 0.0 s)."
    )


def test_a_typed_code_is_dealt_as_it_is(make_driver: MakeDriver) -> None:
    ui = make_driver(winnable_only=True)
    open_new_game(ui)
    ui.type("CF1-D3-AAAAAAA")
    ui.click(ui.dialog_button("deal").center)
    assert not ui.app.flow.finder.working
    assert ui.session.code == "CF1-D3-AAAAAAA" and not ui.session.game.winnable_only


def test_a_search_that_cannot_start_is_said_plainly(make_driver: MakeDriver) -> None:
    def refuse(draw: int, seconds: float) -> FakeSearch:
        raise OSError("no more processes")

    ui = make_driver(winnable_only=True)
    code = ui.session.code
    ui.app.flow.finder = Finder(start=refuse)
    open_new_game(ui)
    ui.click(ui.dialog_button("deal").center)
    assert ui.app.flow.dialog is None and ui.session.code == code
    assert ui.app.stage.status == ("The solver could not be started.", True)
