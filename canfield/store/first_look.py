"""The settings the window's first frame needs, read without the settings model.

The settings are a pydantic model (`canfield.store.settings`), and importing pydantic
costs about 50 ms and 13 MiB at start. The first frame needs only the language, the
draw mode of a new deal, Double click (the footer names what a click does) and the
window's size, place and full screen, so the window reads those here, by the model's
own rules, and loads the model just after that frame (`Session(defer_settings=True)`,
`Session.look`).

The rules are those of `Store.load_settings`: a missing, unreadable or damaged file
gives the defaults, and a value the model refuses gives that field's default; the
tests hold the two to the same answers. A value read here only in its plain form (a
window size written as text, say) makes `first_look` answer None: then the model is
asked at once. Nothing is written and nothing warned here: the model's load reports
any problem with the file as usual.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from canfield.i18n import LANGUAGES
from canfield.store.reading import SETTINGS_CAP, read_text_capped


@dataclass(frozen=True, slots=True)
class FirstLook:
    """The language (None: the system's), the draw mode of a new deal, Double click."""

    language: str | None = None
    draw: int = 3
    double_click: bool = True
    window_size: tuple[int, int] | None = None
    window_position: tuple[int, int] | None = None
    fullscreen: bool = False


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


def first_look(path: Path) -> FirstLook | None:
    """The first frame's settings in the file at `path`, as the model reads them; None
    when the file holds one of them in a form only the model reads."""
    try:
        data = json.loads(read_text_capped(path, SETTINGS_CAP))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON
        return FirstLook()
    if not isinstance(data, dict):
        return FirstLook()
    language = data.get("language")
    draw = data.get("draw", 3)
    try:
        size = _pair(data.get("window_size"), 1, 65535)
        position = _pair(data.get("window_position"), -65535, 65535)
    except _Unsure:
        return None
    return FirstLook(
        language=language if type(language) is str and language in LANGUAGES else None,
        # A whole number 1 or 3, as JSON may write it (3 or 3.0), but not true/false.
        draw=int(draw) if type(draw) in (int, float) and draw in (1, 3) else 3,
        double_click=_boolean(data.get("double_click", True), True),
        window_size=size,
        window_position=position,
        fullscreen=_boolean(data.get("fullscreen", False), False),
    )
