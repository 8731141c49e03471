"""Sound: the files are the project's own and short; the mixer opens only with sound on;
a machine without a usable audio device plays silently and prints nothing."""

from __future__ import annotations

import os

from tests.scripts import script as load_script

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import subprocess
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from canfield.ui.sound import RATE, SOUND_NAMES, Sounds, default_sounds_dir

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _no_mixer_left_open() -> Iterator[None]:
    yield
    if pygame.mixer.get_init() is not None:
        pygame.mixer.quit()


def run_quietly(code: str, driver: str | None) -> subprocess.CompletedProcess[str]:
    """Run `code` in a fresh interpreter with SDL_AUDIODRIVER=`driver` (None: unset, so
    SDL tries the machine's audio systems in turn)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_AUDIO")}
    if driver is not None:
        env["SDL_AUDIODRIVER"] = driver
    env.update(
        SDL_VIDEODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )


PLAY_ALL = """
import logging, pygame
logging.basicConfig(level=logging.WARNING)  # as the game does: warnings reach stderr
from canfield.ui.sound import SOUND_NAMES, Sounds
tries = []
real_init = pygame.mixer.init
def counted_init(*args, **kwargs):
    tries.append(1)
    return real_init(*args, **kwargs)
pygame.mixer.init = counted_init
sounds = Sounds(enabled=True)
played = [sounds.play(name) for name in SOUND_NAMES * 2]
print("played", sum(played), "unavailable", sounds.unavailable, "tries", len(tries))
sounds.enabled = False
print("mixer", pygame.mixer.get_init() is not None)
"""


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_short_mono_wav(name: str) -> None:
    path = default_sounds_dir() / f"{name}.wav"
    with wave.open(str(path), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, RATE)
        frames = sound.readframes(sound.getnframes())
        seconds = sound.getnframes() / RATE
    assert 0.05 <= seconds <= 1.0, seconds
    assert path.stat().st_size < 64 * 1024
    samples = [
        int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)
    ]
    assert max(abs(s) for s in samples) > 8000  # audible, and well under full scale
    assert max(abs(s) for s in samples) < 32767 * 0.6
    assert abs(samples[-1]) < 400  # fades out instead of stopping with a click


def test_the_sounds_are_made_by_the_script_and_current(tmp_path: Path) -> None:
    script = load_script("make_sounds")
    lines: list[str] = []
    assert script.main(["--out", str(tmp_path / "a")], echo=lines.append) == 0
    assert script.main(["--out", str(tmp_path / "b")], echo=lines.append) == 0
    for name in SOUND_NAMES:
        made = (tmp_path / "a" / f"{name}.wav").read_bytes()
        assert made == (tmp_path / "b" / f"{name}.wav").read_bytes(), f"{name} varies"
        assert made == (default_sounds_dir() / f"{name}.wav").read_bytes(), (
            f"assets/sounds/{name}.wav is stale: run scripts/make_sounds.py"
        )
    assert {p.name for p in default_sounds_dir().iterdir()} == {f"{n}.wav" for n in SOUND_NAMES}


def test_sound_is_off_by_default_and_never_opens_the_mixer() -> None:
    sounds = Sounds()
    assert not sounds.enabled
    assert not any(sounds.play(name) for name in SOUND_NAMES)
    assert pygame.mixer.get_init() is None


def test_with_sound_on_the_mixer_opens_at_the_first_sound_and_closes_when_off() -> None:
    sounds = Sounds(enabled=True)
    assert pygame.mixer.get_init() is None  # not at start
    assert sounds.play("place")
    assert pygame.mixer.get_init() is not None
    assert all(sounds.play(name) for name in SOUND_NAMES)
    sounds.enabled = False
    assert pygame.mixer.get_init() is None
    assert not sounds.play("win")


def test_a_missing_sound_file_plays_nothing_without_raising(tmp_path: Path) -> None:
    sounds = Sounds(enabled=True, folder=tmp_path)
    assert not sounds.play("deal")
    assert not sounds.play("deal")


def test_the_dummy_audio_driver_plays_silently_and_prints_nothing() -> None:
    done = run_quietly(PLAY_ALL, "dummy")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [
        "played", "8", "unavailable", "False", "tries", "1", "mixer", "False"
    ]  # fmt: skip
    assert done.stderr == ""


@pytest.mark.parametrize("driver", ["no-such-driver", "alsa", None])
def test_no_usable_audio_device_plays_silently_and_prints_nothing(driver: str | None) -> None:
    """A driver that does not exist, ALSA, and SDL's own choice: on a machine without a
    sound card they fail, and ALSA's library writes a dozen error lines to stderr from C
    while SDL probes it. No sound, no error text, no second try."""
    done = run_quietly(PLAY_ALL, driver)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    words = done.stdout.split()
    assert words[-2:] == ["mixer", "False"]
    assert words[4:6] == ["tries", "1"]  # failed once, not tried for every sound
    if words[3] == "True":  # the device could not be opened: nothing was played
        assert words[1] == "0"
