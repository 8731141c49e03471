"""The set-up shared by scripts/play and scripts/test (`scripts/_venv.sh`)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.scripts import script as load_script

ROOT = Path(__file__).resolve().parent.parent


def _tree(tmp_path: Path, *, installed: bool, stamp: str = ".installed") -> Path:
    """A project folder with the set-up script, a pyproject.toml and a stand-in .venv."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "_venv.sh", tmp_path / "scripts" / "_venv.sh")
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("#!/bin/sh\nexit 0\n")
    python.chmod(0o755)
    if installed:
        made = tmp_path / ".venv" / stamp
        made.touch()
        later = (tmp_path / "pyproject.toml").stat().st_mtime + 10
        os.utime(made, (later, later))
    return tmp_path


def _source(tree: Path) -> subprocess.CompletedProcess[str]:
    script = f'source "{tree}/scripts/_venv.sh" ""; echo "ready $VENV"'
    env = {**os.environ, "PYTHON": str(tree / "no-such-python")}
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env)


def test_a_set_up_tree_starts_without_running_any_other_python(tmp_path: Path) -> None:
    done = _source(_tree(tmp_path, installed=True))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"ready {tmp_path}/.venv\n"


def test_a_tree_set_up_for_the_tests_starts_the_game_without_installing_again(
    tmp_path: Path,
) -> None:
    done = _source(_tree(tmp_path, installed=True, stamp=".installed-dev"))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"ready {tmp_path}/.venv\n"


def test_a_tree_to_set_up_checks_for_python_first(tmp_path: Path) -> None:
    done = _source(_tree(tmp_path, installed=False))
    assert done.returncode == 1
    assert "Canfield needs Python 3.11 or newer" in done.stderr
    assert "ready" not in done.stdout


def test_play_finds_its_tree_from_anywhere_and_keeps_the_folder_it_was_started_in(
    tmp_path: Path,
) -> None:
    (tmp_path / "game").mkdir()
    tree = _tree(tmp_path / "game", installed=True)
    shutil.copy(ROOT / "scripts" / "play", tree / "scripts" / "play")
    python = tree / ".venv" / "bin" / "python"
    python.write_text('#!/bin/sh\necho "$PWD $*"\n')  # the stand-in says where and what
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for how, cwd in (
        ([str(tree / "scripts" / "play")], elsewhere),
        (["bash", "scripts/play"], tree),
        (["./play"], tree / "scripts"),
    ):
        done = subprocess.run([*how, "--code", "X"], cwd=cwd, capture_output=True, text=True)
        assert (done.returncode, done.stderr) == (0, ""), how
        assert done.stdout == f"{cwd} -m canfield play --code X\n", how


def test_the_speech_demo_says_the_first_ten_messages_in_every_language(tmp_path: Path) -> None:
    """scripts/speech_demo's messages are the window's own, ten per language; with
    espeak-ng (CI installs it) it writes them as WAV files."""
    import shutil
    import wave

    demo = load_script("speech_demo")
    from canfield import i18n

    try:
        for lang in i18n.LANGUAGES:
            said = demo.messages(lang)
            assert len(said) == 10 and len(set(said)) == 10
        assert demo.messages("en")[0] == "New game CF1-D3-AAAAACL: Draw 3."
    finally:
        i18n.set_language("en")
    if shutil.which("espeak-ng") is None:
        assert os.environ.get("CI") != "true", "CI installs espeak-ng (scripts/_system.sh)"
        return
    assert demo.main(["speech_demo", str(tmp_path)]) == 0
    files = sorted((tmp_path / "ro").glob("*.wav"))
    assert len(files) == 10
    with wave.open(str(files[0])) as sound:
        assert sound.getnframes() / sound.getframerate() > 1.0
