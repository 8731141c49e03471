"""Replays: the positions of a line watched move by move, never played; `--replay N`
refuses a game that is not there, plainly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import canfield
from canfield import engine
from canfield.teacher.replay import SPEEDS, Replay

LINE = ("R>C2", "R>F1", "C2:2>C4", "S", "S")


def test_stepping_jumping_and_playing() -> None:
    start = engine.deal("CF1-D3-AAAAACL")
    replay = Replay(start, LINE, "a title")
    assert (replay.index, replay.length, replay.state) == (0, 5, start)
    assert replay.last_move() is None
    assert replay.step(1) and replay.state == engine.apply(start, "R>C2")
    assert replay.last_move() == (start, engine.Move.parse("R>C2"))
    assert not replay.step(-5) or replay.index == 0
    assert replay.index == 0
    replay.go(99)
    assert replay.at_end and replay.index == 5
    replay.toggle()  # playing at the end starts again from the deal
    assert replay.playing and replay.index == 0
    replay.go(5)
    assert not replay.playing  # the end stops it
    for _ in range(9):
        replay.faster(1)
    assert SPEEDS[replay.speed] == max(SPEEDS) and replay.interval == 1 / max(SPEEDS)
    for _ in range(9):
        replay.faster(-1)
    assert replay.speed == 0


def test_the_waste_fan_of_a_replay_follows_its_draws() -> None:
    from canfield.ui.draw.placement import fan_after

    replay = Replay(engine.deal("CF1-D3-AAAAACL"), ("S", "S"))
    assert fan_after(replay.state, replay.recent()) == 0
    replay.go(2)
    assert fan_after(replay.state, replay.recent()) == 3
    assert len(replay.state.waste) == 6


def _play(tmp_path: Path, *words: str) -> subprocess.CompletedProcess[str]:
    environ = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
        "SDL_VIDEODRIVER": "dummy",
    }
    return subprocess.run(
        [sys.executable, "-m", "canfield", "play", *words],
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_replay_of_a_game_that_is_not_there(tmp_path: Path) -> None:
    done = _play(tmp_path, "--replay", "7")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "canfield: there is no game 7\n"
    for bad in ("x", "-1", "9" * 40):
        done = _play(tmp_path, "--replay", bad)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert "argument --replay:" in done.stderr
