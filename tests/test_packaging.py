"""A wheel built from the repo carries the art, and the installed game finds it anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("canfield-*.whl")
    return built


def test_the_wheel_carries_cards_fonts_and_licence(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    cards = {n for n in names if n.startswith("canfield/assets/cards/") and n.endswith(".svg")}
    assert len(cards) == 54 + 12 + 12  # the set, and the Romanian and Danish indices' faces
    assert "canfield/assets/cards/ro/QS.svg" in cards and "canfield/assets/cards/da/AS.svg" in cards
    assert "canfield/assets/fonts/DejaVuSans.ttf" in names
    assert "canfield/assets/fonts/LICENSE-DejaVu.txt" in names
    sounds = {n for n in names if n.startswith("canfield/assets/sounds/")}
    assert sounds == {f"canfield/assets/sounds/{s}.wav" for s in ("deal", "place", "refuse", "win")}
    assert any(n.endswith("entry_points.txt") for n in names)
    package = ROOT / "canfield"
    modules = {f"canfield/{p.relative_to(package).as_posix()}" for p in package.rglob("*.py")}
    assert modules <= names, sorted(modules - names)
    for lang in ("ro", "da", "es", "sr@latin", "sr"):
        assert f"canfield/locale/{lang}/LC_MESSAGES/canfield.mo" in names
    for lang in ("en", "ro", "da", "es", "sr@latin", "sr"):
        assert f"canfield/locale/{lang}/rules.txt" in names
        assert f"canfield/locale/{lang}/rules-source.txt" in names


def test_the_installed_game_finds_its_art_from_any_directory(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--quiet",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target), "SDL_VIDEODRIVER": "dummy"}
    probe = (
        "import canfield.ui.draw.art as a; d = a.assets_dir(); "
        "print(d); assert (d / 'cards' / 'QC.svg').is_file(); "
        "assert (d / 'fonts' / 'DejaVuSans.ttf').is_file()"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip().splitlines()[-1]).is_relative_to(target), done.stdout
