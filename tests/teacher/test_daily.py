"""Today's deal: one per UTC date, the same everywhere, always a proved win; counted by
day, apart from every other game."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest

from canfield import engine
from canfield.cli import main
from canfield.store import Store
from canfield.teacher import daily
from canfield.teacher.daily import candidate, daily_deal, deal_date

DAY = dt.date(2026, 12, 1)


def test_the_deal_of_a_day_is_a_proved_win_whose_line_replays() -> None:
    found = daily_deal(DAY)
    assert found is not None and found.code.startswith("CF1-D3-")
    state = engine.deal(found.code)
    for move in found.moves:
        state = engine.apply(state, move)
    assert engine.is_won(state)
    assert found.code == candidate(DAY, found.candidate)


def test_days_differ() -> None:
    codes = set()
    for n in range(5):
        found = daily_deal(DAY + dt.timedelta(days=n))
        assert found is not None
        codes.add(found.code)
    assert len(codes) == 5


_PRINT = (
    "import datetime, sys, time\n"
    "from canfield.teacher.daily import daily_deal\n"
    "found = daily_deal(datetime.date(2026, 12, 3), seconds=float(sys.argv[1]))\n"
    "print(found.code, found.candidate, ' '.join(found.moves))\n"
)


def test_the_same_code_in_two_processes_whatever_their_time_and_load() -> None:
    """Two processes, different hash seeds and time budgets, one of them beside a busy
    loop: the same deal and the same line."""
    burn = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        answers = []
        for seed, seconds in (("1", "600"), ("4242", "30")):
            env = {**os.environ, "PYTHONHASHSEED": seed}
            done = subprocess.run(
                [sys.executable, "-c", _PRINT, seconds],
                env=env,
                capture_output=True,
                text=True,
                check=True,
                timeout=300,
            )
            answers.append(done.stdout)
    finally:
        burn.kill()
        burn.wait()
    here = daily_deal(dt.date(2026, 12, 3))
    assert here is not None
    assert answers[0] == answers[1] == f"{here.code} {here.candidate} {' '.join(here.moves)}\n"


def test_the_callers_time_never_changes_the_deal_it_stops_it() -> None:
    ticks = iter(range(1000))
    with pytest.raises(daily.TooLong):
        daily_deal(DAY, seconds=0.5, clock=lambda: float(next(ticks)))


def test_the_date_of_a_daily_game() -> None:
    code = candidate(DAY, 0)
    assert deal_date(code, "2026-12-01T23:59:00+00:00") == DAY
    assert deal_date(code, "2026-12-02T00:01:00+00:00") == DAY  # begun after midnight
    assert deal_date("CF1-D3-AAAAACL", "2026-12-05T10:00:00+00:00") == dt.date(2026, 12, 5)


def test_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--date", "2026-12-01"]) == 0
    found = daily_deal(DAY)
    assert found is not None and capsys.readouterr().out == found.code + "\n"
    for bad in ("2026-13-01", "yesterday", "2026-12-1", "x" * 500):
        assert main(["daily", "--date", bad]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and "is not a date; write it YYYY-MM-DD" in captured.err
        assert len(captured.err.splitlines()) == 1


def _play_daily(store: Store, day: dt.date, *, won: bool) -> None:
    """A daily game of `day` in the database, won or abandoned (its rows made directly)."""
    from canfield.store.game_rows import Progress

    code = candidate(day, 0)
    stamp = f"{day.isoformat()}T12:00:00+00:00"
    conn = store.games.db.conn
    game = store.games.deal(code, 3, source="daily")
    store.games.played(game, "S", Progress(0, 0, 1, won))
    conn.execute("UPDATE games SET started = ? WHERE id = ?", (stamp, game))
    if not won:
        store.games.abandon(game)


def test_days_played_won_and_streaks(tmp_path: Path) -> None:
    from canfield.store.stats import daily_stats

    store = Store(tmp_path / "config", tmp_path / "data", in_window=False)
    try:
        for offset, won in ((0, True), (1, True), (1, False), (2, False), (3, True), (4, True)):
            _play_daily(store, DAY + dt.timedelta(days=offset), won=won)
        _play_daily(store, DAY + dt.timedelta(days=5), won=True)
        conn = store.games.db.conn
        figures = daily_stats(conn, today=DAY + dt.timedelta(days=6))
        assert (figures.played, figures.won) == (6, 5)  # day 1 won on its second try
        assert (figures.current_streak, figures.best_streak) == (3, 3)
        later = daily_stats(conn, today=DAY + dt.timedelta(days=8))
        assert later.current_streak == 0 and later.best_streak == 3
        stats = store.statistics()
        assert stats.draw_3.played == 0  # not among the random deals
    finally:
        store.close()
