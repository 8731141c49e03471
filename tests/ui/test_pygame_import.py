"""pygame imported in two stages on the way to the window (`canfield.ui.pygame_import`).

Each check runs in a fresh interpreter: the test process has pygame imported whole."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PUBLIC_NAMES = "sorted(n for n in dir(pygame) if not n.startswith('_'))"


def _run(script: str, tmp_path: Path | None = None) -> dict[str, object]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if tmp_path is not None:
        for name in ("CONFIG", "DATA", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _plain_names() -> list[str]:
    names = _run(f"import json, pygame\nprint(json.dumps({{'names': {PUBLIC_NAMES}}}))")["names"]
    assert isinstance(names, list) and "Surface" in names and "mixer" in names
    return names


def test_the_first_stage_loads_what_a_frame_needs_and_nothing_else() -> None:
    seen = _run(
        "import json, sys\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"
        "import pygame\n"
        "seen = {'partial': pygame_import.partial()}\n"
        "seen['loaded'] = sorted(m for m in sys.modules if m.startswith('pygame.'))\n"
        "surface = pygame.Surface((4, 4), pygame.SRCALPHA)\n"
        "pygame.draw.rect(surface, (1, 2, 3), pygame.Rect(0, 0, 2, 2))\n"
        "seen['pixel'] = list(surface.get_at((1, 1)))\n"
        "seen['keys'] = [pygame.K_a, pygame.QUIT, pygame.KMOD_CTRL]\n"
        "seen['still_partial'] = pygame_import.partial()\n"
        "print(json.dumps(seen))\n"
    )
    assert seen["partial"] is True and seen["still_partial"] is True
    loaded = seen["loaded"]
    assert isinstance(loaded, list)
    assert {"pygame.display", "pygame.font", "pygame.event", "pygame.surface"} <= set(loaded)
    for left in ("pygame.mixer", "pygame.mixer_music", "pygame.scrap", "pygame.sprite"):
        assert left not in loaded
    assert seen["pixel"] == [1, 2, 3, 255]


def test_finishing_gives_exactly_what_import_pygame_gives() -> None:
    seen = _run(
        "import json, pickle\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"
        "pygame_import.finish()\n"
        "import pygame\n"
        "rect = pickle.loads(pickle.dumps(pygame.Rect(1, 2, 3, 4)))\n"  # registered by __init__
        f"print(json.dumps({{'names': {PUBLIC_NAMES}, 'partial': pygame_import.partial(),"
        " 'rect': list(rect), 'mixer': pygame.mixer.__name__}))\n"
    )
    assert seen["partial"] is False
    assert seen["names"] == _plain_names()
    assert seen["rect"] == [1, 2, 3, 4] and seen["mixer"] == "pygame.mixer"


def test_asking_for_a_name_not_loaded_yet_finishes_the_import() -> None:
    seen = _run(
        "import json\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"
        "import pygame\n"
        "mixer = pygame.mixer\n"  # not a first-stage module: this finishes the import
        "from pygame import Sound\n"
        f"print(json.dumps({{'names': {PUBLIC_NAMES}, 'partial': pygame_import.partial(),"
        " 'mixer': mixer.__name__, 'sound': Sound.__name__}))\n"
    )
    assert (seen["partial"], seen["mixer"], seen["sound"]) == (False, "pygame.mixer", "Sound")
    assert seen["names"] == _plain_names()


def test_a_module_that_fails_to_load_falls_back_to_the_usual_import() -> None:
    seen = _run(
        "import json\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.FIRST_MODULES += ('no_such_module',)\n"
        "pygame_import.begin()\n"
        "import pygame\n"
        f"print(json.dumps({{'names': {PUBLIC_NAMES}, 'partial': pygame_import.partial()}}))\n"
    )
    assert seen["partial"] is False
    assert seen["names"] == _plain_names()


def test_the_play_path_draws_its_first_frame_on_the_first_stage_then_finishes(
    tmp_path: Path,
) -> None:
    seen = _run(
        "import json, sys\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"  # as `canfield play` does, so the script can hook in
        "import pygame\n"
        "from canfield.ui import app as app_module\n"
        "seen = {}\n"
        "draw, step = app_module.App.draw, app_module.App.step\n"
        "def first_draw(self):\n"
        "    draw(self)\n"
        "    if 'first' not in seen:\n"
        "        seen['first'] = [pygame_import.partial(), 'pygame.mixer' in sys.modules]\n"
        "def counted_step(self):\n"
        "    step(self)\n"
        "    if 'first' in seen:\n"
        "        seen['after'] = [pygame_import.partial(), 'pygame.mixer' in sys.modules]\n"
        "        self.actions.running = False\n"
        "app_module.App.draw, app_module.App.step = first_draw, counted_step\n"
        "from canfield.cli import main\n"
        "seen['exit'] = main(['play', '--code', 'CF1-D3-AAAAACL'])\n"
        "print(json.dumps(seen))\n",
        tmp_path,
    )
    assert seen["exit"] == 0
    assert seen["first"] == [True, False]  # the first frame: only the first stage
    assert seen["after"] == [False, True]  # then the whole package


def test_the_window_class_is_the_game_s_name_unless_the_environment_gives_one() -> None:
    script = (
        "import json, os\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"
        "import pygame\n"
        "pygame_import.finish()\n"
        "print(json.dumps({'class': os.environ.get('SDL_VIDEO_X11_WMCLASS')}))\n"
    )
    for given, expected in ((None, "canfield"), ("MyDesk", "MyDesk")):
        env = {**os.environ, "DISPLAY": ":99", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("SDL_VIDEO_X11_WMCLASS", None)
        if given is not None:
            env["SDL_VIDEO_X11_WMCLASS"] = given
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
        )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout.strip().splitlines()[-1]) == {"class": expected}
