"""`canfield desktop install|uninstall`: the game in the desktop's menu, as any game is.

Install writes, under the user's data folder (`$XDG_DATA_HOME`, else ~/.local/share):
- `applications/<APP_ID>.desktop`, the launcher entry (freedesktop Desktop Entry 1.4),
  its name and comment in every language the game speaks;
- `icons/hicolor/<N>x<N>/apps/<APP_ID>.png` for each of `ICON_SIZES`: the ace of spades
  of the game's own card set, on a clear square, as the window's icon is;
- `metainfo/<APP_ID>.metainfo.xml`, the AppStream description software centres show.
The launcher runs the Python this command runs under (the game's `.venv`), so it starts
the very installation that wrote it. Uninstall removes exactly those files. Each file is
written atomically; what was there before is replaced, nothing else is touched.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape

from canfield import __version__
from canfield.i18n import LANGUAGES, _, set_language
from canfield.i18n import language as current_language
from canfield.store.atomic import write_atomic_bytes

APP_ID = "io.github.canfield.Canfield"
"""The reverse-DNS name of the game: the launcher's, the icon's and the metainfo's."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The hicolor theme sizes an icon is made in."""

DESKTOP_LOCALES = {
    "ro": "ro",
    "da": "da",
    "es": "es",
    "sr@latin": "sr@latin",
    "sr@cyrillic": "sr",
}
"""The game's languages as Desktop Entry and AppStream locale names (Serbian in Cyrillic
is `sr`, in Latin letters `sr@latin`, as gettext names them)."""


def data_home() -> Path:
    """The user's data folder, as the XDG Base Directory specification says."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher_path(home: Path) -> Path:
    """Where the launcher entry goes under the data folder `home`."""
    return home / "applications" / f"{APP_ID}.desktop"


def icon_path(home: Path, size: int) -> Path:
    """Where the icon of `size` pixels goes under `home`."""
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def metainfo_path(home: Path) -> Path:
    """Where the AppStream metainfo goes under `home`."""
    return home / "metainfo" / f"{APP_ID}.metainfo.xml"


def installed_files(home: Path) -> list[Path]:
    """Every file `install` writes under `home`."""
    return [
        launcher_path(home),
        *(icon_path(home, size) for size in ICON_SIZES),
        metainfo_path(home),
    ]


def _in_each_language(words: Callable[[], str]) -> dict[str, str]:
    """`words()` in each language but English, by locale name (where it differs)."""
    english = _in("en", words)
    said = {DESKTOP_LOCALES[lang]: _in(lang, words) for lang in LANGUAGES if lang != "en"}
    return {locale: text for locale, text in said.items() if text != english}


def _in(lang: str, words: Callable[[], str]) -> str:
    """`words()` said in `lang`; the game's language is left as it was."""
    was = current_language()
    set_language(lang)
    try:
        return words()
    finally:
        set_language(was)


def _name() -> str:
    return _("Canfield")


def _comment() -> str:
    return _("Canfield solitaire, faithful to its rule book")


def _summary() -> str:
    return _("Canfield solitaire, played with the mouse or the keyboard")


def _description() -> str:
    return _(
        "Build the four foundations up from the base card's rank, suit by suit, with the "
        "reserve, the stock and four columns built down in alternate colours. Every deal "
        "has a code that deals it again; a solver gives hints and tells whether the game "
        "can still be won; statistics are kept for each draw mode."
    )


def _desktop_quote(word: str) -> str:
    """One argument of an Exec line, quoted as the Desktop Entry specification asks."""
    if word and not any(ch in word for ch in " \t\n\"'\\><~|&;$*?#()`%="):
        return word
    escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in word)
    return f'"{escaped}"'.replace("%", "%%")


def _value(text: str) -> str:
    """A Desktop Entry string value: no line break, backslashes escaped."""
    return text.replace("\\", "\\\\").replace("\n", " ")


def desktop_entry(python: str) -> str:
    """The launcher entry, starting the game with the interpreter `python`."""
    names, comments = _in_each_language(_name), _in_each_language(_comment)
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        f"Name={_value(_in('en', _name))}",
        *(f"Name[{loc}]={_value(text)}" for loc, text in names.items()),
        f"Comment={_value(_in('en', _comment))}",
        *(f"Comment[{loc}]={_value(text)}" for loc, text in comments.items()),
        f"Exec={_desktop_quote(python)} -m canfield play",
        f"TryExec={python}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=solitaire;patience;cards;canfield;demon;",
        "StartupNotify=true",
    ]
    return "\n".join(lines) + "\n"


def metainfo() -> str:
    """The AppStream metainfo: what a software centre shows of the game."""
    summaries, descriptions = _in_each_language(_summary), _in_each_language(_description)
    english_summary, english_description = _in("en", _summary), _in("en", _description)
    localised_summary = "".join(
        f'\n  <summary xml:lang="{loc}">{escape(text)}</summary>' for loc, text in summaries.items()
    )
    localised_description = "".join(
        f'\n    <p xml:lang="{loc}">{escape(text)}</p>' for loc, text in descriptions.items()
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>Canfield</name>
  <summary>{escape(english_summary)}</summary>{localised_summary}
  <description>
    <p>{escape(english_description)}</p>{localised_description}
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <icon type="stock">{APP_ID}</icon>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <keywords>
    <keyword>solitaire</keyword>
    <keyword>patience</keyword>
  </keywords>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
  </supports>
  <content_rating type="oars-1.1" />
  <releases>
    <release version="{escape(__version__)}" date="2026-12-02" />
  </releases>
</component>
"""


def icon_png(size: int) -> bytes:
    """The icon at `size` pixels square: the ace of spades, centred, on a clear square."""
    import io

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from canfield.ui.draw.art import assets_dir

    height = size
    width = max(1, round(size * 46 / 64))  # the card's proportions, as the window's icon
    card = pygame.image.load_sized_svg(str(assets_dir() / "cards" / "AS.svg"), (width, height))
    square = pygame.Surface((size, size), pygame.SRCALPHA)
    square.blit(card, card.get_rect(center=(size // 2, size // 2)))
    out = io.BytesIO()
    pygame.image.save(square, out, "icon.png")
    return out.getvalue()


def install(home: Path | None = None, python: str | None = None) -> list[Path]:
    """Write the launcher, the icons and the metainfo under `home`; the files written."""
    home = home if home is not None else data_home()
    python = python if python is not None else sys.executable
    written = []
    for path, content in (
        (launcher_path(home), desktop_entry(python).encode()),
        *((icon_path(home, size), icon_png(size)) for size in ICON_SIZES),
        (metainfo_path(home), metainfo().encode()),
    ):
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic_bytes(path, content, shared=True)
        written.append(path)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote under `home`; the files removed (none if none was)."""
    home = home if home is not None else data_home()
    removed = []
    for path in installed_files(home):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed.append(path)
    return removed
