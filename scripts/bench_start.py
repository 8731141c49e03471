"""What the start owes to the game's own copies of library work (STYLE.md 18): launch →
first frame of the game as it is, side by side with copies of it made without them.

    DISPLAY=:16 .venv/bin/python scripts/bench_start.py [--launches 9] [--runs 9]
        [--importtime 5] [--callgrind 1] [--variant NAME ...]

The variants, each a copy of this tree in a temporary folder:
- `as is`;
- `dataclasses`: every record made by `dataclasses.dataclass` with the same options
  (`canfield/values.py` replaced by a few lines that hand `record`, `field`, `fields`
  and `replace` to `dataclasses`);
- `model first`: the settings' pydantic model loaded before the first frame
  (`canfield.store.first_look.first_look` made to answer None, "ask the model", as it
  does for a value only the model reads);
- `both`.
Each has its own home, with a settings file as the model writes it (a returning player),
rewritten before every launch; the card faces are cached in one folder for all (one for
each video driver), after one unmeasured launch of each. Rounds take the variants in
turn, in a rotating order.

- `--launches N`, with an X display (DISPLAY): the whole `canfield play` process, launch
  → its window shows its picture, and its resident size then (`bench_ui`'s Xlib watch);
- `--runs N`, SDL's dummy driver: process start → the first `pygame.display.flip()` of
  the `canfield play` path (pygame imported in two stages, as the command does), and the
  resident size (VmRSS) then;
- `--importtime N`: the sum of `python -X importtime`'s own times of the modules
  imported before the first frame, in the dummy runs' path;
- `--callgrind N`: instructions counted by valgrind, repeatable whatever else the machine
  does: the process up to its first frame (where it is made to end), and importing, in a
  fresh interpreter, the modules loaded by then.
Medians with min–max, and each variant against `as is`. A benchmark to read.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_ui

ROOT = bench_ui.ROOT
CODE = bench_ui.CODE
VARIANTS = ("as is", "dataclasses", "model first", "both")
SETTINGS = {
    "double_click": True,
    "draw": 3,
    "animations": True,
    "sound": False,
    "winnable_only": False,
    "language": "en",
    "window_size": [1280, 800],
    "window_position": None,
    "fullscreen": False,
}
"""A settings file as the model writes it (all of it read without the model)."""

DATACLASS_VALUES = '''"""bench_start: records made by `dataclasses`, with the same options."""

import dataclasses
from dataclasses import Field, field, fields, replace
from dataclasses import FrozenInstanceError as FrozenRecordError

__all__ = ["Field", "FrozenRecordError", "field", "fields", "record", "replace"]


def record(cls=None, /, *, frozen=True, slots=False):
    make = dataclasses.dataclass(frozen=frozen, slots=slots)
    return make if cls is None else make(cls)
'''

MODEL_FIRST = """

def first_look(path):  # bench_start: the settings model is asked before the first frame
    return None
"""

# `canfield play` with its first frame reported: the time and VmRSS on stdout; with
# "exit", a line on stderr (where -X importtime writes), the modules loaded (to a file,
# if one is named) and the end of the process.
CHILD = r"""
import os, sys, time
from canfield.ui import pygame_import
pygame_import.begin()  # as `canfield play` does; its own call is then a no-op
import pygame
import pygame.display
flip = pygame.display.flip
def first_flip():
    flip()
    pygame.display.flip = flip
    with open("/proc/self/status") as status:
        rss = [line.split()[1] for line in status if line.startswith("VmRSS:")]
    print("first-frame %r %s" % (time.perf_counter(), rss[0] if rss else 0), flush=True)
    if sys.argv[2] == "exit":
        print("FIRST-FRAME", file=sys.stderr, flush=True)
        if len(sys.argv) > 3:
            with open(sys.argv[3], "w") as out:
                out.write("\n".join(sorted(sys.modules)))
        os._exit(0)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
pygame.display.flip = first_flip
from canfield.cli import main
raise SystemExit(main(["play", "--code", sys.argv[1]]))
"""

Figures = dict[str, dict[str, list[float]]]
"""Per variant, per figure, the values measured."""


def make_tree(variant: str, folder: Path) -> Path:
    """A copy of this tree's tracked files, as they are on disk, made into `variant`."""
    tree = folder / variant.replace(" ", "-")
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    for name in listed.stdout.split("\0"):
        if name and (ROOT / name).is_file():
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, tree / name)
    if variant in ("dataclasses", "both"):
        (tree / "canfield" / "values.py").write_text(DATACLASS_VALUES, encoding="utf-8")
    if variant in ("model first", "both"):
        with (tree / "canfield" / "store" / "first_look.py").open("a", encoding="utf-8") as f:
            f.write(MODEL_FIRST)
    return tree


class Variant:
    """One tree, its home, and how to start it."""

    def __init__(self, name: str, tree: Path, home: Path, cache: Path) -> None:
        self.name, self.tree, self.home = name, tree, home
        self.python = str(ROOT / ".venv" / "bin" / "python")
        if not Path(self.python).exists():
            self.python = sys.executable
        self.env = bench_ui.child_env(home, tree)
        self.env["SDL_AUDIODRIVER"] = "dummy"
        self.cache = cache

    def fresh_settings(self) -> None:
        """The settings file as the model writes it (a quit may have saved a place)."""
        config = self.home / "config" / "canfield"
        config.mkdir(parents=True, exist_ok=True)
        (config / "settings.json").write_text(json.dumps(SETTINGS, indent=2) + "\n")

    def dummy_env(self) -> dict[str, str]:
        return {**self.env, "SDL_VIDEODRIVER": "dummy", "XDG_CACHE_HOME": str(self.cache / "dummy")}

    def x11_env(self) -> dict[str, str]:
        """Its own cache of card faces: a window under X11 may have cards of another
        size, and the cache keeps only the sizes last used."""
        env = {k: v for k, v in self.env.items() if k != "SDL_VIDEODRIVER"}
        return {**env, "XDG_CACHE_HOME": str(self.cache / "x11")}

    def first_frame(
        self, mode: str = "quit", before: Sequence[str] = (), flags: Sequence[str] = ()
    ) -> tuple[float, float, str]:
        """Seconds from process start to the first frame, MiB resident then, stderr."""
        self.fresh_settings()
        began = time.perf_counter()
        proc = subprocess.Popen(
            [*before, self.python, *flags, "-c", CHILD, CODE, mode],
            cwd=self.tree,
            env=self.dummy_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        line = proc.stdout.readline()
        seen = time.perf_counter()
        out, err = proc.communicate(timeout=1800)
        if not line.startswith("first-frame"):
            raise SystemExit(f"{self.name}: no first frame\n{line}{out}{err}")
        return seen - began, int(line.split()[2]) / 1024, err

    def launch(self, watch: bench_ui.X11Watch) -> bench_ui.Launch:
        """The whole `canfield play` under X11 (see `bench_ui.one_launch`)."""
        self.fresh_settings()
        command = [self.python, "-m", "canfield", "play", "--code", CODE]
        return bench_ui.one_launch(watch, command, self.x11_env(), self.tree)

    def instructions(self, folder: Path) -> tuple[int, int]:
        """Instructions up to the first frame, and of importing the modules loaded by then."""
        listing = folder / f"{self.tree.name}-modules.txt"
        subprocess.run(
            [self.python, "-c", CHILD, CODE, "exit", str(listing)],
            cwd=self.tree,
            env=self.dummy_env(),
            capture_output=True,
            timeout=300,
            check=True,
        )
        self.fresh_settings()
        whole = self._callgrind([self.python, "-c", CHILD, CODE, "exit"], folder / "whole")
        modules = [m for m in listing.read_text().split() if m != "__main__"]
        script = (
            "import importlib\nfrom canfield.ui import pygame_import\npygame_import.begin()\n"
            f"for name in {modules!r}:\n"
            "    try:\n        importlib.import_module(name)\n"
            "    except Exception:\n        pass\n"
        )
        imports = self._callgrind([self.python, "-c", script], folder / "imports")
        return whole, imports

    def _callgrind(self, command: list[str], out: Path) -> int:
        out = out.with_name(f"{self.tree.name}-{out.name}.callgrind")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            cwd=self.tree,
            env=self.dummy_env(),
            capture_output=True,
            timeout=3600,
            check=False,
        )
        found = re.search(r"^(?:summary|totals): (\d+)", out.read_text(errors="replace"), re.M)
        if found is None:
            raise SystemExit(f"{self.name}: callgrind counted nothing ({out})")
        return int(found.group(1))


def own_import_ms(stderr: str) -> float:
    """The sum of `-X importtime`'s own times (µs) before the first frame, in ms."""
    before = stderr.split("FIRST-FRAME")[0]
    own = re.findall(r"^import time:\s+(\d+) \|", before, re.M)
    return sum(int(us) for us in own) / 1000


def in_turn(variants: list[Variant], rounds: int) -> Iterator[Variant]:
    """The variants, `rounds` times, each round in an order rotated by one."""
    for r in range(rounds):
        k = r % len(variants)
        yield from variants[k:] + variants[:k]


def measure(variants: list[Variant], args: argparse.Namespace, folder: Path) -> Figures:
    """Every figure asked for, of every variant (see the module's text)."""
    figures: Figures = {v.name: {} for v in variants}

    def note(variant: Variant, figure: str, value: float) -> None:
        figures[variant.name].setdefault(figure, []).append(value)

    for v in variants:  # unmeasured: bytecode, the card faces' cache
        v.first_frame()
    for v in in_turn(variants, args.runs):
        seconds, mib, _ = v.first_frame()
        note(v, "dummy: start → first frame, ms", seconds * 1000)
        note(v, "dummy: MiB resident then", mib)
    if args.launches:
        watch = bench_ui.X11Watch()
        for v in variants:
            v.launch(watch)
        for v in in_turn(variants, args.launches):
            launch = v.launch(watch)
            note(v, "X11: launch → drawn, ms", launch.drawn * 1000)
            note(v, "X11: MiB resident then", launch.drawn_mib)
    for v in in_turn(variants, args.importtime):
        _, _, err = v.first_frame("exit", flags=["-X", "importtime"])
        note(v, "importtime: own times summed, ms", own_import_ms(err))
    for _ in range(args.callgrind):
        for v in variants:
            whole, imports = v.instructions(folder)
            note(v, "callgrind: up to first frame, M", whole / 1e6)
            note(v, "callgrind: its imports, M", imports / 1e6)
    return figures


def report(figures: Figures) -> None:
    """A table per figure: median, min–max, runs, and the change from `as is`."""
    names = list(figures)
    base = figures[names[0]]
    for figure in base:
        print(f"\n{figure}")
        reference = statistics.median(base[figure])
        for name in names:
            values = figures[name].get(figure, [])
            if not values:
                continue
            middle = statistics.median(values)
            change = (middle - reference) / reference * 100 if reference else 0.0
            print(
                f"  {name:<12} {middle:9.1f}  ({min(values):.1f}–{max(values):.1f}, "
                f"{len(values)} runs)  {middle - reference:+8.1f} {change:+6.1f} %"
            )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--launches", type=int, default=0, help="X11 launches of each")
    parser.add_argument("--runs", type=int, default=9, help="dummy-driver runs of each")
    parser.add_argument("--importtime", type=int, default=0, help="-X importtime runs of each")
    parser.add_argument("--callgrind", type=int, default=0, help="valgrind counts of each")
    parser.add_argument(
        "--variant", action="append", choices=VARIANTS, help="measure these only (and as is)"
    )
    args = parser.parse_args(argv)
    if args.launches and not os.environ.get("DISPLAY"):
        raise SystemExit("--launches needs an X display (DISPLAY)")
    chosen = ["as is", *[v for v in VARIANTS[1:] if not args.variant or v in args.variant]]
    with tempfile.TemporaryDirectory(prefix="canfield-start-") as name:
        folder = Path(name)
        variants = [
            Variant(v, make_tree(v, folder / "trees"), folder / "homes" / str(n), folder / "cache")
            for n, v in enumerate(chosen)
        ]
        figures = measure(variants, args, folder)
    print(
        f"Canfield's start, {time.strftime('%Y-%m-%d')}, Python {sys.version.split()[0]}, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
        "medians (min–max), change from 'as is'"
    )
    report(figures)
    print("\n" + json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
