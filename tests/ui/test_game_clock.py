"""The game's clock: runs from the first action while the game can be played, and is saved."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame import Rect

from canfield.session import Session
from canfield.store import Store
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.game_clock import MAX_STEP, GameClock

from .conftest import MakeDriver
from .driver import Driver, one_card_from_winning


class FakeSession:
    """Just what the clock reads and writes."""

    def __init__(self) -> None:
        self.game_id = 1
        self.elapsed = 0.0
        self.started = True
        self.finished = False
        self.saved: list[float] = []

    def add_elapsed(self, seconds: float) -> None:
        self.elapsed += seconds
        self.saved.append(seconds)


def run_for(clock: GameClock, session: FakeSession, seconds: int, start: float = 0.0,
            *, dialog_open: bool = False) -> float:  # fmt: skip
    now = start
    for _ in range(seconds * 4):
        now += 0.25
        clock.tick(session, now, dialog_open=dialog_open)
    return now


def test_the_clock_counts_from_the_first_action_and_saves_whole_seconds() -> None:
    clock, session = GameClock(), FakeSession()
    session.started = False
    now = run_for(clock, session, 3)
    assert clock.seconds(session) == 0 and clock.label(session) == ""
    session.started = True
    now = run_for(clock, session, 3, now)
    assert clock.seconds(session) == pytest.approx(2.75)  # the first tick only starts it
    assert all(part >= 1 for part in session.saved) and session.elapsed <= 2.75
    assert clock.label(session) == "0:02"


@pytest.mark.parametrize("pause", ["dialog", "minimised", "won"])
def test_the_clock_stands_still_while_the_game_cannot_be_played(pause: str) -> None:
    clock, session = GameClock(), FakeSession()
    now = run_for(clock, session, 2)
    before = clock.seconds(session)
    clock.minimised = pause == "minimised"
    session.finished = pause == "won"
    now = run_for(clock, session, 60, now, dialog_open=pause == "dialog")
    assert clock.seconds(session) == before
    assert session.elapsed == before  # stopping handed over what was counted


def test_a_long_gap_between_passes_counts_little() -> None:
    clock, session = GameClock(), FakeSession()
    clock.tick(session, 0.0, dialog_open=False)
    clock.tick(session, 3600.0, dialog_open=False)  # the machine slept for an hour
    assert clock.seconds(session) == MAX_STEP


def test_a_new_deal_starts_its_own_time() -> None:
    clock, session = GameClock(), FakeSession()
    run_for(clock, session, 5)
    session.game_id, session.elapsed = 2, 0.0
    clock.tick(session, 100.0, dialog_open=False)
    assert clock.seconds(session) == 0.0


def _status_time(ui: Driver) -> str:
    return ui.app.view.elapsed


def test_the_status_bar_shows_the_time_and_it_is_saved_with_the_game(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    ui = make_driver(store=True)
    for _ in range(4):
        ui.clock.advance(1)
        ui.step()
    assert _status_time(ui) == ""  # nothing played yet: no time
    ui.tap("S")
    for _ in range(65):
        ui.clock.advance(1)
        ui.step()
    assert _status_time(ui) == "1:05"
    ui.press_button("stats")
    assert isinstance(ui.app.flow.dialog, StatsDialog)
    shown = _status_time(ui)
    for _ in range(30):
        ui.clock.advance(1)
        ui.step()
    assert _status_time(ui) == shown  # paused behind the dialog
    ui.key(pygame.K_ESCAPE)
    ui.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    ui.step()
    shown = _status_time(ui)
    for _ in range(30):
        ui.clock.advance(1)
        ui.step()
    assert _status_time(ui) == shown  # paused while minimised
    ui.post(pygame.event.Event(pygame.WINDOWRESTORED))
    ui.step()
    counted = ui.app.game_clock.seconds(ui.session)
    for _ in range(3):
        ui.clock.advance(1)
        ui.step()
    assert ui.app.game_clock.seconds(ui.session) == pytest.approx(counted + 3)
    ui.app.game_clock.flush(ui.session)  # what the loop does when the window closes
    ui.session.close()
    again = Session.open(Store(tmp_path / "cfg", tmp_path / "data"))
    assert again.elapsed == pytest.approx(counted + 3)
    assert 65 <= again.elapsed < 75


def test_a_won_game_keeps_the_time_of_the_win(make_driver: MakeDriver) -> None:
    ui = make_driver()
    ui.set_position(one_card_from_winning())
    ui.tap("C1")
    assert ui.session.won
    shown = _status_time(ui)
    for _ in range(10):
        ui.clock.advance(1)
        ui.step()
    assert _status_time(ui) == shown


def test_a_running_clock_sends_only_its_own_pixels_once_a_second(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui.tap("S")
    for _ in range(8):  # let the move settle
        ui.clock.advance(0.25)
        ui.step()
    flips: list[int] = []
    updates: list[list[Rect]] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    monkeypatch.setattr(pygame.display, "update", lambda rects: updates.append(list(rects)))
    for _ in range(40):  # ten seconds in quarter seconds
        ui.clock.advance(0.25)
        ui.step()
    assert flips == []  # the table is not drawn again …
    assert 9 <= len(updates) <= 11  # … only the time, once a second
    status = ui.app.layout.status
    assert all(status.contains(rect) for rects in updates for rect in rects if rect.width)
