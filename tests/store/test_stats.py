"""Statistics: what counts as a game, a win, a streak — once each — and their file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from canfield.store import (
    ModeStats,
    Statistics,
    Store,
    abandon_game,
    count_placements,
    record_action,
    start_game,
    win_game,
)


@dataclass(frozen=True)
class FakeMove:
    """Just the part of a move the statistics read (the engine's Move has it too)."""

    target: str | None


TAP = FakeMove(None)
TO_COLUMN = FakeMove("C2")
TO_FOUNDATION = FakeMove("F1")


def test_nothing_counts_before_the_first_action() -> None:
    stats = record_action(Statistics(), "CF1-D3-AAAAAAB", 3, [], score=0, won=False)
    assert stats == Statistics()


def test_the_first_action_counts_the_game_once() -> None:
    stats = Statistics()
    for line in ([TAP], [TAP, TO_COLUMN], [TAP, TO_COLUMN, TAP]):
        stats = record_action(stats, "game-1", 3, line, score=0, won=False)
    assert stats.draw_3.played == 1
    assert stats.draw_1 == ModeStats()
    assert stats.draw_3.won == 0 and stats.draw_3.win_rate == 0.0


def test_start_is_idempotent_and_leaves_the_input_alone() -> None:
    before = Statistics()
    once = start_game(before, "game-1", 1)
    twice = start_game(once, "game-1", 1)
    assert twice.draw_1.played == 1
    assert before == Statistics()  # the functions are pure


def test_a_win_updates_won_streaks_and_best_score_once() -> None:
    stats = start_game(Statistics(), "game-1", 3)
    stats = win_game(stats, "game-1", 3, score=255)
    stats = win_game(stats, "game-1", 3, score=260)  # told twice: counted once
    assert (stats.draw_3.played, stats.draw_3.won) == (1, 1)
    assert (stats.draw_3.current_streak, stats.draw_3.longest_streak) == (1, 1)
    assert stats.draw_3.best_score == 255
    assert stats.draw_3.win_rate == 1.0


def test_a_win_without_a_recorded_start_still_counts_the_game() -> None:
    stats = win_game(Statistics(), "game-1", 1, score=200)
    assert (stats.draw_1.played, stats.draw_1.won, stats.draw_1.best_score) == (1, 1, 200)


def test_an_abandoned_game_is_a_loss_and_breaks_the_streak() -> None:
    stats = Statistics()
    for n in range(3):
        stats = win_game(start_game(stats, f"won-{n}", 3), f"won-{n}", 3, score=100 + n)
        stats = abandon_game(stats)  # leaving a won game for a new one breaks nothing
    assert (stats.draw_3.current_streak, stats.draw_3.longest_streak) == (3, 3)
    stats = start_game(stats, "lost", 3)
    assert stats.draw_3.current_streak == 3  # a loss only once it is left unfinished
    stats = abandon_game(stats)
    assert stats.draw_3.played == 4 and stats.draw_3.won == 3
    assert (stats.draw_3.current_streak, stats.draw_3.longest_streak) == (0, 3)
    assert stats.draw_3.best_score == 102
    assert stats.draw_3.win_rate == pytest.approx(0.75)


def test_starting_another_game_abandons_the_unfinished_one() -> None:
    stats = win_game(Statistics(), "won", 1, score=50)
    stats = abandon_game(stats)
    stats = start_game(stats, "left", 1)
    stats = start_game(stats, "next", 1)  # no abandon_game call in between
    assert stats.draw_1.played == 3 and stats.draw_1.current_streak == 0
    assert stats.current is not None and stats.current.game_id == "next"


def test_the_same_deal_played_again_after_abandoning_counts_again() -> None:
    stats = start_game(Statistics(), "CF1-D3-AAAAAAB", 3)
    stats = abandon_game(stats)
    stats = start_game(stats, "CF1-D3-AAAAAAB", 3)
    assert stats.draw_3.played == 2


def test_draw_modes_are_kept_apart() -> None:
    stats = win_game(Statistics(), "easy", 1, score=255)
    stats = abandon_game(stats)
    stats = start_game(stats, "hard", 3)
    assert (stats.draw_1.played, stats.draw_1.won) == (1, 1)
    assert (stats.draw_3.played, stats.draw_3.won) == (1, 0)


def test_cards_placed_follow_the_line_without_double_counting() -> None:
    stats = Statistics()
    line = [TAP, TO_FOUNDATION, TO_COLUMN, TO_FOUNDATION]
    for n in range(1, len(line) + 1):
        stats = record_action(stats, "g", 3, line[:n], score=0, won=False)
        stats = record_action(stats, "g", 3, line[:n], score=0, won=False)  # told twice
    assert stats.draw_3.cards_placed == 2
    stats = record_action(stats, "g", 3, line[:3], score=5, won=False)  # undo
    assert stats.draw_3.cards_placed == 1
    stats = record_action(stats, "g", 3, [], score=0, won=False)  # undone to the deal
    assert (stats.draw_3.cards_placed, stats.draw_3.played) == (0, 1)
    stats = abandon_game(stats)
    stats = record_action(stats, "h", 3, [TO_FOUNDATION] * 3, score=15, won=False)
    assert stats.draw_3.cards_placed == 3


def test_record_action_counts_a_win_once() -> None:
    stats = Statistics()
    for _ in range(2):
        stats = record_action(stats, "g", 1, [TO_FOUNDATION], score=255, won=True)
    assert (stats.draw_1.played, stats.draw_1.won, stats.draw_1.best_score) == (1, 1, 255)


def test_count_placements_reads_the_targets() -> None:
    assert count_placements([TAP, TO_FOUNDATION, TO_COLUMN, FakeMove("F4")]) == 2


def test_mode_refuses_other_draws() -> None:
    with pytest.raises(ValueError):
        Statistics().mode(2)


# -- the file -----------------------------------------------------------------------------


def test_defaults_when_missing_and_round_trip(store: Store) -> None:
    assert store.load_stats() == Statistics()
    stats = win_game(Statistics(), "g", 3, score=120)
    stats = record_action(stats, "g", 3, [TO_FOUNDATION] * 24, score=120, won=True)
    assert store.save_stats(stats)
    assert Store(store.config_dir, store.data_dir).load_stats() == stats
    assert store.stats_path.parent == store.data_dir
    assert store.warnings == []


def test_one_invalid_figure_falls_back_alone(store: Store) -> None:
    store.data_dir.mkdir()
    store.stats_path.write_text(
        json.dumps(
            {
                "draw_1": {"played": 7, "won": -2, "best_score": 90, "mystery": 1},
                "draw_3": {"played": "many", "won": 1},
                "current": {"game_id": "", "draw": 3},
                "unknown_section": {},
            }
        )
    )
    stats = store.load_stats()
    assert stats.draw_1 == ModeStats(played=7, won=0, best_score=90)
    assert stats.draw_3 == ModeStats(played=0, won=1)
    assert stats.current is None
    [warning] = store.pop_warnings()
    for field in ("draw_1.won", "draw_3.played", "current"):
        assert field in warning


def test_a_corrupt_file_is_set_aside_and_stats_start_from_zero(store: Store) -> None:
    store.data_dir.mkdir()
    store.stats_path.write_text('{"draw_1": {"played": 3')
    assert store.load_stats() == Statistics()
    [kept] = store.data_dir.glob("statistics.json.corrupt-*")
    assert kept.read_text() == '{"draw_1": {"played": 3'
    assert len(store.pop_warnings()) == 1
    assert store.save_stats(start_game(Statistics(), "g", 1))
    assert store.load_stats().draw_1.played == 1
    assert store.pop_warnings() == []


def test_an_unusable_data_folder_keeps_stats_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("x")
    store = Store(config_dir=tmp_path / "config", data_dir=blocker / "canfield")
    stats = start_game(store.load_stats(), "g", 3)
    assert [store.save_stats(stats) for _ in range(3)] == [False] * 3
    assert len(store.pop_warnings()) == 1
    assert stats.draw_3.played == 1


def test_xdg_data_home_is_honoured(xdg: tuple[Path, Path]) -> None:
    _config, data = xdg
    assert Store().save_stats(start_game(Statistics(), "g", 1))
    assert (data / "statistics.json").is_file()
    assert Store().load_stats().draw_1.played == 1
