"""The game in progress is resumed exactly — position, score, undo and redo — or set aside."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canfield import engine
from canfield.session import Session, take_up_record
from canfield.store import Store
from canfield.store.game import SavedGameError, game_from_text, game_to_text

CODE = "CF1-D3-AAAAACL"


def _reopen(store: Store) -> Store:
    return Store(store.config_dir, store.data_dir)


def _play_randomly(session: Session, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        session.play(rng.choice(engine.legal_moves(session.state)))


def _undo_all(history: engine.History) -> list[engine.GameState]:
    """Undo as far as the history allows; the positions met on the way."""
    states = []
    while (state := history.undo()) is not None:
        states.append(state)
    return states


@pytest.mark.parametrize(("seed", "moves", "undos"), [(1, 0, 0), (2, 7, 2), (4, 180, 10)])
def test_round_trip_resumes_the_same_game(store: Store, seed: int, moves: int, undos: int) -> None:
    rng = random.Random(seed)
    session = Session.open(store, code=engine.new_code(1 if seed % 2 else 3, rng))
    _play_randomly(session, seed, moves)
    for _ in range(undos):
        session.undo()
    session.close()
    resumed = Session.open(_reopen(store))
    assert resumed.game_id == session.game_id
    assert resumed.state == session.state and resumed.state.score == session.state.score
    assert resumed.history.moves == session.history.moves
    assert resumed.history.redo_moves == session.history.redo_moves
    assert resumed.history.undo_depth == session.history.undo_depth
    assert _undo_all(resumed.history) == _undo_all(session.history)
    assert resumed.warnings() == []


def test_the_old_game_file_is_imported_with_redo_and_undo_depth(store: Store) -> None:
    history = engine.History(engine.deal(CODE))
    for _ in range(150):
        history.play("S")
    for _ in range(10):
        history.undo()
    store.data_dir.mkdir(parents=True)
    store.game_path.write_text(game_to_text(CODE, history), encoding="utf-8")
    session = Session.open(store)
    assert session.state == history.current
    assert session.history.undo_depth == 90 and len(session.history.redo_moves) == 10
    assert not store.game_path.exists()
    [kept] = store.data_dir.glob("game.txt.imported-*")
    assert game_from_text(kept.read_text(encoding="utf-8"))[1].current == history.current
    assert session.warnings() == []


def test_hand_edited_records_are_read() -> None:
    code, history = game_from_text("\n# a note\n  cf1-d1-aaaaacl   s\n s\n\nREDO:\n")
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
        "CF1-D3-AAAAACL S S\nundo: many\n",
        "CF1-D3-AAAAACL S S\nundo: -3\n",
        "CF1-D3-AAAAACL S S\nundo: " + "9" * 5000 + "\n",
    ],
)
def test_a_bad_record_is_refused(text: str) -> None:
    with pytest.raises(SavedGameError) as refused:
        game_from_text(text)
    assert "Exceeds the limit" not in str(refused.value)


def test_a_corrupt_old_game_file_is_set_aside_and_a_fresh_game_follows(store: Store) -> None:
    store.data_dir.mkdir()
    content = "CF1-D3-AAAAACL S W>F2 ???\n"
    store.game_path.write_text(content)
    session = Session.open(store)
    [kept] = store.data_dir.glob("game.txt.corrupt-*")
    assert kept.read_text() == content
    [warning] = session.warnings()
    assert kept.name in warning
    assert session.state == engine.deal(session.code)


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000]
)
def test_a_damaged_database_is_set_aside_and_a_fresh_one_used(store: Store, content: bytes) -> None:
    store.data_dir.mkdir(parents=True)
    (store.data_dir / "games.sqlite3").write_bytes(content)
    session = Session.open(store, code=CODE)
    session.tap("S")
    [kept] = store.data_dir.glob("games.sqlite3.corrupt-*")
    assert kept.read_bytes() == content
    [warning] = session.warnings()
    assert kept.name in warning
    assert session.stats.mode(3).in_progress == 1


def test_a_database_failing_its_check_is_set_aside(store: Store) -> None:
    session = Session.open(store, code=CODE)
    for _ in range(300):
        session.tap("S")
    session.close()
    store.close()
    path = store.data_dir / "games.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page):  # every page after the first: garbage
        data[offset + 8 : offset + 40] = b"\x07" * 32
    path.write_bytes(bytes(data))
    again = Session.open(_reopen(store))
    assert list(store.data_dir.glob("games.sqlite3.corrupt-*"))
    assert any("damaged" in w for w in again.warnings())


def test_a_foreign_database_is_set_aside(store: Store) -> None:
    store.data_dir.mkdir(parents=True)
    conn = sqlite3.connect(store.data_dir / "games.sqlite3")
    conn.execute("CREATE TABLE photos (id INTEGER)")
    conn.commit()
    conn.close()
    session = Session.open(store, code=CODE)
    assert list(store.data_dir.glob("games.sqlite3.corrupt-*"))
    assert session.warnings()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_or_a_device_in_place_of_a_file_never_hangs(store: Store) -> None:
    store.data_dir.mkdir(parents=True)
    store.config_dir.mkdir(parents=True)
    os.mkfifo(store.stats_path)
    os.symlink("/dev/zero", store.game_path)
    os.symlink("/dev/zero", store.settings_path)
    settings = store.load_settings()
    session = Session.open(store, settings)
    assert session.state == engine.deal(session.code)
    names = {p.name.split(".corrupt-")[0] for p in store.data_dir.glob("*.corrupt-*")}
    assert names == {"statistics.json", "game.txt"}
    assert len(session.warnings()) == 3


@pytest.mark.parametrize("taps", [3_000_000, 150_000])
def test_a_huge_old_game_file_is_refused_at_once(store: Store, taps: int) -> None:
    # 6 MB of taps, or 300 KB: 1.5·10⁵ moves, more than a game resumed in a second holds
    # (it would be replayed at every start once imported).
    store.data_dir.mkdir(parents=True)
    with store.game_path.open("w") as handle:
        handle.write(CODE)
        handle.write(" S" * taps)
    session = Session.open(store)
    assert list(store.data_dir.glob("game.txt.corrupt-*"))
    assert "could not be resumed" in session.warnings()[0]
    assert session.games.in_progress() == [session.game_id]  # nothing of it was imported


def test_a_symlinked_database_to_a_device_is_set_aside(store: Store) -> None:
    store.data_dir.mkdir(parents=True)
    os.symlink("/dev/zero", store.data_dir / "games.sqlite3")
    session = Session.open(store, code=CODE)
    session.tap("S")
    assert session.stats.mode(3).in_progress == 1
    assert (store.data_dir / "games.sqlite3").is_file()


def test_a_read_only_data_folder_resumes_the_last_save_and_plays_on(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    store = Store(config_dir=shared_dir / "config", data_dir=shared_dir / "data")
    session = Session.open(store, code=CODE)
    for _ in range(5):
        session.tap("S")
    session.close()
    store.close()
    for path in store.data_dir.iterdir():
        if path.is_file():
            path.chmod(0o644)
    store.data_dir.chmod(0o555)
    expected = session.state

    def check() -> list[Any]:
        inner = Session.open(Store(config_dir=shared_dir / "config", data_dir=shared_dir / "data"))
        resumed = inner.state == expected
        inner.tap("S")
        return [resumed, inner.stats.mode(3).in_progress, len(inner.warnings())]

    resumed, played, warnings = unprivileged(check)
    assert (resumed, played, warnings) == (True, 1, 1)
    store.data_dir.chmod(0o755)
    assert Session.open(_reopen(store)).state == expected  # the file kept its last save


def test_a_full_disk_keeps_the_last_good_save(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session.open(store, code=CODE)
    session.tap("S")
    saved = session.state
    real = session.games.db.conn

    class FullDisk:
        """A connection whose writes fail as on a full disk."""

        def execute(self, sql: str, *args: Any) -> Any:
            if sql.startswith(("BEGIN", "INSERT", "UPDATE", "DELETE")):
                raise sqlite3.OperationalError("database or disk is full")
            return real.execute(sql, *args)

        def backup(self, target: sqlite3.Connection) -> None:
            real.backup(target)

        def close(self) -> None:
            real.close()

    monkeypatch.setattr(session.games.db, "conn", FullDisk())
    session.tap("S")
    session.tap("S")
    [warning] = session.warnings()
    assert "could not be saved" in warning and "will not be resumed" not in warning
    assert session.stats.mode(3).in_progress == 1  # the window's figures go on, in memory
    session.close()
    assert Session.open(_reopen(store)).state == saved


def test_a_long_game_resumes_and_each_save_touches_the_same_few_rows(store: Store) -> None:
    changes = []
    for length in (10, 100_000):
        folder = store.data_dir / str(length)
        take_up_record(Store(store.config_dir, folder), " ".join([CODE, *["S"] * length]))
        session = Session.open(Store(store.config_dir, folder))
        assert len(session.history.moves) == length and session.warnings() == []
        conn = session.games.db.conn
        before = conn.total_changes
        session.play("S")
        session.undo()
        session.redo()
        changes.append(conn.total_changes - before)
        session.close()
    assert changes[0] == changes[1] <= 9  # three actions, a few rows each, at any length


def test_a_database_analysed_by_a_sqlite_tool_is_still_ours(store: Store) -> None:
    session = Session.open(store, code=CODE)
    session.tap("S")
    session.close()
    store.close()
    conn = sqlite3.connect(store.data_dir / "games.sqlite3")
    conn.execute("ANALYZE")  # as `PRAGMA optimize` or a database browser may do
    conn.commit()
    conn.close()
    again = Session.open(_reopen(store))
    assert again.warnings() == []
    assert again.game_id == session.game_id and again.stats.mode(3).in_progress == 1
    assert not list(store.data_dir.glob("games.sqlite3.corrupt-*"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_database_that_cannot_be_set_aside_never_hangs(
    shared_dir: Path, unprivileged: Callable[[Callable[[], Any]], Any]
) -> None:
    data = shared_dir / "data"
    data.mkdir()
    os.mkfifo(data / "games.sqlite3")
    data.chmod(0o555)  # the FIFO cannot be renamed out of the way

    def check() -> list[Any]:
        signal.alarm(30)  # a hang kills the child: the test fails instead of waiting
        session = Session.open(Store(config_dir=shared_dir / "config", data_dir=data), code=CODE)
        session.tap("S")
        signal.alarm(0)
        return [session.stats.mode(3).in_progress, len(session.warnings())]

    assert unprivileged(check) == [1, 1]
    assert stat.S_ISFIFO(os.lstat(data / "games.sqlite3").st_mode)  # left as it was
