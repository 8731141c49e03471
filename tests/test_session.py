"""The session: actions go through the engine, the game and the statistics reach the disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from canfield import engine
from canfield.session import Session
from canfield.store import Store
from canfield.store.settings import Settings

CODE = "CF1-D3-AAAAACL"


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "config", tmp_path / "data")


def reopen(store: Store) -> Store:
    """The same folders, as the next start of the game sees them."""
    return Store(store.config_dir, store.data_dir)


def play_some(session: Session, count: int) -> None:
    for _ in range(count):
        move = engine.tap(session.state, "S")
        assert move is not None
        session.play(move)


def test_a_game_is_resumed_where_it_was_left(store: Store) -> None:
    first = Session(store, code=CODE)
    play_some(first, 4)
    first.undo()
    again = Session(reopen(store))
    assert again.code == CODE
    assert again.state == first.state
    assert again.history.can_redo and again.history.undo_depth == 3
    assert again.game_id == first.game_id
    play_some(again, 1)
    assert again.stats.mode(3).played == 1  # the same game, counted once


def test_a_new_code_leaves_the_game_in_progress_unfinished(store: Store) -> None:
    first = Session(store, code=CODE)
    play_some(first, 2)
    assert first.stats.mode(3).played == 1
    second = Session(reopen(store), code=CODE)  # `canfield play --code` the same deal
    assert second.state == engine.deal(CODE)
    assert second.game_id != first.game_id
    play_some(second, 1)
    assert second.stats.mode(3).played == 2
    third = Session(reopen(store))
    assert third.game_id == second.game_id and third.state == second.state


def test_a_game_with_no_action_is_not_counted(store: Store) -> None:
    session = Session(store, code=CODE)
    session.new_game(draw=1)
    session.restart()
    assert session.stats.mode(1).played == 0
    assert session.stats.mode(3).played == 0


def test_restart_is_a_new_game_for_the_statistics(store: Store) -> None:
    session = Session(store, code=CODE)
    play_some(session, 1)
    session.restart()
    assert session.state == engine.deal(CODE)
    assert not session.history.can_undo
    play_some(session, 1)
    assert session.stats.mode(3).played == 2
    assert session.stats.mode(3).current_streak == 0


def _one_move_from_winning() -> engine.GameState:
    ranks = ["7", "8", "9", "10", "J", "Q", "K", "A", "2", "3", "4", "5", "6"]
    full = {s: " ".join(r + s for r in ranks) for s in "HSD"}
    return engine.position(
        base="7H",
        foundations=(full["H"], full["S"], full["D"], " ".join(r + "C" for r in ranks[:-1])),
        columns=("6C", "", "", ""),
        score=250,
    )


def test_a_win_is_counted_once_and_the_next_start_deals_anew(store: Store) -> None:
    session = Session(store, code=CODE)
    session.history = engine.History(_one_move_from_winning())
    outcome = session.tap("C1")
    assert outcome is not None and session.won and session.state.score == 255
    stats = session.stats.mode(3)
    assert (stats.played, stats.won, stats.best_score, stats.current_streak) == (1, 1, 255, 1)
    session.undo()
    session.redo()
    assert session.stats.mode(3).won == 1
    nxt = Session(reopen(store))
    assert not nxt.won
    assert nxt.stats.mode(3).won == 1


def test_settings_reach_the_next_start(store: Store) -> None:
    session = Session(store, code=CODE)
    session.set_settings(Settings(double_click=False, draw=1))
    later = Session(reopen(store))
    assert later.settings.double_click is False
    later.new_game()
    assert later.draw == 1


def test_an_illegal_move_changes_nothing_on_disk(store: Store) -> None:
    session = Session(store, code=CODE)
    before = store.game_path.read_text(encoding="utf-8")
    with pytest.raises(engine.IllegalMove):
        session.play("C4>F2")  # J♠ cannot start the spades foundation (start rank 9)
    assert store.game_path.read_text(encoding="utf-8") == before
    assert session.state == engine.deal(CODE)


def test_a_bad_code_keeps_the_game(store: Store) -> None:
    session = Session(store, code=CODE)
    play_some(session, 1)
    state = session.state
    with pytest.raises(engine.BadGameCode):
        session.new_game("CF1-D3-NOPE")
    assert session.state == state and session.code == CODE
