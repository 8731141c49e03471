"""The window of the search for a winnable deal keeps its two lines inside its margins in
every language, at every size."""

from __future__ import annotations

import pygame
import pytest

from canfield.ui.dialogs import winnable
from canfield.ui.dialogs.winnable import FindingDialog

from .driver import changed


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
def test_the_search_says_what_it_does_inside_its_margins(
    lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = FindingDialog()
    dialog.tried = 123456
    dialog.layout(pygame.Rect((0, 0), size))
    with_words = pygame.Surface(size)
    dialog.draw(with_words)
    monkeypatch.setattr(winnable, "_", lambda text: "")
    monkeypatch.setattr(winnable, "ngettext", lambda one, many, n: "")
    without = pygame.Surface(size)
    dialog.draw(without)
    words = changed(with_words, without)
    assert words.height > dialog.size, "the two lines were not drawn"
    assert dialog.body.contains(words), (lang, size, words, dialog.body)
    assert words.bottom <= min(b.rect.y for b in dialog.buttons), (lang, size)
