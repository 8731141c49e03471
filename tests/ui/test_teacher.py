"""The teacher in the window: where the game was lost (G), going back, a win to watch (V),
replays of saved games, today's deal — the loop stepping all the while."""

from __future__ import annotations

import time

import pygame

from canfield import engine
from canfield.ui.dialogs.games import GamesDialog
from canfield.ui.dialogs.modal import WinDialog
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.dialogs.replay import ReplayDialog
from canfield.ui.dialogs.where_lost import WhereLostDialog

from ..teacher.games import SPOILED, SPOILED_CODE
from .conftest import MakeDriver
from .driver import Driver


def wait(ui: Driver, seconds: float = 60.0) -> None:
    """Step the loop until the teacher's question is answered; every pass returns at once."""
    deadline = time.monotonic() + seconds
    while ui.app.actions.teacher.job is not None:
        assert time.monotonic() < deadline, "the teacher did not answer"
        started = time.monotonic()
        ui.step()
        assert time.monotonic() - started < 0.25  # the loop never waits for the solver
        time.sleep(0.01)


def spoiled(make_driver: MakeDriver, **options: object) -> Driver:
    ui = make_driver(SPOILED_CODE, **options)
    for move in SPOILED:
        ui.session.play(move)
    ui.app.actions.window_side.enable_buttons()
    return ui


def test_g_finds_the_losing_move_and_goes_back_by_undoing(make_driver: MakeDriver) -> None:
    ui = spoiled(make_driver)
    end = ui.state
    ui.key(pygame.K_g)
    assert ui.app.stage.status[0] == "Looking for where the game was lost…"
    wait(ui)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, WhereLostDialog)
    assert dialog.message == (
        "The game could still be won before move 25 (2♣ onto foundation 4). "
        "Undo 9 actions to go back there."
    )
    ui.key(pygame.K_RETURN)  # "Go back there"
    assert ui.app.flow.dialog is None
    assert len(ui.session.history.moves) == 24
    assert ui.app.stage.status[0] == (
        "Back before move 25, where the game could still be won; redo takes you forward again."
    )
    for _ in range(9):
        ui.key(pygame.K_y, pygame.KMOD_LCTRL)
    assert ui.state == end


def test_a_win_to_watch_from_where_the_game_could_still_be_won(make_driver: MakeDriver) -> None:
    ui = spoiled(make_driver)
    ui.key(pygame.K_g)
    wait(ui)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, WhereLostDialog)
    ui.click(ui.dialog_button("watch").center)
    replay = ui.app.actions.teacher.replays.replay
    assert replay is not None and isinstance(ui.app.flow.dialog, ReplayDialog)
    ui.key(pygame.K_END)
    assert engine.is_won(ui.app.actions.state)  # the table shows the replay's end
    ui.key(pygame.K_ESCAPE)
    assert (
        ui.app.actions.teacher.replays.replay is None and ui.app.actions.state == ui.session.state
    )


def test_v_shows_a_win_from_here_and_leaving_puts_the_table_back(ui: Driver) -> None:
    start, record = ui.state, ui.session.record()
    ui.key(pygame.K_v)
    wait(ui)
    dialog = ui.app.flow.dialog
    assert isinstance(dialog, ReplayDialog)
    ui.key(pygame.K_SPACE)  # play
    assert dialog.replay.playing and ui.app.actions.teacher.working
    for _ in range(5):
        ui.clock.advance(1.01)
        ui.step()
    assert dialog.replay.index == 5  # one move a second
    assert dialog.status().startswith(f"Move {dialog.replay.index} of ")
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_HOME)
    assert dialog.replay.index == 0 and not dialog.replay.playing
    ui.key(pygame.K_ESCAPE)
    assert ui.app.flow.dialog is None and ui.state == start
    assert ui.session.record() == record and not ui.session.history.can_redo


def test_a_replay_of_a_saved_game_changes_nothing(make_driver: MakeDriver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ui = make_driver(store=True)
    for move in ("R>C2", "R>F1", "C2:2>C4", "S"):
        ui.session.play(move)
    db = tmp_path / "data" / "games.sqlite3"
    ui.session.ledger.games.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = db.read_bytes()
    state, stats = ui.state, ui.session.stats
    ui.key(pygame.K_F3)
    assert isinstance(ui.app.flow.dialog, StatsDialog)
    ui.click(ui.dialog_button("games").center)
    games = ui.app.flow.dialog
    assert isinstance(games, GamesDialog) and games.picked == ui.session.game_id
    ui.key(pygame.K_RETURN)
    replay = ui.app.flow.dialog
    assert isinstance(replay, ReplayDialog)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    assert ui.app.actions.state == engine.apply(
        engine.apply(engine.deal(ui.session.code), "R>C2"), "R>F1"
    )
    ui.key(pygame.K_ESCAPE)
    assert ui.state == state and ui.session.stats == stats
    ui.session.ledger.games.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert db.read_bytes() == before


def test_todays_deal_from_the_new_game_window(make_driver: MakeDriver) -> None:
    ui = make_driver(store=True)
    ui.key(pygame.K_n, pygame.KMOD_LCTRL)
    assert isinstance(ui.app.flow.dialog, NewGameDialog)
    ui.click(ui.dialog_button("daily").center)
    wait(ui)
    from canfield.teacher.daily import daily_deal, today

    found = daily_deal(today())
    assert found is not None and ui.session.code == found.code and ui.session.game.daily
    said = ui.app.stage.status[0]
    assert said.startswith(f"Today's deal, {today().isoformat()}: {found.code}, proved winnable.")
    assert said.endswith("Your streak: 0 days won in a row.")
    for move in found.moves:
        ui.session.play(move)
    ui.app.actions.celebrate()
    win = ui.app.flow.dialog
    assert isinstance(win, WinDialog)
    assert win.share.startswith(f"Canfield, today's deal {today().isoformat()}: won with ")


def test_g_before_any_move(ui: Driver) -> None:
    ui.key(pygame.K_g)
    assert ui.app.stage.status[0] == "No move has been played yet: nothing went wrong."


def test_a_losing_move_is_told_once_when_the_setting_is_on(make_driver: MakeDriver) -> None:
    ui = make_driver(SPOILED_CODE, warn_losing=True)
    ui.app.actions.teacher.watcher.seconds = 20.0  # room on a busy machine
    for move in SPOILED[:24]:
        ui.session.play(move)
    ui.step()
    ui.clock.advance(1.0)
    ui.step()  # the check of move 24 starts: it did not lose the game
    watcher = ui.app.actions.teacher.watcher
    deadline = time.monotonic() + 60
    while watcher.working:
        assert time.monotonic() < deadline
        ui.step()
        time.sleep(0.01)
    assert ui.app.stage.status[0] == ""
    ui.session.play("W>F4")  # move 25 loses it
    ui.step()
    ui.clock.advance(1.0)
    ui.step()
    assert watcher.job is not None
    while watcher.working:
        assert time.monotonic() < deadline
        ui.step()
        time.sleep(0.01)
    assert ui.app.stage.status[0] == (
        "That move (2♣ onto foundation 4) lost the game: before it, the game could still "
        "be won. G shows the way back."
    )
    ui.session.play("S")  # once a game
    ui.step()
    ui.clock.advance(1.0)
    ui.step()
    assert not watcher.working


def test_no_check_while_the_setting_is_off(make_driver: MakeDriver) -> None:
    ui = spoiled(make_driver)
    ui.session.play("S")
    ui.step()
    ui.clock.advance(1.0)
    ui.step()
    assert not ui.app.actions.teacher.watcher.working


def test_query_keys_during_a_replay_read_the_replays_table(ui: Driver) -> None:
    """C (the counts) and T (score and time) during a replay answer for the position the
    table shows, not for the game in progress behind it."""
    from canfield.speech import announce

    ui.key(pygame.K_v)
    wait(ui)
    assert isinstance(ui.app.flow.dialog, ReplayDialog)
    ui.key(pygame.K_END)
    shown = ui.app.actions.state
    assert engine.is_won(shown) and shown != ui.session.state
    ui.key(pygame.K_c)
    assert ui.app.stage.status[0] == announce.counts(shown)
    assert ui.app.stage.status[0] != announce.counts(ui.session.state)
    ui.key(pygame.K_t)
    assert ui.app.stage.status[0].startswith(
        announce.score_and_time(shown, ui.app.stage.elapsed).split(",")[0]
    )
