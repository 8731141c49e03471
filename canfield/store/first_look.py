"""The settings the window's first frame needs, read without the settings model.

The settings are a pydantic model (`canfield.store.settings`), and loading it before
the first frame would more than double the start. The window reads every setting here
instead, by the model's own rules (`Session.open(defer_settings=True)`, `Session.look`), and
loads the model only when it is needed: to open Settings, to save a setting, or just
after the first frame when the file holds anything the model would report
(`FirstLook.clean` false: a damaged file, a value it refuses or reads in another form).

What it saves (STYLE.md 18), measured on 2026-12-02 with `scripts/bench_start.py` on a
2-core machine busy with other work (Python 3.11.7, pydantic 2.14), the game as it is
against the same tree with the model loaded before the first frame (`first_look`
answering None, as for a value only the model reads), a settings file as the model
writes it:

| the start, up to the first frame     | with `first_look` | model first | saved   |
|--------------------------------------|-------------------|-------------|---------|
| instructions (callgrind, 2 runs)     | 342.1 M           | 766.5 M     | 55 %    |
| X11 launch → drawn, median (11 runs) | 183 ms            | 289 ms      | 37 %    |
| SDL dummy, median (11 runs)          | 154 ms            | 313 ms      | 51 %    |
| resident memory then (X11)           | 36.4 MiB          | 53.2 MiB    | 16.8 MiB|

The rule this module stays by: it saves at least 5 % of the start, in instructions and
in the median launch → first frame. Measure again with `DISPLAY=:N .venv/bin/python
scripts/bench_start.py --launches 11 --callgrind 1 --variant "model first"`.

The rules are those of `Store.load_settings`: a missing, unreadable or damaged file
gives the defaults, and a value the model refuses gives that field's default; the
tests hold the two to the same answers. A value read here only in its plain form (a
window size written as text, say) makes `first_look` answer None: then the model is
asked at once. Nothing is written and nothing warned here: the model's load reports
any problem with the file as usual.
"""

from __future__ import annotations

import json
from pathlib import Path

from canfield.i18n import LANGUAGES, LEGACY, stored_language
from canfield.store.reading import SETTINGS_CAP, read_text_capped
from canfield.values import field, record


@record(slots=True)
class FirstLook:
    """Every setting (language None: the system's), as `canfield.store.settings.Settings`."""

    language: str | None = None
    draw: int = 3
    double_click: bool = True
    window_size: tuple[int, int] | None = None
    window_position: tuple[int, int] | None = None
    fullscreen: bool = False
    animations: bool = True
    sound: bool = False
    winnable_only: bool = False
    speech: str = "auto"
    speech_rate: int = 100
    speech_volume: int = 100
    high_contrast: bool = False
    suit_colours: bool = False
    warn_losing: bool = False
    clean: bool = field(default=True, compare=False)
    """True when the model would read the file without a word to say (no file, or every
    value in the very form the model writes): then it need not be loaded to check."""


class _Unsure(Exception):
    """A value in a form the model may read but this module does not: ask the model."""


_TRUE = frozenset({"1", "on", "t", "true", "y", "yes"})
_FALSE = frozenset({"0", "off", "f", "false", "n", "no"})


def _boolean(value: object, default: bool) -> bool:
    """A yes/no as pydantic reads one: true/false, 0/1 (3 is refused), or a word."""
    if type(value) is bool:
        return value
    if type(value) in (int, float) and value in (0, 1):
        return bool(value)
    if type(value) is str and value.lower() in _TRUE | _FALSE:
        return value.lower() in _TRUE
    return default


def _pair(value: object, low: int, high: int) -> tuple[int, int] | None:
    """Two whole numbers from `low` to `high` (a window's size or place), or None."""
    if value is None:
        return None
    if type(value) is not list:
        raise _Unsure
    if len(value) != 2:
        return None
    if any(type(n) is not int for n in value):
        raise _Unsure  # 1280.0, "1280" and true pass the model as numbers
    first, second = value
    return (first, second) if all(low <= n <= high for n in value) else None


_BOOLEANS = frozenset(
    {
        "double_click",
        "fullscreen",
        "animations",
        "sound",
        "winnable_only",
        "high_contrast",
        "suit_colours",
        "warn_losing",
    }
)
SPEECH = ("auto", "off", "screen_reader", "voice")
_PERCENT = {"speech_rate": (50, 200, 100), "speech_volume": (10, 100, 100)}
"""The settings that are whole numbers: their least, greatest and default value."""


def _percent(data: dict[str, object], key: str) -> int:
    """A whole-number setting within its bounds, else its default (the model says so)."""
    low, high, default = _PERCENT[key]
    value = data.get(key, default)
    return value if type(value) is int and low <= value <= high else default


def _canonical(data: dict[str, object]) -> bool:
    """Whether every setting in `data` is in the form the model writes it (so valid)."""
    for key, value in data.items():
        if key in _BOOLEANS:
            ok = type(value) is bool
        elif key == "draw":
            ok = type(value) is int and value in (1, 3)
        elif key == "language":  # "sr" from before the model reads as "sr@latin", silently
            ok = value is None or (type(value) is str and (value in LANGUAGES or value in LEGACY))
        elif key == "speech":
            ok = value in SPEECH
        elif key in _PERCENT:
            low, high, _default = _PERCENT[key]
            ok = type(value) is int and low <= value <= high
        elif key in ("window_size", "window_position"):
            low = 1 if key == "window_size" else -65535
            ok = value is None or (
                type(value) is list
                and len(value) == 2
                and all(type(n) is int and low <= n <= 65535 for n in value)
            )
        else:
            ok = True  # a key this version does not know: kept by the model, unread
        if not ok:
            return False
    return True


def first_look(path: Path) -> FirstLook | None:
    """The settings in the file at `path`, as the model reads them; None when the file
    holds one of them in a form only the model reads."""
    try:
        data = json.loads(read_text_capped(path, SETTINGS_CAP))
    except FileNotFoundError:  # first start: the defaults, nothing to tell
        return FirstLook()
    except NotADirectoryError:  # a file in the folder's place: the model tells the player
        return FirstLook(clean=False)
    except (OSError, ValueError, RecursionError):  # unreadable, not JSON: the model tells
        return FirstLook(clean=False)
    if not isinstance(data, dict):
        return FirstLook(clean=False)
    language = data.get("language")
    draw = data.get("draw", 3)
    speech = data.get("speech", "auto")
    try:
        size = _pair(data.get("window_size"), 1, 65535)
        position = _pair(data.get("window_position"), -65535, 65535)
    except _Unsure:
        return None
    return FirstLook(
        language=stored_language(language) if type(language) is str else None,
        # A whole number 1 or 3, as JSON may write it (3 or 3.0), but not true/false.
        draw=int(draw) if type(draw) in (int, float) and draw in (1, 3) else 3,
        double_click=_boolean(data.get("double_click", True), True),
        window_size=size,
        window_position=position,
        fullscreen=_boolean(data.get("fullscreen", False), False),
        animations=_boolean(data.get("animations", True), True),
        sound=_boolean(data.get("sound", False), False),
        winnable_only=_boolean(data.get("winnable_only", False), False),
        speech=speech if type(speech) is str and speech in SPEECH else "auto",
        speech_rate=_percent(data, "speech_rate"),
        speech_volume=_percent(data, "speech_volume"),
        high_contrast=_boolean(data.get("high_contrast", False), False),
        suit_colours=_boolean(data.get("suit_colours", False), False),
        warn_losing=_boolean(data.get("warn_losing", False), False),
        clean=_canonical(data),
    )
