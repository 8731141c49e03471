"""The player's settings as a session reads and changes them, the model loaded late.

The window's first frame needs every setting but not the pydantic model (about a fifth
of the start): `look` reads them with `canfield.store.first_look`, and the model is
loaded when first needed — to open Settings, to change a setting — or just after the
first frame when the file holds anything the model would speak of (`settle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from canfield.store.atomic import remove_stale_temporaries
from canfield.store.first_look import FirstLook, first_look

if TYPE_CHECKING:
    from typing import Unpack

    from canfield.store import Store
    from canfield.store.settings import Settings


class SettingChanges(TypedDict, total=False):
    """Settings to change, by name, each with its own type: `Preferences.change(draw=1)`
    is checked by mypy as `Settings(draw=1)` would be (a test keeps the two in step)."""

    double_click: bool
    draw: int
    animations: bool
    sound: bool
    winnable_only: bool
    warn_losing: bool
    language: str | None
    window_size: tuple[int, int] | None
    window_position: tuple[int, int] | None
    fullscreen: bool
    speech: str
    speech_rate: int
    speech_volume: int
    high_contrast: bool
    suit_colours: bool


class Preferences:
    """The settings of a session: given, read from the store, or deferred (see above)."""

    def __init__(self, store: Store | None, settings: Settings | None, *, defer: bool) -> None:
        """`settings` given are used as they are; without them the store's are read now,
        or when first needed with `defer` (and a store)."""
        self._store = store
        self._settings = settings
        self._look: FirstLook | None = None
        if settings is None and not (defer and store is not None):
            self._settings = self._load()

    @property
    def settings(self) -> Settings:
        """The player's settings (loaded now if they were deferred)."""
        if self._settings is None:
            self._settings = self._load()
        return self._settings

    @property
    def deferred(self) -> bool:
        """True until deferred settings are loaded."""
        return self._settings is None

    def _load(self) -> Settings:
        if self._store is not None:
            return self._store.load_settings()
        from canfield.store.settings import Settings

        return Settings()

    @property
    def look(self) -> FirstLook:
        """Every setting, without loading deferred settings if the file can be read
        without them."""
        if self._settings is None and self._store is not None:
            if self._look is None:
                self._look = first_look(self._store.settings_path)
            if self._look is not None:
                return self._look
        s = self.settings
        return FirstLook(
            s.language,
            s.draw,
            s.double_click,
            s.window_size,
            s.window_position,
            s.fullscreen,
            s.animations,
            s.sound,
            s.winnable_only,
            s.speech,
            s.speech_rate,
            s.speech_volume,
            s.high_contrast,
            s.suit_colours,
            s.warn_losing,
        )

    def settle(self) -> None:
        """After the first frame: load deferred settings whose file the model must look
        at (a problem in it is then among the notices), else only tidy the temporaries a
        killed save left, as loading would (`canfield.store.atomic`)."""
        if self._settings is None and self._store is not None:
            if self.look.clean:
                remove_stale_temporaries(self._store.settings_path)
            else:
                self._settings = self._load()

    def replace(self, settings: Settings) -> None:
        """Take new settings and save them at once."""
        self._settings = settings
        if self._store is not None:
            self._store.save_settings(settings)

    def change(self, **changes: Unpack[SettingChanges]) -> bool:
        """Change the settings named (and save them) when any differs from what is set;
        True when something changed."""
        look = self.look
        if all(getattr(look, name) == value for name, value in changes.items()):
            return False
        settings = self.settings
        self.replace(type(settings).model_validate({**settings.model_dump(), **changes}))
        return True
