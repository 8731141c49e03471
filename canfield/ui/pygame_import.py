"""Import pygame in two stages: what the first frame needs, then the rest.

`import pygame` loads every pygame module: the mixer and its codec libraries, joystick,
the clipboard, sprites, masks, the debug and system modules, the package-data reader.
That is about a fifth of the time the game takes to show its first frame, for modules
the first frame does not use. On the way to the window (`canfield play`), `begin` puts
the `pygame` package in place with only the modules a frame is drawn with (the display,
surfaces, drawing, events, images, keys, the mouse, the clock, fonts) and the names
pygame's own `__init__` gives them; `finish`, called once the first frame is shown,
runs pygame's `__init__` over the same module, so from then on `pygame` is exactly what
`import pygame` gives. Before that, asking the package for any other name finishes the
import first (the module's `__getattr__`): nothing can find a name missing, it can only
come a few milliseconds early.

Anything unusual makes `begin` a plain import: pygame already imported, another platform
(pygame's `__init__` sets Windows' DLL folders and the like before anything else),
`PYGAME_FREETYPE`; a first module that fails to load finishes the import at once.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from types import ModuleType

FIRST_MODULES = (
    "base",
    "constants",
    "version",
    "rwobject",
    "rect",
    "color",
    "bufferproxy",
    "math",
    "display",
    "draw",
    "event",
    "image",
    "key",
    "mouse",
    "surflock",
    "surface",
    "time",
    "transform",
    "font",
    "window",
)
"""The pygame modules the first frame is drawn with."""

_NAMES = (
    ("rwobject", ("encode_string", "encode_file_path")),
    ("rect", ("Rect", "FRect")),
    ("color", ("Color",)),
    ("bufferproxy", ("BufferProxy",)),
    ("math", ("Vector2", "Vector3")),
    ("base", ("__version__",)),
    ("event", ("Event",)),
    ("surface", ("Surface", "SurfaceType")),
    ("time", ("Clock",)),
    ("font", ("Font",)),
    ("window", ("Window",)),
)
"""Besides every public name of base, constants and version: the names pygame's
`__init__` takes from the first modules (the rest come with `finish`)."""

_PARTIAL = "_canfield_partial"


def partial() -> bool:
    """True while `pygame` holds only the first modules (`begin` without `finish`)."""
    module = sys.modules.get("pygame")
    return module is not None and bool(getattr(module, "__dict__", {}).get(_PARTIAL))


def begin() -> None:
    """Make `pygame` importable with only `FIRST_MODULES` loaded (see the module's text).

    Under X11 the window's class is "canfield" (what window managers and desktop files
    match it by), unless the environment names one: pygame's `__init__` would name it
    after `sys.argv[0]`, which for `python -m canfield` is "__main__.py"."""
    if "DISPLAY" in os.environ:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "canfield")
    if "pygame" in sys.modules:
        return
    spec = importlib.machinery.PathFinder.find_spec("pygame")
    usual = not sys.platform.startswith("linux") or "PYGAME_FREETYPE" in os.environ
    if usual or spec is None or spec.loader is None or spec.submodule_search_locations is None:
        importlib.import_module("pygame")  # the whole package (or the usual error)
        return
    module = importlib.util.module_from_spec(spec)
    sys.modules["pygame"] = module
    try:
        _first(module)
    except Exception:  # anything odd about this pygame: the usual import, on this module
        _whole(module)


def _first(module: ModuleType) -> None:
    """Load the first modules into the bare package `module` and give it their names."""
    loaded = {name: importlib.import_module(f"pygame.{name}") for name in FIRST_MODULES}
    names = vars(module)
    for star in ("base", "constants", "version"):
        source = loaded[star]
        public = getattr(source, "__all__", None)
        if public is None:
            public = [n for n in vars(source) if not n.startswith("_")]
        names.update({n: getattr(source, n) for n in public})
    for source_name, attributes in _NAMES:
        for attribute in attributes:
            names[attribute] = getattr(loaded[source_name], attribute)
    names[_PARTIAL] = True
    names["__getattr__"] = _finish_for


def _finish_for(name: str) -> object:
    """The partial package's `__getattr__`: a name not loaded yet finishes the import."""
    finish()  # removes this hook first, so pygame's own __init__ never comes back here
    return getattr(sys.modules["pygame"], name)


def finish() -> None:
    """Run pygame's `__init__` over the partial package: from now on it is the whole
    package. Does nothing when the package is already whole."""
    if not partial():
        return
    _whole(sys.modules["pygame"])


def _whole(module: ModuleType) -> None:
    """Run pygame's `__init__` over `module` (the modules already loaded are kept, as
    their C code, which loads some modules itself, runs only once); should it fail,
    `pygame` is not importable, as after a failed `import pygame`."""
    names = vars(module)
    names.pop("__getattr__", None)
    names[_PARTIAL] = False  # any name asked for while __init__ runs is simply missing
    try:
        spec = module.__spec__
        assert spec is not None and spec.loader is not None
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop("pygame", None)
        raise
    finally:
        names.pop(_PARTIAL, None)
