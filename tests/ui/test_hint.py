"""Hint (H, the toolbar button) and "Can this still be won?" (W) in the window.

The solver runs in another process: the loop keeps stepping while it works, a second H
does nothing more, and any move cancels it. A hint outlines the card and where it goes
and never moves a card (R20).
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from canfield.solver.background import Background
from canfield.ui.solving import Mark, Solving

from .conftest import MakeDriver
from .driver import Driver

HARD = "CF1-D3-FNKHAEU"  # not decided within seconds: the job is still working


def answer(ui: Driver, seconds: float = 30.0) -> str:
    """Step the loop until the solver has answered; every pass must return at once."""
    deadline = time.monotonic() + seconds
    while ui.app.actions.solving.working:
        assert time.monotonic() < deadline, "the solver did not answer"
        started = time.monotonic()
        ui.step()
        assert time.monotonic() - started < 0.25  # the loop never waits for the solver
        time.sleep(0.01)
    return ui.app.stage.status[0]


def test_h_outlines_the_next_move_of_a_winning_line(ui: Driver) -> None:
    start = ui.state
    ui.key(pygame.K_h)
    assert ui.app.stage.status[0] == "Looking for a winning line…"
    assert answer(ui) == "Hint: Q♣ onto column 2."
    assert ui.app.actions.solving.mark == Mark("R", 12, "C2")
    scene = ui.app.compose()
    assert scene.hint == (
        ui.app.actions.table.spot_rect("R", 12),
        ui.app.actions.table.spot_rect("C2", 0),
    )
    assert ui.state == start  # a hint never moves a card


def test_the_toolbar_button_asks_for_a_hint(ui: Driver) -> None:
    assert ui.app.toolbar.buttons[3].action == "hint" and ui.app.toolbar.buttons[3].enabled
    ui.press_button("hint")
    assert ui.app.actions.solving.working
    assert answer(ui).startswith("Hint: ")


def test_the_loop_keeps_stepping_and_a_move_cancels_the_hint(make_driver: MakeDriver) -> None:
    ui = make_driver(HARD)
    ui.key(pygame.K_h)
    job = ui.app.actions.solving.job
    assert isinstance(job, Background)
    pid = job._process.pid
    passes = 0
    until = time.monotonic() + 1.0
    while time.monotonic() < until:  # a second of frames while the solver works
        started = time.monotonic()
        ui.step()
        assert time.monotonic() - started < 0.25
        passes += 1
    assert passes >= 20 and ui.app.actions.solving.working
    ui.key(pygame.K_h)  # a second H while it works does nothing more
    assert ui.app.actions.solving.job is job
    assert ui.app.stage.status[0] == "Looking for a winning line…"
    ui.key(pygame.K_d)  # any move cancels it
    assert not ui.app.actions.solving.working and ui.app.actions.solving.mark is None
    assert not job.running
    deadline = time.monotonic() + 10
    while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not Path(f"/proc/{pid}").exists()  # the solver's process is gone


def test_a_move_takes_the_hint_off_the_table(ui: Driver) -> None:
    ui.key(pygame.K_h)
    answer(ui)
    assert ui.app.compose().hint
    ui.key(pygame.K_d)
    assert ui.app.actions.solving.mark is None and ui.app.compose().hint == ()


def test_a_lost_position_says_so_and_offers_the_most_useful_move(
    make_driver: MakeDriver,
) -> None:
    ui = make_driver("CF1-D3-UIHHIGO")
    ui.key(pygame.K_h)
    assert answer(ui) == (
        "This position can no longer be won. The most useful move anyway: tap the stock."
    )
    assert ui.app.actions.solving.mark == Mark("S", len(ui.state.stock) - 1, None)


def test_an_undecided_position_is_said_honestly(make_driver: MakeDriver) -> None:
    ui = make_driver(HARD)
    ui.app.actions.solving.seconds = 0.3
    ui.key(pygame.K_h)
    text = answer(ui)
    assert text.startswith("No winning line found in ")
    assert text.endswith(" s; this position may still be winnable.")
    assert ui.app.actions.solving.mark is None


def test_w_says_whether_the_position_can_still_be_won(make_driver: MakeDriver) -> None:
    ui = make_driver()
    ui.key(pygame.K_w)
    assert ui.app.stage.status[0] == "Working out whether this position can still be won…"
    text = answer(ui)
    assert text.startswith("Yes: this position can still be won (found in ")
    assert ui.app.actions.solving.mark is None  # a verdict, not a hint
    lost = make_driver("CF1-D3-UIHHIGO")
    lost.key(pygame.K_w)
    assert answer(lost).startswith("No: this position can no longer be won (proved in ")
    hard = make_driver(HARD)
    hard.app.actions.solving.seconds = 0.3
    hard.key(pygame.K_w)
    assert answer(hard).startswith("Undecided after ")


def test_a_hint_follows_the_stock_taps_to_the_card_they_bring(make_driver: MakeDriver) -> None:
    ui = make_driver("CF1-D3-AAAAACL")
    for move in ("R>C2", "R>F1", "C2:2>C4", "R>C3"):
        ui.session.play(move)
    ui.app.invalidate()
    ui.step()
    ui.key(pygame.K_h)
    # The line goes on with seven taps that bring the 7♣ up, then the 7♣ onto clubs (F4).
    assert answer(ui) == "Hint: 7 taps on the stock bring 7♣; it goes onto foundation 4."
    assert ui.app.actions.solving.mark == Mark("S", len(ui.state.stock) - 1, "F4")
    assert len(ui.app.compose().hint) == 2


def test_a_solver_that_cannot_start_is_said_plainly(ui: Driver) -> None:
    def refuse(state: object, seconds: float) -> Background:
        raise OSError("no more processes")

    ui.app.actions.solving = Solving(start=refuse)
    ui.key(pygame.K_h)
    assert ui.app.stage.status == ("The solver could not be started.", True)
    assert not ui.app.actions.solving.working
