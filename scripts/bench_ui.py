"""Benchmark the game window: time to first frame, the cost of a drag frame, idle CPU.

    SDL_VIDEODRIVER=dummy .venv/bin/python scripts/bench_ui.py [--runs 5] [--frames 300]
        [--idle-seconds 3]

- Time to first frame: from starting `python -c` to the game's first
  `pygame.display.flip()`, through the real `canfield play` path (settings and files in
  a temporary folder). Median of `--runs` fresh processes.
- Drag frame: a card held and moved at 1280×800; one MOUSEMOTION posted and one
  `app.step()` (the loop's pass: events, then the frame) timed per frame; median and 95th
  percentile over `--frames` frames.
- Idle CPU: the real loop (`App.run`) left alone in a fresh process; its CPU time over
  `--idle-seconds` seconds of wall time, as a share of one core, measured after the first
  frame has settled. Also how often the idle loop wakes up.
- Audio: the processes run without SDL_AUDIODRIVER; any ALSA or audio text they print on
  stderr, and whether pygame's mixer got started, is reported.

The issue's targets: first frame < 1 s, drag frame < 4 ms (median), idle < 1 % of a
core, no audio initialisation. Exits 1 when a target is missed. A benchmark to read,
not a timed test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CODE = "CF1-D3-AAAAACL"
FIRST_FRAME_GOAL = 1.0
DRAG_FRAME_GOAL = 0.004
IDLE_GOAL = 0.01

# Runs in a fresh interpreter: the real `canfield play` entry (`canfield.ui.app.run`),
# with `pygame.display.flip` wrapped to report the first frame and then to quit.
FIRST_FRAME_CHILD = """
import sys, time
import pygame
flip = pygame.display.flip
def first_flip():
    flip()
    pygame.display.flip = flip
    sys.stdout.write("first-frame %r\\n" % time.perf_counter())
    sys.stdout.flush()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
pygame.display.flip = first_flip
from canfield.ui import app
code = app.run(code=sys.argv[1])
print("mixer %s" % (pygame.mixer.get_init() is not None), flush=True)
raise SystemExit(code)
"""

# Runs the real loop with no input; measures its own CPU and wake-ups once settled.
IDLE_CHILD = """
import json, sys, time
import pygame
from canfield.ui import app as app_module
settle, span = float(sys.argv[2]), float(sys.argv[3])

class Idle(app_module.App):
    marks = None
    def step(self):
        super().step()
        now = time.perf_counter()
        if not hasattr(self, "began"):
            self.began, self.steps = now, 0
        self.steps += 1
        if self.marks is None and now - self.began >= settle:
            self.marks = (now, time.process_time(), self.steps)
        elif self.marks is not None and now - self.marks[0] >= span:
            wall0, cpu0, steps0 = self.marks
            print(json.dumps({
                "wall": now - wall0,
                "cpu": time.process_time() - cpu0,
                "steps": self.steps - steps0,
                "mixer": pygame.mixer.get_init() is not None,
            }), flush=True)
            self.running = False

app_module.App = Idle
raise SystemExit(app_module.run(code=sys.argv[1]))
"""


def child_env(home: Path) -> dict[str, str]:
    """The environment of a measured game: no audio driver chosen, files in `home`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_AUDIO")}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_DATA_HOME"] = str(home / "data")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def audio_noise(stderr: str) -> list[str]:
    """Lines of stderr that speak of sound: ALSA, PulseAudio, audio devices."""
    words = ("alsa", "audio", "pulse", "pcm", "snd_")
    return [line for line in stderr.splitlines() if any(w in line.lower() for w in words)]


def first_frame_times(runs: int) -> tuple[list[float], list[str], bool]:
    """Seconds from process start to the first frame, for `runs` fresh processes."""
    times: list[float] = []
    noise: list[str] = []
    mixer = False
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="canfield-bench-") as home:
            began = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-c", FIRST_FRAME_CHILD, CODE],
                cwd=ROOT,
                env=child_env(Path(home)),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            assert proc.stdout is not None
            line = proc.stdout.readline()
            seen = time.perf_counter()
            try:
                out, err = proc.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                out, err = proc.communicate()
            if not line.startswith("first-frame") or proc.returncode != 0:
                raise SystemExit(f"the game did not draw a frame:\n{line}{out}{err}")
            times.append(seen - began)
            noise += audio_noise(err)
            mixer |= "mixer True" in out
    return times, noise, mixer


def idle_cpu(settle: float, span: float) -> tuple[dict[str, float], list[str], float]:
    """The idle loop's own figures, its stderr's audio lines, and the child's whole CPU time."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory(prefix="canfield-bench-") as home:
        done = subprocess.run(
            [sys.executable, "-c", IDLE_CHILD, CODE, str(settle), str(span)],
            cwd=ROOT,
            env=child_env(Path(home)),
            capture_output=True,
            text=True,
            timeout=settle + span + 60,
        )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit(f"the idle run failed:\n{done.stdout}{done.stderr}")
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures, audio_noise(done.stderr), total


def drag_frames(frames: int) -> list[float]:
    """Seconds per loop pass while a card is dragged around a 1280×800 window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from canfield.session import Session
    from canfield.store.settings import Settings
    from canfield.ui.app import App

    pygame.display.init()
    pygame.font.init()
    try:
        session = Session(None, Settings(), code=CODE)
        app = App(session, size=(1280, 800))
        app.step()
        app.step()
        layout = app.layout
        # Lift the run-less column card in C1 (any card with a legal grab will do).
        column = session.state.columns[0]
        card = layout.column_card_rect("C1", len(column) - 1, len(column))
        x, y = card.centerx, card.y + card.height // 3
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        app.step()
        costs: list[float] = []
        for i in range(frames + 20):
            # A loop around the table, a few pixels a frame, as a hand would move.
            nx = x + round(300 * ((i % 120) / 120 - 0.5))
            ny = y + round(150 * (((i // 120) % 2) - 0.5))
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(nx, ny), rel=(nx - x, ny - y), buttons=(1, 0, 0)
                )
            )
            began = time.perf_counter()
            app.step()
            cost = time.perf_counter() - began
            if i >= 20:  # after warm-up (caches, the still layer)
                costs.append(cost)
        if not app.drag.dragging:
            raise SystemExit("the drag did not start: nothing was measured")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
        app.step()
        return costs
    finally:
        pygame.quit()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="processes for the first frame")
    parser.add_argument("--frames", type=int, default=300, help="drag frames to time")
    parser.add_argument("--idle-seconds", type=float, default=3.0, help="idle span measured")
    args = parser.parse_args(argv)

    firsts, noise, mixer = first_frame_times(args.runs)
    costs = drag_frames(args.frames)
    idle, idle_noise, idle_total = idle_cpu(1.5, args.idle_seconds)
    noise += idle_noise
    mixer |= bool(idle["mixer"])

    first = statistics.median(firsts)
    drag = statistics.median(costs)
    drag95 = sorted(costs)[int(len(costs) * 0.95) - 1]
    share = idle["cpu"] / idle["wall"]
    wakeups = idle["steps"] / idle["wall"]
    import pygame

    rows = [
        (
            "time to first frame",
            f"{first:.3f} s",
            f"min {min(firsts):.3f} max {max(firsts):.3f}, {len(firsts)} runs",
            "< 1 s",
            first < FIRST_FRAME_GOAL,
        ),
        (
            "drag frame, 1280×800",
            f"{drag * 1000:.2f} ms",
            f"p95 {drag95 * 1000:.2f} ms, {len(costs)} frames",
            "< 4 ms",
            drag < DRAG_FRAME_GOAL,
        ),
        (
            "idle CPU, real loop",
            f"{share * 100:.2f} %",
            f"{idle['cpu'] * 1000:.0f} ms CPU in {idle['wall']:.1f} s; "
            f"whole process {idle_total:.2f} s",
            "< 1 %",
            share < IDLE_GOAL,
        ),
        ("idle wake-ups", f"{wakeups:.0f} /s", "loop passes per second, idle", "", True),
        (
            "audio",
            "mixer started" if mixer else "not started",
            f"{len(noise)} audio lines on stderr",
            "none",
            not mixer and not noise,
        ),
    ]
    driver = os.environ.get("SDL_VIDEODRIVER", "dummy")
    print(
        f"Canfield window bench — SDL_VIDEODRIVER={driver}, pygame-ce {pygame.version.ver}, "
        f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}, Python {sys.version.split()[0]}"
    )
    print(f"{'figure':<22} {'median':>13}  {'target':<7} {'ok':<4} detail")
    for name, value, detail, goal, ok in rows:
        mark = "yes" if ok else "NO"
        print(f"{name:<22} {value:>13}  {goal:<7} {mark:<4} {detail}")
    for line in noise[:10]:
        print(f"  stderr: {line}")
    return 0 if all(ok for *_, ok in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
