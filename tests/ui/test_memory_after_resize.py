"""A window made very large and then small again gives the large frame's memory back:
its surfaces, the faces rasterised at that size, and the C library's freed blocks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import canfield

SCRIPT = """
import os, pathlib, tempfile
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
pygame.display.init(); pygame.font.init()
from canfield.session import Session
from canfield.store.settings import Settings
from canfield.ui.app import App
from canfield.ui.draw.face_cache import FaceCache

def resident():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) // 1024

session = Session.open(None, Settings(animations=False), code="CF1-D3-AAAAACL")
app = App(session, size=(1280, 800), face_cache=FaceCache(pathlib.Path(tempfile.mkdtemp())))
app.step()
start = resident()
for size in ((6000, 6000), (1280, 800)):
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    app.step()
    if size == (6000, 6000):
        large = resident()
print(start, large, resident())
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_memory_comes_back_after_the_window_shrinks(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
        "XDG_CACHE_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    start, large, after = map(int, done.stdout.split()[-3:])
    assert large > start + 200  # the large frame really took its memory (MiB)
    assert after <= start + 25, (start, large, after)  # … and gave it back
