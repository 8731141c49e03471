"""A real speech path: Speech Dispatcher with espeak-ng, on a machine with no sound card
(ALSA's null device), receives one sentence of the game in each language and reports it
spoken. CI installs both (scripts/_system.sh); the dispatcher runs with its own folders
in a temporary home, so the player's are never touched."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import canfield

IN_CI = os.environ.get("CI") == "true"

SPEAK = """
import json
from canfield import engine, i18n
from canfield.speech import announce
from canfield.speech.ssip import SSIPClient
from canfield.speech.voice import open_backend

client = SSIPClient(notify=True)
heard = {}
for lang in ("en", "ro", "da", "es", "sr@latin"):
    i18n.set_language(lang)
    sentence = announce.deal(engine.deal("CF1-D3-AAAAACL"))[0]
    client.command("SET self LANGUAGE " + lang.split("@")[0])
    message = client.speak(sentence)
    heard[lang] = [sentence, client.wait_spoken(message, timeout=60)]
client.close()
backend = open_backend("voice", "ro")   # what the game itself opens for its built-in voice
backend.speak("Dama de treflă pe popa de inimă roșie.", True)
backend.close()
print(json.dumps({"heard": heard, "backend": backend.name}))
"""


def _home(tmp_path: Path) -> dict[str, str]:
    """A home with ALSA's null device and a dispatcher that plays through ALSA."""
    home = tmp_path / "home"
    config = home / ".config" / "speech-dispatcher"
    config.mkdir(parents=True)
    (home / ".asoundrc").write_text("pcm.!default {type null}\n", encoding="utf-8")
    system = Path("/etc/speech-dispatcher/speechd.conf")
    base = system.read_text(encoding="utf-8") if system.is_file() else ""
    (config / "speechd.conf").write_text(base + '\nAudioOutputMethod "alsa"\n', encoding="utf-8")
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    return {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_RUNTIME_DIR": str(runtime),
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
    }


def _stop_dispatcher(runtime: Path) -> None:
    for pidfile in (runtime / "speech-dispatcher" / "pid").glob("*.pid"):
        with contextlib.suppress(OSError, ValueError):
            os.kill(int(pidfile.read_text().strip()), signal.SIGTERM)


def test_speech_dispatcher_says_a_sentence_in_each_language(tmp_path: Path) -> None:
    missing = [tool for tool in ("speech-dispatcher", "espeak-ng") if shutil.which(tool) is None]
    if missing:
        assert not IN_CI, f"CI installs {missing} (scripts/_system.sh)"
        pytest.skip(f"{missing} not installed here")
    env = _home(tmp_path)
    try:
        done = subprocess.run(
            [sys.executable, "-c", SPEAK], env=env, capture_output=True, text=True, timeout=240
        )
    finally:
        _stop_dispatcher(Path(env["XDG_RUNTIME_DIR"]))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    for lang, (sentence, spoken) in result["heard"].items():
        assert spoken, f"{lang}: {sentence!r} was not reported spoken"
    assert result["backend"] in ("prism: Speech Dispatcher", "speech-dispatcher")
    assert done.stderr == ""  # no noise from the voice
