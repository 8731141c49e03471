"""Atomic writes and setting bad files aside, on real files."""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from canfield.store.atomic import remove_stale_temporaries, set_aside, write_atomic


def test_write_atomic_creates_and_replaces_without_leftovers(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    write_atomic(target, "first ✓\n")
    write_atomic(target, "second\n")
    assert target.read_text(encoding="utf-8") == "second\n"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_write_atomic_into_a_missing_folder_raises_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_atomic(tmp_path / "missing" / "settings.json", "x")
    assert list(tmp_path.iterdir()) == []


def test_write_atomic_under_a_regular_file_raises_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("I am a file")
    with pytest.raises(OSError):
        write_atomic(blocker / "settings.json", "x")
    assert blocker.read_text() == "I am a file"


def test_set_aside_keeps_the_content_under_a_timestamped_name(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    bad.write_bytes(b"{not json")
    moment = datetime(2026, 11, 29, 16, 30, 0, tzinfo=UTC)
    kept = set_aside(bad, now=moment)
    assert kept == tmp_path / "settings.json.corrupt-20261129T163000Z"
    assert kept.read_bytes() == b"{not json"
    assert not bad.exists()


def test_set_aside_twice_in_the_same_second_gives_two_names(tmp_path: Path) -> None:
    bad = tmp_path / "statistics.json"
    moment = datetime(2026, 11, 29, 16, 30, 0, tzinfo=UTC)
    bad.write_text("one")
    first = set_aside(bad, now=moment)
    bad.write_text("two")
    second = set_aside(bad, now=moment)
    bad.write_text("three")
    third = set_aside(bad, now=moment)
    assert len({first, second, third}) == 3
    assert [first.read_text(), second.read_text(), third.read_text()] == ["one", "two", "three"]
    assert second.name == "statistics.json.corrupt-20261129T163000Z-2"


def test_set_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        set_aside(tmp_path / "game.txt")


def test_stale_temporaries_are_swept_but_fresh_ones_and_others_kept(tmp_path: Path) -> None:
    target = tmp_path / "game.txt"
    target.write_text("the game")
    stale = tmp_path / ".game.txt.abc123.tmp"
    fresh = tmp_path / ".game.txt.def456.tmp"
    other = tmp_path / ".settings.json.abc123.tmp"
    for path in (stale, fresh, other):
        path.write_text("half a save")
    old = time.time() - 2 * 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert remove_stale_temporaries(target) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [target.name, fresh.name, other.name]
    )


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_new_file_is_private_and_a_replaced_file_keeps_its_permissions(
    tmp_path: Path,
) -> None:
    target = tmp_path / "statistics.json"
    write_atomic(target, "one")
    assert target.stat().st_mode & 0o777 == 0o600
    target.chmod(0o640)
    write_atomic(target, "two")
    assert target.stat().st_mode & 0o777 == 0o640
