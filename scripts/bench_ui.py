"""Benchmark the game window: time to first frame, the cost of a drag frame, idle CPU.

    SDL_VIDEODRIVER=dummy .venv/bin/python scripts/bench_ui.py [--runs 5] [--frames 300]
        [--idle-seconds 3]
    DISPLAY=:16 .venv/bin/python scripts/bench_ui.py --launches 7 [--compare "CMD ..."]
        [--also /path/to/another/tree]

- Time to first frame: from starting `python -c` to the game's first
  `pygame.display.flip()`, through the real `canfield play` path (settings and files in
  a temporary folder). Median of `--runs` fresh processes.
- Drag frame: a card held and moved at 1280×800; one MOUSEMOTION posted and one
  `app.step()` (the loop's pass: events, then the frame) timed per frame; median and 95th
  percentile over `--frames` frames.
- Idle CPU: the real loop (`App.run`) left alone in a fresh process; its CPU time over
  `--idle-seconds` seconds of wall time, as a share of one core, measured once it has been
  left alone `--idle-settle` seconds. Also how often the idle loop wakes up.
- With ``--search``: only the drag frame, at 60 frames a second, without and then with
  "Where did it go wrong?" bisecting a 200-move game in its background process (the
  window's frame rate while the solver works).
- Audio: the processes run without SDL_AUDIODRIVER; any ALSA or audio text they print on
  stderr, and whether pygame's mixer got started, is reported.
- Memory: the resident size (VmRSS) of the first-frame processes right after that frame.
- With ``--launches N`` and an X display (``DISPLAY`` set, SDL_VIDEODRIVER not dummy):
  the whole `canfield play` process, launch → its window is shown (mapped and viewable,
  watched through Xlib) and → drawn (the moment a few rows across it first show what
  they still show a second after the window appeared), and its resident size when
  drawn and a second after the window appeared; alternated launch for launch with
  ``--compare`` (default: Aisleriot's Canfield, ``/usr/games/sol --variation canfield``),
  with ``--script`` the game started through ``scripts/play`` as a player starts it,
  and with any other source trees of the game given with ``--also`` (e.g. a worktree of
  main, to measure before and after in one run), after one unmeasured warm-up launch of
  each; the screen is painted black before each launch. Medians.
  Exits 1 when the game's drawn time is over the compared program's.

- With ``--speech``: the drag frame, a key frame (the focus moved by an arrow key, which
  is said) and the idle CPU, each with speech off and with the built-in voice (Speech
  Dispatcher with espeak-ng, in a home of its own whose sound goes to ALSA's null
  device), measured in turn off, on, off, on …; medians and the on/off ratios. Exits 1
  when speech on costs more than `SPEECH_SLACK` times speech off.

The targets: first frame < 1 s, drag frame < 4 ms (median), idle ≤ 0.2 % of a core once
left alone (Aisleriot: 0.0 %), no audio initialisation. Exits 1 when a target is missed.
A benchmark to read, not a timed test.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import ctypes.util
import json
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canfield.speech.voice import Voice
    from canfield.ui.app import App

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

CODE = "CF1-D3-AAAAACL"
SEARCH_CODE = "CF1-D3-SKOHAAA"
"""The spoiled game of `bench_where_lost.py`: the deal `--search` bisects beside the drag."""
AISLERIOT = "/usr/games/sol --variation canfield"
FIRST_FRAME_GOAL = 1.0
DRAG_FRAME_GOAL = 0.004
IDLE_GOAL = 0.002
SPEECH_SLACK = 1.25
"""Speech on may cost at most this many times speech off before `--speech` fails: the
figures of two runs on these machines differ by that much with nothing changed."""

# Runs in a fresh interpreter: the real `canfield play` entry (`canfield.ui.app.run`),
# with `pygame.display.flip` wrapped to report the first frame and then to quit. pygame
# is imported in two stages, as `canfield play` does: a plain `import pygame` here would
# load what the command loads after its first frame (and `dataclasses` with it).
FIRST_FRAME_CHILD = """
import sys, time
from canfield.ui import pygame_import
pygame_import.begin()
import pygame
import pygame.display
flip = pygame.display.flip
def first_flip():
    flip()
    pygame.display.flip = flip
    with open("/proc/self/status") as status:
        rss = [line.split()[1] for line in status if line.startswith("VmRSS:")]
    sys.stdout.write("first-frame %r %s\\n" % (time.perf_counter(), rss[0] if rss else 0))
    sys.stdout.flush()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
pygame.display.flip = first_flip
from canfield.ui import start
code = start.run(code=sys.argv[1])
print("mixer %s" % (pygame.mixer.get_init() is not None), flush=True)
raise SystemExit(code)
"""

# Runs the real loop with no input; measures its own CPU and wake-ups once settled.
IDLE_CHILD = """
import json, sys, time
import pygame
from canfield.ui import start as app_module
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
            self.actions.running = False

app_module.App = Idle
raise SystemExit(app_module.run(code=sys.argv[1]))
"""


def child_env(home: Path, tree: Path = ROOT) -> dict[str, str]:
    """The environment of a measured game (the source tree `tree`): no audio driver
    chosen, files in `home`, and bytecode cached as an installed game has it (pip
    compiles it at install; PYTHONDONTWRITEBYTECODE would make every start compile)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_AUDIO")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CACHE_HOME"] = str(home / "cache")  # the card images, kept from the warm-up
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPATH"] = str(tree) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def audio_noise(stderr: str) -> list[str]:
    """Lines of stderr that speak of sound: ALSA, PulseAudio, audio devices."""
    words = ("alsa", "audio", "pulse", "pcm", "snd_")
    return [line for line in stderr.splitlines() if any(w in line.lower() for w in words)]


def first_frame_times(runs: int) -> tuple[list[float], list[float], list[str], bool]:
    """Seconds from process start to the first frame, and MiB resident right after it,
    for `runs` fresh processes; their audio lines on stderr; whether a mixer started."""
    times: list[float] = []
    sizes: list[float] = []
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
            sizes.append(int(line.split()[2]) / 1024)
            noise += audio_noise(err)
            mixer |= "mixer True" in out
    return times, sizes, noise, mixer


def idle_cpu(
    settle: float, span: float, speech: str = "off"
) -> tuple[dict[str, float], list[str], float]:
    """The idle loop's own figures, its stderr's audio lines, and the child's whole CPU
    time; `speech` is the game's speech setting ("off", "voice")."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory(prefix="canfield-bench-") as home:
        settings = Path(home) / "config" / "canfield" / "settings.json"
        settings.parent.mkdir(parents=True)
        settings.write_text(json.dumps({"speech": speech}), encoding="utf-8")
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


def bench_window(
    speech: str = "off", code: str = CODE, moves: Sequence[str] = ()
) -> tuple[App, Voice | None]:
    """A 1280×800 window on the manual's deal (or `code` after `moves`), speaking as
    `speech` says ("off", "voice", or "silent": a voice whose engine says nothing), opened
    as `canfield play` opens it; its voice, once that is ready."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from canfield.session import Session
    from canfield.store.settings import Settings
    from canfield.ui.app import App
    from canfield.ui.start import open_voice

    pygame.display.init()
    if pygame.display.get_driver() == "x11":  # the framebuffer `canfield play` chooses
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    pygame.font.init()
    settings = Settings.model_validate({"speech": "voice" if speech == "silent" else speech})
    if speech == "silent":  # the game's own share: a voice whose engine says nothing
        from canfield.speech.voice import Silent, Voice

        voice: Voice | None = Voice(Silent)
    else:
        voice = open_voice(settings, None)
    if voice is not None:
        voice.ready.wait(30)  # the engine opened on the voice's thread
    session = Session.open(None, settings, code=code)
    for move in moves:
        session.play(move)
    app = App(session, size=(1280, 800), voice=voice)
    app.step()
    app.step()
    return app, voice


def drag_frames(
    frames: int,
    speech: str = "off",
    cpu: list[float] | None = None,
    *,
    search: bool = False,
    paced: bool = False,
) -> list[float]:
    """Seconds per loop pass while a card is dragged around a 1280×800 window (and into
    `cpu`, the window's thread's CPU seconds per pass); with `search`, while "Where did
    it go wrong?" bisects a 200-move game beside it; `paced` at 60 frames a second (else
    as fast as they come)."""
    import pygame

    if search:
        from bench_where_lost import long_line

        app, _voice = bench_window(speech, SEARCH_CODE, long_line(200))
    else:
        app, _voice = bench_window(speech)
    session = app.session
    try:
        if search:
            from canfield.ui.input.intents import Command

            app.actions.apply(Command("lost"))
            time.sleep(1.0)  # the job's process started and searching
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
            began, used = time.perf_counter(), time.thread_time()
            app.step()
            cost = time.perf_counter() - began
            if i >= 20:  # after warm-up (caches, the still layer)
                costs.append(cost)
                if cpu is not None:
                    cpu.append(time.thread_time() - used)
            if paced:  # 60 frames a second: with a search, they span its seconds
                time.sleep(max(0.0, 1 / 60 - cost))
        if not app.pointer.drag.dragging:
            raise SystemExit("the drag did not start: nothing was measured")
        if search and app.actions.teacher.job is None:
            print("note: the search ended before the last frame timed", file=sys.stderr)
        app.actions.teacher.cancel()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
        app.step()
        return costs
    finally:
        app.actions.speaking.close()
        pygame.display.quit()  # the fonts stay: the theme keeps them for the next window


def key_frames(
    frames: int, speech: str = "off", cpu: list[float] | None = None
) -> tuple[list[float], str]:
    """Seconds per loop pass when an arrow key moves the focus (said, with speech on) in
    a 1280×800 window (and into `cpu`, the window's thread's CPU seconds per pass); and
    the voice's engine."""
    import pygame

    app, voice = bench_window(speech)
    try:
        costs: list[float] = []
        for i in range(frames + 20):
            key = pygame.K_RIGHT if (i // 3) % 2 == 0 else pygame.K_LEFT
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            pygame.event.post(event)
            began, used = time.perf_counter(), time.thread_time()
            app.step()
            cost = time.perf_counter() - began
            if i >= 20:
                costs.append(cost)
                if cpu is not None:
                    cpu.append(time.thread_time() - used)
        return costs, voice.backend.name if voice is not None else "off"
    finally:
        app.actions.speaking.close()
        pygame.display.quit()  # the fonts stay: the theme keeps them for the next window


def speech_home(home: Path) -> None:
    """Speech Dispatcher in a home of its own for this run, its sound going through ALSA
    to nowhere (with no sound server, its default output would wait for one)."""
    (home / ".asoundrc").write_text("pcm.!default {type null}\n", encoding="utf-8")
    config = home / ".config" / "speech-dispatcher"
    config.mkdir(parents=True)
    system = Path("/etc/speech-dispatcher/speechd.conf")
    base = system.read_text(encoding="utf-8") if system.is_file() else ""
    (config / "speechd.conf").write_text(base + '\nAudioOutputMethod "alsa"\n', encoding="utf-8")
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    os.environ.update(
        HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / ".config")
    )


SPEECH_MODES = ("off", "silent", "voice")
"""Speech off; on with an engine that says nothing (what speaking costs the game itself:
the sentences, the queue, the voice's thread); on with the built-in voice (the synthesiser
working on the same cores)."""


def speech_report(rounds: int, frames: int, settle: float, span: float) -> int:
    """Speech off and on, measured in turn: drag frame, key frame, idle CPU."""
    figures: dict[str, dict[str, list[float]]] = {
        mode: {"drag": [], "key": [], "key_cpu": [], "idle": []} for mode in SPEECH_MODES
    }
    engine = "?"
    with tempfile.TemporaryDirectory(prefix="canfield-bench-speech-") as home:
        speech_home(Path(home))
        for _ in range(rounds):
            for mode in SPEECH_MODES:
                mine = figures[mode]
                used: list[float] = []
                mine["drag"].append(statistics.median(drag_frames(frames, mode)))
                keyed, name = key_frames(frames, mode, used)
                mine["key"].append(statistics.median(keyed))
                mine["key_cpu"].append(statistics.median(used))
                engine = name if mode == "voice" else engine
                if mode != "silent":  # the idle child opens its voice as the game does
                    idle, _noise, _total = idle_cpu(settle, span, mode)
                    mine["idle"].append(idle["cpu"] / idle["wall"])
        for pidfile in (Path(home) / "run" / "speech-dispatcher" / "pid").glob("*.pid"):
            with contextlib.suppress(OSError, ValueError):
                os.kill(int(pidfile.read_text().strip()), signal.SIGTERM)
    print(f"Canfield speech bench — {rounds} rounds, each mode in turn; voice: {engine}")
    print(
        f"{'figure':<26} {'off':>9} {'on, silent':>11} {'on, voice':>10}  "
        f"{'silent/off':>10} {'voice/off':>9}  ok"
    )
    fine = True
    for name, key, scale, unit, gate in (
        ("drag frame (wall)", "drag", 1000, "ms", "silent"),
        ("key frame, said (wall)", "key", 1000, "ms", "silent"),
        ("key frame, said (CPU)", "key_cpu", 1000, "ms", "voice"),
        ("idle CPU", "idle", 100, "%", "voice"),
    ):
        value = {
            mode: statistics.median(figures[mode][key]) if figures[mode][key] else None
            for mode in SPEECH_MODES
        }
        off = value["off"] or 0.0
        gated = value[gate] or 0.0
        ok = gated <= off * SPEECH_SLACK or (key == "idle" and gated <= IDLE_GOAL)
        fine &= ok
        cells = [f"{v * scale:>7.2f} {unit:<2}" if v is not None else f"{'—':>10}"
                 for v in value.values()]  # fmt: skip
        ratios = [f"{(v or 0.0) / off:>9.2f}×" if v is not None and off else f"{'—':>10}"
                  for v in (value["silent"], value["voice"])]  # fmt: skip
        print(f"{name:<26} {cells[0]} {cells[1]:>11} {cells[2]:>10}  {ratios[0]} {ratios[1]}  "
              f"{'yes' if ok else 'NO'} ({gate})")  # fmt: skip
    print(
        "The gate: the game's own cost (wall time with the silent engine, CPU of the window's\n"
        "thread with the voice) and idle CPU with the voice, against speech off; the wall time\n"
        "with the voice also holds the synthesiser's work on the same two cores."
    )
    return 0 if fine else 1


# ---------------------------------------------------------------- whole launches under X11


class XWindowAttributes(ctypes.Structure):
    """Xlib's XWindowAttributes, of which only `map_state` is read."""

    _fields_ = [
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("border_width", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("visual", ctypes.c_void_p),
        ("root", ctypes.c_ulong),
        ("c_class", ctypes.c_int),
        ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int),
        ("backing_store", ctypes.c_int),
        ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong),
        ("save_under", ctypes.c_int),
        ("colormap", ctypes.c_ulong),
        ("map_installed", ctypes.c_int),
        ("map_state", ctypes.c_int),
        ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long),
        ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int),
        ("screen", ctypes.c_void_p),
    ]


class XImage(ctypes.Structure):
    """The head of Xlib's XImage: enough to read the pixels of a 32-bit image."""

    _fields_ = [
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int),
        ("data", ctypes.c_void_p),
        ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
    ]


IS_VIEWABLE = 2
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
DRAWN_ROWS = (0.2, 0.45, 0.7)
"""Where a window's pixels are sampled, as shares of its height, to see its picture
(clear of a status line, where a clock may tick)."""
MIN_WINDOW = 200
ErrorHandler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class X11Watch:
    """Just enough Xlib, through ctypes, to tell which processes have a window shown: the
    top-level windows at least `MIN_WINDOW` pixels wide and high that are viewable, by
    their _NET_WM_PID (SDL and GTK both set it)."""

    def __init__(self) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise SystemExit("libX11 not found")
        x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        ulong_p = ctypes.POINTER(ctypes.c_ulong)
        x.XQueryTree.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ulong_p, ulong_p,
            ctypes.POINTER(ulong_p), ctypes.POINTER(ctypes.c_uint),
        ]  # fmt: skip
        x.XGetWindowAttributes.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(XWindowAttributes),
        ]  # fmt: skip
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ulong_p, ctypes.POINTER(ctypes.c_int), ulong_p,
            ulong_p, ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte)),
        ]  # fmt: skip
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.POINTER(XImage)
        x.XGetImage.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_ulong, ctypes.c_int,
        ]  # fmt: skip
        x.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
        x.XCreateSimpleWindow.restype = ctypes.c_ulong
        x.XCreateSimpleWindow.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong,
        ]  # fmt: skip
        x.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
        # A window may vanish between two requests: ignore the BadWindow that follows.
        self._on_error = ErrorHandler(lambda _display, _event: 0)
        x.XSetErrorHandler(self._on_error)
        self._x = x
        self._display = x.XOpenDisplay(None)
        if not self._display:
            raise SystemExit(f"cannot open the X display {os.environ.get('DISPLAY')!r}")
        self._root = x.XDefaultRootWindow(self._display)
        self._pid_atom = x.XInternAtom(self._display, b"_NET_WM_PID", 0)

    def shown(self) -> dict[int, tuple[int, int, int]]:
        """The viewable top-level windows: process id → (window, width, height)."""
        x, d = self._x, self._display
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        if not x.XQueryTree(d, self._root, root, parent, children, count):
            return {}
        pids: dict[int, tuple[int, int, int]] = {}
        for i in range(count.value):
            window = children[i]
            attributes = XWindowAttributes()
            if not x.XGetWindowAttributes(d, window, attributes):
                continue
            # Toolkits map small helper windows too (GTK a 1×1 one): a table is larger.
            small = attributes.width < MIN_WINDOW or attributes.height < MIN_WINDOW
            if attributes.map_state != IS_VIEWABLE or small:
                continue
            kind, items, after = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_ulong()
            fmt = ctypes.c_int()
            data = ctypes.POINTER(ctypes.c_ubyte)()
            found = x.XGetWindowProperty(
                d, window, self._pid_atom, 0, 1, 0, 0, kind, fmt, items, after, data
            )
            if found == 0 and items.value == 1 and fmt.value == 32:
                pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0]
                pids[pid] = (window, attributes.width, attributes.height)
            if data:
                x.XFree(data)
        if children:
            x.XFree(children)
        return pids

    def clear_screen(self) -> None:
        """Paint the whole screen black. A window's first pixels, until its program draws,
        are what the screen held there (neither it nor the root window has a background
        here): without this they would be the last launch's picture, and pass for this
        one's. A black window is shown over everything and taken away; its pixels stay."""
        x, d = self._x, self._display
        width, height = x.XDisplayWidth(d, 0), x.XDisplayHeight(d, 0)
        cover = x.XCreateSimpleWindow(d, self._root, 0, 0, width, height, 0, 0, 0)
        x.XMapWindow(d, cover)
        x.XSync(d, 0)
        x.XDestroyWindow(d, cover)
        x.XSync(d, 0)

    def sample(self, window: int, width: int, height: int) -> bytes | None:
        """A few rows across the window, as pixels (None if it cannot be read now)."""
        rows = b""
        for share in DRAWN_ROWS:
            image = self._x.XGetImage(
                self._display, window, 0, int(height * share), width, 1, ALL_PLANES, Z_PIXMAP
            )
            if not image:
                return None  # the window went away or is not viewable
            try:
                head = image.contents
                if head.bits_per_pixel != 32:
                    raise SystemExit(f"a {head.bits_per_pixel}-bit display: use 24-bit colour")
                rows += ctypes.string_at(head.data, head.width * 4)
            finally:
                self._x.XDestroyImage(image)
        return rows


def resident_mib(pid: int) -> float:
    """The resident size of process `pid`, in MiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class Launch:
    """One launch's figures: seconds to the window shown and to its picture, and the
    resident MiB at that picture and 1 s after the window showed (after the work done
    past the first frame)."""

    shown: float
    drawn: float
    drawn_mib: float
    settled_mib: float


def one_launch(watch: X11Watch, command: list[str], env: dict[str, str], cwd: Path) -> Launch:
    """Start `command` and measure it (see `Launch`); then end it.

    Drawn is when the window first shows the picture it still shows 1 s after it was
    mapped: what a window holds before its program draws is not to be trusted (here a
    freshly mapped window can show a stale picture for a few milliseconds, then black).
    """
    watch.clear_screen()
    began = time.perf_counter()
    proc = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        shown = 0.0
        changes: list[tuple[float, float, bytes | None]] = []  # when, MiB, the picture
        while not shown or time.perf_counter() - began < shown + 1.0:
            if proc.poll() is not None:
                raise SystemExit(f"{command[0]} exited before showing a window")
            if time.perf_counter() - began > 30:
                raise SystemExit(f"{command[0]} showed no window within 30 s")
            window = watch.shown().get(proc.pid)
            if window is not None:
                now = time.perf_counter() - began
                shown = shown or now
                picture = watch.sample(*window)
                if not changes or picture != changes[-1][2]:
                    changes.append((now, resident_mib(proc.pid), picture))
            time.sleep(0.002)
        drawn, drawn_mib, final = changes[-1]
        if final is None or len(set(memoryview(final).cast("I"))) < 2:
            raise SystemExit(f"{command[0]} showed no picture 1 s after its window")
        return Launch(shown, drawn, drawn_mib, resident_mib(proc.pid))
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def launch_times(
    programs: list[tuple[str, list[str], dict[str, str], Path]], launches: int
) -> dict[str, list[Launch]]:
    """Launch each program in turn, `launches` times each after one warm-up launch;
    return, per name, the figures of each launch."""
    watch = X11Watch()
    results: dict[str, list[Launch]] = {name: [] for name, *_ in programs}
    for run in range(launches + 1):
        for name, command, env, cwd in programs:
            figures = one_launch(watch, command, env, cwd)
            if run:  # the first round only warms the disk cache (and writes bytecode)
                results[name].append(figures)
    return results


def launch_report(launches: int, other: list[str], trees: list[Path], script: bool = False) -> int:
    """Print the side-by-side launch figures (see the module's docstring)."""
    if not os.environ.get("DISPLAY") or os.environ.get("SDL_VIDEODRIVER") == "dummy":
        raise SystemExit("--launches needs an X display (DISPLAY) and no dummy video driver")
    with tempfile.TemporaryDirectory(prefix="canfield-bench-") as home:
        programs: list[tuple[str, list[str], dict[str, str], Path]] = []
        for n, tree in enumerate([ROOT, *trees]):
            env = child_env(Path(home) / str(n), tree)
            env.pop("SDL_VIDEODRIVER", None)
            python = tree / ".venv" / "bin" / "python"
            game = [str(python) if python.exists() else sys.executable]
            game += ["-m", "canfield", "play", "--code", CODE]
            programs.append(("canfield" if tree == ROOT else tree.name, game, env, tree))
            if script and tree == ROOT:  # as a player starts it: the set-up check, then the game
                play = [str(tree / "scripts" / "play"), "--code", CODE]
                programs.append(("scripts/play", play, env, tree))
        other_env = {**os.environ, "HOME": str(Path(home) / "other")}
        programs.append((Path(other[0]).name, other, other_env, ROOT))
        results = launch_times(programs, launches)
    print(f"Launch → window, X display {os.environ['DISPLAY']}, {launches} launches each,")
    print("alternated, after one warm-up launch each. Shown: the window is mapped; drawn: it")
    print("first shows the picture it shows 1 s later. Resident size when drawn, and 1 s on.")
    print(
        f"{'program':<16} {'shown':>7} {'drawn':>7} {'min':>7} {'max':>7}"
        f"  {'MiB drawn':>9} {'MiB 1 s':>8}"
    )
    medians: dict[str, tuple[float, float, float, float]] = {}
    for name, runs in results.items():
        drawn = [r.drawn for r in runs]
        medians[name] = (
            statistics.median(r.shown for r in runs),
            statistics.median(drawn),
            statistics.median(r.drawn_mib for r in runs),
            statistics.median(r.settled_mib for r in runs),
        )
        shown, drawn_median, drawn_mib, settled_mib = medians[name]
        print(
            f"{name:<16} {shown:>6.3f}s {drawn_median:>6.3f}s {min(drawn):>6.3f}s "
            f"{max(drawn):>6.3f}s  {drawn_mib:>9.0f} {settled_mib:>8.0f}"
        )
    theirs = medians[Path(other[0]).name]
    for name, ours in medians.items():
        if name == Path(other[0]).name:
            continue
        print(
            f"{name} / {Path(other[0]).name}: shown {ours[0] / theirs[0]:.2f}×, "
            f"drawn {ours[1] / theirs[1]:.2f}×, memory when drawn {ours[2] / theirs[2]:.2f}×, "
            f"1 s later {ours[3] / theirs[3]:.2f}×"
        )
    ours = medians["canfield"]
    return 0 if ours[1] <= theirs[1] and medians.get("scripts/play", ours)[1] <= theirs[1] else 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="processes for the first frame")
    parser.add_argument("--frames", type=int, default=300, help="drag frames to time")
    parser.add_argument("--idle-seconds", type=float, default=5.0, help="idle span measured")
    parser.add_argument(
        "--idle-settle",
        type=float,
        default=6.0,
        help="seconds left alone before the idle span (the loop rests after 5 s)",
    )
    parser.add_argument(
        "--launches", type=int, default=0, help="X11: launches of each program, alternated"
    )
    parser.add_argument(
        "--compare", default=AISLERIOT, help="X11: the program launched in turn with the game"
    )
    parser.add_argument(
        "--also",
        type=Path,
        action="append",
        default=[],
        metavar="TREE",
        help="X11: another source tree of the game (e.g. a worktree of main) launched in turn",
    )
    parser.add_argument(
        "--script",
        action="store_true",
        help="X11: also launch the game as scripts/play does (its set-up check first)",
    )
    parser.add_argument(
        "--speech",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="speech off and on in turn, ROUNDS times: drag frame, key frame, idle CPU",
    )
    parser.add_argument(
        "--search",
        action="store_true",
        help='only the drag frame, timed without and then with "Where did it go wrong?" '
        "bisecting a 200-move game in the background",
    )
    parser.add_argument("--search-one", choices=("off", "on"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.search_one:  # one measurement of --search, in a fresh process
        costs = sorted(drag_frames(args.frames, search=args.search_one == "on", paced=True))
        print(json.dumps([statistics.median(costs), costs[int(len(costs) * 0.95) - 1]]))
        return 0
    if args.search:
        for label, one in (("no search", "off"), ("search running", "on")):
            done = subprocess.run(
                [sys.executable, __file__, "--search-one", one, "--frames", str(args.frames)],
                capture_output=True,
                text=True,
                check=True,
            )
            median, p95 = json.loads(done.stdout.strip().splitlines()[-1])
            print(f"drag frame, {label:<15} {median * 1000:6.2f} ms  p95 {p95 * 1000:6.2f} ms")
        return 0

    if args.speech:
        return speech_report(args.speech, args.frames, args.idle_settle, args.idle_seconds)
    if args.launches:
        return launch_report(args.launches, shlex.split(args.compare), args.also, args.script)
    firsts, sizes, noise, mixer = first_frame_times(args.runs)
    costs = drag_frames(args.frames)
    idle, idle_noise, idle_total = idle_cpu(args.idle_settle, args.idle_seconds)
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
            "memory after 1st frame",
            f"{statistics.median(sizes):.0f} MiB",
            f"resident (VmRSS), min {min(sizes):.0f} max {max(sizes):.0f} MiB",
            "",
            True,
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
            "≤ 0.2 %",
            share <= IDLE_GOAL,
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
