"""Statistics are queries over game rows; the old statistics.json is imported once, checked."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from canfield.session import Session
from canfield.store import ModeStats, Statistics, Store
from tests.positions import one_move_from_winning


def _reopen(store: Store) -> Store:
    return Store(store.config_dir, store.data_dir)


def _write_old_stats(store: Store, data: object) -> None:
    store.data_dir.mkdir(parents=True, exist_ok=True)
    store.stats_path.write_text(json.dumps(data), encoding="utf-8")


def test_no_games_no_figures(store: Store) -> None:
    assert store.statistics() == Statistics()
    assert store.warnings == []


def test_old_statistics_are_imported_once_and_renamed_not_deleted(store: Store) -> None:
    old = {
        "draw_1": {"played": 7, "won": 2, "best_score": 90, "current_streak": 1,
                   "longest_streak": 2, "cards_placed": 100},
        "draw_3": {"played": 3, "won": 0},
    }  # fmt: skip
    _write_old_stats(store, old)
    stats = store.statistics()
    assert stats.draw_1 == ModeStats(
        played=7, won=2, abandoned=5, best_score=90, current_streak=1, longest_streak=2,
        cards_placed=100,
    )  # fmt: skip
    assert stats.draw_3.played == 3
    assert not store.stats_path.exists()
    [kept] = store.data_dir.glob("statistics.json.imported-*")
    assert json.loads(kept.read_text(encoding="utf-8")) == old
    _write_old_stats(store, old)  # an old version wrote the file again: not imported twice
    assert _reopen(store).statistics().draw_1.played == 7
    assert store.warnings == []


def test_new_games_add_to_the_imported_figures_and_continue_the_streak(store: Store) -> None:
    _write_old_stats(store, {"draw_3": {"played": 4, "won": 3, "current_streak": 2,
                                        "longest_streak": 2, "best_score": 100}})  # fmt: skip
    session = Session.open(store, start=one_move_from_winning())
    session.tap("C1")
    stats = session.stats.mode(3)
    assert (stats.played, stats.won, stats.current_streak, stats.longest_streak) == (5, 4, 3, 3)
    assert stats.best_score == 255


def test_the_game_counted_by_the_old_file_is_not_counted_twice(store: Store) -> None:
    _write_old_stats(
        store,
        {"draw_3": {"played": 2, "won": 0, "cards_placed": 0},
         "current": {"game_id": "CF1-D3-AAAAACL/abc", "draw": 3, "placed": 0}},
    )  # fmt: skip
    store.game_path.write_text("CF1-D3-AAAAACL S S\n", encoding="utf-8")
    session = Session.open(store)
    assert session.code == "CF1-D3-AAAAACL" and len(session.history.moves) == 2
    figures = session.stats.mode(3)
    assert (figures.played, figures.in_progress) == (1, 1)  # the old file's 2, once each
    assert session.warnings() == []
    assert list(store.data_dir.glob("game.txt.imported-*"))


def test_one_invalid_figure_falls_back_alone_with_a_warning(store: Store) -> None:
    _write_old_stats(
        store,
        {"draw_1": {"played": 7, "won": -2, "best_score": 0, "mystery": 1},
         "draw_3": {"played": "many", "won": 0}, "unknown_section": {}},
    )  # fmt: skip
    stats = store.statistics()
    assert (stats.draw_1.played, stats.draw_1.won) == (7, 0)
    assert stats.draw_3.played == 0
    [warning] = store.pop_warnings()
    for field in ("draw_1.won", "draw_3.played", "unknown_section"):
        assert field in warning
    assert list(store.data_dir.glob("statistics.json.imported-*"))  # the original is kept


@pytest.mark.parametrize(
    ("mode", "field"),
    [
        ({"played": 1, "won": 5}, "draw_1.won"),
        ({"played": 10**31}, "draw_1.played"),
        ({"played": 3, "won": 3, "longest_streak": 9}, "draw_1.longest_streak"),
        ({"played": 3, "won": 0, "best_score": 200}, "draw_1.best_score"),
    ],
)
def test_impossible_figures_are_told_and_brought_within_bounds(
    store: Store, mode: dict[str, int], field: str
) -> None:
    _write_old_stats(store, {"draw_1": mode})
    stats = store.statistics().draw_1
    assert stats.won <= stats.played and stats.longest_streak <= stats.won
    assert stats.played < 10**8
    [warning] = store.pop_warnings()
    assert "could not be true" in warning and field in warning


def test_a_corrupt_old_file_is_set_aside(store: Store) -> None:
    store.data_dir.mkdir()
    store.stats_path.write_text('{"draw_1": {"played": 3', encoding="utf-8")
    assert store.statistics() == Statistics()
    [kept] = store.data_dir.glob("statistics.json.corrupt-*")
    assert kept.read_text() == '{"draw_1": {"played": 3'
    assert len(store.pop_warnings()) == 1


def test_an_unusable_data_folder_keeps_the_games_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("x")
    store = Store(config_dir=tmp_path / "config", data_dir=blocker / "canfield")
    session = Session.open(store, code="CF1-D3-AAAAACL")
    for _ in range(3):
        session.tap("S")
    assert session.stats.mode(3).in_progress == 1
    [warning] = session.warnings()
    assert "could not be saved" in warning and "last action that was saved" in warning


def test_xdg_data_home_is_honoured(xdg: tuple[Path, Path]) -> None:
    _config, data = xdg
    session = Session.open(Store(), code="CF1-D1-AAAAACL")
    session.tap("S")
    assert (data / "games.sqlite3").is_file()
    assert Store().statistics().draw_1.in_progress == 1


def test_two_windows_starting_together_import_the_old_files_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_old_stats(store, {"draw_3": {"played": 4, "won": 1}})
    store.game_path.write_text("CF1-D3-AAAAACL S S\n", encoding="utf-8")
    second = _reopen(store)
    stats_early = second._read_legacy_statistics()  # the second window read the files early …
    game_early = second._read_legacy_game()
    monkeypatch.setattr(second, "_read_legacy_statistics", lambda: stats_early)
    monkeypatch.setattr(second, "_read_legacy_game", lambda: game_early)
    real = Store._imported_before
    looked: set[int] = set()

    def looked_before_the_other_committed(conn: sqlite3.Connection) -> bool:
        if id(conn) in looked:
            return real(conn)
        looked.add(id(conn))
        return False  # each window's first look came before the other's import

    monkeypatch.setattr(Store, "_imported_before", staticmethod(looked_before_the_other_committed))
    # The old file's 4 games, the last of them the game in progress it left.
    figures = store.statistics().draw_3
    assert (figures.played, figures.in_progress) == (4, 1)
    figures = second.statistics().draw_3
    assert (figures.played, figures.in_progress) == (4, 1)  # … and the database took them once


def test_winnable_only_games_are_counted_apart(store: Store) -> None:
    random_deal = Session.open(store, code="CF1-D3-AAAAAAA")
    random_deal.tap("S")
    random_deal.close()
    session = Session.open(store, code="CF1-D3-AAAAACL", winnable_only=True)
    session.tap("S")
    assert session.game.winnable_only
    stats = session.stats
    assert stats.mode(3).played == 1  # the random deal only, left for this one
    assert stats.winnable(3).in_progress == 1 and stats.winnable_3.in_progress == 1
    assert stats.winnable(1) == ModeStats()
    session.new_game("CF1-D3-AAAAACL", 3, winnable_only=True)  # the first is abandoned
    session.tap("S")
    stats = session.stats
    winnable = stats.winnable(3)
    assert (winnable.played, winnable.abandoned, winnable.in_progress) == (1, 1, 1)
    # The random deal was left for the winnable one: abandoned, and still counted apart.
    assert (stats.mode(3).played, stats.mode(3).abandoned) == (1, 1)
    from canfield.store.cli import stats_json, stats_table

    data = json.loads(stats_json(stats))
    assert (data["winnable_3"]["played"], data["draw_3"]["played"]) == (1, 1)
    last = stats_table(stats).splitlines()[-3]  # then the two rows of today's deals
    assert last.startswith("Winnable deals: won/played") and last.split()[-6:] == [
        "0", "/", "1", "0", "/", "0",
    ]  # fmt: skip
