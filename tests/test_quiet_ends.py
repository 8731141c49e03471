"""Every command ends with a sentence or nothing, never a traceback: with its standard
output (or error) closed by the shell (`canfield stats >&-`), and with Ctrl+C at any moment
once it runs — while its modules load, too (exit 130, as shells report an interrupt)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import canfield

COMMANDS = [
    ["stats"],
    ["stats", "--json"],
    ["settings"],
    ["settings", "set", "draw", "1"],
    ["record", "--list"],
    ["record"],
    ["describe", "CF1-D3-AAAAACL", "--moves", "R>C2"],
    ["solve", "CF1-D3-AAAAACL", "--budget", "2"],
    ["desktop", "uninstall"],
    ["--help"],
]


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }


def _closed(fd: int) -> None:
    os.close(fd)


@pytest.mark.parametrize("stream", [1, 2])
@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_a_closed_standard_stream_ends_quietly(
    tmp_path: Path, words: list[str], stream: int
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "canfield", *words],
        env=_env(tmp_path),
        stdout=subprocess.PIPE if stream == 2 else None,
        stderr=subprocess.PIPE if stream == 1 else None,
        preexec_fn=lambda: _closed(stream),
        timeout=120,
        check=False,
    )
    said = done.stderr if stream == 1 else done.stdout
    assert b"Traceback" not in said and b"Error" not in said, said.decode()
    assert done.returncode in (0, 2), said.decode()  # 2: `record` with no game yet


def test_the_window_with_stdout_closed_ends_quietly(tmp_path: Path) -> None:
    """`canfield play >&-`, closed from the keyboard (Ctrl+Q) once its first frame is up."""
    script = (
        "import pygame, sys\n"
        "from canfield.ui import app\n"
        "real = app.App.step\n"
        "def step(self):\n"
        "    real(self)\n"
        "    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q,\n"
        "                      mod=pygame.KMOD_LCTRL, unicode='', scancode=0))\n"
        "app.App.step = step\n"
        "sys.argv = ['canfield', 'play', '--code', 'CF1-D3-AAAAACL']\n"
        "from canfield.__main__ import run\n"
        "run()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=_env(tmp_path),
        stderr=subprocess.PIPE,
        preexec_fn=lambda: _closed(1),
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr == b""


@pytest.mark.parametrize("words", COMMANDS[:-1], ids=" ".join)
def test_ctrl_c_while_the_modules_load_ends_with_130_and_no_traceback(
    tmp_path: Path, words: list[str]
) -> None:
    """The interrupt arrives exactly while the command's own modules are imported."""
    script = (
        "import builtins, os, signal, sys\n"
        f"sys.argv = ['canfield', *{words!r}]\n"
        "real = builtins.__import__\n"
        "def interrupting(name, *args, **kwargs):\n"
        "    if name == 'canfield.cli':\n"
        "        os.kill(os.getpid(), signal.SIGINT)\n"
        "    return real(name, *args, **kwargs)\n"
        "builtins.__import__ = interrupting\n"
        "from canfield.__main__ import run\n"
        "run()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=_env(tmp_path),
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stderr, done.stdout) == (130, b"", b"")


READY = (
    "import sys\n"
    "import canfield.__main__ as door\n"  # from here on, the interrupt is the game's
    "sys.stdout.write('ready\\n'); sys.stdout.flush()\n"
    "sys.argv = ['canfield', *sys.argv[1:]]\n"
    "door.run()\n"
)


@pytest.mark.parametrize("words", [["stats"], ["solve", "CF1-D3-DXATVUJ", "--budget", "5"]])
def test_ctrl_c_at_any_moment_after_the_start_ends_with_130_and_no_traceback(
    tmp_path: Path, words: list[str]
) -> None:
    """From the door's first line (the interpreter's own start, before any line of the
    game, is not the game's) to well into the work: 130 and nothing on stderr each time."""
    for delay in (0.0, 0.01, 0.03, 0.06, 0.1, 0.2, 0.4, 0.8):
        process = subprocess.Popen(
            [sys.executable, "-c", READY, *words],
            env=_env(tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert process.stdout is not None and process.stdout.readline() == b"ready\n"
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=60)
        assert b"Traceback" not in err and b"Exception" not in err, (delay, err.decode())
        assert process.returncode in (0, 130), (delay, process.returncode, err.decode())
