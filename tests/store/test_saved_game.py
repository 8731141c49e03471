"""The game in progress is resumed exactly — position, score, undo and redo — or set aside."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canfield import engine
from canfield.store import Store
from canfield.store.game import SavedGameError, game_from_text, game_to_text


def _played(seed: int, moves: int, draw: int = 3) -> tuple[str, engine.History]:
    """A real game: `moves` random legal actions from a random deal, seeded."""
    rng = random.Random(seed)
    code = engine.new_code(draw, rng)
    history = engine.History(engine.deal(code))
    for _ in range(moves):
        history.play(rng.choice(engine.legal_moves(history.current)))
    return code, history


def _undo_all(history: engine.History) -> list[engine.GameState]:
    """Undo as far as the history allows; the positions met on the way."""
    states = []
    while (state := history.undo()) is not None:
        states.append(state)
    return states


@pytest.mark.parametrize(("seed", "moves"), [(1, 0), (2, 7), (3, 60), (4, 180), (5, 400)])
def test_round_trip_resumes_the_same_game(store: Store, seed: int, moves: int) -> None:
    code, history = _played(seed, moves, draw=1 if seed % 2 else 3)
    assert store.save_game(code, history)
    loaded = Store(store.config_dir, store.data_dir).load_game()
    assert loaded is not None
    loaded_code, resumed = loaded
    assert loaded_code == code
    assert resumed.current == history.current
    assert resumed.current.score == history.current.score
    assert resumed.moves == history.moves
    assert resumed.can_undo == history.can_undo
    assert resumed.undo_depth == history.undo_depth == min(moves, 100)
    assert _undo_all(resumed) == _undo_all(history)  # up to 100 undos, state for state
    assert store.warnings == []


def test_undo_depth_past_the_limit_survives_a_restart(store: Store) -> None:
    code, history = _played(12, 150)
    for _ in range(10):
        history.undo()
    assert history.undo_depth == 90
    assert store.save_game(code, history)
    assert "undo: 90" in store.game_path.read_text(encoding="utf-8")
    loaded = Store(store.config_dir, store.data_dir).load_game()
    assert loaded is not None
    _code, resumed = loaded
    assert resumed.current == history.current
    assert resumed.undo_depth == 90
    assert resumed.redo_moves == history.redo_moves
    assert _undo_all(resumed) == _undo_all(history)


@pytest.mark.parametrize("line", ["undo: many", "undo: -3"])
def test_a_bad_undo_line_is_refused(line: str) -> None:
    with pytest.raises(SavedGameError):
        game_from_text(f"CF1-D3-AAAAACL S S\n{line}\n")


def test_redo_survives_a_restart(store: Store) -> None:
    code, history = _played(11, 50)
    for _ in range(4):
        history.undo()
    assert store.save_game(code, history)
    loaded = store.load_game()
    assert loaded is not None
    _code, resumed = loaded
    assert resumed.current == history.current
    assert resumed.redo_moves == history.redo_moves and len(resumed.redo_moves) == 4
    while history.can_redo:
        assert resumed.redo() == history.redo()
    assert not resumed.can_redo


def test_the_file_is_the_human_readable_game_record(store: Store) -> None:
    code = "CF1-D3-AAAAACL"
    history = engine.History(engine.deal(code))
    history.play("S")
    history.play("S")
    history.undo()
    assert store.save_game(code, history)
    text = store.game_path.read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    assert lines == ["CF1-D3-AAAAACL S", "redo: S"]


def test_hand_edited_files_are_read(store: Store) -> None:
    store.data_dir.mkdir()
    store.game_path.write_text("\n# a note\n  cf1-d1-aaaaacl   s\n s\n\nREDO:\n")
    loaded = store.load_game()
    assert loaded is not None
    code, history = loaded
    assert code == "CF1-D1-AAAAACL"
    assert [str(m) for m in history.moves] == ["S", "S"]
    assert not history.can_redo


@pytest.mark.parametrize(
    "text",
    [
        "",
        "# only a comment\n",
        "XX1-D3-AAAAACL S\n",
        "CF1-D3-AAAAACL S BOGUS\n",
        "CF1-D3-AAAAACL R>F4\n",  # readable but illegal on this deal
        "CF1-D3-AAAAACL S\nredo: R>F4\n",
        "CF1-D3-AAAAACL S\nredo: S\nredo: S\n",
        "CF1-D3-AAAAACL S\nredo: S\nS\n",
    ],
)
def test_a_bad_record_is_refused(text: str) -> None:
    with pytest.raises(SavedGameError):
        game_from_text(text)


def test_a_corrupt_saved_game_is_set_aside_and_a_fresh_game_follows(store: Store) -> None:
    store.data_dir.mkdir()
    content = "CF1-D3-AAAAACL S W>F2 ???\n"
    store.game_path.write_text(content)
    assert store.load_game() is None
    [kept] = store.data_dir.glob("game.txt.corrupt-*")
    assert kept.read_text() == content
    [warning] = store.pop_warnings()
    assert kept.name in warning
    assert store.load_game() is None
    assert store.pop_warnings() == []
    code, history = _played(3, 10)
    assert store.save_game(code, history)
    assert store.load_game() is not None


def test_clear_game_forgets_the_game(store: Store) -> None:
    assert store.clear_game()  # nothing to clear is fine
    code, history = _played(8, 5)
    assert store.save_game(code, history)
    assert store.clear_game()
    assert store.load_game() is None
    assert store.warnings == []


def test_an_unusable_data_folder_leaves_the_game_playable(tmp_path: Path) -> None:
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("x")
    store = Store(config_dir=tmp_path / "config", data_dir=blocker / "canfield")
    assert store.load_game() is None
    code, history = _played(9, 3)
    results = []
    for _ in range(5):
        history.play(random.Random(0).choice(engine.legal_moves(history.current)))
        results.append(store.save_game(code, history))
    assert results == [False] * 5
    assert len(store.pop_warnings()) == 1
    assert store.clear_game()  # nothing there to remove


def test_a_read_only_data_folder_keeps_the_old_game_and_plays_on(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    store = Store(config_dir=shared_dir / "config", data_dir=shared_dir / "data")
    code, history = _played(12, 20)
    assert store.save_game(code, history)
    before = store.game_path.read_text()
    store.game_path.chmod(0o644)  # written by root here; the player owns it in real life
    store.data_dir.chmod(0o555)

    def check() -> list[Any]:
        inner = Store(config_dir=shared_dir / "config", data_dir=shared_dir / "data")
        loaded = inner.load_game()
        assert loaded is not None
        _code, resumed = loaded
        resumed.play(engine.legal_moves(resumed.current)[0])
        return [inner.save_game(code, resumed), inner.clear_game(), inner.pop_warnings()]

    saved, cleared, warnings = unprivileged(check)
    assert (saved, cleared, len(warnings)) == (False, False, 2)
    assert store.game_path.read_text() == before


def test_text_round_trip_without_files() -> None:
    code, history = _played(21, 30)
    again_code, again = game_from_text(game_to_text(code, history))
    assert (again_code, again.current, again.moves) == (code, history.current, history.moves)
