"""Every test starts in English whatever the machine's locale, and leaves English behind.

The game follows the system's language when the player has not chosen one, so a test
run on a Danish desktop would otherwise read Danish where the tests expect English.
And the cache folder is the test run's own, not the user's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canfield import i18n


@pytest.fixture(autouse=True)
def _english_system(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    monkeypatch.setenv("LANGUAGE", "en")
    # The window's card images cache (and any game run by a test) stays out of ~/.cache.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.getbasetemp() / "cache"))
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(params=i18n.LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each of the game's languages in turn, set for the test (English again after it)."""
    code: str = request.param
    i18n.set_language(code)
    yield code
    i18n.set_language("en")
