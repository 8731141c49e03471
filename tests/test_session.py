"""The session: actions go through the engine, every game and action reaches the database."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import canfield
from canfield import engine
from canfield.engine import with_draw
from canfield.session import Session, take_up_record
from canfield.store import Store
from canfield.store.games import Games

from .positions import one_move_from_winning

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
    first = Session.open(store, code=CODE)
    play_some(first, 4)
    first.undo()
    first.close()
    again = Session.open(reopen(store))
    assert again.code == CODE
    assert again.state == first.state
    assert again.history.can_redo and again.history.undo_depth == 3
    assert again.game_id == first.game_id
    play_some(again, 1)
    figures = again.stats.mode(3)
    assert (figures.played, figures.in_progress) == (0, 1)  # the same game, not yet finished
    assert again.warnings() == []


def test_a_new_code_leaves_the_game_in_progress_unfinished_and_says_so(store: Store) -> None:
    first = Session.open(store, code=CODE)
    play_some(first, 2)
    assert (first.stats.mode(3).played, first.stats.mode(3).in_progress) == (0, 1)
    left = first.game_id
    first.close()
    second = Session.open(reopen(store), code=CODE)  # `canfield play --code` the same deal
    assert second.state == engine.deal(CODE)
    assert second.game_id != left
    [notice] = second.warnings()
    assert f"{CODE} was left unfinished" in notice and f"canfield record {left}" in notice
    assert second.stats.mode(3).abandoned == 1
    play_some(second, 1)
    figures = second.stats.mode(3)
    assert (figures.played, figures.in_progress) == (1, 1)  # the one left, the one on
    second.close()
    third = Session.open(reopen(store))
    assert third.game_id == second.game_id and third.state == second.state
    assert third.games.moves(left) == ["S", "S"]  # the abandoned game's record is kept


def test_a_game_with_no_action_is_not_counted(store: Store) -> None:
    session = Session.open(store, code=CODE)
    session.new_game(draw=1)
    session.restart()
    assert session.stats.mode(1).played == 0
    assert session.stats.mode(3).played == 0
    assert len(session.games.listing(10)) == 1  # only the deal on the table is a row


def test_restart_is_a_new_game_for_the_statistics(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 1)
    session.restart()
    assert session.state == engine.deal(CODE)
    assert not session.history.can_undo
    play_some(session, 1)
    stats = session.stats.mode(3)
    assert (stats.played, stats.abandoned, stats.in_progress, stats.current_streak) == (1, 1, 1, 0)


def test_a_win_is_counted_once_and_the_next_start_deals_anew(store: Store) -> None:
    session = Session.open(store, start=one_move_from_winning())
    assert not session.won
    outcome = session.tap("C1")
    assert outcome is not None and session.won and session.state.score == 255
    stats = session.stats.mode(3)
    assert (stats.played, stats.won, stats.best_score, stats.current_streak) == (1, 1, 255, 1)
    session.undo()
    session.redo()
    assert session.stats.mode(3).won == 1
    session.close()
    nxt = Session.open(reopen(store))
    assert nxt.warnings() == []
    assert not nxt.won and nxt.game_id != session.game_id
    assert nxt.state == engine.deal(nxt.code)
    stats = nxt.stats.mode(3)
    assert (stats.played, stats.won, stats.current_streak) == (1, 1, 1)


def test_a_position_set_up_by_hand_is_resumed_and_restarted(store: Store) -> None:
    start = one_move_from_winning()
    session = Session.open(store, start=start)
    session.close()
    again = Session.open(reopen(store))
    assert again.state == start and again.warnings() == []
    again.restart()
    assert again.state == start


def test_settings_reach_the_next_start(store: Store) -> None:
    session = Session.open(store, code=CODE)
    session.change_settings(double_click=False, draw=1)
    session.close()
    later = Session.open(reopen(store))
    assert later.settings.double_click is False
    later.new_game()
    assert later.draw == 1


def test_an_illegal_move_changes_nothing_on_disk(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 1)
    before = session.games.get(session.game_id)
    with pytest.raises(engine.IllegalMove):
        session.play("C4>F2")  # J♠ cannot start the spades foundation (start rank 9)
    assert session.games.get(session.game_id) == before
    assert session.games.moves(session.game_id) == ["S"]


def test_a_bad_code_keeps_the_game(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 1)
    state = session.state
    with pytest.raises(engine.BadGameCode):
        session.new_game("CF1-D3-NOPE")
    assert session.state == state and session.code == CODE


def test_the_draw_mode_asked_for_wins_over_the_codes() -> None:
    assert with_draw("cf1-d3-aaaaacl", 1) == "CF1-D1-AAAAACL"
    assert with_draw("CF1-D1-AAAAACL", None) == "CF1-D1-AAAAACL"
    session = Session.open(None, code=CODE, draw=1)
    assert session.code == "CF1-D1-AAAAACL" and session.draw == 1
    session.new_game("CF1-D1-AAAAACL", 3)
    assert session.code == CODE and session.draw == 3


def test_two_windows_never_play_the_same_game_and_lose_nothing(store: Store) -> None:
    a = Session.open(store, code=CODE)
    play_some(a, 2)
    b = Session.open(reopen(store))  # a second window while the first is open
    assert b.game_id != a.game_id
    assert any("open in another window" in w for w in b.warnings())
    play_some(b, 1)
    a.new_game(draw=3)
    play_some(a, 1)
    b.new_game(draw=1)
    play_some(b, 3)
    a.play("S")
    a_won = Session.open(reopen(store), start=one_move_from_winning())
    a_won.tap("C1")
    play_some(b, 1)
    assert a.stats == b.stats  # both read the same rows
    draw_3, draw_1 = a.stats.mode(3), a.stats.mode(1)
    # a: 2 games of draw 3 (one abandoned, one on); b: 1 draw 3 abandoned, 1 draw 1 on;
    # the win.
    assert (draw_3.played, draw_3.won, draw_3.abandoned, draw_3.in_progress) == (3, 1, 2, 1)
    assert (draw_1.played, draw_1.won, draw_1.in_progress) == (0, 0, 1)
    assert draw_3.best_score == 255


def test_elapsed_time_is_kept_with_the_game(store: Store) -> None:
    session = Session.open(store, code=CODE)
    session.add_elapsed(12.5)
    session.add_elapsed(-3)  # nonsense is ignored
    session.add_elapsed(float("nan"))
    session.close()
    again = Session.open(reopen(store))
    assert again.elapsed == pytest.approx(12.5)


def test_best_and_average_time_of_wins_and_the_recent_games(store: Store) -> None:
    for seconds in (100.0, 50.0):
        session = Session.open(store, start=one_move_from_winning())
        session.add_elapsed(seconds)
        session.tap("C1")
        session.add_elapsed(30)  # the celebration is no playing time
        session.undo()
        session.add_elapsed(30)  # nor is looking back at a won game
        assert session.elapsed == seconds
        session.close()
    lost = Session.open(store, code=CODE)
    play_some(lost, 1)
    lost.new_game(CODE)
    stats = lost.stats.mode(3)
    assert (stats.best_time, stats.average_time) == (50.0, 75.0)
    recent = lost.recent_games(3)
    assert [(g.score, g.outcome) for g in recent] == [(255, "won"), (255, "won"), (0, "abandoned")]
    assert lost.recent_games(1) == []


def test_a_pasted_record_is_resumed_and_never_counted_twice(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 3)
    record = session.record()
    session.close()
    assert take_up_record(reopen(store), record) == session.game_id  # the same game
    again = Session.open(reopen(store))
    assert again.game_id == session.game_id
    figures = again.stats.mode(3)
    assert (figures.played, figures.in_progress) == (0, 1)  # the dealt game, once
    again.close()
    other = take_up_record(reopen(store), "CF1-D1-AAAAAAB S S")
    third = Session.open(reopen(store))
    assert third.game_id == other and third.code == "CF1-D1-AAAAAAB"
    assert len(third.history.moves) == 2
    with pytest.raises(ValueError):
        take_up_record(reopen(store), "CF1-D3-AAAAACL C4>F2")


def test_an_action_is_one_row_more_not_a_rewrite(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 50)
    session.undo()
    session.undo()
    session.redo()
    conn = sqlite3.connect(store.data_dir / "games.sqlite3")
    moves = conn.execute("SELECT COUNT(*) FROM moves WHERE game = ?", (session.game_id,))
    redo = conn.execute("SELECT move FROM redo WHERE game = ?", (session.game_id,))
    assert moves.fetchone()[0] == 49 and redo.fetchall() == [("S",)]
    conn.close()


def test_only_games_in_progress_keep_a_lock_file(store: Store) -> None:
    session = Session.open(store, code=CODE)
    play_some(session, 1)
    first = session.game_id
    session.new_game(CODE)
    session.new_game(CODE)  # the game with no action disappears, its lock file too
    locks = sorted(p.name for p in (store.data_dir / "locks").iterdir())
    assert locks == [f"{session.games.db.identity}-game-{session.game_id}.lock"]
    assert session.games.get(first) is not None


def test_a_game_that_ended_while_being_taken_up_is_left_alone(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = Session.open(store, code=CODE)
    play_some(first, 1)
    ended = first.game_id
    first.new_game(CODE)
    play_some(first, 1)
    first.close()
    # A window listed the games in progress just before the first one was left.
    monkeypatch.setattr(Games, "in_progress", lambda self: [ended, first.game_id])
    later = Session.open(reopen(store))
    assert later.game_id == first.game_id


CHILD = """
import sys
from pathlib import Path
from canfield.session import Session
from canfield.store import Store

folder = Path(sys.argv[1])
session = Session.open(Store(folder / "config", folder / "data"), code=sys.argv[2])
for _ in range(20):
    session.tap("S")
print("|".join(session.warnings()), flush=True)
sys.stdin.read()  # the window stays open until the test has heard from every one
"""


def test_windows_started_at_the_same_moment_each_keep_their_game(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(canfield.__file__).parent.parent)}
    codes = ["CF1-D3-AAAAAAB", "CF1-D3-AAAAAAC", "CF1-D1-AAAAAAD", "CF1-D1-AAAAAAE"]
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), code],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for code in codes
    ]
    said = []
    for child in children:
        assert child.stdout is not None
        said.append(child.stdout.readline().strip())
    for child in children:
        _out, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
    assert said == [""] * len(codes)  # no warning: every window saved every action
    stats = Store(tmp_path / "config", tmp_path / "data").statistics()
    assert (stats.mode(3).in_progress, stats.mode(1).in_progress) == (2, 2)
    assert stats.mode(3).abandoned == stats.mode(1).abandoned == 0


def test_a_game_whose_record_no_longer_replays_is_told_once_and_kept(store: Store) -> None:
    first = Session.open(store, code=CODE)
    play_some(first, 2)
    broken = first.game_id
    first.close()
    conn = sqlite3.connect(store.data_dir / "games.sqlite3")
    conn.execute("UPDATE moves SET move = 'C4>F2' WHERE game = ? AND n = 2", (broken,))
    conn.commit()
    conn.close()
    second = Session.open(reopen(store))
    assert second.game_id != broken and second.state == engine.deal(second.code)
    [notice] = second.warnings()
    assert CODE in notice and f"canfield record {broken}" in notice
    assert second.games.moves(broken) == ["S", "C4>F2"]  # its record is kept as it was
    assert second.stats.mode(3).abandoned == 1
    second.close()
    assert Session.open(reopen(store)).warnings() == []  # told once, not at every start


def test_a_pasted_record_of_a_won_game_is_refused_not_counted_again(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_deal = engine.deal

    def deal(code: str) -> engine.GameState:  # this deal is one move from the win
        return one_move_from_winning() if code == CODE else real_deal(code)

    monkeypatch.setattr(engine, "deal", deal)
    won = take_up_record(store, f"{CODE} C1>F4")  # a win played elsewhere, brought in
    row = reopen(store).games.get(won)
    assert row is not None and (row.outcome, row.source) == ("won", "record")
    figures = reopen(store).statistics().mode(3)
    # Taken up from a record: kept and listed, but no win, time or streak of the player's.
    assert (figures.won, figures.played, figures.best_time, figures.current_streak) == (
        0, 0, None, 0,
    )  # fmt: skip
    with pytest.raises(ValueError, match="won"):
        take_up_record(reopen(store), f"{CODE} C1>F4")  # `canfield record` of it, pasted
    again = reopen(store)
    assert again.games.latest() == won and again.statistics().mode(3).won == 0
