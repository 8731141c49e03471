"""What the statistics count, as the Statistics window states it: finished games of dealt
random deals; the game in progress apart; winnable-only deals apart; games taken up from
a record not at all; best score over every counted game; streaks of consecutive wins."""

from __future__ import annotations

from pathlib import Path

import pytest

from canfield.session import Session, take_up_record
from canfield.store import Store

from ..positions import one_move_from_winning

CODE = "CF1-D3-AAAAACL"


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(config_dir=tmp_path / "config", data_dir=tmp_path / "data")


def win(store: Store, score: int = 250, *, winnable_only: bool = False) -> None:
    """A game dealt and won (one move from its end), scoring `score` + 5."""
    session = Session.open(store, start=one_move_from_winning(score))
    session.game.winnable_only = winnable_only
    if winnable_only:  # as the solver's pick is marked when it is dealt
        session.games.db.conn.execute(
            "UPDATE games SET winnable_only = 1 WHERE id = ?", (session.game_id,)
        )
    assert session.tap("C1") is not None and session.won
    session.close()


def begin(store: Store, code: str = CODE) -> Session:
    session = Session.open(store, code=code)
    session.tap("S")
    return session


def test_a_game_in_progress_does_not_lower_the_win_rate(store: Store) -> None:
    win(store)
    on = begin(store)
    figures = on.stats.mode(3)
    assert (figures.played, figures.won, figures.in_progress) == (1, 1, 1)
    assert figures.win_rate == 1.0
    assert figures.current_streak == 1  # nor breaks the streak
    on.new_game(CODE)  # left for another: now it counts, as a loss
    figures = on.stats.mode(3)
    assert (figures.played, figures.won, figures.abandoned) == (2, 1, 1)
    assert figures.win_rate == 0.5 and figures.current_streak == 0


def test_two_wins_in_a_row_are_a_streak_of_two(store: Store) -> None:
    begin(store).new_game(CODE)  # a loss first
    win(store)
    win(store)
    figures = Store(store.config_dir, store.data_dir).statistics().mode(3)
    assert (figures.current_streak, figures.longest_streak) == (2, 2)


def test_best_score_is_the_highest_of_every_counted_game(store: Store) -> None:
    win(store, 250)  # 255
    win(store, 285)  # 290: cards taken back and placed again score again
    figures = store.statistics().mode(3)
    assert figures.best_score == 290
    lost = Session.open(store, start=one_move_from_winning(300))
    lost.play("C1>C2")  # the 6♣ to an empty column, not home
    lost.new_game(CODE)  # a loss at 300 points is still the best score of a game
    assert store.statistics().mode(3).best_score == 300


def test_winnable_only_and_recorded_games_stay_out_of_the_figures_and_the_chart(
    store: Store,
) -> None:
    win(store)
    win(store, winnable_only=True)
    take_up_record(store, "CF1-D3-AAAAAAB S S")
    session = begin(store, "CF1-D3-AAAAAAC")
    figures, apart = session.stats.mode(3), session.stats.winnable(3)
    assert (figures.played, figures.won, figures.in_progress) == (1, 1, 1)
    assert (apart.played, apart.won) == (1, 1)
    chart = session.recent_games(3)
    # The chart shows exactly the games the table counts: the win and the game on.
    assert [(game.score, game.outcome) for game in chart] == [(255, "won"), (0, "in progress")]
    assert len(chart) == figures.played + figures.in_progress


def test_a_whole_winning_line_pasted_as_a_record_is_no_win_of_the_players(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`canfield play --record` of a whole winning line: taken up and shown won, but its
    fraction of a second is no best time and its win no streak."""
    from canfield import engine

    real_deal = engine.deal
    monkeypatch.setattr(
        engine, "deal", lambda code: one_move_from_winning() if code == CODE else real_deal(code)
    )
    win(store)  # a real win, 0 s
    session = Session.open(store, code="CF1-D3-AAAAAAD")
    session.add_elapsed(120.0)
    session.tap("S")
    session.new_game("CF1-D3-AAAAAAE")  # a loss: the streak is 0
    session.close()
    pasted = take_up_record(store, f"{CODE} C1>F4")
    row = store.games.get(pasted)
    assert row is not None and (row.outcome, row.source) == ("won", "record")
    figures = store.statistics().mode(3)
    assert (figures.won, figures.current_streak, figures.best_time) == (1, 0, None)


def test_an_old_database_gains_the_source_of_its_games(tmp_path: Path) -> None:
    """A version 1 database (before games were marked by where they came from) is brought
    up to date at open; every game it held counts as dealt."""
    import sqlite3

    from canfield.store.database import SCHEMA_VERSION

    data = tmp_path / "data"
    data.mkdir()
    conn = sqlite3.connect(data / "games.sqlite3")
    conn.executescript(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL,
            draw INTEGER NOT NULL, winnable_only INTEGER NOT NULL DEFAULT 0, start TEXT,
            started TEXT NOT NULL, last_action TEXT, ended TEXT,
            outcome TEXT NOT NULL DEFAULT 'in progress', score INTEGER NOT NULL DEFAULT 0,
            cards_placed INTEGER NOT NULL DEFAULT 0, elapsed REAL NOT NULL DEFAULT 0,
            actions INTEGER NOT NULL DEFAULT 0, length INTEGER NOT NULL DEFAULT 0,
            redo_length INTEGER NOT NULL DEFAULT 0, undo_depth INTEGER NOT NULL DEFAULT 0);
        INSERT INTO games (code, draw, started, ended, outcome, score, actions, length)
            VALUES ('CF1-D3-AAAAACL', 3, '2026-01-01', '2026-01-01', 'won', 260, 80, 80);
        PRAGMA user_version = 1;
        """
    )
    conn.close()
    store = Store(config_dir=tmp_path / "config", data_dir=data)
    assert store.statistics().mode(3).won == 1
    assert store.pop_warnings() == []  # brought up to date, not set aside
    row = store.games.get(1)
    assert row is not None and row.source == "deal"
    version = store.games.db.conn.execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 2
