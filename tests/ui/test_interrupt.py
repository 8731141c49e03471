"""Ctrl+C in the terminal the game was started from closes the window as its close button
does: no traceback, and what closing saves (the game's time, the window) is saved."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from canfield.store import Store

from .conftest import MakeDriver


def test_ctrl_c_in_the_terminal_closes_the_game_as_the_close_button(
    make_driver: MakeDriver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui = make_driver(store=True)
    ui.tap("S")
    before = signal.getsignal(signal.SIGINT)
    pauses: list[int] = []

    def pause() -> None:  # the loop's sleep, where Ctrl+C usually finds the game
        pauses.append(1)
        if len(pauses) == 1:
            os.kill(os.getpid(), signal.SIGINT)
        assert len(pauses) < 50, "the loop went on after Ctrl+C"

    monkeypatch.setattr(ui.app, "pause", pause)
    assert ui.app.run() == 0  # not KeyboardInterrupt
    assert not ui.app.running
    kept = Store(tmp_path / "cfg", tmp_path / "data").load_settings()
    assert kept.window_size is not None, "closing did not remember the window"
    assert signal.getsignal(signal.SIGINT) is before, "Ctrl+C was not given back"


def test_a_second_ctrl_c_interrupts_as_usual(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should the window not close (a hang), the next Ctrl+C stops the program."""
    ui = make_driver()

    def pause() -> None:  # two presses of Ctrl+C before the loop looks at its events
        os.kill(os.getpid(), signal.SIGINT)
        os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(ui.app, "pause", pause)
    with pytest.raises(KeyboardInterrupt):
        ui.app.run()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
